/** Keyword queries, typed the way recruiters type in a search box. */
import {
  anyCert,
  anySkill,
  cert,
  declaredAvailable,
  freeWithin,
  G,
  grade,
  lang,
  level,
  minYears,
  place,
  remote,
  sector,
  skill,
  skillBase,
  type Grade,
} from './judge';
import { SAP_SKILLS } from './skills';
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

const AUTO = ['automaticien', 'ingenieur-automatisme'];
const SQE = ['ingenieur-qualite-fournisseur'];
const PM_INDUS = ['chef-projet-industriel', 'responsable-programme', 'charge-affaires', 'ingenieur-travaux-neufs'];
const COFREND = ['cofrend-ut2', 'cofrend-ut3', 'cofrend-pt2', 'cofrend-rt2', 'cofrend-et2'];
const DESIGN = [
  'dessinateur-projeteur',
  'ingenieur-conception',
  'ingenieur-cotation',
  'responsable-be',
  'illustrateur-technique',
];

export const ABBREV: Query[] = [
  {
    kind: 'abbrev',
    body: { keywords: 'SQE automobile' },
    judge: (t) => grade(t, { occ: SQE, soft: [sector('auto')] }),
    note: 'supplier quality engineer; automotive experience is a plus',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'contrôleur CND COFREND' },
    judge: G(['controleur-cnd'], anyCert(...COFREND)),
    note: 'NDT inspector holding a COFREND certificate',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'programmeur API Siemens' },
    judge: G(AUTO, anySkill('tia-portal', 'step7')),
    note: 'API = automate programmable industriel (PLC), not a software API',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'ingénieur SdF ferroviaire' },
    judge: (t) => grade(t, { occ: ['ingenieur-surete-fonctionnement'], soft: [sector('rail')] }),
    note: 'dependability (RAMS) engineer, rail a plus',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'technicien GMAO' },
    judge: G(['technicien-methodes-maintenance']),
    note: 'maintenance planner / CMMS technician',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'IWE soudage' },
    judge: G(['ingenieur-soudage'], cert('iwe')),
    note: 'welding engineer with the IWE diploma (IWT is near)',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'MMT PC-DMIS' },
    judge: G(['metrologue'], skill('pc-dmis')),
    note: 'CMM programmer on PC-DMIS; other CMM software is near',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'chef de projet NPI' },
    judge: (t) => grade(t, { occ: ['chef-projet-industriel'], soft: [skill('industrialisation')] }),
    note: 'new product introduction project manager',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'responsable HSE ICPE' },
    judge: G(['ingenieur-hse'], skill('icpe')),
    note: 'HSE manager versed in classified installations regulations',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'licence B1 Part-66' },
    judge: G(['technicien-aeronautique'], cert('part66-b1')),
    note: 'licensed aircraft maintenance technician, B1 (B2 is near)',
  },
];

export const TITLE_FR: Query[] = [
  {
    kind: 'title-fr',
    body: { keywords: 'dessinatrice projeteuse' },
    judge: G(['dessinateur-projeteur']),
    note: 'any gender; building draughtsmen are not relevant',
  },
  { kind: 'title-fr', body: { keywords: 'ingénieure méthodes industrialisation' }, judge: G(['ingenieur-methodes']) },
  {
    kind: 'title-fr',
    body: { keywords: 'technicien de maintenance industrielle' },
    judge: G(['technicien-maintenance']),
    note: 'building maintenance is not relevant',
  },
  {
    kind: 'title-fr',
    body: { keywords: 'acheteuse industrielle' },
    judge: G(['acheteur-industriel']),
    note: 'retail buyers are not relevant',
  },
  { kind: 'title-fr', body: { keywords: 'responsable de production' }, judge: G(['responsable-production']) },
  { kind: 'title-fr', body: { keywords: 'automaticienne' }, judge: G(AUTO) },
  {
    kind: 'title-fr',
    body: { keywords: 'rédacteur technique aéronautique' },
    judge: (t) => grade(t, { occ: ['redacteur-technique'], soft: [sector('aero', 'space', 'defense')] }),
  },
  { kind: 'title-fr', body: { keywords: 'métrologue' }, judge: G(['metrologue']) },
  {
    kind: 'title-fr',
    body: { keywords: 'ingénieur calcul de structures' },
    judge: G(['ingenieur-calcul']),
    note: 'civil-engineering structural engineers are not relevant',
  },
  { kind: 'title-fr', body: { keywords: 'gestionnaire de configuration' }, judge: G(['gestionnaire-configuration']) },
];

export const TITLE_EN: Query[] = [
  { kind: 'title-en', body: { keywords: 'Stress Engineer' }, judge: G(['ingenieur-calcul']) },
  { kind: 'title-en', body: { keywords: 'Supplier Quality Engineer' }, judge: G(SQE) },
  { kind: 'title-en', body: { keywords: 'Manufacturing Engineer' }, judge: G(['ingenieur-methodes']) },
  { kind: 'title-en', body: { keywords: 'Controls Engineer' }, judge: G(AUTO) },
  { kind: 'title-en', body: { keywords: 'Test Engineer' }, judge: G(['ingenieur-essais']) },
  { kind: 'title-en', body: { keywords: 'Plant Manager' }, judge: G(['directeur-usine']) },
  { kind: 'title-en', body: { keywords: 'Technical Writer' }, judge: G(['redacteur-technique']) },
  { kind: 'title-en', body: { keywords: 'Airworthiness Engineer' }, judge: G(['ingenieur-navigabilite']) },
  {
    kind: 'title-en',
    body: { keywords: 'Reliability Engineer' },
    judge: G(['ingenieur-fiabilite', 'ingenieur-surete-fonctionnement']),
  },
  { kind: 'title-en', body: { keywords: 'NDT Inspector' }, judge: G(['controleur-cnd']) },
];

export const PLACE_Q: Query[] = [
  { kind: 'place', body: { keywords: 'automaticien Mulhouse' }, judge: G(AUTO, place('mulhouse')) },
  {
    kind: 'place',
    body: { keywords: 'ingénieur calcul Toulouse' },
    judge: G({ exact: ['ingenieur-calcul'], close: ['ingenieur-simulation'] }, place('toulouse')),
  },
  { kind: 'place', body: { keywords: 'soudeur Saint-Nazaire' }, judge: G(['soudeur'], place('loireAtlantique')) },
  {
    kind: 'place',
    body: { keywords: 'technicien maintenance Le Havre' },
    judge: G(['technicien-maintenance'], place('seineMaritime')),
  },
  { kind: 'place', body: { keywords: 'qualité fournisseur Sochaux' }, judge: G(SQE, place('nordFrancheComte')) },
  {
    kind: 'place',
    body: { keywords: 'dessinateur projeteur Vélizy' },
    judge: G(['dessinateur-projeteur'], place('velizySaclay')),
  },
  { kind: 'place', body: { keywords: 'ingénieur méthodes Lyon' }, judge: G(['ingenieur-methodes'], place('lyon')) },
  {
    kind: 'place',
    body: { keywords: 'chef de projet Cherbourg' },
    judge: G(
      {
        exact: PM_INDUS,
        close: ['controleur-projet'],
        related: ['ingenieur-automatisme', 'consultant-mes', 'ingenieur-plm'],
      },
      place('cherbourg'),
    ),
    note: 'industrial project managers (naval, nuclear); IT project managers are not relevant',
  },
  {
    kind: 'place',
    body: { keywords: 'acheteur industriel', workAreas: ['hauts-de-france'] },
    judge: G(['acheteur-industriel'], place('hdf')),
  },
  { kind: 'place', body: { keywords: 'automaticien', workAreas: ['suisse'] }, judge: G(AUTO, place('suisse')) },
];

export const SENIORITY_Q: Query[] = [
  {
    kind: 'seniority',
    body: { keywords: 'ingénieur méthodes senior' },
    judge: G(['ingenieur-methodes'], level('senior', 'expert')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'technicien qualité junior' },
    judge: G(['technicien-qualite'], level('junior')),
  },
  { kind: 'seniority', body: { keywords: 'automaticien expert' }, judge: G(AUTO, level('expert')) },
  {
    kind: 'seniority',
    body: { keywords: "chef de projet industriel 15 ans d'expérience" },
    judge: G(['chef-projet-industriel'], minYears(15)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'dessinateur projeteur', seniority: ['confirme'] },
    judge: G(['dessinateur-projeteur'], level('confirme')),
  },
  { kind: 'seniority', body: { keywords: 'ingénieur qualité fournisseur confirmé' }, judge: G(SQE, level('confirme')) },
  {
    kind: 'seniority',
    body: { keywords: 'responsable maintenance senior' },
    judge: G(['responsable-maintenance'], level('senior', 'expert')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'jeune diplômé ingénieur mécanique' },
    judge: G({ exact: ['ingenieur-conception'], close: ['ingenieur-calcul'] }, level('junior')),
    note: 'a mechanical engineer fresh from school',
  },
  {
    kind: 'seniority',
    body: { keywords: 'roboticien', seniority: ['senior', 'expert'] },
    judge: G(['roboticien'], level('senior', 'expert')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'acheteur industriel débutant' },
    judge: G(['acheteur-industriel'], level('junior')),
  },
];

export const COMBO: Query[] = [
  {
    kind: 'combo',
    body: { keywords: 'dessinateur projeteur CATIA V5 aéronautique Toulouse' },
    judge: (t) =>
      grade(t, {
        occ: ['dessinateur-projeteur'],
        checks: [skill('catia-v5'), place('toulouse')],
        soft: [sector('aero', 'space', 'defense')],
      }),
  },
  {
    kind: 'combo',
    body: { keywords: 'automaticien TIA Portal Lyon', available: true },
    judge: G(AUTO, skill('tia-portal'), place('lyon'), declaredAvailable),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur qualité fournisseur IATF anglais courant' },
    judge: G(SQE, skill('iatf-16949'), lang('en', 4)),
  },
  {
    kind: 'combo',
    body: { keywords: 'contrôleur CND ultrasons Bordeaux' },
    judge: (t) =>
      grade(t, {
        occ: ['controleur-cnd'],
        checks: [skill('ut'), place('bordeaux')],
        soft: [anyCert('cofrend-ut2', 'cofrend-ut3')],
      }),
  },
  {
    kind: 'combo',
    body: { keywords: 'chef de projet industriel ferroviaire Valenciennes' },
    judge: (t) => grade(t, { occ: ['chef-projet-industriel'], checks: [place('nord')], soft: [sector('rail')] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur logiciel embarqué DO-178C Toulouse senior' },
    judge: G(['ingenieur-logiciel-embarque'], skill('do-178'), place('toulouse'), level('senior', 'expert')),
  },
  {
    kind: 'combo',
    body: { keywords: 'soudeur TIG nucléaire' },
    judge: G(['soudeur'], skill('soudage-tig'), sector('nuclear')),
    note: 'nuclear experience missing is near, not a fail',
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur essais moteur Île-de-France disponible' },
    judge: G(['ingenieur-essais'], skill('essais-moteur'), place('idf'), freeWithin(30)),
    note: '"disponible": free within a month',
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur électronique de puissance ferroviaire Tarbes' },
    judge: (t) =>
      grade(t, { occ: ['ingenieur-electronique-puissance'], checks: [place('tarbes')], soft: [sector('rail')] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'rédacteur technique S1000D anglais full remote' },
    judge: G(['redacteur-technique'], skill('s1000d'), lang('en', 4), remote('full')),
  },
];

export const GRAMMAR: Query[] = [
  {
    kind: 'grammar',
    body: { keywords: '"ingénieur qualité" -fournisseurs' },
    judge: (t) => grade(t, { occ: ['ingenieur-qualite'], exclude: (x) => x.occ === 'ingenieur-qualite-fournisseur' }),
    note: 'quality engineers, supplier quality excluded',
  },
  {
    kind: 'grammar',
    body: { keywords: '"cotation fonctionnelle"' },
    judge: (t) => grade(t, { base: skillBase(['tolerancing'], DESIGN) }),
    note: 'functional dimensioning (GD&T) as a skill',
  },
  { kind: 'grammar', body: { keywords: 'soudeur OR chaudronnier' }, judge: G(['soudeur', 'chaudronnier']) },
  {
    kind: 'grammar',
    body: { keywords: 'automaticien -junior' },
    judge: (t) => grade(t, { occ: AUTO, exclude: (x) => x.band === 'junior' }),
    note: 'the recruiter rules out juniors (judged on real years)',
  },
  { kind: 'grammar', body: { keywords: 'technicien maintenance -bâtiment' }, judge: G(['technicien-maintenance']) },
  {
    kind: 'grammar',
    body: { keywords: '"supply chain" OR approvisionneur OR planificateur' },
    judge: G(['supply-chain-manager', 'approvisionneur', 'planificateur']),
  },
  {
    kind: 'grammar',
    body: { keywords: '"stress engineer" OR "ingénieur calcul"' },
    judge: G({ exact: ['ingenieur-calcul'], close: ['ingenieur-simulation'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'Creo OR "Pro/Engineer"' },
    judge: (t) => grade(t, { base: skillBase(['creo'], DESIGN) }),
    note: 'PTC Creo (formerly Pro/Engineer) users',
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" -informatique -IT -digital' },
    judge: G({
      exact: PM_INDUS,
      close: ['controleur-projet'],
      related: ['ingenieur-automatisme', 'consultant-mes', 'ingenieur-plm', 'responsable-be'],
    }),
    note: 'industrial project managers; IT project managers excluded',
  },
  {
    kind: 'grammar',
    body: { keywords: '"contrôle non destructif" OR CND OR NDT' },
    judge: G(['controleur-cnd']),
  },
];

export const SKILL_Q: Query[] = [
  {
    kind: 'skill',
    body: { keywords: 'TIA Portal' },
    judge: (t) =>
      grade(t, { base: skillBase(['tia-portal'], [...AUTO, 'technicien-mise-en-service', 'ingenieur-scada']) }),
  },
  {
    kind: 'skill',
    body: { keywords: 'Nastran Patran' },
    judge: (t) => grade(t, { base: skillBase(['nastran'], ['ingenieur-calcul', 'ingenieur-simulation']) }),
  },
  {
    kind: 'skill',
    body: { keywords: 'LabVIEW TestStand' },
    judge: (t) =>
      grade(t, {
        base: skillBase(['labview', 'teststand'], ['ingenieur-banc-test', 'ingenieur-essais', 'technicien-essais']),
      }),
  },
  {
    kind: 'skill',
    body: { keywords: 'S1000D' },
    judge: (t) => grade(t, { base: skillBase(['s1000d'], ['redacteur-technique', 'illustrateur-technique']) }),
  },
  {
    kind: 'skill',
    body: { keywords: 'AMDEC' },
    judge: (t): Grade => {
      if (t.skills.includes('amdec') || t.skills.includes('amdec-moyen')) return t.neighbour ? 1 : 3;
      if (t.skills.includes('rams')) return 2;
      return [
        'ingenieur-qualite',
        'ingenieur-methodes',
        'ingenieur-fiabilite',
        'ingenieur-surete-fonctionnement',
      ].includes(t.occ)
        ? 1
        : 0;
    },
    note: 'FMEA, product, process or equipment',
  },
  {
    kind: 'skill',
    body: { keywords: 'EPLAN Electric P8' },
    judge: (t) => grade(t, { base: skillBase(['eplan'], ['projeteur-electrique', 'ingenieur-electrotechnique']) }),
  },
  {
    kind: 'skill',
    body: { keywords: 'Lean Six Sigma Black Belt' },
    judge: (t): Grade => {
      if (t.certs.includes('lss-bb')) return 3;
      if (t.certs.includes('lss-gb')) return 2;
      return ['ingenieur-amelioration-continue', 'responsable-excellence-operationnelle'].includes(t.occ) ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'AUTOSAR' },
    judge: (t) => grade(t, { base: skillBase(['autosar'], ['ingenieur-logiciel-embarque']) }),
  },
  {
    kind: 'skill',
    body: { keywords: 'approvisionnement', skills: ['sap'] },
    judge: G(
      { exact: ['approvisionneur', 'planificateur'], close: ['acheteur-industriel', 'supply-chain-manager'] },
      anySkill(...SAP_SKILLS),
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'bancs de test', skills: ['python'] },
    judge: G(
      { exact: ['ingenieur-banc-test'], close: ['ingenieur-essais', 'ingenieur-vv', 'technicien-essais'] },
      skill('python'),
    ),
  },
];

export const TYPO: Query[] = [
  { kind: 'typo', body: { keywords: 'automaticein siemens' }, judge: G(AUTO, anySkill('tia-portal', 'step7')) },
  {
    kind: 'typo',
    body: { keywords: 'dessinatuer projeteur catia' },
    judge: G(['dessinateur-projeteur'], anySkill('catia-v5', '3dexperience')),
  },
  { kind: 'typo', body: { keywords: 'ingenieur qualite fournisuer' }, judge: G(SQE) },
  { kind: 'typo', body: { keywords: 'tehcnicien maintenance' }, judge: G(['technicien-maintenance']) },
  { kind: 'typo', body: { keywords: 'metrolgue' }, judge: G(['metrologue']) },
  { kind: 'typo', body: { keywords: 'soudueur tig' }, judge: G(['soudeur'], skill('soudage-tig')) },
  { kind: 'typo', body: { keywords: 'redacteur tecnhique' }, judge: G(['redacteur-technique']) },
  { kind: 'typo', body: { keywords: 'ingénieur méhodes' }, judge: G(['ingenieur-methodes']) },
  { kind: 'typo', body: { keywords: 'roboticein fanuc' }, judge: G(['roboticien'], skill('fanuc')) },
];

export const KEYWORD_QUERIES: Query[] = [
  ...ABBREV,
  ...TITLE_FR,
  ...TITLE_EN,
  ...PLACE_Q,
  ...SENIORITY_Q,
  ...COMBO,
  ...GRAMMAR,
  ...SKILL_Q,
  ...TYPO,
];
