/**
 * Set 15 queries: recruiters of French freelance and interim-management platforms looking for non-IT trades.
 * Every judge reads the Truth only (see judge.ts and README.md for the conventions).
 */
import type { Truth } from './corpus';
import {
  G,
  Place,
  occ,
  all,
  place,
  places,
  inRegionFilter,
  sen,
  bands,
  yearsMin,
  seniorityFilter,
  interim,
  remote,
  availBy,
  asap,
  rateMax,
  days,
  partTime,
  lang,
  has,
  hasSap,
  sector,
  industrial,
  duration,
} from './judge';

export interface Body {
  keywords?: string;
  brief?: string;
  skills?: string[];
  workAreas?: string[];
  seniority?: string[];
  available?: boolean;
}
export interface Query {
  kind: string;
  body: Body;
  judge: (t: Truth) => G;
  note?: string;
}

// ------------------------------------------------------------------------------------------------ places
const LYON: Place = { kind: 'city', name: 'Lyon', dept: '69', region: '84', near: ['01', '38', '42'] };
const TOULOUSE: Place = {
  kind: 'city',
  name: 'Toulouse',
  dept: '31',
  region: '76',
  near: ['81', '82', '32', '09', '11'],
};
const BORDEAUX: Place = { kind: 'city', name: 'Bordeaux', dept: '33', region: '75', near: ['24', '40', '47', '17'] };
const NANTES: Place = { kind: 'city', name: 'Nantes', dept: '44', region: '52', near: ['85', '49', '56', '35'] };
const RENNES: Place = { kind: 'city', name: 'Rennes', dept: '35', region: '53', near: ['22', '56', '44', '53'] };
const GRENOBLE: Place = { kind: 'city', name: 'Grenoble', dept: '38', region: '84', near: ['73', '69', '26'] };
const LILLE: Place = { kind: 'city', name: 'Lille', dept: '59', region: '32', near: ['62'] };
const MARSEILLE: Place = { kind: 'city', name: 'Marseille', dept: '13', region: '93', near: ['83', '84'] };
const MULHOUSE: Place = { kind: 'city', name: 'Mulhouse', dept: '68', region: '44', near: ['67', '90', '25'] };
const MONTBELIARD: Place = { kind: 'city', name: 'Montbéliard', dept: '25', region: '27', near: ['90', '70', '39'] };
const GENEVE: Place = { kind: 'city', name: 'Genève', dept: '', region: 'GE', country: 'CH', near: ['VD', '74'] };
const VAUD: Place = {
  kind: 'city',
  name: 'Lausanne',
  dept: '',
  region: 'VD',
  country: 'CH',
  near: ['GE', 'NE', 'FR', '74'],
};
const BRUSSELS: Place = {
  kind: 'city',
  name: 'Brussels',
  dept: '',
  region: 'BRU',
  country: 'BE',
  near: ['VBR', 'WBR'],
};
const PARIS: Place = { kind: 'depts', codes: ['75', '92', '93', '94'], region: '11' };
const LA_DEFENSE: Place = { kind: 'depts', codes: ['92', '75'], region: '11' };
const IDF: Place = { kind: 'region', code: '11' };
const ARA: Place = { kind: 'region', code: '84' };
const HDF: Place = { kind: 'region', code: '32' };
const _PDL: Place = { kind: 'region', code: '52' };
const BRETAGNE: Place = { kind: 'region', code: '53' };
const NORMANDIE: Place = { kind: 'region', code: '28' };
const MARTINIQUE: Place = { kind: 'region', code: '02' };
const NORD: Place = { kind: 'dept', code: '59', region: '32' };
const REUNION_974: Place = { kind: 'dept', code: '974', region: '04' };
const LOIRE_ATL_44: Place = { kind: 'dept', code: '44', region: '52' };
const SEINE_ST_DENIS: Place = { kind: 'dept', code: '93', region: '11' };
const HAUTS_DE_SEINE: Place = { kind: 'dept', code: '92', region: '11' };
const RHONE_ALPES: Place = { kind: 'depts', codes: ['01', '07', '26', '38', '42', '69', '73', '74'], region: '84' };
const NORD_PAS_DE_CALAIS: Place = { kind: 'depts', codes: ['59', '62'], region: '32' };
const MIDI_PYRENEES: Place = { kind: 'depts', codes: ['09', '12', '31', '32', '46', '65', '81', '82'], region: '76' };
const ALSACE: Place = { kind: 'depts', codes: ['67', '68'], region: '44' };
const LUXEMBOURG: Place = { kind: 'country', code: 'LU' };

// ------------------------------------------------------------------------------------------------ shared judges
/** "juriste": both kinds of lawyers; compliance, DPO and contract managers are neighbours. */
const juriste = (t: Truth): G =>
  occ(t, ['juriste-affaires', 'juriste-social'], { near: false, related: ['compliance', 'dpo', 'contract-manager'] });
/** procurement manager: a senior buyer (8+ years) is a strong match, other buyers neighbours. */
const procurementManager = (t: Truth): G =>
  t.occ === 'resp-achats' ? 3 : t.occ === 'acheteur' ? (t.years >= 8 ? 2 : 1) : occ(t, 'resp-achats');
/** payroll manager / responsable paie: payroll people with 6+ years 3, less 2. */
const payrollManager = (t: Truth): G => (t.occ === 'paie' ? (t.years >= 6 ? 3 : 2) : occ(t, 'paie'));
/** QHSE: quality managers and HSE managers who cover QHSE 3, the others 2, quality engineers 1. */
const qhse = (t: Truth): G => {
  if (t.occ === 'resp-qualite' || t.occ === 'hse') return t.specs.includes('qhse') ? 3 : 2;
  if (t.occ === 'ing-qualite') return 1;
  return 0;
};
/** both SAP MM and SD 3, one of them 2 */
const mmsd = (t: Truth): G => (t.tools.includes('sap-mm') && t.tools.includes('sap-sd') ? 3 : 2);
const frFluent = (t: Truth): G => lang(t, 'fr', 'fluent');
const healthcare = (t: Truth): G => (t.sectors.includes('sante') ? 3 : 2);

export const QUERIES: Query[] = [
  // ============================================================================================ 1. sentence-fr
  {
    kind: 'sentence-fr',
    body: { brief: 'je cherche un DAF de transition pour une PME industrielle près de Lyon, dispo rapidement' },
    judge: (t) => all(occ(t, 'daf'), interim(t), place(t, LYON), asap(t), industrial(t, 2)),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'Bonjour, nous recherchons une contrôleuse de gestion industrielle confirmée sur Toulouse pour une mission de 6 mois, démarrage début janvier.',
    },
    judge: (t) =>
      all(occ(t, 'cdg'), industrial(t), place(t, TOULOUSE), sen(t, 'confirme'), availBy(t, '2027-01-08', '2027-01-31')),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        "Besoin urgent d'un gestionnaire de paie sur Silae pour 3 mois en Île-de-France, télétravail partiel possible",
    },
    judge: (t) => all(occ(t, 'paie'), has(t, ['silae']), place(t, IDF), asap(t), remote(t, 'hybrid')),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'On cherche un(e) juriste en droit social senior, en full remote, 2 jours par semaine' },
    judge: (t) => all(occ(t, 'juriste-social'), sen(t, 'senior'), remote(t, 'full'), days(t, 2)),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'Je cherche un acheteur aéronautique sur Bordeaux ou Toulouse, anglais courant indispensable' },
    judge: (t) =>
      all(occ(t, 'acheteur'), sector(t, ['aero']), places(t, [BORDEAUX, TOULOUSE]), lang(t, 'en', 'fluent')),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'recherche responsable qualité ISO 9001 en agroalimentaire en Bretagne pour un remplacement de congé maternité (4 à 5 mois)',
    },
    judge: (t) =>
      all(
        occ(t, 'resp-qualite'),
        has(t, ['iso-9001'], 2),
        sector(t, ['agro']),
        place(t, BRETAGNE),
        duration(t, ['3 a 6 mois']),
      ),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'il me faudrait un DRH de transition pour piloter un PSE sur un site industriel dans le Nord' },
    judge: (t) => all(occ(t, 'drh'), interim(t), has(t, ['pse'], 2), place(t, NORD), industrial(t, 2)),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'Nous cherchons un consultant SAP FI/CO expérimenté S/4HANA pour un projet de migration, remote ok, TJM max 850',
    },
    judge: (t) => all(occ(t, 'sap-fico'), has(t, ['s4hana']), bands(t, ['senior', 'expert']), rateMax(t, 850)),
    note: '"remote ok" accepts remote work, it does not require it',
  },
  {
    kind: 'sentence-fr',
    body: {
      brief: 'cherche supply chain manager pour une mission de transition de 6 mois en Normandie, secteur pharma',
    },
    judge: (t) => all(occ(t, 'scm'), interim(t), place(t, NORMANDIE), sector(t, ['pharma'])),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'je cherche une chargée de recrutement pour recruter une trentaine de techniciens de maintenance sur Nantes, dispo début janvier, 4 jours par semaine',
    },
    judge: (t) =>
      all(
        occ(t, 'recruteur'),
        has(t, ['recrutement-indus'], 2),
        place(t, NANTES),
        availBy(t, '2027-01-08', '2027-01-31'),
        days(t, 4),
      ),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'Cherche ingénieur méthodes junior ou confirmé pour un équipementier automobile, secteur Montbéliard / Sochaux',
    },
    judge: (t) =>
      all(occ(t, 'ing-methodes'), bands(t, ['junior', 'confirme']), sector(t, ['auto']), place(t, MONTBELIARD)),
  },

  // ============================================================================================ 2. sentence-en
  {
    kind: 'sentence-en',
    body: { brief: 'Looking for an interim CFO for a mid-sized manufacturing company near Lyon, available ASAP' },
    judge: (t) => all(occ(t, 'daf'), interim(t), place(t, LYON), asap(t), industrial(t, 2)),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'We need a French-speaking financial controller based in Geneva, IFRS, 6-month contract' },
    judge: (t) => all(occ(t, 'cdg'), place(t, GENEVE), has(t, ['ifrs']), frFluent(t)),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Looking for a senior HR business partner in Paris, hybrid, fluent English, starting in January' },
    judge: (t) =>
      all(
        occ(t, 'hrbp'),
        sen(t, 'senior'),
        place(t, PARIS),
        remote(t, 'hybrid'),
        lang(t, 'en', 'fluent'),
        availBy(t, '2027-01-31', '2027-02-28'),
      ),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Need a freelance DPO for a healthcare group, 2 days a week, remote' },
    judge: (t) => all(occ(t, 'dpo'), healthcare(t), days(t, 2), remote(t, 'full')),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Seeking a procurement manager with an automotive background in Hauts-de-France' },
    judge: (t) => all(procurementManager(t), sector(t, ['auto']), place(t, HDF)),
  },
  {
    kind: 'sentence-en',
    body: { brief: "We're looking for a quality engineer with aerospace experience (EN 9100) in Toulouse, on site" },
    judge: (t) =>
      all(occ(t, 'ing-qualite'), sector(t, ['aero']), has(t, ['en9100'], 2), place(t, TOULOUSE), remote(t, 'onsite')),
  },
  {
    kind: 'sentence-en',
    body: {
      brief: 'Experienced BIM manager wanted for a large construction project in Luxembourg, Revit, English and French',
    },
    judge: (t) =>
      all(
        occ(t, 'bim'),
        bands(t, ['senior', 'expert']),
        place(t, LUXEMBOURG),
        has(t, ['revit']),
        lang(t, 'en', 'professional'),
        frFluent(t),
      ),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Looking for a demand planner with SAP IBP for an FMCG company in Brussels, 3-month assignment' },
    judge: (t) => all(occ(t, 'demand-planner'), has(t, ['sap-ibp']), sector(t, ['grande-conso']), place(t, BRUSSELS)),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'I need a payroll specialist who knows Silae, part-time, fully remote' },
    judge: (t) => all(occ(t, 'paie'), has(t, ['silae']), partTime(t), remote(t, 'full')),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Looking for a Workday HCM consultant, senior, available in February, remote' },
    judge: (t) =>
      all(
        occ(t, 'consultant-sirh'),
        has(t, ['workday']),
        sen(t, 'senior'),
        availBy(t, '2027-02-28', '2027-03-15'),
        remote(t, 'full'),
      ),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'need an interim plant manager for a food factory in Brittany' },
    judge: (t) => all(occ(t, 'dir-usine'), interim(t), sector(t, ['agro']), place(t, BRETAGNE)),
  },

  // ============================================================================================ 3. job-ad
  {
    kind: 'job-ad',
    body: {
      brief: `DAF de transition H/F – PME agroalimentaire – Rennes (35)

Notre client, PME familiale de l'agroalimentaire (charcuterie et plats cuisinés, 220 salariés, CA 65 M€) implantée près de Vitré, recherche suite au départ soudain de son Directeur Administratif et Financier un DAF de transition pour sécuriser la fonction finance le temps du recrutement de son successeur.

Vos missions :
- Piloter l'équipe comptable (5 personnes) et fiabiliser les clôtures mensuelles
- Mettre sous contrôle la trésorerie : prévisionnel à 13 semaines, relations bancaires, covenants
- Préparer le budget 2027 et le reporting mensuel à l'actionnaire familial
- Accompagner le projet de migration vers Sage X3 (démarrage prévu au T2)
- Assurer le passage de relais avec le futur DAF

Profil recherché :
- 15 ans minimum en direction financière, idéalement en PME industrielle ou agroalimentaire
- Une ou plusieurs missions de management de transition réussies
- La connaissance de Sage X3 est un plus
- Leadership, pragmatisme, capacité à embarquer les équipes

Conditions :
- Démarrage : ASAP
- Durée : 6 mois, renouvelable
- Rythme : 4 jours par semaine sur site (Vitré), 1 jour de télétravail possible
- TJM : 900 à 1 100 € HT selon profil
- Frais de déplacement pris en charge

Cabinet spécialisé en management de transition depuis 2005, nous accompagnons les PME et ETI dans leurs enjeux de transformation. Conformément à la loi, ce poste est ouvert à toutes et à tous sans discrimination.`,
    },
    judge: (t) =>
      all(
        occ(t, 'daf'),
        interim(t),
        place(t, RENNES),
        yearsMin(t, 15),
        asap(t),
        sector(t, ['agro']),
        rateMax(t, 1100),
        has(t, ['sage-x3'], 2),
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Contrôleur de gestion industriel (H/F) – Freelance – Grenoble

L'entreprise : groupe industriel spécialisé dans les équipements électriques (1 800 collaborateurs, 6 sites en France). Nous renforçons notre direction financière pour accompagner un site de production en forte croissance.

Missions :
• Élaboration du budget et des reforecasts du site
• Calcul et analyse des coûts de revient, suivi des écarts matières et main d'œuvre
• Valorisation des stocks et participation aux clôtures mensuelles
• Suivi des investissements et des plans de productivité
• Production des tableaux de bord pour le directeur de site

Profil :
Formation supérieure en finance / contrôle de gestion, 3 à 6 ans d'expérience en contrôle de gestion industriel. Maîtrise de SAP CO indispensable, Excel avancé. Bon relationnel avec les équipes de production.

Informations pratiques :
Lieu : Grenoble (38) – parking sur site
Démarrage : janvier 2027
Durée : 6 mois renouvelables
Télétravail : 2 jours par semaine
TJM : 450-550 € HT

Nos avantages : restaurant d'entreprise, navette depuis la gare, salle de sport.`,
    },
    judge: (t) =>
      all(
        occ(t, 'cdg'),
        industrial(t),
        place(t, GRENOBLE),
        has(t, ['sap-co']),
        sen(t, 'confirme'),
        remote(t, 'hybrid'),
        rateMax(t, 550),
        availBy(t, '2027-01-15', '2027-01-31'),
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `🚀 Freelance Talent Acquisition / Chargé(e) de recrutement Tech – H/F

Qui sommes-nous ? Scale-up SaaS B2B (180 personnes, série C) basée à Paris 10e, nous développons une plateforme de gestion des notes de frais utilisée par 4 000 entreprises en Europe.

Le contexte : nous devons recruter 25 profils tech (développeurs backend, data engineers, product managers) d'ici juin.

Ta mission :
- Prendre en charge des process de recrutement de bout en bout (brief avec les managers, sourcing, qualification, entretiens, closing)
- Faire de l'approche directe sur LinkedIn Recruiter, GitHub...
- Animer le process dans notre ATS (Teamtailor)
- Faire un reporting hebdomadaire aux founders

Ce qu'on cherche :
- 3 ans minimum en recrutement tech (cabinet ou in-house)
- Un excellent sourcing
- Anglais professionnel

Modalités : 3 jours par semaine, full remote possible (une journée par mois dans nos locaux parisiens), démarrage début janvier, mission de 6 mois.
Budget : 400-450 €/jour.

Chez nous : culture du feedback, afterworks, mutuelle Alan 😉`,
    },
    judge: (t) =>
      all(
        occ(t, 'recruteur'),
        has(t, ['recrutement-tech']),
        yearsMin(t, 3),
        days(t, 3),
        remote(t, 'full'),
        availBy(t, '2027-01-08', '2027-01-31'),
        rateMax(t, 450),
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Acheteur Projet Aéronautique H/F – Blagnac (31) – Mission freelance 12 mois

Pour le compte d'un équipementier de rang 1 du secteur aéronautique, nous recherchons un Acheteur Projet pour accompagner le lancement d'un nouveau programme.

Responsabilités :
- Lancer les consultations (RFQ) sur les pièces usinées, la tôlerie et les sous-ensembles
- Négocier les conditions commerciales et contractuelles (LTA)
- Sélectionner et qualifier les fournisseurs avec la qualité fournisseurs
- Suivre les fournisseurs jusqu'à la mise en série (coûts, délais, FAI)
- Reporter auprès du chef de programme

Profil :
- Bac+5 école d'ingénieur ou de commerce
- Minimum 5 ans d'expérience en achats industriels, idéalement dans l'aéronautique ou la défense
- Maîtrise de SAP MM
- Anglais courant impératif (fournisseurs internationaux)

Conditions : poste 100 % sur site à Blagnac. Démarrage : février 2027. Durée : 12 mois.
Merci d'envoyer votre CV et votre TJM. Nous étudions toutes les candidatures, à compétences égales.`,
    },
    judge: (t) =>
      all(
        occ(t, 'acheteur'),
        sector(t, ['aero', 'defense']),
        place(t, TOULOUSE),
        lang(t, 'en', 'fluent'),
        yearsMin(t, 5),
        has(t, ['sap-mm']),
        remote(t, 'onsite'),
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Responsable HSE (H/F) – Site chimique classé Seveso seuil haut – Saint-Fons / Vallée de la chimie (69)

Dans le cadre d'une absence longue durée, notre client, site de production de chimie de spécialités (350 salariés), recherche un Responsable HSE de transition.

Missions principales :
- Garantir la conformité réglementaire du site (ICPE, Seveso seuil haut, POI, étude de dangers)
- Animer la politique santé-sécurité : analyses d'accidents, visites terrain, plans d'actions
- Piloter le système de management ISO 14001 / ISO 45001 et préparer l'audit de suivi
- Encadrer l'équipe HSE (3 personnes), être l'interlocuteur de la DREAL et de l'inspection du travail
- Suivre les zones ATEX et les permis de travail

Profil :
Ingénieur HSE, vous justifiez d'au moins 10 ans d'expérience dont une partie significative en industrie chimique ou pétrochimique sur site Seveso.

Démarrage immédiat – mission de 6 mois renouvelable – présence sur site 5 jours/semaine – TJM selon profil.`,
    },
    judge: (t) =>
      all(
        occ(t, 'hse'),
        sector(t, ['chimie']),
        has(t, ['seveso'], 2),
        yearsMin(t, 10),
        place(t, LYON),
        asap(t),
        remote(t, 'onsite'),
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Interim HR Director (m/f/x) – Brussels area – 6 to 9 months

Our client is a Belgian manufacturing group (building materials, 1,100 employees, 4 plants in Wallonia and Flanders) headquartered in Brussels. Following the departure of its HR Director, the group is looking for an experienced interim HR Director.

Your role:
- Lead the HR team (8 people) as a member of the executive committee
- Manage social dialogue with works councils and unions at group and plant level (collective bargaining)
- Drive the reorganisation of the support functions
- Secure payroll and HR administration during the transition
- Prepare the handover to the permanent HR Director

Your profile:
- 15+ years of HR experience, including HR Director roles in industrial companies
- Proven track record as an interim manager
- Fluent in French and Dutch, good command of English
- Knowledge of Belgian labour law is a strong asset

Start: as soon as possible. Full-time, on site in Brussels with regular visits to the plants.`,
    },
    judge: (t) =>
      all(
        occ(t, 'drh'),
        interim(t),
        place(t, BRUSSELS),
        lang(t, 'nl', 'fluent'),
        yearsMin(t, 15),
        industrial(t, 2),
        asap(t),
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Juriste Droit des Affaires H/F – Mission freelance – Paris La Défense

Groupe international de services à l'énergie (CA 2 Md€), notre direction juridique France recherche un(e) juriste droit des affaires en renfort pour 6 mois.

Vos missions :
- Rédiger, analyser et négocier les contrats commerciaux (prestations, accords-cadres, NDA, sous-traitance), en français et en anglais
- Conseiller les équipes opérationnelles et commerciales au quotidien
- Participer à la gestion des précontentieux
- Contribuer au secrétariat juridique des filiales

Profil recherché :
Master 2 en droit des affaires, vous avez au moins 5 ans d'expérience en entreprise ou en cabinet. Anglais juridique courant indispensable. Autonomie, rigueur, sens du service.

Modalités : 4 jours par semaine dont 2 jours de télétravail. 6 mois à partir de janvier. Localisation : La Défense (92).

#juriste #droitdesaffaires #freelance`,
    },
    judge: (t) =>
      all(
        occ(t, 'juriste-affaires'),
        has(t, ['contrats'], 2),
        place(t, LA_DEFENSE),
        days(t, 4),
        yearsMin(t, 5),
        lang(t, 'en', 'fluent'),
        remote(t, 'hybrid'),
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Consultant SAP MM/SD Senior (H/F) – Freelance – Lille

Contexte : dans le cadre du déploiement de son core model S/4HANA dans ses filiales européennes, un groupe de distribution spécialisée basé dans la métropole lilloise recherche un consultant SAP MM/SD expérimenté.

Missions :
- Animation des ateliers fit-to-standard avec les équipes achats, ventes et logistique des filiales
- Paramétrage MM (achats, gestion des stocks) et SD (cycle de vente, pricing, facturation)
- Rédaction des spécifications fonctionnelles pour les développements
- Tests, recette et accompagnement au démarrage
- Support post go-live

Compétences requises :
- 10 ans d'expérience minimum sur SAP MM et SD, dont au moins un projet S/4HANA
- Expérience de roll-out international
- Anglais courant

Infos pratiques : démarrage janvier 2027, mission longue (12 mois et plus), télétravail 2 à 3 jours par semaine, présence sur site à Villeneuve-d'Ascq le reste du temps. TJM : 700 à 800 €.`,
    },
    judge: (t) =>
      all(
        occ(t, 'sap-mmsd'),
        mmsd(t),
        has(t, ['s4hana']),
        yearsMin(t, 10),
        place(t, LILLE),
        remote(t, 'hybrid'),
        rateMax(t, 800),
        lang(t, 'en', 'fluent'),
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Automaticien H/F – Freelance – Alsace (68)

Industriel de l'agroalimentaire (boissons), nous modernisons les lignes de conditionnement de nos sites de Haute-Alsace et recherchons un automaticien confirmé en freelance.

Missions :
- Analyse fonctionnelle et programmation automates Siemens (TIA Portal, S7-1500)
- Développement des IHM et de la supervision
- Essais FAT/SAT et mise en service sur site
- Support à la maintenance pendant la montée en cadence

Profil : 5 ans d'expérience minimum en automatisme industriel, maîtrise de TIA Portal obligatoire, expérience en agroalimentaire appréciée. Déplacements fréquents entre les sites (véhicule indispensable).

Durée : 4 à 6 mois. Démarrage : dès que possible. Lieu : Mulhouse et environs.`,
    },
    judge: (t) =>
      all(
        occ(t, 'automaticien'),
        has(t, ['tia-portal']),
        place(t, MULHOUSE),
        yearsMin(t, 5),
        asap(t),
        t.vehicle ? 3 : 2,
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Gestionnaire de paie H/F – Marseille 8e – Remplacement 3 mois

Cabinet d'expertise comptable (45 collaborateurs) recherche un(e) gestionnaire de paie freelance pour remplacer une collaboratrice absente.

Vous gérez un portefeuille d'environ 40 clients TPE/PME (600 bulletins par mois) : établissement des paies, DSN, déclarations sociales, entrées et sorties, soldes de tout compte, réponses aux questions des clients.

Profil : expérience confirmée en paie multi-conventions (3 ans minimum), maîtrise de Silae (ADP accepté).

Poste sur site, 35h/semaine. Démarrage le 4 janvier 2027 pour 3 mois. Rémunération : 350 €/jour.`,
    },
    judge: (t) =>
      all(
        occ(t, 'paie'),
        has(t, ['silae', 'adp']),
        has(t, ['paie-multi'], 2),
        place(t, MARSEILLE),
        availBy(t, '2027-01-04', '2027-01-18'),
        yearsMin(t, 3),
        remote(t, 'onsite'),
        rateMax(t, 350),
      ),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Quality Manager – Medical Devices (contract, 9 months) – Vaud, Switzerland

A fast-growing medical device manufacturer (class II and III implants, 300 employees) based between Lausanne and Yverdon is looking for an interim Quality Manager to cover a leave of absence and lead the upcoming ISO 13485 recertification and MDR audits.

Responsibilities
- Own the QMS (ISO 13485, MDR 2017/745) and lead the quality team (6 people)
- Prepare and host notified-body and customer audits
- Drive CAPA, complaint handling and supplier quality
- Report quality KPIs to the site leadership team

Requirements
- 10+ years in quality within medical devices or pharma
- Hands-on experience of ISO 13485 audits
- French and English, both fluent
- Swiss work permit or EU citizenship

Start date: February 2027. On site 4 days a week.`,
    },
    judge: (t) =>
      all(
        occ(t, 'resp-qualite'),
        sector(t, ['medtech', 'pharma']),
        has(t, ['iso-13485'], 2),
        place(t, VAUD),
        yearsMin(t, 10),
        lang(t, 'en', 'fluent'),
        availBy(t, '2027-02-28', '2027-03-31'),
      ),
  },

  // ============================================================================================ 4. abbrev
  { kind: 'abbrev', body: { keywords: 'DAF PME IDF' }, judge: (t) => all(occ(t, 'daf'), place(t, IDF)) },
  { kind: 'abbrev', body: { keywords: 'RAF temps partagé' }, judge: (t) => all(occ(t, 'raf'), partTime(t)) },
  {
    kind: 'abbrev',
    body: { keywords: 'CDG industriel ARA' },
    judge: (t) => all(occ(t, 'cdg'), industrial(t), place(t, ARA)),
  },
  { kind: 'abbrev', body: { keywords: 'DRH transition' }, judge: (t) => all(occ(t, 'drh'), interim(t)) },
  { kind: 'abbrev', body: { keywords: 'RRH HDF' }, judge: (t) => all(occ(t, 'rrh'), place(t, HDF)) },
  { kind: 'abbrev', body: { keywords: 'resp QHSE agro' }, judge: (t) => all(qhse(t), sector(t, ['agro'])) },
  { kind: 'abbrev', body: { keywords: 'DPO RGPD' }, judge: (t) => occ(t, 'dpo') },
  {
    kind: 'abbrev',
    body: { keywords: 'S&OP manager' },
    judge: (t) =>
      t.occ === 'sop' ? 3 : ['scm', 'demand-planner'].includes(t.occ) ? (t.specs.includes('sop-process') ? 2 : 1) : 0,
  },
  { kind: 'abbrev', body: { keywords: 'ADV SAP SD' }, judge: (t) => all(occ(t, 'adv'), has(t, ['sap-sd'])) },
  { kind: 'abbrev', body: { keywords: 'ing BE méca CATIA' }, judge: (t) => all(occ(t, 'ing-meca'), has(t, ['catia'])) },
  {
    kind: 'abbrev',
    body: { keywords: 'conso IFRS HFM' },
    judge: (t) => all(occ(t, 'consolidation'), has(t, ['ifrs']), has(t, ['hfm'], 2)),
  },
  { kind: 'abbrev', body: { keywords: 'TMA SAP FI' }, judge: (t) => all(occ(t, 'sap-fico'), has(t, ['tma'], 2)) },

  // ============================================================================================ 5. title-en
  { kind: 'title-en', body: { keywords: 'CFO' }, judge: (t) => occ(t, 'daf') },
  { kind: 'title-en', body: { keywords: 'financial controller' }, judge: (t) => occ(t, 'cdg') },
  { kind: 'title-en', body: { keywords: 'HR business partner' }, judge: (t) => occ(t, 'hrbp') },
  {
    kind: 'title-en',
    body: { keywords: 'legal counsel' },
    judge: (t) => occ(t, 'juriste-affaires', { close: ['juriste-social'] }),
  },
  { kind: 'title-en', body: { keywords: 'procurement manager' }, judge: procurementManager },
  {
    kind: 'title-en',
    body: { keywords: 'supply planner' },
    judge: (t) => occ(t, 'appro', { near: false, close: ['demand-planner', 'sop'], related: ['scm', 'acheteur'] }),
  },
  { kind: 'title-en', body: { keywords: 'quality engineer' }, judge: (t) => occ(t, 'ing-qualite') },
  {
    kind: 'title-en',
    body: { keywords: 'interim manager' },
    judge: (t) => (t.interim ? 3 : 0),
    note: 'any trade: the searched title is the interim-manager status itself',
  },
  { kind: 'title-en', body: { keywords: 'payroll manager' }, judge: payrollManager },
  { kind: 'title-en', body: { keywords: 'plant manager' }, judge: (t) => occ(t, 'dir-usine') },
  {
    kind: 'title-en',
    body: { keywords: 'responsable supply chain' },
    judge: (t) => occ(t, 'scm'),
    note: 'French title; several matching profiles are written in English',
  },
  {
    kind: 'title-en',
    body: { keywords: 'consultant SIRH' },
    judge: (t) => occ(t, 'consultant-sirh'),
    note: 'French title; IT consultants are often written in English',
  },

  // ============================================================================================ 6. title-fr
  { kind: 'title-fr', body: { keywords: 'contrôleuse de gestion' }, judge: (t) => occ(t, 'cdg') },
  { kind: 'title-fr', body: { keywords: 'juriste' }, judge: juriste },
  { kind: 'title-fr', body: { keywords: 'acheteuse' }, judge: (t) => occ(t, 'acheteur') },
  { kind: 'title-fr', body: { keywords: 'ingénieure qualité' }, judge: (t) => occ(t, 'ing-qualite') },
  { kind: 'title-fr', body: { keywords: 'chargé·e de recrutement' }, judge: (t) => occ(t, 'recruteur') },
  { kind: 'title-fr', body: { keywords: 'directrice financière' }, judge: (t) => occ(t, 'daf') },
  { kind: 'title-fr', body: { keywords: 'responsable paie' }, judge: payrollManager },
  { kind: 'title-fr', body: { keywords: 'cheffe de produit' }, judge: (t) => occ(t, 'chef-produit') },
  { kind: 'title-fr', body: { keywords: 'chargée de communication' }, judge: (t) => occ(t, 'charge-com') },
  { kind: 'title-fr', body: { keywords: 'approvisionneuse' }, judge: (t) => occ(t, 'appro') },
  { kind: 'title-fr', body: { keywords: 'automaticienne' }, judge: (t) => occ(t, 'automaticien') },
  { kind: 'title-fr', body: { keywords: 'déléguée à la protection des données' }, judge: (t) => occ(t, 'dpo') },

  // ============================================================================================ 7. place
  {
    kind: 'place',
    body: { keywords: 'contrôleur de gestion Rhône-Alpes' },
    judge: (t) => all(occ(t, 'cdg'), place(t, RHONE_ALPES)),
  },
  { kind: 'place', body: { keywords: 'comptable 974' }, judge: (t) => all(occ(t, 'comptable'), place(t, REUNION_974)) },
  {
    kind: 'place',
    body: { keywords: 'DAF Nord-Pas-de-Calais' },
    judge: (t) => all(occ(t, 'daf'), place(t, NORD_PAS_DE_CALAIS)),
  },
  {
    kind: 'place',
    body: { keywords: 'acheteur Midi-Pyrénées' },
    judge: (t) => all(occ(t, 'acheteur'), place(t, MIDI_PYRENEES)),
  },
  { kind: 'place', body: { keywords: 'juriste Genève' }, judge: (t) => all(juriste(t), place(t, GENEVE)) },
  { kind: 'place', body: { keywords: 'RRH 44' }, judge: (t) => all(occ(t, 'rrh'), place(t, LOIRE_ATL_44)) },
  {
    kind: 'place',
    body: { keywords: 'responsable logistique Seine-Saint-Denis' },
    judge: (t) => all(occ(t, 'resp-log'), place(t, SEINE_ST_DENIS)),
  },
  {
    kind: 'place',
    body: { keywords: 'ingénieur génie civil Luxembourg' },
    judge: (t) => all(occ(t, 'genie-civil'), place(t, LUXEMBOURG)),
  },
  {
    kind: 'place',
    body: { keywords: 'gestionnaire de paie 13008' },
    judge: (t) => all(occ(t, 'paie'), place(t, MARSEILLE)),
  },
  {
    kind: 'place',
    body: { keywords: 'chef de produit Hauts-de-Seine' },
    judge: (t) => all(occ(t, 'chef-produit'), place(t, HAUTS_DE_SEINE)),
  },
  {
    kind: 'place',
    body: { keywords: 'ingénieur qualité Alsace' },
    judge: (t) => all(occ(t, 'ing-qualite'), place(t, ALSACE)),
  },
  { kind: 'place', body: { keywords: 'DRH Bruxelles' }, judge: (t) => all(occ(t, 'drh'), place(t, BRUSSELS)) },
  {
    kind: 'place',
    body: { keywords: 'comptable Martinique' },
    judge: (t) => all(occ(t, 'comptable'), place(t, MARTINIQUE)),
  },

  // ============================================================================================ 8. seniority
  {
    kind: 'seniority',
    body: { keywords: 'contrôleur de gestion senior' },
    judge: (t) => all(occ(t, 'cdg'), sen(t, 'senior')),
  },
  {
    kind: 'seniority',
    body: { keywords: "DAF 15 ans d'expérience" },
    judge: (t) => all(occ(t, 'daf'), yearsMin(t, 15)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'comptable junior' },
    judge: (t) => all(occ(t, 'comptable'), sen(t, 'junior')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'acheteur confirmé' },
    judge: (t) => all(occ(t, 'acheteur'), sen(t, 'confirme')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'juriste droit social senior' },
    judge: (t) => all(occ(t, 'juriste-social'), sen(t, 'senior')),
  },
  {
    kind: 'seniority',
    body: { keywords: "supply chain manager 10 ans d'expérience" },
    judge: (t) => all(occ(t, 'scm'), yearsMin(t, 10)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'ingénieur méthodes junior' },
    judge: (t) => all(occ(t, 'ing-methodes'), sen(t, 'junior')),
  },
  { kind: 'seniority', body: { keywords: 'DRH expert' }, judge: (t) => all(occ(t, 'drh'), sen(t, 'expert')) },
  {
    kind: 'seniority',
    body: { keywords: 'chargée de recrutement confirmée' },
    judge: (t) => all(occ(t, 'recruteur'), sen(t, 'confirme')),
  },
  {
    kind: 'seniority',
    body: { keywords: "responsable qualité 20 ans d'expérience" },
    judge: (t) => all(occ(t, 'resp-qualite'), yearsMin(t, 20)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'consolidation', seniority: ['senior', 'expert'] },
    judge: (t) => {
      if (!seniorityFilter(t, ['senior', 'expert'])) return 0;
      if (t.occ === 'consolidation') return 3;
      if (t.specs.includes('consolidation')) return 2;
      return occ(t, 'consolidation') ? 1 : 0;
    },
    note: 'seniority filter is hard; the keyword is a skill: consolidation specialists 3, others who do consolidation 2',
  },

  // ============================================================================================ 9. combo
  {
    kind: 'combo',
    body: { keywords: 'contrôleur de gestion SAP' },
    judge: (t) => all(occ(t, 'cdg'), hasSap(t) ? 3 : 1),
  },
  {
    kind: 'combo',
    body: { keywords: 'comptable Sage' },
    judge: (t) => all(occ(t, 'comptable'), has(t, ['sage-100', 'sage-x3'])),
  },
  {
    kind: 'combo',
    body: { keywords: 'responsable qualité ISO 9001 agroalimentaire' },
    judge: (t) => all(occ(t, 'resp-qualite'), has(t, ['iso-9001'], 2), sector(t, ['agro'])),
  },
  {
    kind: 'combo',
    body: { keywords: 'chef de projet SIRH Workday' },
    judge: (t) => all(occ(t, 'sirh'), has(t, ['workday'])),
  },
  {
    kind: 'combo',
    body: { keywords: 'acheteur aéronautique' },
    judge: (t) => all(occ(t, 'acheteur'), sector(t, ['aero'])),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur qualité pharma BPF' },
    judge: (t) => all(occ(t, 'ing-qualite'), sector(t, ['pharma']), has(t, ['gmp'], 2)),
  },
  { kind: 'combo', body: { keywords: 'DAF temps partagé 2 jours' }, judge: (t) => all(occ(t, 'daf'), days(t, 2)) },
  { kind: 'combo', body: { keywords: 'juriste full remote' }, judge: (t) => all(juriste(t), remote(t, 'full')) },
  {
    kind: 'combo',
    body: { keywords: 'gestionnaire de paie Silae', available: true },
    judge: (t) => (t.available ? all(occ(t, 'paie'), has(t, ['silae'])) : 0),
  },
  {
    kind: 'combo',
    body: { keywords: 'chef de produit cosmétique' },
    judge: (t) => all(occ(t, 'chef-produit'), sector(t, ['cosmetique'])),
  },
  {
    kind: 'combo',
    body: { keywords: 'responsable maintenance agroalimentaire GMAO' },
    judge: (t) => all(occ(t, 'maintenance'), sector(t, ['agro']), has(t, ['gmao', 'sap-pm'], 2)),
  },
  { kind: 'combo', body: { keywords: 'trésorier Kyriba' }, judge: (t) => all(occ(t, 'tresorier'), has(t, ['kyriba'])) },
  {
    kind: 'combo',
    body: { keywords: 'contrôleur de gestion', skills: ['sap'], workAreas: ['auvergne-rhone-alpes'] },
    judge: (t) => (hasSap(t) && inRegionFilter(t, '84') ? occ(t, 'cdg') : 0),
    note: 'skills and workAreas filters are hard',
  },

  // ============================================================================================ 10. grammar
  {
    kind: 'grammar',
    body: { keywords: '"contrôleur de gestion" -junior' },
    judge: (t) => (t.band === 'junior' ? 0 : occ(t, 'cdg')),
  },
  {
    kind: 'grammar',
    body: { keywords: 'DAF Lyon OR RAF Lyon' },
    judge: (t) =>
      all(occ(t, ['daf', 'raf'], { near: false, related: ['chef-comptable', 'cdg', 'dg-transition'] }), place(t, LYON)),
  },
  {
    kind: 'grammar',
    body: { keywords: 'acheteur OR acheteuse OR "responsable achats"' },
    judge: (t) => occ(t, ['acheteur', 'resp-achats']),
  },
  {
    kind: 'grammar',
    body: { keywords: '"gestionnaire de paie" -ADP' },
    judge: (t) => (t.tools.includes('adp') ? 0 : occ(t, 'paie')),
  },
  {
    kind: 'grammar',
    body: { keywords: 'juriste "droit social" -junior' },
    judge: (t) => (t.band === 'junior' ? 0 : occ(t, 'juriste-social')),
  },
  {
    kind: 'grammar',
    body: { keywords: 'comptable ou aide-comptable Lille' },
    judge: (t) => all(occ(t, 'comptable'), place(t, LILLE)),
    note: 'lowercase "ou" is a plain word for the engine; the recruiter means either title',
  },
  {
    kind: 'grammar',
    body: { keywords: 'supply chain manager or S&OP manager' },
    judge: (t) => occ(t, ['scm', 'sop']),
    note: 'lowercase "or" is a plain word for the engine; the recruiter means either title',
  },
  {
    kind: 'grammar',
    body: { keywords: '"ingénieur qualité" aéronautique OR "ingénieur qualité" automobile' },
    judge: (t) => all(occ(t, 'ing-qualite'), sector(t, ['aero', 'auto'])),
  },
  {
    kind: 'grammar',
    body: { keywords: 'DRH "management de transition" -PSE' },
    judge: (t) => (t.specs.includes('pse') ? 0 : all(occ(t, 'drh'), interim(t))),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" industriel -informatique' },
    judge: (t) => (t.family === 'it' ? 0 : occ(t, 'cpi')),
  },
  {
    kind: 'grammar',
    body: { keywords: 'HSE Normandie OR QHSE Normandie' },
    judge: (t) => all(t.occ === 'hse' ? 3 : qhse(t), place(t, NORMANDIE)),
  },
  {
    kind: 'grammar',
    body: { keywords: '"consultant SAP" MM OR "consultant SAP" SD' },
    judge: (t) => occ(t, 'sap-mmsd'),
  },
];
