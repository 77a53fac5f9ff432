// Queries of blind set 38: a recruiter at a firm placing interim managers, management consultants and trainers.
// Every judge grades from the Truth only, with the conventions of judge.ts.
import {
  ROLES,
  at,
  bandIn,
  base,
  baseAny,
  blackBelt,
  cert,
  combine,
  context,
  days,
  duration,
  freeBy,
  freeNow,
  grade,
  lang,
  rateMax,
  remote,
  sector,
  sectorIn,
  skill,
  skillsGrade,
  soft,
  yearsAtLeast,
  yearsBetween,
  best,
  type Grade,
  type Place,
} from './judge';
import type { Truth } from './truth';

export interface Query {
  kind: string;
  body: {
    keywords?: string;
    brief?: string;
    skills?: string[];
    workAreas?: string[];
    seniority?: string[];
    available?: boolean;
  };
  judge: (t: Truth) => 0 | 1 | 2 | 3;
  note?: string;
}

// ───────────────────────────── places
const P = {
  lyon: { depts: ['69'] },
  lyonArea: { depts: ['69', '01', '38', '42'] },
  nord: { depts: ['59'] },
  rhoneAlpes: { depts: ['01', '07', '26', '38', '42', '69', '73', '74'] },
  geneve: { regions: ['CH:GE'], near: { regions: ['CH:VD'], depts: ['74', '01'] }, remoteNear: true },
  paca: { regions: ['FR:93'] },
  bretagne: { regions: ['FR:53'] },
  idf: { regions: ['FR:11'] },
  paris: { depts: ['75', '92', '93', '94'] },
  alsace: { depts: ['67', '68'] },
  belgique: { countries: ['BE'] },
  sudOuest: { regions: ['FR:75'], depts: ['31', '32', '65', '09', '81', '82', '46', '12'] },
  hdf: { regions: ['FR:32'] },
  normandie: { regions: ['FR:28'] },
  nantesOuRennes: { depts: ['44', '35'] },
  gironde: { depts: ['33'] },
  seineMaritime: { depts: ['76'] },
  ain: { depts: ['01'], near: { depts: ['39', '69', '74'] } },
  bouchesDuRhone: { depts: ['13'] },
  centreVdl: { regions: ['FR:24'] },
  lorraine: { depts: ['54', '55', '57', '88'] },
  deuxSevres: { depts: ['79'] },
  bfc: { regions: ['FR:27'] },
  loireAtlantique: { depts: ['44'] },
  belgiqueOuNord: { countries: ['BE'], regions: ['FR:32'] },
  hauteGaronne: { depts: ['31'] },
  luxembourg: { countries: ['LU'], near: { depts: ['57', '54'], regions: ['BE:WAL'] } },
  aura: { regions: ['FR:84'] },
} satisfies Record<string, Place>;

const IND = [
  'automobile',
  'aeronautique',
  'agroalimentaire',
  'pharma',
  'chimie',
  'metallurgie',
  'plasturgie',
  'electronique',
  'ferroviaire',
  'cosmetique',
  'textile',
  'dispositifs_medicaux',
] as const;

const kw = (kind: string, keywords: string, judge: (t: Truth) => Grade, note?: string): Query => ({
  kind,
  body: { keywords },
  judge,
  ...(note ? { note } : {}),
});

// ───────────────────────────── abbreviations
const ABBREV: Query[] = [
  kw(
    'abbrev',
    'DAF',
    (t) => base(t, ROLES.daf),
    'directeur administratif et financier; comptables and experts-comptables are 0',
  ),
  kw('abbrev', 'DRH transition', (t) => base(t, ROLES.drh), 'payroll and HR assistants are 0'),
  kw(
    'abbrev',
    'PMI',
    (t) => base(t, ROLES.pmi),
    'post-merger integration (PMP holders certified by the PMI are not it)',
  ),
  kw('abbrev', 'LSS black belt', blackBelt, 'Lean Six Sigma Black Belt'),
  kw('abbrev', 'QHSE', (t) => base(t, ROLES.qhse)),
  kw('abbrev', 'DSI', (t) => base(t, ROLES.dsi), 'directeur des systèmes d’information; IT project managers are 0'),
  kw('abbrev', 'CRO', (t) => base(t, ROLES.cro), 'Chief Restructuring Officer'),
  kw('abbrev', 'PMO', (t) => base(t, ROLES.pmo)),
  kw('abbrev', 'formateur SST', (t) => grade(t, ROLES.fSecurite, [skill(t, 'sst')]), 'sauveteur secouriste du travail'),
  kw('abbrev', 'consultant RH', (t) => base(t, ROLES.consultantRh)),
];

// ───────────────────────────── French titles
const TITLE_FR: Query[] = [
  kw('title-fr', 'directrice financière de transition', (t) => base(t, ROLES.daf), 'gender is not a criterion'),
  kw('title-fr', "directeur d'usine", (t) => base(t, ROLES.dirUsine)),
  kw('title-fr', 'responsable qualité', (t) => base(t, ROLES.qualite), 'quality technicians are 0'),
  kw('title-fr', 'ingenieur pedagogique', (t) => base(t, ROLES.ingPeda)),
  kw('title-fr', 'coach de dirigeants', (t) => base(t, ROLES.coachExec), 'psychologists and agile coaches are 0'),
  kw('title-fr', 'manager de transition supply chain', (t) => base(t, ROLES.supply)),
  kw('title-fr', 'consultante en organisation', (t) => base(t, ROLES.orga)),
  kw('title-fr', 'formatrice bureautique', (t) => base(t, ROLES.fBureautique)),
  kw('title-fr', 'directeur des achats', (t) => base(t, ROLES.achats)),
];

// ───────────────────────────── English titles
const TITLE_EN: Query[] = [
  kw('title-en', 'Interim CFO', (t) => base(t, ROLES.daf)),
  kw('title-en', 'Head of Transformation', (t) => base(t, ROLES.transfo)),
  kw('title-en', 'Lean Manager', (t) => base(t, ROLES.lean)),
  kw('title-en', 'Executive Coach', (t) => base(t, ROLES.coachExec)),
  kw('title-en', 'Turnaround Manager', (t) => base(t, ROLES.turnaround)),
  kw('title-en', 'Instructional Designer', (t) => base(t, ROLES.ingPeda)),
  kw('title-en', 'Interim Plant Manager', (t) => base(t, ROLES.dirUsine)),
  kw('title-en', 'Procurement Director', (t) => base(t, ROLES.achats)),
  kw('title-en', 'Operational Excellence Manager', (t) => base(t, ROLES.opex)),
];

// ───────────────────────────── places
const PLACE: Query[] = [
  kw('place', 'DAF Lyon', (t) => grade(t, ROLES.daf, [at(t, P.lyon)])),
  kw('place', "directeur d'usine 59", (t) => grade(t, ROLES.dirUsine, [at(t, P.nord)]), '59 = Nord'),
  kw(
    'place',
    'consultant lean Rhône-Alpes',
    (t) => grade(t, ROLES.lean, [at(t, P.rhoneAlpes)]),
    'former region; Auvergne departments are near',
  ),
  kw(
    'place',
    'executive coach Genève',
    (t) => grade(t, ROLES.coachExec, [at(t, P.geneve)]),
    'Vaud, Haute-Savoie, Ain or full remote are near',
  ),
  kw('place', 'QHSE PACA', (t) => grade(t, ROLES.qhse, [at(t, P.paca)])),
  kw('place', 'formateur management Bretagne', (t) => grade(t, ROLES.fManagement, [at(t, P.bretagne)])),
  kw('place', 'DRH de transition région parisienne', (t) => grade(t, ROLES.drh, [at(t, P.idf)])),
  kw(
    'place',
    'directeur industriel Alsace',
    (t) => grade(t, ROLES.dirIndus, [at(t, P.alsace)]),
    'Bas-Rhin and Haut-Rhin',
  ),
  kw('place', 'manager de transition Belgique', (t) => grade(t, ROLES.interim, [at(t, P.belgique)])),
  kw(
    'place',
    'formateur sécurité Sud-Ouest',
    (t) => grade(t, ROLES.fSecurite, [at(t, P.sudOuest)]),
    'Nouvelle-Aquitaine and western Occitanie',
  ),
];

// ───────────────────────────── seniority
const SENIORITY: Query[] = [
  kw('seniority', 'consultant lean senior', (t) => grade(t, ROLES.lean, [yearsAtLeast(t, 7)])),
  kw(
    'seniority',
    'PMO junior',
    (t) => grade(t, ROLES.pmo, [bandIn(t, ['junior'])]),
    'a confirmed PMO is near, a senior one fails',
  ),
  kw('seniority', "directeur d'usine 20 ans d'expérience", (t) => grade(t, ROLES.dirUsine, [yearsAtLeast(t, 18, 3)])),
  kw('seniority', 'coach expert', (t) => grade(t, ROLES.coach, [yearsAtLeast(t, 11, 3)])),
  kw('seniority', 'ingénieur pédagogique confirmé', (t) => grade(t, ROLES.ingPeda, [yearsBetween(t, 3, 6)])),
  kw('seniority', 'DRH de transition +15 ans', (t) => grade(t, ROLES.drh, [yearsAtLeast(t, 15, 3)])),
  kw('seniority', "QHSE 5 ans d'expérience", (t) => grade(t, ROLES.qhse, [yearsAtLeast(t, 5)]), 'at least five years'),
  kw('seniority', 'manager de transition expérimenté', (t) => grade(t, ROLES.interim, [yearsAtLeast(t, 10, 3)])),
  kw('seniority', 'consultante conduite du changement senior', (t) => grade(t, ROLES.changement, [yearsAtLeast(t, 7)])),
];

// ───────────────────────────── combinations
const lssBase = (t: Truth): Grade => {
  if (t.family === 'neighbour') return 0;
  const s = skill(t, 'lean-six-sigma');
  if (s === 'ok') return 3;
  if (s === 'near') return ['c-lean', 'opex', 'amelio-continue', 'c-perfop'].includes(t.occ) ? 2 : 1;
  return 0;
};

const COMBO: Query[] = [
  {
    kind: 'combo',
    body: { keywords: 'DAF de transition Lyon', available: true },
    judge: (t) => grade(t, ROLES.daf, [at(t, P.lyon), freeNow(t)]),
    note: 'available filter: free within two weeks',
  },
  {
    kind: 'combo',
    body: { keywords: "directeur d'usine agroalimentaire", workAreas: ['bretagne'] },
    judge: (t) => grade(t, ROLES.dirUsine, [sector(t, 'agroalimentaire'), at(t, P.bretagne)]),
  },
  kw('combo', 'coach de dirigeants anglais courant Paris', (t) =>
    grade(t, ROLES.coachExec, [lang(t, 'en'), at(t, P.paris)]),
  ),
  kw('combo', 'lean six sigma automobile 4 jours/semaine', (t) =>
    combine(lssBase(t), [sector(t, 'automobile'), days(t, [4])]),
  ),
  kw('combo', 'DAF temps partagé 2 jours par semaine PME', (t) =>
    grade(t, ROLES.daf, [days(t, [2]), soft(context(t, 'pme'))]),
  ),
  kw('combo', 'formateur anglais full remote', (t) => grade(t, ROLES.fLangues, [remote(t, 'full')])),
  kw('combo', 'DRH de transition PSE Hauts-de-France', (t) => grade(t, ROLES.drh, [skill(t, 'pse'), at(t, P.hdf)])),
  kw('combo', 'ingénieur pédagogique Storyline full remote', (t) =>
    grade(t, ROLES.ingPeda, [skill(t, 'storyline'), remote(t, 'full')]),
  ),
  kw('combo', 'QHSE ISO 45001 chimie Normandie', (t) =>
    grade(t, ROLES.qhse, [skill(t, 'iso-45001'), sector(t, 'chimie'), at(t, P.normandie)]),
  ),
  kw('combo', 'DSI de transition SAP S/4HANA 12 mois', (t) =>
    grade(t, ROLES.dsi, [skill(t, 's4hana'), duration(t, ['6 a 12 mois', '> 12 mois'])]),
  ),
  kw('combo', 'directeur supply chain allemand courant Alsace', (t) =>
    grade(t, ROLES.supply, [lang(t, 'de'), at(t, P.alsace)]),
  ),
  {
    kind: 'combo',
    body: { keywords: 'consultante lean', seniority: ['senior', 'expert'], workAreas: ['auvergne-rhone-alpes'] },
    judge: (t) => grade(t, ROLES.lean, [yearsAtLeast(t, 7), at(t, P.aura)]),
  },
];

// ───────────────────────────── grammar
const GRAMMAR: Query[] = [
  kw('grammar', '"DAF de transition" OR "Interim CFO"', (t) => base(t, ROLES.daf)),
  kw('grammar', '"lean six sigma" -junior', (t) =>
    // a freelancer who is junior, or presents as junior, is what the recruiter excludes
    t.band === 'junior' || t.declaredSeniority === 'Junior (0-2 ans)' ? 0 : lssBase(t),
  ),
  kw(
    'grammar',
    'coach -agile -sportif',
    (t) => base(t, { exact: ['coach-exec', 'coach-business', 'coach-equipe'], related: ['f-management'] }),
    'agile coaches are excluded',
  ),
  kw('grammar', '"responsable formation" OR "ingénieur pédagogique"', (t) =>
    baseAny(t, ROLES.respFormation, ROLES.ingPeda),
  ),
  kw('grammar', 'formateur -bureautique -langues', (t) =>
    baseAny(t, { exact: ['f-management', 'f-securite', 'f-vente'], related: ['resp-formation', 'ing-peda'] }),
  ),
  kw('grammar', '"directeur industriel" OR "directeur d\'usine" OR "plant manager"', (t) =>
    baseAny(t, { exact: ['dir-indus', 'dir-usine'], near: ['resp-prod', 'coo'], related: ['resp-maint'] }),
  ),
  kw('grammar', 'DRH -paie', (t) => base(t, ROLES.drh), 'payroll specialists are excluded'),
  kw('grammar', '"manager de transition" Nantes OR "manager de transition" Rennes', (t) =>
    grade(t, ROLES.interim, [at(t, P.nantesOuRennes)]),
  ),
  kw('grammar', '"post-merger integration" OR carve-out OR PMI', (t) => {
    const b = baseAny(t, { exact: ['pmi', 'carve-out'], related: ['c-strategie', 'dir-transfo', 'dir-programme'] });
    const s = t.skills.includes('integration-post-acquisition') || t.skills.includes('carve-out') ? 2 : 0;
    return t.family === 'neighbour' ? 0 : (Math.max(b, s) as Grade);
  }),
];

// ───────────────────────────── skills
const SKILL: Query[] = [
  kw('skill', 'S&OP', (t) => skillsGrade(t, ['sop'])),
  kw('skill', '5S SMED kaizen', (t) => skillsGrade(t, ['5s', 'smed', 'kaizen'])),
  kw('skill', 'PSE relations sociales', (t) => skillsGrade(t, ['pse', 'relations-sociales'])),
  kw('skill', 'ISO 9001 IATF 16949', (t) => skillsGrade(t, ['iso-9001', 'iatf-16949'])),
  kw('skill', 'Articulate Storyline', (t) => skillsGrade(t, ['storyline'])),
  kw('skill', 'consolidation IFRS', (t) => skillsGrade(t, ['consolidation-ifrs'])),
  kw('skill', 'PNL analyse transactionnelle', (t) => skillsGrade(t, ['pnl', 'analyse-transactionnelle'])),
  kw('skill', 'Lego Serious Play', (t) =>
    t.certs.includes('lego-serious-play-facilitator') ? 3 : skillsGrade(t, ['lego-serious-play']),
  ),
  {
    kind: 'skill',
    body: { keywords: 'ADKAR', skills: ['conduite-du-changement'] },
    judge: (t) => skillsGrade(t, ['adkar', 'conduite-du-changement']),
    note: 'skills filter conduite-du-changement',
  },
];

// ───────────────────────────── typos
const TYPO: Query[] = [
  kw('typo', "directeur d'usinne", (t) => base(t, ROLES.dirUsine)),
  kw('typo', 'DAF de transistion', (t) => base(t, ROLES.daf)),
  kw('typo', 'formatrise bureautique', (t) => base(t, ROLES.fBureautique)),
  kw('typo', 'ingenieur pedagogiqe', (t) => base(t, ROLES.ingPeda)),
  kw('typo', 'consultants leans', (t) => base(t, ROLES.lean)),
  kw('typo', 'coachdirigeant', (t) => base(t, ROLES.coachExec)),
  kw('typo', 'RESPONSABLE QHSE', (t) => base(t, ROLES.qhse)),
  kw('typo', 'manageur de transition', (t) => base(t, ROLES.interim)),
  kw('typo', 'exellence operationelle', (t) => base(t, ROLES.opex)),
];

// ───────────────────────────── briefs
const br = (brief: string, judge: (t: Truth) => Grade, note?: string): Query => ({
  kind: 'brief',
  body: { brief },
  judge,
  ...(note ? { note } : {}),
});

const BRIEF_FR: Query[] = [
  br('Je cherche un DAF de transition pour une PME industrielle en Rhône-Alpes, démarrage en janvier.', (t) =>
    grade(t, ROLES.daf, [
      at(t, P.rhoneAlpes),
      freeBy(t, '2027-01-15'),
      soft(context(t, 'pme')),
      soft(sectorIn(t, [...IND])),
    ]),
  ),
  br(
    "Besoin d'une DRH de transition pour accompagner un PSE dans une usine de 400 salariés dans les Hauts-de-France, 6 mois minimum.",
    (t) => grade(t, ROLES.drh, [skill(t, 'pse'), at(t, P.hdf), duration(t, ['6 a 12 mois', '> 12 mois'])]),
  ),
  br('Qui peut animer un séminaire de direction de deux jours en intelligence collective à Bordeaux ?', (t) =>
    grade(t, ROLES.facilitateur, [at(t, P.gironde), soft(skill(t, 'intelligence-collective'))]),
  ),
  br('Un formateur Excel avancé pour des sessions en intra à Rouen, 3 jours en février.', (t) =>
    grade(t, ROLES.fBureautique, [skill(t, 'excel'), at(t, P.seineMaritime), freeBy(t, '2027-02-01')]),
  ),
  br(
    "Recherche consultant lean pour déployer 5S et SMED dans une usine de plasturgie près d'Oyonnax, 3 jours par semaine.",
    (t) =>
      grade(t, ROLES.lean, [
        skill(t, '5s'),
        skill(t, 'smed'),
        at(t, P.ain),
        days(t, [3]),
        soft(sector(t, 'plasturgie')),
      ]),
  ),
  br(
    'Un coach pour accompagner un nouveau directeur général dans sa prise de poste, visio possible, budget 1 200 € par jour.',
    (t) => grade(t, ROLES.coachExec, [rateMax(t, 1200), soft(remote(t, 'hybrid-or-full'))]),
  ),
  br(
    "Il nous faut un directeur d'usine de transition pour un site agroalimentaire en Bretagne, dispo rapidement. IFS/BRC serait un plus.",
    (t) =>
      grade(t, ROLES.dirUsine, [
        sector(t, 'agroalimentaire'),
        at(t, P.bretagne),
        freeBy(t, '2026-12-23'),
        soft(skill(t, 'ifs-brc')),
      ]),
  ),
  br(
    "Clinique privée à Marseille : nous cherchons une directrice d'établissement de transition pour 6 mois, l'expérience de la certification HAS est indispensable.",
    (t) =>
      grade(t, ROLES.dirSante, [
        skill(t, 'certification-has'),
        at(t, P.bouchesDuRhone),
        duration(t, ['3 a 6 mois', '6 a 12 mois']),
      ]),
  ),
  br(
    "Nous cherchons quelqu'un pour piloter l'intégration d'une société rachetée par notre client, un fonds d'investissement. Anglais courant, poste basé à Paris.",
    (t) => grade(t, ROLES.pmi, [lang(t, 'en'), at(t, P.idf), soft(context(t, 'lbo'))]),
  ),
  br(
    'Concepteur e-learning pour créer une dizaine de modules sur la cybersécurité, en full remote, sous Storyline.',
    (t) => grade(t, ROLES.elearning, [skill(t, 'storyline'), remote(t, 'full')]),
  ),
  br(
    'Manager de transition pour redresser une PME en difficulté (procédure de sauvegarde) en Centre-Val de Loire.',
    (t) => grade(t, ROLES.turnaround, [at(t, P.centreVdl), soft(skill(t, 'procedures-collectives'))]),
  ),
  br("Besoin d'un DSI de transition pour 9 mois : migration ERP dans un groupe de distribution, basé à Lille.", (t) =>
    grade(t, ROLES.dsi, [
      skill(t, 'erp'),
      duration(t, ['6 a 12 mois']),
      at(t, P.nord),
      soft(sector(t, 'distribution')),
    ]),
  ),
  br('Formateur sécurité pour des sessions SST et habilitation électrique sur nos sites en Lorraine.', (t) =>
    grade(t, ROLES.fSecurite, [skill(t, 'sst'), skill(t, 'habilitation-electrique'), at(t, P.lorraine)]),
  ),
  br(
    "On cherche un PMO pour un programme de transformation dans un groupe d'assurance à Niort, 4 jours par semaine sur site.",
    (t) =>
      grade(t, ROLES.pmo, [
        at(t, P.deuxSevres),
        days(t, [4]),
        remote(t, 'onsite'),
        soft(sector(t, 'banque_assurance')),
      ]),
  ),
  br(
    "Bonjour, pour un client ETI familiale (350 M€ de CA, 1 200 personnes) dans la métallurgie en Bourgogne-Franche-Comté, nous recherchons un directeur industriel de transition capable de reprendre en main trois sites, de remettre à plat le S&OP et de préparer la succession du directeur actuel. Mission de 9 à 12 mois, démarrage début janvier, présence sur site 4 à 5 jours par semaine, budget autour de 1 300 € par jour. Merci de m'envoyer vos meilleurs profils.",
    (t) =>
      grade(t, ROLES.dirIndus, [
        at(t, P.bfc),
        freeBy(t, '2027-01-15'),
        days(t, [4, 5]),
        rateMax(t, 1300),
        duration(t, ['6 a 12 mois']),
        soft(skill(t, 'sop')),
      ]),
  ),
  br(
    'Responsable formation de transition pour 3 mois (remplacement d’un congé maternité) à Nantes : plan de développement des compétences, Qualiopi.',
    (t) =>
      grade(t, ROLES.respFormation, [
        at(t, P.loireAtlantique),
        duration(t, ['< 3 mois', '3 a 6 mois']),
        soft(skill(t, 'qualiopi')),
      ]),
  ),
];

const BRIEF_EN: Query[] = [
  br(
    'Looking for an interim CFO with LBO experience for a PE-backed company in Paris, fluent French and English.',
    (t) =>
      grade(t, ROLES.daf, [
        best(skill(t, 'reporting-lbo'), context(t, 'lbo')),
        at(t, P.idf),
        lang(t, 'en'),
        lang(t, 'fr'),
      ]),
  ),
  br(
    'We need a change management consultant for an SAP rollout across plants in Belgium and the north of France.',
    (t) => grade(t, ROLES.changement, [at(t, P.belgiqueOuNord), soft(skill(t, 'sap'))]),
  ),
  br('Need an executive coach for a newly promoted CFO. Sessions in English, in Geneva or remote.', (t) =>
    grade(t, ROLES.coachExec, [lang(t, 'en'), t.remote.includes('Full remote') ? 'ok' : at(t, P.geneve)]),
  ),
  br('Lean Six Sigma Black Belt to run a 6-month cost reduction programme in a pharma plant near Lyon.', (t) =>
    combine(blackBelt(t), [at(t, P.lyonArea), soft(sector(t, 'pharma')), duration(t, ['3 a 6 mois', '6 a 12 mois'])]),
  ),
  br('Interim supply chain director for 6-9 months at an automotive supplier in Alsace. German is a plus.', (t) =>
    grade(t, ROLES.supply, [
      at(t, P.alsace),
      soft(sector(t, 'automobile')),
      soft(lang(t, 'de', 'B2')),
      duration(t, ['3 a 6 mois', '6 a 12 mois']),
    ]),
  ),
  br(
    'Instructional designer to build a blended onboarding programme for our sales teams. Remote-friendly, starting in January.',
    (t) => grade(t, ROLES.ingPeda, [freeBy(t, '2027-01-15'), remote(t, 'hybrid-or-full')]),
  ),
];

const AD_1 = `Mission de management de transition – Directeur d'usine H/F
Secteur : plasturgie (injection, 180 personnes) – Ain (01), près d'Oyonnax

Notre client, ETI familiale spécialisée dans l'injection plastique pour l'automobile et le médical, recherche un Directeur d'usine de transition pour reprendre en main un site en difficulté suite au départ du directeur.

Vos missions :
- Piloter l'ensemble du site (production, maintenance, qualité, logistique) et ses 180 collaborateurs en 3x8
- Redresser le TRS, la sécurité et le taux de service client
- Renouer un dialogue social constructif avec le CSE
- Préparer le recrutement du futur directeur en CDI

Profil recherché : expérience confirmée de direction de site industriel, idéalement en plasturgie ; culture lean ; leadership de terrain.

Conditions : mission de 6 mois renouvelable, démarrage ASAP, présence sur site 5 jours/semaine, TJM selon profil.
Merci d'adresser votre candidature (CV + disponibilité + TJM) en répondant à cette annonce. Conformément au RGPD, vos données ne seront utilisées que dans le cadre de ce recrutement.`;

const AD_2 = `DRH de transition (H/F) – Groupe hospitalier privé – Lyon (69)

Dans le cadre d'une absence longue durée, un groupe de cliniques privées de la région lyonnaise (1 400 salariés, 4 établissements) recherche un(e) DRH de transition.

Missions principales :
• Piloter la fonction RH du groupe et encadrer une équipe de 9 personnes
• Conduire la réorganisation des services support et l'information-consultation du CSE central
• Relancer le dialogue social et préparer les NAO
• Sécuriser le recrutement des soignants et la fidélisation

Profil : DRH confirmé(e), expérience du secteur santé ou médico-social appréciée, solide maîtrise du droit social.
Durée : 6 mois, démarrage janvier 2027. Poste basé à Lyon, déplacements ponctuels dans les établissements.
Cabinet de management de transition – nous traitons toutes les candidatures dans un délai de 48 heures.`;

const AD_3 = `Interim Head of Procurement – PE-backed industrial group – Paris (hybrid) – 6 months

Our client, a €600m industrial group owned by a private-equity fund, is looking for an interim Head of Procurement to lead a cost-reduction programme ahead of its next refinancing.

Responsibilities
- Lead a team of 14 buyers across direct and indirect spend
- Roll out category management and a savings pipeline tracked with the finance team
- Renegotiate the top 50 supplier contracts in an inflationary context
- Report monthly to the CFO and the operating partner

Requirements
- 10+ years in procurement leadership, ideally in manufacturing
- Fluent English (group language), French is a plus
- Experience with PE-backed companies and value-creation plans

Start: January 2027. Hybrid: 3 days a week on site in Paris La Défense.
We are an equal-opportunity interim management firm. Only shortlisted candidates will be contacted.`;

const AD_4 = `Consultant(e) Excellence Opérationnelle – Lean Six Sigma (Green ou Black Belt) – Toulouse – secteur aéronautique

Pour le compte d'un équipementier aéronautique de rang 1, nous recherchons un(e) consultant(e) en excellence opérationnelle pour accompagner le déploiement du système de production sur deux sites de la région toulousaine.

Vos missions :
- Animer des chantiers VSM, kaizen et SMED avec les équipes de production
- Conduire des projets DMAIC sur la non-qualité
- Former et coacher les pilotes amélioration continue
- Mettre en place les rituels de performance (management visuel, QRQC)

Profil : 5 ans minimum en excellence opérationnelle ou lean, certification Green Belt ou Black Belt appréciée, connaissance de l'aéronautique (EN 9100) souhaitée.
Modalités : 4 jours par semaine sur site, mission de 6 mois, démarrage janvier. TJM : 700 à 900 € selon expérience.`;

const AD_5 = `Formateur / Formatrice en management – Organisme de formation certifié Qualiopi – Île-de-France

Notre organisme de formation recherche des formateurs indépendants pour animer des sessions inter et intra-entreprises sur les thèmes suivants : prise de poste du nouveau manager, management d'équipe à distance, conduite de l'entretien annuel, gestion des conflits.

Ce que nous proposons :
- 2 à 3 jours d'animation par semaine, sessions en présentiel à Paris et en proche banlieue, quelques classes virtuelles
- Supports pédagogiques fournis, possibilité de co-construire de nouveaux modules
- Rémunération à la journée selon profil

Profil : expérience significative du management et de l'animation de formations pour adultes, aisance en groupe, pédagogie active. Une certification de formateur est un plus.
Envoyez-nous votre CV et vos références. Les candidatures sont traitées dans le respect du RGPD.`;

const AD_6 = `Post-Merger Integration Lead – Luxembourg – 12 months

A Luxembourg-based financial-services group has just closed the acquisition of a 350-people company in Belgium and France. We are looking for an experienced PMI Lead to run the integration programme from Day 1 through the first year.

Key responsibilities
- Set up and run the Integration Management Office and the 100-day plan
- Track cost and revenue synergies and report to the executive committee
- Coordinate HR, IT and finance workstreams and the harmonisation of processes
- Manage change and communication across both organisations

Profile
- Proven track record in post-merger integration, ideally after private-equity or strategic deals
- Fluent in French and English (both are working languages)
- Based in Luxembourg or able to work on site in Luxembourg City at least 4 days a week

Duration: 12 months, start Q1 2027. Please apply with your CV and day rate.`;

const AD_7 = `Responsable QHSE de transition H/F – site chimique Seveso seuil haut – Seine-Maritime (76)

Nous recherchons pour un groupe chimique international un(e) Responsable QHSE de transition pour remplacer le titulaire du poste pendant 6 mois.

Missions :
- Garantir la conformité réglementaire du site (ICPE, Seveso) et les relations avec la DREAL
- Maintenir les certifications ISO 9001, ISO 14001 et ISO 45001
- Animer la sécurité au quotidien, les analyses d'accidents et le plan de prévention des entreprises extérieures (MASE)
- Encadrer une équipe de 4 personnes

Profil : expérience confirmée en QHSE sur site industriel à risques, idéalement en chimie ou pétrochimie.
Démarrage : début janvier 2027, mission de 6 mois, présence sur site à temps plein. Rémunération selon profil.
Postulez avec votre CV ; notre équipe vous répondra sous une semaine.`;

const ADS: Query[] = [
  br(AD_1, (t) =>
    grade(t, ROLES.dirUsine, [
      at(t, P.ain),
      freeBy(t, '2026-12-23'),
      soft(sector(t, 'plasturgie')),
      duration(t, ['3 a 6 mois', '6 a 12 mois']),
    ]),
  ),
  br(AD_2, (t) =>
    grade(t, ROLES.drh, [
      at(t, P.lyon),
      soft(sectorIn(t, ['sante', 'medico_social'])),
      duration(t, ['3 a 6 mois', '6 a 12 mois']),
      freeBy(t, '2027-01-15'),
    ]),
  ),
  br(AD_3, (t) =>
    grade(t, ROLES.achats, [
      at(t, P.idf),
      lang(t, 'en'),
      soft(skill(t, 'category-management')),
      soft(context(t, 'lbo')),
      remote(t, 'hybrid'),
    ]),
  ),
  br(AD_4, (t) =>
    grade(t, { exact: ['opex', 'lss-bb'], near: ['c-lean', 'amelio-continue'], related: ['c-perfop'] }, [
      at(t, P.hauteGaronne),
      days(t, [4]),
      yearsAtLeast(t, 5),
      soft(sector(t, 'aeronautique')),
      soft(best(cert(t, 'lss-black-belt'), cert(t, 'lss-green-belt'))),
    ]),
  ),
  br(AD_5, (t) => grade(t, ROLES.fManagement, [at(t, P.idf), days(t, [2, 3])])),
  br(AD_6, (t) =>
    grade(t, ROLES.pmi, [at(t, P.luxembourg), lang(t, 'en'), lang(t, 'fr'), duration(t, ['6 a 12 mois', '> 12 mois'])]),
  ),
  br(AD_7, (t) =>
    grade(t, ROLES.qhse, [
      at(t, P.seineMaritime),
      soft(sector(t, 'chimie')),
      soft(skill(t, 'seveso')),
      duration(t, ['3 a 6 mois', '6 a 12 mois']),
      freeBy(t, '2027-01-15'),
    ]),
  ),
];

export const QUERIES: Query[] = [
  ...ABBREV,
  ...TITLE_FR,
  ...TITLE_EN,
  ...PLACE,
  ...SENIORITY,
  ...COMBO,
  ...GRAMMAR,
  ...SKILL,
  ...TYPO,
  ...BRIEF_FR,
  ...BRIEF_EN,
  ...ADS,
];
