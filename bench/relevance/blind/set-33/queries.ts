/*
 * set-33 queries: a recruiter of a boutique placing freelance consultants and interim managers in HR, legal and
 * compliance, training and organisational transformation. Judges grade from the Truth only (see judge.ts).
 */
import type { Grade } from './judge';
import {
  PLACES,
  availableBy,
  availableNow,
  best,
  bestGrade,
  combine,
  countSkills,
  days,
  duration,
  has,
  inFamily,
  interim,
  lang,
  occ,
  partTime,
  place,
  rateMax,
  remote,
  seniority,
  skill,
  skills,
  slug,
  sector,
  yearsMin,
} from './judge';
import type { Occ, Truth } from './truth';
import { cert } from './judge';

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
  judge: (t: Truth) => Grade;
  note?: string;
}

const JURISTES: Occ[] = [
  'juriste_affaires',
  'juriste_corporate',
  'juriste_contrats',
  'juriste_pi',
  'juriste_donnees',
  'juriste_social',
  'legal_counsel',
];
const COMPLIANCE: Occ[] = ['compliance_officer', 'head_compliance', 'aml', 'anti_corruption', 'sanctions'];
const PAYROLL: Occ[] = ['gestionnaire_paie', 'resp_paie', 'consultant_paie'];
const HR_GENERAL: Occ[] = ['drh', 'rrh', 'hrbp', 'generaliste_rh', 'chef_projet_rh', 'talent_dev', 'rrs'];
const IT: Occ[] = ['chef_projet_it', 'pmo_it', 'scrum_master'];
const HRIS_TOOLS = [
  'workday',
  'successfactors',
  'oracle_hcm',
  'sap_hcm',
  'talentsoft',
  'cornerstone',
  'hr_access',
  'cegid_hr',
] as const;

/** DRH: an RRH is close only with 10+ years. */
const drh = (t: Truth): Grade => (t.occ === 'rrh' && t.years < 10 ? 1 : occ(t, ['drh']));
const juriste = (t: Truth): Grade => occ(t, JURISTES, { two: ['gc'], one: ['paralegal', 'contract_manager', 'dpo'] });
const gestionnairePaie = (t: Truth): Grade => occ(t, ['gestionnaire_paie'], { two: ['gestionnaire_adp'] });
const juristeSocial = (t: Truth): Grade => occ(t, ['juriste_social']);
const assistanteDirection = (t: Truth): Grade => occ(t, ['assistante_direction'], { one: ['paralegal'] });
const rf = (t: Truth): Grade => occ(t, ['rf']);
const compliance = (t: Truth): Grade =>
  occ(t, COMPLIANCE, { one: ['dpo', 'risk_manager', 'controle_interne', 'auditeur'] });
const controleInterne = (t: Truth): Grade => occ(t, ['controle_interne'], { zero: ['controleur_gestion'] });
/** Sapin II work: the anti-corruption officer, or a compliance person who did it. */
const sapin = (t: Truth): Grade => {
  if (t.occ === 'anti_corruption') return 3;
  if (has(t, 'sapin2') && inFamily(t, 'compliance')) return 3;
  if (has(t, 'sapin2') && inFamily(t, 'audit')) return 2;
  if (inFamily(t, 'compliance') || has(t, 'sapin2')) return 1;
  return 0;
};
/** Years matter for a manager-level title reached from a junior one. */
const atLeast = (g: Grade, t: Truth, occs: Occ[], years: number): Grade =>
  occs.includes(t.occ) && t.years < years && g > 1 ? 1 : g;

export const QUERIES: Query[] = [
  // ------------------------------------------------------------------ abbrev
  { kind: 'abbrev', body: { keywords: 'DRH' }, judge: drh },
  { kind: 'abbrev', body: { keywords: 'HRBP' }, judge: (t) => occ(t, ['hrbp']) },
  { kind: 'abbrev', body: { keywords: 'DPO' }, judge: (t) => occ(t, ['dpo']) },
  {
    kind: 'abbrev',
    body: { keywords: 'LCB-FT' },
    judge: (t) => {
      if (has(t, 'lcbft') && inFamily(t, 'compliance')) return 3;
      if (has(t, 'lcbft')) return 2;
      if (t.occ === 'sanctions') return 2;
      return inFamily(t, 'compliance', 'audit') ? 1 : 0;
    },
  },
  {
    kind: 'abbrev',
    body: { keywords: 'SIRH' },
    judge: (t) =>
      bestGrade(
        occ(t, ['consultant_sirh', 'chef_projet_sirh'], { one: ['pmo_it'] }),
        HRIS_TOOLS.some((s) => has(t, s)) && inFamily(t, 'hr', 'payroll') ? 1 : 0,
      ),
  },
  { kind: 'abbrev', body: { keywords: 'C&B' }, judge: (t) => occ(t, ['cb'], { one: ['rrh', 'drh'] }) },
  { kind: 'abbrev', body: { keywords: 'RSE' }, judge: (t) => occ(t, ['rse']) },
  {
    kind: 'abbrev',
    body: { keywords: 'CAMS' },
    judge: (t) => (cert(t, 'cams') ? 3 : has(t, 'lcbft') && inFamily(t, 'compliance') ? 1 : 0),
    note: 'the ACAMS certification is what is asked: AML people without it are only related',
  },
  { kind: 'abbrev', body: { keywords: 'PMO' }, judge: (t) => occ(t, ['pmo_transfo'], { one: ['chef_projet_it'] }) },

  // ------------------------------------------------------------------ title-fr
  { kind: 'title-fr', body: { keywords: 'juriste droit social' }, judge: juristeSocial },
  { kind: 'title-fr', body: { keywords: 'gestionnaire de paie' }, judge: gestionnairePaie },
  { kind: 'title-fr', body: { keywords: 'responsable formation' }, judge: rf },
  { kind: 'title-fr', body: { keywords: 'chargée de recrutement' }, judge: (t) => occ(t, ['recruteur']) },
  {
    kind: 'title-fr',
    body: { keywords: 'directrice juridique' },
    judge: (t) => atLeast(occ(t, ['gc']), t, ['legal_counsel'], 8),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'contrôleur interne' },
    judge: controleInterne,
    note: 'contrôleur de gestion is a hard negative',
  },
  { kind: 'title-fr', body: { keywords: 'ingénieure pédagogique' }, judge: (t) => occ(t, ['concepteur']) },
  { kind: 'title-fr', body: { keywords: 'assistante de direction' }, judge: assistanteDirection },
  { kind: 'title-fr', body: { keywords: 'juriste propriété intellectuelle' }, judge: (t) => occ(t, ['juriste_pi']) },

  // ------------------------------------------------------------------ title-en
  {
    kind: 'title-en',
    body: { keywords: 'Talent Acquisition Manager' },
    judge: (t) => atLeast(occ(t, ['ta']), t, ['recruteur', 'tech_recruiter'], 5),
  },
  {
    kind: 'title-en',
    body: { keywords: 'Legal Counsel' },
    judge: (t) =>
      occ(t, ['legal_counsel', 'juriste_affaires'], {
        two: ['juriste_contrats', 'juriste_corporate', 'juriste_pi', 'juriste_donnees', 'juriste_social', 'gc'],
      }),
  },
  {
    kind: 'title-en',
    body: { keywords: 'Head of Compliance' },
    judge: (t) => atLeast(occ(t, ['head_compliance']), t, ['compliance_officer'], 8),
  },
  {
    kind: 'title-en',
    body: { keywords: 'Payroll Manager' },
    judge: (t) => atLeast(occ(t, ['resp_paie']), t, ['gestionnaire_paie'], 6),
  },
  { kind: 'title-en', body: { keywords: 'Learning & Development Manager' }, judge: rf },
  { kind: 'title-en', body: { keywords: 'Change Manager' }, judge: (t) => occ(t, ['conduite']) },
  { kind: 'title-en', body: { keywords: 'Internal Auditor' }, judge: (t) => occ(t, ['auditeur']) },
  {
    kind: 'title-en',
    body: { keywords: 'HRIS Project Manager' },
    judge: (t) => occ(t, ['chef_projet_sirh'], { one: ['pmo_it'] }),
  },
  { kind: 'title-en', body: { keywords: 'Executive Assistant' }, judge: assistanteDirection },

  // ------------------------------------------------------------------ place
  { kind: 'place', body: { keywords: 'juriste Lyon' }, judge: (t) => combine(juriste(t), [place(t, PLACES.lyon)]) },
  {
    kind: 'place',
    body: { keywords: 'paie 92' },
    judge: (t) =>
      combine(occ(t, PAYROLL, { two: ['gestionnaire_adp'], one: has(t, 'paie') ? [t.occ] : [] }), [
        place(t, PLACES.dept92),
      ]),
  },
  {
    kind: 'place',
    body: { keywords: 'DRH Hauts-de-France' },
    judge: (t) => combine(drh(t), [place(t, PLACES.hautsDeFrance)]),
  },
  {
    kind: 'place',
    body: { keywords: 'RH PACA' },
    judge: (t) =>
      combine(
        occ(t, HR_GENERAL, {
          two: [
            'assistant_rh',
            'gestionnaire_adp',
            ...PAYROLL,
            'cb',
            'consultant_sirh',
            'chef_projet_sirh',
            'ta',
            'recruteur',
            'tech_recruiter',
            'rf',
            'ingenieur_formation',
          ],
          one: ['juriste_social', 'formateur', 'concepteur', 'coach_carriere', 'marque_employeur'],
        }),
        [place(t, PLACES.paca)],
      ),
  },
  {
    kind: 'place',
    body: { keywords: 'formateur Rhône-Alpes' },
    judge: (t) => combine(occ(t, ['formateur']), [place(t, PLACES.rhoneAlpes)]),
  },
  {
    kind: 'place',
    body: { keywords: 'compliance Luxembourg' },
    judge: (t) => combine(compliance(t), [place(t, PLACES.luxembourg)]),
  },
  {
    kind: 'place',
    body: { keywords: 'DPO Suisse romande' },
    judge: (t) => combine(occ(t, ['dpo']), [place(t, PLACES.suisseRomande)]),
  },
  {
    kind: 'place',
    body: { keywords: 'recruteur Lille' },
    judge: (t) => combine(occ(t, ['recruteur', 'tech_recruiter']), [place(t, PLACES.lille)]),
  },
  {
    kind: 'place',
    body: { keywords: 'RSE Bretagne' },
    judge: (t) => combine(occ(t, ['rse']), [place(t, PLACES.bretagne)]),
  },
  {
    kind: 'place',
    body: { keywords: 'assistante de direction La Défense' },
    judge: (t) => combine(assistanteDirection(t), [place(t, PLACES.laDefense)]),
  },

  // ------------------------------------------------------------------ seniority
  {
    kind: 'seniority',
    body: { keywords: 'RRH senior' },
    judge: (t) => combine(occ(t, ['rrh']), [seniority(t, 'senior')]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'juriste junior' },
    judge: (t) => combine(juriste(t), [seniority(t, 'junior')]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'gestionnaire paie confirmée' },
    judge: (t) => combine(gestionnairePaie(t), [seniority(t, 'confirme')]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'compliance officer 10 ans' },
    judge: (t) => combine(occ(t, ['compliance_officer']), [yearsMin(t, 10)]),
  },
  {
    kind: 'seniority',
    body: { keywords: "HRBP 5 ans d'expérience" },
    judge: (t) => combine(occ(t, ['hrbp']), [yearsMin(t, 5)]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'expert SIRH' },
    judge: (t) => combine(occ(t, ['consultant_sirh', 'chef_projet_sirh']), [seniority(t, 'expert')]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'auditeur interne débutant' },
    judge: (t) => combine(occ(t, ['auditeur']), [seniority(t, 'junior')]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet RH sénior' },
    judge: (t) => combine(occ(t, ['chef_projet_rh']), [seniority(t, 'senior')]),
  },
  {
    kind: 'seniority',
    body: { keywords: "directeur juridique 15 ans d'expérience" },
    judge: (t) => combine(occ(t, ['gc']), [yearsMin(t, 15)]),
  },

  // ------------------------------------------------------------------ combo
  {
    kind: 'combo',
    body: { keywords: 'HRBP Paris dispo immédiatement' },
    judge: (t) => combine(occ(t, ['hrbp']), [place(t, PLACES.paris), availableNow(t)]),
  },
  {
    kind: 'combo',
    body: { keywords: 'juriste contrats anglais courant remote' },
    judge: (t) => combine(occ(t, ['juriste_contrats']), [lang(t, 'en', 'C1'), remote(t, 'full')]),
    note: '"remote" typed alone is read as full remote; hybrid is near',
  },
  {
    kind: 'combo',
    body: { keywords: 'gestionnaire paie Silae 3 jours' },
    judge: (t) => combine(gestionnairePaie(t), [skill(t, 'silae'), days(t, '3')]),
  },
  {
    kind: 'combo',
    body: { keywords: 'DPO temps partiel Lyon' },
    judge: (t) => combine(occ(t, ['dpo']), [partTime(t), place(t, PLACES.lyon)]),
  },
  {
    kind: 'combo',
    body: { keywords: 'consultant Workday senior full remote' },
    judge: (t) =>
      combine(occ(t, ['consultant_sirh']), [skill(t, 'workday'), seniority(t, 'senior'), remote(t, 'full')]),
  },
  {
    kind: 'combo',
    body: { keywords: 'chargé de recrutement IT Nantes dispo janvier' },
    judge: (t) => {
      const base: Grade =
        t.occ === 'tech_recruiter' || (t.occ === 'recruteur' && has(t, 'recrutement_it'))
          ? 3
          : occ(t, ['tech_recruiter'], { two: has(t, 'recrutement_it') ? ['ta'] : [] });
      return combine(base, [place(t, PLACES.nantes), availableBy(t, '2027-01-31')]);
    },
  },
  {
    kind: 'combo',
    body: { keywords: 'formatrice management Bordeaux sur site' },
    judge: (t) =>
      combine(occ(t, ['formateur']), [skill(t, 'management_training'), place(t, PLACES.bordeaux), remote(t, 'onsite')]),
  },
  {
    kind: 'combo',
    body: { keywords: 'compliance LCB-FT Luxembourg allemand' },
    judge: (t) => combine(compliance(t), [skill(t, 'lcbft'), place(t, PLACES.luxembourg), lang(t, 'de', 'B2')]),
  },
  {
    kind: 'combo',
    body: { keywords: 'DRH de transition Lyon ASAP' },
    judge: (t) => combine(drh(t), [interim(t), place(t, PLACES.lyon), availableNow(t)]),
  },
  {
    kind: 'combo',
    body: { keywords: 'coach agile Lille hybride' },
    judge: (t) => combine(occ(t, ['agile_coach']), [place(t, PLACES.lille), remote(t, 'hybrid')]),
    note: 'agile coaches of business teams; a Scrum Master of software teams is only related',
  },
  {
    kind: 'combo',
    body: { keywords: 'responsable paie', skills: ['sap'], seniority: ['senior', 'expert'] },
    judge: (t) => combine(occ(t, ['resp_paie']), [slug(t, 'sap'), seniority(t, 'senior')]),
  },

  // ------------------------------------------------------------------ grammar
  { kind: 'grammar', body: { keywords: '"droit social" juriste' }, judge: juristeSocial },
  {
    kind: 'grammar',
    body: { keywords: 'DPO OR "délégué à la protection des données"' },
    judge: (t) => occ(t, ['dpo']),
  },
  {
    kind: 'grammar',
    body: { keywords: 'coach -agile' },
    judge: (t) =>
      occ(t, ['coach_carriere'], {
        two: ['lean'],
        zero: ['agile_coach', 'scrum_master'],
        one: ['formateur', 'talent_dev'],
      }),
  },
  { kind: 'grammar', body: { keywords: '"contrôleur interne" -gestion' }, judge: controleInterne },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" RH -IT' },
    judge: (t) => occ(t, ['chef_projet_rh'], { zero: ['chef_projet_it', 'pmo_it'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"Talent Acquisition" OR "chargé de recrutement" OR recruteur' },
    judge: (t) => occ(t, ['ta', 'recruteur', 'tech_recruiter']),
  },
  {
    kind: 'grammar',
    body: { keywords: '"management de transition" DRH OR DAF' },
    judge: (t) => bestGrade(combine(drh(t), [interim(t)]), combine(occ(t, ['daf']), [interim(t)])),
    note: 'two groups: interim HR directors, or CFOs (the DAF group has no interim constraint in the grammar, but the recruiter means interim)',
  },
  {
    kind: 'grammar',
    body: { keywords: '"amélioration continue" OR lean OR "six sigma" -IT' },
    judge: (t) => {
      if (IT.includes(t.occ)) return 0;
      return bestGrade(occ(t, ['lean']), has(t, 'lean') || has(t, 'six_sigma') ? 2 : 0);
    },
  },
  {
    kind: 'grammar',
    body: { keywords: 'conformité -banque -assurance' },
    judge: (t) => {
      const g = occ(t, COMPLIANCE, { two: ['dpo'] });
      return g >= 2 && (t.sectors.includes('banque') || t.sectors.includes('assurance')) ? 1 : g;
    },
    note: 'compliance people from outside banking and insurance; those with bank or insurance experience are only related',
  },
  {
    kind: 'grammar',
    body: { keywords: '"marque employeur" OR "employer branding"' },
    judge: (t) => bestGrade(occ(t, ['marque_employeur']), has(t, 'marque_employeur') ? 2 : 0),
  },

  // ------------------------------------------------------------------ skill
  {
    kind: 'skill',
    body: { keywords: 'Silae' },
    judge: (t) => {
      const payroll = inFamily(t, 'payroll');
      if (has(t, 'silae')) return payroll ? 3 : 2;
      return payroll && skill(t, 'silae') === 'near' ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'SuccessFactors' },
    judge: (t) => {
      const hris = inFamily(t, 'hris', 'payroll');
      if (has(t, 'successfactors')) return hris ? 3 : 2;
      return hris && skill(t, 'successfactors') === 'near' ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'Sapin II cartographie des risques' },
    judge: (t) => {
      const n = countSkills(t, 'sapin2', 'carto_risques');
      const fam = inFamily(t, 'compliance', 'audit');
      if (n === 2) return fam ? 3 : 2;
      if (n === 1) return fam ? 2 : 1;
      return fam && skill(t, 'sapin2') === 'near' ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'KYC' },
    judge: (t) =>
      has(t, 'kyc') ? (inFamily(t, 'compliance') ? 3 : 2) : has(t, 'lcbft') || has(t, 'sanctions_intl') ? 1 : 0,
  },
  {
    kind: 'skill',
    body: { keywords: 'Articulate Storyline' },
    judge: (t) => {
      const r = skill(t, 'storyline');
      if (r === 'ok') return 3;
      if (r === 'near') return inFamily(t, 'learning') ? 2 : 1;
      return 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'NAO CSE' },
    judge: (t) => {
      const n = countSkills(t, 'nao', 'cse');
      return n === 2 ? 3 : n === 1 ? 2 : skills(t, 'nao', 'cse') === 'near' ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'CSRD double matérialité' },
    judge: (t) =>
      has(t, 'csrd') && has(t, 'double_materialite')
        ? 3
        : has(t, 'csrd') || has(t, 'double_materialite')
          ? 2
          : skill(t, 'csrd') === 'near'
            ? 1
            : 0,
  },
  {
    kind: 'skill',
    body: { keywords: 'Lean Six Sigma' },
    judge: (t) => {
      if ((has(t, 'lean') && has(t, 'six_sigma')) || cert(t, 'green_belt') || cert(t, 'black_belt')) return 3;
      if (has(t, 'lean') || has(t, 'six_sigma')) return 2;
      return has(t, 'kaizen') || has(t, 'vsm') ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'outplacement bilan de compétences' },
    judge: (t) => {
      const n = countSkills(t, 'outplacement', 'bilan_competences');
      return n === 2 ? 3 : n === 1 ? 2 : has(t, 'coaching') ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'ADKAR', skills: ['conduite-du-changement'] },
    judge: (t) => (has(t, 'adkar') && has(t, 'conduite_changement') ? 3 : has(t, 'conduite_changement') ? 1 : 0),
  },

  // ------------------------------------------------------------------ typo
  { kind: 'typo', body: { keywords: 'gestionaire de paye' }, judge: gestionnairePaie },
  { kind: 'typo', body: { keywords: 'juriste droit socail' }, judge: juristeSocial },
  { kind: 'typo', body: { keywords: 'resposable formation' }, judge: rf },
  { kind: 'typo', body: { keywords: 'complaince officer' }, judge: (t) => occ(t, ['compliance_officer']) },
  { kind: 'typo', body: { keywords: 'DRH de transtion' }, judge: (t) => combine(drh(t), [interim(t)]) },
  { kind: 'typo', body: { keywords: 'HRBPs' }, judge: (t) => occ(t, ['hrbp']) },
  { kind: 'typo', body: { keywords: 'assitante de direction' }, judge: assistanteDirection },
  {
    kind: 'typo',
    body: { keywords: 'conduitedu changement' },
    judge: (t) =>
      bestGrade(
        occ(t, ['conduite']),
        has(t, 'conduite_changement') ? (inFamily(t, 'transfo', 'hr', 'hris') ? 2 : 1) : 0,
      ),
  },
  { kind: 'typo', body: { keywords: 'TALENT ACQUISITON' }, judge: (t) => occ(t, ['ta']) },
  { kind: 'typo', body: { keywords: 'protection des donnés' }, judge: (t) => occ(t, ['dpo', 'juriste_donnees']) },

  // ------------------------------------------------------------------ brief: French sentences
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un DRH de transition pour 6 mois sur Lyon, démarrage début janvier, budget 900 € HT par jour maximum.',
    },
    judge: (t) =>
      combine(drh(t), [
        interim(t),
        place(t, PLACES.lyon),
        availableBy(t, '2027-01-10'),
        rateMax(t, 900),
        best(duration(t, '3 a 6 mois'), duration(t, '6 a 12 mois')),
      ]),
  },
  {
    kind: 'brief',
    body: { brief: "besoin d'une gestionnaire de paie qui maîtrise Silae, 3 jours par semaine, en télétravail" },
    judge: (t) => combine(gestionnairePaie(t), [skill(t, 'silae'), days(t, '3'), remote(t, 'full')]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Juriste droit des affaires pour accompagner une PME dans la renégociation de ses contrats internationaux de distribution. Anglais courant indispensable.',
    },
    judge: (t) => combine(occ(t, ['juriste_affaires', 'juriste_contrats', 'legal_counsel']), [lang(t, 'en', 'C1')]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "On cherche quelqu'un pour mettre en place le dispositif Sapin II dans une ETI industrielle : cartographie des risques de corruption, évaluation des tiers, formation des équipes exposées.",
    },
    judge: sapin,
  },
  {
    kind: 'brief',
    body: { brief: 'DPO externalisé pour une communauté de communes, 1 à 2 jours par semaine, en Bretagne.' },
    judge: (t) => combine(occ(t, ['dpo']), [days(t, '1', '2'), place(t, PLACES.bretagne)]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Consultant(e) SIRH pour le déploiement de Workday Core HR dans un groupe de 8 000 salariés. Mission de 9 mois, à Paris, avec 2 jours de télétravail par semaine.',
    },
    judge: (t) =>
      combine(occ(t, ['consultant_sirh', 'chef_projet_sirh']), [
        skill(t, 'workday'),
        place(t, PLACES.paris),
        remote(t, 'hybrid'),
        duration(t, '6 a 12 mois'),
      ]),
  },
  {
    kind: 'brief',
    body: { brief: 'formateur en management pour animer des sessions en présentiel à Toulouse' },
    judge: (t) =>
      combine(occ(t, ['formateur']), [skill(t, 'management_training'), place(t, PLACES.toulouse), remote(t, 'onsite')]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Nous avons besoin de quelqu'un pour accompagner un PSE dans une usine de Normandie. Idéalement un profil relations sociales avec au moins 10 ans d'expérience.",
    },
    judge: (t) =>
      combine(occ(t, ['rrs'], { two: ['drh'] }), [skill(t, 'pse'), yearsMin(t, 10), place(t, PLACES.normandie)]),
  },
  {
    kind: 'brief',
    body: { brief: 'Recherche auditeur interne confirmé, expérience bancaire, mission de 4 mois à La Défense.' },
    judge: (t) =>
      combine(occ(t, ['auditeur']), [seniority(t, 'confirme'), sector(t, 'banque'), place(t, PLACES.laDefense)]),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Coach carrière ou consultant outplacement pour accompagner 30 salariés en reclassement près de Metz.',
    },
    judge: (t) => combine(occ(t, ['coach_carriere']), [skill(t, 'outplacement'), place(t, PLACES.metz)]),
  },
  {
    kind: 'brief',
    body: { brief: "besoin urgent d'un office manager à Bordeaux, 2 jours par semaine" },
    judge: (t) => combine(occ(t, ['office_manager']), [place(t, PLACES.bordeaux), days(t, '2'), availableNow(t)]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'PMO pour un programme de transformation de la fonction finance, environnement international (anglais), cadre SAFe.',
    },
    judge: (t) => combine(occ(t, ['pmo_transfo']), [lang(t, 'en', 'B2'), skill(t, 'safe')]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Responsable RSE pour piloter le premier reporting CSRD d'une ETI agroalimentaire, 3 jours par semaine, TJM autour de 700 €.",
    },
    judge: (t) => combine(occ(t, ['rse']), [skill(t, 'csrd'), days(t, '3'), rateMax(t, 770)]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Nous accompagnons une mutuelle basée à Niort dans la refonte de ses processus RH (entretiens annuels, onboarding, GEPP). Nous cherchons un chef de projet RH expérimenté, capable d'animer des ateliers avec les managers et les représentants du personnel, présent 2 à 3 jours par semaine sur site, le reste en télétravail. Démarrage souhaité en février pour 6 mois environ.",
    },
    judge: (t) =>
      combine(occ(t, ['chef_projet_rh']), [
        yearsMin(t, 5),
        place(t, PLACES.niort),
        remote(t, 'hybrid'),
        availableBy(t, '2027-02-28'),
      ]),
  },
  {
    kind: 'brief',
    body: { brief: "Contract manager pour un grand projet d'infrastructure à Marseille, anglais courant." },
    judge: (t) => combine(occ(t, ['contract_manager']), [place(t, PLACES.marseille), lang(t, 'en', 'C1')]),
  },
  {
    kind: 'brief',
    body: { brief: 'assistante de direction bilingue anglais pour un CODIR, Levallois, 4 jours par semaine' },
    judge: (t) =>
      combine(occ(t, ['assistante_direction']), [lang(t, 'en', 'C2'), place(t, PLACES.levallois), days(t, '4')]),
  },

  // ------------------------------------------------------------------ brief: English sentences
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for an interim HR Director to cover a maternity leave in Geneva. French and English required, start in February.',
    },
    judge: (t) =>
      combine(drh(t), [interim(t), place(t, PLACES.geneve), lang(t, 'en', 'C1'), availableBy(t, '2027-02-28')]),
  },
  {
    kind: 'brief',
    body: {
      brief: 'We need a freelance AML/KYC analyst for a remediation project in Luxembourg, 6 months, fluent English.',
    },
    judge: (t) => combine(occ(t, ['aml']), [skill(t, 'kyc'), place(t, PLACES.luxembourg), lang(t, 'en', 'C1')]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Senior change management consultant to support an ERP rollout across European sites. Remote-friendly, English mandatory.',
    },
    judge: (t) =>
      combine(occ(t, ['conduite']), [seniority(t, 'senior'), remote(t, 'remoteFriendly'), lang(t, 'en', 'C1')]),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Instructional designer with Articulate Storyline or Rise, fully remote, part-time (2-3 days a week).',
    },
    judge: (t) =>
      combine(occ(t, ['concepteur']), [
        best(skill(t, 'storyline'), skill(t, 'rise')),
        remote(t, 'full'),
        days(t, '2', '3'),
      ]),
  },
  {
    kind: 'brief',
    body: { brief: 'Need a Head of Internal Audit on an interim basis for a bank in Paris.' },
    judge: (t) =>
      combine(atLeast(occ(t, ['resp_audit']), t, ['auditeur'], 10), [
        interim(t),
        sector(t, 'banque'),
        place(t, PLACES.paris),
      ]),
  },

  // ------------------------------------------------------------------ brief: pasted job ads
  {
    kind: 'brief',
    body: {
      brief: `Responsable Paie (H/F) - Management de transition - Lyon

Notre client, groupe de distribution spécialisée de 2 300 collaborateurs (45 magasins, siège à Lyon), recherche un(e) Responsable Paie de transition pour assurer l'intérim du poste suite à un départ, et sécuriser la paie pendant le changement de prestataire.

Vos missions :
- Encadrer l'équipe paie (4 gestionnaires) et garantir la production mensuelle (2 300 bulletins, 3 conventions collectives)
- Superviser les DSN et la gestion des anomalies
- Fiabiliser les contrôles de fin de mois et les provisions (congés, primes)
- Préparer la migration vers la nouvelle solution et la double paie
- Être l'interlocuteur de la DRH, du contrôle de gestion et des commissaires aux comptes

Profil recherché :
- 5 ans minimum d'expérience en responsabilité d'un service paie multi-établissements
- Maîtrise d'ADP (Decidium) et de la DSN indispensable
- Leadership, rigueur, capacité à prendre le poste rapidement

Conditions : démarrage ASAP, mission de 6 mois renouvelable, 2 jours de télétravail par semaine possibles. TJM selon profil.
Process : un échange avec notre consultant, puis un entretien avec la DRH du client.`,
    },
    judge: (t) =>
      combine(occ(t, ['resp_paie']), [
        yearsMin(t, 5),
        skill(t, 'adp'),
        place(t, PLACES.lyon),
        availableNow(t),
        interim(t),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief: `Mission freelance - Consultant(e) senior Conduite du changement - Transformation RH - Paris

Qui sommes-nous ?
Fondé en 2011, notre cabinet de conseil en transformation des organisations réunit 80 consultants à Paris, Lyon et Nantes. Nous intervenons auprès de grands groupes, d'ETI et d'acteurs publics sur leurs projets de transformation RH, de conduite du changement et d'organisation. Certifié B Corp depuis 2023, nous plaçons l'humain au cœur de nos missions.

Le contexte :
Nous accompagnons un grand groupe de services (12 000 collaborateurs) dans la refonte de ses processus RH et le déploiement d'un nouveau SIRH (SuccessFactors).

Missions :
- Analyse des impacts du projet sur les populations RH, managers et salariés
- Construction et pilotage du plan d'accompagnement du changement (communication, formation, réseau d'ambassadeurs)
- Animation d'ateliers et de comités avec les directions métiers
- Mesure de l'adoption après la mise en production

Profil : 8 ans d'expérience minimum en conduite du changement sur des projets de transformation d'envergure, aisance relationnelle avec les directions, une connaissance de SuccessFactors est un plus.

Nous offrons : une mission de 8 mois, démarrage mi-janvier, 3 jours sur site à Paris La Défense, 2 jours de télétravail, l'appui d'une équipe projet de 6 consultants et l'accès à nos communautés d'expertise. TJM selon profil.

Process : un premier échange de 30 minutes avec notre responsable staffing, un entretien avec le directeur de mission, puis une rencontre avec le client. Réponse sous 10 jours.
Toutes nos missions sont ouvertes aux personnes en situation de handicap.`,
    },
    judge: (t) => combine(occ(t, ['conduite']), [yearsMin(t, 8), place(t, PLACES.laDefense), remote(t, 'hybrid')]),
  },
  {
    kind: 'brief',
    body: {
      brief: `Juriste droit social freelance - 3 jours/semaine - Nantes ou à distance

Acteur régional du transport de voyageurs (1 100 salariés), nous renforçons notre direction juridique et sociale pendant 6 mois. Vous conseillerez les RRH de nos 12 établissements (ruptures, disciplinaire, temps de travail), suivrez le contentieux prud'homal avec nos avocats et préparerez les prochaines négociations annuelles.

Profil : juriste en droit social confirmé(e), 4 ans minimum, idéalement en entreprise de transport. Présence à Nantes appréciée, mais la mission peut se faire à distance.

Rythme : 3 jours par semaine. Démarrage janvier. TJM selon profil.`,
    },
    judge: (t) =>
      combine(juristeSocial(t), [days(t, '3'), yearsMin(t, 4), best(place(t, PLACES.nantes), remote(t, 'full'))]),
  },
  {
    kind: 'brief',
    body: {
      brief: `Chargé(e) de mission Compliance / Anticorruption (freelance) - ETI industrielle - Grenoble

Entreprise familiale de 900 personnes, leader sur ses marchés de niche, présente dans 15 pays. À la suite d'un contrôle de l'AFA, nous devons remettre à niveau notre programme anticorruption.

Ce que vous ferez :
- Mettre à jour la cartographie des risques de corruption avec les directions opérationnelles
- Déployer la procédure d'évaluation des tiers (clients, distributeurs, fournisseurs)
- Revoir le code de conduite et le dispositif d'alerte
- Former les populations les plus exposées

Ce que nous cherchons : une expérience réussie de mise en conformité Sapin II, idéalement en milieu industriel, et le goût du terrain. Hybride, 2 à 3 jours par semaine sur notre site de Grenoble.
Durée : 6 mois. TJM selon profil.`,
    },
    judge: (t) => combine(sapin(t), [place(t, PLACES.grenoble), remote(t, 'hybrid')]),
  },
  {
    kind: 'brief',
    body: {
      brief: `Talent Acquisition Manager (freelance, 6 mois) - Scale-up SaaS - Paris

Nous sommes une scale-up SaaS B2B (220 personnes, série C) et nous prévoyons 90 recrutements en 2027, majoritairement tech et produit. Nous cherchons un(e) Talent Acquisition Manager freelance pour structurer la fonction : process, scorecards, ATS, relation avec les hiring managers, et recruter en direct les postes tech les plus critiques.

Vous avez déjà recruté des profils tech (développeurs, data, produit) en environnement startup ou scale-up, et vous savez piloter une équipe de recruteurs.

Nous offrons : une équipe bienveillante, des locaux dans le 10e, 2 jours de télétravail, une mission de 6 mois. TJM selon profil. Process en 2 étapes.`,
    },
    judge: (t) =>
      combine(atLeast(occ(t, ['ta']), t, ['recruteur', 'tech_recruiter'], 5), [
        skill(t, 'recrutement_it'),
        place(t, PLACES.paris),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief: `Interim Data Protection Officer (DPO) - Brussels - 12 months

Our client, a European federation headquartered in Brussels, is looking for an interim DPO while its permanent DPO is on extended leave. You will maintain the records of processing, run DPIAs on new projects, handle data subject requests and breaches, and advise the management board.

Requirements: proven experience as a DPO or privacy counsel, excellent French and English, knowledge of Belgian and EU data protection practice. A CIPP/E certification is a plus.

Assignment: 12 months, mostly on site in Brussels. Daily rate depending on profile.`,
    },
    judge: (t) =>
      combine(occ(t, ['dpo']), [
        place(t, PLACES.bruxelles),
        lang(t, 'en', 'C1'),
        best(duration(t, '6 a 12 mois'), duration(t, '> 12 mois')),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief: `Freelance Learning & Development Manager - Global pharma - Lyon (hybrid)

A global pharmaceutical company is looking for a freelance L&D Manager for its French affiliate (Lyon, 1,500 employees) for 9 months. You will build the 2027 training plan, launch a management academy with external providers, work with the global learning team (all meetings in English) and run the annual reporting to the works council.

Profile: 6+ years in learning and development, strong knowledge of French training funding (OPCO, CPF), fluent English. Pharma experience is appreciated.

Hybrid: 3 days on site in Lyon. Daily rate to be discussed.`,
    },
    judge: (t) => combine(rf(t), [yearsMin(t, 6), place(t, PLACES.lyon), lang(t, 'en', 'C1'), remote(t, 'hybrid')]),
  },
  {
    kind: 'brief',
    body: {
      brief: `Responsable formation (H/F) - Mission de 6 mois - Rennes

Organisme de formation régional (60 salariés, 3 sites en Bretagne) en forte croissance, nous recherchons un(e) responsable formation freelance pour piloter notre offre et préparer notre audit de surveillance Qualiopi.

Missions : pilotage du catalogue, suivi des formateurs, relations avec les OPCO, préparation de l'audit Qualiopi, amélioration des indicateurs qualité.
Profil : expérience significative en organisme de formation ; la maîtrise de Qualiopi est indispensable.
Présence sur site à Rennes 3 jours par semaine. Démarrage dès que possible. TJM selon profil.`,
    },
    judge: (t) =>
      combine(occ(t, ['rf'], { two: ['ingenieur_formation'] }), [skill(t, 'qualiopi'), place(t, PLACES.rennes)]),
  },
];
