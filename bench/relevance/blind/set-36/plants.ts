/**
 * Profiles drawn with some attributes fixed, so that demanding queries have answers and near misses. The rest of
 * each Truth is drawn like any other profile; the order of the pool is shuffled afterwards.
 */
import type { Level, Remote } from './judge';

export interface Plant {
  occ: string;
  home: string;
  gender?: 'f' | 'm';
  lang?: 'fr' | 'en';
  years?: number;
  sectors?: string[];
  skills?: string[];
  noSkills?: string[];
  markets?: string[];
  areas?: string[];
  availableFrom?: string;
  rate?: number | null;
  remote?: Remote[];
  days?: number[];
  durations?: string[];
  languages?: { lang: string; level: Level }[];
  vehicle?: boolean;
  team?: number;
}

const NOW = '2026-11-15';
const LATER = '2027-04-01';

export const PLANTS: Plant[] = [
  { occ: 'kam', home: 'lyon-69003', sectors: ['gms', 'agro'], availableFrom: NOW, years: 11 },
  { occ: 'kam', home: 'villeurbanne', sectors: ['gms'], availableFrom: LATER, years: 8 },
  { occ: 'kam', home: 'grenoble', sectors: ['industrie'], areas: ['r:84'], availableFrom: NOW, years: 6 },
  { occ: 'nam', home: 'lyon-69007', sectors: ['gms', 'agro'], availableFrom: '2026-12-08', years: 14 },
  { occ: 'business-developer', home: 'nantes', sectors: ['saas'], remote: ['Full remote'] },
  { occ: 'account-executive', home: 'bordeaux', sectors: ['saas'], remote: ['Hybride', 'Full remote'] },
  { occ: 'business-developer', home: 'rennes', sectors: ['saas'], remote: ['Sur site', 'Hybride'] },
  { occ: 'technico-commercial', home: 'lille', languages: [{ lang: 'en', level: 'C1' }], sectors: ['industrie'] },
  { occ: 'technico-commercial', home: 'arras', languages: [{ lang: 'en', level: 'B1' }], sectors: ['btp'] },
  { occ: 'responsable-adv', home: 'lyon-69003', skills: ['sap', 'sap-sd'], days: [2, 3] },
  { occ: 'responsable-adv', home: 'grenoble', skills: ['sap'], days: [2] },
  { occ: 'gestionnaire-adv', home: 'orleans', skills: ['sap', 'sap-sd'], days: [3, 4] },
  { occ: 'directeur-regional', home: 'toulouse', years: 14 },
  { occ: 'directeur-regional', home: 'montpellier', years: 8, gender: 'f' },
  {
    occ: 'bid-manager',
    home: 'paris-75011',
    sectors: ['telecom', 'it'],
    languages: [{ lang: 'en', level: 'C1' }],
    days: [3, 4, 5],
    remote: ['Hybride'],
  },
  { occ: 'charge-ao', home: 'saint-denis', sectors: ['telecom'], languages: [{ lang: 'en', level: 'B2' }], days: [3] },
  { occ: 'category-manager', home: 'boulogne-billancourt', sectors: ['gms', 'agro'], gender: 'f' },
  { occ: 'category-manager', home: 'lille', sectors: ['bricolage'], durations: ['3 a 6 mois'] },
  { occ: 'category-manager', home: 'roubaix', sectors: ['gms'], years: 15 },
  { occ: 'avant-vente', home: 'nantes', skills: ['erp'], sectors: ['saas', 'it'] },
  { occ: 'responsable-export', home: 'strasbourg', sectors: ['industrie'], languages: [{ lang: 'de', level: 'C1' }] },
  {
    occ: 'export-area-manager',
    home: 'mulhouse',
    sectors: ['industrie'],
    languages: [{ lang: 'de', level: 'B2' }],
    markets: ['dach'],
  },
  { occ: 'chef-des-ventes', home: 'rennes', availableFrom: '2027-01-04', rate: 580 },
  { occ: 'chef-des-ventes', home: 'toulouse', sectors: ['btp', 'negoce'], availableFrom: NOW, team: 6 },
  { occ: 'chef-des-ventes', home: 'blagnac', sectors: ['agro'], availableFrom: LATER, team: 9, gender: 'f' },
  { occ: 'customer-success', home: 'lille', days: [4], remote: ['Full remote', 'Hybride'], sectors: ['saas'] },
  {
    occ: 'commercial-terrain',
    home: 'mont-de-marsan',
    gender: 'f',
    areas: ['d:33', 'd:40', 'd:64'],
    sectors: ['btp'],
    vehicle: true,
  },
  { occ: 'commercial-terrain', home: 'pau', sectors: ['btp'], vehicle: false, areas: ['d:64', 'd:65'] },
  { occ: 'bid-manager', home: 'tours', skills: ['marches-publics'], remote: ['Hybride', 'Full remote'], days: [3] },
  { occ: 'channel-manager', home: 'paris-75015', sectors: ['it', 'cyber'], languages: [{ lang: 'en', level: 'C1' }] },
  { occ: 'avant-vente', home: 'paris-75015', sectors: ['telecom'], skills: ['rfp'] },
  { occ: 'solution-engineer', home: 'issy-les-moulineaux', sectors: ['telecom', 'saas'], skills: ['rfp'] },
  {
    occ: 'pricing-manager',
    home: 'lyon-69007',
    sectors: ['negoce', 'auto'],
    skills: ['excel', 'sap'],
    availableFrom: '2026-12-15',
  },
  {
    occ: 'developpeur-franchise',
    home: 'marseille-13008',
    areas: ['r:93', 'r:84'],
    sectors: ['restauration'],
  },
  { occ: 'developpeur-franchise', home: 'nantes', sectors: ['restauration'], areas: ['r:52'] },
  { occ: 'customer-service-manager', home: 'merignac', rate: 520, team: 35 },
  { occ: 'customer-service-manager', home: 'bordeaux', rate: 720, team: 12 },
  { occ: 'head-of-sales', home: 'paris-75011', sectors: ['saas'], remote: ['Full remote', 'Hybride'], days: [4, 5] },
  {
    occ: 'export-area-manager',
    home: 'lyon-69007',
    markets: ['moyen-orient', 'afrique', 'maghreb'],
    languages: [
      { lang: 'ar', level: 'C1' },
      { lang: 'en', level: 'C1' },
    ],
    availableFrom: '2027-01-20',
    durations: ['3 a 6 mois', '6 a 12 mois'],
    sectors: ['industrie'],
  },
  {
    occ: 'directeur-regional',
    home: 'nancy',
    sectors: ['medical'],
    years: 16,
    rate: 850,
    team: 8,
  },
  {
    occ: 'chef-des-ventes',
    home: 'metz',
    sectors: ['medical', 'pharma'],
    years: 12,
    rate: 780,
    team: 7,
    gender: 'f',
  },
  {
    occ: 'marketplace-manager',
    home: 'montpellier',
    skills: ['amazon-seller', 'cdiscount', 'manomano'],
    days: [3],
    remote: ['Full remote'],
  },
  {
    occ: 'revops',
    home: 'paris-75011',
    skills: ['hubspot', 'salesforce', 'power-bi', 'forecast'],
    remote: ['Hybride'],
  },
  { occ: 'partner-manager', home: 'lille', lang: 'en', areas: ['c:FR', 'c:BE'], remote: ['Full remote', 'Hybride'] },
  { occ: 'dc-transition', home: 'versailles', sectors: ['industrie'], lang: 'en', years: 24 },
  {
    occ: 'solution-engineer',
    home: 'paris-75008',
    lang: 'en',
    skills: ['salesforce'],
    languages: [
      { lang: 'en', level: 'C1' },
      { lang: 'de', level: 'B2' },
    ],
    years: 9,
  },
  { occ: 'bid-manager', home: 'bruxelles', languages: [{ lang: 'nl', level: 'C1' }], lang: 'en' },
  { occ: 'cx-manager', home: 'lyon-69003', skills: ['nps'], days: [3] },
  { occ: 'kam', home: 'levallois-perret', sectors: ['telecom'], availableFrom: NOW, lang: 'en' },
  {
    occ: 'nam',
    home: 'creteil',
    sectors: ['gms', 'agro'],
    skills: ['nego-annuelles'],
    availableFrom: NOW,
    rate: 620,
    days: [3, 4, 5],
    gender: 'f',
  },
  { occ: 'dc-transition', home: 'clermont-ferrand', sectors: ['emballage', 'industrie'], years: 22 },
  { occ: 'dc-transition', home: 'caen', sectors: ['industrie'], years: 20, durations: ['3 a 6 mois', '6 a 12 mois'] },
  { occ: 'dg-transition-bu', home: 'rouen', sectors: ['industrie', 'logistique'], years: 23 },
  { occ: 'dc-transition', home: 'lyon-69003', sectors: ['negoce'], years: 19, gender: 'f' },
  { occ: 'gestionnaire-adv', home: 'saint-nazaire', skills: ['sap-sd', 'order-to-cash'], durations: ['3 a 6 mois'] },
  { occ: 'responsable-adv', home: 'nantes', skills: ['sap-sd', 'order-to-cash'] },
  {
    occ: 'channel-account',
    home: 'toulouse',
    sectors: ['cyber'],
    skills: ['prm', 'salesforce'],
    languages: [{ lang: 'en', level: 'C1' }],
    remote: ['Full remote'],
    lang: 'en',
  },
  {
    occ: 'pricing-manager',
    home: 'paris-75008',
    skills: ['pricefx', 'sql', 'excel'],
    sectors: ['negoce', 'industrie'],
  },
  { occ: 'inside-sales', home: 'angers', sectors: ['saas'], skills: ['hubspot'], remote: ['Full remote'] },
  {
    occ: 'inside-sales',
    home: 'brest',
    sectors: ['saas'],
    skills: ['hubspot'],
    remote: ['Full remote', 'Hybride'],
    gender: 'f',
  },
  { occ: 'responsable-export', home: 'bordeaux', markets: ['afrique', 'maghreb'] },
  { occ: 'nam', home: 'rouen', sectors: ['rhf', 'agro'] },
  { occ: 'kam', home: 'nice', sectors: ['rhf'] },
  { occ: 'commercial-terrain', home: 'liege' },
  { occ: 'attache-commercial', home: 'namur', gender: 'f' },
  { occ: 'delegue-commercial', home: 'luxembourg' },
  { occ: 'business-developer', home: 'geneve' },
  { occ: 'business-developer', home: 'lausanne', gender: 'f' },
  { occ: 'gestionnaire-adv', home: 'creteil', gender: 'f' },
  { occ: 'chef-secteur-gms', home: 'lens' },
  { occ: 'chef-secteur-gms', home: 'valenciennes', gender: 'f' },
  { occ: 'directeur-regional', home: 'aix-en-provence' },
  { occ: 'technico-commercial', home: 'annecy' },
  { occ: 'gestionnaire-adv', home: 'reims', years: 1 },
  { occ: 'trade-marketing', home: 'paris-75015', years: 2 },
  { occ: 'cx-manager', home: 'nantes', skills: ['zendesk', 'nps'] },
  { occ: 'customer-success', home: 'paris-75011', skills: ['gainsight'], sectors: ['saas'], years: 8 },
  { occ: 'sales-ops', home: 'lyon-69003', skills: ['cpq', 'salesforce'] },
  { occ: 'commercial-terrain', home: 'quimper', areas: ['r:53'] },
  { occ: 'commercial-terrain', home: 'vannes', gender: 'f', areas: ['d:56', 'd:29'] },
  { occ: 'kam', home: 'paris-75008', years: 2 },
  { occ: 'account-executive', home: 'paris-75011', years: 6, sectors: ['saas'] },
];
