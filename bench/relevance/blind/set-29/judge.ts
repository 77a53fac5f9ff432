/**
 * Set 29's grading conventions, written once and used by every query. Judges read the Truth only.
 *
 * A query is graded from a role level and the levels of its constraints:
 * - role: 'ok' (the occupation asked), 'near' (a role that can do the mission with a small difference), 'rel'
 *   (related: same trade, or the role asked was the freelancer's previous role), 'fail'.
 * - each constraint (place, seniority, availability, remote, days, rate, language, skill, certificate, sector):
 *   'ok', 'near' (a small difference), 'fail', or 'excl' (an explicit -exclusion the profile hits).
 * Combination (grade):
 * - role fail, or any 'excl' -> 0
 * - role rel -> 1, or 0 if a constraint fails
 * - role near -> 2; 1 with one or more near constraints; 0 if a constraint fails
 * - role ok -> 3; 2 with one near constraint; 1 with two or more; 1 if a constraint fails
 * Skill-only queries (no title) grade the skills instead of a role: all asked -> 3; part of them or a sibling -> 2;
 * a role of the trade without them -> 1.
 */
import { AREAS, areaCovers, type MetroKey } from './areas';
import type { Truth } from './truth';
import {
  CERTS,
  SECTOR_NEAR,
  SKILL_SIBLINGS,
  type CertKey,
  type LangKey,
  type Level,
  type SectorKey,
  type SkillKey,
} from './vocab';

export type Lv = 'ok' | 'near' | 'fail' | 'excl';
export type RoleLv = 'ok' | 'near' | 'rel' | 'fail';
export type Grade = 0 | 1 | 2 | 3;

export const TODAY = '2026-12-01';

export function grade(role: RoleLv, ...parts: Lv[]): Grade {
  if (role === 'fail' || parts.includes('excl')) return 0;
  const fails = parts.filter((p) => p === 'fail').length;
  const nears = parts.filter((p) => p === 'near').length;
  if (role === 'rel') return fails > 0 ? 0 : 1;
  if (role === 'near') return fails > 0 ? 0 : nears > 0 ? 1 : 2;
  if (fails > 0) return 1;
  return nears === 0 ? 3 : nears === 1 ? 2 : 1;
}

/** A soft constraint (nice to have): it never fails, a miss is a small difference. */
export function soft(l: Lv): Lv {
  return l === 'fail' ? 'near' : l;
}

// ------------------------------------------------------------------ roles

export type RoleItem = string | ((t: Truth) => boolean);
export interface RoleSpec {
  ok: RoleItem[];
  near?: RoleItem[];
  rel?: RoleItem[];
}

function matches(t: Truth, items: RoleItem[] | undefined): boolean {
  return (items ?? []).some((i) => (typeof i === 'string' ? i === t.occ : i(t)));
}

export function role(t: Truth, spec: RoleSpec): RoleLv {
  if (matches(t, spec.ok)) return 'ok';
  if (matches(t, spec.near)) return 'near';
  if (matches(t, spec.rel)) return 'rel';
  if (t.prevOcc && spec.ok.some((i) => typeof i === 'string' && i === t.prevOcc)) return 'rel';
  return 'fail';
}

/** A role item: this occupation, holding the skill. */
export function occWith(o: string, ...ks: SkillKey[]): (t: Truth) => boolean {
  return (t) => t.occ === o && ks.every((k) => has(t, k));
}
/** A role item: this occupation, with at least n years. */
export function occYears(o: string, n: number): (t: Truth) => boolean {
  return (t) => t.occ === o && t.years >= n;
}

export const DEVS = [
  'java-developer',
  'dotnet-developer',
  'python-developer',
  'frontend-developer',
  'fullstack-developer',
  'mobile-developer',
];
export const SAP_ROLES = ['sap-fico', 'sap-mm', 'sap-sd', 'sap-abap', 'sap-basis'];
export const SECURITY_ROLES = [
  'security-architect',
  'soc-analyst',
  'pentester',
  'grc-consultant',
  'ciso',
  'iam-consultant',
];
export const DATA_ROLES = [
  'data-engineer',
  'data-analyst',
  'bi-developer',
  'data-governance',
  'data-steward',
  'data-scientist',
  'data-architect',
];
export const FINANCE_ROLES = [
  'finance-transformation',
  'financial-controller',
  'accountant',
  'consolidation',
  'interim-finance-director',
  'treasury-consultant',
];

// ------------------------------------------------------------------ skills, certificates, sectors

export function has(t: Truth, k: SkillKey): boolean {
  return t.skills.includes(k) || t.certs.some((c) => (CERTS[c].skills as SkillKey[]).includes(k));
}

export function skill(t: Truth, k: SkillKey): Lv {
  if (has(t, k)) return 'ok';
  if ((SKILL_SIBLINGS[k] ?? []).some((s) => has(t, s))) return 'near';
  return 'fail';
}

/** Every skill: ok; each missing one replaced by a sibling: near. */
export function skillsAll(t: Truth, ks: SkillKey[]): Lv {
  const lv = ks.map((k) => skill(t, k));
  if (lv.every((l) => l === 'ok')) return 'ok';
  if (lv.every((l) => l !== 'fail')) return 'near';
  return 'fail';
}

/** Skill-only query asking several skills: all -> 3; siblings for the missing ones -> 2; some of them, or a role of
 * the trade -> 1. */
export function skillsGrade(t: Truth, ks: SkillKey[], tradeRole: boolean): Grade {
  const lv = skillsAll(t, ks);
  if (lv === 'ok') return 3;
  if (lv === 'near') return 2;
  return ks.some((k) => has(t, k)) || tradeRole ? 1 : 0;
}

/** Any one of the skills. */
export function skillAny(t: Truth, ks: SkillKey[]): Lv {
  const lv = ks.map((k) => skill(t, k));
  if (lv.includes('ok')) return 'ok';
  if (lv.includes('near')) return 'near';
  return 'fail';
}

export function cert(t: Truth, c: CertKey, nearCerts: CertKey[] = []): Lv {
  if (t.certs.includes(c)) return 'ok';
  if (nearCerts.some((n) => t.certs.includes(n))) return 'near';
  if ((CERTS[c].skills as SkillKey[]).some((k) => has(t, k))) return 'near';
  return 'fail';
}

export function sector(t: Truth, ...ss: SectorKey[]): Lv {
  if (t.sectors.some((s) => ss.includes(s))) return 'ok';
  if (t.sectors.some((s) => ss.some((w) => SECTOR_NEAR[w].includes(s)))) return 'near';
  return 'fail';
}

/** Skill-only queries: the skill level decides; a role of the trade without the skill is related. */
export function skillGrade(lv: Lv, tradeRole: boolean): Grade {
  if (lv === 'excl') return 0;
  if (lv === 'ok') return 3;
  if (lv === 'near') return 2;
  return tradeRole ? 1 : 0;
}

// ------------------------------------------------------------------ place

export interface PlaceSpec {
  ok: MetroKey[];
  near?: MetroKey[];
  /** The place is one or more countries: a country-wide work area there is exactly what is asked. */
  countryOk?: boolean;
}

/** English place names as the queries type them, and the metros they mean. */
export const PLACES = {
  geneva: { ok: ['geneva'], near: ['lausanne', 'annecy'] },
  romandy: { ok: ['geneva', 'lausanne'], near: ['bern', 'annecy'] },
  lakeGeneva: { ok: ['geneva', 'lausanne'], near: ['annecy'] },
  lausanne: { ok: ['lausanne'], near: ['geneva'] },
  greaterParis: { ok: ['paris'], near: [] },
  riviera: { ok: ['nice'], near: ['marseille'] },
  brussels: { ok: ['brussels'], near: ['leuven', 'antwerp', 'ghent', 'namur', 'liege', 'lille'] },
  antwerp: { ok: ['antwerp'], near: ['ghent', 'brussels', 'leuven'] },
  flanders: { ok: ['antwerp', 'ghent', 'leuven'], near: ['brussels'] },
  benelux: {
    ok: ['brussels', 'antwerp', 'ghent', 'leuven', 'liege', 'namur', 'luxembourg'],
    near: ['lille', 'metz'],
    countryOk: true,
  },
  luxembourg: { ok: ['luxembourg'], near: ['metz'], countryOk: true },
  zurich: { ok: ['zurich'], near: ['zug', 'basel'] },
  basel: { ok: ['basel'], near: ['zurich', 'mulhouse'] },
  lyon: { ok: ['lyon'], near: ['grenoble', 'annecy'] },
  nantes: { ok: ['nantes'], near: ['rennes'] },
  southwest: { ok: ['toulouse', 'bordeaux'], near: ['montpellier'] },
} satisfies Record<string, PlaceSpec>;

/** Lives in the metro, or declares a work area (city, department or region) that covers it. */
export function coversLocally(t: Truth, m: MetroKey): boolean {
  return t.metro === m || t.areas.some((a) => AREAS[a].type !== 'pays' && areaCovers(AREAS[a], m));
}

/** Declares a whole country that contains the metro. */
export function coversCountry(t: Truth, m: MetroKey): boolean {
  return t.areas.some((a) => AREAS[a].type === 'pays' && areaCovers(AREAS[a], m));
}

/**
 * Place: ok when the freelancer lives in an asked metro or declares a work area covering it (a country-wide area
 * counts only when the place asked is a country); near when that holds for a neighbouring metro, or when only a
 * country-wide area covers the asked place; fail otherwise.
 */
export function place(t: Truth, p: PlaceSpec): Lv {
  if (p.ok.some((m) => coversLocally(t, m) || (p.countryOk === true && coversCountry(t, m)))) return 'ok';
  if ((p.near ?? []).some((m) => coversLocally(t, m)) || p.ok.some((m) => coversCountry(t, m))) return 'near';
  return 'fail';
}

/** "X or remote": the place, or a freelancer who works fully remote. */
export function placeOrRemote(t: Truth, p: PlaceSpec): Lv {
  const l = place(t, p);
  if (l === 'ok' || t.remote.includes('Full remote')) return 'ok';
  return l;
}

// ------------------------------------------------------------------ seniority

/** At least n years; n - slack and more is a small difference. */
export function yearsMin(t: Truth, n: number, slack = 2): Lv {
  if (t.years >= n) return 'ok';
  if (t.years >= n - slack) return 'near';
  return 'fail';
}

/** Between lo and hi years; one year outside is a small difference. */
export function yearsBetween(t: Truth, lo: number, hi: number, slack = 1): Lv {
  if (t.years >= lo && t.years <= hi) return 'ok';
  if (t.years >= lo - slack && t.years <= hi + slack) return 'near';
  return 'fail';
}

/** English seniority words: junior 0-2, graduate/entry-level 0-1, mid-level 3-6, senior 7+, principal 12+. */
export const SENIORITY = {
  junior: (t: Truth): Lv => yearsBetween(t, 0, 2, 1),
  graduate: (t: Truth): Lv => yearsBetween(t, 0, 1, 1),
  mid: (t: Truth): Lv => yearsBetween(t, 3, 6, 2),
  senior: (t: Truth): Lv => yearsMin(t, 7, 2),
  principal: (t: Truth): Lv => yearsMin(t, 12, 3),
  experienced: (t: Truth): Lv => yearsMin(t, 5, 2),
};

/** "lead": has led teams; a senior (8+ years) who has not is a small difference. */
export function lead(t: Truth): Lv {
  if (t.lead) return 'ok';
  return t.years >= 8 ? 'near' : 'fail';
}

// ------------------------------------------------------------------ availability

function daysFromToday(d: string): number {
  return Math.round((Date.parse(`${d}T00:00:00Z`) - Date.parse(`${TODAY}T00:00:00Z`)) / 86_400_000);
}

/** ASAP / immediate start: free within two weeks; within 45 days is a small difference. */
export function asap(t: Truth): Lv {
  const d = daysFromToday(t.freeFrom);
  if (t.available || d <= 14) return 'ok';
  if (d <= 45) return 'near';
  return 'fail';
}

/** Free by the date; up to `slack` days later is a small difference. */
export function availableBy(t: Truth, date: string, slack = 31): Lv {
  const late = daysFromToday(t.freeFrom) - daysFromToday(date);
  if (t.available || late <= 0) return 'ok';
  if (late <= slack) return 'near';
  return 'fail';
}

// ------------------------------------------------------------------ remote, days, rate

/** The mission is remote: full remote ok, hybrid near, on-site only fails. */
export function remoteOk(t: Truth): Lv {
  if (t.remote.includes('Full remote')) return 'ok';
  return t.remote.includes('Hybride') ? 'near' : 'fail';
}

/** The mission is hybrid: hybrid ok, anything else a small difference. */
export function hybridOk(t: Truth): Lv {
  return t.remote.includes('Hybride') ? 'ok' : 'near';
}

/** The mission is on site: on site ok, hybrid near, full remote only fails. */
export function onsiteOk(t: Truth): Lv {
  if (t.remote.includes('Sur site')) return 'ok';
  return t.remote.includes('Hybride') ? 'near' : 'fail';
}

/** Days a week wanted: one of them ok; one day off near. */
export function daysOk(t: Truth, wanted: number[]): Lv {
  if (t.days.some((d) => wanted.includes(d))) return 'ok';
  if (t.days.some((d) => wanted.some((w) => Math.abs(w - d) === 1))) return 'near';
  return 'fail';
}

/** Day rate cap in euros: at or under ok; up to 10 % over or unknown near. */
export function rateMax(t: Truth, max: number): Lv {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  return t.rate <= max * 1.1 ? 'near' : 'fail';
}

// ------------------------------------------------------------------ languages

/** Speaks the language at level min (4 fluent, 3 professional, 5 native); one level under near. */
export function speaks(t: Truth, l: LangKey, min: Level = 4): Lv {
  const v = t.langs[l] ?? 0;
  if (v >= min) return 'ok';
  if (v === min - 1) return 'near';
  return 'fail';
}

/** Bilingual in two languages: both fluent ok; one of them one level under near. */
export function bilingual(t: Truth, a: LangKey, b: LangKey): Lv {
  const la = speaks(t, a, 4);
  const lb = speaks(t, b, 4);
  if (la === 'ok' && lb === 'ok') return 'ok';
  if (la !== 'fail' && lb !== 'fail') return 'near';
  return 'fail';
}
