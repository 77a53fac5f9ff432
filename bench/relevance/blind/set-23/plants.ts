// Profiles with fixed attributes, so that demanding queries have answers and near misses. Everything a plant does not
// fix is drawn like any other profile; plants go to random slots of the pool.
import type { Lang, Level } from './corpus';

export interface Plant {
  tag: string;
  occ: string;
  home: string;
  years: number;
  gender?: 'm' | 'f';
  areas?: string[];
  available?: boolean;
  freeFrom?: string;
  interim?: boolean;
  tools?: string[];
  certs?: string[];
  skills?: string[];
  diplomas?: string[];
  sectors?: string[];
  langs?: Partial<Record<Lang, Level>>;
  remote?: string[];
  days?: string[];
  durations?: string[];
  rate?: number | null;
  cvLang?: 'fr' | 'en';
  declared?: string;
  last?: string;
}

export const PLANTS: Plant[] = [
  // industrial controller, Lyon, available
  { tag: 'p01', occ: 'cdg-ind', home: 'Villeurbanne', years: 9, available: true, areas: ['region:FR:84'] },
  { tag: 'p02', occ: 'cdg-ind', home: 'Lyon', years: 12, available: false, freeFrom: '2027-03-01' },
  { tag: 'p03', occ: 'cdg', home: 'Lyon', years: 6, available: true, sectors: ['services'] },
  // interim CFO, Nantes
  { tag: 'p04', occ: 'daf', home: 'Nantes', years: 18, interim: true, available: true },
  { tag: 'p05', occ: 'daf', home: 'Angers', years: 16, interim: true, available: true, areas: ['dept:49'] },
  { tag: 'p06', occ: 'daf', home: 'Nantes', years: 14, interim: false, available: true },
  { tag: 'p07', occ: 'raf', home: 'Saint-Nazaire', years: 11, interim: true, available: true },
  // buyer SAP Toulouse
  { tag: 'p08', occ: 'acheteur', home: 'Toulouse', years: 7, tools: ['SAP MM', 'Excel VBA'] },
  { tag: 'p09', occ: 'acheteur', home: 'Toulouse', years: 5, tools: ['Oracle', 'Coupa'] },
  { tag: 'p10', occ: 'acheteur', home: 'Montpellier', years: 8, tools: ['SAP MM'], areas: ['dept:34'] },
  // payroll ADP full remote
  { tag: 'p11', occ: 'paie-resp', home: 'Tours', years: 12, tools: ['ADP', 'Excel VBA'], remote: ['Full remote'] },
  { tag: 'p12', occ: 'paie', home: 'Rennes', years: 9, tools: ['ADP'], remote: ['Hybride', 'Full remote'] },
  { tag: 'p13', occ: 'paie-resp', home: 'Paris-15', years: 10, tools: ['ADP'], remote: ['Hybride'] },
  // HRBP English Paris
  { tag: 'p14', occ: 'hrbp', home: 'Boulogne-Billancourt', years: 8, langs: { en: 'C1' } },
  { tag: 'p15', occ: 'hrbp', home: 'Paris-09', years: 7, langs: { en: 'B1' } },
  // maintenance Grand Est
  { tag: 'p16', occ: 'maintenance', home: 'Metz', years: 14, areas: ['region:FR:44'] },
  { tag: 'p17', occ: 'maintenance', home: 'Nancy', years: 5 },
  { tag: 'p18', occ: 'maintenance', home: 'Dijon', years: 15, areas: ['dept:21'] },
  // supply chain manager, German, Alsace
  { tag: 'p19', occ: 'scm', home: 'Mulhouse', years: 13, langs: { de: 'C1' }, areas: ['dept:68', 'region:CH:BS'] },
  { tag: 'p20', occ: 'scm', home: 'Strasbourg', years: 10, langs: { de: 'A2' } },
  { tag: 'p21', occ: 'scm', home: 'Basel', years: 12, langs: { de: 'N', fr: 'C1' }, areas: ['region:CH:BS'] },
  // DPO part time
  { tag: 'p22', occ: 'dpo', home: 'Lille', years: 8, days: ['2', '3'] },
  { tag: 'p23', occ: 'dpo', home: 'Paris-08', years: 6, days: ['4'] },
  // treasurer Kyriba Geneva
  { tag: 'p24', occ: 'treso', home: 'Genève', years: 11, tools: ['Kyriba', 'Excel VBA'] },
  { tag: 'p25', occ: 'treso', home: 'Lausanne', years: 9, tools: ['Kyriba'], areas: ['region:CH:VD'] },
  { tag: 'p26', occ: 'treso', home: 'Genève', years: 8, tools: ['SAP TRM'] },
  // site manager Bordeaux
  { tag: 'p27', occ: 'conducteur', home: 'Mérignac', years: 12, available: true },
  { tag: 'p28', occ: 'conducteur', home: 'Bordeaux', years: 4, available: true },
  { tag: 'p29', occ: 'conducteur', home: 'Bordeaux', years: 15, available: false, freeFrom: '2027-04-01' },
  // quality IATF January
  {
    tag: 'p30',
    occ: 'qualite',
    home: 'Valenciennes',
    years: 10,
    certs: ['IATF 16949'],
    sectors: ['automobile'],
    available: false,
    freeFrom: '2027-01-04',
  },
  {
    tag: 'p31',
    occ: 'qualite',
    home: 'Montbéliard',
    years: 8,
    certs: ['IATF 16949'],
    sectors: ['automobile'],
    available: false,
    freeFrom: '2027-05-01',
  },
  { tag: 'p32', occ: 'sqe', home: 'Rennes', years: 6, certs: ['IATF 16949'], available: true },
  // consolidation Luxembourg
  { tag: 'p33', occ: 'conso', home: 'Luxembourg', years: 9, langs: { en: 'C2' } },
  { tag: 'p34', occ: 'conso', home: 'Thionville', years: 8, langs: { en: 'C1' }, areas: ['dept:57'] },
  { tag: 'p35', occ: 'conso', home: 'Esch-sur-Alzette', years: 7, langs: { en: 'B1' } },
  // renewables Occitanie and Nouvelle-Aquitaine
  {
    tag: 'p36',
    occ: 'enr',
    home: 'Montpellier',
    years: 6,
    skills: ['Photovoltaïque', 'Raccordement réseau', 'Autorisations environnementales'],
  },
  { tag: 'p37', occ: 'enr', home: 'Toulouse', years: 7, skills: ['Éolien', 'Autorisations environnementales'] },
  { tag: 'p38', occ: 'enr', home: 'Bordeaux', years: 2, skills: ['Photovoltaïque', 'Raccordement réseau'] },
  { tag: 'p39', occ: 'enr', home: 'Nantes', years: 1, skills: ['Éolien', 'Raccordement réseau'] },
  {
    tag: 'p40',
    occ: 'enr',
    home: 'Poitiers',
    years: 11,
    skills: ['Photovoltaïque', 'Autorisations environnementales', 'Développement de projets ENR'],
  },
  // HR director Belgium
  { tag: 'p41', occ: 'drh', home: 'Brussels', years: 20, interim: true, langs: { nl: 'C1' } },
  { tag: 'p42', occ: 'drh', home: 'Liège', years: 17, interim: true, langs: { nl: 'A2' } },
  { tag: 'p43', occ: 'drh', home: 'Antwerpen', years: 13, interim: false },
  // controller IDF rate
  { tag: 'p44', occ: 'cdg', home: 'Paris-15', years: 6, rate: 600 },
  { tag: 'p45', occ: 'cdg', home: 'Nanterre', years: 12, rate: 780 },
  { tag: 'p46', occ: 'cdg', home: 'Créteil', years: 4, rate: 550 },
  // places
  { tag: 'p47', occ: 'logistique', home: 'Arras', years: 10 },
  { tag: 'p48', occ: 'logistique', home: 'Amiens', years: 8, areas: ['dept:80'] },
  { tag: 'p49', occ: 'qualite', home: 'Colmar', years: 7 },
  { tag: 'p50', occ: 'qualite', home: 'Reims', years: 9, areas: ['dept:51'] },
  { tag: 'p51', occ: 'hse', home: 'Fos-sur-Mer', years: 9 },
  { tag: 'p52', occ: 'hse', home: 'Toulon', years: 6, areas: ['dept:83'] },
  { tag: 'p53', occ: 'conducteur', home: 'Genève', years: 8 },
  { tag: 'p54', occ: 'conducteur', home: 'Annemasse', years: 10, areas: ['dept:74'] },
  { tag: 'p55', occ: 'cdg', home: 'Luxembourg', years: 7 },
  {
    tag: 'p56',
    occ: 'scm',
    home: 'Lausanne',
    years: 11,
    langs: { en: 'C1' },
    tools: ['SAP MM', 'SAP IBP', 'Power BI'],
    skills: ['S&OP', 'Pilotage de la supply chain', 'Réduction des stocks'],
  },
  { tag: 'p57', occ: 'scm', home: 'Zürich', years: 10 },
  { tag: 'p58', occ: 'acheteur', home: 'Grenoble', years: 6 },
  { tag: 'p59', occ: 'acheteur', home: 'Clermont-Ferrand', years: 8, areas: ['dept:63'] },
  { tag: 'p60', occ: 'adv', home: 'Rueil-Malmaison', years: 9 },
  { tag: 'p61', occ: 'adv', home: 'Massy', years: 7, areas: ['dept:91'] },
  { tag: 'p62', occ: 'acheteur', home: 'Vénissieux', years: 4 },
  { tag: 'p63', occ: 'maintenance', home: 'Dunkerque', years: 11 },
  { tag: 'p64', occ: 'rrh', home: 'Aix-en-Provence', years: 9 },
  // juniors
  { tag: 'p65', occ: 'acheteur', home: 'Nantes', years: 1 },
  { tag: 'p66', occ: 'acheteur', home: 'Lille', years: 2, declared: '' },
  { tag: 'p67', occ: 'acheteur', home: 'Paris-09', years: 4 },
  { tag: 'p68', occ: 'comptable', home: 'Rennes', years: 1 },
  { tag: 'p69', occ: 'comptable', home: 'Lyon', years: 2 },
  // briefs
  {
    tag: 'p70',
    occ: 'daf',
    home: 'Lyon',
    years: 16,
    interim: true,
    available: true,
    sectors: ['métallurgie', 'plasturgie'],
  },
  { tag: 'p71', occ: 'daf', home: 'Grenoble', years: 20, interim: true, available: true },
  { tag: 'p72', occ: 'daf', home: 'Lyon', years: 12, interim: false, available: false, freeFrom: '2027-06-01' },
  {
    tag: 'p73',
    occ: 'dir-usine',
    home: 'Rennes',
    years: 18,
    interim: true,
    sectors: ['agroalimentaire'],
    available: true,
    cvLang: 'en',
    langs: { en: 'C2' },
  },
  {
    tag: 'p74',
    occ: 'dir-usine',
    home: 'Quimper',
    years: 14,
    interim: true,
    sectors: ['agroalimentaire'],
    available: false,
    freeFrom: '2027-01-12',
  },
  {
    tag: 'p75',
    occ: 'dir-usine',
    home: 'Nantes',
    years: 15,
    interim: true,
    sectors: ['agroalimentaire'],
    areas: ['dept:44'],
  },
  {
    tag: 'p76',
    occ: 'paie-resp',
    home: 'Orléans',
    years: 10,
    tools: ['Silae', 'Excel VBA'],
    days: ['2', '3'],
    remote: ['Hybride', 'Full remote'],
  },
  { tag: 'p77', occ: 'paie', home: 'Lille', years: 7, tools: ['Silae'], days: ['5'], remote: ['Hybride'] },
  { tag: 'p78', occ: 'conso', home: 'Courbevoie', years: 10, langs: { en: 'C1' } },
  {
    tag: 'p79',
    occ: 'category',
    home: 'Genève',
    years: 10,
    skills: ['Achats indirects', 'Stratégie achats', 'Appels d’offres'],
    cvLang: 'en',
    langs: { en: 'C2' },
  },
  { tag: 'p80', occ: 'dir-achats', home: 'Annemasse', years: 16, areas: ['dept:74', 'region:CH:GE'] },
  { tag: 'p81', occ: 'hse', home: 'Vénissieux', years: 12, skills: ['Seveso', 'ICPE', 'Culture sécurité'] },
  { tag: 'p82', occ: 'hse', home: 'Valence', years: 10, skills: ['Seveso', 'ISO 45001'], areas: ['dept:26'] },
  { tag: 'p83', occ: 'hse', home: 'Lyon', years: 7, skills: ['Document unique', 'ISO 45001'] },
  {
    tag: 'p84',
    occ: 'hrbp',
    home: 'Antwerpen',
    years: 9,
    langs: { nl: 'N', fr: 'C1', en: 'C1' },
    cvLang: 'en',
  },
  { tag: 'p85', occ: 'hrbp', home: 'Brussels', years: 7, langs: { nl: 'B2' } },
  { tag: 'p86', occ: 'hrbp', home: 'Namur', years: 8, langs: { nl: 'A2' } },
  {
    tag: 'p87',
    occ: 'demand',
    home: 'Quimper',
    years: 7,
    skills: ['S&OP', 'Prévisions des ventes', 'Fiabilité des prévisions'],
    sectors: ['agroalimentaire'],
  },
  { tag: 'p88', occ: 'cdg-ind', home: 'Besançon', years: 7, durations: ['3 a 6 mois', '6 a 12 mois'] },
  { tag: 'p89', occ: 'cdg-ind', home: 'Dijon', years: 9, areas: ['dept:21'] },
  { tag: 'p90', occ: 'cdg-ind', home: 'Belfort', years: 5 },
  { tag: 'p91', occ: 'dpo', home: 'Nantes', years: 10, sectors: ['santé'] },
  {
    tag: 'p92',
    occ: 'dir-indus',
    home: 'Clermont-Ferrand',
    years: 22,
    interim: true,
    sectors: ['plasturgie', 'automobile'],
  },
  {
    tag: 'p93',
    occ: 'dir-usine',
    home: 'Roanne',
    years: 17,
    interim: true,
    sectors: ['plasturgie'],
    areas: ['dept:42'],
  },
  { tag: 'p94', occ: 'juriste-aff', home: 'Marseille', years: 9, langs: { en: 'C1' }, days: ['2', '3'] },
  { tag: 'p95', occ: 'juriste-aff', home: 'Aix-en-Provence', years: 8, langs: { en: 'C1' }, days: ['5'] },
  { tag: 'p96', occ: 'contract-mgr', home: 'Marseille', years: 10, langs: { en: 'C2' }, days: ['1', '2'] },
  { tag: 'p97', occ: 'entrepot', home: 'Roubaix', years: 9, tools: ['Manhattan WMS', 'Excel VBA'] },
  { tag: 'p98', occ: 'entrepot', home: 'Arras', years: 6, tools: ['Excel VBA'], areas: ['dept:62'] },
  { tag: 'p99', occ: 'eco', home: 'Toulouse', years: 8 },
  { tag: 'p100', occ: 'eco', home: 'Albi', years: 5, areas: ['dept:81'] },
  {
    tag: 'p101',
    occ: 'daf',
    home: 'Luxembourg',
    years: 17,
    langs: { en: 'C1' },
    available: true,
    sectors: ['banque-assurance'],
  },
  {
    tag: 'p102',
    occ: 'daf',
    home: 'Metz',
    years: 15,
    areas: ['dept:57', 'country:LU'],
    langs: { en: 'B2' },
    available: true,
  },
  {
    tag: 'p103',
    occ: 'chef-compta',
    home: 'Rouen',
    years: 12,
    tools: ['Sage X3', 'Excel VBA'],
    available: true,
  },
  { tag: 'p104', occ: 'chef-compta', home: 'Le Havre', years: 9, tools: ['Cegid'], available: true },
  {
    tag: 'p105',
    occ: 'maintenance',
    home: 'La Roche-sur-Yon',
    years: 13,
    available: true,
    sectors: ['agroalimentaire'],
  },
  { tag: 'p106', occ: 'maintenance', home: 'Cholet', years: 10, available: true, areas: ['dept:49'] },
  {
    tag: 'p107',
    occ: 'drh',
    home: 'Metz',
    years: 19,
    interim: true,
    skills: ['PSE', 'Relations sociales', 'Dialogue social'],
  },
  { tag: 'p108', occ: 'drh', home: 'Nancy', years: 15, interim: true, skills: ['GPEC', 'Conduite du changement'] },
  { tag: 'p109', occ: 'chef-compta', home: 'Lille', years: 10 },
  { tag: 'p110', occ: 'adv', home: 'Nanterre', years: 5 },
];
