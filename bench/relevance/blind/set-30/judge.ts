/**
 * Grading conventions of blind-30, written once and used by every query. Judges read the Truth only.
 *
 * 3 exactly what was asked; 2 a strong match with a small difference; 1 related; 0 not relevant.
 * A query's grade starts from the occupation (role) and each constraint then says ok, near or fail:
 * every near takes one point off (not below 1); any fail caps the grade at 1 (the trade still fits).
 */
import { TODAY, type Truth, type Level } from './corpus';
import { OCC } from './occupations';

export type Grade = 0 | 1 | 2 | 3;
export type V = 'ok' | 'near' | 'fail';

/** Strong substitutes: a freelancer of these trades can do most of the mission (grade 2). */
export const NEAR: Record<string, string[]> = {
  graphiste: ['da', 'brand-designer', 'maquettiste', 'packaging', 'infographiste'],
  da: ['brand-designer'],
  'brand-designer': ['graphiste', 'da'],
  packaging: ['graphiste'],
  maquettiste: ['graphiste'],
  infographiste: ['graphiste'],
  illustrateur: ['concept-artist'],
  storyboarder: ['illustrateur', 'anim2d'],
  'concept-artist': ['illustrateur'],
  motion: [],
  anim2d: ['motion'],
  anim3d: ['gen3d'],
  gen3d: ['modeleur'],
  modeleur: ['gen3d'],
  compositing: ['vfx'],
  vfx: ['compositing'],
  monteur: ['videaste'],
  etalonneur: [],
  cadreur: ['chefop', 'jri', 'videaste'],
  chefop: ['cadreur'],
  realisateur: ['videaste'],
  jri: ['cadreur', 'videaste'],
  videaste: ['cadreur', 'monteur', 'jri'],
  telepilote: ['cadreur'],
  ingeson: ['preneurson', 'techson'],
  preneurson: ['ingeson'],
  techson: ['ingeson'],
  sounddesigner: [],
  podcast: [],
  photographe: [],
  retoucheur: [],
  webdesigner: ['uidesigner'],
  uidesigner: ['uxdesigner', 'webdesigner'],
  uxdesigner: ['uidesigner'],
  gamedev: [],
  gamedesigner: ['leveldesigner', 'narrative'],
  leveldesigner: ['gamedesigner'],
  techartist: [],
  narrative: ['gamedesigner'],
  copywriter: [],
  redacteurweb: ['contentmanager'],
  contentmanager: ['redacteurweb'],
  uxwriter: [],
  sr: ['correcteur'],
  correcteur: ['sr'],
  journaliste: [],
  attachepresse: [],
  traducteur: ['soustitreur'],
  interprete: [],
  soustitreur: ['traducteur'],
  cm: ['smm'],
  smm: ['cm'],
  eventmanager: ['chargeprod'],
  regisseur: [],
  dirprod: [],
  chargeprod: ['eventmanager'],
  lumiere: [],
  techav: [],
  scenographe: [],
  ingepeda: ['elearning'],
  elearning: ['ingepeda'],
  formateur: [],
  formateursoft: [],
  profanglais: [],
  fle: [],
  profespagnol: [],
  coach: [],
};
/** Related trades beyond the family (grade 1). */
export const REL: Record<string, string[]> = {
  graphiste: ['webdesigner', 'illustrateur', 'retoucheur', 'scenographe'],
  da: ['graphiste', 'copywriter', 'webdesigner', 'uidesigner'],
  illustrateur: ['storyboarder', 'graphiste'],
  motion: ['gen3d', 'monteur', 'videaste', 'elearning', 'anim3d'],
  anim2d: ['storyboarder'],
  anim3d: ['modeleur', 'gen3d'],
  gen3d: ['anim3d', 'vfx', 'compositing', 'techartist', 'motion'],
  modeleur: ['concept-artist', 'techartist'],
  vfx: ['techartist'],
  monteur: ['etalonneur', 'motion', 'jri', 'realisateur', 'cadreur'],
  etalonneur: ['monteur', 'chefop'],
  realisateur: ['monteur', 'chefop', 'dirprod'],
  jri: ['journaliste', 'monteur'],
  ingeson: ['sounddesigner', 'podcast'],
  sounddesigner: ['ingeson', 'podcast'],
  photographe: ['retoucheur', 'videaste'],
  retoucheur: ['photographe', 'graphiste'],
  webdesigner: ['uxdesigner', 'graphiste'],
  uxdesigner: ['uxwriter', 'webdesigner'],
  gamedev: ['techartist', 'leveldesigner', 'gamedesigner'],
  techartist: ['vfx', 'gen3d', 'gamedev'],
  narrative: ['copywriter'],
  copywriter: ['redacteurweb', 'uxwriter', 'contentmanager', 'narrative'],
  redacteurweb: ['copywriter', 'journaliste', 'uxwriter'],
  contentmanager: ['smm', 'cm', 'copywriter'],
  uxwriter: ['copywriter', 'uxdesigner'],
  journaliste: ['jri', 'sr', 'redacteurweb', 'attachepresse'],
  attachepresse: ['journaliste', 'eventmanager', 'cm'],
  traducteur: ['interprete', 'correcteur'],
  interprete: ['traducteur'],
  cm: ['contentmanager'],
  smm: ['contentmanager'],
  eventmanager: ['regisseur', 'dirprod'],
  regisseur: ['eventmanager', 'lumiere', 'techson', 'techav', 'chargeprod'],
  dirprod: ['chargeprod', 'eventmanager', 'realisateur'],
  lumiere: ['regisseur'],
  techson: ['regisseur', 'lumiere', 'techav'],
  techav: ['regisseur', 'lumiere', 'techson'],
  scenographe: ['regisseur', 'graphiste'],
  ingepeda: ['formateur', 'formateursoft'],
  elearning: ['motion', 'formateur'],
  formateur: ['formateursoft', 'ingepeda'],
  formateursoft: ['coach', 'formateur'],
  coach: ['formateursoft'],
};

/**
 * Occupation grade: 3 for the trades asked; 2 for strong substitutes (NEAR of the asked trades, or `near`); 1 for
 * related trades (REL, `rel`, or the same family, never for the neighbour trades); 0 otherwise.
 */
export function role(t: Truth, ok: string[], o: { near?: string[]; rel?: string[]; noFamily?: boolean } = {}): Grade {
  if (ok.includes(t.occ)) return 3;
  const near = o.near ?? ok.flatMap((k) => NEAR[k] ?? []);
  if (near.includes(t.occ)) return 2;
  const rel = [...(o.rel ?? []), ...ok.flatMap((k) => REL[k] ?? [])];
  if (rel.includes(t.occ)) return 1;
  const mine = OCC[t.occ];
  if (!o.noFamily && mine && !mine.neighbour && ok.some((k) => OCC[k]?.fam === mine.fam)) return 1;
  return 0;
}

/** Combine an occupation grade with the constraints' verdicts. */
export function combine(base: Grade, ...vs: V[]): Grade {
  if (base === 0) return 0;
  let g: number = base - vs.filter((v) => v === 'near').length;
  if (vs.includes('fail')) g = Math.min(g, 1);
  return Math.max(1, g) as Grade;
}

// ------------------------------------------------------------------------------------------------ attributes
const norm = (s: string): string => s.toLowerCase();
export const has = (t: Truth, skill: string): boolean => t.skills.some((s) => norm(s) === norm(skill));
/** All skills: ok; all but one (of two or more): near; else fail. */
export function skillsV(t: Truth, skills: string[]): V {
  const n = skills.filter((s) => has(t, s)).length;
  if (n === skills.length) return 'ok';
  if (skills.length >= 2 && n === skills.length - 1) return 'near';
  return 'fail';
}
/** A wished skill or speciality: missing is a small difference. */
export const wishV = (ok: boolean): V => (ok ? 'ok' : 'near');
/** A required one: missing fails. */
export const needV = (ok: boolean): V => (ok ? 'ok' : 'fail');
export const sectorIn = (t: Truth, sectors: string[]): boolean => t.sectors.some((s) => sectors.includes(s));

/** Experience in years: ok inside [min, max]; near within `slack` years outside; fail beyond. */
export function yearsV(t: Truth, min: number, max = 99, slack = 2): V {
  if (t.years >= min && t.years <= max) return 'ok';
  if (t.years >= min - slack && t.years <= max + slack) return 'near';
  return 'fail';
}
/** Recruiters' seniority words. */
export const SEN = {
  junior: (t: Truth): V => yearsV(t, 0, 2, 1),
  confirme: (t: Truth): V => yearsV(t, 3, 6, 2),
  senior: (t: Truth): V => yearsV(t, 7, 99, 2),
  expert: (t: Truth): V => yearsV(t, 10, 99, 2),
};

const dayMs = 86_400_000;
const daysFromToday = (iso: string): number =>
  Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${TODAY}T00:00:00Z`)) / dayMs);
/** Free by `by` (YYYY-MM-DD): ok; within 30 more days: near; later: fail. "Dispo" alone means by today + 14 days. */
export function availV(t: Truth, by = '2026-12-15', slackDays = 30): V {
  const late = daysFromToday(t.availableFrom) - daysFromToday(by);
  if (late <= 0) return 'ok';
  if (late <= slackDays) return 'near';
  return 'fail';
}
/** Remote wishes: full remote asked: Full remote ok, Hybride near. On site asked: Sur site ok, Hybride near. */
export function remoteV(t: Truth, want: 'remote' | 'site' | 'hybrid'): V {
  if (want === 'remote')
    return t.remote.includes('Full remote') ? 'ok' : t.remote.includes('Hybride') ? 'near' : 'fail';
  if (want === 'site')
    return t.remote.includes('Sur site') || t.remote.includes('Hybride')
      ? t.remote.includes('Sur site')
        ? 'ok'
        : 'near'
      : 'fail';
  return t.remote.includes('Hybride') || (t.remote.includes('Sur site') && t.remote.includes('Full remote'))
    ? 'ok'
    : 'near';
}
/** Days a week: any asked value ok; one day off: near. */
export function daysV(t: Truth, want: number[]): V {
  if (t.days.some((d) => want.includes(d))) return 'ok';
  if (t.days.some((d) => want.some((w) => Math.abs(w - d) === 1))) return 'near';
  return 'fail';
}
/** Day rate ceiling: ok under it; up to 10 % above or not given: near; more: fail. */
export function rateV(t: Truth, max: number): V {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  if (t.rate <= max * 1.1) return 'near';
  return 'fail';
}
const LEVELS: Level[] = ['A2', 'B1', 'B2', 'C1', 'C2', 'natif'];
/** Language at least `min`: ok; one level below: near; else fail. */
export function langV(t: Truth, lang: string, min: Level): V {
  const l = t.languages.find((x) => x.lang === lang);
  if (!l) return 'fail';
  const d = LEVELS.indexOf(l.level) - LEVELS.indexOf(min);
  return d >= 0 ? 'ok' : d === -1 ? 'near' : 'fail';
}
/** A translation direction such as en>fr: ok; the reverse direction or the language at C1+ without the pair: near. */
export function pairV(t: Truth, pair: string): V {
  const [a, b] = pair.split('>');
  if (t.pairs.some((p) => p === pair || p === `${a}<>${b}` || p === `${b}<>${a}`)) return 'ok';
  if (t.pairs.includes(`${b}>${a}`)) return 'near';
  const other = a === 'fr' ? b : a;
  const l = t.languages.find((x) => x.lang === other);
  return l && ['C1', 'C2', 'natif'].includes(l.level) ? 'near' : 'fail';
}
/** Works with a language at all (either direction). */
export const pairAny = (t: Truth, lang: string): boolean => t.pairs.some((p) => p.split(/[<>]+/).includes(lang));
export const certHas = (t: Truth, part: string): boolean =>
  t.certs.some((c) => c.toLowerCase().includes(part.toLowerCase()));

// ------------------------------------------------------------------------------------------------ places
/**
 * A place as recruiters type it. `cities`, `depts`, `regions` (as 'FR:84', 'CH:GE', 'BE:BRU') and `countries` say
 * what is inside; `inDepts` and `inRegions` are the areas that contain a city or department query (a work area that
 * contains the place covers it). `near` lists what is close enough for a small difference.
 */
export interface Place {
  cities?: string[];
  depts?: string[];
  regions?: string[];
  countries?: string[];
  inDepts?: string[];
  inRegions?: string[];
  near?: { cities?: string[]; depts?: string[]; regions?: string[]; countries?: string[] };
}
interface Loc {
  city?: string;
  dept?: string;
  region?: string;
  country?: string;
}
function inside(l: Loc, p: { cities?: string[]; depts?: string[]; regions?: string[]; countries?: string[] }): boolean {
  return (
    (!!l.city && !!p.cities?.includes(l.city)) ||
    (!!l.dept && !!p.depts?.includes(l.dept)) ||
    (!!l.region && !!p.regions?.includes(`${l.country}:${l.region}`)) ||
    (!!l.country && !!p.countries?.includes(l.country))
  );
}
/**
 * Home inside the place, or a work area inside it or containing it: ok. A work area of the whole country that
 * contains the place (nationwide mobility), or a home or city/department work area in `near`: near. Else fail.
 */
export function placeV(t: Truth, p: Place): V {
  const h: Loc = { city: t.home.city, dept: t.home.dept, region: t.home.region, country: t.home.country };
  if (inside(h, p)) return 'ok';
  let near = false;
  for (const a of t.workAreas) {
    const l: Loc = { city: a.cityName, dept: a.departmentCode, region: a.regionCode, country: a.countryCode };
    if (a.type === 'ville' && inside(l, p)) return 'ok';
    if (
      a.type === 'departement' &&
      (inside({ dept: l.dept, region: l.region, country: l.country }, p) || (!!l.dept && !!p.inDepts?.includes(l.dept)))
    )
      return 'ok';
    if (
      a.type === 'region' &&
      (inside({ region: l.region, country: l.country }, p) || p.inRegions?.includes(`${l.country}:${l.region}`))
    )
      return 'ok';
    if (a.type === 'pays') {
      if (p.countries?.includes(a.countryCode ?? '')) return 'ok';
      const placeCountries = [
        ...(p.inRegions ?? []).map((r) => r.split(':')[0]),
        ...(p.regions ?? []).map((r) => r.split(':')[0]),
        ...((p.depts ?? []).length > 0 || (p.inDepts ?? []).length > 0 ? ['FR'] : []),
      ];
      if (placeCountries.includes(a.countryCode ?? '')) near = true;
    }
    if (
      p.near &&
      (a.type === 'ville' || a.type === 'departement') &&
      inside({ city: a.type === 'ville' ? l.city : undefined, dept: l.dept, country: l.country }, p.near)
    )
      near = true;
  }
  if (p.near && inside(h, p.near)) near = true;
  return near ? 'near' : 'fail';
}
