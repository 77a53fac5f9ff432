/**
 * Profiles with fixed attributes, so that demanding queries have answers and near misses. They are shuffled among
 * the drawn profiles; their Truth says nothing of the planting, and judges never look at ids.
 */
import type { Plant } from './plant-types';

const NOW = '2026-11-25';
const ONSITE = ['Sur site'] as ('Sur site' | 'Hybride' | 'Full remote')[];

export const PLANTS: Plant[] = [
  // Welders and NDT around Saint-Nazaire, Bordeaux
  {
    occ: 'soudeur',
    set: { home: 'montoir', areas: ['d:44'], sectors: ['naval', 'energy'] },
    addSkills: ['soudage-tig'],
  },
  {
    occ: 'controleur-cnd',
    set: { home: 'merignac', areas: ['d:33'], sectors: ['aero'] },
    addSkills: ['ut'],
    addCerts: ['cofrend-ut2'],
    dropCerts: ['cofrend-ut3'],
  },
  {
    occ: 'controleur-cnd',
    set: { home: 'bordeaux', areas: ['v:bordeaux'], skills: ['pt', 'mt', 'vt'], sectors: ['aero', 'metal'] },
  },
  {
    occ: 'controleur-cnd',
    set: { home: 'saint-nazaire', areas: ['d:44', 'r:52'], sectors: ['naval', 'energy'] },
    addSkills: ['ut', 'paut'],
    addCerts: ['cofrend-ut3'],
    dropCerts: ['cofrend-ut2'],
  },
  {
    occ: 'controleur-cnd',
    set: { home: 'nantes', areas: ['d:44'], sectors: ['naval'] },
    addSkills: ['ut'],
    addCerts: ['cofrend-ut2'],
    dropCerts: ['cofrend-ut3'],
  },
  // Design office around Vélizy, methods around Lyon and Figeac
  {
    occ: 'dessinateur-projeteur',
    gender: 'f',
    set: { home: 'velizy', areas: ['d:78', 'd:92'], sectors: ['defense', 'aero'] },
    addSkills: ['catia-v5'],
  },
  { occ: 'dessinateur-projeteur', set: { home: 'paris-15', areas: ['v:paris-15'], sectors: ['rail'] } },
  { occ: 'ingenieur-methodes', set: { home: 'villeurbanne', areas: ['d:69'], sectors: ['machinery', 'energy'] } },
  { occ: 'ingenieur-methodes', gender: 'f', set: { home: 'saint-etienne', areas: ['d:42'], sectors: ['metal'] } },
  {
    occ: 'ingenieur-methodes',
    set: {
      home: 'figeac',
      areas: ['d:46', 'r:76'],
      years: 8,
      available: true,
      availableFrom: NOW,
      remote: ONSITE,
      sectors: ['aero', 'metal'],
    },
    addSkills: ['usinage', 'fao', 'catia-v5'],
  },
  {
    occ: 'ingenieur-methodes',
    set: {
      home: 'toulouse',
      areas: ['d:31'],
      years: 10,
      available: true,
      availableFrom: NOW,
      remote: ONSITE,
      sectors: ['aero'],
    },
    addSkills: ['usinage', 'catia-nc'],
  },
  {
    occ: 'programmeur-cn',
    set: { home: 'figeac', areas: ['v:figeac'], years: 12, available: true, availableFrom: NOW, sectors: ['aero'] },
  },
  // Buyers in Hauts-de-France and Pays de la Loire
  { occ: 'acheteur-industriel', set: { home: 'lille', areas: ['r:32'], sectors: ['rail', 'machinery'] } },
  {
    occ: 'acheteur-industriel',
    gender: 'f',
    set: { home: 'valenciennes', areas: ['d:59'], sectors: ['rail', 'auto'] },
  },
  { occ: 'acheteur-industriel', set: { home: 'reims', areas: ['v:reims'], sectors: ['auto'] } },
  {
    occ: 'acheteur-industriel',
    gender: 'f',
    set: { home: 'nantes', areas: ['d:44', 'd:49'], days: [3, 4], sectors: ['machinery'] },
    addSkills: ['achats-meca'],
  },
  {
    occ: 'acheteur-industriel',
    set: { home: 'angers', areas: ['d:49'], days: [4, 5], sectors: ['machinery'] },
    addSkills: ['achats-meca'],
  },
  // Automation: Switzerland, Montbéliard, Belgium
  {
    occ: 'automaticien',
    origin: 'CH',
    set: { home: 'geneve', areas: ['r:CH-GE', 'p:CH'], sectors: ['machinery', 'pharma'] },
  },
  { occ: 'automaticien', set: { home: 'annecy', areas: ['d:74', 'p:CH'], sectors: ['machinery'] } },
  { occ: 'automaticien', set: { home: 'annecy', areas: ['d:74'], sectors: ['plastics'] } },
  {
    occ: 'automaticien',
    set: { home: 'montbeliard', areas: ['d:25', 'd:90'], days: [5], remote: ONSITE, sectors: ['auto'] },
    addSkills: ['tia-portal', 'mise-en-service'],
  },
  {
    occ: 'automaticien',
    set: { home: 'belfort', areas: ['d:90'], days: [5], remote: ONSITE, sectors: ['auto'] },
    dropSkills: ['tia-portal', 'step7'],
    addSkills: ['schneider'],
  },
  {
    occ: 'automaticien',
    set: { home: 'audincourt', areas: ['d:25'], days: [4], remote: ONSITE, sectors: ['auto'] },
    addSkills: ['tia-portal'],
  },
  {
    occ: 'ingenieur-automatisme',
    origin: 'BE',
    set: { home: 'liege', areas: ['p:BE'], years: 8, sectors: ['machinery', 'pharma'] },
    addSkills: ['rockwell'],
  },
  // Maintenance: Le Havre, Ain
  { occ: 'technicien-maintenance', set: { home: 'harfleur', areas: ['d:76'], sectors: ['energy', 'plastics'] } },
  {
    occ: 'responsable-maintenance',
    set: { home: 'oyonnax', areas: ['d:01'], available: true, availableFrom: NOW, sectors: ['plastics'] },
  },
  {
    occ: 'responsable-maintenance',
    set: { home: 'lyon-7', areas: ['d:69'], available: true, availableFrom: NOW, sectors: ['plastics', 'auto'] },
  },
  {
    occ: 'responsable-maintenance',
    set: {
      home: 'oyonnax',
      areas: ['v:oyonnax'],
      available: false,
      availableFrom: '2027-03-02',
      sectors: ['plastics'],
    },
  },
  {
    occ: 'technicien-maintenance',
    set: {
      home: 'oyonnax',
      areas: ['d:01', 'd:39'],
      available: true,
      availableFrom: NOW,
      sectors: ['plastics', 'auto'],
    },
    addSkills: ['injection-plastique'],
    addCerts: ['hab-b2v'],
  },
  {
    occ: 'technicien-maintenance',
    set: {
      home: 'bourg-en-bresse',
      areas: ['d:01'],
      available: false,
      availableFrom: '2027-01-11',
      sectors: ['plastics'],
    },
    addCerts: ['hab-b2v'],
  },
  // Quality: Rhône-Alpes, EN 9100 auditors, junior technician
  {
    occ: 'ingenieur-qualite-fournisseur',
    gender: 'f',
    set: { home: 'lyon-3', areas: ['r:84'], sectors: ['auto'] },
    addSkills: ['iatf-16949', 'ppap'],
  },
  {
    occ: 'ingenieur-qualite-fournisseur',
    set: { home: 'grenoble', areas: ['d:38'], sectors: ['auto', 'machinery'] },
    addSkills: ['iatf-16949'],
  },
  {
    occ: 'auditeur-qualite',
    set: { home: 'merignac', areas: ['d:33', 'r:75'], available: true, availableFrom: NOW, sectors: ['aero'] },
    addSkills: ['en-9100'],
    addCerts: ['lead-auditor-9100'],
  },
  {
    occ: 'ingenieur-qualite-fournisseur',
    set: { home: 'toulouse', areas: ['r:76'], available: true, availableFrom: NOW, sectors: ['aero'] },
    addSkills: ['en-9100'],
  },
  { occ: 'technicien-qualite', set: { years: 2, sectors: ['auto', 'plastics'] } },
  // Stress engineers in Toulouse
  {
    occ: 'ingenieur-calcul',
    set: { home: 'toulouse', areas: ['d:31'], years: 9, sectors: ['aero'], remote: ['Sur site', 'Hybride'] },
    addSkills: ['composites', 'nastran', 'isami'],
  },
  {
    occ: 'ingenieur-calcul',
    cvLang: 'en',
    origin: 'UK',
    set: { home: 'blagnac', areas: ['v:blagnac', 'd:31'], years: 14, sectors: ['aero', 'space'] },
    addSkills: ['composites', 'nastran', 'fatigue'],
  },
  {
    occ: 'ingenieur-calcul',
    set: { home: 'colomiers', areas: ['d:31'], years: 5, sectors: ['aero'] },
    addSkills: ['composites', 'nastran'],
  },
  {
    occ: 'ingenieur-calcul',
    set: { home: 'toulouse-purpan', areas: ['d:31'], years: 12, sectors: ['aero', 'defense'] },
    dropSkills: ['composites'],
    addSkills: ['nastran'],
  },
  // Embedded in Toulouse
  {
    occ: 'ingenieur-logiciel-embarque',
    cvLang: 'en',
    origin: 'UK',
    set: { home: 'blagnac', areas: ['d:31'], years: 9, remote: ['Sur site', 'Hybride'], sectors: ['aero'] },
    addSkills: ['do-178', 'rtos', 'c-embarque'],
  },
  {
    occ: 'ingenieur-logiciel-embarque',
    set: { home: 'toulouse', areas: ['v:toulouse'], years: 4, remote: ['Hybride'], sectors: ['aero'] },
    addSkills: ['do-178', 'rtos'],
  },
  {
    occ: 'ingenieur-logiciel-embarque',
    set: { home: 'bordeaux', areas: ['d:33'], years: 11, sectors: ['aero', 'defense'] },
    addSkills: ['do-178'],
  },
  // Project managers: Valenciennes (rail), Normandy
  {
    occ: 'chef-projet-industriel',
    cvLang: 'fr',
    origin: 'FR',
    set: {
      home: 'valenciennes',
      areas: ['d:59'],
      years: 12,
      available: true,
      availableFrom: NOW,
      sectors: ['rail', 'auto'],
      languages: [
        { code: 'fr', level: 5 },
        { code: 'en', level: 3 },
      ],
    },
  },
  {
    occ: 'chef-projet-industriel',
    gender: 'f',
    set: { home: 'petite-foret', areas: ['v:petite-foret'], years: 8, sectors: ['auto'] },
  },
  {
    occ: 'chef-projet-industriel',
    set: { home: 'rouen', areas: ['r:28'], durations: ['6 a 12 mois', '> 12 mois'], sectors: ['energy', 'plastics'] },
    addSkills: ['industrialisation'],
  },
  {
    occ: 'chef-projet-industriel',
    set: { home: 'caen', areas: ['d:14'], sectors: ['auto'] },
    dropSkills: ['industrialisation'],
  },
  {
    occ: 'controleur-projet',
    set: { home: 'cherbourg', areas: ['d:50', 'r:28'], sectors: ['nuclear', 'naval'] },
    addSkills: ['primavera'],
  },
  {
    occ: 'controleur-projet',
    set: { home: 'caen', areas: ['d:14'], sectors: ['nuclear'] },
    dropSkills: ['primavera'],
    addSkills: ['ms-project'],
  },
  // Tests: engine tests in Île-de-France, vibration tests at Vélizy
  {
    occ: 'ingenieur-essais',
    set: { home: 'guyancourt', areas: ['d:78'], available: true, availableFrom: NOW, sectors: ['auto'] },
    addSkills: ['essais-moteur'],
  },
  {
    occ: 'ingenieur-essais',
    set: { home: 'velizy', areas: ['r:11'], available: false, availableFrom: '2027-01-21', sectors: ['auto', 'aero'] },
    addSkills: ['essais-moteur'],
  },
  {
    occ: 'ingenieur-essais',
    set: { home: 'velizy', areas: ['d:78', 'd:92'], years: 6, remote: ONSITE, sectors: ['defense'] },
    addSkills: ['essais-vibratoires'],
    addCerts: ['habilitation-sd'],
  },
  {
    occ: 'ingenieur-essais',
    set: { home: 'massy', areas: ['d:91'], years: 6, remote: ONSITE, sectors: ['defense', 'space'] },
    addSkills: ['essais-vibratoires'],
    dropCerts: ['habilitation-sd'],
  },
  {
    occ: 'technicien-essais',
    set: { home: 'elancourt', areas: ['d:78'], years: 7, remote: ONSITE, sectors: ['defense'] },
    addSkills: ['essais-vibratoires'],
    addCerts: ['habilitation-sd'],
  },
  // HSE near Le Havre, welding engineers near Le Creusot
  {
    occ: 'ingenieur-hse',
    set: { home: 'le-havre', areas: ['d:76'], available: true, availableFrom: NOW, sectors: ['energy', 'metal'] },
    addSkills: ['icpe'],
  },
  {
    occ: 'ingenieur-hse',
    gender: 'f',
    set: { home: 'rouen', areas: ['r:28'], available: false, availableFrom: '2027-01-16', sectors: ['energy'] },
    addSkills: ['icpe'],
  },
  {
    occ: 'ingenieur-soudage',
    set: { home: 'le-creusot', areas: ['d:71'], sectors: ['nuclear', 'energy'] },
    addCerts: ['iwe'],
    dropCerts: ['iwt'],
  },
  {
    occ: 'ingenieur-soudage',
    set: { home: 'chalon', areas: ['v:chalon'], sectors: ['nuclear'] },
    addCerts: ['iwt'],
    dropCerts: ['iwe'],
  },
  // Electronics at Tarbes
  {
    occ: 'ingenieur-electronique',
    set: { home: 'tarbes', areas: ['d:65'], rate: 560, sectors: ['rail'] },
    addSkills: ['altium'],
  },
  {
    occ: 'ingenieur-electronique',
    gender: 'f',
    set: { home: 'tarbes', areas: ['v:tarbes'], rate: 640, sectors: ['rail', 'aero'] },
    addSkills: ['altium'],
  },
  { occ: 'ingenieur-electronique-puissance', set: { home: 'pau', areas: ['d:64'], sectors: ['rail'] } },
  // Robotics at Sochaux
  {
    occ: 'roboticien',
    set: { home: 'sochaux', areas: ['d:25'], years: 4, rate: 430, sectors: ['auto'] },
    addSkills: ['fanuc', 'soudage-robot'],
  },
  {
    occ: 'roboticien',
    set: { home: 'montbeliard', areas: ['d:25', 'd:90'], years: 8, rate: 440, sectors: ['auto'] },
    addSkills: ['fanuc'],
  },
  // Documentation and configuration
  {
    occ: 'redacteur-technique',
    cvLang: 'fr',
    origin: 'FR',
    set: {
      remote: ['Hybride', 'Full remote'],
      sectors: ['aero', 'defense'],
      languages: [
        { code: 'fr', level: 5 },
        { code: 'en', level: 4 },
      ],
    },
    addSkills: ['s1000d'],
  },
  {
    occ: 'gestionnaire-configuration',
    set: { home: 'massy', areas: ['r:11'], sectors: ['defense', 'space'] },
    addCerts: ['habilitation-sd'],
  },
  {
    occ: 'gestionnaire-configuration',
    set: { home: 'velizy', areas: ['d:78'], sectors: ['defense'] },
    dropCerts: ['habilitation-sd'],
  },
  {
    occ: 'ingenieur-plm',
    set: { home: 'elancourt', areas: ['d:78'], sectors: ['defense'] },
    addCerts: ['habilitation-sd'],
  },
  // Airworthiness at Blagnac
  {
    occ: 'ingenieur-navigabilite',
    cvLang: 'en',
    origin: 'UK',
    set: {
      home: 'blagnac',
      areas: ['d:31'],
      years: 9,
      available: true,
      availableFrom: NOW,
      remote: ['Sur site', 'Hybride'],
      sectors: ['aero'],
    },
    addSkills: ['cs-25', 'part-21', 'stc'],
  },
  {
    occ: 'ingenieur-navigabilite',
    cvLang: 'fr',
    origin: 'FR',
    set: {
      home: 'toulouse',
      areas: ['d:31'],
      years: 4,
      available: true,
      availableFrom: NOW,
      sectors: ['aero'],
      languages: [
        { code: 'fr', level: 5 },
        { code: 'en', level: 4 },
      ],
    },
    addSkills: ['cs-25'],
  },
];
