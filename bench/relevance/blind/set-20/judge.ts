// set-20: grading helpers. Every judgment reads the Truth only (never the profile's text).
import { OCC } from './occupations';
import { TODAY, type Truth, type Lang, type Level } from './corpus';

export type G = 0 | 1 | 2 | 3;
/** verdict of one asked attribute: ok, a small difference (near), or wrong (fail) */
export type V = 'ok' | 'near' | 'fail';
export type Attr = (t: Truth) => V;

export interface JSpec {
  /** occupations asked for: a list (all graded 3) or a map occupation -> base grade */
  occ: string[] | Record<string, 1 | 2 | 3>;
  /** extra neighbours (base 1); the neighbours of every base-3 occupation are added automatically */
  near?: string[];
  attrs?: Attr[];
  /** hard: graded 0 when true (an exclusion of the query) */
  exclude?: (t: Truth) => boolean;
  /** hard: graded 0 when false (a filter of the request) */
  filter?: (t: Truth) => boolean;
}

/**
 * Combination rule, the same for every query:
 *  base 3 (the asked occupation): all attributes ok -> 3; exactly one near -> 2; a fail or two nears or more -> 1.
 *  base 2 (a very close occupation): all ok -> 2; else 1.
 *  base 1 (a neighbouring occupation): 1 unless an attribute fails -> 0.
 */
export function J(s: JSpec): (t: Truth) => G {
  const base: Record<string, 1 | 2 | 3> = Array.isArray(s.occ)
    ? Object.fromEntries(s.occ.map((o) => [o, 3 as const]))
    : { ...s.occ };
  for (const [o, g] of Object.entries({ ...base })) {
    if (!OCC[o]) throw new Error('unknown occupation ' + o);
    if (g === 3) for (const n of OCC[o].near) if (!(n in base)) base[n] = 1;
  }
  for (const n of s.near ?? []) if (!(n in base)) base[n] = 1;
  return (t) => {
    if (s.filter && !s.filter(t)) return 0;
    if (s.exclude && s.exclude(t)) return 0;
    const b = base[t.occ];
    if (!b) return 0;
    const vs = (s.attrs ?? []).map((a) => a(t));
    const fails = vs.filter((v) => v === 'fail').length;
    const nears = vs.filter((v) => v === 'near').length;
    if (b === 3) return fails ? 1 : nears === 0 ? 3 : nears === 1 ? 2 : 1;
    if (b === 2) return fails || nears ? 1 : 2;
    return fails ? 0 : 1;
  };
}

// ------------------------------------------------------------------ places
const REGION_OF_DEPT: Record<string, string> = {
  '971': '01',
  '972': '02',
  '973': '03',
  '974': '04',
  '976': '06',
  '75': '11',
  '77': '11',
  '78': '11',
  '91': '11',
  '92': '11',
  '93': '11',
  '94': '11',
  '95': '11',
  '18': '24',
  '28': '24',
  '36': '24',
  '37': '24',
  '41': '24',
  '45': '24',
  '21': '27',
  '25': '27',
  '39': '27',
  '58': '27',
  '70': '27',
  '71': '27',
  '89': '27',
  '90': '27',
  '14': '28',
  '27': '28',
  '50': '28',
  '61': '28',
  '76': '28',
  '02': '32',
  '59': '32',
  '60': '32',
  '62': '32',
  '80': '32',
  '08': '44',
  '10': '44',
  '51': '44',
  '52': '44',
  '54': '44',
  '55': '44',
  '57': '44',
  '67': '44',
  '68': '44',
  '88': '44',
  '44': '52',
  '49': '52',
  '53': '52',
  '72': '52',
  '85': '52',
  '22': '53',
  '29': '53',
  '35': '53',
  '56': '53',
  '16': '75',
  '17': '75',
  '19': '75',
  '23': '75',
  '24': '75',
  '33': '75',
  '40': '75',
  '47': '75',
  '64': '75',
  '79': '75',
  '86': '75',
  '87': '75',
  '09': '76',
  '11': '76',
  '12': '76',
  '30': '76',
  '31': '76',
  '32': '76',
  '34': '76',
  '46': '76',
  '48': '76',
  '65': '76',
  '66': '76',
  '81': '76',
  '82': '76',
  '01': '84',
  '03': '84',
  '07': '84',
  '15': '84',
  '26': '84',
  '38': '84',
  '42': '84',
  '43': '84',
  '63': '84',
  '69': '84',
  '73': '84',
  '74': '84',
  '04': '93',
  '05': '93',
  '06': '93',
  '13': '93',
  '83': '93',
  '84': '93',
  '2A': '94',
  '2B': '94',
};

/**
 * French departments asked (a city is asked as its department, plus close departments when the city's area spans them).
 * ok: home in one of them, or a work area covering one of them (the city, the department, or its whole region);
 * near: home elsewhere in the same region, or mobile over the whole of France; fail otherwise.
 */
export function inDepts(depts: string[]): Attr {
  const regions = new Set(depts.map((d) => REGION_OF_DEPT[d]));
  return (t) => {
    if (t.home.country === 'FR' && depts.includes(t.home.dept!)) return 'ok';
    for (const a of t.areas) {
      if (a.country !== 'FR') continue;
      if ((a.type === 'ville' || a.type === 'departement') && depts.includes(a.dept!)) return 'ok';
      if (a.type === 'region' && regions.has(a.region!)) return 'ok';
    }
    if (t.home.country === 'FR' && regions.has(t.home.region)) return 'near';
    if (t.areas.some((a) => a.type === 'pays' && a.country === 'FR')) return 'near';
    return 'fail';
  };
}
/** French regions asked. ok: home or any work area inside; near: mobile over the whole of France; fail otherwise. */
export function inRegions(regions: string[]): Attr {
  return (t) => {
    if (t.home.country === 'FR' && regions.includes(t.home.region)) return 'ok';
    if (t.areas.some((a) => a.country === 'FR' && a.type !== 'pays' && regions.includes(a.region!))) return 'ok';
    if (t.areas.some((a) => a.type === 'pays' && a.country === 'FR')) return 'near';
    return 'fail';
  };
}
/**
 * A foreign place: a country, or some of its regions (Swiss cantons, Belgian regions).
 * ok: home there, or a work area there (the whole country counts when only regions are asked);
 * near: home in the same country elsewhere, or in a French border department given; fail otherwise.
 */
export function abroad(country: string, regions: string[] | null, border: string[] = []): Attr {
  return (t) => {
    const inside = (r?: string) => regions === null || (r !== undefined && regions.includes(r));
    if (t.home.country === country && inside(t.home.region)) return 'ok';
    if (t.areas.some((a) => a.country === country && (a.type === 'pays' || inside(a.region)))) return 'ok';
    if (t.home.country === country) return 'near';
    if (t.home.country === 'FR' && border.includes(t.home.dept!)) return 'near';
    return 'fail';
  };
}
export const PARIS = inDepts(['75', '92', '93', '94']);
export const LYON = inDepts(['69']);
export const GENEVE = abroad('CH', ['GE'], ['74', '01']);
export const BRUXELLES = abroad('BE', ['BRU'], ['59']);
export const SUISSE_ROMANDE = abroad('CH', ['GE', 'VD', 'NE', 'FR', 'JU', 'VS'], ['74', '01']);
export const LUXEMBOURG = abroad('LU', null, ['57', '54']);
export const BELGIQUE = abroad('BE', null, ['59', '08']);
export const SUISSE = abroad('CH', null, ['74', '01', '68']);

// ------------------------------------------------------------------ seniority and years
export const junior: Attr = (t) => (t.years <= 2 ? 'ok' : t.years === 3 ? 'near' : 'fail');
export const confirme: Attr = (t) =>
  t.years >= 3 && t.years <= 6 ? 'ok' : t.years === 2 || t.years === 7 || t.years === 8 ? 'near' : 'fail';
export const senior: Attr = (t) => (t.years >= 7 ? 'ok' : t.years >= 5 ? 'near' : 'fail');
export const expert: Attr = (t) => (t.years >= 11 ? 'ok' : t.years >= 8 ? 'near' : 'fail');
/** at least n years: ok; one year short (two when n >= 8): near */
export const minYears =
  (n: number): Attr =>
  (t) =>
    t.years >= n ? 'ok' : t.years >= n - (n >= 8 ? 2 : 1) ? 'near' : 'fail';

// ------------------------------------------------------------------ skills
/** all asked skills: ok; all but one when three or more are asked: near; else fail */
export const skills =
  (...ks: string[]): Attr =>
  (t) => {
    const miss = ks.filter((k) => !t.skills.includes(k)).length;
    return miss === 0 ? 'ok' : miss === 1 && ks.length >= 3 ? 'near' : 'fail';
  };
/** one of the skills (OR) */
export const anySkill =
  (...ks: string[]): Attr =>
  (t) =>
    ks.some((k) => t.skills.includes(k)) ? 'ok' : 'fail';
export const has = (t: Truth, ...ks: string[]) => ks.every((k) => t.skills.includes(k));

// ------------------------------------------------------------------ sector (a missed sector is a small difference)
export const sector =
  (...ss: string[]): Attr =>
  (t) =>
    t.sectors.some((s) => ss.includes(s)) ? 'ok' : 'near';

// ------------------------------------------------------------------ remote work
export const fullRemote: Attr = (t) =>
  t.remote.includes('remote') ? 'ok' : t.remote.includes('hybrid') ? 'near' : 'fail';
export const onSite: Attr = (t) => (t.remote.includes('site') ? 'ok' : t.remote.includes('hybrid') ? 'near' : 'fail');
export const hybrid: Attr = (t) => (t.remote.includes('hybrid') ? 'ok' : 'near');

// ------------------------------------------------------------------ availability
function addDays(iso: string, d: number): string {
  return new Date(new Date(iso + 'T00:00:00Z').getTime() + d * 86400000).toISOString().slice(0, 10);
}
/** free to start on or before `by`: ok; within `grace` more days: near; later: fail */
export const availBy =
  (by: string, grace: number): Attr =>
  (t) =>
    t.availableFrom <= by ? 'ok' : t.availableFrom <= addDays(by, grace) ? 'near' : 'fail';
/** "dispo immédiatement / ASAP / de suite": within a week ok, within four weeks near */
export const availNow: Attr = availBy(addDays(TODAY, 7), 21);

// ------------------------------------------------------------------ days a week, rate, languages, mission length
/** n days a week: ok when offered, near when n-1 or n+1 is offered, else fail */
export const days =
  (n: number): Attr =>
  (t) =>
    t.days.includes(n) ? 'ok' : t.days.includes(n - 1) || t.days.includes(n + 1) ? 'near' : 'fail';
/** part time ("temps partagé", "temps partiel"): three days a week or fewer offered: ok; four at best: near; five only: fail */
export const partTime: Attr = (t) => (t.days.some((d) => d <= 3) ? 'ok' : t.days.includes(4) ? 'near' : 'fail');
/** day rate at most max: ok; up to 10 % above or not given: near; else fail */
export const rateMax =
  (max: number): Attr =>
  (t) =>
    t.rate === null ? 'near' : t.rate <= max ? 'ok' : t.rate <= max * 1.1 ? 'near' : 'fail';
const LV: Record<Level, number> = { b1: 1, b2: 2, c1: 3, native: 4 };
export const lang =
  (l: Lang, min: Level): Attr =>
  (t) => {
    const x = t.languages.find((y) => y.lang === l);
    if (!x) return 'fail';
    return LV[x.level] >= LV[min] ? 'ok' : LV[x.level] === LV[min] - 1 ? 'near' : 'fail';
  };
/** mission length: ok when one of `ok` is accepted, near when one of `nearSet` is */
export const duration =
  (ok: string[], nearSet: string[]): Attr =>
  (t) =>
    t.durations.some((d) => ok.includes(d)) ? 'ok' : t.durations.some((d) => nearSet.includes(d)) ? 'near' : 'fail';

/** either attribute: the better verdict */
export const either =
  (a: Attr, b: Attr): Attr =>
  (t) => {
    const x = a(t);
    const y = b(t);
    return x === 'ok' || y === 'ok' ? 'ok' : x === 'near' || y === 'near' ? 'near' : 'fail';
  };

export const DEVS = ['dev-java', 'dev-fullstack', 'dev-front', 'dev-php', 'dev-dotnet', 'dev-python', 'dev-mobile'];
