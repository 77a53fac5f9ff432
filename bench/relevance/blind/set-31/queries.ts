// set-31 queries: a recruiter of a firm placing freelance experts and interim managers with the public and non-profit
// sector. Keywords typed as in a search box; sentences and pasted job ads in brief. Judges grade from the Truth only,
// with the conventions of judge.ts.
import type { Truth } from './corpus';
import {
  at,
  availableNow,
  bands,
  city,
  country,
  days,
  dept,
  depts,
  duration,
  freeBy,
  hasConcept,
  interim,
  judge,
  lang,
  partTime,
  rateMax,
  region,
  remote,
  sector,
  seniorityWord,
  skills,
  years,
  type Check,
  type G,
  type RoleSpec,
} from './judge';

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
  judge: (t: Truth) => G;
  note?: string;
}

/** A wish rather than a requirement: a fail counts as near. */
const prefer =
  (c: Check): Check =>
  (t) =>
    c(t) === 'fail' ? 'near' : c(t);
const localGov: Check = (t) =>
  t.sectors.some((s) => ['commune', 'departement', 'region'].includes(s)) ? 'ok' : 'near';

// ---------------------------------------------------------------- roles
const ACHAT: RoleSpec = {
  exact: ['acheteur-public'],
  near: ['responsable-commande-publique', 'juriste-commande-publique'],
};
const RESP_ACHAT: RoleSpec = {
  exact: ['responsable-commande-publique'],
  near: ['acheteur-public', 'juriste-commande-publique'],
};
const JCP: RoleSpec = {
  exact: ['juriste-commande-publique'],
  near: ['acheteur-public', 'responsable-commande-publique', 'juriste-droit-public'],
};
const DPO: RoleSpec = { exact: ['dpo'] };
const CG: RoleSpec = {
  exact: ['controleur-gestion-public', 'controleur-gestion-hospitalier'],
  related: ['controleur-gestion-industriel'],
};
const DIRHOP: RoleSpec = {
  exact: ['directeur-hopital'],
  near: ['daf-hopital'],
  related: ['directeur-ehpad', 'directeur-esms'],
};
const DAFHOP: RoleSpec = { exact: ['daf-hopital'], near: ['directeur-hopital'] };
const EHPAD: RoleSpec = {
  exact: ['directeur-ehpad'],
  near: ['directeur-esms'],
  related: ['directeur-hopital', 'cadre-sante'],
};
const FONDS: RoleSpec = {
  exact: ['charge-fonds-europeens'],
  near: ['charge-subventions'],
  related: ['consultant-evaluation'],
};
const URBA: RoleSpec = {
  exact: ['urbaniste'],
  near: ['charge-planification'],
  related: ['chef-projet-renouvellement-urbain', 'chef-projet-mobilite', 'charge-evaluation-environnementale'],
};
const PLANIF: RoleSpec = {
  exact: ['urbaniste', 'charge-planification'],
  related: ['charge-evaluation-environnementale'],
};
const GEO: RoleSpec = { exact: ['geomaticien'], near: ['administrateur-sig'], related: ['chef-projet-data-public'] };
const ARCH: RoleSpec = { exact: ['archiviste'], near: ['records-manager'] };
const RECORDS: RoleSpec = { exact: ['records-manager'], near: ['archiviste'] };
const DGS: RoleSpec = {
  exact: ['dgs'],
  near: ['secretaire-general'],
  related: ['directeur-finances-collectivite', 'responsable-rh-public'],
};
const RENOUV: RoleSpec = {
  exact: ['chef-projet-renouvellement-urbain'],
  near: ['chef-projet-politique-ville'],
  related: ['urbaniste'],
};
const PCAET: RoleSpec = { exact: ['charge-pcaet'], near: ['conseiller-transition-energetique'] };
const MECENAT: RoleSpec = {
  exact: ['responsable-mecenat'],
  near: ['charge-collecte'],
  related: ['directeur-association'],
};
const COMM: RoleSpec = {
  exact: ['charge-communication-public'],
  near: ['directeur-communication-public'],
  related: ['charge-communication-agence'],
};
const DRH: RoleSpec = { exact: ['responsable-rh-public'], related: ['rh-pme'] };
const FINLOC: RoleSpec = { exact: ['consultant-finances-locales'], near: ['directeur-finances-collectivite'] };
const MOBI: RoleSpec = {
  exact: ['chef-projet-mobilite'],
  near: ['responsable-reseau-transport'],
  related: ['urbaniste'],
};
const EVAL: RoleSpec = { exact: ['consultant-evaluation'], related: ['consultant-organisation-public'] };

// ---------------------------------------------------------------- informal and former areas
const PAYS_BASQUE = depts('Pays basque', ['64'], ['40']);
const MIDI_PYRENEES = depts(
  'Midi-Pyrénées',
  ['09', '12', '31', '32', '46', '65', '81', '82'],
  ['11', '30', '34', '48', '66'],
);
const ALSACE = depts('Alsace', ['67', '68'], ['57', '54', '88', '90']);
const GRAND_OUEST = depts(
  'Grand Ouest',
  ['22', '29', '35', '56', '44', '49', '53', '72', '85'],
  ['14', '27', '50', '61', '76', '16', '17', '79', '86'],
);
const BOURGOGNE = depts('Bourgogne', ['21', '58', '71', '89'], ['25', '39', '70', '90']);
const MASSIF_CENTRAL = depts(
  'Massif central',
  ['03', '12', '15', '19', '23', '43', '48', '63', '87'],
  ['07', '18', '24', '42', '46', '58', '81'],
);

export const QUERIES: Query[] = [
  // ================================================================ abbrev
  { kind: 'abbrev', body: { keywords: 'DPO' }, judge: judge({ role: DPO }) },
  { kind: 'abbrev', body: { keywords: 'DGS' }, judge: judge({ role: DGS }) },
  {
    kind: 'abbrev',
    body: { keywords: 'DIM PMSI' },
    judge: judge({ role: { exact: ['medecin-dim'], near: ['tim'], related: ['controleur-gestion-hospitalier'] } }),
  },
  { kind: 'abbrev', body: { keywords: 'PCAET' }, judge: judge({ role: PCAET }) },
  { kind: 'abbrev', body: { keywords: 'NPNRU ANRU' }, judge: judge({ role: RENOUV }) },
  { kind: 'abbrev', body: { keywords: 'PLUi' }, judge: judge({ role: PLANIF }) },
  { kind: 'abbrev', body: { keywords: 'FEDER FSE+' }, judge: judge({ role: FONDS }) },
  {
    kind: 'abbrev',
    body: { keywords: 'ESMS CPOM' },
    judge: judge({
      role: {
        exact: ['directeur-esms', 'directeur-ehpad'],
        near: ['chef-service-social'],
        related: ['daf-hopital', 'directeur-hopital', 'directeur-association'],
      },
    }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'DRH FPT' },
    judge: judge({ role: { ...DRH, related: ['gestionnaire-paie-carriere', 'rh-pme'] }, checks: [localGov] }),
    note: 'FPT: fonction publique territoriale; a DRH without local-government experience is near.',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'SIG' },
    judge: judge({ role: { exact: ['geomaticien', 'administrateur-sig'], related: ['chef-projet-data-public'] } }),
  },
  { kind: 'abbrev', body: { keywords: 'SAE SEDA' }, judge: judge({ role: RECORDS }) },

  // ================================================================ title-fr
  { kind: 'title-fr', body: { keywords: 'acheteuse publique' }, judge: judge({ role: ACHAT }) },
  {
    kind: 'title-fr',
    body: { keywords: 'juriste droit public' },
    judge: judge({
      role: {
        exact: ['juriste-droit-public'],
        near: ['juriste-collectivites', 'juriste-commande-publique'],
        related: ['dpo'],
      },
    }),
  },
  { kind: 'title-fr', body: { keywords: 'contrôleuse de gestion' }, judge: judge({ role: CG }) },
  {
    kind: 'title-fr',
    body: { keywords: 'directeur des finances' },
    judge: judge({
      role: {
        exact: ['directeur-finances-collectivite', 'daf-hopital'],
        near: ['consultant-finances-locales', 'secretaire-general'],
      },
    }),
  },
  { kind: 'title-fr', body: { keywords: 'chargée de mission fonds européens' }, judge: judge({ role: FONDS }) },
  { kind: 'title-fr', body: { keywords: 'directeur d’hôpital' }, judge: judge({ role: DIRHOP }) },
  { kind: 'title-fr', body: { keywords: 'géomaticienne' }, judge: judge({ role: GEO }) },
  { kind: 'title-fr', body: { keywords: 'archiviste itinerante' }, judge: judge({ role: ARCH }) },
  {
    kind: 'title-fr',
    body: { keywords: 'chef de service éducatif' },
    judge: judge({ role: { exact: ['chef-service-social'], related: ['directeur-esms', 'coordinateur-parcours'] } }),
  },
  { kind: 'title-fr', body: { keywords: 'responsable mécénat' }, judge: judge({ role: MECENAT }) },
  {
    kind: 'title-fr',
    body: { keywords: 'gestionnaire paie carrière' },
    judge: judge({ role: { exact: ['gestionnaire-paie-carriere'], related: ['consultant-sirh-public'] } }),
  },

  // ================================================================ title-en
  {
    kind: 'title-en',
    body: { keywords: 'procurement officer' },
    judge: judge({ role: { ...ACHAT, related: ['acheteur-prive'] } }),
  },
  { kind: 'title-en', body: { keywords: 'data protection officer' }, judge: judge({ role: DPO }) },
  { kind: 'title-en', body: { keywords: 'urban planner' }, judge: judge({ role: URBA }) },
  { kind: 'title-en', body: { keywords: 'EU funds manager' }, judge: judge({ role: FONDS }) },
  { kind: 'title-en', body: { keywords: 'hospital director' }, judge: judge({ role: DIRHOP }) },
  { kind: 'title-en', body: { keywords: 'fundraising manager' }, judge: judge({ role: MECENAT }) },
  { kind: 'title-en', body: { keywords: 'GIS analyst' }, judge: judge({ role: GEO }) },
  {
    kind: 'title-en',
    body: { keywords: 'interim chief executive local authority' },
    judge: judge({ role: DGS, checks: [interim] }),
  },
  { kind: 'title-en', body: { keywords: 'records manager' }, judge: judge({ role: RECORDS }) },
  { kind: 'title-en', body: { keywords: 'monitoring and evaluation' }, judge: judge({ role: EVAL }) },
  { kind: 'title-en', body: { keywords: 'mobility planner' }, judge: judge({ role: MOBI }) },

  // ================================================================ place
  {
    kind: 'place',
    body: { keywords: 'chargé de mission fonds européens Bruxelles' },
    judge: judge({ role: FONDS, checks: [at(city('Brussels'))] }),
  },
  {
    kind: 'place',
    body: { keywords: 'directeur EHPAD Pays basque' },
    judge: judge({ role: EHPAD, checks: [at(PAYS_BASQUE)] }),
  },
  {
    kind: 'place',
    body: { keywords: 'contrôleur de gestion PACA' },
    judge: judge({ role: CG, checks: [at(region('93', 'PACA'))] }),
  },
  {
    kind: 'place',
    body: { keywords: 'urbaniste Midi-Pyrénées' },
    judge: judge({ role: URBA, checks: [at(MIDI_PYRENEES)] }),
  },
  { kind: 'place', body: { keywords: 'DGS Finistère' }, judge: judge({ role: DGS, checks: [at(dept('29'))] }) },
  {
    kind: 'place',
    body: { keywords: 'juriste marchés publics 69' },
    judge: judge({ role: JCP, checks: [at(dept('69'))] }),
  },
  {
    kind: 'place',
    body: { keywords: 'géomaticien Guadeloupe' },
    judge: judge({ role: GEO, checks: [at(dept('971', ['972']))] }),
  },
  { kind: 'place', body: { keywords: 'archiviste Alsace' }, judge: judge({ role: ARCH, checks: [at(ALSACE)] }) },
  {
    kind: 'place',
    body: { keywords: 'consultant finances locales Grand Ouest' },
    judge: judge({ role: FINLOC, checks: [at(GRAND_OUEST)] }),
  },
  { kind: 'place', body: { keywords: 'DPO Genève' }, judge: judge({ role: DPO, checks: [at(city('Genève'))] }) },
  {
    kind: 'place',
    body: { keywords: 'directeur hôpital AURA' },
    judge: judge({ role: DIRHOP, checks: [at(region('84', 'AURA'))] }),
  },

  // ================================================================ seniority
  {
    kind: 'seniority',
    body: { keywords: 'acheteur public senior' },
    judge: judge({ role: ACHAT, checks: [seniorityWord('senior')] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'juriste commande publique junior' },
    judge: judge({ role: JCP, checks: [seniorityWord('junior')] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'contrôleur de gestion 10 ans d’expérience' },
    judge: judge({ role: CG, checks: [years(10)] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'DAF hôpital expert' },
    judge: judge({ role: DAFHOP, checks: [seniorityWord('expert')] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'urbaniste confirmé' },
    judge: judge({ role: URBA, checks: [seniorityWord('confirme')] }),
  },
  { kind: 'seniority', body: { keywords: 'DPO 5 ans minimum' }, judge: judge({ role: DPO, checks: [years(5)] }) },
  {
    kind: 'seniority',
    body: { keywords: 'senior GIS specialist' },
    judge: judge({ role: GEO, checks: [seniorityWord('senior')] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chargée de communication débutante' },
    judge: judge({ role: COMM, checks: [seniorityWord('junior')] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet NPNRU 3-5 ans' },
    judge: judge({ role: RENOUV, checks: [years(3, 5)] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'consultante finances locales +20 ans' },
    judge: judge({ role: FINLOC, checks: [years(20)] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'responsable RH', seniority: ['senior', 'expert'] },
    judge: judge({
      role: { ...DRH, related: ['rh-pme', 'gestionnaire-paie-carriere'] },
      filters: [bands('senior', 'expert')],
    }),
  },

  // ================================================================ combo
  {
    kind: 'combo',
    body: { keywords: 'acheteur public Lyon dispo immédiatement' },
    judge: judge({ role: ACHAT, checks: [at(city('Lyon')), availableNow] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'DPO full remote 2 jours par semaine' },
    judge: judge({ role: DPO, checks: [remote('full'), days(2)] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'directeur hôpital intérim Normandie' },
    judge: judge({ role: DIRHOP, checks: [interim, at(region('28', 'Normandie'))] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'AMO bâtiment Bordeaux senior' },
    judge: judge({
      role: { exact: ['amo-batiment'], near: ['charge-operations-construction'] },
      checks: [at(city('Bordeaux')), seniorityWord('senior')],
    }),
  },
  {
    kind: 'combo',
    body: { keywords: 'géomaticien QGIS Toulouse' },
    judge: judge({ role: GEO, checks: [skills('QGIS'), at(city('Toulouse'))] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'contrôleur de gestion Power BI hybride' },
    judge: judge({ role: CG, checks: [skills('Power BI'), remote('hybride')] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'chargée fonds européens anglais courant Bruxelles' },
    judge: judge({ role: FONDS, checks: [lang('en', 'C1'), at(city('Brussels'))] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'directeur EHPAD dispo janvier Occitanie' },
    judge: judge({ role: EHPAD, checks: [freeBy('2027-01-31'), at(region('76', 'Occitanie'))] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'juriste commande publique TJM 600 max' },
    judge: judge({ role: JCP, checks: [rateMax(600)] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'urbaniste PLUi 3 jours/semaine' },
    judge: judge({ role: PLANIF, checks: [skills('PLU / PLUi'), days(3)] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'DGS manager de transition 35' },
    judge: judge({ role: DGS, checks: [interim, at(dept('35'))] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'consultant SIRH Ciril full remote' },
    judge: judge({
      role: { exact: ['consultant-sirh-public'], near: ['gestionnaire-paie-carriere'] },
      checks: [skills('Ciril RH'), remote('full')],
    }),
  },
  {
    kind: 'combo',
    body: { keywords: 'archiviste', workAreas: ['nouvelle-aquitaine'], available: true },
    judge: judge({ role: ARCH, filters: [at(region('75', 'Nouvelle-Aquitaine')), availableNow] }),
  },

  // ================================================================ grammar
  {
    kind: 'grammar',
    body: { keywords: '"commande publique" -commercial' },
    judge: judge({
      role: { exact: ['acheteur-public', 'juriste-commande-publique', 'responsable-commande-publique'] },
      exclude: [(t) => t.occ === 'commercial-secteur-public'],
    }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'DPO OR "délégué à la protection des données"' },
    judge: judge({ role: DPO }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'urbaniste OR "chargé de planification" -junior' },
    judge: judge({ role: PLANIF, exclude: [(t) => t.band === 'junior'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"contrôleur de gestion hospitalier" OR "contrôle de gestion" hôpital' },
    judge: judge({
      or: [
        { role: { exact: ['controleur-gestion-hospitalier'], related: ['daf-hopital'] } },
        { role: { exact: ['controleur-gestion-public'] }, checks: [sector('hopital')] },
      ],
    }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"directrice d’EHPAD" OR "directeur d’EHPAD"' },
    judge: judge({ role: EHPAD }),
  },
  { kind: 'grammar', body: { keywords: 'PCAET OR "plan climat" -stagiaire' }, judge: judge({ role: PCAET }) },
  {
    kind: 'grammar',
    body: { keywords: '"acheteur public" OR "acheteuse publique" -industriel' },
    judge: judge({ role: ACHAT, exclude: [(t) => t.occ === 'acheteur-prive'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'mécénat OR "collecte de fonds" -"marketing direct"' },
    judge: judge({
      role: { exact: ['responsable-mecenat', 'charge-collecte'], related: ['directeur-association'] },
      exclude: [(t) => hasConcept(t, 'Marketing direct')],
    }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"politique de la ville" OR NPNRU' },
    judge: judge({
      role: {
        exact: ['chef-projet-politique-ville', 'chef-projet-renouvellement-urbain'],
        related: ['charge-habitat', 'coordinateur-parcours'],
      },
    }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'géomaticien OR "chargé d’études SIG" -ArcGIS' },
    judge: judge({ role: GEO, exclude: [(t) => hasConcept(t, 'ArcGIS')] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"directeur général des services" OR DGS OR "secrétaire général"' },
    judge: judge({ role: { exact: ['dgs', 'secretaire-general'], related: ['directeur-association'] } }),
  },

  // ================================================================ skill
  { kind: 'skill', body: { keywords: 'CCAP CCTP DCE' }, judge: judge({ skillsBase: ['CCAP / CCTP', 'DCE'] }) },
  {
    kind: 'skill',
    body: { keywords: 'prospective financière M57' },
    judge: judge({ skillsBase: ['Prospective financière', 'M57'] }),
  },
  { kind: 'skill', body: { keywords: 'QGIS PostGIS' }, judge: judge({ skillsBase: ['QGIS', 'PostGIS'] }) },
  { kind: 'skill', body: { keywords: 'RGPD AIPD' }, judge: judge({ skillsBase: ['RGPD', 'AIPD'] }) },
  { kind: 'skill', body: { keywords: 'Synergie FEDER' }, judge: judge({ skillsBase: ['Synergie', 'FEDER'] }) },
  { kind: 'skill', body: { keywords: 'codage PMSI' }, judge: judge({ skillsBase: ['PMSI', 'Codage CIM-10'] }) },
  {
    kind: 'skill',
    body: { keywords: 'décret tertiaire rénovation énergétique' },
    judge: judge({ skillsBase: ['Décret tertiaire', 'Rénovation énergétique'] }),
  },
  { kind: 'skill', body: { keywords: 'EPRD CPOM' }, judge: judge({ skillsBase: ['EPRD', 'CPOM'] }) },
  { kind: 'skill', body: { keywords: 'Ciril RH paie' }, judge: judge({ skillsBase: ['Ciril RH', 'Paie'] }) },
  {
    kind: 'skill',
    body: { keywords: 'tableaux de gestion Ligeo' },
    judge: judge({ skillsBase: ['Tableaux de gestion', 'Ligeo'] }),
  },
  {
    kind: 'skill',
    body: { keywords: 'loi MOP programmation' },
    judge: judge({ skillsBase: ['Loi MOP', 'Programmation'] }),
  },

  // ================================================================ typo
  { kind: 'typo', body: { keywords: 'acheteuse publiqe' }, judge: judge({ role: ACHAT }) },
  { kind: 'typo', body: { keywords: 'controleur de getion' }, judge: judge({ role: CG }) },
  { kind: 'typo', body: { keywords: 'Urbanistes PLUI' }, judge: judge({ role: PLANIF }) },
  { kind: 'typo', body: { keywords: 'DELEGUE PROTECTION DONNEES' }, judge: judge({ role: DPO }) },
  { kind: 'typo', body: { keywords: 'directeur d hopital' }, judge: judge({ role: DIRHOP }) },
  { kind: 'typo', body: { keywords: 'geomaticiene' }, judge: judge({ role: GEO }) },
  { kind: 'typo', body: { keywords: 'fonds europeen' }, judge: judge({ role: FONDS }) },
  { kind: 'typo', body: { keywords: 'chargéde communication' }, judge: judge({ role: COMM }) },
  { kind: 'typo', body: { keywords: 'archivste' }, judge: judge({ role: ARCH }) },
  { kind: 'typo', body: { keywords: 'renouvelement urbain' }, judge: judge({ role: RENOUV }) },
  { kind: 'typo', body: { keywords: 'DirectriceEHPAD' }, judge: judge({ role: EHPAD }) },

  // ================================================================ brief
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche une acheteuse publique expérimentée pour renforcer le service marchés d’un centre hospitalier à Rouen pendant 6 mois, démarrage en janvier.',
    },
    judge: judge({
      role: ACHAT,
      checks: [
        at(city('Rouen')),
        years(5),
        duration('3 a 6 mois', '6 a 12 mois'),
        freeBy('2027-01-31'),
        prefer(sector('hopital')),
      ],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Besoin d’un DGS de transition pour une commune de 15 000 habitants en Bourgogne, démarrage immédiat, mission de 4 à 6 mois sur site.',
    },
    judge: judge({
      role: DGS,
      checks: [interim, at(BOURGOGNE), availableNow, duration('3 a 6 mois'), remote('site')],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Mission de DPO mutualisé pour un groupement de communes, 2 jours par semaine, de préférence en Nouvelle-Aquitaine.',
    },
    judge: judge({ role: DPO, checks: [days(2), prefer(at(region('75', 'Nouvelle-Aquitaine')))] }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Nous cherchons un médecin DIM pour remplacer le titulaire pendant 3 mois dans un centre hospitalier de Martinique.',
    },
    judge: judge({
      role: { exact: ['medecin-dim'] },
      checks: [at(dept('972', ['971', '973'])), duration('< 3 mois', '3 a 6 mois')],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Chef de projet mobilité pour élaborer le plan de mobilité d’une agglomération ; la connaissance de Visum serait appréciée. Grenoble ou alentours.',
    },
    judge: judge({ role: MOBI, checks: [at(city('Grenoble', ['73', '26']))] }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Il nous faut quelqu’un pour monter les dossiers FEDER et LEADER d’un GAL rural dans le Massif central, à temps partiel.',
    },
    judge: judge({ role: FONDS, checks: [skills('FEDER', 'LEADER'), at(MASSIF_CENTRAL), partTime] }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Recherche un ou une DRH par intérim pour un conseil départemental (1 500 agents), dans un contexte de dialogue social tendu.',
    },
    judge: judge({
      role: { exact: ['responsable-rh-public'] },
      checks: [interim, prefer(sector('departement')), prefer(skills('Dialogue social'))],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Archiviste pour trier, classer et éliminer les archives de plusieurs communes rurales du Cantal, mission de trois mois.',
    },
    judge: judge({
      role: ARCH,
      checks: [at(dept('15', ['63', '43', '19', '12', '46'])), duration('< 3 mois', '3 a 6 mois')],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'We need an experienced records manager for an EU agency in Luxembourg. English is the working language, French is a plus. 12-month assignment.',
    },
    judge: judge({
      role: RECORDS,
      checks: [at(country('LU')), lang('en', 'C1'), years(5), duration('6 a 12 mois', '> 12 mois')],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a monitoring and evaluation consultant with experience of international organisations, based in Geneva or willing to travel there.',
    },
    judge: judge({ role: EVAL, checks: [sector('international')] }),
  },
  {
    kind: 'brief',
    body: { brief: 'Interim hospital finance director needed in the Paris region for a six-month turnaround.' },
    judge: judge({
      role: DAFHOP,
      checks: [interim, at(region('11', 'Île-de-France')), duration('3 a 6 mois', '6 a 12 mois')],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Mission freelance – Responsable de la commande publique (H/F)
Client : une métropole du sud de la France (Montpellier).
Contexte : départ de la responsable en poste, réorganisation de la direction de la commande publique (10 agents).
Vos missions :
- piloter la programmation des achats et la passation des procédures formalisées ;
- encadrer l'équipe des acheteurs et des juristes ;
- mettre à jour le SPASER et suivre les indicateurs achats responsables ;
- sécuriser les procédures sensibles (concessions, accords-cadres).
Profil : 10 ans d'expérience minimum en commande publique, dont une expérience d'encadrement en collectivité.
Modalités : 4 jours par semaine, hybride (2 jours sur site), 6 mois, démarrage février 2027. TJM selon profil.`,
    },
    judge: judge({
      role: RESP_ACHAT,
      checks: [at(city('Montpellier')), years(10), days(4), remote('hybride'), freeBy('2027-02-28')],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Management de transition – Directeur / Directrice d'EHPAD (H/F) – Morbihan
Un EHPAD public autonome de 110 lits recherche un directeur de transition suite au départ de sa directrice.
Missions : assurer la continuité de direction, restaurer le dialogue avec les équipes et les familles, préparer l'évaluation HAS, finaliser l'EPRD.
Mission de 6 mois minimum, à pourvoir immédiatement, présence sur site indispensable (4 à 5 jours par semaine).`,
    },
    judge: judge({ role: EHPAD, checks: [interim, at(dept('56')), availableNow, remote('site')] }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Géomaticien(ne) freelance – Département de La Réunion
Mise à jour de la base adresse locale (BAL) de 24 communes et structuration des données dans PostGIS.
Durée : 3 mois. Télétravail complet possible, quelques réunions en visio avec Saint-Denis.`,
    },
    judge: judge({
      role: GEO,
      checks: [
        skills('PostGIS'),
        (t) => (at(dept('974'))(t) === 'ok' || t.remote.includes('Full remote') ? 'ok' : 'near'),
      ],
    }),
  },
];
