/**
 * Profiles with some fixed attributes, so that the demanding queries have answers and near misses. The generator
 * draws everything else at random; nothing in the Truth or the profile tells them apart.
 */
import type { Level, Remote } from './corpus';

export interface Plant {
  occ: string;
  gender?: 'f' | 'm';
  cvLang?: 'fr' | 'en';
  /** Home: a key of CITIES or FOREIGN in areas.ts. */
  home?: string;
  /** Work areas as 'ville:69001 Lyon', 'dept:69', 'region:84', 'pays:FR'. */
  areas?: string[];
  skills?: string[];
  noSkills?: string[];
  sectors?: string[];
  sectorsOnly?: boolean;
  years?: number;
  available?: boolean;
  from?: string;
  rate?: number | null;
  remote?: Remote[];
  days?: number[];
  langs?: [string, Level][];
  pairs?: string[];
  certs?: string[];
  certsOnly?: boolean;
  first?: string;
  last?: string;
}

export const PLANTS: Plant[] = [
  // motion designers around Lyon
  {
    occ: 'motion',
    home: '69003 Lyon',
    areas: ['ville:69003 Lyon', 'dept:69'],
    available: true,
    years: 6,
    skills: ['After Effects', 'Cinema 4D'],
  },
  {
    occ: 'motion',
    home: '69100 Villeurbanne',
    areas: ['ville:69100 Villeurbanne'],
    available: false,
    from: '2027-03-15',
    years: 8,
    skills: ['Cinema 4D'],
  },
  {
    occ: 'motion',
    home: '13006 Marseille',
    areas: ['ville:13006 Marseille'],
    available: true,
    years: 7,
    skills: ['Cinema 4D'],
  },
  {
    occ: 'motion',
    home: '69007 Lyon',
    areas: ['region:84'],
    available: false,
    from: '2027-01-04',
    years: 9,
    skills: ['After Effects', 'Cinema 4D'],
    gender: 'f',
  },
  {
    occ: 'motion',
    home: '38000 Grenoble',
    areas: ['ville:38000 Grenoble', 'ville:69001 Lyon'],
    available: true,
    years: 11,
    noSkills: ['Cinema 4D'],
  },
  // graphic designers in Nantes
  { occ: 'graphiste', home: '44000 Nantes', areas: ['ville:44000 Nantes', 'dept:44'], days: [3, 4, 5] },
  { occ: 'graphiste', home: '44200 Nantes', areas: ['ville:44200 Nantes'], days: [5] },
  { occ: 'graphiste', home: '44400 Rezé', days: [2, 3], gender: 'f' },
  // sound engineers in Lille, Switzerland
  {
    occ: 'ingeson',
    home: '59000 Lille',
    areas: ['ville:59000 Lille', 'dept:59'],
    years: 9,
    available: false,
    from: '2027-01-11',
  },
  { occ: 'ingeson', home: '59100 Roubaix', years: 5, available: true },
  { occ: 'ingeson', home: '59800 Lille', years: 12, available: false, from: '2027-02-15' },
  { occ: 'ingeson', home: 'Genève', areas: ['ville:Genève', 'pays:CH'] },
  { occ: 'ingeson', home: 'Lausanne', cvLang: 'fr' },
  { occ: 'ingeson', home: '74100 Annemasse', areas: ['ville:74100 Annemasse', 'dept:74'] },
  // illustrators in Bordeaux
  {
    occ: 'illustrateur',
    gender: 'f',
    home: '33000 Bordeaux',
    skills: ['Procreate', 'jeunesse'],
    remote: ['Full remote'],
    sectors: ['jeunesse'],
  },
  { occ: 'illustrateur', gender: 'f', home: '33600 Pessac', noSkills: ['Procreate'], skills: ['Clip Studio Paint'] },
  // game developers
  { occ: 'gamedev', home: '69001 Lyon', skills: ['Unity', 'C#'], cvLang: 'fr' },
  { occ: 'gamedev', home: '69100 Villeurbanne', skills: ['Unreal Engine', 'C++'], noSkills: ['Unity', 'C#'] },
  { occ: 'gamedev', home: '38000 Grenoble', areas: ['ville:38000 Grenoble'], skills: ['Unity', 'C#'] },
  { occ: 'gamedev', home: '34000 Montpellier', skills: ['Unity', 'C#'] },
  // translators
  { occ: 'traducteur', home: '67000 Strasbourg', pairs: ['de>fr', 'en>fr'], cvLang: 'fr' },
  { occ: 'traducteur', home: '67000 Strasbourg', pairs: ['en>fr'], cvLang: 'fr', langs: [['de', 'B1']] },
  { occ: 'traducteur', home: '57000 Metz', areas: ['ville:57000 Metz'], pairs: ['de>fr'], cvLang: 'fr' },
  { occ: 'traducteur', home: 'Brussels', pairs: ['nl>fr', 'en>fr'], cvLang: 'fr' },
  { occ: 'traducteur', home: 'Liège', pairs: ['de>fr'], cvLang: 'fr' },
  { occ: 'traducteur', home: '59000 Lille', areas: ['ville:59000 Lille', 'pays:BE'], pairs: ['nl>fr'], cvLang: 'fr' },
  {
    occ: 'traducteur',
    cvLang: 'en',
    pairs: ['fr>en'],
    sectors: ['culture'],
    skills: ['traduction marketing'],
    home: '69001 Lyon',
  },
  { occ: 'traducteur', cvLang: 'en', pairs: ['fr>en'], sectors: ['tech'], sectorsOnly: true, home: '31000 Toulouse' },
  // community managers in Rennes
  { occ: 'cm', home: '35000 Rennes', days: [2, 3] },
  { occ: 'cm', home: '35000 Rennes', days: [5] },
  { occ: 'smm', home: '35000 Rennes', days: [3] },
  { occ: 'cm', home: '64100 Bayonne', areas: ['ville:64100 Bayonne', 'dept:64'] },
  // photographers
  { occ: 'photographe', home: '59000 Lille', skills: ['packshot'], rate: 380 },
  { occ: 'photographe', home: '59100 Roubaix', skills: ['packshot'], rate: 550 },
  { occ: 'photographe', home: '59800 Lille', noSkills: ['packshot'], rate: 350 },
  { occ: 'photographe', home: '33000 Bordeaux', skills: ['packshot', 'studio'], sectors: ['vin'] },
  { occ: 'photographe', home: '33500 Libourne', skills: ['packshot'] },
  { occ: 'photographe', home: '33800 Bordeaux', noSkills: ['packshot'], skills: ['mariage'] },
  { occ: 'photographe', home: '62000 Arras', skills: ['culinaire'], sectors: ['agro'] },
  // camera operators in Marseille
  { occ: 'cadreur', home: '13006 Marseille', certs: ['Brevet de télépilote de drone (DGAC)'], skills: ['drone'] },
  { occ: 'telepilote', home: '13400 Aubagne', skills: ['cadrage'] },
  { occ: 'cadreur', home: '13001 Marseille', noSkills: ['drone'], certs: [], certsOnly: true },
  // events
  { occ: 'eventmanager', home: 'Brussels', langs: [['en', 'C2']], cvLang: 'fr' },
  { occ: 'chargeprod', home: 'Brussels', langs: [['en', 'C1']] },
  { occ: 'eventmanager', home: '59000 Lille', areas: ['ville:59000 Lille'] },
  { occ: 'regisseur', home: '59800 Lille', available: true, certs: ['Habilitation électrique B1V/BR'] },
  { occ: 'regisseur', home: "59650 Villeneuve-d'Ascq", available: false, from: '2027-02-01' },
  // 3D
  { occ: 'gen3d', home: '16000 Angoulême', years: 16 },
  { occ: 'modeleur', home: '44000 Nantes', years: 13 },
  {
    occ: 'modeleur',
    cvLang: 'en',
    home: '33000 Bordeaux',
    years: 15,
    skills: ['Unreal Engine', 'environment art'],
    remote: ['Full remote', 'Hybride'],
    langs: [['en', 'natif']],
  },
  {
    occ: 'modeleur',
    cvLang: 'en',
    home: '75011 Paris',
    years: 8,
    skills: ['Unreal Engine', 'environment art'],
    remote: ['Full remote'],
    langs: [['en', 'C1']],
  },
  {
    occ: 'modeleur',
    home: '59000 Lille',
    years: 4,
    skills: ['Unreal Engine', 'environment art'],
    remote: ['Full remote'],
    langs: [['en', 'B2']],
  },
  // technical artists around Bordeaux
  { occ: 'techartist', home: '33000 Bordeaux', skills: ['Unreal Engine', 'HLSL', 'Python'], remote: ['Hybride'] },
  { occ: 'techartist', home: '33700 Mérignac', skills: ['Unreal Engine'], remote: ['Full remote'] },
  {
    occ: 'techartist',
    home: '31000 Toulouse',
    skills: ['Unity'],
    noSkills: ['Unreal Engine'],
    remote: ['Full remote', 'Hybride'],
  },
  { occ: 'vfx', home: '33800 Bordeaux', skills: ['Houdini', 'Unreal Engine'] },
  // art directors in Nantes
  {
    occ: 'da',
    home: '44000 Nantes',
    years: 9,
    days: [3, 4],
    available: false,
    from: '2027-01-05',
    remote: ['Sur site', 'Hybride'],
  },
  { occ: 'da', home: '44200 Nantes', years: 5, days: [3], available: true, remote: ['Hybride'] },
  { occ: 'graphiste', home: '44800 Saint-Herblain', years: 12, days: [3, 4, 5], available: true, remote: ['Sur site'] },
  // FLE in Lille
  { occ: 'fle', home: '59000 Lille', days: [3], available: true },
  { occ: 'fle', home: '59100 Roubaix', days: [5], available: false, from: '2027-01-04' },
  // coaches in Lyon
  {
    occ: 'coach',
    home: '69003 Lyon',
    certs: ['ICF PCC'],
    certsOnly: true,
    remote: ['Sur site', 'Hybride'],
    gender: 'f',
  },
  { occ: 'coach', home: '69007 Lyon', certs: [], certsOnly: true, remote: ['Sur site'] },
  { occ: 'coach', home: '75011 Paris', certs: ['ICF MCC'], certsOnly: true, remote: ['Full remote'] },
  // sound designers
  { occ: 'sounddesigner', skills: ['Wwise'], remote: ['Full remote'], sectors: ['jeu'] },
  { occ: 'sounddesigner', noSkills: ['Wwise'], skills: ['FMOD'], remote: ['Full remote'] },
  // shoot-and-edit around Rennes
  { occ: 'videaste', home: '35000 Rennes' },
  { occ: 'jri', home: '35000 Rennes' },
  { occ: 'monteur', home: '35000 Rennes' },
  // training
  { occ: 'ingepeda', skills: ['Articulate Storyline'], sectors: ['sante'] },
  { occ: 'ingepeda', noSkills: ['Articulate Storyline', 'Articulate Rise'], sectors: ['sante'] },
  { occ: 'elearning', skills: ['Articulate Storyline'], sectors: ['sante'] },
  // video editors in Bordeaux
  { occ: 'monteur', home: '33000 Bordeaux', years: 5, days: [2, 3] },
  { occ: 'monteur', home: '33700 Mérignac', years: 1, days: [2, 3] },
  { occ: 'monteur', home: '33800 Bordeaux', years: 8, days: [5] },
  // web writers, subtitlers
  { occ: 'redacteurweb', remote: ['Full remote'], langs: [['en', 'C1']] },
  { occ: 'redacteurweb', remote: ['Hybride', 'Full remote'], langs: [['en', 'B2']] },
  { occ: 'soustitreur', skills: ['SDH'] },
  { occ: 'soustitreur', skills: ['SDH', 'audiodescription'], home: '59000 Lille' },
  // juniors and mid-level
  { occ: 'illustrateur', years: 1, home: '16000 Angoulême' },
  { occ: 'illustrateur', years: 3, home: '59000 Lille' },
  { occ: 'uidesigner', years: 4, home: '44000 Nantes' },
  { occ: 'uidesigner', years: 7, home: '69003 Lyon' },
  { occ: 'gamedesigner', years: 6, home: '33000 Bordeaux' },
  { occ: 'gamedesigner', years: 4, home: '69001 Lyon' },
  { occ: 'monteur', home: '44000 Nantes', available: true, areas: ['ville:44000 Nantes', 'region:52'] },
  { occ: 'monteur', home: '49000 Angers', available: false, from: '2027-02-20' },
  { occ: 'sr', home: '69007 Lyon' },
  { occ: 'sr', home: '44000 Nantes', gender: 'f' },
  { occ: 'etalonneur', home: '59800 Lille' },
  // stage technicians with CACES
  { occ: 'lumiere', certs: ['CACES R486 (nacelles)'], skills: ['grandMA'], home: '69100 Villeurbanne' },
  { occ: 'techav', certs: ['CACES R486 (nacelles)'], home: '33000 Bordeaux' },
];
