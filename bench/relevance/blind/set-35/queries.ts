/**
 * Set-35 queries: what a recruiter of a firm placing freelance and interim profiles in real estate, property and
 * facility management, insurance and banking operations types. Judges use judge.ts conventions on the Truth only.
 */
import type { Truth } from './corpus';
import {
  availCheck,
  CONFIRME,
  combine,
  daysCheck,
  EXPERT,
  frenchCheck,
  JUNIOR,
  langCheck,
  minYears,
  PLACES,
  placeCheck,
  rateCheck,
  remoteCheck,
  roleBase,
  SENIOR,
  sectorCheck,
  skillBase,
  toolCheck,
  vehicleCheck,
  yearsCheck,
  type Grade,
  type PlaceSpec,
  type RoleSpec,
  type Verdict,
} from './judge';
import { OCCS, type OccKey } from './occupations';

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

const role = (occ: OccKey[], extra: Omit<RoleSpec, 'occ'> = {}): RoleSpec => ({ occ, ...extra });
/** a role with constraints */
const J =
  (spec: RoleSpec, ...checks: ((t: Truth) => Verdict)[]) =>
  (t: Truth): Grade =>
    combine(
      roleBase(t, spec),
      checks.map((c) => c(t)),
    );
const at = (p: PlaceSpec) => (t: Truth) => placeCheck(t, p);

const UW: OccKey[] = ['uw-pc', 'uw-life', 'uw-health'];
/** trades of the firm: everything except the neighbouring trades */
const FIRM_TRADES = (Object.keys(OCCS) as OccKey[]).filter((k) => OCCS[k].domain !== 'nb');
const CLAIMS: OccKey[] = ['claims-handler', 'claims-handler-bodily', 'claims-manager', 'loss-adjuster'];

export const QUERIES: Query[] = [
  // ============================================================================================ abbrev
  {
    kind: 'abbrev',
    body: { keywords: 'KYC' },
    judge: (t) => skillBase(t, ['kyc'], ['kyc-analyst']),
    note: 'KYC specialists; others who do KYC reviews are strong matches',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'LCB-FT' },
    judge: (t) => skillBase(t, ['lcb-ft'], ['aml-analyst', 'kyc-analyst', 'compliance-officer']),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'SCPI OPCI' },
    judge: (t) => skillBase(t, ['scpi', 'opci'], ['fund-manager', 'asset-manager']),
    note: 'real estate fund products',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'GTB CVC' },
    judge: (t) =>
      skillBase(
        t,
        ['gtb', 'cvc'],
        ['technical-facility-manager', 'energy-manager', 'maintenance-manager', 'building-manager'],
      ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'COREP FINREP' },
    judge: (t) => skillBase(t, ['corep', 'finrep'], ['reg-reporting-bank']),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'QRT S2' },
    judge: (t) => skillBase(t, ['qrt', 'solvency2'], ['reg-reporting-ins', 'actuary']),
    note: 'S2 = Solvabilité II',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'IFRS 17' },
    judge: (t) => skillBase(t, ['ifrs17'], ['actuary', 'reg-reporting-ins']),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'TFM GMAO' },
    judge: (t) =>
      t.skills.includes('gmao') && ['facility-manager', 'building-manager'].includes(t.occ)
        ? 2
        : roleBase(t, role(['technical-facility-manager'])),
    note: 'TFM = technical facility manager',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'MRICS' },
    judge: (t) =>
      t.certs.includes('mrics') ? 3 : (['valuer', 'building-surveyor'] as OccKey[]).includes(t.occ) ? 1 : 0,
    note: 'the RICS membership',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'DO RCD' },
    judge: (t) => skillBase(t, ['do', 'decennale'], ['claims-handler', 'claims-manager', 'loss-adjuster', 'uw-pc'], 1),
    note: 'dommages-ouvrage and RC décennale (construction insurance)',
  },
  // ============================================================================================ title-fr
  { kind: 'title-fr', body: { keywords: 'gestionnaire de copropriété' }, judge: J(role(['gestionnaire-copro'])) },
  {
    kind: 'title-fr',
    body: { keywords: 'gestionnaire locative' },
    judge: J(role(['gestionnaire-locatif'])),
    note: 'feminine form typed',
  },
  { kind: 'title-fr', body: { keywords: 'souscriptrice IARD' }, judge: J(role(['uw-pc'])) },
  {
    kind: 'title-fr',
    body: { keywords: 'responsable de programmes immobiliers' },
    judge: J(role(['programme-manager'])),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'chargée de commercialisation' },
    judge: J(role(['commercialisation-officer'])),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'gestionnaire sinistres corporels' },
    judge: J(
      role(['claims-handler-bodily'], { close: [], related: ['claims-handler', 'claims-manager', 'loss-adjuster'] }),
    ),
  },
  { kind: 'title-fr', body: { keywords: 'actuaire' }, judge: J(role(['actuary'])) },
  { kind: 'title-fr', body: { keywords: 'responsable services généraux' }, judge: J(role(['facility-manager'])) },
  { kind: 'title-fr', body: { keywords: 'expert en évaluation immobilière' }, judge: J(role(['valuer'])) },
  { kind: 'title-fr', body: { keywords: 'assistante gestion de patrimoine' }, judge: J(role(['wealth-assistant'])) },
  // ============================================================================================ title-en
  { kind: 'title-en', body: { keywords: 'Asset Manager' }, judge: J(role(['asset-manager'])) },
  { kind: 'title-en', body: { keywords: 'Property Manager' }, judge: J(role(['property-manager'])) },
  { kind: 'title-en', body: { keywords: 'Facility Manager' }, judge: J(role(['facility-manager'])) },
  { kind: 'title-en', body: { keywords: 'Claims Handler' }, judge: J(role(['claims-handler'])) },
  { kind: 'title-en', body: { keywords: 'KYC Analyst' }, judge: J(role(['kyc-analyst'])) },
  { kind: 'title-en', body: { keywords: 'Leasing Manager' }, judge: J(role(['leasing-manager'])) },
  { kind: 'title-en', body: { keywords: 'Lease Administrator' }, judge: J(role(['lease-administrator'])) },
  { kind: 'title-en', body: { keywords: 'Fund Administrator' }, judge: J(role(['fund-admin'])) },
  { kind: 'title-en', body: { keywords: 'Workplace Manager' }, judge: J(role(['workplace-manager'])) },
  { kind: 'title-en', body: { keywords: 'Transaction Manager' }, judge: J(role(['transaction-manager'])) },
  // ============================================================================================ place
  {
    kind: 'place',
    body: { keywords: 'gestionnaire copropriété 92' },
    judge: J(role(['gestionnaire-copro']), at(PLACES.hautsDeSeine)),
  },
  {
    kind: 'place',
    body: { keywords: 'asset manager La Défense' },
    judge: J(role(['asset-manager']), at(PLACES.laDefense)),
  },
  { kind: 'place', body: { keywords: 'facility manager PACA' }, judge: J(role(['facility-manager']), at(PLACES.paca)) },
  {
    kind: 'place',
    body: { keywords: 'gestionnaire locatif Nord-Pas-de-Calais' },
    judge: J(role(['gestionnaire-locatif']), at(PLACES.nordPasDeCalais)),
    note: 'former region: departments 59 and 62',
  },
  {
    kind: 'place',
    body: { keywords: 'property manager Rhône-Alpes' },
    judge: J(role(['property-manager']), at(PLACES.rhoneAlpes)),
    note: 'former region: 01 07 26 38 42 69 73 74',
  },
  {
    kind: 'place',
    body: { keywords: 'fund administrator Luxembourg' },
    judge: J(role(['fund-admin']), at(PLACES.luxembourg)),
  },
  {
    kind: 'place',
    body: { keywords: 'gestionnaire sinistres Niort' },
    judge: J(role(['claims-handler']), at(PLACES.niort)),
  },
  { kind: 'place', body: { keywords: 'KYC Genève' }, judge: J(role(['kyc-analyst']), at(PLACES.geneve)) },
  { kind: 'place', body: { keywords: 'actuaire Bruxelles' }, judge: J(role(['actuary']), at(PLACES.bruxelles)) },
  {
    kind: 'place',
    body: { keywords: 'energy manager Alsace' },
    judge: J(role(['energy-manager']), at(PLACES.alsace)),
    note: 'former region: 67 and 68',
  },
  // ============================================================================================ seniority
  {
    kind: 'seniority',
    body: { keywords: 'asset manager senior' },
    judge: J(role(['asset-manager']), (t) => yearsCheck(t, SENIOR)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'gestionnaire copropriété junior' },
    judge: J(role(['gestionnaire-copro']), (t) => yearsCheck(t, JUNIOR)),
  },
  {
    kind: 'seniority',
    body: { keywords: "actuaire 10 ans d'expérience" },
    judge: J(role(['actuary']), (t) => yearsCheck(t, minYears(10))),
  },
  {
    kind: 'seniority',
    body: { keywords: 'analyste KYC confirmé' },
    judge: J(role(['kyc-analyst']), (t) => yearsCheck(t, CONFIRME)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'claims manager expert' },
    judge: J(role(['claims-manager']), (t) => yearsCheck(t, EXPERT)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'property manager 5 ans minimum' },
    judge: J(role(['property-manager']), (t) => yearsCheck(t, minYears(5))),
  },
  { kind: 'seniority', body: { keywords: 'souscripteur senior' }, judge: J(role(UW), (t) => yearsCheck(t, SENIOR)) },
  {
    kind: 'seniority',
    body: { keywords: 'credit analyst junior' },
    judge: J(role(['credit-analyst']), (t) => yearsCheck(t, JUNIOR)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'facility manager +15 ans' },
    judge: J(role(['facility-manager']), (t) => yearsCheck(t, { min: 15, nearMin: 12 })),
  },
  // ============================================================================================ combo
  {
    kind: 'combo',
    body: { keywords: 'property manager Lyon', available: true },
    judge: J(role(['property-manager']), at(PLACES.lyon), (t) => availCheck(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'gestionnaire sinistres full remote' },
    judge: J(role(['claims-handler']), (t) => remoteCheck(t, 'remote')),
  },
  {
    kind: 'combo',
    body: { keywords: 'KYC analyst anglais courant Luxembourg' },
    judge: J(role(['kyc-analyst']), at(PLACES.luxembourg), (t) => langCheck(t, 'en', 3)),
  },
  {
    kind: 'combo',
    body: { keywords: 'facility manager 4 jours par semaine Paris' },
    judge: J(role(['facility-manager']), at(PLACES.paris), (t) => daysCheck(t, ['4'])),
  },
  {
    kind: 'combo',
    body: { keywords: 'asset manager logistique senior' },
    judge: J(
      role(['asset-manager']),
      (t) => sectorCheck(t, ['logistique']),
      (t) => yearsCheck(t, SENIOR),
    ),
  },
  {
    kind: 'combo',
    body: { keywords: 'gestionnaire locatif bailleur social Lille' },
    judge: J(role(['gestionnaire-locatif']), (t) => sectorCheck(t, ['logement-social']), at(PLACES.lille)),
  },
  {
    kind: 'combo',
    body: { keywords: 'actuaire IFRS 17 Python' },
    judge: J(
      role(['actuary']),
      (t) => toolCheck(t, ['ifrs17']),
      (t) => toolCheck(t, ['python']),
    ),
  },
  {
    kind: 'combo',
    body: { keywords: 'energy manager décret tertiaire Nantes' },
    judge: J(role(['energy-manager']), at(PLACES.nantes)),
    note: 'décret tertiaire is the core of the trade',
  },
  {
    kind: 'combo',
    body: { keywords: 'business analyst assurance Guidewire Niort' },
    judge: J(role(['ba-insurance']), (t) => toolCheck(t, ['guidewire']), at({ ...PLACES.niort, remoteOk: true })),
  },
  // ============================================================================================ grammar
  {
    kind: 'grammar',
    body: { keywords: '"gestionnaire de copropriété" -locatif' },
    judge: (t) =>
      t.occ === 'gestionnaire-copro' && t.prevOcc === 'gestionnaire-locatif'
        ? 2
        : roleBase(t, role(['gestionnaire-copro'], { none: ['gestionnaire-locatif'] })),
  },
  {
    kind: 'grammar',
    body: { keywords: 'KYC OR LCB-FT' },
    judge: J(
      role(['kyc-analyst', 'aml-analyst'], {
        close: ['compliance-officer'],
        related: ['internal-control', 'wealth-assistant'],
      }),
    ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"asset manager" -property' },
    judge: (t) =>
      t.occ === 'asset-manager' && t.prevOcc === 'property-manager'
        ? 2
        : roleBase(t, role(['asset-manager'], { none: ['property-manager'] })),
  },
  {
    kind: 'grammar',
    body: { keywords: '"claims handler" OR "gestionnaire sinistres"' },
    judge: J(
      role(['claims-handler', 'claims-handler-bodily'], {
        close: ['claims-manager'],
        related: ['loss-adjuster', 'contract-admin'],
      }),
    ),
  },
  {
    kind: 'grammar',
    body: { keywords: 'souscripteur -vie' },
    judge: J(
      role(['uw-pc', 'uw-health'], {
        close: [],
        related: ['broker-account-manager', 'insurance-product-manager'],
        none: ['uw-life'],
      }),
    ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"facility manager" OR "services généraux"' },
    judge: J(role(['facility-manager'])),
  },
  {
    kind: 'grammar',
    body: { keywords: 'property manager Bordeaux OR gestionnaire locatif Bordeaux' },
    judge: J(role(['property-manager', 'gestionnaire-locatif']), at(PLACES.bordeaux)),
  },
  {
    kind: 'grammar',
    body: { keywords: 'actuaire -vie' },
    judge: (t) => (t.occ === 'actuary' && t.sectors.includes('vie') ? 0 : roleBase(t, role(['actuary']))),
    note: 'non-life actuaries',
  },
  {
    kind: 'grammar',
    body: { keywords: '"chargé de recouvrement" OR "contentieux locatif"' },
    judge: J(role(['recouvrement-locatif'])),
  },
  // ============================================================================================ skill
  {
    kind: 'skill',
    body: { keywords: 'Yardi' },
    judge: (t) =>
      skillBase(
        t,
        ['yardi'],
        ['property-manager', 'lease-administrator', 'leasing-manager', 'comptable-immobilier', 'asset-manager'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Solvabilité II ORSA' },
    judge: (t) => skillBase(t, ['solvency2', 'orsa'], ['actuary', 'reg-reporting-ins']),
  },
  {
    kind: 'skill',
    body: { keywords: 'Carl Source GMAO' },
    judge: (t) =>
      skillBase(t, ['carl', 'gmao'], ['technical-facility-manager', 'maintenance-manager', 'facility-manager']),
  },
  {
    kind: 'skill',
    body: { keywords: 'décret tertiaire OPERAT' },
    judge: (t) => skillBase(t, ['decret-tertiaire', 'operat'], ['energy-manager']),
  },
  {
    kind: 'skill',
    body: { keywords: 'Guidewire sinistres' },
    judge: (t) =>
      t.skills.includes('guidewire')
        ? CLAIMS.includes(t.occ)
          ? 3
          : t.occ === 'ba-insurance'
            ? 2
            : 1
        : CLAIMS.includes(t.occ)
          ? 1
          : 0,
  },
  {
    kind: 'skill',
    body: { keywords: 'SEPA SWIFT ISO 20022' },
    judge: (t) => skillBase(t, ['sepa', 'swift', 'iso20022'], ['payments', 'cash-ops', 'ba-banking', 'back-office']),
  },
  {
    kind: 'skill',
    body: { keywords: 'Murex' },
    judge: (t) => skillBase(t, ['murex'], ['back-office', 'middle-office']),
  },
  {
    kind: 'skill',
    body: { keywords: 'convention IRSI' },
    judge: (t) => skillBase(t, ['irsi'], ['claims-handler', 'loss-adjuster', 'claims-manager']),
    note: 'co-ownership managers who handle water damage with IRSI are strong matches',
  },
  {
    kind: 'skill',
    body: { keywords: 'loi ALUR Thetrawin' },
    judge: (t) =>
      skillBase(t, ['loi-alur', 'thetrawin'], ['gestionnaire-copro', 'gestionnaire-locatif', 'comptable-immobilier']),
  },
  {
    kind: 'skill',
    body: { keywords: 'Power BI SQL' },
    judge: (t) => {
      const have = (['power-bi', 'sql'] as const).filter((s) => t.skills.includes(s)).length;
      if (have === 2) return FIRM_TRADES.includes(t.occ) ? 3 : 2;
      return have === 1 ? 1 : 0;
    },
    note: 'any trade of the firm with both tools',
  },
  // ============================================================================================ typo
  { kind: 'typo', body: { keywords: 'gestionaire copropriete' }, judge: J(role(['gestionnaire-copro'])) },
  { kind: 'typo', body: { keywords: 'assett manager' }, judge: J(role(['asset-manager'])) },
  { kind: 'typo', body: { keywords: 'facilty manager' }, judge: J(role(['facility-manager'])) },
  { kind: 'typo', body: { keywords: 'actuair' }, judge: J(role(['actuary'])) },
  { kind: 'typo', body: { keywords: 'gestionnaire sinistre' }, judge: J(role(['claims-handler'])) },
  { kind: 'typo', body: { keywords: 'propertymanager' }, judge: J(role(['property-manager'])) },
  { kind: 'typo', body: { keywords: 'GESTIONNAIRE LOCATIVE' }, judge: J(role(['gestionnaire-locatif'])) },
  { kind: 'typo', body: { keywords: 'credit analist' }, judge: J(role(['credit-analyst'])) },
  { kind: 'typo', body: { keywords: 'souscripteurs iard' }, judge: J(role(['uw-pc'])) },
  { kind: 'typo', body: { keywords: 'charge de clientele courtage' }, judge: J(role(['broker-account-manager'])) },
  // ============================================================================================ brief: French, short
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un gestionnaire de copro pour remplacer un congé maternité à Nantes, 6 mois à partir de janvier.',
    },
    judge: J(role(['gestionnaire-copro']), at(PLACES.nantes), (t) => availCheck(t, '2027-01-15'), frenchCheck),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Bailleur social lillois cherche un(e) chargé(e) de recouvrement en intérim, démarrage dès que possible.',
    },
    judge: J(
      role(['recouvrement-locatif']),
      (t) => sectorCheck(t, ['logement-social']),
      at(PLACES.lille),
      (t) => availCheck(t, '2026-12-15'),
      frenchCheck,
    ),
  },
  {
    kind: 'brief',
    body: { brief: 'Besoin d’une souscriptrice santé collective pour un courtier parisien, 3 jours par semaine.' },
    judge: J(role(['uw-health']), at(PLACES.paris), (t) => daysCheck(t, ['3']), frenchCheck),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Mutuelle à Niort : on cherche 2 gestionnaires prestations santé en renfort, 100 % sur site, dispo rapidement.',
    },
    judge: J(
      role(['health-benefits']),
      at(PLACES.niort),
      (t) => remoteCheck(t, 'onsite'),
      (t) => availCheck(t, '2026-12-15'),
      frenchCheck,
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: 'actuaire qui connaît IFRS 17 pour renforcer l’équipe pendant la clôture, télétravail complet possible',
    },
    judge: J(role(['actuary']), (t) => toolCheck(t, ['ifrs17'])),
  },
  {
    kind: 'brief',
    body: { brief: 'Un energy manager pour piloter le décret tertiaire sur un parc de bureaux à Lyon.' },
    judge: J(role(['energy-manager']), at(PLACES.lyon), (t) => sectorCheck(t, ['bureaux'])),
  },
  {
    kind: 'brief',
    body: { brief: 'Responsable maintenance multisite véhiculé pour un réseau d’agences bancaires en Occitanie.' },
    judge: J(role(['maintenance-manager']), at(PLACES.occitanie), vehicleCheck),
  },
  // ============================================================================================ brief: French, long
  {
    kind: 'brief',
    body: {
      brief:
        'Pour une foncière cotée, nous recherchons un asset manager bureaux en freelance. Portefeuille parisien d’une quinzaine d’immeubles, business plans, renégociations de baux avec les grands locataires, préparation des comités. Mission de 6 mois, démarrage début janvier, rythme hybride (3 jours sur site dans le 8e). Budget : 850 € HT/jour maximum.',
    },
    judge: J(
      role(['asset-manager']),
      (t) => sectorCheck(t, ['bureaux']),
      at(PLACES.idf),
      (t) => rateCheck(t, 850),
      (t) => availCheck(t, '2027-01-08'),
      (t) => remoteCheck(t, 'hybrid'),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Cabinet de syndic à Marseille, nous cherchons un(e) gestionnaire de copropriété expérimenté(e) (5 ans minimum) pour reprendre un portefeuille d’une quarantaine d’immeubles : AG de fin d’année, budgets, suivi des travaux votés. Thetrawin serait un plus. Démarrage mi-janvier, 4 ou 5 jours par semaine.',
    },
    judge: J(
      role(['gestionnaire-copro']),
      at(PLACES.marseille),
      (t) => yearsCheck(t, minYears(5)),
      (t) => availCheck(t, '2027-01-15'),
      (t) => daysCheck(t, ['4', '5']),
      frenchCheck,
    ),
    note: 'Thetrawin only a plus: not graded',
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Property manager pour un portefeuille de centres commerciaux entre Bordeaux et Toulouse. Reporting mensuel en anglais à l’investisseur, relations enseignes, régularisation des charges. Un à deux jours sur site par semaine, le reste à distance. Mission longue (plus de 12 mois).',
    },
    judge: J(
      role(['property-manager']),
      (t) => sectorCheck(t, ['commerce']),
      at({ cities: ['Bordeaux', 'Toulouse'], depts: ['33', '31'], near: { regions: ['75', '76'] } }),
      (t) => langCheck(t, 'en', 2),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Une mutuelle santé niortaise migre son outil de gestion des prestations. Il nous faut un business analyst assurance pour rédiger les spécifications, préparer et suivre la recette, avec Jira. Présence à Niort une semaine par mois, télétravail le reste du temps. Connaissance de la santé ou de la prévoyance appréciée.',
    },
    judge: J(role(['ba-insurance']), at({ ...PLACES.niort, remoteOk: true }), (t) =>
      sectorCheck(t, ['sante', 'mutuelle', 'prevoyance']),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Projet de remédiation KYC dans une banque privée parisienne : nous montons une équipe de 10 analystes KYC pour 6 mois à partir de janvier. Revue des dossiers clients à risque élevé, bénéficiaires effectifs, screening. Anglais professionnel obligatoire (clientèle internationale). TJM maximum 550 €.',
    },
    judge: J(
      role(['kyc-analyst']),
      at(PLACES.idf),
      (t) => langCheck(t, 'en', 2),
      (t) => rateCheck(t, 550),
      (t) => availCheck(t, '2027-01-15'),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Bailleur social d’Île-de-France cherche un chargé d’opérations pour piloter des réhabilitations thermiques de logements en site occupé : consultation de la maîtrise d’œuvre (loi MOP), suivi des études et des travaux, concertation avec les locataires. Mission de 12 mois.',
    },
    judge: J(role(['charge-operations']), (t) => sectorCheck(t, ['logement-social']), at(PLACES.idf), frenchCheck),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Nous accompagnons l’emménagement d’un siège de 1 500 collaborateurs à La Défense et cherchons un facility manager pour 9 mois : mise en place des contrats multiservices, passage en flex office, accueil et sécurité. Présence sur site 4 jours par semaine.',
    },
    judge: J(
      role(['facility-manager']),
      at(PLACES.laDefense),
      (t) => remoteCheck(t, 'hybrid'),
      (t) => toolCheck(t, ['flex-office']),
    ),
  },
  // ============================================================================================ brief: English
  {
    kind: 'brief',
    body: {
      brief:
        'We need a KYC analyst for a Luxembourg fund administrator, remediation project on investor files. Fluent English required, French is a plus. 6 months.',
    },
    judge: J(
      role(['kyc-analyst']),
      at(PLACES.luxembourg),
      (t) => langCheck(t, 'en', 3),
      (t) => sectorCheck(t, ['fonds']),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a technical facility manager for a multi-site office portfolio in Hauts-de-France. Must have a car.',
    },
    judge: J(role(['technical-facility-manager']), at(PLACES.hdf), vehicleCheck),
  },
  {
    kind: 'brief',
    body: { brief: 'Senior credit analyst for real estate finance deals, based in Paris, fluent English.' },
    judge: J(
      role(['credit-analyst']),
      (t) => yearsCheck(t, SENIOR),
      (t) => toolCheck(t, ['financement-immo']),
      at(PLACES.idf),
      (t) => langCheck(t, 'en', 3),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Regulatory reporting contractor (COREP / FINREP) for a bank in Brussels, or remote from France. 4 days a week.',
    },
    judge: J(role(['reg-reporting-bank']), at({ ...PLACES.bruxelles, remoteOk: true }), (t) => daysCheck(t, ['4'])),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Interim lease administrator to abstract around 300 retail leases written in French into our English template. Fluent English and French, fully remote.',
    },
    judge: J(
      role(['lease-administrator']),
      (t) => langCheck(t, 'en', 3),
      (t) => langCheck(t, 'fr', 3),
      (t) => remoteCheck(t, 'remote'),
    ),
  },
  {
    kind: 'brief',
    body: { brief: 'Private banking assistant needed in Geneva, German would be a plus, start ASAP.' },
    judge: J(role(['wealth-assistant']), at(PLACES.geneve), (t) => availCheck(t, '2026-12-15')),
  },
  // ============================================================================================ brief: pasted job ads
  {
    kind: 'brief',
    body: {
      brief: `Gestionnaire Sinistres IARD Entreprises (H/F) - Intérim 6 mois - Lyon 3e

Notre client, cabinet de courtage d'assurances spécialisé dans les risques d'entreprises (150 collaborateurs, 4 implantations en France), renforce son pôle sinistres lyonnais.

Vos missions :
- Gestion d'un portefeuille de dossiers sinistres dommages et responsabilité civile des clients entreprises, de la déclaration au règlement
- Analyse des garanties et des responsabilités, missionnement et suivi des experts
- Relations avec les compagnies et les clients, suivi des recours
- Reporting sinistralité aux chargés de clientèle

Profil recherché :
Formation Bac+2/3 en assurance, 3 ans minimum en gestion de sinistres IARD. La connaissance de la RC et de la dommages-ouvrage est un vrai plus. Rigueur, sens du service.

Conditions : mission d'intérim de 6 mois, 37h, 2 jours de télétravail par semaine après la période d'intégration, tickets restaurant, 13e mois au prorata.

Nous étudions toutes les candidatures ; conformément à notre politique diversité, tous nos postes sont ouverts aux personnes en situation de handicap.`,
    },
    judge: J(
      role(['claims-handler']),
      at(PLACES.lyon),
      (t) => yearsCheck(t, minYears(3)),
      (t) => sectorCheck(t, ['iard-entreprises', 'courtage', 'construction']),
      (t) => remoteCheck(t, 'hybrid'),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: `ASSET MANAGER LOGISTIQUE (H/F) - FREELANCE - PARIS 8E

Société de gestion indépendante (3 Md€ sous gestion), nous recherchons un Asset Manager expérimenté pour accompagner la croissance de notre fonds logistique européen.

Missions :
• Élaboration et mise en œuvre des business plans des actifs (entrepôts, messageries, locaux d'activité)
• Stratégie locative, renégociation des baux, suivi des travaux et des certifications
• Préparation des comités d'investissement et du reporting investisseurs en anglais
• Participation aux arbitrages

Profil : 7 ans minimum en asset management, idéalement sur la classe d'actifs logistique ; anglais courant indispensable ; excellente maîtrise d'Excel.

Mission de 9 à 12 mois, démarrage février, 4 jours sur site / 1 jour de télétravail. TJM selon profil.

Envoyez votre CV à notre cabinet partenaire. Les candidatures sont traitées en toute confidentialité.`,
    },
    judge: J(
      role(['asset-manager']),
      (t) => sectorCheck(t, ['logistique']),
      (t) => yearsCheck(t, SENIOR),
      at(PLACES.idf),
      (t) => langCheck(t, 'en', 3),
      (t) => availCheck(t, '2027-02-15'),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Offre de mission - Gestionnaire locatif / Gestionnaire locative (H/F)
Lieu : Strasbourg (67)
Type : intérim cadre, 4 mois renouvelables

Entreprise sociale pour l'habitat gérant 12 000 logements sur le Bas-Rhin, nous recherchons un(e) gestionnaire locatif(ve) pour notre agence de Strasbourg.

Vos missions :
- Gestion des entrées et sorties des locataires, états des lieux
- Quittancement, régularisation des charges locatives
- Traitement des réclamations et du premier niveau d'impayés
- Participation aux commissions d'attribution

Profil : BTS Professions immobilières ou équivalent, première expérience en gestion locative appréciée, idéalement chez un bailleur social. Maîtrise d'ULIS ou de Prem'Habitat souhaitée.

Rémunération selon profil + prime de vacances. Poste basé à Strasbourg, déplacements ponctuels sur le patrimoine (permis B souhaité).`,
    },
    judge: J(
      role(['gestionnaire-locatif']),
      at(PLACES.strasbourg),
      (t) => sectorCheck(t, ['logement-social']),
      frenchCheck,
    ),
    note: 'tools and diploma only wished for: not graded',
  },
  {
    kind: 'brief',
    body: {
      brief: `Mission freelance : Actuaire Solvabilité II / ORSA (H/F)
Client : mutuelle santé et prévoyance (500 M€ de cotisations)
Localisation : Paris 9e, télétravail partiel possible (2 jours)
Durée : 9 mois - démarrage janvier 2027

Contexte : dans le cadre de la préparation de l'ORSA 2027 et de la revue de la formule standard, la direction des risques recherche un actuaire confirmé.

Missions :
- Calcul du SCR et des provisions techniques best estimate
- Rédaction du rapport ORSA et des scénarios de stress
- Participation aux comités des risques et échanges avec l'ACPR

Compétences : Solvabilité II (piliers 1 et 2), ORSA, R ou Python, SAS apprécié. Une expérience en mutuelle santé est un plus.

Merci d'indiquer votre TJM et votre date de disponibilité.`,
    },
    judge: J(
      role(['actuary']),
      (t) => toolCheck(t, ['orsa']),
      at({ ...PLACES.paris, near: PLACES.idf }),
      (t) => yearsCheck(t, minYears(3)),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Payments Operations Specialist - SEPA Instant migration - Paris - 6-month contract

Our client, a French retail bank, is moving its payment hub to SEPA Instant and ISO 20022 messaging. We are looking for a payments operations specialist to join the operations team during the migration.

Responsibilities:
- Monitor credit transfer and direct debit flows, handle rejects and returns
- Take part in test campaigns and cut-over rehearsals
- Write operating procedures for the new flows

Requirements: 4+ years in payments operations (SEPA, SWIFT), knowledge of ISO 20022, working English.

Hybrid: 3 days on site near Gare de Lyon. Start: January. Please apply with your day rate.`,
    },
    judge: J(
      role(['payments']),
      at(PLACES.idf),
      (t) => yearsCheck(t, minYears(4)),
      (t) => toolCheck(t, ['sepa-inst', 'iso20022']),
      (t) => langCheck(t, 'en', 2),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Freelance Workplace / Space Planner - HQ relocation - Brussels

An international insurer is moving its Brussels headquarters (900 staff) to a new building in 2027. We are looking for a workplace consultant or space planner to run test fits, stacking plans and the move to activity-based working.

- 6 to 9 months, 4 days a week on site in Brussels
- AutoCAD, space planning, change management with the business lines
- French and English required; Dutch is an asset

Send your CV and rate. Only shortlisted candidates will be contacted.`,
    },
    judge: J(
      role(['space-planner', 'workplace-manager']),
      at(PLACES.bruxelles),
      (t) => langCheck(t, 'en', 2),
      frenchCheck,
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Responsable de programmes immobiliers (H/F) - Promotion résidentielle - Bordeaux
Intérim cadre 6 mois, possibilité de prolongation

Promoteur régional (400 logements par an), nous recherchons un responsable de programmes pour piloter nos opérations de la Métropole bordelaise : montage et bilans, permis de construire, suivi de la maîtrise d'œuvre et des entreprises jusqu'à la livraison, ventes en bloc aux bailleurs.

Profil : 5 ans d'expérience minimum en promotion, permis B. Poste basé à Bordeaux, déplacements sur les chantiers.

Avantages : véhicule de service, tickets restaurant. Processus de recrutement rapide.`,
    },
    judge: J(role(['programme-manager']), at(PLACES.bordeaux), (t) => yearsCheck(t, minYears(5))),
  },
];
