/*
 * Grading conventions of set-33, written once and used by every query. A judge sees the Truth only, never the text.
 *
 * Grades: 3 exactly what was asked; 2 a strong match with a small difference; 1 related; 0 not relevant.
 *
 * 1. Occupation base (occ): 3 for the occupations asked; 2 for their close occupations (table CLOSE, symmetric);
 *    1 for the same family or the table RELATED; 0 otherwise. A query may force some occupations to 2, 1 or 0 (its
 *    hard negatives: "contrôleur de gestion" for "contrôleur interne", a Scrum Master for a coach of business teams).
 * 2. Each further constraint of the query gives ok / near / fail (functions below); combine() folds them:
 *    every "near" takes one grade off (never below 1); one "fail" caps a base of 2-3 at 1 and a base of 1 at 0;
 *    two fails give 0. A base of 0 stays 0.
 * 3. Attributes:
 *    - place: ok when the home is in the place, or a declared work area lies in it or covers it (a region, a
 *      department or the whole country); near when the home or a work area is in the place's surroundings
 *      (PlaceSpec.near: the rest of the region, the commuting belt across a border); fail otherwise. A freelancer
 *      who only works fully remote matches a place through the home only: a declared work area gives at most near.
 *      Full remote does not rescue a place unless the query says remote is fine (then remote() is used instead).
 *    - seniority words use the true years, never the declared level: junior 0-2 ok, 3-4 near; confirmé 3-6 ok,
 *      2 or 7+ near; senior 7+ ok, 5-6 near; expert 10+ ok, 8-9 near; "N ans" N+ ok, N-1 or N-2 (N >= 8) near.
 *    - availability: "now / ASAP / immédiatement" ok when free within 7 days, near within 30; "by a date" ok when
 *      free on that date, near within 3 weeks after it.
 *    - remote: full remote ok with "Full remote", near with "Hybride"; on site ok with "Sur site", near with
 *      "Hybride"; hybrid ok with "Hybride", near with "Sur site"; remote-friendly (hybrid or full) ok with either.
 *    - days a week: ok when the days asked are among the days offered, near when an adjacent number is offered.
 *    - day rate: ok at or under the budget, near up to 10 % over or when no rate is given, fail beyond.
 *    - languages: "courant / fluent" is C1, "bilingue" C2, "bon niveau / professionnel" B2; one level under is near.
 *    - skills: ok when the skill is in the Truth, near when a skill of the same group is (another payroll
 *      software, another HRIS suite, another e-learning authoring tool...), fail otherwise. Skill slugs of the
 *      skills filter map to skills (SLUG_SKILLS).
 *    - sector: ok when among the sectors worked in, near for a sector of the same group (bank / insurance / asset
 *      management...), fail otherwise.
 *    - mission length: ok when the length is among the preferred lengths, near when an adjacent one is.
 *    - interim management: ok when the freelancer takes interim assignments, near otherwise (a DRH who never did
 *      interim management is still a DRH).
 * 4. Grammar: OR takes the best grade over its groups; an exclusion is read as the recruiter's intent (the excluded
 *    kind of freelancer gets at most 1, or 0 when it is a hard negative).
 */
import type { WorkArea } from '../../../../src/domain/profile/raw-profile.schema';
import { CITIES } from './areas';
import type { Cert, Day, Duration, Lang, Level, Occ, Sector, Skill, Truth } from './truth';
import { LEVELS, TODAY } from './truth';

export type Grade = 0 | 1 | 2 | 3;
export type Res = 'ok' | 'near' | 'fail';

export type Family =
  | 'hr'
  | 'payroll'
  | 'hris'
  | 'recruit'
  | 'learning'
  | 'legal'
  | 'compliance'
  | 'audit'
  | 'csr'
  | 'transfo'
  | 'assist'
  | 'finance'
  | 'it'
  | 'sales'
  | 'marketing'
  | 'service'
  | 'purchasing';

export const FAMILY: Record<Occ, Family> = {
  drh: 'hr',
  rrh: 'hr',
  hrbp: 'hr',
  generaliste_rh: 'hr',
  chef_projet_rh: 'hr',
  talent_dev: 'hr',
  rrs: 'hr',
  assistant_rh: 'hr',
  gestionnaire_adp: 'hr',
  resp_paie: 'payroll',
  gestionnaire_paie: 'payroll',
  consultant_paie: 'payroll',
  cb: 'payroll',
  consultant_sirh: 'hris',
  chef_projet_sirh: 'hris',
  ta: 'recruit',
  recruteur: 'recruit',
  tech_recruiter: 'recruit',
  marque_employeur: 'recruit',
  rf: 'learning',
  ingenieur_formation: 'learning',
  concepteur: 'learning',
  formateur: 'learning',
  coach_carriere: 'learning',
  juriste_affaires: 'legal',
  juriste_corporate: 'legal',
  juriste_contrats: 'legal',
  juriste_pi: 'legal',
  juriste_donnees: 'legal',
  juriste_social: 'legal',
  legal_counsel: 'legal',
  gc: 'legal',
  paralegal: 'legal',
  contract_manager: 'legal',
  compliance_officer: 'compliance',
  head_compliance: 'compliance',
  aml: 'compliance',
  anti_corruption: 'compliance',
  sanctions: 'compliance',
  dpo: 'compliance',
  auditeur: 'audit',
  resp_audit: 'audit',
  controle_interne: 'audit',
  risk_manager: 'audit',
  rse: 'csr',
  esg: 'csr',
  conduite: 'transfo',
  consultant_orga: 'transfo',
  pmo_transfo: 'transfo',
  directeur_programme: 'transfo',
  lean: 'transfo',
  agile_coach: 'transfo',
  assistante_direction: 'assist',
  office_manager: 'assist',
  comptable: 'finance',
  controleur_gestion: 'finance',
  daf: 'finance',
  chef_projet_it: 'it',
  pmo_it: 'it',
  scrum_master: 'it',
  commercial: 'sales',
  marketing: 'marketing',
  communication: 'marketing',
  service_client: 'service',
  acheteur: 'purchasing',
};

export const NEIGHBOUR_FAMILIES: Family[] = ['finance', 'it', 'sales', 'marketing', 'service', 'purchasing'];

/** Close occupations: a strong match with a small difference (grade 2). Read both ways. */
const CLOSE: Partial<Record<Occ, Occ[]>> = {
  drh: ['rrh'],
  rrh: ['hrbp', 'generaliste_rh'],
  hrbp: ['generaliste_rh'],
  chef_projet_rh: ['chef_projet_sirh'],
  talent_dev: ['rf', 'hrbp'],
  rrs: ['juriste_social'],
  assistant_rh: ['gestionnaire_adp'],
  gestionnaire_adp: ['gestionnaire_paie'],
  resp_paie: ['gestionnaire_paie', 'consultant_paie'],
  gestionnaire_paie: ['consultant_paie'],
  consultant_paie: ['consultant_sirh'],
  consultant_sirh: ['chef_projet_sirh'],
  ta: ['recruteur', 'tech_recruiter'],
  recruteur: ['tech_recruiter'],
  rf: ['ingenieur_formation'],
  ingenieur_formation: ['concepteur'],
  juriste_affaires: ['legal_counsel', 'juriste_contrats', 'juriste_corporate'],
  juriste_corporate: ['legal_counsel'],
  juriste_contrats: ['contract_manager', 'legal_counsel'],
  juriste_donnees: ['dpo'],
  legal_counsel: ['gc'],
  compliance_officer: ['head_compliance', 'aml', 'anti_corruption', 'sanctions'],
  aml: ['sanctions'],
  auditeur: ['resp_audit', 'controle_interne'],
  controle_interne: ['risk_manager'],
  rse: ['esg'],
  conduite: ['consultant_orga'],
  consultant_orga: ['directeur_programme'],
  pmo_transfo: ['directeur_programme', 'pmo_it'],
  assistante_direction: ['office_manager'],
  comptable: ['controleur_gestion'],
  chef_projet_it: ['pmo_it'],
  marketing: ['communication'],
};

/** Related across families (grade 1), read both ways; the same family is related too. */
const RELATED: Partial<Record<Occ, Occ[]>> = {
  chef_projet_rh: ['conduite', 'consultant_orga', 'pmo_transfo'],
  talent_dev: ['ingenieur_formation', 'coach_carriere'],
  drh: ['daf'],
  gestionnaire_paie: ['comptable'],
  cb: ['controleur_gestion'],
  consultant_sirh: ['chef_projet_it'],
  chef_projet_sirh: ['chef_projet_it', 'pmo_it'],
  marque_employeur: ['communication', 'marketing'],
  juriste_social: ['rrs'],
  contract_manager: ['acheteur'],
  paralegal: ['assistante_direction'],
  dpo: ['juriste_contrats'],
  compliance_officer: ['risk_manager', 'controle_interne'],
  risk_manager: ['compliance_officer'],
  directeur_programme: ['chef_projet_it'],
  agile_coach: ['scrum_master'],
  lean: ['consultant_orga'],
  assistante_direction: ['assistant_rh'],
  coach_carriere: ['formateur'],
  esg: ['risk_manager'],
};

function closeTo(a: Occ, b: Occ): boolean {
  return (CLOSE[a]?.includes(b) ?? false) || (CLOSE[b]?.includes(a) ?? false);
}
function relatedTo(a: Occ, b: Occ): boolean {
  return FAMILY[a] === FAMILY[b] || (RELATED[a]?.includes(b) ?? false) || (RELATED[b]?.includes(a) ?? false);
}

export interface OccOpts {
  two?: Occ[];
  one?: Occ[];
  zero?: Occ[];
}
/** Occupation base: 3 exact, 2 close (or forced), 1 related (or forced), 0 otherwise. */
export function occ(t: Truth, exact: Occ[], o: OccOpts = {}): Grade {
  if (exact.includes(t.occ)) return 3;
  if (o.zero?.includes(t.occ)) return 0;
  if (o.two?.includes(t.occ)) return 2;
  if (exact.some((e) => closeTo(e, t.occ))) return 2;
  if (o.one?.includes(t.occ)) return 1;
  if (exact.some((e) => relatedTo(e, t.occ))) return 1;
  return 0;
}

export function inFamily(t: Truth, ...f: Family[]): boolean {
  return f.includes(FAMILY[t.occ]);
}

/** Folds the constraint results into the base grade (see the header). */
export function combine(base: Grade, results: Res[]): Grade {
  if (base === 0) return 0;
  let g: number = base;
  let fails = 0;
  for (const r of results) {
    if (r === 'near') g -= 1;
    if (r === 'fail') fails += 1;
  }
  if (fails >= 2) return 0;
  if (fails === 1) return base >= 2 ? 1 : 0;
  return Math.max(1, g) as Grade;
}

/** The best of several results (a query accepting either). */
export function best(...rs: Res[]): Res {
  if (rs.includes('ok')) return 'ok';
  if (rs.includes('near')) return 'near';
  return 'fail';
}
export function bestGrade(...gs: Grade[]): Grade {
  return Math.max(0, ...gs) as Grade;
}

// ---------------------------------------------------------------- place

export interface PlaceSpec {
  /** ISO country codes fully inside the place */
  countries?: string[];
  /** region codes as CC:code (FR:84, CH:GE) */
  regions?: string[];
  /** department codes as CC:code (FR:92, BE:WLG) */
  depts?: string[];
  /** city names of the dataset (cityName) */
  cities?: string[];
  near?: { countries?: string[]; regions?: string[]; depts?: string[]; cities?: string[] };
}

type Zone = { countries?: string[]; regions?: string[]; depts?: string[]; cities?: string[] };

const cc = (a: WorkArea): string => a.countryCode ?? '';
const rk = (a: WorkArea): string => `${cc(a)}:${a.regionCode ?? ''}`;
const dk = (a: WorkArea): string => `${cc(a)}:${a.departmentCode ?? ''}`;

/** Every city area in areas.ts, to know which departments and regions hold a zone's cities. */
const CITY_AREAS: WorkArea[] = CITIES.map((c) => c.area);

function zoneDepts(z: Zone): string[] {
  const fromCities = CITY_AREAS.filter((a) => z.cities?.includes(a.cityName ?? '') && a.departmentCode).map(dk);
  return [...(z.depts ?? []), ...fromCities];
}
function zoneRegions(z: Zone): string[] {
  const fromCities = CITY_AREAS.filter((a) => z.cities?.includes(a.cityName ?? '')).map(rk);
  const fromDepts = (z.depts ?? []).map((d) => {
    const a = CITY_AREAS.find((x) => dk(x) === d);
    return a ? rk(a) : '';
  });
  return [...(z.regions ?? []), ...fromCities, ...fromDepts.filter((x) => x !== '')];
}
function zoneCountries(z: Zone): string[] {
  const all = [
    ...(z.countries ?? []),
    ...(z.regions ?? []).map((r) => r.split(':')[0] ?? ''),
    ...(z.depts ?? []).map((d) => d.split(':')[0] ?? ''),
    ...CITY_AREAS.filter((a) => z.cities?.includes(a.cityName ?? '')).map(cc),
  ];
  return all.filter((x) => x !== '');
}

/** Does an area lie in the zone, or cover part of it? */
function touches(a: WorkArea, z: Zone): boolean {
  const inside =
    (z.countries?.includes(cc(a)) ?? false) ||
    (a.regionCode !== undefined && (z.regions?.includes(rk(a)) ?? false)) ||
    (a.departmentCode !== undefined && (z.depts?.includes(dk(a)) ?? false)) ||
    (a.type === 'ville' && (z.cities?.includes(a.cityName ?? '') ?? false));
  if (inside) return true;
  // the area covers (part of) the zone
  if (a.type === 'pays') return zoneCountries(z).includes(cc(a));
  if (a.type === 'region') return zoneRegions(z).includes(rk(a));
  if (a.type === 'departement') return zoneDepts(z).includes(dk(a));
  return false;
}

export function homeArea(t: Truth): WorkArea {
  const c = CITIES.find((x) => x.key === t.home);
  if (!c) throw new Error(`unknown home ${t.home}`);
  return c.area;
}

/** Home inside the zone (a city home never "covers" a larger zone). */
function homeIn(t: Truth, z: Zone): boolean {
  const a = homeArea(t);
  return (
    (z.countries?.includes(cc(a)) ?? false) ||
    (z.regions?.includes(rk(a)) ?? false) ||
    (a.departmentCode !== undefined && (z.depts?.includes(dk(a)) ?? false)) ||
    (z.cities?.includes(a.cityName ?? '') ?? false)
  );
}

export function place(t: Truth, p: PlaceSpec): Res {
  if (homeIn(t, p)) return 'ok';
  const remoteOnly = t.remote.length === 1 && t.remote[0] === 'Full remote';
  if (t.workAreas.some((a) => touches(a, p))) return remoteOnly ? 'near' : 'ok';
  if (p.near && (homeIn(t, p.near) || t.workAreas.some((a) => touches(a, p.near ?? {})))) return 'near';
  return 'fail';
}

const IDF = ['FR:75', 'FR:77', 'FR:78', 'FR:91', 'FR:92', 'FR:93', 'FR:94', 'FR:95'];
/** Places the queries use. */
export const PLACES = {
  paris: { regions: ['FR:11'], near: { depts: ['FR:60', 'FR:28', 'FR:45', 'FR:27', 'FR:51'] } },
  idf: { regions: ['FR:11'], near: { depts: ['FR:60', 'FR:28', 'FR:45', 'FR:27'] } },
  dept92: { depts: ['FR:92'], near: { depts: IDF } },
  laDefense: { depts: ['FR:92', 'FR:75', 'FR:78', 'FR:95'], near: { regions: ['FR:11'] } },
  levallois: { depts: ['FR:92', 'FR:75', 'FR:95', 'FR:78'], near: { regions: ['FR:11'] } },
  lyon: { depts: ['FR:69'], near: { regions: ['FR:84'] } },
  rhoneAlpes: {
    depts: ['FR:01', 'FR:07', 'FR:26', 'FR:38', 'FR:42', 'FR:69', 'FR:73', 'FR:74'],
    near: { regions: ['FR:84'] },
  },
  lille: { depts: ['FR:59', 'FR:62'], near: { regions: ['FR:32'], countries: [] } },
  nantes: { depts: ['FR:44'], near: { regions: ['FR:52'], depts: ['FR:35'] } },
  bordeaux: { depts: ['FR:33'], near: { regions: ['FR:75'] } },
  toulouse: { depts: ['FR:31'], near: { regions: ['FR:76'] } },
  marseille: { depts: ['FR:13'], near: { regions: ['FR:93'] } },
  grenoble: { depts: ['FR:38'], near: { depts: ['FR:73', 'FR:69', 'FR:26', 'FR:74'], regions: ['FR:84'] } },
  niort: { depts: ['FR:79'], near: { regions: ['FR:75'], depts: ['FR:85', 'FR:17', 'FR:86'] } },
  hautsDeFrance: { regions: ['FR:32'], near: { depts: ['FR:95', 'FR:77'], countries: [] } },
  paca: { regions: ['FR:93'], near: { depts: ['FR:30', 'FR:34'] } },
  bretagne: { regions: ['FR:53'], near: { depts: ['FR:44', 'FR:53', 'FR:50'] } },
  normandie: { regions: ['FR:28'], near: { depts: ['FR:95', 'FR:78', 'FR:60', 'FR:28'] } },
  grandEst: { regions: ['FR:44'], near: { countries: ['LU'] } },
  luxembourg: { countries: ['LU'], depts: ['FR:57'], near: { regions: ['FR:44', 'BE:WAL'] } },
  suisseRomande: {
    regions: ['CH:GE', 'CH:VD', 'CH:NE', 'CH:FR', 'CH:VS', 'CH:JU'],
    near: { countries: ['CH'], depts: ['FR:74', 'FR:01', 'FR:25'] },
  },
  geneve: {
    regions: ['CH:GE'],
    cities: ['Nyon'],
    depts: ['FR:74', 'FR:01'],
    near: { regions: ['CH:VD'], countries: ['CH'] },
  },
  metz: { depts: ['FR:57', 'FR:54'], near: { regions: ['FR:44'], countries: ['LU'] } },
  rennes: { depts: ['FR:35'], near: { regions: ['FR:53'], depts: ['FR:44'] } },
  bruxelles: { regions: ['BE:BRU'], depts: ['BE:WBR'], near: { countries: ['BE'], depts: ['FR:59'] } },
} satisfies Record<string, PlaceSpec>;

// ---------------------------------------------------------------- seniority and years

export type SeniorityWord = 'junior' | 'confirme' | 'senior' | 'expert';
export function seniority(t: Truth, w: SeniorityWord): Res {
  const y = t.years;
  switch (w) {
    case 'junior':
      return y <= 2 ? 'ok' : y <= 4 ? 'near' : 'fail';
    case 'confirme':
      return y >= 3 && y <= 6 ? 'ok' : y === 2 || y >= 7 ? 'near' : 'fail';
    case 'senior':
      return y >= 7 ? 'ok' : y >= 5 ? 'near' : 'fail';
    case 'expert':
      return y >= 10 ? 'ok' : y >= 8 ? 'near' : 'fail';
  }
}
/** "N ans d'expérience (minimum)". */
export function yearsMin(t: Truth, n: number): Res {
  if (t.years >= n) return 'ok';
  if (t.years >= n - (n >= 8 ? 2 : 1)) return 'near';
  return 'fail';
}
/** At most N years (a junior budget). */
export function yearsMax(t: Truth, n: number): Res {
  if (t.years <= n) return 'ok';
  if (t.years <= n + 2) return 'near';
  return 'fail';
}

// ---------------------------------------------------------------- availability

export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
export function availableNow(t: Truth): Res {
  if (t.availableFrom <= addDays(TODAY, 7)) return 'ok';
  if (t.availableFrom <= addDays(TODAY, 30)) return 'near';
  return 'fail';
}
export function availableBy(t: Truth, date: string): Res {
  if (t.availableFrom <= date) return 'ok';
  if (t.availableFrom <= addDays(date, 21)) return 'near';
  return 'fail';
}

// ---------------------------------------------------------------- remote, days, length, rate

export type RemoteWish = 'full' | 'onsite' | 'hybrid' | 'remoteFriendly';
export function remote(t: Truth, w: RemoteWish): Res {
  const has = (r: string): boolean => (t.remote as string[]).includes(r);
  switch (w) {
    case 'full':
      return has('Full remote') ? 'ok' : has('Hybride') ? 'near' : 'fail';
    case 'onsite':
      return has('Sur site') ? 'ok' : has('Hybride') ? 'near' : 'fail';
    case 'hybrid':
      return has('Hybride') ? 'ok' : has('Sur site') ? 'near' : 'fail';
    case 'remoteFriendly':
      return has('Hybride') || has('Full remote') ? 'ok' : 'near';
  }
}
/** Ok when one of the asked day counts is offered; near when an adjacent count is. */
export function days(t: Truth, ...asked: Day[]): Res {
  const offered = t.days.map(Number);
  const want = asked.map(Number);
  if (offered.some((d) => want.includes(d))) return 'ok';
  if (offered.some((d) => want.some((w) => Math.abs(w - d) === 1))) return 'near';
  return 'fail';
}
/** Part time: 1 to 3 days ok, 4 near, full time only fails. */
export function partTime(t: Truth): Res {
  return days(t, '1', '2', '3');
}
const DUR: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
export function duration(t: Truth, d: Duration): Res {
  if (t.durations.length === 0 || t.durations.includes(d)) return 'ok';
  const i = DUR.indexOf(d);
  if (t.durations.some((x) => Math.abs(DUR.indexOf(x) - i) === 1)) return 'near';
  return 'fail';
}
export function rateMax(t: Truth, max: number): Res {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  if (t.rate <= max * 1.1) return 'near';
  return 'fail';
}

// ---------------------------------------------------------------- languages

export function lang(t: Truth, l: Lang, min: Level): Res {
  const have = t.languages.find((x) => x.lang === l);
  if (!have) return 'fail';
  const d = LEVELS.indexOf(have.level) - LEVELS.indexOf(min);
  return d >= 0 ? 'ok' : d === -1 ? 'near' : 'fail';
}

// ---------------------------------------------------------------- skills, certificates, sectors

/** Groups of interchangeable skills: owning another skill of the group is "near". */
export const SKILL_GROUPS: Skill[][] = [
  ['adp', 'silae', 'sage_paie', 'cegid_hr', 'hr_access', 'sap_hcm', 'payfit'],
  ['workday', 'successfactors', 'oracle_hcm', 'sap_hcm', 'talentsoft', 'cornerstone', 'hr_access', 'cegid_hr', 'lucca'],
  ['storyline', 'rise', 'elearning', 'lms'],
  ['ats', 'linkedin_recruiter', 'sourcing'],
  ['sapin2', 'fcpa', 'iso37001', 'carto_risques'],
  ['lcbft', 'kyc', 'sanctions_intl'],
  ['rgpd', 'aipd', 'registre_traitements'],
  ['csrd', 'double_materialite', 'taxonomie', 'gri', 'bilan_carbone', 'ecovadis'],
  ['lean', 'six_sigma', 'kaizen', 'vsm'],
  ['scrum', 'kanban', 'safe', 'okr'],
  ['conduite_changement', 'adkar'],
  ['gestion_projet', 'pmo', 'ms_project'],
  ['pi_marques', 'pi_brevets', 'pi_licences'],
  ['relations_sociales', 'cse', 'nao', 'pse', 'droit_travail', 'contentieux_prudhomal'],
  ['outplacement', 'bilan_competences', 'coaching'],
  ['mbti', 'process_com', 'assessment'],
  ['remuneration', 'pesee_postes', 'avantages_sociaux', 'epargne_salariale'],
  ['contrats_commerciaux', 'negociation_contrats', 'cgv', 'clm'],
  ['coso', 'controle_permanent', 'audit_interne', 'erm'],
  ['management_training', 'soft_skills', 'animation'],
  ['ingenierie_formation', 'ingenierie_pedagogique', 'plan_formation'],
];

export function has(t: Truth, s: Skill): boolean {
  return t.skills.includes(s);
}
export function skill(t: Truth, s: Skill): Res {
  if (has(t, s)) return 'ok';
  if (SKILL_GROUPS.some((g) => g.includes(s) && g.some((x) => x !== s && has(t, x)))) return 'near';
  return 'fail';
}
/** Several skills asked together: every one ok -> ok; all at least near -> near; else fail. */
export function skills(t: Truth, ...ss: Skill[]): Res {
  const r = ss.map((s) => skill(t, s));
  if (r.every((x) => x === 'ok')) return 'ok';
  if (r.every((x) => x !== 'fail')) return 'near';
  return 'fail';
}
/** How many of the skills the Truth owns. */
export function countSkills(t: Truth, ...ss: Skill[]): number {
  return ss.filter((s) => has(t, s)).length;
}

/** Skills filter slugs (referential) and the skills that satisfy them. */
export const SLUG_SKILLS: Record<string, Skill[]> = {
  sap: ['sap_hcm', 'successfactors', 'sap_fi'],
  'conduite-du-changement': ['conduite_changement'],
  'gestion-de-projet': ['gestion_projet'],
  safe: ['safe'],
  scrum: ['scrum'],
  kanban: ['kanban'],
  jira: ['jira'],
  confluence: ['confluence'],
  'power-bi': ['power_bi'],
  salesforce: ['salesforce'],
  'dynamics-365': ['dynamics'],
  'iso-27001': ['iso27001'],
  sql: ['sql'],
  moa: ['moa'],
  recette: ['recette'],
};
export function slug(t: Truth, s: string): Res {
  const ks = SLUG_SKILLS[s] ?? [];
  return ks.some((k) => has(t, k)) ? 'ok' : 'fail';
}

export function cert(t: Truth, c: Cert): boolean {
  return t.certificates.includes(c);
}

const SECTOR_GROUPS: Sector[][] = [
  ['banque', 'assurance', 'asset_management'],
  ['industrie', 'automobile', 'aeronautique', 'energie', 'agroalimentaire', 'btp'],
  ['pharma', 'sante'],
  ['retail', 'luxe', 'agroalimentaire', 'hotellerie'],
  ['tech', 'telecom'],
  ['secteur_public', 'ess'],
  ['conseil', 'cabinet_avocats'],
];
export function sector(t: Truth, s: Sector): Res {
  if (t.sectors.includes(s)) return 'ok';
  if (SECTOR_GROUPS.some((g) => g.includes(s) && g.some((x) => x !== s && t.sectors.includes(x)))) return 'near';
  return 'fail';
}

export function interim(t: Truth): Res {
  return t.interim ? 'ok' : 'near';
}
