/**
 * Grading conventions, written once and used by every query. Judges read the Truth only, never the profile text.
 *
 * 1. The occupation gives a base grade from the query's own table: 3 the occupation asked for (whatever the title,
 *    gender, language or shorthand it is written with), 2 a neighbouring occupation that can do the mission with a small
 *    difference (a sous-chef for a head chef, a yield manager for a revenue manager...), 1 a related occupation, 0 the
 *    rest. The pool's neighbours (store managers, property managers, drivers, cleaners, developers outside hospitality...)
 *    are 0 unless a table says otherwise.
 * 2. Each constraint the query states gives a verdict: ok, near (a small difference), weak (far but related) or fail.
 *    - place: ok when the home or a work area lies inside the asked area, or when a work area (city, department,
 *      region) contains it; near when the profile only accepts the whole country, lives in the same department as the
 *      asked city, or in the same informal zone (Côte d'Azur, Pays basque, Tarentaise, ski resorts, Léman...); weak when
 *      only the region is shared; fail otherwise. Roles that can work remotely (revenue, distribution, e-commerce, IT,
 *      travel design) get near instead of fail or weak when they accept full remote.
 *    - seniority words and years use the true years of experience, not the declared band: junior 0-2 (3-4 near);
 *      confirmé 3-8 (2 and 9+ near); senior 7+ (5-6 near); expert 10+ (8-9 near); "N ans" N or more (N-2..N-1 near).
 *    - availability: ok when the first free day is on or before the date asked ("immédiatement" = within a week of
 *      today), near up to 14 days later, weak up to 45 days later, fail beyond.
 *    - a season (winter 2026-27, summer 2027) is availability by its start plus short mission lengths accepted.
 *    - days a week: ok when the profile accepts that number, near for one more or one less, fail otherwise.
 *    - mission length: ok when accepted, near for the neighbouring length, fail otherwise.
 *    - remote: full remote wanted: ok Full remote, near Hybride, fail on-site only.
 *    - day rate: ok at or under the budget, near up to 10 % above or when the rate is not given, fail beyond.
 *    - languages: level 1-5 (notions, B1, B2 professional, C1 fluent, C2 native); ok at the level asked, near one level
 *      under, fail below. "anglais courant" / "fluent" = 4, "anglais" alone or "professionnel" = 3, "bilingue" = 5.
 *    - skills: ok when the profile has all those asked; near when it has part of them or a close equivalent (another PMS,
 *      another RMS, another channel manager); fail otherwise.
 *    - sector (setting): ok when the profile worked in it; near for the close setting (luxury 5-star for palace,
 *      restaurant gastronomique for étoilé...); fail otherwise. The ski-resort setting is also met by living or accepting
 *      work in a ski resort.
 *    - grammar: an OR query is graded as the best of its groups; an exclusion the truth matches (the excluded role,
 *      setting or level) gives 0.
 * 3. Combination: start from the occupation grade, remove one point per near (never under 1), cap at 1 on a weak or a
 *    failed soft constraint, give 0 on a failed hard constraint (the skill of a skill-only query, the diploma of a
 *    diploma query, an exclusion). A related occupation (1) stays 1 only when nothing fails.
 */
import { CORE, type OccKey, OCCS } from './occupations';
import { bestVerdict, chain, placeVerdict, SKI_RESORTS, type AreaKey, type PlaceVerdict } from './places';
import { addDays, TODAY, type Day, type Duration, type Truth } from './truth';
import type { DiplomaKey, Lang, Setting, SkillKey } from './vocab';

export type Grade = 0 | 1 | 2 | 3;
export type V = PlaceVerdict;
export interface Hard {
  v: V;
  hard: true;
}
export type Verdict = V | Hard;
export type OccTable = Partial<Record<OccKey, Grade>>;

export const hard = (v: V): Hard => ({ v, hard: true });

/** Occupation base grade from a table; 'core' gives 3 to every hospitality/tourism/events occupation, 1 to neighbours. */
export function occGrade(t: Truth, table: OccTable | 'core'): Grade {
  if (table === 'core') return CORE.includes(t.occ) ? 3 : 1;
  return table[t.occ] ?? 0;
}

export function combine(occ: Grade, vs: Verdict[]): Grade {
  if (occ === 0) return 0;
  let nears = 0;
  let capped = false;
  for (const x of vs) {
    const v = typeof x === 'string' ? x : x.v;
    const isHard = typeof x !== 'string';
    if (v === 'fail' && isHard) return 0;
    if (v === 'near') nears++;
    if (v === 'weak' || v === 'fail') capped = true;
  }
  if (occ === 1) return capped ? 0 : 1;
  let g = occ - nears;
  if (g < 1) g = 1;
  if (capped) g = Math.min(g, 1);
  return g as Grade;
}

export function grade(t: Truth, occ: OccTable | 'core', ...vs: Verdict[]): Grade {
  return combine(occGrade(t, occ), vs);
}

export function best(...gs: Grade[]): Grade {
  return Math.max(0, ...gs) as Grade;
}

// ---------- place ----------

const REMOTEABLE: OccKey[] = [
  'revenue-manager',
  'distribution-manager',
  'ecommerce-hotel',
  'pms-consultant',
  'hospitality-dev',
  'travel-designer',
  'destination-marketing',
  'travel-agent',
];

export function locations(t: Truth): AreaKey[] {
  return [t.home, ...t.areas];
}

export function placeV(t: Truth, targets: readonly AreaKey[]): V {
  const vs: V[] = [];
  for (const loc of locations(t)) for (const tg of targets) vs.push(placeVerdict(loc, tg));
  let v = bestVerdict(vs);
  if (REMOTEABLE.includes(t.occ) && t.remote.includes('Full remote') && (v === 'fail' || v === 'weak')) v = 'near';
  return v;
}

export function livesIn(t: Truth, targets: readonly AreaKey[]): boolean {
  return targets.some((tg) => placeVerdict(t.home, tg) === 'ok');
}

export function countryOf(t: Truth): string {
  return chain(t.home).country;
}

// ---------- seniority, years ----------

export function yearsV(t: Truth, min?: number, max?: number): V {
  const y = t.years;
  if ((min === undefined || y >= min) && (max === undefined || y <= max)) return 'ok';
  if (min !== undefined && y < min) return y >= min - 2 ? 'near' : 'fail';
  if (max !== undefined && y > max) return y <= max + 2 ? 'near' : 'weak';
  return 'fail';
}

export const junior = (t: Truth): V => (t.years <= 2 ? 'ok' : t.years <= 4 ? 'near' : 'fail');
export const confirme = (t: Truth): V =>
  t.years >= 3 && t.years <= 8 ? 'ok' : t.years === 2 || t.years > 8 ? 'near' : 'fail';
export const senior = (t: Truth): V => (t.years >= 7 ? 'ok' : t.years >= 5 ? 'near' : 'fail');
export const expert = (t: Truth): V => (t.years >= 10 ? 'ok' : t.years >= 8 ? 'near' : 'fail');

// ---------- availability, season, rhythm ----------

export function availV(t: Truth, by: string): V {
  if (t.freeFrom <= by) return 'ok';
  if (t.freeFrom <= addDays(by, 14)) return 'near';
  if (t.freeFrom <= addDays(by, 45)) return 'weak';
  return 'fail';
}

export const nowV = (t: Truth): V => availV(t, addDays(TODAY, 7));

export function durationV(t: Truth, want: readonly Duration[]): V {
  if (t.durations.length === 0) return 'near';
  if (want.some((d) => t.durations.includes(d))) return 'ok';
  const order: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  const idx = (d: Duration): number => order.indexOf(d);
  const close = want.some((w) => t.durations.some((d) => Math.abs(idx(d) - idx(w)) === 1));
  return close ? 'near' : 'fail';
}

/** Winter 2026-27 starts mid-December; summer 2027 is April/May to September. */
export function seasonV(t: Truth, season: 'hiver' | 'ete'): V {
  const a = availV(t, season === 'hiver' ? '2026-12-15' : '2027-05-15');
  const d = durationV(t, ['< 3 mois', '3 a 6 mois']);
  if (a === 'ok' && d === 'ok') return 'ok';
  if (a === 'fail' || d === 'fail') return 'fail';
  if (a === 'weak') return 'weak';
  return 'near';
}

export function daysV(t: Truth, want: readonly Day[]): V {
  if (t.days.length === 0) return 'near';
  if (want.some((d) => t.days.includes(d))) return 'ok';
  const n = (d: Day): number => Number(d);
  return want.some((w) => t.days.some((d) => Math.abs(n(d) - n(w)) === 1)) ? 'near' : 'fail';
}

export function remoteV(t: Truth, want: 'remote' | 'hybrid'): V {
  if (want === 'remote')
    return t.remote.includes('Full remote') ? 'ok' : t.remote.includes('Hybride') ? 'near' : 'fail';
  return t.remote.includes('Hybride') || t.remote.includes('Full remote') ? 'ok' : 'near';
}

export function rateV(t: Truth, max: number): V {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  if (t.rate <= max * 1.1) return 'near';
  return 'fail';
}

// ---------- languages ----------

export function langV(t: Truth, lang: Lang, min: number): V {
  const l = t.langs[lang] ?? 0;
  if (l >= min) return 'ok';
  if (l === min - 1) return 'near';
  return 'fail';
}

/** At least one of the languages at the level. */
export function anyLangV(t: Truth, langs: readonly Lang[], min: number): V {
  return bestVerdict(langs.map((l) => langV(t, l, min)));
}

// ---------- skills, settings, diplomas ----------

export function skillsV(t: Truth, all: readonly SkillKey[], close: readonly SkillKey[] = []): V {
  const have = all.filter((s) => t.skills.includes(s)).length;
  if (have === all.length) return 'ok';
  if (have > 0) return 'near';
  if (close.some((s) => t.skills.includes(s))) return 'near';
  return 'fail';
}

export const hasSkill = (t: Truth, s: SkillKey): boolean => t.skills.includes(s);

export function settingV(t: Truth, any: readonly Setting[], close: readonly Setting[] = []): V {
  if (any.some((s) => t.settings.includes(s))) return 'ok';
  if (close.some((s) => t.settings.includes(s))) return 'near';
  return 'fail';
}

/** Ski-resort experience, or living / accepting work in a ski resort. */
export function skiV(t: Truth): V {
  if (t.settings.includes('ski') || t.settings.includes('chalet')) return 'ok';
  const p = placeV(t, SKI_RESORTS);
  if (p === 'ok') return 'ok';
  return p === 'near' ? 'near' : 'fail';
}

export function diplomaV(t: Truth, any: readonly DiplomaKey[], close: readonly DiplomaKey[] = []): V {
  if (any.some((d) => t.diplomas.includes(d))) return 'ok';
  if (close.some((d) => t.diplomas.includes(d))) return 'near';
  return 'fail';
}

export const isOcc = (t: Truth, ...ks: OccKey[]): boolean => ks.includes(t.occ);
export const familyOf = (k: OccKey): string => OCCS[k].family;
