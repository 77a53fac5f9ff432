// The Truth drawn for each profile of set-34, and the geography helpers the corpus and the judges share.
import { CITIES, COUNTRIES, DEPARTMENTS, REGIONS, type Area } from './areas';
import type { Occ } from './vocab';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type Level = 1 | 2 | 3 | 4;

export interface Private {
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedinSlug: string;
  linkedinUrl: string;
  /** Every employer name written in work[].name (own company included). */
  employers: string[];
  /** A small one-off employer, when the profile has one. */
  smallEmployer?: string;
  school: string;
  referees: string[];
  /** People named in mission texts. */
  named: string[];
}

export interface Truth {
  id: string;
  occ: Occ;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  noAccents: boolean;
  /** Years of professional experience in the trade. */
  years: number;
  band: Band;
  /** Declared seniority, as the freelancer filled it in (may be empty or off by one band). */
  declared: '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  freeFrom: string;
  /** Day rate in euros; null when negotiable or not given. */
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: Duration[];
  /** Key of the home city in CITIES. */
  home: string;
  areas: Area[];
  /** Language code -> level (1 notions, 2 professional, 3 fluent, 4 native or bilingual). */
  langs: Record<string, Level>;
  /** Skill key -> mastery (1 user, 2 good, 3 expert). */
  skills: Record<string, 1 | 2 | 3>;
  sectors: string[];
  markets: string[];
  certs: string[];
  vehicle: boolean;
  openToCdi: boolean;
  priv: Private;
  /** Which private items the free text repeats. */
  leaks: string[];
}

export const TODAY = '2026-12-01';

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 9) return 'senior';
  return 'expert';
}

export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

// ------------------------------------------------------------------ geography

/** The smallest unit a place is made of: a French department code, or BE-/CH-/LU- prefixed codes. */
export type Atom = string;

export function cityArea(key: string): Area {
  const c = CITIES[key];
  if (!c) throw new Error(`unknown city ${key}`);
  return c;
}

export function atomOf(a: Area): Atom | undefined {
  const cc = a.countryCode ?? '';
  if (cc === 'FR') return a.departmentCode;
  if (cc === 'BE') return a.departmentCode ? `BE-${a.departmentCode}` : a.regionCode ? `BE-${a.regionCode}` : undefined;
  if (cc === 'CH' || cc === 'LU') return a.regionCode ? `${cc}-${a.regionCode}` : undefined;
  return undefined;
}

const ALL_ATOMS: { atom: Atom; region: string; country: string }[] = [];
for (const d of DEPARTMENTS) {
  const atom = atomOf(d);
  if (atom) ALL_ATOMS.push({ atom, region: `${d.countryCode}:${d.regionCode}`, country: d.countryCode ?? '' });
}
for (const r of REGIONS) {
  const cc = r.countryCode ?? '';
  if (cc === 'CH' || cc === 'LU')
    ALL_ATOMS.push({ atom: `${cc}-${r.regionCode}`, region: `${cc}:${r.regionCode}`, country: cc });
  if (cc === 'BE' && r.regionCode === 'BRU') ALL_ATOMS.push({ atom: 'BE-BRU', region: 'BE:BRU', country: 'BE' });
}

export function atomsOfRegion(countryCode: string, regionCode: string): Atom[] {
  return ALL_ATOMS.filter((a) => a.region === `${countryCode}:${regionCode}`).map((a) => a.atom);
}
export function atomsOfCountry(countryCode: string): Atom[] {
  return ALL_ATOMS.filter((a) => a.country === countryCode).map((a) => a.atom);
}
export function regionOfAtom(atom: Atom): string | undefined {
  return ALL_ATOMS.find((a) => a.atom === atom)?.region;
}

/** The atoms an area covers, and whether it is a whole country. */
export function atomsOfArea(a: Area): { atoms: Atom[]; national: boolean } {
  const cc = a.countryCode ?? '';
  if (a.type === 'pays') return { atoms: atomsOfCountry(cc), national: true };
  if (a.type === 'region') return { atoms: atomsOfRegion(cc, a.regionCode ?? ''), national: false };
  const atom = atomOf(a);
  return { atoms: atom ? [atom] : [], national: false };
}

export function department(code: string): Area {
  const d = DEPARTMENTS.find((x) => x.departmentCode === code && x.countryCode !== 'BE');
  if (!d) throw new Error(`unknown department ${code}`);
  return d;
}
export function beDepartment(code: string): Area {
  const d = DEPARTMENTS.find((x) => x.departmentCode === code && x.countryCode === 'BE');
  if (!d) throw new Error(`unknown BE department ${code}`);
  return d;
}
export function region(countryCode: string, code: string): Area {
  const r = REGIONS.find((x) => x.regionCode === code && x.countryCode === countryCode);
  if (!r) throw new Error(`unknown region ${countryCode}:${code}`);
  return r;
}
export function country(code: string): Area {
  const c = COUNTRIES.find((x) => x.countryCode === code);
  if (!c) throw new Error(`unknown country ${code}`);
  return c;
}
export function deptsOfRegionFR(regionCode: string): Area[] {
  return DEPARTMENTS.filter((d) => d.countryCode === 'FR' && d.regionCode === regionCode);
}
