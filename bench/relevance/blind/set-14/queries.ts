// Set 14 (blind): queries and their judgments. Every judgment reads the Truth only (never the profile text).
// Written 2026-11-29 before any engine answered. Grading conventions: see README.md (summarised at `grade` below).
import { type Truth, type Occ, type LangLevel, type AreaTruth, LANG_RANK, TODAY } from './truth';

export type Body = {
  keywords?: string;
  brief?: string;
  skills?: string[];
  workAreas?: string[];
  seniority?: string[];
  available?: boolean;
};
export type Grade = 0 | 1 | 2 | 3;
export interface Query {
  kind: string;
  body: Body;
  judge: (t: Truth) => Grade;
  note?: string;
}

// ------------------------------------------------------------------ places
export interface Place {
  country: string;
  region?: string;
  dept?: string;
}
const FR = (region?: string, dept?: string): Place => ({
  country: 'FR',
  ...(region ? { region } : {}),
  ...(dept ? { dept } : {}),
});
const IDF = FR('11');
const PARIS75 = FR('11', '75');
const LYON = FR('84', '69');
const NANTES = FR('52', '44');
const LILLE = FR('32', '59');
const BORDEAUX = FR('75', '33');
const TOULOUSE = FR('76', '31');
const RENNES = FR('53', '35');
const MARSEILLE = FR('93', '13');
const GRENOBLE = FR('84', '38');
const NIORT = FR('75', '79');
const REUNION = FR('04', '974');
const BE: Place = { country: 'BE' };
const LU: Place = { country: 'LU' };
const CH: Place = { country: 'CH' };
const GENEVA: Place = { country: 'CH', region: 'GE' };
const VAUD: Place = { country: 'CH', region: 'VD' };

const inPlace = (h: { country: string; region?: string; dept?: string }, p: Place) =>
  h.country === p.country && (!p.region || h.region === p.region) && (!p.dept || h.dept === p.dept);
const OVERSEAS = ['01', '02', '03', '04', '06'];
function areaCovers(a: AreaTruth, p: Place): boolean {
  if (a.country !== p.country) return false;
  if (a.type === 'pays') return !(p.country === 'FR' && p.region && OVERSEAS.includes(p.region)); // anywhere in that country (mainland for France)
  if (a.type === 'region') return !p.region || a.region === p.region; // region inside the place, or the place inside it
  if (a.type === 'departement') return (!p.region || a.region === p.region) && (!p.dept || a.dept === p.dept);
  return inPlace({ country: a.country, region: a.region, dept: a.dept }, p); // a city inside the place
}
/** The freelancer lives in the place or declared a work area that covers it (or lies inside it). */
export const covers = (t: Truth, p: Place) => inPlace(t.home, p) || t.areas.some((a) => areaCovers(a, p));

// ------------------------------------------------------------------ helpers
const has = (t: Truth, k: string) => t.skills.includes(k) || t.certs.includes(k);
const addDays = (iso: string, n: number) => {
  const d = new Date(iso + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const ASAP = addDays(TODAY, 14); // "dispo immédiatement / ASAP / rapidement / urgent"
const DEV: Occ[] = ['dev-back', 'dev-full', 'dev-front', 'dev-mobile', 'dev-embedded', 'tech-lead'];
const CYBER: Occ[] = ['rssi', 'cyber-grc', 'pentester', 'soc', 'iam'];

interface Spec {
  occ?: { exact: Occ[]; strong?: Occ[]; near?: Occ[] };
  base?: (t: Truth) => number; // custom occupation score (3, 2, 1, 0)
  all?: string[]; // required skills / certifications
  any?: string[][]; // required: at least one of each group
  anySoft?: string[][]; // wanted: missing a group costs one step
  places?: Place[]; // any of them
  placeSoft?: Place[]; // near the asked place: one step instead of "wrong place"
  remoteOk?: boolean; // the query accepts remote work: a full-remote freelancer satisfies the place
  level?: 'junior' | 'confirme' | 'senior' | 'expert';
  minYears?: number;
  yearsRange?: [number, number];
  remote?: 'full' | 'remote-friendly' | 'hybrid' | 'onsite';
  by?: string; // available by that date
  rateMax?: number;
  days?: number;
  lang?: { code: string; min: LangLevel };
  sectors?: string[]; // asked sector: one step when absent
  filter?: (t: Truth) => boolean; // request filters: outside => 0
  exclude?: (t: Truth) => boolean; // -word exclusions: matching => 0
}

/**
 * Grade = occupation score (3 exact, 2 strong neighbour, 1 near neighbour, 0 other), then:
 * - a "hard" miss (required skill missing when 1-2 are named or 2+ missing, wrong place, seniority far off,
 *   availability more than a month late, rate more than 10 % over, remote impossible, language two steps short)
 *   caps the grade at 1 for exact/strong occupations and gives 0 for near ones; two hard misses give 0;
 * - each "soft" miss (one of 3+ named skills missing, near place, seniority one step off, availability less than a
 *   month late, rate up to 10 % over, days a week, remote one step off, language one step short, sector) costs one
 *   step, never below 1.
 * Filters and exclusions give 0.
 */
function grade(s: Spec): (t: Truth) => Grade {
  return (t: Truth): Grade => {
    if (s.filter && !s.filter(t)) return 0;
    if (s.exclude && s.exclude(t)) return 0;
    let base = 0;
    if (s.base) base = s.base(t);
    else if (s.occ)
      base = s.occ.exact.includes(t.occ) ? 3 : s.occ.strong?.includes(t.occ) ? 2 : s.occ.near?.includes(t.occ) ? 1 : 0;
    else base = 3;
    if (base <= 0) return 0;
    let hard = 0;
    let soft = 0;
    // skills
    const reqs: boolean[] = [
      ...(s.all ?? []).map((k) => has(t, k)),
      ...(s.any ?? []).map((g) => g.some((k) => has(t, k))),
    ];
    const missing = reqs.filter((x) => !x).length;
    if (missing > 0) {
      if (reqs.length >= 3 && missing === 1) soft++;
      else hard++;
    }
    for (const g of s.anySoft ?? []) if (!g.some((k) => has(t, k))) soft++;
    // place
    if (s.places) {
      const ok = s.places.some((p) => covers(t, p)) || (s.remoteOk && t.remote.includes('full'));
      if (!ok) {
        if (s.placeSoft && s.placeSoft.some((p) => covers(t, p))) soft++;
        else hard++;
      }
    }
    // seniority
    const y = t.years;
    if (s.level === 'junior') {
      if (y === 3) soft++;
      else if (y > 3) hard++;
    } else if (s.level === 'confirme') {
      if (y === 2 || y > 10) soft++;
      else if (y < 2) hard++;
    } else if (s.level === 'senior') {
      if (y === 6) soft++;
      else if (y < 6) hard++;
    } else if (s.level === 'expert') {
      if (y === 8 || y === 9) soft++;
      else if (y < 8) hard++;
    }
    if (s.minYears !== undefined) {
      if (y === s.minYears - 1) soft++;
      else if (y < s.minYears - 1) hard++;
    }
    if (s.yearsRange) {
      const [a, b] = s.yearsRange;
      if (y === a - 1 || y > b) soft++;
      else if (y < a - 1) hard++;
    }
    // remote
    if (s.remote) {
      const r = t.remote;
      if (s.remote === 'full') {
        if (!r.includes('full')) {
          if (r.includes('hybrid')) soft++;
          else hard++;
        }
      } else if (s.remote === 'remote-friendly') {
        if (!r.includes('full') && !r.includes('hybrid')) soft++;
      } else if (s.remote === 'hybrid') {
        if (!r.includes('hybrid') && !r.includes('onsite')) soft++;
      } else if (s.remote === 'onsite') {
        if (!r.includes('onsite')) {
          if (r.includes('hybrid')) soft++;
          else hard++;
        }
      }
    }
    // availability
    if (s.by) {
      const from = t.available ? TODAY : t.availableFrom!;
      if (from > s.by) {
        if (from <= addDays(s.by, 31)) soft++;
        else hard++;
      }
    }
    // rate
    if (s.rateMax !== undefined && t.rate !== null && t.rate > s.rateMax) {
      if (t.rate <= s.rateMax * 1.1) soft++;
      else hard++;
    }
    // days a week
    if (s.days !== undefined && t.days.length && !t.days.includes(s.days)) soft++;
    // languages
    if (s.lang) {
      const l = t.langs.find((x) => x.code === s.lang!.code);
      const gap = LANG_RANK[s.lang.min] - (l ? LANG_RANK[l.level] : 0);
      if (gap === 1) soft++;
      else if (gap >= 2) hard++;
    }
    // sector
    if (s.sectors && !t.sectors.some((x) => s.sectors!.includes(x))) soft++;
    if (hard >= 2) return 0;
    if (hard === 1) return base >= 2 ? 1 : 0;
    return Math.max(1, base - soft) as Grade;
  };
}

/** OR of several judges (uppercase OR groups): the best group wins. */
const anyOf =
  (...js: ((t: Truth) => Grade)[]) =>
  (t: Truth): Grade =>
    Math.max(...js.map((j) => j(t))) as Grade;

const q = (kind: string, body: Body, judge: (t: Truth) => Grade, note?: string): Query => ({
  kind,
  body,
  judge,
  ...(note ? { note } : {}),
});

// ------------------------------------------------------------------ job ads
const AD_FULLSTACK = `Développeur Full Stack Java / Angular H/F – Freelance – Paris 8e

Qui sommes-nous ?
Acteur majeur de la banque de détail en France, notre client accélère la modernisation de ses applications conseillers. Rejoignez une équipe produit de 8 personnes au cœur d'un programme de transformation ambitieux !

Contexte
Dans le cadre de la refonte du poste de travail des conseillers bancaires, nous recherchons un(e) développeur(se) full stack pour renforcer la squad « Crédits ».

Missions
- Développer de nouvelles fonctionnalités front (Angular 16) et back (Java 17 / Spring Boot)
- Concevoir et exposer des API REST
- Participer aux cérémonies agiles (Scrum) et aux revues de code
- Écrire des tests unitaires et d'intégration
- Contribuer à l'amélioration continue de la chaîne CI/CD (Jenkins, Docker)

Profil recherché
- 5 ans d'expérience minimum en développement Java / Angular
- Maîtrise de Spring Boot et des architectures microservices
- Une expérience dans le secteur bancaire est un plus
- Esprit d'équipe, rigueur, autonomie

Modalités
- Démarrage : ASAP
- Durée : 12 mois renouvelables
- Lieu : Paris 8e, 2 jours de télétravail par semaine
- TJM : 500 à 550 € HT selon profil

Conformément à la réglementation, tous nos postes sont ouverts aux personnes en situation de handicap.`;

const AD_DATA_GCP = `[Freelance] Data Engineer GCP (H/F) – Lille (59)

Notre client, enseigne omnicanale leader du retail (plus de 300 magasins), construit sa nouvelle plateforme data sur Google Cloud.

Vos missions :
• Concevoir et industrialiser des pipelines d'ingestion et de transformation (BigQuery, dbt, Airflow / Cloud Composer)
• Modéliser les données ventes, stocks et fidélité
• Garantir la qualité et la documentation des données
• Collaborer avec les data analysts et les équipes produit

Profil :
Vous justifiez d'au moins 3 ans d'expérience en data engineering, idéalement sur GCP. Python et SQL n'ont plus de secrets pour vous. La connaissance de Terraform est appréciée.

Conditions :
- Freelance, 6 mois renouvelables
- Démarrage : mi-décembre
- Hybride : 3 jours sur site à Lille, 2 jours de télétravail
- TJM selon expérience

Avantages : équipe bienveillante, afterworks, locaux en plein centre de Lille. Nous traitons vos données conformément au RGPD.`;

const AD_AMOA = `Consultant AMOA Assurance Vie (H/F) - Niort

Pour le compte d'une mutuelle d'assurance niortaise, nous recherchons un consultant AMOA pour accompagner le projet de refonte de l'outil de gestion des contrats d'assurance vie.

Vos responsabilités :
- Recueillir et analyser les besoins des directions métier
- Rédiger les spécifications fonctionnelles générales et détaillées
- Élaborer la stratégie de recette, rédiger les cas de test et piloter les campagnes
- Accompagner les utilisateurs lors de la mise en production

Compétences attendues :
- Expérience confirmée (4 ans minimum) en AMOA
- Connaissance du secteur de l'assurance indispensable
- Maîtrise de la rédaction de spécifications et de la recette
- SQL apprécié

Informations pratiques :
Lieu : Niort (79), présentiel 3 jours par semaine
Démarrage : 04/01/2027
Durée : 9 mois
TJM : 480 € max`;

const AD_DEVOPS_TLS = `Ingénieur DevOps / SRE Kubernetes – H/F
Toulouse (Blagnac) – Mission longue – Secteur aéronautique

Au sein de la direction des systèmes d'information d'un grand groupe aéronautique, vous rejoignez l'équipe Plateforme (10 personnes) en charge du socle Kubernetes on-premise (OpenShift) et des chaînes CI/CD de plus de 200 applications.

Missions :
- Administrer et faire évoluer les clusters Kubernetes / OpenShift
- Automatiser les déploiements (GitLab CI, Ansible, Helm)
- Mettre en place la supervision (Prometheus, Grafana) et participer aux astreintes
- Accompagner les équipes de développement dans leurs pratiques DevOps

Profil :
- Minimum 7 ans d'expérience dont 3 sur Kubernetes en production
- Bon niveau d'anglais (échanges quotidiens avec les équipes de Hambourg)
- Nationalité européenne requise (habilitation)

Conditions : démarrage janvier 2027, 12 mois renouvelables, 1 jour de télétravail par semaine, TJM 550-650 €.`;

const AD_RSSI = `RSSI à temps partagé (H/F) – PME industrielle – Isère

Entreprise familiale de 450 salariés spécialisée dans la fabrication de composants électroniques, nous ne disposons pas encore de RSSI et souhaitons structurer notre démarche cybersécurité suite à l'entrée en vigueur de NIS2.

Votre rôle :
• Réaliser un état des lieux et une analyse de risques (EBIOS RM)
• Définir la PSSI et la feuille de route sécurité à 3 ans
• Préparer l'entreprise à une certification ISO 27001
• Sensibiliser les équipes et piloter les prestataires (SOC, pentests)

Vous :
• RSSI expérimenté(e), vous avez déjà accompagné des PME/ETI industrielles
• Vous maîtrisez ISO 27001 et le cadre NIS2
• Une certification (CISSP, ISO 27001 LI) serait appréciée

Format : 2 jours par semaine, dont au moins 1 jour sur site à Grenoble. Mission d'un an minimum. Démarrage dès que possible.`;

const AD_PO = `Product Owner E-commerce – Full remote – Freelance

La start-up : marketplace bordelaise de produits reconditionnés (80 collaborateurs, série B en 2025), nous cherchons un·e Product Owner pour notre squad « Checkout & Paiement ».

Ce que vous ferez :
→ Porter la vision produit du tunnel de commande avec le Product Manager
→ Prioriser le backlog, rédiger les user stories et les critères d'acceptation
→ Animer les rituels Scrum avec une équipe de 5 développeurs
→ Suivre les KPI de conversion et piloter les A/B tests

Ce que nous recherchons :
✓ 3 ans minimum en tant que PO, idéalement dans l'e-commerce
✓ Aisance avec Jira et la data (SQL est un plus)
✓ Excellente communication écrite (nous sommes remote-first !)

Infos pratiques :
📍 Full remote, avec un séminaire d'équipe par mois à Bordeaux
📅 Démarrage : janvier 2027
⏱ 6 mois, 5 jours/semaine
💶 TJM : 550 €`;

const AD_UX = `UX/UI Designer freelance (F/H) – Marseille

Jeune start-up de la e-santé basée à Marseille (Euroméditerranée), nous développons une application de suivi pour les patients atteints de maladies chroniques. Nous cherchons un·e UX/UI designer pour reprendre l'ensemble de nos parcours.

Missions :
- Mener des entretiens et tests utilisateurs avec des patients et des soignants
- Concevoir wireframes, maquettes et prototypes sous Figma
- Faire évoluer notre design system et garantir l'accessibilité (RGAA)
- Travailler main dans la main avec les développeurs React Native

Profil : 3 à 6 ans d'expérience en product design, portfolio indispensable.
Hybride : 2 jours par semaine dans nos locaux marseillais.
Démarrage : début février 2027 – 4 mois – 3 jours par semaine.

Pourquoi nous rejoindre ? Un produit qui a du sens, une équipe de 12 passionnés et un rooftop avec vue sur la mer.`;

const AD_GENEVA = `Senior Backend Engineer (Python / FastAPI) – Geneva – Freelance, 6 months

About us
We are a Geneva-based wealth-tech company building a portfolio analytics platform used by 40+ private banks across Switzerland and Luxembourg.

The role
You will join our Core Platform team (7 engineers) and take ownership of the services that compute portfolio risk and performance in near real time.

What you'll do
- Design and build Python services with FastAPI and PostgreSQL
- Improve the performance and reliability of our data pipelines
- Contribute to architecture decisions and code reviews
- Mentor two mid-level engineers

What we're looking for
- 7+ years of backend development, 4+ with Python
- Strong knowledge of relational databases and API design
- Fluent English (our working language); French is a plus
- Experience in finance or banking is a strong asset

Practical details
- Location: Geneva, 3 days a week in the office
- Start: January 2027
- Day rate: CHF 1,000-1,200 depending on experience

We are an equal opportunity employer.`;

const AD_SAP = `Consultant SAP MM/SD – S/4HANA – Rennes (35) – H/F

Notre client, groupe coopératif agroalimentaire breton (2 Md€ de CA), lance la migration de son ERP SAP ECC vers S/4HANA.

Contexte et missions :
Intégré(e) à l'équipe projet (intégrateur + équipe interne), vous prendrez en charge le périmètre logistique et ventes :
- Animation des ateliers de conception avec les métiers (achats, approvisionnement, ADV)
- Paramétrage des modules MM et SD
- Rédaction des spécifications fonctionnelles pour les développements ABAP
- Tests d'intégration, recette et support au démarrage

Profil :
Consultant(e) SAP MM/SD avec au moins 6 ans d'expérience, dont un projet S/4HANA. La connaissance de l'agroalimentaire est un vrai plus.

Mission de 12 mois, démarrage février 2027, 4 jours sur site à Rennes (télétravail le vendredi). TJM : 700-800 €.`;

const AD_RECRUT = `Chargé(e) de recrutement IT – freelance – Paris 9e – 3 mois

Cabinet de conseil en transformation digitale (ESN de 250 consultants) en forte croissance, nous renforçons notre équipe Talent Acquisition pour absorber un pic de 40 recrutements au premier trimestre.

Vos missions :
- Sourcing et approche directe de profils tech (développeurs, DevOps, data) via LinkedIn Recruiter, GitHub, jobboards
- Préqualification téléphonique et entretiens
- Suivi des candidats dans notre ATS (Teamtailor) et reporting hebdomadaire
- Participation aux événements de marque employeur

Profil recherché :
- 2 ans minimum en recrutement IT (cabinet ou ESN)
- Excellente connaissance des métiers et technologies du numérique
- Maîtrise de LinkedIn Recruiter

Mission de 3 mois dès que possible, 4 jours par semaine, hybride (2 jours au bureau, Paris 9e). TJM 350-400 €.
Tickets restaurant, mutuelle, ambiance startup.`;

const AD_FLUTTER = `Freelance Mobile Developer (Flutter) – Lyon, hybrid

Who we are: a Lyon fintech (Series A) helping small businesses manage their cash flow from their phone. Our app has 120k monthly users and a 4.7 rating on both stores.

Mission
- Build new features in our Flutter app (iOS & Android)
- Work with our backend team on API contracts
- Improve performance, offline mode and test coverage
- Ship every two weeks through our CI (Codemagic)

Requirements
- 4+ years of mobile development, including 2+ years of Flutter/Dart
- Experience publishing apps on both stores
- Firebase knowledge appreciated
- French or English

Terms: 6 months, start ASAP, 2 days a week on site (Lyon Part-Dieu), up to €600/day.`;

// ------------------------------------------------------------------ the queries
export const QUERIES: Query[] = [
  // ============ 1. sentence-fr (brief)
  q(
    'sentence-fr',
    { brief: "on cherche quelqu'un qui maîtrise django et postgresql" },
    (t) => {
      if (has(t, 'django') && has(t, 'postgresql')) return 3;
      if (has(t, 'django')) return 2;
      if (has(t, 'python') && has(t, 'postgresql') && ['dev-back', 'dev-full', 'tech-lead'].includes(t.occ)) return 1;
      return 0;
    },
    'skills only: Django and PostgreSQL 3, Django alone 2, a Python/PostgreSQL developer without Django 1',
  ),
  q(
    'sentence-fr',
    { brief: "besoin d'une PO senior sur Nantes à partir de janvier, 3j/semaine" },
    grade({
      occ: { exact: ['po'], near: ['pm', 'amoa'] },
      level: 'senior',
      places: [NANTES],
      by: '2027-01-31',
      days: 3,
    }),
  ),
  q(
    'sentence-fr',
    {
      brief:
        'Je recherche un développeur React Native freelance pour une appli mobile santé, full remote possible, dispo rapidement',
    },
    grade({
      occ: { exact: ['dev-mobile'], strong: ['dev-front', 'dev-full', 'tech-lead'] },
      all: ['react-native'],
      by: ASAP,
    }),
  ),
  q(
    'sentence-fr',
    {
      brief:
        'Nous cherchons un ingénieur DevOps AWS / Terraform / Kubernetes pour une mission de 6 mois à Lyon, TJM max 600€',
    },
    grade({
      occ: { exact: ['devops'], strong: ['sre', 'cloud-archi'] },
      all: ['aws', 'terraform', 'kubernetes'],
      places: [LYON],
      rateMax: 600,
    }),
  ),
  q(
    'sentence-fr',
    {
      brief:
        "Qui aurait un data engineer dispo début décembre qui connaît Spark et Airflow ? Client dans l'assurance à La Défense",
    },
    grade({
      occ: { exact: ['data-eng'], near: ['data-sci', 'ml-eng', 'bi'] },
      all: ['spark', 'airflow'],
      places: [IDF],
      by: '2026-12-10',
    }),
  ),
  q(
    'sentence-fr',
    { brief: "Besoin urgent d'un pentesteur pour un audit d'application web, idéalement certifié OSCP, 20 jours" },
    grade({ occ: { exact: ['pentester'], near: ['cyber-grc', 'soc'] }, anySoft: [['owasp', 'burp']], by: ASAP }),
    'OSCP is "idéalement": not graded',
  ),
  q(
    'sentence-fr',
    { brief: 'cherche consultant(e) SAP FI/CO confirmé(e) pour migration S/4HANA, Paris ou Lille, démarrage janvier' },
    grade({
      occ: { exact: ['sap-fonc'], near: ['sap-abap'] },
      all: ['sap-fi', 'sap-co'],
      anySoft: [['s4hana']],
      level: 'confirme',
      places: [IDF, LILLE],
      by: '2027-01-31',
    }),
  ),
  q(
    'sentence-fr',
    {
      brief:
        "on a besoin d'un(e) UX designer pour refondre le parcours de souscription, ateliers utilisateurs, Figma, 2 jours par semaine en remote",
    },
    grade({
      occ: { exact: ['ux', 'product-designer'], strong: ['ui'] },
      all: ['figma'],
      anySoft: [['recherche-utilisateur']],
      days: 2,
      remote: 'full',
    }),
  ),
  q(
    'sentence-fr',
    {
      brief:
        'Je cherche un contrôleur de gestion freelance pour une clôture annuelle, 3 mois, secteur industrie, région Rhône-Alpes',
    },
    grade({
      occ: { exact: ['cdg'], near: ['daf'] },
      anySoft: [['cloture']],
      places: [FR('84')],
      sectors: ['industrie', 'agro', 'auto', 'aero'],
    }),
  ),
  q(
    'sentence-fr',
    {
      brief:
        "quelqu'un pour reprendre notre SEO technique (migration de site, Screaming Frog, Search Console), remote ok",
    },
    grade({
      occ: { exact: ['seo'], near: ['growth', 'sea'] },
      all: ['seo-technique'],
      anySoft: [['screaming-frog', 'search-console']],
    }),
  ),
  q(
    'sentence-fr',
    {
      brief:
        'Recherche scrum master certifié PSM pour une équipe de 3 squads, SAFe apprécié, sur Bordeaux avec 2j sur site par semaine',
    },
    grade({ occ: { exact: ['sm'] }, anySoft: [['psm1', 'psm2']], places: [BORDEAUX], remote: 'hybrid' }),
    'certification missing = one step; SAFe "apprécié" not graded',
  ),

  // ============ 2. sentence-en (brief)
  q(
    'sentence-en',
    { brief: 'Looking for a senior Go backend engineer, remote-friendly, available in January' },
    grade({
      occ: { exact: ['dev-back'], strong: ['dev-full', 'tech-lead'], near: ['sre', 'archi-logiciel'] },
      all: ['go'],
      level: 'senior',
      remote: 'remote-friendly',
      by: '2027-01-31',
    }),
  ),
  q(
    'sentence-en',
    { brief: 'We need a data scientist with NLP experience, Python, based in Paris, English speaking' },
    grade({
      occ: { exact: ['data-sci'], strong: ['ml-eng'] },
      all: ['nlp', 'python'],
      places: [IDF],
      lang: { code: 'en', min: 'fluent' },
    }),
  ),
  q(
    'sentence-en',
    { brief: 'Need a Salesforce developer (Apex, LWC) for a 6-month mission in Brussels' },
    grade({ occ: { exact: ['salesforce'], near: ['dynamics'] }, all: ['apex'], anySoft: [['lwc']], places: [BE] }),
  ),
  q(
    'sentence-en',
    { brief: 'Any freelance Scrum Master available ASAP in Lyon? 3 days a week' },
    grade({ occ: { exact: ['sm'] }, places: [LYON], by: ASAP, days: 3 }),
  ),
  q(
    'sentence-en',
    { brief: 'Looking for an Azure cloud architect with a strong security background for a bank in Luxembourg' },
    grade({
      occ: { exact: ['cloud-archi'], strong: ['devops'], near: ['archi-logiciel', 'sre'] },
      all: ['azure'],
      anySoft: [['iam', 'active-directory', 'iso-27001', 'cissp', 'az-305']],
      places: [LU],
    }),
  ),
  q(
    'sentence-en',
    { brief: "We're hiring a freelance iOS developer (Swift, SwiftUI) for our fintech app, fully remote, 4 days/week" },
    grade({ occ: { exact: ['dev-mobile'] }, all: ['swift'], anySoft: [['swiftui']], remote: 'full', days: 4 }),
  ),
  q(
    'sentence-en',
    { brief: 'Need a QA automation engineer, Cypress or Playwright, for an e-commerce platform in Nantes or remote' },
    grade({
      occ: { exact: ['qa-auto'], strong: ['qa-test'] },
      any: [['cypress', 'playwright']],
      places: [NANTES],
      remoteOk: true,
    }),
  ),
  q(
    'sentence-en',
    { brief: 'Looking for an experienced product manager for a B2B SaaS, French and English fluent, Paris hybrid' },
    grade({
      occ: { exact: ['pm'], strong: ['po'] },
      minYears: 5,
      lang: { code: 'en', min: 'fluent' },
      places: [IDF],
      remote: 'hybrid',
    }),
  ),
  q(
    'sentence-en',
    { brief: 'Seeking a freelance CFO / finance director to lead a scale-up fundraising, part-time 2 days a week' },
    grade({ occ: { exact: ['daf'], near: ['cdg'] }, all: ['levee-de-fonds'], days: 2 }),
  ),
  q(
    'sentence-en',
    { brief: 'Need a Power BI consultant to build dashboards for our sales team, DAX, remote, short mission' },
    grade({ occ: { exact: ['bi', 'data-analyst'] }, all: ['power-bi'], anySoft: [['dax']], remote: 'full' }),
  ),
  q(
    'sentence-en',
    { brief: 'Looking for a French-speaking DevOps engineer based in Geneva or Lausanne, Kubernetes and GitLab CI' },
    grade({
      occ: { exact: ['devops'], strong: ['sre'] },
      all: ['kubernetes', 'gitlab-ci'],
      places: [GENEVA, VAUD],
      lang: { code: 'fr', min: 'fluent' },
    }),
  ),

  // ============ 3. job-ad (brief)
  q(
    'job-ad',
    { brief: AD_FULLSTACK },
    grade({
      occ: { exact: ['dev-full'], strong: ['tech-lead', 'dev-back'], near: ['dev-front'] },
      all: ['java', 'angular', 'spring-boot'],
      minYears: 5,
      places: [IDF],
      remote: 'hybrid',
      by: ASAP,
      rateMax: 550,
    }),
  ),
  q(
    'job-ad',
    { brief: AD_DATA_GCP },
    grade({
      occ: { exact: ['data-eng'], near: ['data-analyst', 'bi', 'ml-eng'] },
      all: ['bigquery', 'python', 'sql'],
      minYears: 3,
      places: [LILLE],
      placeSoft: [FR('32')],
      remote: 'hybrid',
      by: '2026-12-20',
    }),
  ),
  q(
    'job-ad',
    { brief: AD_AMOA },
    grade({
      occ: { exact: ['amoa'], strong: ['po'], near: ['qa-test', 'cdp'] },
      all: ['specs', 'recette'],
      minYears: 4,
      sectors: ['assurance'],
      places: [NIORT],
      placeSoft: [FR('75')],
      remote: 'hybrid',
      by: '2027-01-04',
      rateMax: 480,
    }),
  ),
  q(
    'job-ad',
    { brief: AD_DEVOPS_TLS },
    grade({
      occ: { exact: ['devops', 'sre'], near: ['cloud-archi', 'sysadmin'] },
      all: ['kubernetes'],
      any: [['gitlab-ci', 'ansible', 'helm', 'openshift']],
      minYears: 7,
      lang: { code: 'en', min: 'professional' },
      places: [TOULOUSE],
      remote: 'hybrid',
      by: '2027-01-31',
      rateMax: 650,
    }),
  ),
  q(
    'job-ad',
    { brief: AD_RSSI },
    grade({
      occ: { exact: ['rssi'], strong: ['cyber-grc'] },
      all: ['iso-27001', 'nis2'],
      minYears: 7,
      days: 2,
      places: [GRENOBLE],
      placeSoft: [FR('84')],
      remote: 'hybrid',
      by: ASAP,
    }),
  ),
  q(
    'job-ad',
    { brief: AD_PO },
    grade({
      occ: { exact: ['po'], strong: ['pm'] },
      all: ['scrum', 'jira'],
      minYears: 3,
      remote: 'full',
      by: '2027-01-31',
      rateMax: 550,
      days: 5,
    }),
  ),
  q(
    'job-ad',
    { brief: AD_UX },
    grade({
      occ: { exact: ['product-designer', 'ux'], strong: ['ui'] },
      all: ['figma', 'recherche-utilisateur'],
      yearsRange: [3, 6],
      places: [MARSEILLE],
      placeSoft: [FR('93')],
      remote: 'hybrid',
      by: '2027-02-10',
      days: 3,
    }),
  ),
  q(
    'job-ad',
    { brief: AD_GENEVA },
    grade({
      occ: { exact: ['dev-back'], strong: ['dev-full', 'tech-lead'] },
      all: ['python', 'fastapi', 'postgresql'],
      minYears: 7,
      lang: { code: 'en', min: 'fluent' },
      places: [GENEVA],
      placeSoft: [CH, FR('84', '74'), FR('84', '01')],
      remote: 'hybrid',
      by: '2027-01-31',
    }),
  ),
  q(
    'job-ad',
    { brief: AD_SAP },
    grade({
      occ: { exact: ['sap-fonc'], near: ['sap-abap'] },
      all: ['sap-mm', 'sap-sd', 's4hana'],
      minYears: 6,
      places: [RENNES],
      placeSoft: [FR('53')],
      remote: 'hybrid',
      by: '2027-02-28',
      rateMax: 800,
    }),
  ),
  q(
    'job-ad',
    { brief: AD_RECRUT },
    grade({
      occ: { exact: ['recruteur'] },
      all: ['recrutement-it', 'sourcing'],
      minYears: 2,
      places: [IDF],
      remote: 'hybrid',
      days: 4,
      by: ASAP,
      rateMax: 400,
    }),
  ),
  q(
    'job-ad',
    { brief: AD_FLUTTER },
    grade({
      occ: { exact: ['dev-mobile'], strong: ['dev-front', 'dev-full'] },
      all: ['flutter'],
      minYears: 4,
      places: [LYON],
      placeSoft: [FR('84')],
      remote: 'hybrid',
      by: ASAP,
      rateMax: 600,
    }),
  ),

  // ============ 4. abbrev (keywords)
  q(
    'abbrev',
    { keywords: 'dev fullstack JS IDF' },
    (t) => {
      const g = grade({
        occ: { exact: ['dev-full'], strong: ['tech-lead'], near: ['dev-front', 'dev-back'] },
        places: [IDF],
      })(t);
      if (g === 0) return 0;
      if (has(t, 'nodejs')) return g; // JavaScript on both sides
      if (['javascript', 'typescript', 'react', 'vuejs', 'angular'].some((k) => has(t, k)))
        return Math.min(g, 1) as Grade;
      return 0;
    },
    'JS fullstack = Node.js back end; a fullstack with a JS front only is 1',
  ),
  q('abbrev', { keywords: 'PO SAFe' }, grade({ occ: { exact: ['po'], near: ['sm', 'pm'] }, all: ['safe'] })),
  q('abbrev', { keywords: 'SM agile PACA' }, grade({ occ: { exact: ['sm'] }, places: [FR('93')] })),
  q(
    'abbrev',
    { keywords: 'DBA oracle HDF' },
    grade({ occ: { exact: ['dba'], near: ['sysadmin'] }, all: ['oracle'], places: [FR('32')] }),
  ),
  q('abbrev', { keywords: 'RSSI ARA' }, grade({ occ: { exact: ['rssi'], strong: ['cyber-grc'] }, places: [FR('84')] })),
  q(
    'abbrev',
    { keywords: 'SRE k8s GCP' },
    grade({ occ: { exact: ['sre'], strong: ['devops'], near: ['cloud-archi'] }, all: ['kubernetes', 'gcp'] }),
  ),
  q(
    'abbrev',
    { keywords: 'consultant BI Qlik' },
    grade({ occ: { exact: ['bi'], strong: ['data-analyst'] }, all: ['qlik'] }),
  ),
  q(
    'abbrev',
    { keywords: 'AMOA banque' },
    grade({ occ: { exact: ['amoa'], near: ['po', 'cdp'] }, sectors: ['banque', 'finance'] }),
  ),
  q(
    'abbrev',
    { keywords: 'dev TS node k8s' },
    grade({
      occ: { exact: ['dev-back', 'dev-full', 'tech-lead'], near: ['archi-logiciel'] },
      all: ['typescript', 'nodejs', 'kubernetes'],
    }),
  ),
  q('abbrev', { keywords: 'ML eng NLP' }, grade({ occ: { exact: ['ml-eng'], strong: ['data-sci'] }, all: ['nlp'] })),
  q('abbrev', { keywords: 'QA auto IDF' }, grade({ occ: { exact: ['qa-auto'], near: ['qa-test'] }, places: [IDF] })),

  // ============ 5. title-en (keywords)
  q(
    'title-en',
    { keywords: 'backend developer' },
    grade({
      occ: { exact: ['dev-back'], strong: ['dev-full', 'tech-lead'], near: ['archi-logiciel', 'dev-embedded'] },
    }),
  ),
  q(
    'title-en',
    { keywords: 'project manager' },
    grade({ occ: { exact: ['cdp'], strong: ['pmo'], near: ['po', 'pm', 'amoa'] } }),
  ),
  q(
    'title-en',
    { keywords: 'business analyst' },
    grade({ occ: { exact: ['amoa'], strong: ['po'], near: ['data-analyst', 'qa-test'] } }),
  ),
  q(
    'title-en',
    { keywords: 'software engineer' },
    grade({
      occ: { exact: DEV, strong: ['archi-logiciel'], near: ['devops', 'sre', 'qa-auto', 'ml-eng', 'sap-abap'] },
    }),
  ),
  q('title-en', { keywords: 'financial controller' }, grade({ occ: { exact: ['cdg'], near: ['daf'] } })),
  q('title-en', { keywords: 'CFO' }, grade({ occ: { exact: ['daf'], near: ['cdg'] } })),
  q('title-en', { keywords: 'talent acquisition' }, grade({ occ: { exact: ['recruteur'] } })),
  q('title-en', { keywords: 'legal counsel' }, grade({ occ: { exact: ['juriste'] } })),
  q('title-en', { keywords: 'embedded software engineer' }, grade({ occ: { exact: ['dev-embedded'] } })),
  q('title-en', { keywords: 'test engineer' }, grade({ occ: { exact: ['qa-auto', 'qa-test'] } })),
  q(
    'title-en',
    { keywords: 'penetration tester' },
    grade({ occ: { exact: ['pentester'], near: ['soc', 'cyber-grc'] } }),
  ),

  // ============ 6. title-fr (keywords)
  q(
    'title-fr',
    { keywords: 'développeuse front-end' },
    grade({ occ: { exact: ['dev-front'], strong: ['dev-full'], near: ['tech-lead', 'dev-mobile'] } }),
    'feminine form: gender is not graded',
  ),
  q(
    'title-fr',
    { keywords: 'cheffe de projet digital' },
    (t) => (t.occ === 'cdp' ? (t.flavor === 'digital' ? 3 : 2) : ['pm', 'po', 'pmo'].includes(t.occ) ? 1 : 0),
    'chef(fe) de projet of another domain 2',
  ),
  q(
    'title-fr',
    { keywords: 'ingénieur·e DevOps' },
    grade({ occ: { exact: ['devops'], strong: ['sre'], near: ['cloud-archi', 'sysadmin'] } }),
  ),
  q('title-fr', { keywords: 'consultant·e SEO' }, grade({ occ: { exact: ['seo'], near: ['growth', 'sea'] } })),
  q(
    'title-fr',
    { keywords: 'directrice administrative et financière' },
    grade({ occ: { exact: ['daf'], near: ['cdg'] } }),
  ),
  q('title-fr', { keywords: 'chargé(e) de recrutement' }, grade({ occ: { exact: ['recruteur'] } })),
  q('title-fr', { keywords: 'analyste SOC' }, grade({ occ: { exact: ['soc'], near: ['pentester', 'cyber-grc'] } })),
  q(
    'title-fr',
    { keywords: 'architecte cloud' },
    grade({ occ: { exact: ['cloud-archi'], near: ['devops', 'archi-logiciel'] } }),
  ),
  q('title-fr', { keywords: 'testeuse logiciel' }, grade({ occ: { exact: ['qa-test', 'qa-auto'] } })),
  q('title-fr', { keywords: 'juriste droit des affaires' }, (t) =>
    t.occ !== 'juriste' ? 0 : has(t, 'droit-des-affaires') ? 3 : 1,
  ),
  q(
    'title-fr',
    { keywords: 'coach agile' },
    (t) => (t.occ === 'sm' ? (t.flavor === 'coach' ? 3 : 2) : t.occ === 'po' ? 1 : 0),
    'a scrum master who is not a coach 2',
  ),

  // ============ 7. place (keywords)
  q(
    'place',
    { keywords: 'développeur java Lyon' },
    grade({
      occ: { exact: ['dev-back', 'dev-full', 'tech-lead'], strong: ['archi-logiciel'], near: ['dev-mobile'] },
      all: ['java'],
      places: [LYON],
    }),
  ),
  q(
    'place',
    { keywords: 'data analyst 33' },
    grade({ occ: { exact: ['data-analyst'], strong: ['bi'] }, places: [BORDEAUX] }),
  ),
  q('place', { keywords: 'product owner Rennes' }, grade({ occ: { exact: ['po'], near: ['pm'] }, places: [RENNES] })),
  q(
    'place',
    { keywords: 'contrôleur de gestion Hauts-de-France' },
    grade({ occ: { exact: ['cdg'], near: ['daf'] }, places: [FR('32')] }),
  ),
  q(
    'place',
    { keywords: 'développeur php 75011' },
    grade({ occ: { exact: ['dev-back', 'dev-full', 'tech-lead'] }, all: ['php'], places: [PARIS75], placeSoft: [IDF] }),
    'postal code: Paris 3, rest of Île-de-France 2',
  ),
  q(
    'place',
    { keywords: 'UX designer', workAreas: ['bretagne'] },
    grade({ filter: (t) => covers(t, FR('53')), occ: { exact: ['ux', 'product-designer'], strong: ['ui'] } }),
    'workAreas filter: inside Bretagne (home or declared area)',
  ),
  q(
    'place',
    { keywords: 'data scientist Genève' },
    grade({ occ: { exact: ['data-sci'], strong: ['ml-eng'] }, places: [GENEVA], placeSoft: [CH] }),
  ),
  q(
    'place',
    { keywords: 'développeur .NET Luxembourg' },
    grade({
      occ: { exact: ['dev-back', 'dev-full', 'tech-lead'], near: ['archi-logiciel'] },
      any: [['dotnet', 'csharp']],
      places: [LU],
    }),
  ),
  q(
    'place',
    { keywords: 'devops 974' },
    grade({ occ: { exact: ['devops'], strong: ['sre', 'cloud-archi'], near: ['sysadmin'] }, places: [REUNION] }),
  ),
  q('place', { keywords: 'juriste Bruxelles' }, grade({ occ: { exact: ['juriste'] }, places: [BE] })),
  q(
    'place',
    { keywords: 'chef de projet 31' },
    grade({ occ: { exact: ['cdp'], strong: ['pmo'], near: ['amoa', 'po'] }, places: [TOULOUSE] }),
  ),

  // ============ 8. seniority (keywords)
  q(
    'seniority',
    { keywords: 'développeur python senior' },
    grade({
      occ: { exact: ['dev-back', 'dev-full', 'tech-lead'], near: ['data-eng', 'ml-eng'] },
      all: ['python'],
      level: 'senior',
    }),
  ),
  q(
    'seniority',
    { keywords: 'data engineer junior' },
    grade({ occ: { exact: ['data-eng'], near: ['data-analyst'] }, level: 'junior' }),
  ),
  q(
    'seniority',
    { keywords: 'chef de projet confirmé' },
    grade({ occ: { exact: ['cdp'], strong: ['pmo'] }, level: 'confirme' }),
  ),
  q(
    'seniority',
    { keywords: "product owner 5 ans d'expérience" },
    grade({ occ: { exact: ['po'], strong: ['pm'] }, minYears: 5 }),
  ),
  q(
    'seniority',
    { keywords: 'devops 10+ years' },
    grade({ occ: { exact: ['devops'], strong: ['sre'], near: ['cloud-archi'] }, minYears: 10 }),
  ),
  q('seniority', { keywords: 'expert cybersécurité' }, grade({ occ: { exact: CYBER }, level: 'expert' })),
  q(
    'seniority',
    { keywords: 'lead dev react' },
    (t) => {
      if (!has(t, 'react')) return 0;
      if (t.occ === 'tech-lead') return 3;
      if (['dev-front', 'dev-full'].includes(t.occ)) return t.years >= 7 ? 2 : 1;
      return 0;
    },
    'a senior React developer who is not a lead 2',
  ),
  q('seniority', { keywords: 'junior QA' }, grade({ occ: { exact: ['qa-test', 'qa-auto'] }, level: 'junior' })),
  q(
    'seniority',
    { keywords: 'consultant SAP FI senior' },
    grade({ occ: { exact: ['sap-fonc'], near: ['sap-abap'] }, all: ['sap-fi'], level: 'senior' }),
  ),
  q(
    'seniority',
    { keywords: 'UX designer confirmée' },
    grade({ occ: { exact: ['ux', 'product-designer'], strong: ['ui'] }, level: 'confirme' }),
  ),
  q(
    'seniority',
    { keywords: 'data scientist', seniority: ['senior', 'expert'] },
    grade({
      filter: (t) => t.level === 'senior' || t.level === 'expert',
      occ: { exact: ['data-sci'], strong: ['ml-eng'] },
    }),
    'seniority filter on the true level',
  ),

  // ============ 9. combo (keywords)
  q(
    'combo',
    { keywords: 'react typescript next.js freelance dispo' },
    grade({ occ: { exact: ['dev-front', 'dev-full', 'tech-lead'] }, all: ['react', 'typescript', 'nextjs'], by: ASAP }),
  ),
  q(
    'combo',
    { keywords: 'python fastapi docker full remote' },
    grade({
      occ: { exact: ['dev-back', 'dev-full', 'tech-lead'], strong: ['ml-eng'], near: ['data-eng', 'data-sci'] },
      all: ['python', 'fastapi', 'docker'],
      remote: 'full',
    }),
  ),
  q(
    'combo',
    { keywords: 'data engineer snowflake dbt airflow' },
    grade({ occ: { exact: ['data-eng'], near: ['data-analyst', 'bi'] }, all: ['snowflake', 'dbt', 'airflow'] }),
  ),
  q(
    'combo',
    { keywords: 'devops terraform ansible azure dispo immédiatement' },
    grade({
      occ: { exact: ['devops'], strong: ['sre', 'cloud-archi'] },
      all: ['terraform', 'ansible', 'azure'],
      by: ASAP,
    }),
  ),
  q(
    'combo',
    { keywords: 'product owner scrum jira remote' },
    grade({ occ: { exact: ['po'], strong: ['pm'] }, all: ['scrum', 'jira'], remote: 'full' }),
  ),
  q(
    'combo',
    { keywords: 'développeur symfony php mysql 3j/semaine' },
    grade({ occ: { exact: ['dev-back', 'dev-full', 'tech-lead'] }, all: ['symfony', 'php', 'mysql'], days: 3 }),
  ),
  q(
    'combo',
    { keywords: 'flutter firebase mobile' },
    grade({ occ: { exact: ['dev-mobile'] }, all: ['flutter', 'firebase'] }),
  ),
  q(
    'combo',
    { keywords: 'power bi dax sql disponible' },
    grade({ occ: { exact: ['bi', 'data-analyst'] }, all: ['power-bi', 'dax', 'sql'], by: ASAP }),
  ),
  q(
    'combo',
    { keywords: 'kotlin android jetpack compose' },
    grade({ occ: { exact: ['dev-mobile'] }, all: ['kotlin', 'android', 'jetpack-compose'] }),
  ),
  q(
    'combo',
    { keywords: 'figma design system accessibilité' },
    grade({
      occ: { exact: ['ui', 'product-designer', 'ux'], near: ['dev-front'] },
      all: ['figma', 'design-system', 'accessibilite'],
    }),
  ),
  q(
    'combo',
    { keywords: 'développeur', skills: ['react', 'nodejs'], available: true },
    grade({
      filter: (t) => has(t, 'react') && has(t, 'nodejs') && t.available,
      occ: { exact: DEV, strong: ['archi-logiciel'] },
    }),
    'skills and available filters',
  ),

  // ============ 10. grammar (keywords)
  q(
    'grammar',
    { keywords: '"product owner" assurance' },
    grade({ occ: { exact: ['po'], near: ['pm'] }, sectors: ['assurance'] }),
  ),
  q(
    'grammar',
    { keywords: 'développeur java -junior' },
    grade({
      occ: { exact: ['dev-back', 'dev-full', 'tech-lead'], near: ['dev-mobile', 'archi-logiciel'] },
      all: ['java'],
      exclude: (t) => t.level === 'junior',
    }),
  ),
  q('grammar', { keywords: '"scrum master" OR "coach agile"' }, grade({ occ: { exact: ['sm'] } })),
  q(
    'grammar',
    { keywords: 'consultant SAP -ABAP' },
    grade({ occ: { exact: ['sap-fonc'], near: ['cdp'] }, all: ['sap'], exclude: (t) => has(t, 'abap') }),
  ),
  q(
    'grammar',
    { keywords: 'data engineer aws ou gcp' },
    grade({ occ: { exact: ['data-eng'], near: ['ml-eng', 'data-sci'] }, any: [['aws', 'gcp']] }),
    'lowercase "ou" read as the recruiter means it',
  ),
  q(
    'grammar',
    { keywords: 'développeur react OR développeur vue' },
    grade({ occ: { exact: ['dev-front', 'dev-full', 'tech-lead'], near: ['dev-mobile'] }, any: [['react', 'vuejs']] }),
  ),
  q(
    'grammar',
    { keywords: '"chef de projet" -SAP -ERP' },
    grade({
      occ: { exact: ['cdp'], strong: ['pmo'], near: ['amoa'] },
      exclude: (t) => has(t, 'sap') || t.flavor === 'erp',
    }),
  ),
  q(
    'grammar',
    { keywords: 'rssi OR "responsable sécurité" OR ciso' },
    grade({ occ: { exact: ['rssi'], strong: ['cyber-grc'], near: ['iam', 'soc'] } }),
  ),
  q(
    'grammar',
    { keywords: 'fullstack "node.js" react -php' },
    grade({
      occ: { exact: ['dev-full'], strong: ['tech-lead'], near: ['dev-back', 'dev-front'] },
      all: ['nodejs', 'react'],
      exclude: (t) => has(t, 'php'),
    }),
  ),
  q(
    'grammar',
    { keywords: 'ux or ui designer' },
    grade({ occ: { exact: ['ux', 'ui', 'product-designer'] } }),
    'lowercase "or" read as the recruiter means it',
  ),
  q(
    'grammar',
    { keywords: '"développeur mobile" flutter OR "react native"' },
    anyOf(
      grade({ occ: { exact: ['dev-mobile'] }, all: ['flutter'] }),
      grade({ occ: { exact: ['dev-mobile'], strong: ['dev-front', 'dev-full', 'tech-lead'] }, all: ['react-native'] }),
    ),
  ),
];
