/**
 * Planted profiles: fixed attributes so the demanding queries have answers and near misses.
 * Everything not fixed here is drawn like any other profile.
 */
import type { LangLevel, Truth } from './model';

export interface Plant {
  tag: string;
  occ: string;
  gender?: 'f' | 'm';
  cvLang?: 'fr' | 'en';
  home: string;
  /** 'c:City' | 'd:33' | 'r:75' | 'p:FR' */
  areas?: string[];
  units?: string[];
  settings?: string[];
  skills?: string[];
  years?: number;
  available?: boolean;
  freeFrom?: string;
  rate?: number | null;
  nights?: boolean;
  weekends?: boolean;
  days?: number[];
  durations?: Truth['durations'];
  languages?: { lang: string; level: LangLevel }[];
  remote?: Truth['remote'];
}

const FR: { lang: string; level: LangLevel } = { lang: 'fr', level: 'natif' };

export const PLANTS: Plant[] = [
  // combo: IDE nuit EHPAD Bordeaux
  {
    tag: 'ide-nuit-ehpad-bdx',
    occ: 'ide',
    home: 'Bordeaux',
    areas: ['d:33'],
    settings: ['ehpad'],
    units: ['geriatrie'],
    nights: true,
  },
  {
    tag: 'ide-nuit-ehpad-tls',
    occ: 'ide',
    home: 'Toulouse',
    areas: ['d:31'],
    settings: ['ehpad'],
    units: ['geriatrie'],
    nights: true,
  },
  {
    tag: 'ide-jour-ehpad-bdx',
    occ: 'ide',
    home: 'Mérignac',
    areas: ['c:Bordeaux'],
    settings: ['ehpad'],
    nights: false,
  },
  // combo: IBODE bloc ortho Lyon dispo
  {
    tag: 'ibode-ortho-lyon',
    occ: 'ibode',
    home: 'Lyon 03',
    areas: ['d:69'],
    units: ['bloc', 'ortho'],
    skills: ['orthobloc', 'instrumentation'],
    available: true,
  },
  {
    tag: 'ibode-ortho-lyon-busy',
    occ: 'ibode',
    home: 'Villeurbanne',
    areas: ['c:Lyon 03'],
    units: ['bloc', 'ortho'],
    skills: ['orthobloc'],
    available: false,
    freeFrom: '2027-03-15',
  },
  // combo: infirmière réa anglais
  {
    tag: 'ide-rea-en',
    occ: 'ide',
    gender: 'f',
    home: 'Paris 13',
    areas: ['r:11'],
    units: ['rea', 'usc'],
    skills: ['vni', 'ecmo'],
    languages: [FR, { lang: 'en', level: 'courant' }],
  },
  {
    tag: 'ide-rea-en-weak',
    occ: 'ide',
    gender: 'f',
    home: 'Créteil',
    areas: ['d:94'],
    units: ['rea'],
    languages: [FR, { lang: 'en', level: 'notions' }],
  },
  // combo: médecin remplaçant Bretagne 3 mois
  { tag: 'mg-bzh', occ: 'medgen', home: 'Quimper', areas: ['r:53'], durations: ['< 3 mois'], settings: ['cabinet'] },
  // combo: kiné EHPAD 2 jours
  {
    tag: 'kine-ehpad-2j',
    occ: 'kine',
    home: 'Nantes',
    areas: ['d:44'],
    settings: ['ehpad', 'cabinet'],
    units: ['geriatrie'],
    days: [2],
  },
  // combo: AS SSIAD week-end
  {
    tag: 'as-ssiad-we',
    occ: 'as',
    gender: 'f',
    home: 'Tours',
    areas: ['d:37'],
    settings: ['ssiad', 'domicile'],
    weekends: true,
  },
  // combo: IDE dialyse janvier
  {
    tag: 'ide-dialyse-jan',
    occ: 'ide',
    home: 'Metz',
    areas: ['d:57'],
    units: ['dialyse'],
    skills: ['hemodialyse'],
    available: false,
    freeFrom: '2027-01-05',
  },
  {
    tag: 'ide-dialyse-mar',
    occ: 'ide',
    home: 'Nancy',
    areas: ['d:54'],
    units: ['dialyse'],
    skills: ['hemodialyse'],
    available: false,
    freeFrom: '2027-03-01',
  },
  // combo: urgentiste SMUR Occitanie
  {
    tag: 'urg-smur-occ',
    occ: 'urgentiste',
    home: 'Toulouse',
    areas: ['r:76'],
    skills: ['smur', 'echo'],
    settings: ['samu', 'chu'],
  },
  // combo: puéricultrice néonat Paris
  {
    tag: 'puer-neonat-paris',
    occ: 'puer',
    gender: 'f',
    home: 'Paris 15',
    areas: ['d:75', 'd:92'],
    units: ['neonat'],
    skills: ['neonatsoins'],
  },
  // combo: cadre de santé intérim 6 mois IDF
  {
    tag: 'cds-idf-6m',
    occ: 'cadresante',
    home: 'Versailles',
    areas: ['r:11'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  // combo: orthophoniste allemand Strasbourg
  {
    tag: 'ortho-de-stras',
    occ: 'orthophoniste',
    home: 'Strasbourg',
    areas: ['d:67'],
    languages: [FR, { lang: 'de', level: 'courant' }],
  },
  {
    tag: 'ortho-stras-node',
    occ: 'orthophoniste',
    home: 'Strasbourg',
    areas: ['c:Strasbourg'],
    languages: [FR, { lang: 'en', level: 'professionnel' }],
  },
  {
    tag: 'ortho-de-lyon',
    occ: 'orthophoniste',
    home: 'Lyon 08',
    areas: ['d:69'],
    languages: [FR, { lang: 'de', level: 'bilingue' }],
  },
  // combo: IDE psychiatrie Lille nuit
  {
    tag: 'ide-psy-lille-nuit',
    occ: 'ide',
    home: 'Lille',
    areas: ['d:59'],
    units: ['psy'],
    settings: ['epsm'],
    nights: true,
  },
  // brief: IDE nuit EHPAD Nancy avant le 15/12
  {
    tag: 'ide-nuit-ehpad-nancy',
    occ: 'ide',
    gender: 'f',
    home: 'Nancy',
    areas: ['d:54', 'd:57'],
    settings: ['ehpad'],
    nights: true,
    available: true,
  },
  {
    tag: 'ide-nuit-ehpad-nancy-late',
    occ: 'ide',
    home: 'Nancy',
    areas: ['d:54'],
    settings: ['ehpad'],
    nights: true,
    available: false,
    freeFrom: '2027-02-01',
  },
  // brief: MG Creuse février
  {
    tag: 'mg-creuse',
    occ: 'medgen',
    home: 'Limoges',
    areas: ['d:87', 'd:23', 'd:19'],
    durations: ['< 3 mois'],
    available: false,
    freeFrom: '2027-01-20',
  },
  // brief: IBODE ortho Marseille immédiat
  {
    tag: 'ibode-ortho-mrs',
    occ: 'ibode',
    home: 'Marseille 05',
    areas: ['d:13'],
    units: ['ortho'],
    skills: ['orthobloc'],
    settings: ['clinique'],
    available: true,
  },
  // brief: kiné SMR Haute-Savoie 4 j, 6 mois
  {
    tag: 'kine-smr-74',
    occ: 'kine',
    home: 'Annecy',
    areas: ['d:74', 'd:73'],
    settings: ['smr'],
    units: ['smr'],
    days: [4],
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  // brief: directrice EHPAD Aveyron 650 max
  {
    tag: 'dir-ehpad-rodez',
    occ: 'direhpad',
    gender: 'f',
    home: 'Rodez',
    areas: ['d:12', 'd:46', 'd:81'],
    rate: 600,
    durations: ['3 a 6 mois'],
  },
  { tag: 'dir-ehpad-rodez-dear', occ: 'direhpad', home: 'Albi', areas: ['r:76'], rate: 780, durations: ['3 a 6 mois'] },
  // brief: sage-femme maternité Toulouse 6 mois
  {
    tag: 'sf-mat-tls',
    occ: 'sagefemme',
    home: 'Toulouse',
    areas: ['d:31'],
    units: ['maternite'],
    settings: ['chu'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  // brief: AS nuit Alzheimer Rennes
  {
    tag: 'as-nuit-alz-rennes',
    occ: 'as',
    home: 'Rennes',
    areas: ['d:35'],
    units: ['alzheimer'],
    skills: ['alzheimer'],
    nights: true,
  },
  // brief: IDEC SSIAD Guadeloupe
  {
    tag: 'idec-ssiad-gp',
    occ: 'idec',
    gender: 'f',
    home: 'Les Abymes',
    areas: ['r:01'],
    settings: ['ssiad'],
    years: 12,
    languages: [FR, { lang: 'cr', level: 'natif' }],
  },
  // brief: IDE urgences IOA Montpellier
  {
    tag: 'ide-urg-mtp',
    occ: 'ide',
    home: 'Montpellier',
    areas: ['d:34', 'd:30'],
    units: ['urgences'],
    skills: ['ioa', 'afgsu2'],
    settings: ['chu'],
    nights: true,
    weekends: true,
    available: false,
    freeFrom: '2027-01-02',
    rate: 330,
    durations: ['< 3 mois', '3 a 6 mois'],
  },
  // brief: médecin co Aurillac 2 jours
  {
    tag: 'medco-aurillac',
    occ: 'medco',
    home: 'Aurillac',
    areas: ['d:15', 'd:63'],
    skills: ['pathos', 'evalesms'],
    days: [2, 3],
    durations: ['> 12 mois', '6 a 12 mois'],
  },
  // brief: chef de projet DPI Easily Normandie
  {
    tag: 'cpdpi-easily-norm',
    occ: 'cpdpi',
    home: 'Rouen',
    areas: ['r:28'],
    skills: ['dpi', 'easily', 'hl7', 'ins'],
    settings: ['chu', 'editeur'],
    durations: ['6 a 12 mois'],
    remote: ['Hybride'],
  },
  // brief: TIM HAD full remote 3 j
  {
    tag: 'tim-had-remote',
    occ: 'tim',
    home: 'Poitiers',
    areas: ['p:FR'],
    settings: ['had'],
    available: true,
    skills: ['pmsi', 'cim10'],
    remote: ['Full remote', 'Hybride'],
    days: [3],
    years: 8,
  },
  // brief: qualité certification HAS Nantes
  {
    tag: 'qual-has-nantes',
    occ: 'qualite',
    home: 'Nantes',
    areas: ['r:52'],
    skills: ['certifhas', 'patienttraceur', 'grs'],
    settings: ['clinique'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  // brief: MG Saint-Denis arabe 3 jours
  {
    tag: 'mg-93-ar',
    occ: 'medgen',
    home: 'Saint-Denis 93',
    areas: ['d:93', 'd:75'],
    settings: ['centresante'],
    days: [3],
    languages: [FR, { lang: 'ar', level: 'courant' }],
  },
  // brief: technicienne labo Reims
  {
    tag: 'tech-labo-reims',
    occ: 'techlabo',
    gender: 'f',
    home: 'Reims',
    areas: ['d:51'],
    skills: ['prelevement', 'hemato'],
    available: false,
    freeFrom: '2027-01-04',
  },
  // brief EN: ICU nurse Geneva
  {
    tag: 'icu-geneva',
    occ: 'ide',
    cvLang: 'en',
    home: 'Genève',
    areas: ['p:CH'],
    units: ['rea'],
    available: true,
    durations: ['< 3 mois'],
    languages: [
      { lang: 'fr', level: 'courant' },
      { lang: 'en', level: 'natif' },
    ],
  },
  // brief EN: locum anaesthetist Luxembourg
  {
    tag: 'anesth-lux',
    occ: 'anesth',
    home: 'Luxembourg',
    areas: ['p:LU'],
    durations: ['< 3 mois'],
    available: false,
    freeFrom: '2027-02-22',
    languages: [FR, { lang: 'de', level: 'courant' }, { lang: 'lb', level: 'notions' }],
  },
  // brief EN: care home manager Brussels Dutch
  {
    tag: 'dir-ehpad-bxl',
    occ: 'direhpad',
    home: 'Brussels',
    areas: ['p:BE'],
    years: 14,
    languages: [FR, { lang: 'nl', level: 'courant' }],
  },
  {
    tag: 'dir-ehpad-bxl-nonl',
    occ: 'direhpad',
    home: 'Namur',
    areas: ['p:BE'],
    years: 9,
    languages: [FR, { lang: 'en', level: 'professionnel' }],
  },
  // brief EN: physio respiratory Bordeaux
  {
    tag: 'kine-resp-bdx',
    occ: 'kine',
    home: 'Bordeaux',
    areas: ['d:33'],
    skills: ['kineresp'],
    settings: ['cabinet', 'domicile'],
    available: true,
  },
  // brief EN: FHIR remote 3 days
  {
    tag: 'interop-fhir-remote',
    occ: 'interop',
    home: 'Lille',
    areas: ['p:FR'],
    skills: ['fhir', 'hl7'],
    remote: ['Full remote'],
    days: [3],
  },
  // brief EN: occupational physician Lyon 2 days
  { tag: 'medtrav-lyon-2j', occ: 'medtravail', home: 'Lyon 08', areas: ['d:69'], days: [2] },
  // ad: IDE urgences Bastia
  {
    tag: 'ide-urg-bastia',
    occ: 'ide',
    home: 'Marseille 13',
    areas: ['r:94', 'd:13'],
    units: ['urgences'],
    nights: true,
    available: true,
    durations: ['< 3 mois'],
  },
  // ad: direction EHPAD Haute-Marne
  {
    tag: 'dir-ehpad-52',
    occ: 'direhpad',
    home: 'Troyes',
    areas: ['r:44'],
    skills: ['evalesms', 'cpom', 'budget'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
    years: 12,
    available: false,
    freeFrom: '2027-01-11',
  },
  // ad: MG Mende
  {
    tag: 'mg-mende',
    occ: 'medgen',
    home: 'Rodez',
    areas: ['d:12', 'd:48'],
    durations: ['< 3 mois'],
    settings: ['centresante', 'cabinet'],
    available: false,
    freeFrom: '2027-02-01',
  },
  // ad EN: urgentiste La Réunion
  {
    tag: 'urg-reunion',
    occ: 'urgentiste',
    cvLang: 'en',
    home: 'Saint-Pierre',
    areas: ['r:04'],
    durations: ['< 3 mois', '3 a 6 mois'],
  },
  // ad: IBODE robot Annecy
  {
    tag: 'ibode-robot-annecy',
    occ: 'ibode',
    home: 'Annecy',
    areas: ['d:74'],
    skills: ['robot', 'coelio'],
    settings: ['clinique'],
  },
  // ad: cadre de santé gériatrie Limoges
  {
    tag: 'cds-geria-limoges',
    occ: 'cadresante',
    home: 'Limoges',
    areas: ['d:87'],
    units: ['geriatrie'],
    durations: ['3 a 6 mois'],
    available: false,
    freeFrom: '2027-02-01',
  },
  // ad EN: director of nursing Vaud
  {
    tag: 'dirsoins-vaud',
    occ: 'dirsoins',
    cvLang: 'en',
    home: 'Lausanne',
    areas: ['p:CH'],
    durations: ['6 a 12 mois'],
    years: 16,
    available: false,
    freeFrom: '2027-02-01',
  },
  // ad: IPA onco Nice
  { tag: 'ipa-onco-nice', occ: 'ipa', home: 'Nice', areas: ['d:06'], units: ['onco'], skills: ['chimio', 'etp'] },
  // brief: manip IRM Lille week-ends
  { tag: 'manip-irm-lille', occ: 'manip', home: 'Roubaix', areas: ['d:59'], skills: ['irm'], weekends: true },
  // place queries
  { tag: 'as-93', occ: 'as', gender: 'f', home: 'Saint-Denis 93', areas: ['d:93', 'd:95'] },
  { tag: 'as-94', occ: 'as', gender: 'm', home: 'Créteil', areas: ['c:Créteil'] },
  { tag: 'mg-corse', occ: 'medgen', home: 'Ajaccio', areas: ['r:94'], durations: ['< 3 mois'] },
  { tag: 'kine-bzh', occ: 'kine', home: 'Brest', areas: ['d:29'] },
];
