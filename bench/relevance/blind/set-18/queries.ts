// Set 18 (blind): queries typed by recruiters of finance, HR, legal, industry, supply chain and purchasing, with their
// judgments (read from the Truth only; see judge.ts and README.md for the conventions).
import type { Truth } from './types';
import {
  any,
  asap,
  availBy,
  combine,
  days,
  durations,
  fullRemote,
  has,
  hasAny,
  hybrid,
  inRegionFilter,
  lang,
  occ,
  onSite,
  place,
  rateMax,
  sector,
  skillSlug,
  skills,
  years,
  type G,
  type M,
  type OccTable,
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
  judge: (t: Truth) => 0 | 1 | 2 | 3;
  note?: string;
}

// ---------------------------------------------------------------- occupation tables
const CDG_REL: OccTable['related'] = [
  'daf',
  'raf',
  'consolidation',
  'auditeur',
  'chef_comptable',
  'data_analyst',
  'sap_fico',
  'epm',
];
const CDG: OccTable = { exact: ['cdg'], related: CDG_REL };
const DAF: OccTable = {
  exact: ['daf'],
  close: ['raf'],
  related: ['cdg', 'tresorier', 'consolidation', 'chef_comptable'],
};
const RAF: OccTable = { exact: ['raf'], close: ['daf'], related: ['chef_comptable', 'comptable', 'cdg'] };
const COMPTABLE: OccTable = { exact: ['comptable'], close: ['chef_comptable'], related: ['raf', 'credit_manager'] };
const CHEF_COMPTABLE: OccTable = { exact: ['chef_comptable'], close: ['comptable'], related: ['raf', 'consolidation'] };
const TRESORIER: OccTable = { exact: ['tresorier'], related: ['daf', 'credit_manager', 'cdg'] };
const CREDIT: OccTable = { exact: ['credit_manager'], related: ['tresorier', 'comptable', 'adv'] };
const RRH: OccTable = {
  exact: ['rrh'],
  close: ['drh', 'hrbp'],
  related: ['formation', 'paie', 'juriste_social', 'recruteur', 'ta'],
};
const HRBP: OccTable = {
  exact: ['hrbp'],
  close: ['rrh', 'drh'],
  related: ['formation', 'recruteur', 'ta', 'juriste_social'],
};
const RECRUT: OccTable = { exact: ['recruteur'], close: ['ta'], related: ['rrh', 'hrbp', 'marque_employeur'] };
const TA: OccTable = { exact: ['ta'], close: ['recruteur'], related: ['marque_employeur', 'hrbp', 'rrh'] };
const PAIE: OccTable = { exact: ['paie'], related: ['rrh', 'sirh'] };
const FORMATION: OccTable = { exact: ['formation'], related: ['rrh', 'hrbp'] };
const JURISTE: OccTable = {
  exact: ['juriste_affaires', 'juriste_social'],
  related: ['paralegal', 'contract_manager', 'dpo', 'compliance'],
};
const J_AFFAIRES: OccTable = {
  exact: ['juriste_affaires'],
  related: ['contract_manager', 'paralegal', 'juriste_social', 'compliance', 'dpo'],
};
const LEGAL_COUNSEL: OccTable = {
  exact: ['juriste_affaires'],
  close: ['juriste_social'],
  related: ['contract_manager', 'compliance', 'dpo', 'paralegal'],
};
const J_SOCIAL: OccTable = { exact: ['juriste_social'], related: ['juriste_affaires', 'rrh', 'drh'] };
const DPO: OccTable = { exact: ['dpo'], related: ['compliance', 'juriste_affaires', 'rssi'] };
const METHODES: OccTable = { exact: ['methodes'], related: ['process', 'amelioration', 'cp_indus'] };
const PROCESS: OccTable = { exact: ['process'], close: ['methodes'], related: ['amelioration', 'qualite'] };
const QUALITE: OccTable = { exact: ['qualite'], related: ['hse', 'amelioration', 'methodes'] };
const MAINT: OccTable = { exact: ['maintenance'], related: ['automaticien'] };
const CP_INDUS: OccTable = { exact: ['cp_indus'], related: ['methodes', 'pmo'] };
const HSE: OccTable = { exact: ['hse'], related: ['qualite'] };
const AUTOM: OccTable = { exact: ['automaticien'], related: ['maintenance'] };
const CALCUL: OccTable = { exact: ['calcul'], related: ['conception', 'dessinateur'] };
const DESSIN: OccTable = { exact: ['dessinateur'], close: ['conception'], related: ['calcul'] };
const CONCEPTION: OccTable = { exact: ['conception'], close: ['dessinateur'], related: ['calcul', 'methodes'] };
const ACHETEUR: OccTable = { exact: ['acheteur'], related: ['appro', 'scm', 'contract_manager', 'sap_mm'] };
const SCM: OccTable = { exact: ['scm'], related: ['demand_planner', 'logistique', 'appro', 'acheteur'] };
const APPRO: OccTable = { exact: ['appro'], related: ['acheteur', 'demand_planner', 'logistique', 'adv'] };
const LOG: OccTable = { exact: ['logistique'], related: ['scm', 'appro'] };
const DP: OccTable = { exact: ['demand_planner'], related: ['scm', 'appro'] };
const ADV: OccTable = { exact: ['adv'], related: ['credit_manager', 'logistique', 'appro'] };

/** occupation grade where one variant of the exact trade is the one asked and the others are close (2). */
function occVariant(t: Truth, tab: OccTable, wanted: string[]): G {
  const g = occ(t, tab);
  if (g === 3 && !wanted.includes(t.variant)) return 2;
  return g;
}
const title = (tab: OccTable) => (t: Truth) => occ(t, tab);
const titleAt = (tab: OccTable, where: Parameters<typeof place>[1]) => (t: Truth) =>
  combine(occ(t, tab), [place(t, where)]);
const titleYears = (tab: OccTable, full: [number, number], partial: [number, number][]) => (t: Truth) =>
  combine(occ(t, tab), [years(t, full, partial)]);
const titleSkills = (tab: OccTable, groups: string[][]) => (t: Truth) => combine(occ(t, tab), [skills(t, groups)]);

const LYON = { full: { depts: ['FR-69'] }, partial: { regions: ['FR-84'] } };
const INDUSTRIAL_SECTORS = [
  'aero',
  'defense',
  'spatial',
  'naval',
  'auto',
  'ferroviaire',
  'nucleaire',
  'energie',
  'chimie',
  'pharma',
  'dispositifs-medicaux',
  'cosmetique',
  'agro',
  'industrie',
  'plasturgie',
  'metallurgie',
  'electronique',
  'emballage',
];
const PMO_INDUS = ['aero', 'defense', 'spatial', 'naval', 'auto', 'ferroviaire', 'nucleaire', 'energie', 'industrie'];

// ---------------------------------------------------------------- job ads
const AD_FR_CDG = `Contrôleur de gestion industriel H/F – Freelance – Rennes (35)

Notre client, ETI familiale de l'agroalimentaire (650 salariés, 3 sites de production en Bretagne, 280 M€ de CA), renforce sa direction financière dans le cadre d'un remplacement et de la refonte de ses coûts de revient.

Vos missions :
- Piloter les clôtures mensuelles des deux usines du bassin rennais et analyser les écarts (matières, main-d'œuvre, frais fixes)
- Mettre à jour les coûts standards et le calcul des prix de revient par référence
- Préparer le budget 2027 avec les directeurs d'usine et suivre les plans de productivité
- Fiabiliser les flux analytiques dans SAP CO et automatiser le reporting

Profil recherché :
- Contrôleur de gestion industriel confirmé, au moins 5 ans d'expérience en usine
- Maîtrise de SAP CO indispensable ; Excel avancé, VBA apprécié
- Une expérience dans l'agroalimentaire ou les PGC est un vrai plus
- Rigueur, sens du terrain, capacité à challenger les opérationnels

Conditions :
- Démarrage : début janvier 2027
- Durée : 6 mois, renouvelable
- Lieu : Rennes (35) – présence sur site 4 jours / semaine, 1 jour de télétravail
- TJM : 500 à 600 € HT selon profil

Processus : premier échange téléphonique avec notre consultant, puis entretien avec la DAF et un directeur d'usine. Merci de préciser votre disponibilité et votre TJM dans votre réponse.`;

const AD_FR_DAF = `DAF de transition (H/F) – Groupe industriel en retournement – Isère (38)

Dans le cadre d'une procédure de conciliation, un groupe industriel isérois (mécanique de précision, 180 M€ de CA, 5 filiales dont 2 à l'étranger) recherche un Directeur Administratif et Financier de transition pour sécuriser la trésorerie et accompagner le plan de redressement.

Missions :
• Mettre en place un plan de trésorerie à 13 semaines et un pilotage quotidien du cash
• Gérer la relation avec les banques, le conciliateur et les actionnaires
• Construire le business plan de retournement et préparer les négociations (réaménagement de la dette, new money)
• Reprendre en main l'équipe finance (12 personnes) et fiabiliser les clôtures
• Préparer, si nécessaire, l'ouverture d'une procédure de sauvegarde

Profil :
Vous justifiez d'au moins 15 ans d'expérience en direction financière, dont plusieurs missions de retournement ou de restructuring. Vous connaissez les procédures amiables et collectives et savez travailler sous forte pression.

Environnement :
Vous reporterez au Président et travaillerez en lien étroit avec les conseils du groupe (avocats, banque d'affaires) et les commissaires aux comptes. Le système d'information finance est Sage X3, le reporting est produit sous Excel.

Modalités :
- Mission de 6 à 9 mois, 4 jours par semaine sur site à Grenoble (déplacements ponctuels en Italie)
- Démarrage immédiat
- TJM : 1 100 à 1 300 € HT, frais de déplacement remboursés

Processus : un échange avec notre cabinet de management de transition, puis un entretien avec le Président et le conciliateur. Merci d'envoyer vos références de missions de retournement.`;

const AD_FR_JSOC = `Juriste droit social H/F – Mission freelance 4 mois – La Défense (92)

Groupe de services (4 500 collaborateurs en France) cherche un(e) juriste en droit social pour renforcer sa direction juridique sociale pendant un congé maternité.

Vos missions
– Conseil aux RRH et aux managers (temps de travail, licenciements, ruptures conventionnelles, inaptitudes)
– Suivi du contentieux prud'homal en lien avec les avocats (une trentaine de dossiers en cours)
– Préparation des réunions avec le CSE central et appui aux négociations annuelles obligatoires
– Veille juridique et mise à jour des modèles

Profil
– Master 2 en droit social, 3 à 6 ans d'expérience en entreprise ou en cabinet
– Pratique du contentieux prud'homal et des relations avec les IRP
– Autonomie, pédagogie, bon relationnel

Conditions
– Démarrage : sous 15 jours
– Durée : 4 mois
– Lieu : La Défense (92), hybride : 2 jours de télétravail par semaine
– TJM selon profil`;

const AD_FR_ACHAT = `Acheteur·se Famille Mécanique / Pièces élémentaires – Aéronautique – Mérignac (33)

Équipementier aéronautique de rang 1 (1 200 personnes sur le site de Mérignac), nous renforçons notre équipe Achats production pour accompagner la montée en cadence des programmes civils.

Missions :
- Piloter le panel de fournisseurs de pièces usinées et de tôlerie (30 M€ d'achats annuels)
- Lancer les consultations, négocier prix, délais et conditions contractuelles
- Sécuriser les approvisionnements avec les approvisionneurs et la qualité fournisseurs (retards, non-conformités)
- Identifier de nouveaux fournisseurs best-cost et suivre leur qualification

Profil recherché :
- Acheteur industriel avec une expérience significative dans l'aéronautique, le spatial ou la défense
- Anglais courant indispensable (fournisseurs européens et nord-américains)
- SAP MM souhaité
- Bonne compréhension des plans et des procédés d'usinage

Conditions :
Mission de 6 mois à temps plein, sur site à Mérignac (télétravail 1 jour/semaine possible après intégration). Démarrage janvier 2027. TJM en fonction de l'expérience.`;

const AD_FR_SQE = `Ingénieur Qualité Fournisseurs (SQE) H/F – Automobile – Clermont-Ferrand

Contexte : notre client, fournisseur de rang 1 de l'industrie automobile (pneumatiques et composants caoutchouc), fait face à une hausse des incidents fournisseurs sur un nouveau programme. Il recherche un SQE freelance pour reprendre un portefeuille de 25 fournisseurs.

Missions :
• Traiter les incidents qualité fournisseurs et piloter les 8D jusqu'à leur clôture
• Réaliser des audits process (VDA 6.3) et suivre les plans d'actions
• Valider les dossiers PPAP des nouvelles pièces dans le respect de l'APQP
• Animer les revues de performance fournisseurs (PPM, OTD)

Compétences attendues :
- Expérience confirmée en qualité fournisseurs dans l'automobile
- Maîtrise de l'IATF 16949 et des core tools (APQP, PPAP, AMDEC, MSA, SPC)
- Anglais professionnel
- Déplacements à prévoir (30 %) en France et en Europe

Conditions : démarrage ASAP, 3 mois renouvelables, sur site à Clermont-Ferrand (63), TJM 450-550 €.`;

const AD_FR_PAIE = `Gestionnaire de paie confirmé(e) – Freelance – 100 % télétravail

Cabinet d'expertise comptable et sociale (60 collaborateurs, clientèle de PME), nous recherchons un(e) gestionnaire de paie indépendant(e) pour absorber la hausse d'activité liée à la reprise de nouveaux dossiers.

Ce que vous ferez :
- Prise en charge d'un portefeuille d'environ 150 bulletins par mois (8 clients, de 5 à 60 salariés)
- Paie multi-conventions : Syntec, HCR, métallurgie, commerce de détail
- DSN mensuelles et événementielles, soldes de tout compte, attestations
- Réponses aux questions des clients et des salariés

Votre profil :
- 3 ans d'expérience minimum en paie, idéalement en cabinet
- Maîtrise d'ADP (Decidium) obligatoire
- Connaissance des conventions collectives citées appréciée

Les conditions :
- Mission de 3 à 6 mois, 3 jours par semaine
- Full remote (matériel et accès VPN fournis)
- TJM : 350 € HT
- Démarrage : dès que possible`;

const AD_FR_LOG = `Responsable logistique de transition (H/F) – Entrepôt e-commerce – Loiret (45)

Notre client, acteur de la distribution en ligne d'équipements de la maison, exploite une plateforme de 40 000 m² près d'Orléans (60 collaborateurs permanents, jusqu'à 150 en pic). Suite au départ du responsable de site, il recherche rapidement un manager de transition opérationnel.

Missions :
- Manager les équipes réception, stockage, préparation et expédition (4 chefs d'équipe)
- Préparer le pic d'activité (Black Friday, Noël, soldes) : plan de charge, intérimaires, productivité
- Piloter les indicateurs (productivité, taux de service, qualité de préparation) et le budget du site
- Assurer la relation avec les transporteurs et le client interne
- Lancer des chantiers d'amélioration continue (5S, implantation, flux)

Profil :
Expérience de direction d'entrepôt multi-équipes, idéalement en e-commerce ou retail. Bonne maîtrise d'un WMS (Reflex, Manhattan ou équivalent). Leadership de terrain, habitué(e) aux périodes de forte charge.

Modalités : démarrage immédiat, mission de 6 mois, temps plein sur site. TJM 450-550 €.`;

const AD_FR_HSE = `Responsable HSE H/F – Site Seveso seuil haut – Le Havre (76)

Site chimique classé Seveso seuil haut (250 salariés, 300 intervenants extérieurs par jour en période d'arrêt), filiale d'un groupe international. Pour accompagner la préparation d'une inspection DREAL et d'un grand arrêt technique, nous recherchons un Responsable HSE de transition.

Missions :
- Piloter la conformité réglementaire ICPE (arrêtés préfectoraux, étude de dangers, POI)
- Mettre à jour le DUERP et les plans de prévention pour l'arrêt technique
- Animer la sécurité au quotidien : visites terrain, analyses d'accidents, causeries
- Préparer l'audit de suivi ISO 45001 et ISO 14001
- Encadrer 2 techniciens HSE

Profil :
- 8 ans minimum en HSE en milieu industriel à risques (chimie, pétrochimie, énergie)
- Connaissance de la réglementation ICPE / Seveso indispensable, ATEX appréciée
- Leadership, présence terrain

Pourquoi cette mission ?
Vous rejoindrez un site très investi dans la sécurité (TF1 en baisse continue depuis 3 ans), avec une direction qui soutient les actions terrain et un budget prévention en hausse. L'arrêt technique de mars 2027 sera le temps fort de la mission.

Conditions :
- Mission de 6 mois, 5 jours par semaine sur site (astreintes possibles)
- Démarrage le 4 janvier 2027
- TJM selon expérience, frais de déplacement pris en charge
- Accès site soumis à habilitation (formation sécurité de 2 jours à l'arrivée)`;

const AD_FR_AUTOM = `Automaticien·ne confirmé·e – Agroalimentaire – Maine-et-Loire (49)

Intégrateur en automatismes et informatique industrielle (45 personnes, basé entre Angers et Cholet), nous intervenons principalement pour des industriels de l'agroalimentaire et de la cosmétique. Pour un projet de modernisation de lignes de conditionnement chez un client, nous recherchons un automaticien freelance.

Missions :
- Analyse fonctionnelle et programmation d'automates Siemens S7-1500 sous TIA Portal
- Développement des écrans de supervision (WinCC)
- Essais plateforme (FAT), mise en service sur site et accompagnement au démarrage (SAT)
- Rédaction des dossiers techniques

Profil :
- 4 ans d'expérience minimum en programmation et mise en service
- TIA Portal indispensable, WinCC apprécié
- Habilitation électrique à jour
- Permis B (déplacements sur le site client à 30 min)

Conditions : 3 mois à partir de mi-janvier, sur site, TJM 450 € HT max.`;

const AD_EN_FC = `Financial Controller (freelance) – US-listed medical devices group – Lyon

About us: we are the French subsidiary (Lyon, 300 employees, €120M revenue) of a NASDAQ-listed medical devices company. Our finance team of 8 reports to the European CFO in Amsterdam.

The mission: our Financial Controller is leaving and we need an experienced interim to keep the monthly cycle running while we recruit.
- Own the month-end close and the reporting package to headquarters (US GAAP) and the statutory accounts (French GAAP / IFRS bridge)
- Run the SOX controls of the subsidiary and support the external auditors
- Prepare the 2027 budget and quarterly forecasts with the business
- Maintain the HFM (Hyperion) submissions and reconciliations

What we are looking for:
- 7+ years in financial control, ideally in a US-listed or Big Four environment
- Strong US GAAP or IFRS knowledge; SOX experience is a big plus
- Fluent English (daily calls with the US and Amsterdam)
- Hyperion HFM or a similar consolidation tool

Conditions: 6-month assignment starting January 2027, hybrid (3 days on site in Lyon Gerland), day rate €650-750.`;

const AD_EN_LEGAL = `Legal Counsel – Commercial Contracts (freelance, 3 days/week) – Paris / remote-first

Who we are: a fast-growing B2B SaaS scale-up (Series C, 350 people, offices in Paris, Berlin and London) selling a compliance platform to mid-market and enterprise customers.

The role: our legal team of three is overwhelmed by deal flow. We are looking for a freelance commercial counsel to support Sales and Procurement for at least 6 months.
- Review and negotiate customer contracts (MSAs, order forms, SLAs), NDAs and partner agreements, in English and French
- Draft and negotiate data processing agreements and answer security / GDPR questionnaires
- Improve our templates and playbooks and train the sales team
- Help set up our contract lifecycle management tool

About you:
- 4+ years as a commercial lawyer, in-house in tech or in a law firm
- Full professional English
- Solid GDPR knowledge
- Pragmatic, business-oriented, comfortable with a fast pace

What we offer
- A high-impact role with direct access to the General Counsel and the CFO
- A modern legal stack (CLM being selected, e-signature, template library)
- A friendly, international team and a lot of autonomy

Practical: 3 days a week, remote-first with one day a month in our Paris office. Start ASAP. Day rate to be discussed according to experience. Interview process: one call with the General Counsel, one practical exercise (redlining of a short MSA), one meeting with the Head of Sales.`;

const AD_EN_SCM = `Supply Chain Manager – S&OP transformation – Luxembourg (freelance, 9 months)

Our client is a European food & beverage group (€2.1bn revenue, 14 plants) headquartered in Luxembourg. As part of its "One Planning" programme it is redesigning its Sales & Operations Planning process and moving from spreadsheets to Kinaxis RapidResponse.

Responsibilities
- Design and roll out the monthly S&OP cycle (demand review, supply review, pre-S&OP, executive S&OP) across 4 business units
- Act as business lead for the Kinaxis implementation: requirements, testing, training of planners
- Define the planning KPIs (forecast accuracy, service level, inventory days) and the governance
- Coach local supply chain teams in France, Belgium and Germany

Requirements
- 10+ years in supply chain planning, including at least one S&OP implementation
- Experience in FMCG / food
- Fluent English and French; German is an asset
- Kinaxis (or another APS such as SAP IBP, o9, Blue Yonder)

Why join
You will work directly with the Group Supply Chain Director and a programme team of 12 (IT, finance, commercial excellence), with real executive sponsorship and a budget already approved. The programme is a top-3 priority of the group for 2027.

Conditions
- 9-month assignment, extendable
- 4 days a week on site in Luxembourg-Kirchberg, 1 day remote
- Start: February 2027
- Day rate: competitive, depending on experience

Selection process: a call with our recruitment partner, a case interview with the Supply Chain Director, then a meeting with the CFO.`;

const AD_EN_PROCESS = `Process Engineer – Sterile manufacturing – Val-de-Reuil, Normandy

Our client, a global pharmaceutical company, is expanding the aseptic filling unit of its Val-de-Reuil plant (Eure, 27). They need a freelance Process Engineer to support the installation and qualification of a new isolator filling line.

Key responsibilities
- Define process requirements with the equipment supplier and review the design
- Write and execute qualification protocols (IQ/OQ/PQ) and process validation batches
- Run process risk assessments (FMEA) and handle deviations and CAPAs
- Support the production teams during ramp-up and train operators

Profile
- Chemical / process engineering degree, 5+ years in a GMP environment (sterile or biologics preferred)
- Hands-on qualification & validation experience
- Good English (documentation and vendor in English)
- Able to work on site 5 days a week

Duration: 12 months, start in January 2027. Rate depending on experience.`;

const AD_EN_TA = `Freelance Talent Acquisition Lead – Engineering hiring – Toulouse or remote (France)

We are an aerospace engineering consultancy (900 engineers, 6 offices in France) with an ambitious plan: 250 engineering hires in 2027, mostly in Toulouse and Bordeaux (stress, systems, embedded software, manufacturing engineering).

Your mission
- Take ownership of the hardest engineering requisitions and source candidates directly (LinkedIn Recruiter, GitHub, engineering schools)
- Structure the hiring process with the business managers: scorecards, interview training, hiring KPIs
- Coach two junior recruiters
- Strengthen our employer brand towards engineers

Your profile
- 5+ years of recruitment, including technical / engineering hiring
- Experience of an in-house TA role in a scale-up or consultancy is a plus
- Professional English
- Available for 6 months, 4 to 5 days a week

Location: Toulouse office (Blagnac) or full remote from anywhere in France.`;

const AD_EN_DESIGN = `Mechanical Design Engineer (SolidWorks) – Medtech – Lausanne, Vaud

Swiss medtech start-up (45 people, EPFL spin-off) developing a surgical robotics platform. We are looking for a freelance mechanical design engineer to speed up the design of our next-generation instrument arm.

Tasks:
- Design mechanical sub-assemblies in SolidWorks (precision mechanisms, sheet metal, injected plastic parts)
- Produce 2D drawings with ISO GPS tolerancing and follow prototype parts with suppliers
- Perform tolerance stack-ups and basic sizing calculations
- Contribute to the design FMEA and design reviews

Profile:
- Engineer with 5+ years of product design experience, ideally in medical devices or precision mechanics
- Expert in SolidWorks
- French and English (the team is bilingual)
- Swiss work permit or cross-border (frontalier) status

Contract: 6 months, on site in Lausanne 4 days a week. Start as soon as possible.`;

// ---------------------------------------------------------------- queries
export const QUERIES: Query[] = [
  // ===== titre-fr: French titles, feminine and inclusive forms, noise words
  { kind: 'titre-fr', body: { keywords: 'contrôleuse de gestion' }, judge: title(CDG) },
  { kind: 'titre-fr', body: { keywords: 'juriste H/F' }, judge: title(JURISTE) },
  {
    kind: 'titre-fr',
    body: { keywords: 'acheteur·se industriel·le' },
    judge: (t) =>
      t.occ === 'acheteur'
        ? t.variant === 'industriel'
          ? 3
          : t.variant === 'hors-production'
            ? 2
            : 1
        : occ(t, ACHETEUR),
    note: 'buyers in production purchasing; indirect buyers 2, retail buyers 1',
  },
  { kind: 'titre-fr', body: { keywords: 'chargé·e de recrutement' }, judge: title(RECRUT) },
  { kind: 'titre-fr', body: { keywords: 'gestionnaire de paie H/F' }, judge: title(PAIE) },
  { kind: 'titre-fr', body: { keywords: 'technicienne de maintenance' }, judge: title(MAINT) },
  {
    kind: 'titre-fr',
    body: { keywords: 'ingénieure qualité fournisseur' },
    judge: (t) => occVariant(t, QUALITE, ['fournisseur']),
    note: 'SQE 3, other quality engineers 2',
  },
  { kind: 'titre-fr', body: { keywords: 'dessinatrice projeteuse freelance' }, judge: title(DESSIN) },
  { kind: 'titre-fr', body: { keywords: 'responsable administrative et financière' }, judge: title(RAF) },
  { kind: 'titre-fr', body: { keywords: 'approvisionneuse' }, judge: title(APPRO) },
  { kind: 'titre-fr', body: { keywords: 'responsable formation F/H' }, judge: title(FORMATION) },

  // ===== titre-en: English titles French recruiters use
  {
    kind: 'titre-en',
    body: { keywords: 'financial controller' },
    judge: (t) => occVariant(t, CDG, ['corporate', 'industriel', 'commercial']),
    note: 'HR controllers (contrôle de gestion sociale) 2',
  },
  { kind: 'titre-en', body: { keywords: 'HR business partner' }, judge: title(HRBP) },
  { kind: 'titre-en', body: { keywords: 'supply chain manager' }, judge: title(SCM) },
  { kind: 'titre-en', body: { keywords: 'legal counsel' }, judge: title(LEGAL_COUNSEL) },
  {
    kind: 'titre-en',
    body: { keywords: 'interim CFO' },
    judge: (t) => occVariant(t, DAF, ['transition']),
    note: 'interim DAF 3, part-time DAF 2, RAF 2',
  },
  { kind: 'titre-en', body: { keywords: 'payroll specialist' }, judge: title(PAIE) },
  {
    kind: 'titre-en',
    body: { keywords: 'process engineer' },
    judge: title(PROCESS),
    note: 'manufacturing (méthodes) engineers 2',
  },
  { kind: 'titre-en', body: { keywords: 'procurement manager' }, judge: title(ACHETEUR) },
  { kind: 'titre-en', body: { keywords: 'talent acquisition' }, judge: title(TA) },
  {
    kind: 'titre-en',
    body: { keywords: 'credit manager' },
    judge: (t) => (t.occ === 'comptable' && t.variant === 'clients' ? 1 : occ(t, CREDIT)),
  },

  // ===== abrev: shorthand of the trades
  { kind: 'abrev', body: { keywords: 'DAF' }, judge: title(DAF) },
  { kind: 'abrev', body: { keywords: 'RAF H/F' }, judge: title(RAF) },
  { kind: 'abrev', body: { keywords: 'RRH' }, judge: title(RRH) },
  {
    kind: 'abrev',
    body: { keywords: 'CDG industriel' },
    judge: (t) => occVariant(t, CDG, ['industriel']),
    note: 'CDG = contrôleur de gestion',
  },
  {
    kind: 'abrev',
    body: { keywords: 'QHSE' },
    judge: (t) =>
      t.occ === 'hse'
        ? t.variant === 'qhse'
          ? 3
          : 2
        : t.occ === 'qualite'
          ? hasAny(t, ['iso-14001', 'iso-45001'])
            ? 2
            : 1
          : t.occ === 'amelioration'
            ? 1
            : 0,
    note: 'QHSE managers 3, HSE 2, quality engineers with ISO 14001/45001 2',
  },
  {
    kind: 'abrev',
    body: { keywords: 'resp ADV urgent' },
    judge: title(ADV),
    note: 'ADV = administration des ventes; "urgent" is noise',
  },
  {
    kind: 'abrev',
    body: { keywords: 'S&OP' },
    judge: (t) =>
      has(t, 'sop')
        ? ['demand_planner', 'scm'].includes(t.occ)
          ? 3
          : 2
        : ['demand_planner', 'scm'].includes(t.occ)
          ? 1
          : 0,
  },
  {
    kind: 'abrev',
    body: { keywords: 'PMO industriel' },
    judge: (t) =>
      t.occ === 'pmo'
        ? t.sectors.some((s) => PMO_INDUS.includes(s))
          ? 3
          : 2
        : t.occ === 'cp_indus'
          ? has(t, 'pmo-skill')
            ? 2
            : 1
          : 0,
    note: 'PMO in industrial programmes 3; PMO elsewhere 2; industrial project managers with PMO practice 2',
  },
  {
    kind: 'abrev',
    body: { keywords: 'consolidation IFRS' },
    judge: (t) => {
      if (t.occ === 'consolidation') return has(t, 'ifrs') ? 3 : 2;
      if (
        has(t, 'consolidation') &&
        has(t, 'ifrs') &&
        ['cdg', 'chef_comptable', 'daf', 'auditeur', 'raf'].includes(t.occ)
      )
        return 2;
      if (t.occ === 'epm' && has(t, 'consolidation')) return 1;
      if (has(t, 'ifrs') && t.family === 'finance') return 1;
      return 0;
    },
  },
  {
    kind: 'abrev',
    body: { keywords: 'reporting CSRD' },
    judge: (t) => {
      const core = ['cdg', 'consolidation', 'auditeur', 'daf', 'hse', 'compliance'].includes(t.occ);
      if (has(t, 'csrd')) return core ? 3 : 2;
      return ['cdg', 'consolidation', 'hse', 'auditeur'].includes(t.occ) ? 1 : 0;
    },
  },
  { kind: 'abrev', body: { keywords: 'DPO' }, judge: title(DPO) },

  // ===== lieu: places by region name or abbreviation, department number, city, postal code
  { kind: 'lieu', body: { keywords: 'controleur de gestion Lyon' }, judge: titleAt(CDG, LYON) },
  {
    kind: 'lieu',
    body: { keywords: 'juriste 92' },
    judge: titleAt(JURISTE, { full: { depts: ['FR-92'] }, partial: { regions: ['FR-11'] } }),
  },
  {
    kind: 'lieu',
    body: { keywords: 'mission acheteur Hauts-de-France' },
    judge: titleAt(ACHETEUR, { full: { regions: ['FR-32'] } }),
  },
  {
    kind: 'lieu',
    body: { keywords: 'technicien de maintenance 76' },
    judge: titleAt(MAINT, { full: { depts: ['FR-76'] }, partial: { regions: ['FR-28'] } }),
  },
  { kind: 'lieu', body: { keywords: 'RRH IDF' }, judge: titleAt(RRH, { full: { regions: ['FR-11'] } }) },
  {
    kind: 'lieu',
    body: { keywords: 'ingénieur qualité AURA' },
    judge: titleAt(QUALITE, { full: { regions: ['FR-84'] } }),
  },
  {
    kind: 'lieu',
    body: { keywords: 'supply chain manager PACA' },
    judge: titleAt(SCM, { full: { regions: ['FR-93'] } }),
  },
  {
    kind: 'lieu',
    body: { keywords: 'comptable freelance Nantes' },
    judge: titleAt(COMPTABLE, { full: { depts: ['FR-44'] }, partial: { regions: ['FR-52'] } }),
  },
  {
    kind: 'lieu',
    body: { keywords: 'ingénieur méthodes 31700' },
    judge: titleAt(METHODES, { full: { depts: ['FR-31'] }, partial: { regions: ['FR-76'] } }),
    note: '31700 = Blagnac (Haute-Garonne)',
  },
  {
    kind: 'lieu',
    body: { keywords: 'automaticien Alsace' },
    judge: titleAt(AUTOM, { full: { depts: ['FR-67', 'FR-68'] }, partial: { regions: ['FR-44'] } }),
    note: 'Alsace = Bas-Rhin + Haut-Rhin; rest of Grand Est partial',
  },
  {
    kind: 'lieu',
    body: { keywords: 'gestionnaire paie Genève' },
    judge: titleAt(PAIE, {
      full: { regions: ['CH-GE'] },
      partial: { countries: ['CH'], depts: ['FR-74', 'FR-01'] },
      country: 'CH',
    }),
    note: 'cross-border homes (Haute-Savoie, Ain) partial',
  },
  {
    kind: 'lieu',
    body: { keywords: 'credit manager Bruxelles' },
    judge: titleAt(CREDIT, { full: { regions: ['BE-BRU'] }, partial: { countries: ['BE'] }, country: 'BE' }),
  },

  // ===== seniorite: seniority words and years
  { kind: 'seniorite', body: { keywords: 'contrôleur de gestion senior' }, judge: titleYears(CDG, [7, 99], [[5, 6]]) },
  { kind: 'seniorite', body: { keywords: 'juriste junior' }, judge: titleYears(JURISTE, [0, 2], [[3, 4]]) },
  {
    kind: 'seniorite',
    body: { keywords: 'acheteur confirmé' },
    judge: titleYears(
      ACHETEUR,
      [3, 6],
      [
        [2, 2],
        [7, 10],
      ],
    ),
  },
  {
    kind: 'seniorite',
    body: { keywords: "DAF de transition 20 ans d'expérience" },
    judge: titleYears(DAF, [18, 99], [[15, 17]]),
  },
  {
    kind: 'seniorite',
    body: { keywords: 'ingénieur qualité 5 ans minimum' },
    judge: titleYears(QUALITE, [5, 99], [[4, 4]]),
  },
  { kind: 'seniorite', body: { keywords: 'RRH expérimentée' }, judge: titleYears(RRH, [6, 99], [[4, 5]]) },
  {
    kind: 'seniorite',
    body: { keywords: "comptable 1 à 3 ans d'exp" },
    judge: titleYears(
      COMPTABLE,
      [1, 3],
      [
        [0, 0],
        [4, 5],
      ],
    ),
  },
  {
    kind: 'seniorite',
    body: { keywords: 'technicien maintenace +10 ans' },
    judge: titleYears(MAINT, [10, 99], [[8, 9]]),
    note: 'typo maintenace kept on purpose',
  },
  {
    kind: 'seniorite',
    body: { keywords: 'chef de projet industriel expert' },
    judge: titleYears(CP_INDUS, [10, 99], [[8, 9]]),
  },

  // ===== competences: tools and standards of the trades
  { kind: 'competences', body: { keywords: 'contrôleur de gestion SAP CO' }, judge: titleSkills(CDG, [['sap-co']]) },
  { kind: 'competences', body: { keywords: 'tresorier kyriba' }, judge: titleSkills(TRESORIER, [['kyriba']]) },
  { kind: 'competences', body: { keywords: 'paie Silae DSN' }, judge: titleSkills(PAIE, [['silae'], ['dsn']]) },
  {
    kind: 'competences',
    body: { keywords: 'ingénieur qualité ISO 9001 AMDEC' },
    judge: titleSkills(QUALITE, [['iso-9001'], ['amdec']]),
  },
  {
    kind: 'competences',
    body: { keywords: 'Lean Six Sigma green belt' },
    judge: (t) => {
      const inTrade = [
        'amelioration',
        'methodes',
        'process',
        'qualite',
        'cp_indus',
        'scm',
        'logistique',
        'hse',
      ].includes(t.occ);
      const ss = hasAny(t, ['six-sigma-gb', 'six-sigma-bb']);
      if (ss && has(t, 'lean')) return inTrade ? 3 : 2;
      if (ss) return inTrade ? 2 : 1;
      if (has(t, 'lean') && inTrade) return 1;
      return t.occ === 'amelioration' ? 1 : 0;
    },
    note: 'a Black Belt covers a Green Belt',
  },
  {
    kind: 'competences',
    body: { keywords: 'dessinateur projeteur Catia V5' },
    judge: titleSkills(DESSIN, [['catia']]),
  },
  {
    kind: 'competences',
    body: { keywords: 'calcul structure Nastran Patran' },
    judge: titleSkills(CALCUL, [['nastran'], ['patran']]),
  },
  { kind: 'competences', body: { keywords: 'acheteur SAP MM' }, judge: titleSkills(ACHETEUR, [['sap-mm']]) },
  {
    kind: 'competences',
    body: { keywords: 'Excel VBA contrôle de gestion' },
    judge: titleSkills(CDG, [['excel-vba']]),
  },
  {
    kind: 'competences',
    body: { keywords: 'automaticien Siemens TIA Portal' },
    judge: (t) => combine(occ(t, AUTOM), [has(t, 'tia-portal') ? 'full' : has(t, 'step7') ? 'partial' : 'none']),
    note: 'Step 7 (older Siemens) partial',
  },
  { kind: 'competences', body: { keywords: 'chef comptable DSCG' }, judge: titleSkills(CHEF_COMPTABLE, [['dscg']]) },

  // ===== grammaire: OR, exclusions, phrases
  {
    kind: 'grammaire',
    body: { keywords: 'DAF OR RAF' },
    judge: (t) =>
      ['daf', 'raf'].includes(t.occ)
        ? 3
        : occ(t, { exact: [], related: ['cdg', 'tresorier', 'consolidation', 'chef_comptable'] }),
  },
  {
    kind: 'grammaire',
    body: { keywords: 'comptable Sage OR comptable Cegid' },
    judge: titleSkills(COMPTABLE, [['sage', 'cegid']]),
  },
  {
    kind: 'grammaire',
    body: { keywords: 'juriste -social' },
    judge: (t) => (t.occ === 'juriste_social' ? 0 : occ(t, J_AFFAIRES)),
    note: 'intent: a business-law juriste, not employment law (judged on the trade, not on the word)',
  },
  {
    kind: 'grammaire',
    body: { keywords: '"contrôle de gestion sociale"' },
    judge: (t) =>
      t.occ === 'cdg'
        ? t.variant === 'social'
          ? 3
          : 1
        : has(t, 'cdg-social') && ['rrh', 'paie', 'hrbp', 'drh'].includes(t.occ)
          ? 2
          : 0,
  },
  {
    kind: 'grammaire',
    body: { keywords: '"ingénieur méthodes" aéronautique' },
    judge: (t) => combine(occ(t, METHODES), [sector(t, ['aero'])]),
  },
  {
    kind: 'grammaire',
    body: { keywords: 'technicien maintenance -nucléaire' },
    judge: (t) => (t.sectors.includes('nucleaire') ? 0 : occ(t, MAINT)),
  },
  {
    kind: 'grammaire',
    body: { keywords: 'chargé de recrutement -IT' },
    judge: (t) => ((t.occ === 'recruteur' || t.occ === 'ta') && t.variant === 'it' ? 0 : occ(t, RECRUT)),
    note: 'recruiters specialised in IT hiring excluded',
  },
  {
    kind: 'grammaire',
    body: { keywords: '"credit manager" OR recouvrement' },
    judge: (t) =>
      t.occ === 'credit_manager'
        ? 3
        : has(t, 'recouvrement')
          ? t.occ === 'comptable'
            ? 2
            : 1
          : t.occ === 'tresorier'
            ? 1
            : 0,
  },
  {
    kind: 'grammaire',
    body: { keywords: 'acheteur -"hors production"' },
    judge: (t) => (t.occ === 'acheteur' && t.variant === 'hors-production' ? 0 : occ(t, ACHETEUR)),
  },
  { kind: 'grammaire', body: { keywords: '"juriste droit social" OR "juriste social"' }, judge: title(J_SOCIAL) },
  {
    kind: 'grammaire',
    body: { keywords: 'QHSE OR HSE -BTP' },
    judge: (t) =>
      t.sectors.includes('btp')
        ? 0
        : t.occ === 'hse'
          ? 3
          : t.occ === 'qualite'
            ? hasAny(t, ['iso-14001', 'iso-45001'])
              ? 2
              : 1
            : 0,
  },

  // ===== phrase-fr: sentences typed in French (brief)
  {
    kind: 'phrase-fr',
    body: {
      brief:
        'je cherche une contrôleuse de gestion industrielle sur Lyon, dispo en janvier, mission de 3 mois renouvelable',
    },
    judge: (t) =>
      combine(
        occVariant(t, CDG, ['industriel']),
        [place(t, LYON), availBy(t, '2027-01-31', '2027-02-28')],
        [durations(t, ['< 3 mois', '3 a 6 mois'])],
      ),
  },
  {
    kind: 'phrase-fr',
    body: { brief: "Besoin urgent d'un DAF de transition pour une PME industrielle en Normandie, 3 jours par semaine" },
    judge: (t) =>
      combine(
        occ(t, DAF),
        [place(t, { full: { regions: ['FR-28'] } }), days(t, 3), asap(t)],
        [sector(t, INDUSTRIAL_SECTORS)],
      ),
  },
  {
    kind: 'phrase-fr',
    body: {
      brief: 'On recherche un·e juriste droit des affaires avec un anglais courant pour 6 mois, full remote possible',
    },
    judge: (t) => combine(occ(t, J_AFFAIRES), [lang(t, 'en', 'C1')], [durations(t, ['3 a 6 mois', '6 a 12 mois'])]),
    note: 'remote allowed, so no place requirement',
  },
  {
    kind: 'phrase-fr',
    body: { brief: 'il me faut un gestionnaire de paie qui connait Silae, en full remote, max 400€/j' },
    judge: (t) => combine(occ(t, PAIE), [skills(t, [['silae']]), fullRemote(t), rateMax(t, 400)]),
  },
  {
    kind: 'phrase-fr',
    body: { brief: "cherche ingénieur méthodes aéro sur Toulouse, 5 ans d'xp mini, démarrage ASAP" },
    judge: (t) =>
      combine(occ(t, METHODES), [
        sector(t, ['aero']),
        place(t, { full: { depts: ['FR-31'] }, partial: { regions: ['FR-76'] } }),
        years(t, [5, 99], [[4, 4]]),
        asap(t),
      ]),
  },
  {
    kind: 'phrase-fr',
    body: {
      brief:
        'Recherche technicien de maintenance avec habilitation électrique pour un site agroalimentaire en Bretagne',
    },
    judge: (t) =>
      combine(
        occ(t, MAINT),
        [skills(t, [['habilitation-electrique']]), place(t, { full: { regions: ['FR-53'] } })],
        [sector(t, ['agro'])],
      ),
  },
  {
    kind: 'phrase-fr',
    body: {
      brief: "Qui aurait un acheteur projet avec de l'expérience dans le ferroviaire ? Mission longue à Valenciennes",
    },
    judge: (t) =>
      combine(
        occVariant(t, ACHETEUR, ['industriel']),
        [sector(t, ['ferroviaire']), place(t, { full: { depts: ['FR-59'] }, partial: { regions: ['FR-32'] } })],
        [durations(t, ['6 a 12 mois', '> 12 mois'])],
      ),
  },
  {
    kind: 'phrase-fr',
    body: {
      brief: "besoin d'une RRH à temps partagé 2 jours/semaine sur Nantes pour accompagner une PME de 80 salariés",
    },
    judge: (t) =>
      combine(occ(t, RRH), [days(t, 2), place(t, { full: { depts: ['FR-44'] }, partial: { regions: ['FR-52'] } })]),
  },
  {
    kind: 'phrase-fr',
    body: {
      brief:
        'Je recherche un responsable QHSE pour préparer une certification ISO 14001 sur un site chimique près de Lyon',
    },
    judge: (t) =>
      combine(
        t.occ === 'hse' ? (t.variant === 'qhse' ? 3 : 2) : t.occ === 'qualite' ? 1 : 0,
        [skills(t, [['iso-14001']]), place(t, LYON)],
        [sector(t, ['chimie'])],
      ),
  },
  {
    kind: 'phrase-fr',
    body: {
      brief: 'demand planner confirmé, maîtrise de SAP APO ou IBP, secteur cosmétique, région parisienne, hybride',
    },
    judge: (t) =>
      combine(
        occ(t, DP),
        [
          skills(t, [['sap-apo', 'sap-ibp']]),
          years(
            t,
            [3, 6],
            [
              [2, 2],
              [7, 10],
            ],
          ),
          place(t, { full: { regions: ['FR-11'] } }),
        ],
        [sector(t, ['cosmetique']), hybrid(t)],
      ),
  },

  // ===== phrase-en: sentences typed in English (brief)
  {
    kind: 'phrase-en',
    body: {
      brief:
        'Looking for a freelance financial controller in Paris, IFRS and SAP FI/CO, fluent English, start in January',
    },
    judge: (t) =>
      combine(occVariant(t, CDG, ['corporate', 'industriel', 'commercial']), [
        place(t, { full: { regions: ['FR-11'] } }),
        skills(t, [['ifrs'], ['sap-fi'], ['sap-co']]),
        lang(t, 'en', 'C1'),
        availBy(t, '2027-01-31', '2027-02-28'),
      ]),
  },
  {
    kind: 'phrase-en',
    body: { brief: 'Need an interim CFO for a French scale-up (Series B), must speak English, remote friendly' },
    judge: (t) =>
      combine(
        occVariant(t, DAF, ['transition']),
        [lang(t, 'en', 'C1')],
        [sector(t, ['tech']), t.remote.includes('Full remote') || t.remote.includes('Hybride') ? 'full' : 'none'],
      ),
  },
  {
    kind: 'phrase-en',
    body: { brief: 'We need a quality engineer with IATF 16949 experience for an automotive plant near Strasbourg' },
    judge: (t) =>
      combine(
        occ(t, QUALITE),
        [skills(t, [['iatf']]), place(t, { full: { depts: ['FR-67'] }, partial: { regions: ['FR-44'] } })],
        [sector(t, ['auto'])],
      ),
  },
  {
    kind: 'phrase-en',
    body: {
      brief: 'HR business partner for a 6-month assignment in Brussels, French and English required, Workday is a plus',
    },
    judge: (t) =>
      combine(
        occ(t, HRBP),
        [
          place(t, { full: { regions: ['BE-BRU'] }, partial: { countries: ['BE'] }, country: 'BE' }),
          lang(t, 'en', 'C1'),
        ],
        [has(t, 'workday') ? 'full' : 'none', durations(t, ['3 a 6 mois', '6 a 12 mois'])],
      ),
  },
  {
    kind: 'phrase-en',
    body: { brief: 'Senior indirect buyer, Coupa or Ariba, Lyon area, ASAP' },
    judge: (t) =>
      combine(occVariant(t, ACHETEUR, ['hors-production']), [
        skills(t, [['coupa', 'ariba']]),
        place(t, LYON),
        years(t, [7, 99], [[5, 6]]),
        asap(t),
      ]),
  },
  {
    kind: 'phrase-en',
    body: { brief: 'DPO needed 2 days a week for a healthcare group (GDPR audit), full remote is fine' },
    judge: (t) => combine(occ(t, DPO), [days(t, 2)], [sector(t, ['sante'])]),
  },
  {
    kind: 'phrase-en',
    body: { brief: 'Stress engineer (Nastran/Patran) for an aerospace programme in Toulouse, 12 months' },
    judge: (t) =>
      combine(
        occ(t, CALCUL),
        [
          skills(t, [['nastran'], ['patran']]),
          place(t, { full: { depts: ['FR-31'] }, partial: { regions: ['FR-76'] } }),
        ],
        [sector(t, ['aero']), durations(t, ['6 a 12 mois', '> 12 mois'])],
      ),
  },
  {
    kind: 'phrase-en',
    body: { brief: 'Supply chain manager who has run S&OP in FMCG — based in Lille or fully remote' },
    judge: (t) =>
      combine(
        occ(t, SCM),
        [
          skills(t, [['sop']]),
          any(
            place(t, { full: { depts: ['FR-59'] }, partial: { regions: ['FR-32'] } }),
            t.remote.includes('Full remote') ? 'full' : 'none',
          ),
        ],
        [sector(t, ['agro', 'cosmetique', 'retail'])],
      ),
  },

  // ===== annonce-fr: job ads pasted in French (brief)
  {
    kind: 'annonce-fr',
    body: { brief: AD_FR_CDG },
    judge: (t) =>
      combine(
        occVariant(t, CDG, ['industriel']),
        [
          place(t, { full: { depts: ['FR-35'] }, partial: { regions: ['FR-53'] } }),
          skills(t, [['sap-co']]),
          years(t, [5, 99], [[4, 4]]),
          availBy(t, '2027-01-10', '2027-01-31'),
          rateMax(t, 600),
        ],
        [has(t, 'excel-vba') ? 'full' : 'none', sector(t, ['agro'])],
      ),
  },
  {
    kind: 'annonce-fr',
    body: { brief: AD_FR_DAF },
    judge: (t) =>
      combine(
        occVariant(t, DAF, ['transition']),
        [
          skills(t, [['restructuring']]),
          years(t, [15, 99], [[12, 14]]),
          place(t, { full: { depts: ['FR-38'] }, partial: { regions: ['FR-84'] } }),
          asap(t),
        ],
        [days(t, 4), rateMax(t, 1300)],
      ),
  },
  {
    kind: 'annonce-fr',
    body: { brief: AD_FR_JSOC },
    judge: (t) =>
      combine(
        occ(t, J_SOCIAL),
        [
          place(t, { full: { depts: ['FR-92'] }, partial: { regions: ['FR-11'] } }),
          years(
            t,
            [3, 6],
            [
              [2, 2],
              [7, 9],
            ],
          ),
          availBy(t, '2026-12-13', '2026-12-31'),
        ],
        [has(t, 'prudhommes') ? 'full' : 'none', hybrid(t)],
      ),
  },
  {
    kind: 'annonce-fr',
    body: { brief: AD_FR_ACHAT },
    judge: (t) =>
      combine(
        occVariant(t, ACHETEUR, ['industriel']),
        [
          sector(t, ['aero', 'spatial', 'defense']),
          place(t, { full: { depts: ['FR-33'] }, partial: { regions: ['FR-75'] } }),
          lang(t, 'en', 'C1'),
        ],
        [has(t, 'sap-mm') ? 'full' : 'none', availBy(t, '2027-01-31')],
      ),
  },
  {
    kind: 'annonce-fr',
    body: { brief: AD_FR_SQE },
    judge: (t) =>
      combine(
        occVariant(t, QUALITE, ['fournisseur']),
        [
          skills(t, [['iatf']]),
          place(t, { full: { depts: ['FR-63'] }, partial: { regions: ['FR-84'] } }),
          lang(t, 'en', 'B2'),
          asap(t),
        ],
        [sector(t, ['auto']), has(t, '8d') ? 'full' : 'none', has(t, 'apqp') ? 'full' : 'none', rateMax(t, 550)],
      ),
  },
  {
    kind: 'annonce-fr',
    body: { brief: AD_FR_PAIE },
    judge: (t) =>
      combine(
        occ(t, PAIE),
        [skills(t, [['adp']]), fullRemote(t), days(t, 3), rateMax(t, 350), years(t, [3, 99], [[2, 2]])],
        [has(t, 'conventions-collectives') ? 'full' : 'none', asap(t)],
      ),
  },
  {
    kind: 'annonce-fr',
    body: { brief: AD_FR_LOG },
    judge: (t) =>
      combine(
        occ(t, LOG),
        [
          place(t, { full: { depts: ['FR-45'] }, partial: { regions: ['FR-24'] } }),
          skills(t, [['wms']]),
          asap(t),
          onSite(t),
        ],
        [sector(t, ['ecommerce', 'retail']), durations(t, ['3 a 6 mois', '6 a 12 mois'])],
      ),
  },
  {
    kind: 'annonce-fr',
    body: { brief: AD_FR_HSE },
    judge: (t) =>
      combine(
        occ(t, HSE),
        [
          skills(t, [['icpe']]),
          place(t, { full: { depts: ['FR-76'] }, partial: { regions: ['FR-28'] } }),
          years(t, [8, 99], [[6, 7]]),
          onSite(t),
        ],
        [has(t, 'iso-45001') ? 'full' : 'none', sector(t, ['chimie', 'energie']), availBy(t, '2027-01-04')],
      ),
  },
  {
    kind: 'annonce-fr',
    body: { brief: AD_FR_AUTOM },
    judge: (t) =>
      combine(
        occ(t, AUTOM),
        [
          has(t, 'tia-portal') ? 'full' : has(t, 'step7') ? 'partial' : 'none',
          place(t, { full: { depts: ['FR-49'] }, partial: { regions: ['FR-52'] } }),
          years(t, [4, 99], [[3, 3]]),
          rateMax(t, 450),
        ],
        [has(t, 'wincc') ? 'full' : 'none', sector(t, ['agro', 'cosmetique'])],
      ),
  },

  // ===== annonce-en: job ads pasted in English (brief)
  {
    kind: 'annonce-en',
    body: { brief: AD_EN_FC },
    judge: (t) =>
      combine(
        occVariant(t, CDG, ['corporate']),
        [place(t, LYON), lang(t, 'en', 'C1'), skills(t, [['us-gaap', 'ifrs']]), years(t, [7, 99], [[5, 6]])],
        [
          has(t, 'sox') ? 'full' : 'none',
          hasAny(t, ['hyperion', 'onestream', 'tagetik']) ? 'full' : 'none',
          rateMax(t, 750),
        ],
      ),
  },
  {
    kind: 'annonce-en',
    body: { brief: AD_EN_LEGAL },
    judge: (t) =>
      combine(
        occ(t, J_AFFAIRES),
        [lang(t, 'en', 'C1'), skills(t, [['contrats-commerciaux']]), years(t, [4, 99], [[3, 3]])],
        [
          has(t, 'rgpd') ? 'full' : 'none',
          sector(t, ['tech']),
          t.remote.includes('Full remote') || t.remote.includes('Hybride') ? 'full' : 'none',
        ],
      ),
    note: 'remote-first: no place requirement',
  },
  {
    kind: 'annonce-en',
    body: { brief: AD_EN_SCM },
    judge: (t) =>
      combine(
        occ(t, SCM),
        [
          skills(t, [['sop']]),
          place(t, { full: { countries: ['LU'] }, partial: { depts: ['FR-57', 'FR-54'] }, country: 'LU' }),
          lang(t, 'en', 'C1'),
          years(t, [10, 99], [[8, 9]]),
        ],
        [
          hasAny(t, ['kinaxis', 'sap-ibp', 'blue-yonder', 'sap-apo']) ? 'full' : 'none',
          sector(t, ['agro', 'cosmetique', 'retail']),
        ],
      ),
  },
  {
    kind: 'annonce-en',
    body: { brief: AD_EN_PROCESS },
    judge: (t) =>
      combine(
        occ(t, PROCESS),
        [
          skills(t, [['gmp']]),
          years(t, [5, 99], [[4, 4]]),
          place(t, { full: { depts: ['FR-27'] }, partial: { regions: ['FR-28'] } }),
          lang(t, 'en', 'B2'),
          onSite(t),
        ],
        [has(t, 'qualification-validation') ? 'full' : 'none', sector(t, ['pharma'])],
      ),
  },
  {
    kind: 'annonce-en',
    body: { brief: AD_EN_TA },
    judge: (t) => {
      const og: G =
        t.occ === 'ta'
          ? t.variant === 'ingenierie'
            ? 3
            : 2
          : t.occ === 'recruteur'
            ? t.variant === 'ingenierie'
              ? 2
              : 1
            : occ(t, { exact: [], related: ['rrh', 'hrbp', 'marque_employeur'] });
      const where: M = any(
        place(t, { full: { depts: ['FR-31'] }, partial: { regions: ['FR-76'] } }),
        t.remote.includes('Full remote') ? 'full' : 'none',
      );
      return combine(og, [where, years(t, [5, 99], [[3, 4]])], [lang(t, 'en', 'B2')]);
    },
  },
  {
    kind: 'annonce-en',
    body: { brief: AD_EN_DESIGN },
    judge: (t) =>
      combine(
        occ(t, CONCEPTION),
        [
          skills(t, [['solidworks']]),
          place(t, {
            full: { regions: ['CH-VD'] },
            partial: { countries: ['CH'], depts: ['FR-74', 'FR-01', 'FR-25'] },
            country: 'CH',
          }),
          years(t, [5, 99], [[4, 4]]),
          lang(t, 'en', 'B2'),
        ],
        [has(t, 'cotation-iso') ? 'full' : 'none'],
      ),
  },

  // ===== filtres: keywords with referential filters (hard constraints)
  {
    kind: 'filtres',
    body: { keywords: 'demand planner', seniority: ['confirme'] },
    judge: (t) => (t.seniority === 'Confirme (3-6 ans)' ? occ(t, DP) : 0),
  },
  {
    kind: 'filtres',
    body: { keywords: 'contrôleur de gestion', skills: ['sap'] },
    judge: (t) => (skillSlug(t, 'sap') ? occ(t, CDG) : 0),
  },
  {
    kind: 'filtres',
    body: { keywords: 'acheteur', workAreas: ['auvergne-rhone-alpes'] },
    judge: (t) => (inRegionFilter(t, ['FR-84']) ? occ(t, ACHETEUR) : 0),
  },
  {
    kind: 'filtres',
    body: { keywords: 'juriste', available: true },
    judge: (t) => (t.available ? occ(t, JURISTE) : 0),
  },
  {
    kind: 'filtres',
    body: { keywords: 'responsable logistique', workAreas: ['hauts-de-france', 'belgique'] },
    judge: (t) => (inRegionFilter(t, ['FR-32'], ['BE']) ? occ(t, LOG) : 0),
  },
  {
    kind: 'filtres',
    body: { keywords: 'Power BI contrôle de gestion', skills: ['power-bi'], seniority: ['senior', 'expert'] },
    judge: (t) =>
      skillSlug(t, 'power-bi') && ['Senior (7-10 ans)', 'Expert (10+ ans)'].includes(t.seniority) ? occ(t, CDG) : 0,
  },
  {
    kind: 'filtres',
    body: { keywords: 'RRH', workAreas: ['ile-de-france'], available: true },
    judge: (t) => (t.available && inRegionFilter(t, ['FR-11']) ? occ(t, RRH) : 0),
  },
];
