/* Fixed attributes for a few dozen profiles, placed at seeded positions among the random ones. */
import { COUNTRY_AREAS, REGION_AREAS, type Area } from './areas';
import type { Level, Remote } from './judge';

export interface Plant {
  occ?: string;
  feminine?: boolean;
  years?: number;
  lead?: boolean;
  home?: string;
  skills?: string[];
  noSkills?: string[];
  available?: boolean;
  freeFrom?: string;
  rate?: number | null;
  remote?: Remote[];
  days?: number[];
  areas?: Area[];
  langs?: { lang: string; level: Level }[];
  certs?: string[];
  sectors?: string[];
  cvLang?: 'fr' | 'en';
  noAccents?: boolean;
}

const en = (level: Level) => ({ lang: 'en', level });
const de = (level: Level) => ({ lang: 'de', level });
const NOW = { available: true, freeFrom: '2026-11-30' };
const LATER = { available: false, freeFrom: '2027-03-15' };

export const PLANTS: Plant[] = [
  // SAP FI/CO around Lyon
  {
    occ: 'sap-fico',
    feminine: true,
    years: 9,
    home: 'lyon03',
    langs: [en('C1')],
    skills: ['S/4HANA'],
    available: false,
    freeFrom: '2027-01-04',
  },
  { occ: 'sap-fico', feminine: false, years: 4, home: 'lyon07', langs: [en('C1')], skills: ['S/4HANA'] },
  { occ: 'sap-fico', feminine: true, years: 12, home: 'grenoble', langs: [en('C2')] },
  { occ: 'sap-mm-sd', years: 11, home: 'lyon03', langs: [en('C1')] },
  { occ: 'sap-fico', years: 8, home: 'liege', skills: ['S/4HANA'], langs: [en('C1'), { lang: 'nl', level: 'B2' }] },
  // DevOps in Paris and Lyon
  { occ: 'devops', years: 6, home: 'paris11', skills: ['AWS', 'Kubernetes'], ...NOW, rate: 580 },
  { occ: 'devops', years: 9, home: 'paris15', skills: ['AWS'], ...NOW, rate: 750 },
  { occ: 'devops', years: 5, home: 'boulogne', skills: ['AWS'], ...NOW, rate: 550 },
  { occ: 'devops', years: 5, home: 'lyon07', skills: ['AWS', 'Kubernetes'], ...NOW, rate: 600 },
  { occ: 'devops', years: 4, home: 'lyon03', skills: ['AWS', 'Kubernetes'], ...LATER, rate: 520 },
  { occ: 'sre', years: 7, home: 'lyon03', skills: ['AWS', 'Kubernetes'], ...NOW },
  // quality engineers, automotive
  {
    occ: 'quality-engineer',
    feminine: true,
    years: 8,
    home: 'lyon07',
    sectors: ['automobile'],
    skills: ['IATF 16949', 'PPAP'],
  },
  { occ: 'quality-engineer', years: 6, home: 'grenoble', sectors: ['automobile'], skills: ['IATF 16949'] },
  { occ: 'quality-engineer', years: 10, home: 'lyon03', sectors: ['aéronautique'], noSkills: ['IATF 16949'] },
  {
    occ: 'quality-engineer',
    years: 7,
    home: 'montbeliard',
    sectors: ['automobile'],
    skills: ['PPAP', '8D', 'IATF 16949'],
  },
  { occ: 'quality-engineer', feminine: true, years: 5, home: 'belfort', sectors: ['automobile'], skills: ['PPAP'] },
  { occ: 'quality-engineer', years: 9, home: 'valenciennes', sectors: ['automobile'] },
  // buyers
  { occ: 'buyer', feminine: true, years: 7, home: 'strasbourg', langs: [de('C1'), en('B2')] },
  { occ: 'buyer', years: 12, home: 'mulhouse', langs: [de('B2')] },
  { occ: 'buyer', feminine: true, years: 7, home: 'toulouse', langs: [en('C1')], sectors: ['aéronautique'] },
  { occ: 'category-manager', years: 10, home: 'blagnac', langs: [en('C1')], sectors: ['aéronautique'] },
  { occ: 'buyer', years: 3, home: 'toulouse', langs: [en('B1')], sectors: ['aéronautique'] },
  // data
  { occ: 'data-engineer', years: 6, home: 'nantes', skills: ['GCP', 'BigQuery'], remote: ['Full remote'] },
  {
    occ: 'data-engineer',
    years: 9,
    home: 'bruxelles',
    skills: ['Databricks', 'Airflow'],
    langs: [en('C1')],
    cvLang: 'en',
  },
  { occ: 'data-engineer', years: 4, home: 'lln', skills: ['Databricks'], langs: [en('B2')] },
  { occ: 'bi-consultant', years: 8, home: 'montpellier', skills: ['Power BI', 'DAX'], remote: ['Full remote'] },
  // controllers, finance
  { occ: 'management-controller', feminine: true, years: 8, home: 'rouen', days: [3, 4], sectors: ['industrie'] },
  { occ: 'management-controller', years: 11, home: 'lehavre', days: [5], sectors: ['industrie'] },
  { occ: 'management-controller', years: 9, home: 'geneve' },
  { occ: 'management-controller', feminine: true, years: 6, home: 'annecy', areas: [REGION_AREAS['CH:GE']!] },
  { occ: 'management-controller', years: 14, home: 'zurich', cvLang: 'en' },
  { occ: 'management-controller', years: 7, home: 'lausanne', langs: [de('B1')] },
  // payroll
  {
    occ: 'payroll',
    feminine: true,
    years: 6,
    home: 'rennes',
    skills: ['Silae'],
    available: false,
    freeFrom: '2026-12-21',
  },
  {
    occ: 'payroll',
    feminine: true,
    years: 9,
    home: 'nantes',
    skills: ['Silae'],
    available: false,
    freeFrom: '2026-12-21',
  },
  { occ: 'payroll', feminine: true, years: 4, home: 'metz', days: [2, 3], skills: ['DSN', 'Silae'] },
  // security
  { occ: 'ciso', years: 15, home: 'bordeaux', skills: ['NIS2'] },
  { occ: 'ciso', years: 12, home: 'pau', skills: ['NIS2'] },
  { occ: 'soc-analyst', years: 4, home: 'paris15', skills: ['Splunk'], langs: [en('C1')] },
  { occ: 'soc-analyst', years: 3, home: 'courbevoie', skills: ['Sentinel'], langs: [en('B2')] },
  // networks
  {
    occ: 'network-engineer',
    years: 8,
    home: 'nantes',
    skills: ['Fortinet', 'SD-WAN'],
    ...NOW,
    remote: ['Hybride', 'Full remote'],
  },
  // Salesforce in Geneva
  { occ: 'salesforce-consultant', feminine: true, years: 6, home: 'geneve', langs: [en('C1')] },
  { occ: 'salesforce-dev', years: 6, home: 'nyon', langs: [en('C1')] },
  // HR
  { occ: 'hr-manager', feminine: true, years: 12, home: 'lille', remote: ['Sur site'], ...NOW },
  { occ: 'hr-manager', years: 9, home: 'lausanne' },
  // scrum master in Luxembourg
  { occ: 'scrum-master', years: 8, home: 'luxembourg', sectors: ['banque'] },
  { occ: 'scrum-master', years: 6, home: 'thionville', sectors: ['banque'], areas: [COUNTRY_AREAS.LU!] },
  // construction
  { occ: 'construction-pm', years: 10, home: 'marseille', skills: ['OPC'] },
  { occ: 'construction-pm', years: 5, home: 'aix', skills: ['OPC'] },
  // AMOA in Niort
  { occ: 'amoa', feminine: true, years: 7, home: 'niort', sectors: ['assurance'] },
  { occ: 'amoa', years: 11, home: 'niort', sectors: ['assurance', 'banque'] },
  { occ: 'business-analyst', years: 5, home: 'niort', sectors: ['assurance'] },
  // support in La Réunion
  { occ: 'support-tech', years: 3, home: 'saintdenis974', remote: ['Sur site'] },
  { occ: 'support-tech', feminine: true, years: 5, home: 'saintdenis974', remote: ['Sur site', 'Hybride'] },
  { occ: 'sysadmin-windows', years: 6, home: 'saintdenis974', remote: ['Sur site'] },
  // Java in Luxembourg
  { occ: 'dev-java', years: 9, home: 'luxembourg', skills: ['Kafka'], langs: [en('C1')] },
  { occ: 'dev-java', years: 12, home: 'thionville', skills: ['Kafka'], areas: [COUNTRY_AREAS.LU!] },
  { occ: 'dev-java', years: 9, lead: true, home: 'nantes', noSkills: ['Angular'] },
  { occ: 'dev-js', years: 8, lead: true, home: 'bordeaux', skills: ['React'] },
  // single answers for place and availability queries
  { occ: 'pentester', years: 6, home: 'rennes', certs: ['OSCP'], cvLang: 'en' },
  { occ: 'accountant', feminine: true, years: 8, home: 'bordeaux' },
  { occ: 'accountant', years: 3, home: 'pau', areas: [] },
  { occ: 'it-project-manager', years: 10, home: 'toulouse' },
  { occ: 'construction-pm', feminine: true, years: 7, home: 'blagnac' },
  { occ: 'buyer', years: 9, home: 'nantes', sectors: ['industrie'] },
  { occ: 'pmo', feminine: true, years: 6, home: 'paris17', ...NOW },
  { occ: 'pmo', years: 4, home: 'courbevoie', available: false, freeFrom: '2026-12-14' },
  { occ: 'methods-engineer', years: 7, home: 'grenoble' },
  { occ: 'business-analyst', feminine: true, years: 4, home: 'nantes' },
  { occ: 'quality-engineer', feminine: true, years: 4, home: 'lille' },
  { occ: 'data-engineer', feminine: true, years: 3, home: 'bruxelles' },
  { occ: 'network-tech', years: 5, home: 'cayenne' },
  { occ: 'accountant', feminine: true, years: 10, home: 'pointeapitre' },
  // support on site in Lille
  { occ: 'support-tech', years: 2, home: 'lille', remote: ['Sur site'] },
];
