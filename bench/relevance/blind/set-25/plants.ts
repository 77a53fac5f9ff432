/* Profiles with fixed attributes, spread through the pool (exact answers and near misses for demanding searches). */
import type { WorkArea } from '../../../../src/domain/profile/raw-profile.schema';
import type { CityKey } from './areas';
import type { Sector } from './data-people';
import { country, region } from './draw';
import type { Lang, Level, Remote } from './truth';

export interface Plant {
  occ: string;
  years?: number;
  home?: CityKey;
  /** Replaces the drawn work areas. */
  areas?: WorkArea[];
  available?: boolean;
  freeFrom?: string;
  remote?: Remote[];
  days?: string[];
  rate?: number | null;
  langs?: Partial<Record<Lang, Level>>;
  certs?: string[];
  skills?: string[];
  /** Skills removed from the drawn ones. */
  noSkills?: string[];
  sectors?: Sector[];
  cvLang?: 'fr' | 'en';
}

export const PLANTS: Plant[] = [
  { occ: 'admin-windows', home: 'lyon', years: 6, available: true },
  { occ: 'admin-windows', home: 'grenoble', years: 8, available: true },
  { occ: 'admin-windows', home: 'lyon7', years: 5, available: false, freeFrom: '2027-03-01' },
  { occ: 'sap-fico', home: 'luxembourg', years: 11, langs: { en: 4 }, skills: ['s4hana'], available: true },
  {
    occ: 'sap-fico',
    home: 'thionville',
    years: 8,
    areas: [country('LU')],
    langs: { en: 4 },
    skills: ['s4hana'],
    cvLang: 'en',
  },
  { occ: 'sap-fico', home: 'strassen', years: 5, langs: { en: 4 }, skills: ['s4hana'] },
  { occ: 'sap-mm', home: 'luxembourg', years: 9, langs: { en: 4 } },
  { occ: 'ing-devops', remote: ['Full remote'], skills: ['aws'], years: 6 },
  { occ: 'ing-sre', remote: ['Hybride', 'Full remote'], skills: ['aws'], years: 8 },
  { occ: 'ing-devops', remote: ['Hybride'], skills: ['aws'], years: 5 },
  { occ: 'chef-projet-infra', home: 'nantes', remote: ['Sur site', 'Hybride'], years: 9 },
  { occ: 'chef-projet-infra', home: 'lyon', remote: ['Sur site'], days: ['4', '5'], years: 12 },
  { occ: 'chef-projet-infra', home: 'villeurbanne', remote: ['Full remote'], days: ['5'], years: 10 },
  { occ: 'analyste-soc', home: 'paris11', skills: ['splunk'], available: false, freeFrom: '2027-01-12' },
  { occ: 'analyste-soc', home: 'montreuil', skills: ['splunk'], available: true },
  {
    occ: 'analyste-soc',
    home: 'paris15',
    skills: ['qradar'],
    noSkills: ['splunk'],
    available: false,
    freeFrom: '2027-01-05',
  },
  { occ: 'scrum-master', home: 'bruxelles', skills: ['safe'], langs: { nl: 4, en: 4 }, certs: ['psm1'] },
  { occ: 'coach-agile', home: 'wavre', areas: [country('BE')], skills: ['safe'], langs: { nl: 3, en: 4 } },
  { occ: 'scrum-master', home: 'bruxelles', skills: ['safe'], langs: { en: 3 }, certs: ['csm'] },
  { occ: 'tech-support-n2', home: 'geneve', available: true, years: 4 },
  { occ: 'tech-support-n2', home: 'annemasse', areas: [region('CH', 'GE')], available: true, years: 3 },
  { occ: 'tech-support-n1', home: 'carouge', available: true, years: 1 },
  { occ: 'architecte-cloud', skills: ['azure'], rate: 590, years: 8 },
  { occ: 'architecte-cloud', skills: ['azure'], rate: 640, years: 9 },
  { occ: 'ing-cloud', skills: ['azure'], rate: 550, years: 6 },
  {
    occ: 'pmo',
    home: 'paris17',
    years: 8,
    days: ['2', '3'],
    skills: ['power-bi'],
    sectors: ['assurance', 'banque'],
    langs: { en: 4 },
  },
  { occ: 'pmo', home: 'levallois', days: ['3'], skills: ['power-bi'], langs: { en: 3 } },
  { occ: 'ing-virtualisation', home: 'strasbourg', skills: ['vmware', 'nutanix'] },
  { occ: 'ing-systeme', home: 'colmar', areas: [region('FR', '44')], skills: ['vmware', 'nutanix'] },
  { occ: 'servicenow-dev', remote: ['Full remote'], certs: ['itil4'] },
  {
    occ: 'itsm-consultant',
    remote: ['Hybride', 'Full remote'],
    certs: ['itil4-mp'],
    skills: ['servicenow'],
    sectors: ['assurance'],
  },
  { occ: 'pentester', certs: ['oscp'], available: true },
  { occ: 'pentester', home: 'geneve', certs: ['oscp'], sectors: ['banque'], cvLang: 'en' },
  { occ: 'pentester', certs: ['ceh'], available: true },
  { occ: 'admin-linux', home: 'paris13', sectors: ['banque'], available: false, freeFrom: '2027-01-04', years: 7 },
  { occ: 'ing-systeme', home: 'issy', skills: ['linux'], available: true },
  { occ: 'analyste-soc', home: 'lille', skills: ['splunk'], years: 4, available: true, remote: ['Hybride'] },
  {
    occ: 'analyste-soc',
    home: 'villeneuvedascq',
    skills: ['qradar'],
    years: 6,
    available: true,
    remote: ['Sur site', 'Hybride'],
  },
  { occ: 'ing-devops', home: 'geneve', cvLang: 'en', skills: ['kubernetes', 'terraform', 'aws'], remote: ['Hybride'] },
  {
    occ: 'platform-engineer',
    home: 'meyrin',
    langs: { en: 4 },
    skills: ['terraform'],
    remote: ['Sur site', 'Hybride'],
  },
  { occ: 'tech-support-n1', home: 'courbevoie', langs: { en: 4 }, available: true, rate: 280, years: 2 },
  { occ: 'tech-support-n2', home: 'puteaux', langs: { en: 4 }, available: true, rate: 300, years: 3 },
  { occ: 'consultant-grc', home: 'luxembourg', years: 9, skills: ['nis2'], langs: { en: 4 }, certs: ['iso27001-li'] },
  { occ: 'rssi', home: 'bertrange', years: 14, skills: ['nis2'], langs: { en: 5 } },
  { occ: 'ing-reseau', home: 'grenoble', certs: ['ccnp'], sectors: ['industrie'] },
  { occ: 'ing-reseau', home: 'clermont', certs: ['ccnp'] },
  {
    occ: 'product-owner',
    home: 'bruxelles',
    langs: { en: 4 },
    available: false,
    freeFrom: '2027-01-10',
    sectors: ['public'],
  },
  { occ: 'product-owner', home: 'namur', areas: [country('BE')], langs: { en: 3 }, available: true },
  { occ: 'chef-projet-erp', home: 'toulouse', years: 14, sectors: ['industrie'], skills: ['s4hana'] },
  { occ: 'chef-projet-erp', home: 'blagnac', years: 11, skills: ['s4hana'] },
  { occ: 'ing-workplace', home: 'bordeaux', skills: ['intune'], remote: ['Hybride'] },
  { occ: 'consultant-m365', home: 'merignac', skills: ['intune'], remote: ['Sur site', 'Hybride'] },
  { occ: 'ing-reseau-secu', home: 'rennes', skills: ['paloalto', 'fortinet'], certs: ['pcnse'] },
  { occ: 'ing-reseau-secu', home: 'vannes', skills: ['paloalto'] },
  { occ: 'analyste-soc', home: 'rennes' },
  { occ: 'business-analyst', home: 'carouge' },
  { occ: 'pmo', home: 'bruxelles' },
  { occ: 'tech-support-n2', home: 'saintherblain' },
  { occ: 'scrum-master', home: 'lille' },
  { occ: 'ing-devops', home: 'valbonne' },
  { occ: 'architecte-cloud', home: 'lausanne' },
  { occ: 'ing-systeme', home: 'villeurbanne' },
  { occ: 'admin-reseau', home: 'nanterre' },
  { occ: 'admin-linux', years: 1 },
  { occ: 'sap-abap', years: 13 },
  { occ: 'tech-support-n2', years: 1 },
  { occ: 'analyste-soc', years: 2 },
  { occ: 'sf-functional', years: 9 },
  { occ: 'architecte-secu', years: 14 },
  { occ: 'architecte-secu', years: 9, home: 'lausanne' },
];
