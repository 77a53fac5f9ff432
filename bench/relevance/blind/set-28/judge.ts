/**
 * Grading conventions of set-28, written once and used by every query. A judge grades from the Truth only:
 * 3 exactly what was asked, 2 a strong match with a small difference, 1 related, 0 not relevant.
 *
 * 1. Occupation base (ROLE): the occupation(s) the mission needs give 3, their close neighbours 2 (a step up or down
 *    the same trade, or the same trade seen from the other side), related trades 1, anything else 0.
 * 2. Each further attribute of the request gives ok / near / fail (functions below).
 * 3. combine(): base 0 stays 0; any fail caps the grade at 1 (still related); each near takes one point off, never
 *    below 1; all ok keeps the base.
 */
import { AREAS, type Area } from './areas';
import { TODAY, type Lang, type Truth } from './corpus';

export type Grade = 0 | 1 | 2 | 3;
export type Fit = 'ok' | 'near' | 'fail';

export function combine(base: Grade, ...fits: Fit[]): Grade {
  if (base === 0) return 0;
  if (fits.includes('fail')) return base >= 1 ? 1 : 0;
  const nears = fits.filter((f) => f === 'near').length;
  return Math.max(1, base - nears) as Grade;
}

// ------------------------------------------------------------------------------------------------ occupations
export interface RoleSpec {
  exact: string[];
  near?: string[];
  related?: string[];
}
/** Occupation bases used by the queries: what the mission needs, its near neighbours, related trades. */
export const ROLE: Record<string, RoleSpec> = {
  structure: {
    exact: ['ing-structure'],
    near: ['ing-oa'],
    related: ['proj-structure', 'ing-geotech', 'controleur-technique', 'ing-meca-nucleaire'],
  },
  cvc: { exact: ['ing-cvc'], near: ['proj-cvc'], related: ['thermicien', 'tech-cvc', 'auditeur-energetique'] },
  'cvc-domain': { exact: ['ing-cvc', 'proj-cvc'], related: ['thermicien', 'tech-cvc'] },
  'proj-cvc': { exact: ['proj-cvc'], near: ['ing-cvc'], related: ['bim-coord', 'bim-modeleur'] },
  'cfo-cfa': { exact: ['ing-elec-bat', 'proj-elec'], related: ['ing-elec-indus', 'tech-maintenance'] },
  'proj-elec': { exact: ['proj-elec'], near: ['ing-elec-bat'], related: ['bim-modeleur', 'ing-elec-indus'] },
  electricite: {
    exact: ['ing-elec-bat', 'ing-elec-indus'],
    near: ['ing-postes', 'ing-reseaux-elec', 'proj-elec'],
    related: ['ing-pv', 'automaticien', 'ing-instrumentation'],
  },
  economiste: { exact: ['economiste'], related: ['controle-projet', 'amo', 'contract-manager'] },
  conducteur: {
    exact: ['conducteur-travaux', 'conducteur-travaux-tp'],
    near: ['directeur-travaux'],
    related: ['chef-chantier', 'opc', 'cp-construction-enr'],
  },
  'conducteur-bat': {
    exact: ['conducteur-travaux'],
    near: ['directeur-travaux', 'conducteur-travaux-tp'],
    related: ['chef-chantier', 'opc'],
  },
  opc: { exact: ['opc'], near: ['planificateur'], related: ['conducteur-travaux', 'directeur-travaux', 'amo'] },
  amo: {
    exact: ['amo'],
    near: ['charge-operations'],
    related: ['opc', 'economiste', 'directeur-travaux', 'cp-industriel'],
  },
  'bim-coord': { exact: ['bim-coord'], near: ['bim-manager', 'bim-modeleur'], related: ['proj-cvc', 'proj-structure'] },
  'bim-manager': { exact: ['bim-manager'], near: ['bim-coord'], related: ['bim-modeleur'] },
  ssi: { exact: ['ssi'], near: ['controleur-technique'], related: ['csps', 'hse', 'architecte'] },
  csps: { exact: ['csps'], related: ['hse', 'controleur-technique'] },
  geometre: { exact: ['geometre'], related: ['proj-vrd'] },
  vrd: {
    exact: ['ing-vrd', 'proj-vrd'],
    near: ['conducteur-travaux-tp'],
    related: ['ing-eau', 'geometre'],
  },
  thermicien: { exact: ['thermicien'], near: ['auditeur-energetique'], related: ['ing-cvc'] },
  audit: { exact: ['auditeur-energetique'], near: ['thermicien'], related: ['ing-cvc', 'ing-maintenance'] },
  geotech: { exact: ['ing-geotech'], near: ['ing-tunnels'], related: ['ing-oa', 'ing-structure', 'ing-vrd'] },
  surete: {
    exact: ['ing-surete'],
    near: ['ing-demantelement'],
    related: ['radioprotection', 'ing-meca-nucleaire', 'ing-procedes'],
  },
  arret: {
    exact: ['charge-affaires-nucleaire'],
    related: ['ing-maintenance', 'planificateur', 'radioprotection', 'tech-maintenance'],
  },
  radioprotection: { exact: ['radioprotection'], related: ['charge-affaires-nucleaire', 'ing-demantelement', 'hse'] },
  postes: {
    exact: ['ing-postes'],
    near: ['ing-reseaux-elec'],
    related: ['ing-elec-indus', 'ing-pv', 'ing-signalisation'],
  },
  pv: { exact: ['ing-pv'], near: ['ing-reseaux-elec'], related: ['dev-enr', 'cp-construction-enr', 'ing-elec-indus'] },
  piping: { exact: ['ing-tuyauterie'], near: ['proj-tuyauterie'], related: ['ing-meca', 'ing-meca-nucleaire'] },
  'proj-tuyauterie': { exact: ['proj-tuyauterie'], near: ['ing-tuyauterie'], related: ['dessinateur-indus'] },
  ic: {
    exact: ['ing-instrumentation'],
    near: ['automaticien'],
    related: ['ing-mes', 'ing-elec-indus', 'ing-postes'],
  },
  hse: { exact: ['hse'], related: ['csps', 'qaqc'] },
  planner: { exact: ['planificateur'], near: ['controle-projet', 'opc'], related: ['cp-industriel'] },
  controls: {
    exact: ['controle-projet'],
    near: ['planificateur'],
    related: ['cp-industriel', 'contract-manager', 'economiste'],
  },
  contract: { exact: ['contract-manager'], related: ['controle-projet', 'acheteur-projet', 'economiste'] },
  cnd: { exact: ['controleur-cnd'], related: ['ing-soudage', 'inspecteur-expediting', 'qaqc'] },
  soudage: { exact: ['ing-soudage'], related: ['controleur-cnd', 'inspecteur-expediting', 'qaqc'] },
  epc: {
    exact: ['cp-industriel'],
    near: ['cp-construction-enr'],
    related: ['controle-projet', 'ing-mes', 'directeur-travaux', 'ing-procedes'],
  },
  'dev-enr': { exact: ['dev-enr'], near: ['cp-construction-enr'], related: ['ing-pv', 'ing-reseaux-elec'] },
};

export function role(t: Truth, name: string): Grade {
  const spec = ROLE[name];
  if (!spec) throw new Error(`unknown role ${name}`);
  return occGrade(t, spec);
}
export function occGrade(t: Truth, spec: RoleSpec): Grade {
  if (spec.exact.includes(t.occ)) return 3;
  if (spec.near?.includes(t.occ)) return 2;
  if (spec.related?.includes(t.occ)) return 1;
  return 0;
}
/** Commissioning: the commissioning engineer, or a control / electrical engineer who lists commissioning. */
export function commissioning(t: Truth): Grade {
  if (t.occ === 'ing-mes') return 3;
  const side = ['ing-instrumentation', 'automaticien', 'ing-elec-indus', 'ing-postes', 'ing-signalisation'];
  if (side.includes(t.occ)) return t.skills.includes('mes') ? 2 : 1;
  return 0;
}
/** Outages in nuclear plants: the outage manager; maintenance engineers who list outages in nuclear; related. */
export function outage(t: Truth): Grade {
  if (t.occ === 'charge-affaires-nucleaire') return 3;
  if (t.occ === 'ing-maintenance' && t.skills.includes('arrets') && t.sectors.includes('nucleaire')) return 2;
  if (['planificateur', 'radioprotection', 'ing-maintenance'].includes(t.occ) && t.sectors.includes('nucleaire'))
    return 1;
  return 0;
}

// ------------------------------------------------------------------------------------------------ places
function ar(key: string): Area {
  const a = AREAS[key];
  if (!a) throw new Error(`unknown area ${key}`);
  return a;
}
/** Whether area a contains area b (a city contains itself, whatever its postal code). */
export function contains(a: Area, b: Area): boolean {
  if (a.countryCode !== b.countryCode) return false;
  switch (a.type) {
    case 'pays':
      return true;
    case 'region':
      return b.type !== 'pays' && a.regionCode === b.regionCode;
    case 'departement':
      return (b.type === 'departement' || b.type === 'ville') && a.departmentCode === b.departmentCode;
    case 'ville':
      return b.type === 'ville' && a.cityName === b.cityName && a.departmentCode === b.departmentCode;
  }
}
/**
 * Place of the mission. ok: lives there, or declares a work area (city, department, region) inside it or holding it.
 * near: declares the whole country that holds it; or, for a city or department, lives in the same region; or lives in
 * or declares one of the `nearby` areas (across a border, next department). fail otherwise. Full remote does not
 * replace a place: the pool's missions are on site.
 */
export function place(t: Truth, targets: string[], nearby: string[] = []): Fit {
  const T = targets.map(ar);
  const H = ar(t.home);
  if (T.some((x) => contains(x, H))) return 'ok';
  const W = t.areas.map(ar);
  if (W.some((w) => w.type !== 'pays' && T.some((x) => contains(x, w) || contains(w, x)))) return 'ok';
  if (W.some((w) => w.type === 'pays' && T.some((x) => contains(w, x)))) return 'near';
  const N = nearby.map(ar);
  if (N.some((n) => contains(n, H) || W.some((w) => w.type !== 'pays' && contains(n, w)))) return 'near';
  if (
    T.some(
      (x) =>
        (x.type === 'ville' || x.type === 'departement') &&
        x.countryCode === H.countryCode &&
        x.regionCode === H.regionCode,
    )
  )
    return 'near';
  return 'fail';
}

// ------------------------------------------------------------------------------------------------ seniority
/**
 * Years of experience wanted, from the recruiter's words. ok inside [min, max]; near within two years outside
 * (one year for a junior request on the low side does not exist); fail beyond. Graded on the real years, not on the
 * declared band.
 */
export function years(t: Truth, min: number, max = 99): Fit {
  if (t.years >= min && t.years <= max) return 'ok';
  if (t.years < min && t.years >= min - 2) return 'near';
  if (t.years > max && t.years <= max + 2) return 'near';
  return 'fail';
}
/** Recruiters' seniority words. */
export const SENIORITY = {
  junior: [0, 2],
  debutant: [0, 2],
  confirme: [3, 6],
  senior: [7, 99],
  expert: [10, 99],
} as const;
export function seniority(t: Truth, word: keyof typeof SENIORITY): Fit {
  const [a, b] = SENIORITY[word];
  return years(t, a, b);
}

// ------------------------------------------------------------------------------------------------ availability
function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
/** Available now ("dispo", "ASAP", available filter): ok if free today; near if free within three weeks. */
export function availableNow(t: Truth): Fit {
  if (t.available && t.availableFrom <= TODAY) return 'ok';
  if (t.availableFrom <= addDays(TODAY, 21)) return 'near';
  return 'fail';
}
/** Free by a date ("démarrage en janvier"): ok if free by then; near if free within 30 days after. */
export function availableBy(t: Truth, date: string): Fit {
  if (t.availableFrom <= date) return 'ok';
  if (t.availableFrom <= addDays(date, 30)) return 'near';
  return 'fail';
}

// ------------------------------------------------------------------------------------------------ preferences
/** Full remote wanted: ok if accepted; near if hybrid; fail if on site only. */
export function fullRemote(t: Truth): Fit {
  if (t.remote.includes('Full remote')) return 'ok';
  if (t.remote.includes('Hybride')) return 'near';
  return 'fail';
}
/** Days a week: ok if accepted; near if one day off; fail otherwise. */
export function days(t: Truth, n: number): Fit {
  if (t.days.includes(n)) return 'ok';
  if (t.days.some((d) => Math.abs(d - n) === 1)) return 'near';
  return 'fail';
}
/** Mission length: ok if one of the accepted lengths is declared; near otherwise (a preference, not a bar). */
export function duration(t: Truth, accepted: string[]): Fit {
  return t.durations.some((d) => accepted.includes(d)) ? 'ok' : 'near';
}
/** Maximum day rate: ok at or under; near up to 12 % over, or when the rate is not given; fail beyond. */
export function rateMax(t: Truth, max: number): Fit {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  if (t.rate <= max * 1.12) return 'near';
  return 'fail';
}
export function vehicle(t: Truth): Fit {
  return t.vehicle ? 'ok' : 'fail';
}

// ------------------------------------------------------------------------------------------------ languages
/**
 * Language level wanted (1 notions, 2 professional, 3 fluent, 4 native). "anglais" / "English" alone means 2,
 * "courant" / "fluent" 3. ok at or above; near one level below; fail otherwise.
 */
export function lang(t: Truth, code: Lang['code'], min: number): Fit {
  const l = t.langs.find((x) => x.code === code)?.level ?? 0;
  if (l >= min) return 'ok';
  if (l === min - 1) return 'near';
  return 'fail';
}
/** Several languages at once: the worst of them. */
export function langs(t: Truth, wants: [Lang['code'], number][]): Fit {
  const fits = wants.map(([c, m]) => lang(t, c, m));
  return fits.includes('fail') ? 'fail' : fits.includes('near') ? 'near' : 'ok';
}

// ------------------------------------------------------------------------------------------------ skills, sectors
/** A tool, standard or skill: ok if listed; near if an equivalent is listed (alts); fail otherwise. */
export function skill(t: Truth, key: string, alts: string[] = []): Fit {
  if (t.skills.includes(key)) return 'ok';
  if (alts.some((a) => t.skills.includes(a))) return 'near';
  return 'fail';
}
/** A skill the mission would like ("idéalement"): ok if listed, near otherwise. */
export function plus(t: Truth, key: string): Fit {
  return t.skills.includes(key) ? 'ok' : 'near';
}
/** Sector experience: ok if the sector is among the profile's; near for a close sector (alts); fail otherwise. */
export function sector(t: Truth, key: string, alts: string[] = []): Fit {
  if (t.sectors.includes(key)) return 'ok';
  if (alts.some((a) => t.sectors.includes(a))) return 'near';
  return 'fail';
}
/** Sector as context ("at a chemical plant"): ok if listed, near otherwise. */
export function sectorPlus(t: Truth, key: string, alts: string[] = []): Fit {
  return t.sectors.includes(key) || alts.some((a) => t.sectors.includes(a)) ? 'ok' : 'near';
}
/** Certificates: ok if every wanted one is held; near if some are, or an equivalent is; fail if none. */
export function certs(t: Truth, wanted: string[], alts: string[] = []): Fit {
  const held = wanted.filter((c) => t.certs.includes(c)).length;
  if (held === wanted.length) return 'ok';
  if (held > 0 || alts.some((a) => t.certs.includes(a))) return 'near';
  return 'fail';
}

/**
 * Skill queries (a tool or standard, no title): 3 when the profile lists every asked skill and its occupation is one
 * that uses it (`users`); 2 when it lists every asked skill from another occupation, or lists part of them (or an
 * equivalent, `alts`) from a user occupation; 1 when a user occupation lists none of them; 0 otherwise.
 */
export function skillQuery(t: Truth, keys: string[], users: string[], alts: string[] = []): Grade {
  const has = keys.filter((k) => t.skills.includes(k)).length;
  const user = users.includes(t.occ);
  if (has === keys.length) return user ? 3 : 2;
  if (user && (has > 0 || alts.some((a) => t.skills.includes(a)))) return 2;
  if (user) return 1;
  return 0;
}
