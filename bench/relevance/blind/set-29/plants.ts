/**
 * Profiles with fixed attributes, placed at random slots of the pool, so the demanding queries have answers and near
 * misses. Everything a plant does not fix is drawn like any other profile. The judges do not know which are planted.
 */
import type { AreaKey, HomeKey } from './areas';
import type { Origin } from './people';
import type { Declared, Duration, Remote } from './truth';
import type { CertKey, LangKey, Level, SectorKey, SkillKey } from './vocab';

export interface Plant {
  occ: string;
  home?: HomeKey;
  origin?: Origin;
  gender?: 'f' | 'm';
  lang?: 'fr' | 'en';
  years?: number;
  declared?: Declared;
  lead?: boolean;
  prevOcc?: string | null;
  /** Replaces the drawn certificates. */
  certs?: CertKey[];
  addCerts?: CertKey[];
  skills?: SkillKey[];
  noSkills?: SkillKey[];
  sectors?: SectorKey[];
  available?: boolean;
  freeFrom?: string;
  rate?: number | null;
  remote?: Remote[];
  days?: number[];
  durations?: Duration[];
  areas?: AreaKey[];
  langs?: Partial<Record<LangKey, Level>>;
  noAccents?: boolean;
  name?: [string, string];
}

export const PLANTS: Plant[] = [
  // SAP finance
  { occ: 'sap-fico', home: 'geneve', lang: 'fr', available: true, years: 11 },
  {
    occ: 'sap-fico',
    home: 'annemasse',
    lang: 'fr',
    available: false,
    freeFrom: '2027-01-05',
    years: 9,
    areas: ['r-ge', 'd-74'],
  },
  { occ: 'sap-fico', home: 'toulouse', lang: 'en', available: true, years: 8, areas: ['d-31'] },
  {
    occ: 'sap-fico',
    home: 'luxembourg',
    lang: 'en',
    years: 13,
    skills: ['s4hana'],
    sectors: ['insurance', 'asset-management'],
  },
  {
    occ: 'sap-fico',
    home: 'thionville',
    lang: 'fr',
    years: 8,
    skills: ['s4hana'],
    sectors: ['insurance'],
    areas: ['d-57', 'p-lu'],
  },
  // agile, project, data combos
  { occ: 'product-owner', home: 'brussels', lang: 'en', remote: ['Hybride'] },
  { occ: 'product-owner', home: 'brussels', lang: 'fr', remote: ['Sur site'] },
  { occ: 'data-engineer', home: 'lille', lang: 'fr', remote: ['Full remote'], skills: ['databricks', 'spark'] },
  { occ: 'data-engineer', home: 'paris-11', lang: 'en', remote: ['Sur site', 'Hybride'], skills: ['databricks'] },
  { occ: 'project-manager', home: 'strassen', lang: 'fr', certs: ['prince2-p'] },
  { occ: 'programme-manager', home: 'luxembourg', lang: 'en', certs: ['msp', 'prince2-p'] },
  { occ: 'devops-engineer', home: 'zurich', lang: 'en', years: 9, skills: ['kubernetes'] },
  { occ: 'sre', home: 'winterthur', lang: 'en', years: 11, skills: ['kubernetes'] },
  { occ: 'kyc-analyst', home: 'luxembourg', lang: 'en', langs: { de: 4 } },
  { occ: 'kyc-analyst', home: 'metz', lang: 'fr', langs: { de: 2 }, areas: ['d-57', 'p-lu'] },
  { occ: 'bi-developer', home: 'nantes', lang: 'fr', skills: ['power-bi', 'dax'], days: [3, 4] },
  {
    occ: 'workday-consultant',
    home: 'lyon-03',
    lang: 'en',
    available: false,
    freeFrom: '2027-01-11',
    remote: ['Hybride', 'Full remote'],
  },
  {
    occ: 'security-architect',
    home: 'paris-15',
    lang: 'fr',
    certs: ['cissp'],
    skills: ['azure', 'cloud-security'],
    sectors: ['insurance', 'banking'],
  },
  { occ: 'accountant', home: 'lyon-02', lang: 'fr', available: true, years: 11 },
  { occ: 'change-manager', home: 'carouge', lang: 'en', skills: ['prosci'], certs: ['prosci'] },
  { occ: 'servicenow-consultant', home: 'toulouse', lang: 'fr', rate: 620 },
  { occ: 'servicenow-consultant', home: 'vernier', lang: 'en', skills: ['itsm'], available: true, years: 8 },
  // seniority
  { occ: 'business-analyst', home: 'paris-11', lang: 'fr', years: 1, lead: false, prevOcc: null },
  { occ: 'business-analyst', home: 'geneve', lang: 'en', years: 1, lead: false, prevOcc: null },
  { occ: 'business-analyst', home: 'bordeaux', lang: 'fr', years: 2, lead: false, prevOcc: null },
  { occ: 'pmo', home: 'courbevoie', lang: 'fr', years: 2, lead: false, prevOcc: null },
  { occ: 'pmo', home: 'geneve', lang: 'en', years: 1, lead: false, prevOcc: null },
  { occ: 'soc-analyst', home: 'rennes', lang: 'fr', years: 1, lead: false, prevOcc: null },
  { occ: 'soc-analyst', home: 'brussels', lang: 'en', years: 2, lead: false, prevOcc: null },
  { occ: 'data-architect', home: 'paris-08', lang: 'en', years: 15, lead: true },
  { occ: 'programme-manager', home: 'zurich', lang: 'en', years: 18 },
  { occ: 'accountant', home: 'marseille', lang: 'fr', years: 23 },
  { occ: 'accountant', home: 'bern', lang: 'en', years: 19 },
  // skills
  { occ: 'consolidation', home: 'luxembourg', lang: 'en', skills: ['ifrs17', 'solvency2'], sectors: ['insurance'] },
  { occ: 'accountant', home: 'paris-08', lang: 'fr', skills: ['ifrs17', 'ifrs'], sectors: ['insurance'] },
  { occ: 'finance-transformation', home: 'zurich', lang: 'en', skills: ['ifrs', 'solvency2'], sectors: ['insurance'] },
  { occ: 'salesforce-consultant', home: 'brussels', lang: 'en', certs: ['sf-cpq', 'sf-admin'] },
  { occ: 'salesforce-developer', home: 'antwerpen', lang: 'en', skills: ['cpq'] },
  { occ: 'grc-consultant', home: 'luxembourg', lang: 'fr', skills: ['dora', 'nis2'], certs: ['iso-la'] },
  { occ: 'ciso', home: 'paris-17', lang: 'fr', skills: ['dora'], certs: ['cism'] },
  { occ: 'financial-controller', home: 'geneve', lang: 'en', skills: ['anaplan'] },
  { occ: 'compliance-officer', home: 'antwerpen', lang: 'en', skills: ['mifid2', 'aml'], sectors: ['banking'] },
  { occ: 'continuous-improvement', home: 'lyon-07', lang: 'fr', certs: ['lssbb'] },
  { occ: 'procurement-consultant', home: 'paris-15', lang: 'fr', skills: ['coupa'] },
  { occ: 'data-governance', home: 'brussels', lang: 'en', skills: ['collibra', 'mdm'] },
  { occ: 'devops-engineer', home: 'nantes', lang: 'fr', certs: ['cka'] },
  // briefs and pasted ads
  {
    occ: 'pmo',
    home: 'carouge',
    lang: 'en',
    years: 8,
    sectors: ['private-banking', 'banking'],
    available: false,
    freeFrom: '2026-12-21',
    remote: ['Sur site', 'Hybride'],
  },
  { occ: 'dpo-consultant', home: 'basel', lang: 'en', days: [2, 3], langs: { de: 5, en: 4 }, sectors: ['pharma'] },
  {
    occ: 'technical-writer',
    home: 'ferney',
    lang: 'fr',
    langs: { fr: 5, en: 4 },
    sectors: ['intl-org'],
    remote: ['Hybride', 'Full remote'],
  },
  {
    occ: 'salesforce-consultant',
    home: 'paris-08',
    lang: 'fr',
    skills: ['marketing-cloud'],
    available: true,
    sectors: ['luxury', 'retail'],
  },
  { occ: 'scrum-master', home: 'antwerpen', lang: 'en', origin: 'nl', langs: { nl: 5 }, sectors: ['energy'] },
  { occ: 'agile-coach', home: 'brussels', lang: 'fr', skills: ['safe'], sectors: ['banking'] },
  {
    occ: 'payroll-consultant',
    home: 'morges',
    lang: 'fr',
    skills: ['swiss-payroll'],
    langs: { fr: 5 },
    years: 12,
    lead: true,
  },
  {
    occ: 'finance-transformation',
    home: 'lyon-07',
    lang: 'en',
    lead: true,
    available: false,
    freeFrom: '2027-02-01',
    sectors: ['energy'],
  },
  {
    occ: 'procurement-consultant',
    home: 'saint-louis',
    lang: 'fr',
    skills: ['sap-ariba'],
    sectors: ['pharma'],
    areas: ['d-68', 'r-bs'],
  },
  { occ: 'kyc-analyst', home: 'esch', lang: 'en', years: 7, lead: true, langs: { fr: 5, en: 4 } },
  { occ: 'data-engineer', home: 'zurich', lang: 'en', years: 9, skills: ['snowflake', 'dbt'], langs: { en: 5 } },
  { occ: 'ciso', home: 'brussels', lang: 'en', available: true, langs: { fr: 5, en: 4 } },
  { occ: 'project-manager', home: 'nantes', lang: 'fr', skills: ['moa'], sectors: ['insurance'], years: 10 },
  { occ: 'business-analyst', home: 'saint-herblain', lang: 'fr', skills: ['moa'], sectors: ['insurance'], years: 8 },
  {
    occ: 'workday-consultant',
    home: 'courbevoie',
    lang: 'fr',
    available: false,
    freeFrom: '2027-01-04',
    remote: ['Hybride'],
    langs: { fr: 5 },
  },
  // places
  { occ: 'scrum-master', home: 'zurich', lang: 'en' },
  { occ: 'payroll-consultant', home: 'st-julien', lang: 'fr', areas: ['r-ge', 'd-74'] },
  { occ: 'pmo', home: 'luxembourg', lang: 'fr' },
  { occ: 'compliance-officer', home: 'gent', lang: 'en' },
  // near misses and thin spots
  { occ: 'data-analyst', home: 'paris-17', lang: 'fr', years: 4 },
  { occ: 'data-analyst', home: 'geneve', lang: 'en', years: 5 },
  { occ: 'dotnet-developer', home: 'lille', lang: 'fr', years: 4 },
  { occ: 'dotnet-developer', home: 'luxembourg', lang: 'en', years: 7 },
  { occ: 'business-analyst', home: 'paris-15', lang: 'en', certs: ['cbap'], skills: ['bpmn'] },
  { occ: 'release-train-engineer', home: 'paris-08', lang: 'en' },
  { occ: 'release-train-engineer', home: 'brussels', lang: 'fr' },
  { occ: 'dpo-consultant', home: 'zurich', lang: 'en', langs: { de: 5 }, days: [2, 3] },
  { occ: 'procurement-consultant', home: 'zurich', lang: 'en', skills: ['sap-ariba'], sectors: ['pharma'] },
  { occ: 'business-analyst', home: 'rennes', lang: 'fr', sectors: ['insurance'], years: 6, areas: ['d-35'] },
  {
    occ: 'workday-consultant',
    home: 'boulogne',
    lang: 'fr',
    available: false,
    freeFrom: '2027-02-20',
    remote: ['Hybride'],
  },
  { occ: 'accountant', home: 'villeurbanne', lang: 'fr', available: false, freeFrom: '2026-12-30' },
  { occ: 'security-architect', home: 'issy', lang: 'en', certs: ['cism'] },
  { occ: 'change-manager', home: 'lausanne', lang: 'fr', skills: ['prosci'], areas: ['r-vd'] },
  { occ: 'frontend-developer', home: 'valbonne', lang: 'en' },
  { occ: 'python-developer', home: 'nice', lang: 'fr' },
  { occ: 'data-engineer', home: 'brussels', lang: 'fr' },
  { occ: 'soc-analyst', home: 'lille', lang: 'fr', years: 3, lead: false, prevOcc: null },
  { occ: 'scrum-master', home: 'gent', lang: 'en', origin: 'nl', langs: { nl: 5 }, sectors: ['energy'] },
  { occ: 'agile-coach', home: 'leuven', lang: 'en', skills: ['safe'], sectors: ['banking'], areas: ['d-vbr'] },
  {
    occ: 'payroll-consultant',
    home: 'geneve',
    lang: 'fr',
    skills: ['swiss-payroll'],
    langs: { fr: 5 },
    years: 10,
    areas: ['r-ge'],
  },
  { occ: 'security-architect', home: 'boulogne', lang: 'en', skills: ['aws'], noSkills: ['azure'], certs: ['cissp'] },
  {
    occ: 'finance-transformation',
    home: 'grenoble',
    lang: 'fr',
    lead: true,
    sectors: ['energy'],
    remote: ['Hybride'],
    available: false,
    freeFrom: '2027-01-15',
    areas: ['d-38'],
  },
  {
    occ: 'data-engineer',
    home: 'basel',
    lang: 'en',
    years: 10,
    skills: ['snowflake', 'dbt'],
    langs: { en: 4 },
    areas: ['r-bs'],
  },
  {
    occ: 'servicenow-consultant',
    home: 'lausanne',
    lang: 'en',
    skills: ['itsm'],
    years: 7,
    available: true,
    areas: ['r-vd'],
  },
  {
    occ: 'salesforce-consultant',
    home: 'paris-11',
    lang: 'en',
    skills: ['marketing-cloud'],
    available: false,
    freeFrom: '2026-12-28',
  },
];
