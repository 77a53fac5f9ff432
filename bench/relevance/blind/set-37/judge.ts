// Grading conventions of the blind-37 set. Every judge grades from the Truth only, never from the profile text.
//
// A judge starts from a base grade given by the occupation (an occupation table per query: 3 the trade asked for,
// 2 a close trade that does the job with a small difference, 1 a related trade, 0 anything else), then checks each
// constraint the query states. A check answers ok, near or fail:
//   - no fail: grade = base - (number of near), never below 1;
//   - one fail: grade 1 when base >= 2 (right trade, wrong where/when/what), else 0;
//   - two fails or more: 0.
import { TODAY, addDays, area } from './corpus';
import type { Band, Clearance, Duration, Lang, Level, Occ, Sector, Truth, WorkArea } from './types';

export type Grade = 0 | 1 | 2 | 3;
export type Verdict = 'ok' | 'near' | 'fail';
export type Table = Partial<Record<Occ, Grade>>;

export function combine(base: Grade, ...checks: Verdict[]): Grade {
  if (base === 0) return 0;
  const fails = checks.filter((c) => c === 'fail').length;
  const nears = checks.filter((c) => c === 'near').length;
  if (fails >= 2) return 0;
  if (fails === 1) return base >= 2 ? 1 : 0;
  return Math.max(1, base - nears) as Grade;
}

/** Build an occupation table from [grade, occupations] rows. */
export function table(...rows: [Grade, Occ[]][]): Table {
  const out: Table = {};
  for (const [g, occs] of rows) for (const o of occs) out[o] = g;
  return out;
}
export function base(t: Truth, tb: Table): Grade {
  return tb[t.occ] ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Occupation groups
export const SYSADMINS: Occ[] = ['admin-linux', 'admin-windows', 'admin-sysres', 'ing-systemes'];
export const CLOUD_ENG: Occ[] = ['cloud-aws', 'cloud-azure', 'cloud-gcp'];
export const DEVOPS_FAMILY: Occ[] = ['devops', 'sre', 'platform', 'k8s', 'build-release', 'devsecops'];
export const DBAS: Occ[] = ['dba-oracle', 'dba-sqlserver', 'dba-opensource'];
export const NETWORK: Occ[] = ['ing-reseau', 'admin-reseau', 'archi-reseau', 'ing-telecom', 'ing-secu-reseau'];
export const SUPPORT: Occ[] = ['support-n1', 'support-n2', 'support-n3', 'technicien-proximite'];
export const SECURITY: Occ[] = [
  'ing-securite',
  'analyste-soc',
  'pentester',
  'ing-iam',
  'consultant-grc',
  'rssi',
  'archi-securite',
  'analyste-ir',
  'devsecops',
  'ing-secu-reseau',
];
export const DEVELOPERS: Occ[] = ['dev-java', 'dev-fullstack', 'dev-python', 'dev-dotnet'];

/** "administrateur système": the four general system roles; Unix next; other infrastructure roles related. */
export const T_SYSADMIN = table(
  [3, [...SYSADMINS, 'admin-unix']],
  [2, ['ing-virtualisation', 'ing-mainframe']],
  [
    1,
    [
      'support-n3',
      'admin-m365',
      'admin-reseau',
      'ing-datacenter',
      'ing-production',
      'admin-middleware',
      'devops',
      'sre',
      'archi-infra',
      'ing-citrix',
      'k8s',
    ],
  ],
);
/** Linux system administration. */
export const T_LINUX = table(
  [3, ['admin-linux', 'ing-systemes']],
  [2, ['admin-unix', 'admin-sysres']],
  [
    1,
    [
      'ing-production',
      'devops',
      'sre',
      'platform',
      'k8s',
      'ing-virtualisation',
      'admin-windows',
      'admin-middleware',
      'ing-datacenter',
      'admin-hadoop',
    ],
  ],
);
/** Network engineering. */
export const T_NETWORK = table(
  [3, ['ing-reseau']],
  [2, ['admin-reseau', 'archi-reseau', 'ing-secu-reseau', 'ing-telecom']],
  [1, ['admin-sysres', 'ing-datacenter']],
);
/** DevOps engineering. */
export const T_DEVOPS = table(
  [3, ['devops', 'devsecops']],
  [2, ['sre', 'platform', 'k8s', 'build-release', ...CLOUD_ENG]],
  [1, ['admin-linux', 'ing-systemes', 'archi-cloud', 'data-platform', 'ing-kafka']],
);
export const T_SRE = table(
  [3, ['sre']],
  [2, ['devops', 'platform', 'k8s']],
  [1, ['ing-supervision', 'ing-production', 'devsecops', ...CLOUD_ENG]],
);
export const T_PLATFORM = table(
  [3, ['platform', 'k8s']],
  [2, ['devops', 'sre']],
  [1, ['devsecops', 'data-platform', ...CLOUD_ENG]],
);
export const T_CLOUD_ENG = table(
  [3, CLOUD_ENG],
  [2, ['archi-cloud', 'devops', 'platform']],
  [1, ['sre', 'finops', 'k8s', 'devsecops']],
);
export const T_DBA = table([3, DBAS], [1, ['data-platform', 'admin-hadoop']]);
export const T_SOC = table([3, ['analyste-soc']], [2, ['analyste-ir']], [1, ['ing-securite']]);
export const T_RSSI = table([3, ['rssi']], [1, ['consultant-grc', 'archi-securite', 'ing-securite', 'resp-infra']]);
export const T_SECURITY_ENG = table(
  [3, ['ing-securite']],
  [2, ['ing-secu-reseau', 'archi-securite', 'ing-iam', 'devsecops']],
  [1, ['analyste-soc', 'analyste-ir', 'pentester', 'consultant-grc', 'rssi']],
);
export const T_PENTEST = table([3, ['pentester']], [1, ['analyste-ir', 'ing-securite', 'archi-securite']]);
export const T_IAM = table([3, ['ing-iam']], [1, ['archi-securite', 'ing-securite', 'admin-windows']]);
export const T_PROXIMITE = table(
  [3, ['technicien-proximite']],
  [2, ['support-n2', 'support-n1']],
  [1, ['support-n3', 'ing-datacenter', 'chef-projet-deploiement']],
);
export const T_HELPDESK = table([3, ['support-n1']], [2, ['support-n2', 'technicien-proximite']], [1, ['support-n3']]);
export const T_CP_INFRA = table(
  [3, ['chef-projet-infra']],
  [2, ['chef-projet-deploiement', 'resp-infra']],
  [1, ['archi-infra', 'service-manager', 'pmo', 'resp-production']],
);
export const T_PRODUCTION = table(
  [3, ['ing-production']],
  [2, ['pilote-prod', 'resp-production', 'ing-supervision', 'admin-middleware']],
  [1, ['admin-linux', 'admin-unix', 'sre', 'ing-systemes']],
);
export const T_RESP_PROD = table(
  [3, ['resp-production']],
  [2, ['service-manager', 'resp-infra']],
  [1, ['ing-production', 'pilote-prod']],
);
export const T_SERVICENOW = table([3, ['consultant-servicenow']], [1, ['consultant-itsm', 'service-manager']]);
export const T_SERVICE_MGR = table(
  [3, ['service-manager']],
  [2, ['consultant-itsm', 'resp-production']],
  [1, ['resp-infra', 'consultant-servicenow']],
);
export const T_BACKUP = table(
  [3, ['ing-sauvegarde', 'ing-stockage']],
  [1, ['ing-virtualisation', 'archi-infra', 'admin-sysres', 'ing-systemes']],
);
export const T_WORKPLACE = table(
  [3, ['ing-poste-travail']],
  [2, ['admin-m365', 'support-n3']],
  [1, ['ing-citrix', 'chef-projet-deploiement', 'support-n2', 'technicien-proximite']],
);
export const T_VMWARE = table(
  [3, ['ing-virtualisation']],
  [2, ['ing-systemes', 'archi-infra', 'admin-windows', 'admin-sysres']],
  [1, ['admin-linux', 'ing-citrix', 'ing-stockage', 'ing-sauvegarde']],
);
export const T_KAFKA = table([3, ['ing-kafka']], [2, ['data-platform']], [1, ['admin-hadoop', 'data-engineer']]);
export const T_CITRIX = table([3, ['ing-citrix']], [1, ['ing-poste-travail', 'ing-virtualisation', 'support-n3']]);

// ---------------------------------------------------------------------------------------------------------------
// Skills and certificates
const SIBLINGS: string[][] = [
  ['aws', 'azure', 'gcp'],
  ['fortinet', 'palo-alto', 'checkpoint'],
  ['cisco', 'juniper'],
  ['veeam', 'commvault', 'netbackup', 'rubrik'],
  ['netapp', 'emc', 'pure-storage'],
  ['zabbix', 'centreon', 'nagios', 'prometheus', 'dynatrace', 'datadog'],
  ['splunk', 'qradar', 'sentinel', 'elk'],
  ['okta', 'entra-id'],
  ['gitlab-ci', 'jenkins', 'github-actions', 'azure-devops'],
  ['sccm', 'intune'],
  ['vmware', 'hyper-v', 'nutanix'],
  ['control-m', 'vtom', 'dollar-universe'],
  ['postgresql', 'mysql'],
  ['spark', 'databricks'],
  ['cyberark', 'pam'],
  ['citrix-cloud', 'citrix'],
  ['owasp', 'burp'],
  ['sdwan', 'mpls'],
  ['exadata', 'rac'],
  ['ebios', 'iso27005'],
  ['helm', 'argocd'],
  ['openshift', 'rancher'],
  ['websphere', 'jboss', 'weblogic', 'tomcat'],
];

export function has(t: Truth, k: string): boolean {
  return t.skills.includes(k);
}
/** ok when the freelancer has the skill, near when they have a sibling (another tool of the same kind), else fail. */
export function skill(t: Truth, k: string): Verdict {
  if (has(t, k)) return 'ok';
  for (const g of SIBLINGS) if (g.includes(k) && g.some((s) => s !== k && has(t, s))) return 'near';
  return 'fail';
}
/** All skills: ok when all are there (siblings count half), near when at least half, else fail. */
export function skills(t: Truth, ks: string[]): Verdict {
  const score = ks.reduce((s, k) => s + (skill(t, k) === 'ok' ? 1 : skill(t, k) === 'near' ? 0.5 : 0), 0);
  if (score === ks.length) return 'ok';
  if (score >= ks.length / 2) return 'near';
  return 'fail';
}
/** Any of the skills. */
export function anySkill(t: Truth, ks: string[]): Verdict {
  const vs = ks.map((k) => skill(t, k));
  return vs.includes('ok') ? 'ok' : vs.includes('near') ? 'near' : 'fail';
}
export function hasCert(t: Truth, cs: string[]): boolean {
  return cs.some((c) => t.certs.includes(c));
}

export type Item = string | { cert: string[]; nearSkill?: string };
/**
 * A query made of skills or certificates only: 0 when nothing asked (nor a sibling) is there; otherwise 3 minus
 * one for partial coverage and one for an occupation that only loosely uses these skills; an occupation outside
 * the fit and loose lists (a developer with Kubernetes for an infrastructure recruiter) stays at 1.
 */
export function skillQuery(t: Truth, items: Item[], fit: Occ[], loose: Occ[] = []): Grade {
  const vs: Verdict[] = items.map((it) => {
    if (typeof it === 'string') return skill(t, it);
    if (hasCert(t, it.cert)) return 'ok';
    return it.nearSkill && has(t, it.nearSkill) ? 'near' : 'fail';
  });
  if (vs.every((v) => v === 'fail')) return 0;
  const score = vs.reduce((s, v) => s + (v === 'ok' ? 1 : v === 'near' ? 0.5 : 0), 0);
  const cov: Verdict = score === vs.length ? 'ok' : score >= vs.length / 2 ? 'near' : 'fail';
  const f: Verdict = fit.includes(t.occ) ? 'ok' : loose.includes(t.occ) ? 'near' : 'fail';
  return combine(3, cov, f);
}

// ---------------------------------------------------------------------------------------------------------------
// Seniority and years (from the true years of experience, not the declared seniority)
export function level(t: Truth, ask: Band): Verdict {
  const y = t.years;
  switch (ask) {
    case 'junior':
      return y <= 2 ? 'ok' : y <= 4 ? 'near' : 'fail';
    case 'confirme':
      return y >= 3 && y <= 6 ? 'ok' : y === 2 || (y >= 7 && y <= 10) ? 'near' : 'fail';
    case 'senior':
      return y >= 7 ? 'ok' : y >= 5 ? 'near' : 'fail';
    case 'expert':
      return y >= 10 ? 'ok' : y >= 7 ? 'near' : 'fail';
  }
}
export function minYears(t: Truth, n: number): Verdict {
  return t.years >= n ? 'ok' : t.years >= n - 2 ? 'near' : 'fail';
}
export function yearsIn(t: Truth, lo: number, hi: number): Verdict {
  if (t.years >= lo && t.years <= hi) return 'ok';
  return t.years >= lo - 1 && t.years <= hi + 2 ? 'near' : 'fail';
}

// ---------------------------------------------------------------------------------------------------------------
// Availability: the first free day against the start the mission needs
export function availBy(t: Truth, by: string, nearBy: string): Verdict {
  const d = t.available ? TODAY : t.freeFrom;
  return d <= by ? 'ok' : d <= nearBy ? 'near' : 'fail';
}
/** "dispo", "ASAP", "de suite": free within two weeks; near within six weeks. */
export function asap(t: Truth): Verdict {
  return availBy(t, addDays(TODAY, 14), addDays(TODAY, 45));
}

// ---------------------------------------------------------------------------------------------------------------
// Place: a target is a list of zones (dataset areas) that are fine and a list that are near. The home city and each
// work area are compared with the zones: they meet when the countries agree and the finer of the two lies in the
// coarser (a "France" area meets every French zone; a region area meets a department of that region; etc.).
export interface Place {
  ok: WorkArea[];
  near: WorkArea[];
}
function norm(s: string | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
export function meets(a: WorkArea, z: WorkArea): boolean {
  if ((a.countryCode ?? 'FR') !== (z.countryCode ?? 'FR')) return false;
  if (a.type === 'pays' || z.type === 'pays') return true;
  if (a.type === 'region' || z.type === 'region') return !!a.regionCode && a.regionCode === z.regionCode;
  if (a.type === 'departement' || z.type === 'departement')
    return !!a.departmentCode && a.departmentCode === z.departmentCode;
  return norm(a.cityName) === norm(z.cityName);
}
function touches(t: Truth, zones: WorkArea[], countryWide: boolean): boolean {
  const mine = (t.home.area ? [t.home.area, ...t.areas] : t.areas).filter((a) => countryWide || a.type !== 'pays');
  return mine.some((a) => zones.some((z) => meets(a, z)));
}
/**
 * ok when the home or a work area meets an ok zone; near when they meet a near zone (a whole-country work area does
 * not make a near: "anywhere in France" says nothing about a mission across the border); fail otherwise.
 */
export function place(t: Truth, p: Place): Verdict {
  if (touches(t, p.ok, true)) return 'ok';
  return touches(t, p.near, false) ? 'near' : 'fail';
}
/** Missions that may be done fully remote: a freelancer who takes full remote is fine wherever they live. */
export function placeOrRemote(t: Truth, p: Place): Verdict {
  return t.remote.includes('remote') ? 'ok' : place(t, p);
}
const P = (ok: string[], near: string[] = []): Place => ({ ok: ok.map(area), near: near.map(area) });
export const PLACES = {
  /** Paris and the inner suburbs (75, 92, 93, 94); near: the rest of Île-de-France. */
  paris: P(['d:75', 'd:92', 'd:93', 'd:94'], ['r:11']),
  /** La Défense, or "92": Hauts-de-Seine and Paris; near: the rest of Île-de-France. */
  laDefense: P(['d:92', 'd:75'], ['r:11']),
  nantes: P(['c:Nantes 44000', 'c:Saint-Herblain 44800'], ['r:52', 'd:35']),
  lyon: P(['c:Lyon 69003', 'c:Villeurbanne 69100', 'c:Vénissieux 69200', 'c:Écully 69130', 'd:69'], ['r:84']),
  lille: P(['c:Lille 59000', 'c:Roubaix 59100', "c:Villeneuve-d'Ascq 59650"], ['d:59', 'd:62', 'r:32']),
  rennes: P(['d:35'], ['r:53']),
  bordeaux: P(['d:33'], ['r:75']),
  toulouse: P(['d:31'], ['r:76']),
  niort: P(['d:79'], ['r:75', 'd:85']),
  sophia: P(['d:06'], ['r:93']),
  paca: P(['r:93']),
  hautsDeFrance: P(['r:32']),
  nordPasDeCalais: P(['d:59', 'd:62'], ['r:32', 'd:BE-WHT']),
  auvergneRhoneAlpes: P(['r:84']),
  grandEst: P(['r:44'], ['p:LU']),
  nouvelleAquitaine: P(['r:75']),
  suisseRomande: P(['r:CH-GE', 'r:CH-VD', 'r:CH-NE', 'r:CH-FR', 'r:CH-VS', 'r:CH-JU'], ['p:CH', 'd:74', 'd:01']),
  geneva: P(['r:CH-GE'], ['p:CH', 'd:74', 'd:01']),
  luxembourg: P(['p:LU'], ['d:57', 'd:54', 'd:BE-WLX']),
  bruxelles: P(['r:BE-BRU', 'd:BE-WBR', 'd:BE-VBR'], ['p:BE', 'd:59']),
} satisfies Record<string, Place>;

// ---------------------------------------------------------------------------------------------------------------
// Working conditions
/** Remote rule of the mission: full remote, hybrid, on site. An empty preference is unknown (near). */
export function remote(t: Truth, ask: 'remote' | 'hybrid' | 'onsite'): Verdict {
  const r = t.remote;
  if (r.length === 0) return 'near';
  if (ask === 'remote') return r.includes('remote') ? 'ok' : r.includes('hybrid') ? 'near' : 'fail';
  if (ask === 'hybrid') return r.includes('hybrid') || r.includes('onsite') ? 'ok' : 'near';
  return r.includes('onsite') ? 'ok' : r.includes('hybrid') ? 'near' : 'fail';
}
/** Days a week the mission needs: ok if offered, near if one day off, fail otherwise; unknown is near. */
export function days(t: Truth, n: number): Verdict {
  if (t.days.length === 0) return 'near';
  if (t.days.includes(n)) return 'ok';
  return t.days.some((d) => Math.abs(d - n) === 1) ? 'near' : 'fail';
}
/** Budget: ok within it, near up to 10 % above or when no rate is given, fail beyond. */
export function rateMax(t: Truth, max: number): Verdict {
  if (t.rate === null) return 'near';
  return t.rate <= max ? 'ok' : t.rate <= max * 1.1 ? 'near' : 'fail';
}
const DUR_ORDER: Duration[] = ['<3', '3-6', '6-12', '>12'];
/** Mission length: ok when a wanted bucket is accepted (or nothing is said), near for an adjacent bucket. */
export function duration(t: Truth, wanted: Duration[]): Verdict {
  if (t.durations.length === 0) return 'ok';
  if (wanted.some((w) => t.durations.includes(w))) return 'ok';
  const idx = wanted.map((w) => DUR_ORDER.indexOf(w));
  return t.durations.some((d) => idx.some((i) => Math.abs(DUR_ORDER.indexOf(d) - i) === 1)) ? 'near' : 'fail';
}
const LEVELS: Level[] = ['basic', 'intermediate', 'professional', 'fluent', 'native'];
/** Language at a minimum level: ok at or above, near one level below, fail otherwise. */
export function lang(t: Truth, l: Lang, min: Level): Verdict {
  const x = t.languages.find((y) => y.lang === l);
  if (!x) return 'fail';
  const d = LEVELS.indexOf(x.level) - LEVELS.indexOf(min);
  return d >= 0 ? 'ok' : d === -1 ? 'near' : 'fail';
}
/** Sector experience is a plus, never a must: ok with it, near without. */
export function sector(t: Truth, ...ss: Sector[]): Verdict {
  return ss.some((s) => t.sectors.includes(s)) ? 'ok' : 'near';
}
/** Security clearance: "habilité" needs a clearance (habilitable is near); "habilitable" accepts both. */
export function clearance(t: Truth, need: Exclude<Clearance, 'none'>): Verdict {
  if (t.clearance === 'habilite') return 'ok';
  if (t.clearance === 'habilitable') return need === 'habilitable' ? 'ok' : 'near';
  return 'fail';
}
/** On-call duty asked: fail for those who do not take it. */
export function onCall(t: Truth): Verdict {
  return t.onCall ? 'ok' : 'fail';
}
/** A car asked ("véhiculé"). */
export function vehicle(t: Truth): Verdict {
  return t.vehicle ? 'ok' : 'fail';
}
/** Exclusion typed with a minus sign: the excluded trait fails the profile. */
export function not(cond: boolean): Verdict {
  return cond ? 'fail' : 'ok';
}
