// Set 17: what a freelancer truly is (the Truth), and the predicates the judgments use. Judgments read only this.
import type { OccId } from './data';

export type Sen = 'junior' | 'confirme' | 'senior' | 'expert';
export const SEN_RANK: Record<Sen, number> = { junior: 0, confirme: 1, senior: 2, expert: 3 };
export type Remote = 'onsite' | 'hybrid' | 'full';
export type Lang = 'fr' | 'en' | 'de' | 'nl' | 'es' | 'it' | 'pt' | 'ar' | 'pl' | 'lb';

export interface PlaceKey {
  city: string;
  zip: string;
  /** 'FR:69', 'BE:WLG'; absent for Swiss and Luxembourg cities (cantons / districts only). */
  dept?: string;
  /** 'R:FR:84', 'R:CH:GE', 'R:BE:WAL'. */
  region: string;
  country: string;
}

export interface AreaTruth {
  type: 'ville' | 'departement' | 'region' | 'pays';
  city?: string;
  dept?: string;
  region?: string;
  country: string;
}

export interface Truth {
  id: string;
  occ: OccId;
  /** Positions himself / herself as an interim manager (management de transition). */
  interim: boolean;
  gender: 'f' | 'm';
  /** Language the CV is written in. */
  cvLang: 'fr' | 'en';
  skills: string[];
  sectors: string[];
  certs: string[];
  years: number;
  seniority: Sen;
  /** Whether meta.freelance.seniority is filled (it is then the label of `seniority`). */
  seniorityDeclared: boolean;
  /** Declared available now. */
  available: boolean;
  /** First day available (YYYY-MM-DD); today (2026-11-29) when available now; null when unknown (in a mission). */
  from: string | null;
  /** Day rate in EUR (midpoint of a range); null when negotiable or not given. */
  rate: number | null;
  home: PlaceKey;
  areas: AreaTruth[];
  /** A France-wide area (pays FR) is declared. */
  nationwide: boolean;
  /** Open to missions abroad (outside the home country), said in the CV. */
  abroad: boolean;
  remote: Remote[];
  days: number[];
  durations: string[];
  /** Level: 4 native / bilingual, 3 fluent, 2 professional, 1 basic. */
  languages: { lang: Lang; level: 1 | 2 | 3 | 4 }[];
  vehicle: boolean;
  /** Private strings that the generator also wrote into free text (summary, work summaries): for the probes only. */
  privateInText: string[];
}

export const TODAY = '2026-11-29';

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

// ---------- predicates: 1 = met, 0.5 = partly met, 0 = not met ----------

export type Must = (t: Truth) => number;
export type Nice = (t: Truth) => boolean;

/** A place a query names: departments ('FR:69'), regions ('R:FR:84'), countries ('FR'). */
export interface Place {
  depts?: string[];
  regions?: string[];
  countries?: string[];
  /** Regions treated as "same area" for a partial match when the home is there (default: the regions of `depts`). */
  nearRegions?: string[];
  /** A France-wide (or country-wide) mobility counts as fully met (interim managers, site-hopping trades). */
  nationwideOk?: boolean;
}

const DEPT_REGION: Record<string, string> = {};
export function registerDeptRegion(dept: string, region: string): void {
  DEPT_REGION[dept] = region;
}
export function regionOfDept(dept: string): string | undefined {
  return DEPT_REGION[dept];
}

function inPlace(k: { dept?: string; region?: string; country: string }, p: Place): boolean {
  if (k.dept && p.depts?.includes(k.dept)) return true;
  if (k.region && p.regions?.includes(k.region)) return true;
  if (p.countries?.includes(k.country)) return true;
  return false;
}

/**
 * Can the freelancer work at the place? 1: lives there, or declares an area inside it or containing it (a region
 * containing the asked department, the asked country); 0.5: only a country-wide mobility covers it (unless
 * nationwideOk), or lives in the same region (for a department / city ask) without declaring it; 0 otherwise.
 */
export function placeFit(t: Truth, p: Place): number {
  if (inPlace(t.home, p)) return 1;
  let countryWide = false;
  for (const a of t.areas) {
    if (a.type === 'pays') {
      if (p.countries?.includes(a.country)) return 1;
      const askedCountries = new Set<string>([
        ...(p.depts ?? []).map((d) => d.split(':')[0]!),
        ...(p.regions ?? []).map((r) => r.split(':')[1]!),
      ]);
      if (askedCountries.has(a.country)) countryWide = true;
      continue;
    }
    if (inPlace(a, p)) return 1;
    // an area containing the asked department (a region area holding it)
    if (a.type === 'region' && p.depts?.some((d) => regionOfDept(d) === a.region)) return 1;
  }
  if (countryWide) return p.nationwideOk ? 1 : 0.5;
  const near = p.nearRegions ?? (p.depts ?? []).map((d) => regionOfDept(d)).filter((x): x is string => !!x);
  if (near.includes(t.home.region)) return 0.5;
  return 0;
}

/** A must whose full miss caps the grade at 1 even in a brief (the place: a recruiter cannot use someone who
 * cannot work there). */
export function hard(m: Must): Must {
  const f: Must = (t) => m(t);
  (f as Must & { hard?: boolean }).hard = true;
  return f;
}
export const isHard = (m: Must): boolean => !!(m as Must & { hard?: boolean }).hard;

export const place = (p: Place): Must => hard((t) => placeFit(t, p));

/** Available on `date` (or earlier); 0.5 when available within `grace` days after it. */
export const availBy =
  (date: string, grace = 21): Must =>
  (t) => {
    if (t.available) return 1;
    if (!t.from) return 0;
    if (t.from <= date) return 1;
    if (t.from <= addDays(date, grace)) return 0.5;
    return 0;
  };
/** "dispo", "asap", "urgent": available now or within two weeks; 0.5 within five weeks. */
export const availNow: Must = (t) => {
  if (t.available) return 1;
  if (!t.from) return 0;
  if (t.from <= addDays(TODAY, 14)) return 1;
  if (t.from <= addDays(TODAY, 35)) return 0.5;
  return 0;
};
export const senAtLeast =
  (min: Sen): Must =>
  (t) => {
    const d = SEN_RANK[t.seniority] - SEN_RANK[min];
    return d >= 0 ? 1 : d === -1 ? 0.5 : 0;
  };
export const senExactly =
  (s: Sen): Must =>
  (t) => {
    const d = Math.abs(SEN_RANK[t.seniority] - SEN_RANK[s]);
    return d === 0 ? 1 : d === 1 ? 0.5 : 0;
  };
export const yearsAtLeast =
  (n: number): Must =>
  (t) =>
    t.years >= n ? 1 : t.years >= n - 2 ? 0.5 : 0;
export const rateMax =
  (n: number): Must =>
  (t) =>
    t.rate === null ? 0.5 : t.rate <= n ? 1 : t.rate <= n * 1.1 ? 0.5 : 0;
export const remoteFull: Must = (t) => (t.remote.includes('full') ? 1 : t.remote.includes('hybrid') ? 0.5 : 0);
export const remoteSome: Must = (t) => (t.remote.includes('full') || t.remote.includes('hybrid') ? 1 : 0.5);
export const days =
  (n: number): Must =>
  (t) =>
    t.days.includes(n) ? 1 : t.days.some((d) => Math.abs(d - n) === 1) ? 0.5 : 0;
export const lang =
  (l: Lang, level: 1 | 2 | 3 | 4): Must =>
  (t) => {
    const x = t.languages.find((y) => y.lang === l)?.level ?? 0;
    return x >= level ? 1 : x === level - 1 ? 0.5 : 0;
  };
export const skillAny =
  (...ids: string[]): Must =>
  (t) =>
    ids.some((i) => t.skills.includes(i)) ? 1 : 0;
export const certAny =
  (...ids: string[]): Must =>
  (t) =>
    ids.some((i) => t.certs.includes(i)) ? 1 : 0;
export const sectorAny =
  (...ids: string[]): Must =>
  (t) =>
    ids.some((i) => t.sectors.includes(i)) ? 1 : 0;
/** Sector or skill: the experience a recruiter means by "nuclear", "aéro" etc. */
export const expAny =
  (sectors: string[], skills: string[] = [], certs: string[] = []): Must =>
  (t) =>
    sectors.some((s) => t.sectors.includes(s)) ||
    skills.some((s) => t.skills.includes(s)) ||
    certs.some((c) => t.certs.includes(c))
      ? 1
      : 0;
export const durationAny =
  (...d: string[]): Must =>
  (t) =>
    t.durations.length === 0 ? 0.5 : d.some((x) => t.durations.includes(x)) ? 1 : 0.5;
export const interimMust: Must = (t) => (t.interim ? 1 : 0.5);
export const abroadMust: Must = hard((t) => (t.abroad ? 1 : 0));
export const soft =
  (m: Must): Must =>
  (t) =>
    Math.max(m(t), 0.5);

// ---------- the one grading rule ----------

export interface Spec {
  /** The occupations asked. */
  occ: OccId[];
  /** Occupations a recruiter would take as a close variant: at most 2. */
  occ2?: OccId[];
  /** Neighbouring occupations: 1 when the place (if any) is at least partly met, else 0. */
  near?: OccId[];
  /** Must-have constraints (place, dates, seniority, key skills...). */
  must?: Must[];
  /** Nice-to-have: within the right occupation, with every must met, one of them met is needed for a 3. */
  nice?: Nice[];
  /** The place asked, used for neighbours. */
  where?: Place;
  /** Explicit exclusions (a "-word" or a "pas de ..."): grade 0. */
  exclude?: (t: Truth) => boolean;
  /** A hard filter of the request (skills, workAreas, seniority, available): outside it, 0. */
  filter?: (t: Truth) => boolean;
  /**
   * 'brief' (default): long lists of constraints, one missed must (or two half-met) still gives 2.
   * 'kw': a keyword query has few words, each essential: only a half-met must gives 2, a missed one gives 1.
   */
  mode?: 'brief' | 'kw';
}

export type Grade = 0 | 1 | 2 | 3;

export function grade(t: Truth, s: Spec): Grade {
  if (s.filter && !s.filter(t)) return 0;
  if (s.exclude && s.exclude(t)) return 0;
  const exact = s.occ.includes(t.occ);
  const close = !exact && !!s.occ2?.includes(t.occ);
  if (!exact && !close) {
    if (s.near?.includes(t.occ)) return !s.where || placeFit(t, s.where) > 0 ? 1 : 0;
    return 0;
  }
  const miss = (s.must ?? []).reduce((acc, m) => acc + (1 - m(t)), 0);
  let g: Grade;
  if (miss === 0) g = !s.nice?.length || s.nice.some((n) => n(t)) ? 3 : 2;
  else if (miss <= (s.mode === 'kw' ? 0.5 : 1)) g = 2;
  else g = 1;
  if ((s.must ?? []).some((m) => isHard(m) && m(t) === 0) && g > 1) g = 1;
  if (close && g > 2) g = 2;
  return g;
}
