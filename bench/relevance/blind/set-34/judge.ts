// Grading conventions of set-34, written once and used by every query. Judges read the Truth only, never the text.
//
// A grade starts from the occupation (roleGrade): 3 the occupation asked, 2 a strong neighbour (the same job under
// another name or a very close one), 1 a related job (same family or a listed relation), 0 anything else; neighbours
// of the trade (marketing, product, buyers, recruiters, CRM developers, controllers...) are 0 unless a query says
// otherwise. Each further need gives a verdict ok / near / fail:
//   - hard needs: near costs 1 grade, one fail caps the grade at 1 (0 when the occupation is only related or when
//     something else was also missed), two fails give 0;
//   - soft needs (nice to have: sector, mission length, "idéalement"...): near costs nothing, fail costs 1.
// A right occupation never drops below 1 through nears alone.
import {
  TODAY,
  addDays,
  atomOf,
  atomsOfArea,
  atomsOfCountry,
  atomsOfRegion,
  cityArea,
  type Atom,
  type Duration,
  type Level,
  type Truth,
} from './truth';
import { OCCS, SECTORS, type Occ } from './vocab';

export type Grade = 0 | 1 | 2 | 3;
export type Verdict = 'ok' | 'near' | 'fail';

// ------------------------------------------------------------------ occupations
/** Pairs of occupations: 2 = strong neighbour, 1 = related. Symmetric. */
const PAIRS: [Occ, Occ, 1 | 2][] = [
  ['sdr', 'bdr', 2],
  ['sdr', 'teleprospecteur', 2],
  ['sdr', 'lead-gen-specialist', 2],
  ['sdr', 'inside-sales', 1],
  ['sdr', 'sdr-manager', 1],
  ['bdr', 'teleprospecteur', 1],
  ['bdr', 'lead-gen-specialist', 1],
  ['bdr', 'bizdev', 1],
  ['sdr', 'bizdev', 1],
  ['teleprospecteur', 'commercial-sedentaire', 1],
  ['bizdev', 'account-executive', 2],
  ['bizdev', 'new-business-manager', 2],
  ['bizdev', 'ingenieur-affaires', 2],
  ['bizdev', 'international-bizdev', 2],
  ['bizdev', 'commercial-terrain', 1],
  ['bizdev', 'inside-sales', 1],
  ['account-executive', 'enterprise-ae', 2],
  ['account-executive', 'inside-sales', 2],
  ['account-executive', 'ingenieur-affaires', 2],
  ['account-executive', 'new-business-manager', 2],
  ['enterprise-ae', 'ingenieur-affaires', 2],
  ['enterprise-ae', 'global-account-director', 2],
  ['enterprise-ae', 'kam', 1],
  ['inside-sales', 'commercial-sedentaire', 2],
  ['commercial-sedentaire', 'assistant-commercial', 1],
  ['commercial-terrain', 'vrp', 2],
  ['commercial-terrain', 'technico-commercial', 2],
  ['commercial-terrain', 'chef-de-secteur', 2],
  ['commercial-terrain', 'negociateur-immobilier', 1],
  ['vrp', 'chef-de-secteur', 1],
  ['vrp', 'technico-commercial', 1],
  ['ingenieur-affaires', 'sales-engineer', 2],
  ['ingenieur-affaires', 'charge-affaires', 1],
  ['kam', 'national-account-manager', 2],
  ['kam', 'global-account-director', 2],
  ['kam', 'account-manager', 2],
  ['national-account-manager', 'chef-de-secteur', 1],
  ['account-manager', 'csm', 2],
  ['account-manager', 'inside-sales', 1],
  ['global-account-director', 'head-of-sales', 1],
  ['chef-de-secteur', 'trade-marketing', 1],
  ['sales-manager', 'regional-sales-director', 2],
  ['sales-manager', 'head-of-sales', 2],
  ['sales-manager', 'sdr-manager', 1],
  ['regional-sales-director', 'head-of-sales', 2],
  ['head-of-sales', 'interim-commercial-director', 2],
  ['head-of-sales', 'country-manager', 2],
  ['interim-commercial-director', 'country-manager', 1],
  ['interim-commercial-director', 'regional-sales-director', 1],
  ['sdr-manager', 'sales-enablement', 1],
  ['channel-manager', 'partnerships-manager', 2],
  ['channel-manager', 'export-manager', 1],
  ['presales', 'solution-consultant', 2],
  ['presales', 'sales-engineer', 2],
  ['solution-consultant', 'sales-engineer', 2],
  ['sales-engineer', 'technico-commercial', 2],
  ['sales-engineer', 'charge-affaires', 2],
  ['technico-commercial', 'charge-affaires', 2],
  ['delegue-medical', 'delegue-hospitalier', 2],
  ['delegue-hospitalier', 'clinical-specialist', 2],
  ['delegue-medical', 'clinical-specialist', 1],
  ['bid-manager', 'tender-writer', 2],
  ['csm', 'head-of-cs', 2],
  ['csm', 'onboarding-specialist', 2],
  ['head-of-cs', 'support-manager', 1],
  ['head-of-cs', 'customer-care-manager', 1],
  ['support-manager', 'customer-care-manager', 2],
  ['support-agent', 'customer-care-manager', 1],
  ['support-agent', 'support-manager', 1],
  ['adv', 'assistant-commercial', 2],
  ['revops', 'sales-ops', 2],
  ['revops', 'crm-admin-hubspot', 1],
  ['revops', 'crm-admin-sf', 1],
  ['crm-admin-sf', 'crm-admin-hubspot', 1],
  ['crm-admin-sf', 'dev-crm', 1],
  ['crm-admin-hubspot', 'crm-marketing', 1],
  ['sales-ops', 'data-analyst', 1],
  ['sales-enablement', 'formateur-commercial', 2],
  ['sales-enablement', 'pmm', 1],
  ['formateur-commercial', 'retail-coach', 2],
  ['retail-coach', 'animateur-reseau', 1],
  ['growth-marketer', 'lead-gen-specialist', 2],
  ['growth-marketer', 'demand-gen-manager', 2],
  ['lead-gen-specialist', 'demand-gen-manager', 2],
  ['demand-gen-manager', 'marketing-manager', 1],
  ['growth-marketer', 'marketing-manager', 1],
  ['export-manager', 'international-bizdev', 2],
  ['developpeur-franchise', 'animateur-reseau', 2],
  ['responsable-magasin', 'conseiller-vente', 1],
  ['responsable-magasin', 'retail-coach', 1],
];
const PAIR = new Map<string, 1 | 2>();
for (const [a, b, g] of PAIRS) {
  PAIR.set(`${a}|${b}`, g);
  PAIR.set(`${b}|${a}`, g);
}

export interface RoleOpts {
  near?: Occ[];
  related?: Occ[];
  /** Occupations graded 0 whatever the default relations say. */
  zero?: Occ[];
}

/** 3 for the occupations asked, 2 for strong neighbours, 1 for related ones, 0 otherwise. */
export function roleGrade(t: Truth, exact: Occ[], opts: RoleOpts = {}): Grade {
  if (exact.includes(t.occ)) return 3;
  if (opts.zero?.includes(t.occ)) return 0;
  if (opts.near?.includes(t.occ)) return 2;
  let best: Grade = 0;
  for (const e of exact) {
    const g = PAIR.get(`${e}|${t.occ}`);
    if (g && g > best) best = g;
  }
  if (best === 2) return 2;
  if (opts.related?.includes(t.occ)) return 1;
  if (best === 1) return 1;
  const fam = OCCS[t.occ].family;
  if (fam !== 'neighbour' && exact.some((e) => OCCS[e].family === fam)) return 1;
  return 0;
}

/** Salespeople in the broad sense ("commercial"): the people who sell. */
export const SELLERS: Occ[] = [
  'commercial-terrain',
  'commercial-sedentaire',
  'bizdev',
  'account-executive',
  'enterprise-ae',
  'inside-sales',
  'vrp',
  'ingenieur-affaires',
  'new-business-manager',
  'technico-commercial',
  'kam',
  'account-manager',
  'national-account-manager',
  'chef-de-secteur',
  'sales-engineer',
];
/** Near sellers: people who sell in a narrower or more senior way. */
export const SELLERS_NEAR: Occ[] = [
  'sdr',
  'bdr',
  'teleprospecteur',
  'charge-affaires',
  'negociateur-immobilier',
  'delegue-medical',
  'delegue-hospitalier',
  'global-account-director',
  'export-manager',
  'international-bizdev',
  'sales-manager',
  'regional-sales-director',
];
/** Field sellers ("commercial terrain"). */
export const FIELD: Occ[] = ['commercial-terrain', 'vrp'];
export const FIELD_NEAR: Occ[] = ['technico-commercial', 'chef-de-secteur', 'delegue-medical', 'delegue-hospitalier'];

// ------------------------------------------------------------------ places
export interface Place {
  name: string;
  atoms: Atom[];
  near: Atom[];
  /** Set when the place is a whole country: a national work area then counts as ok. */
  whole?: string;
}

const fr = (...codes: string[]): Atom[] => codes;
const regionFR = (code: string): Atom[] => atomsOfRegion('FR', code);
const minus = (a: Atom[], b: Atom[]): Atom[] => a.filter((x) => !b.includes(x));
const IDF = regionFR('11');
const ARA = regionFR('84');
const OCC_R = regionFR('76');
const NAQ = regionFR('75');
const CH_ROMAND = ['CH-GE', 'CH-VD', 'CH-NE', 'CH-FR', 'CH-VS', 'CH-JU'];
const CH_GERMAN = [
  'CH-ZH',
  'CH-BS',
  'CH-BL',
  'CH-AG',
  'CH-ZG',
  'CH-LU',
  'CH-SG',
  'CH-SO',
  'CH-TG',
  'CH-SZ',
  'CH-GR',
  'CH-BE',
];

export const PLACES = {
  paris: { name: 'Paris / Île-de-France', atoms: IDF, near: fr('60', '28', '27', '45') },
  lyon: { name: 'Lyon (Rhône)', atoms: fr('69'), near: minus(ARA, fr('69')) },
  lyonGrenoble: { name: 'Lyon / Grenoble', atoms: fr('69', '38'), near: minus(ARA, fr('69', '38')) },
  rhoneAlpes: {
    name: 'Rhône-Alpes (former region)',
    atoms: fr('01', '07', '26', '38', '42', '69', '73', '74'),
    near: fr('63', '43', '03', '15', '71', '39'),
  },
  ara: {
    name: 'Auvergne-Rhône-Alpes',
    atoms: ARA,
    near: fr('71', '39', '58', '23', '19', '46', '12', '48', '30', '84', '05'),
  },
  loire: { name: 'Loire and Haute-Loire', atoms: fr('42', '43'), near: fr('69', '63', '07', '03', '71', '15', '48') },
  hdf: { name: 'Hauts-de-France', atoms: regionFR('32'), near: fr('08', '51', '76', '27', '95', '77', 'BE-WHT') },
  npdc: {
    name: 'Nord-Pas-de-Calais (former region)',
    atoms: fr('59', '62'),
    near: fr('80', '02', '60', 'BE-WHT', 'BE-VWV'),
  },
  lille: { name: 'Lille (Nord)', atoms: fr('59'), near: fr('62', '80', '02', 'BE-WHT', 'BE-VWV') },
  paca: { name: 'PACA', atoms: regionFR('93'), near: fr('30', '26', '07', '2A', '2B') },
  sudEst: {
    name: 'Sud-Est (informal)',
    atoms: [...regionFR('93'), ...fr('26', '07', '30')],
    near: fr('38', '73', '74', '69', '34', '48'),
  },
  sudOuest: {
    name: 'Sud-Ouest (informal)',
    atoms: fr('33', '40', '64', '47', '24', '31', '32', '65', '82', '09', '46'),
    near: fr('16', '17', '81', '11', '12', '19', '87'),
  },
  bordeaux: { name: 'Bordeaux (Gironde)', atoms: fr('33'), near: minus(NAQ, fr('33')) },
  occitanie: {
    name: 'Occitanie',
    atoms: OCC_R,
    near: fr('13', '84', '33', '47', '24', '19', '15', '43', '07', '40', '64'),
  },
  toulouseMontpellier: { name: 'Toulouse / Montpellier', atoms: fr('31', '34'), near: minus(OCC_R, fr('31', '34')) },
  bretagne: { name: 'Bretagne', atoms: regionFR('53'), near: fr('44', '53', '50', '49') },
  grandOuest: {
    name: 'Grand Ouest (informal)',
    atoms: [...regionFR('53'), ...regionFR('52')],
    near: fr('50', '14', '61', '79', '86', '17', '37'),
  },
  normandie: { name: 'Normandie', atoms: regionFR('28'), near: fr('28', '35', '53', '72', '60', '80', '95', '78') },
  grandEst: {
    name: 'Grand Est',
    atoms: regionFR('44'),
    near: fr('02', '70', '90', '21', '89', '77', 'LU-LU', 'LU-ES'),
  },
  besancon: {
    name: 'Besançon (Doubs)',
    atoms: fr('25'),
    near: [...minus(regionFR('27'), fr('25')), 'CH-NE', 'CH-JU', 'CH-VD'],
  },
  nantes: {
    name: 'Nantes (Loire-Atlantique)',
    atoms: fr('44'),
    near: [...minus(regionFR('52'), fr('44')), '35', '56'],
  },
  alsaceOrSwissGerman: {
    name: 'Alsace or German-speaking Switzerland',
    atoms: [...fr('67', '68'), ...CH_GERMAN],
    near: fr('57', '90', '88', '54', '25'),
  },
  romandie: {
    name: 'Suisse romande (informal)',
    atoms: CH_ROMAND,
    near: [...fr('74', '01', '25', '39', '90'), 'CH-BE'],
  },
  suisse: {
    name: 'Switzerland',
    atoms: atomsOfCountry('CH'),
    near: fr('74', '01', '25', '39', '90', '68'),
    whole: 'CH',
  },
  belgique: {
    name: 'Belgium',
    atoms: atomsOfCountry('BE'),
    near: fr('59', '62', '08', '02', '55', 'LU-LU'),
    whole: 'BE',
  },
  bruxelles: { name: 'Brussels', atoms: ['BE-BRU'], near: minus(atomsOfCountry('BE'), ['BE-BRU']) },
  benelux: {
    name: 'Benelux',
    atoms: [...atomsOfCountry('BE'), ...atomsOfCountry('LU')],
    near: fr('59', '62', '08', '57', '54'),
    whole: 'BE',
  },
  luxembourg: {
    name: 'Luxembourg (country)',
    atoms: atomsOfCountry('LU'),
    near: fr('57', '54', 'BE-WLX'),
    whole: 'LU',
  },
} satisfies Record<string, Place>;

/** ok: lives in the place or declares a work area inside or around it; near: lives close, or only a national area. */
export function placeVerdict(t: Truth, p: Place): Verdict {
  const home = atomOf(cityArea(t.home));
  if (home && p.atoms.includes(home)) return 'ok';
  let near = home !== undefined && p.near.includes(home);
  for (const a of t.areas) {
    const { atoms, national } = atomsOfArea(a);
    const hit = atoms.some((x) => p.atoms.includes(x));
    if (hit && (!national || (p.whole !== undefined && a.countryCode === p.whole))) return 'ok';
    if (hit && national) near = true;
    if (!national && atoms.some((x) => p.near.includes(x))) near = true;
  }
  return near ? 'near' : 'fail';
}

// ------------------------------------------------------------------ other attributes
/** Years asked: ok inside [min, max]; near one year short (two from 8 years up) or one year over. */
export function yearsVerdict(t: Truth, min?: number, max?: number): Verdict {
  const y = t.years;
  const okMin = min === undefined || y >= min;
  const okMax = max === undefined || y <= max;
  if (okMin && okMax) return 'ok';
  const slack = min !== undefined && min >= 8 ? 2 : 1;
  const nearMin = min === undefined || y >= min - slack;
  const nearMax = max === undefined || y <= max + 1;
  return nearMin && nearMax ? 'near' : 'fail';
}
/** Seniority words as recruiters use them. */
export const SENIORITY = {
  debutant: [undefined, 1],
  junior: [undefined, 2],
  confirme: [3, 6],
  senior: [7, undefined],
  expert: [10, undefined],
} as const;

/** Free by the date (default: within two weeks); near within 30 more days. */
export function availVerdict(t: Truth, by: string = addDays(TODAY, 14), slack = 30): Verdict {
  if (t.freeFrom <= by) return 'ok';
  if (t.freeFrom <= addDays(by, slack)) return 'near';
  return 'fail';
}

export type RemoteWish = 'full' | 'site' | 'hybrid';
export function remoteVerdict(t: Truth, want: RemoteWish): Verdict {
  const has = (x: string) => t.remote.includes(x as never);
  if (want === 'full') return has('Full remote') ? 'ok' : has('Hybride') ? 'near' : 'fail';
  if (want === 'site') return has('Sur site') ? 'ok' : has('Hybride') ? 'near' : 'fail';
  return has('Hybride') ? 'ok' : 'near';
}

/** Days a week asked (any of): ok when declared, near when one day off. */
export function daysVerdict(t: Truth, want: number[]): Verdict {
  if (want.some((w) => t.days.includes(w))) return 'ok';
  if (want.some((w) => t.days.includes(w - 1) || t.days.includes(w + 1))) return 'near';
  return 'fail';
}

/** Budget: ok at or below, near up to 12 % above or when the rate is not given, fail beyond. */
export function rateVerdict(t: Truth, max: number): Verdict {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  if (t.rate <= max * 1.12) return 'near';
  return 'fail';
}

/** Language level asked: ok at or above, near one level below. */
export function langVerdict(t: Truth, code: string, min: Level): Verdict {
  const l = t.langs[code] ?? 0;
  if (l >= min) return 'ok';
  if (l === min - 1) return 'near';
  return 'fail';
}

/** Skill asked: ok when mastered (2-3), near when only used (1) or when an equivalent tool is mastered. */
export function skillVerdict(t: Truth, key: string, alts: string[] = []): Verdict {
  const l = t.skills[key] ?? 0;
  if (l >= 2) return 'ok';
  if (l === 1 || alts.some((a) => (t.skills[a] ?? 0) >= 2)) return 'near';
  return 'fail';
}

/** Sector: ok when worked in it, near when in the same family of sectors. */
export function sectorVerdict(t: Truth, keys: string[]): Verdict {
  if (t.sectors.some((s) => keys.includes(s))) return 'ok';
  const fams = keys.map((k) => SECTORS[k]?.fam);
  if (t.sectors.some((s) => fams.includes(SECTORS[s]?.fam))) return 'near';
  return 'fail';
}

export function marketVerdict(t: Truth, keys: string[]): Verdict {
  return t.markets.some((m) => keys.includes(m)) ? 'ok' : 'fail';
}

export function vehicleVerdict(t: Truth): Verdict {
  return t.vehicle ? 'ok' : 'fail';
}

const DUR_ORDER: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
export function durationVerdict(t: Truth, want: Duration[]): Verdict {
  if (want.some((w) => t.durations.includes(w))) return 'ok';
  const idx = want.map((w) => DUR_ORDER.indexOf(w));
  if (t.durations.some((d) => idx.some((i) => Math.abs(DUR_ORDER.indexOf(d) - i) === 1))) return 'near';
  return 'fail';
}

// ------------------------------------------------------------------ combination
export interface Need {
  v: Verdict;
  soft?: boolean;
}

export function combine(role: Grade, needs: (Verdict | Need)[]): Grade {
  if (role === 0) return 0;
  let fails = 0;
  let penalty = 0;
  for (const n of needs) {
    const { v, soft } = typeof n === 'string' ? { v: n, soft: false } : n;
    if (soft) {
      if (v === 'fail') penalty += 1;
    } else if (v === 'fail') fails += 1;
    else if (v === 'near') penalty += 1;
  }
  if (fails >= 2) return 0;
  if (fails === 1) return role >= 2 && penalty === 0 ? 1 : 0;
  return Math.max(role - penalty, 1) as Grade;
}

export const soft = (v: Verdict): Need => ({ v, soft: true });

/** Mastery of one skill as a grade (skill-only queries): 3 expert, 2 good, 1 user. */
export function skillGrade(t: Truth, key: string): Grade {
  return (t.skills[key] ?? 0) as Grade;
}

export function has(t: Truth, key: string, min = 1): boolean {
  return (t.skills[key] ?? 0) >= min;
}

/** True for the trade's own occupations (not the neighbours). */
export function core(t: Truth): boolean {
  return OCCS[t.occ].family !== 'neighbour';
}
