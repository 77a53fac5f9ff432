// Profiles drawn with some attributes fixed, so that the demanding queries have answers and near misses. They are
// shuffled into the pool with the others; the Truth does not say which ones they are.
import type { Day, Declared, Lang, Level, Mission, Remote } from './corpus';
import type { CertId, OccId, Sector, SkillId } from './vocab';

export interface Plant {
  occ: OccId;
  female?: boolean;
  years?: number;
  home?: string;
  cvLang?: 'fr' | 'en';
  skills?: SkillId[];
  noSkills?: SkillId[];
  sectors?: Sector[];
  declared?: Declared;
  interim?: boolean;
  freeFrom?: string;
  rate?: number | null;
  remote?: Remote[];
  days?: Day[];
  missions?: Mission[];
  /** Work-area keys: 'c:lyon3', 'd:FR-69', 'r:FR-84', 'p:FR'. */
  areas?: string[];
  langs?: { lang: Lang; level: Level }[];
  certs?: CertId[];
}

const FR_EN = (en: Level): { lang: Lang; level: Level }[] => [
  { lang: 'fr', level: 'native' },
  { lang: 'en', level: en },
];

export const PLANTS: Plant[] = [
  // category managers around Lyon
  { occ: 'category-manager', home: 'lyon3', years: 12, areas: ['c:lyon3'] },
  { occ: 'category-manager', home: 'lyon7', years: 4 },
  { occ: 'category-manager', home: 'grenoble', years: 9, areas: ['c:grenoble'] },
  { occ: 'buyer', home: 'lyon3', years: 10 },
  // warehouses in Hauts-de-France
  { occ: 'warehouse-manager', home: 'dourges', freeFrom: '2026-11-20' },
  { occ: 'warehouse-manager', home: 'lesquin', freeFrom: '2026-12-20', areas: ['c:lesquin'] },
  { occ: 'dc-manager', home: 'lens', freeFrom: '2026-11-02' },
  { occ: 'warehouse-manager', home: 'reims', freeFrom: '2026-11-10', areas: ['c:reims'] },
  // demand planners and planning tools
  { occ: 'demand-planner', skills: ['sap-ibp'], remote: ['Full remote'], years: 8 },
  { occ: 'demand-planner', skills: ['kinaxis'], noSkills: ['sap-ibp'], remote: ['Full remote', 'Hybride'] },
  { occ: 'demand-planner', skills: ['sap-ibp'], remote: ['Sur site', 'Hybride'] },
  {
    occ: 'demand-planner',
    years: 9,
    skills: ['kinaxis'],
    langs: [
      { lang: 'en', level: 'fluent' },
      { lang: 'fr', level: 'professional' },
    ],
    remote: ['Full remote'],
    cvLang: 'en',
    home: 'brussels',
  },
  { occ: 'demand-planner', years: 2 },
  { occ: 'demand-planner', years: 1, female: true },
  { occ: 'demand-planner', years: 3 },
  { occ: 'demand-planner', skills: ['power-bi', 'demand-forecast'] },
  // food quality in the west
  { occ: 'qhse-food', home: 'vitre', skills: ['ifs'], freeFrom: '2026-11-20', areas: ['c:vitre', 'r:FR-53'] },
  { occ: 'qhse-food', home: 'lamballe', skills: ['brc'], noSkills: ['ifs'], freeFrom: '2026-11-01' },
  { occ: 'qhse-food', home: 'quimper', skills: ['ifs'], freeFrom: '2027-03-01' },
  { occ: 'qhse-food', home: 'nantes', skills: ['ifs'], freeFrom: '2026-10-15', areas: ['c:nantes'] },
  // TMS consultants and English
  { occ: 'tms-consultant', langs: FR_EN('fluent') },
  { occ: 'tms-consultant', langs: FR_EN('intermediate') },
  // supply chain managers near Rungis and their rate
  { occ: 'supply-chain-manager', home: 'rungis', rate: 580 },
  { occ: 'supply-chain-manager', home: 'wissous', rate: 640 },
  // buyers in Île-de-France
  { occ: 'buyer', home: 'massy', sectors: ['gsa'], days: ['4'] },
  { occ: 'buyer', home: 'montreuil', sectors: ['fmcg'], days: ['5'] },
  { occ: 'buyer', home: 'boulogne-b', sectors: ['fashion'], days: ['4', '5'] },
  // trade marketing in Paris
  { occ: 'trade-marketing', home: 'paris8', remote: ['Hybride'] },
  { occ: 'shopper-marketing', home: 'boulogne-b', remote: ['Hybride', 'Full remote'] },
  // transport in the Loiret
  { occ: 'transport-manager', home: 'saran', freeFrom: '2027-01-05' },
  { occ: 'transport-manager', home: 'orleans', freeFrom: '2027-02-15', areas: ['c:orleans'] },
  { occ: 'fleet-manager', home: 'orleans', freeFrom: '2026-12-15' },
  // S&OP and German
  {
    occ: 'sop-lead',
    langs: [
      { lang: 'fr', level: 'native' },
      { lang: 'en', level: 'fluent' },
      { lang: 'de', level: 'fluent' },
    ],
  },
  {
    occ: 'sop-lead',
    home: 'strasbourg',
    langs: [
      { lang: 'fr', level: 'native' },
      { lang: 'en', level: 'professional' },
      { lang: 'de', level: 'basic' },
    ],
  },
  {
    occ: 'demand-planner',
    home: 'basel',
    cvLang: 'en',
    langs: [
      { lang: 'en', level: 'fluent' },
      { lang: 'de', level: 'native' },
      { lang: 'fr', level: 'professional' },
    ],
  },
  // e-commerce on Shopify, remote
  { occ: 'ecommerce-manager', skills: ['shopify'], remote: ['Full remote', 'Hybride'] },
  { occ: 'ecommerce-manager', skills: ['magento'], noSkills: ['shopify'], remote: ['Full remote'] },
  // food plants in Normandy and Brittany
  { occ: 'plant-manager-food', home: 'caen', interim: true, years: 18 },
  { occ: 'plant-manager-food', home: 'evreux', interim: false, years: 14 },
  { occ: 'production-manager-food', home: 'rouen', interim: true, years: 12 },
  { occ: 'plant-manager-food', home: 'quimperle', interim: true, years: 20, sectors: ['food'] },
  { occ: 'plant-manager-food', home: 'lamballe', interim: false, years: 9 },
  // places
  { occ: 'warehouse-manager', home: 'lyon7' },
  { occ: 'supply-chain-manager', home: 'villefranche' },
  { occ: 'dc-manager', home: 'corbas' },
  { occ: 'wms-consultant', home: 'lille' },
  { occ: 'wms-consultant', home: 'dourges' },
  { occ: 'wms-consultant', home: 'amiens', areas: ['c:amiens'] },
  { occ: 'supply-chain-manager', home: 'rennes' },
  { occ: 'supply-chain-director', home: 'lorient' },
  { occ: 'store-manager', home: 'marseille', female: true },
  { occ: 'store-manager', home: 'nice' },
  { occ: 'buyer', home: 'brussels' },
  { occ: 'buyer', home: 'liege', cvLang: 'fr' },
  { occ: 'category-manager', home: 'antwerpen', cvLang: 'en' },
  { occ: 'supply-chain-manager', home: 'geneve' },
  { occ: 'supply-chain-manager', home: 'lausanne' },
  { occ: 'sop-lead', home: 'zurich', cvLang: 'en' },
  { occ: 'ecommerce-manager', home: 'roubaix' },
  { occ: 'marketplace-specialist', home: 'lille' },
  { occ: 'ecommerce-manager', home: 'vda' },
  { occ: 'nb-dev-ecommerce', home: 'lille' },
  { occ: 'supply-planner', home: 'sqf' },
  { occ: 'demand-planner', home: 'annecy' },
  { occ: 'supply-planner', home: 'clermont', areas: ['c:clermont'] },
  { occ: 'hotel-manager', home: 'nice' },
  { occ: 'hotel-manager', home: 'aix', areas: ['c:aix'] },
  { occ: 'revenue-manager', home: 'nice' },
  // seniority
  { occ: 'rd-food', years: 1 },
  { occ: 'rd-food', years: 3 },
  { occ: 'wms-consultant', years: 14 },
  { occ: 'traffic-manager', years: 2 },
  { occ: 'ecommerce-manager', years: 2 },
  // abbreviations and skills
  { occ: 'wms-consultant', skills: ['reflex'] },
  { occ: 'supply-planner', certs: ['cpim'] },
  { occ: 'demand-planner', certs: ['cscp'] },
  { occ: 'customs-specialist', skills: ['oea'] },
  { occ: 'wms-consultant', skills: ['sap-ewm'] },
  { occ: 'warehouse-manager', skills: ['sap-ewm'] },
  // briefs and job ads
  {
    occ: 'warehouse-manager',
    home: 'rungis',
    skills: ['cold-chain'],
    freeFrom: '2026-12-28',
    missions: ['3 a 6 mois', '6 a 12 mois'],
  },
  {
    occ: 'warehouse-manager',
    home: 'wissous',
    noSkills: ['cold-chain'],
    sectors: ['diy'],
    freeFrom: '2027-01-05',
    missions: ['6 a 12 mois'],
  },
  { occ: 'dc-manager', home: 'fleury', skills: ['cold-chain'], freeFrom: '2026-11-15', missions: ['6 a 12 mois'] },
  { occ: 'category-manager', home: 'lille', sectors: ['gsa'], days: ['3'], areas: ['c:lille'] },
  { occ: 'category-manager', home: 'vda', sectors: ['gsa'], days: ['4', '5'] },
  { occ: 'category-manager', home: 'lille', sectors: ['sport'], days: ['2', '3'] },
  { occ: 'wms-consultant', home: 'lyon3', skills: ['manhattan', 'automation'] },
  { occ: 'wms-consultant', home: 'sqf', skills: ['reflex'], noSkills: ['manhattan', 'automation'] },
  { occ: 'wms-consultant', home: 'villefranche', skills: ['manhattan'], noSkills: ['automation'] },
  { occ: 'sop-lead', home: 'paris12', sectors: ['drinks'], langs: FR_EN('fluent'), remote: ['Hybride'] },
  {
    occ: 'sop-lead',
    home: 'boulogne-b',
    sectors: ['fmcg'],
    langs: FR_EN('professional'),
    remote: ['Hybride', 'Sur site'],
  },
  { occ: 'procurement-indirect', days: ['2', '3'] },
  { occ: 'procurement-indirect', days: ['1', '2'] },
  { occ: 'restaurant-ops', home: 'bordeaux' },
  { occ: 'restaurant-ops', home: 'toulouse' },
  { occ: 'restaurant-ops', home: 'montpellier', areas: ['c:montpellier'] },
  { occ: 'freight-air', home: 'roissy', certs: ['iata-dgr'], freeFrom: '2026-11-25' },
  { occ: 'freight-air', home: 'gonesse', certs: ['iata-dgr'], freeFrom: '2027-03-01' },
  { occ: 'freight-forwarder', home: 'roissy', certs: ['iata-dgr'], freeFrom: '2026-12-05' },
  {
    occ: 'supply-chain-director',
    home: 'namur',
    cvLang: 'en',
    interim: true,
    langs: [
      { lang: 'fr', level: 'native' },
      { lang: 'nl', level: 'fluent' },
      { lang: 'en', level: 'fluent' },
    ],
  },
  {
    occ: 'supply-chain-director',
    home: 'brussels',
    interim: true,
    langs: [
      { lang: 'fr', level: 'native' },
      { lang: 'en', level: 'fluent' },
      { lang: 'nl', level: 'basic' },
    ],
  },
  {
    occ: 'supply-chain-manager',
    home: 'liege',
    interim: true,
    years: 12,
    langs: [
      { lang: 'fr', level: 'native' },
      { lang: 'nl', level: 'professional' },
      { lang: 'en', level: 'fluent' },
    ],
  },
  {
    occ: 'category-manager',
    home: 'massy',
    sectors: ['gsa', 'dairy'],
    years: 9,
    freeFrom: '2027-01-04',
    days: ['4', '5'],
  },
  { occ: 'category-manager', home: 'paris12', sectors: ['gsa'], years: 6, freeFrom: '2026-12-10', days: ['4'] },
  { occ: 'buyer', home: 'rungis', sectors: ['gsa'], years: 11, freeFrom: '2026-12-01', days: ['4'] },
  {
    occ: 'transport-manager',
    home: 'miramas',
    interim: true,
    years: 15,
    skills: ['cold-chain'],
    freeFrom: '2026-11-20',
  },
  {
    occ: 'transport-manager',
    home: 'avignon',
    interim: true,
    years: 13,
    skills: ['cold-chain'],
    freeFrom: '2026-11-28',
    areas: ['c:avignon'],
  },
  {
    occ: 'transport-manager',
    home: 'marseille',
    interim: false,
    years: 6,
    noSkills: ['cold-chain'],
    freeFrom: '2026-11-28',
  },
  {
    occ: 'warehouse-manager',
    home: 'bettembourg',
    cvLang: 'en',
    langs: [
      { lang: 'en', level: 'fluent' },
      { lang: 'fr', level: 'fluent' },
      { lang: 'de', level: 'professional' },
    ],
    freeFrom: '2027-01-04',
  },
  { occ: 'dc-manager', home: 'metz', langs: FR_EN('professional'), freeFrom: '2026-12-15', areas: ['c:metz'] },
  { occ: 'warehouse-manager', home: 'esch', cvLang: 'fr', langs: FR_EN('intermediate'), freeFrom: '2026-11-01' },
];
