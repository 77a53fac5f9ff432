// The French locale alone (with its en and base fallbacks): the package's main entry loads all 70 locales, ~8.5 MB
// of heap kept by every process that imports this file (the server does, for the demo seed and the sandbox).
import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/fr';
import {
  DAYS_PER_WEEK,
  emptySections,
  EXTRA_SECTIONS,
  MISSION_DURATIONS,
  REMOTE_WORK,
  SENIORITIES,
  type RawProfile,
  type WorkArea,
} from '../domain/profile/raw-profile.schema';
import { cityArea, DEMO_CITIES, DEMO_COUNTRIES, departmentArea, regionArea, type DemoCity } from './demo-places';

/**
 * A realistic demo population of French freelancers, deterministic for a given seed: names, residences, day rates
 * in the free-text forms the spec allows, seniorities, professions, skills, mobility areas and work history.
 * Profiles hold originals (personal e-mail, phone, LinkedIn URL, CV link), as an import would.
 */

/**
 * A role: what a freelancer is, told the same way by its headline, skills, summary and work history. `title` is the
 * masculine and feminine headline; `core` skills are always held (2 or 3 of them, in order), `extra` ones sometimes;
 * `missions` are what this role does; `earlier` are titles a career in it went through.
 */
export interface Role {
  profession: string;
  title: [string, string];
  core: string[];
  extra: string[];
  missions: string[];
  earlier: [string, string][];
}

const role = (
  profession: string,
  title: [string, string],
  core: string[],
  extra: string[],
  missions: string[],
  earlier: [string, string][] = [],
): Role => ({
  profession,
  title,
  core,
  extra,
  missions,
  earlier,
});

export const ROLES: Role[] = [
  // Développeur
  role(
    'Développeur',
    ['Développeur Front-End React', 'Développeuse Front-End React'],
    ['React', 'TypeScript', 'JavaScript'],
    ['Node.js', 'Figma', 'Design System'],
    [
      'Refonte de l’interface client en React',
      'Création d’une application web monopage en React',
      'Optimisation des performances front-end d’un site à fort trafic',
      'Mise en place d’une bibliothèque de composants React',
    ],
    [
      ['Développeur JavaScript', 'Développeuse JavaScript'],
      ['Intégrateur web', 'Intégratrice web'],
    ],
  ),
  role(
    'Développeur',
    ['Développeur Front-End Vue.js', 'Développeuse Front-End Vue.js'],
    ['Vue.js', 'JavaScript', 'TypeScript'],
    ['Node.js', 'Design System'],
    [
      'Développement d’un espace client en Vue.js',
      'Migration d’une application Vue.js 2 vers Vue.js 3',
      'Refonte du front-end d’un site e-commerce en Vue.js',
    ],
    [['Développeur JavaScript', 'Développeuse JavaScript']],
  ),
  role(
    'Développeur',
    ['Développeur Angular', 'Développeuse Angular'],
    ['Angular', 'TypeScript'],
    ['JavaScript', 'Java'],
    ['Développement d’un portail métier en Angular', 'Migration d’AngularJS vers Angular'],
    [['Développeur JavaScript', 'Développeuse JavaScript']],
  ),
  role(
    'Développeur',
    ['Développeur Back-End Java', 'Développeuse Back-End Java'],
    ['Java', 'Spring Boot'],
    ['PostgreSQL', 'Kotlin', 'Docker', 'Kubernetes'],
    [
      'Développement d’une API de paiement en Java',
      'Migration d’un monolithe Java vers des microservices Spring Boot',
      'Refonte du back-end d’une plateforme bancaire',
    ],
    [['Développeur Java', 'Développeuse Java']],
  ),
  role(
    'Développeur',
    ['Développeur Node.js', 'Développeuse Node.js'],
    ['Node.js', 'TypeScript', 'JavaScript'],
    ['MongoDB', 'PostgreSQL', 'Redis', 'AWS'],
    [
      'Développement d’API REST en Node.js',
      'Création d’un back-end temps réel en Node.js',
      'Migration de services Node.js vers TypeScript',
    ],
    [['Développeur JavaScript', 'Développeuse JavaScript']],
  ),
  role(
    'Développeur',
    ['Développeur Full-Stack', 'Développeuse Full-Stack'],
    ['TypeScript', 'React', 'Node.js'],
    ['PostgreSQL', 'Docker', 'AWS'],
    [
      'Refonte d’une plateforme e-commerce, du front-end au back-end',
      'Création d’un back-office de gestion et de son API',
      'Développement d’un produit SaaS de A à Z',
    ],
    [
      ['Développeur Front-End', 'Développeuse Front-End'],
      ['Développeur web', 'Développeuse web'],
    ],
  ),
  role(
    'Développeur',
    ['Développeur PHP Symfony', 'Développeuse PHP Symfony'],
    ['PHP', 'Symfony'],
    ['Laravel', 'SQL', 'Docker'],
    [
      'Développement d’un site e-commerce en Symfony',
      'Migration d’une application PHP vers Symfony 6',
      'Création d’une API Symfony pour une application mobile',
    ],
    [['Développeur PHP', 'Développeuse PHP']],
  ),
  role(
    'Développeur',
    ['Développeur .NET', 'Développeuse .NET'],
    ['C#', '.NET'],
    ['Azure', 'SQL', 'Angular'],
    [
      'Développement d’une application métier en C# et .NET',
      'Migration d’applications .NET Framework vers .NET 8',
      'Création de services Azure en C#',
    ],
    [['Développeur C#', 'Développeuse C#']],
  ),
  role(
    'Développeur',
    ['Développeur Python', 'Développeuse Python'],
    ['Python', 'Django'],
    ['FastAPI', 'PostgreSQL', 'Docker'],
    [
      'Développement d’une plateforme web en Django',
      'Création d’API FastAPI pour des modèles de données',
      'Automatisation de traitements en Python',
    ],
    [['Développeur web', 'Développeuse web']],
  ),
  role(
    'Développeur',
    ['Développeur Go', 'Développeuse Go'],
    ['Go', 'Kubernetes'],
    ['PostgreSQL', 'Docker', 'gRPC'],
    ['Développement de microservices en Go', 'Réécriture en Go d’un service critique à faible latence'],
    [['Développeur back-end', 'Développeuse back-end']],
  ),
  // DevOps
  role(
    'DevOps',
    ['Ingénieur DevOps', 'Ingénieure DevOps'],
    ['Docker', 'Kubernetes', 'GitLab CI'],
    ['Terraform', 'Ansible', 'AWS', 'Prometheus'],
    [
      'Industrialisation des déploiements avec GitLab CI',
      'Migration des applications vers Kubernetes',
      'Mise en place d’une chaîne CI/CD complète',
    ],
    [['Administrateur systèmes', 'Administratrice systèmes']],
  ),
  role(
    'DevOps',
    ['SRE', 'SRE'],
    ['Kubernetes', 'Prometheus', 'Grafana'],
    ['Go', 'Terraform', 'AWS'],
    [
      'Mise en place de l’observabilité avec Prometheus et Grafana',
      'Fiabilisation d’une plateforme Kubernetes en production',
      'Réduction des incidents et astreintes',
    ],
    [['Ingénieur DevOps', 'Ingénieure DevOps']],
  ),
  role(
    'DevOps',
    ['Architecte Cloud AWS', 'Architecte Cloud AWS'],
    ['AWS', 'Terraform'],
    ['Kubernetes', 'Docker', 'Ansible'],
    [
      'Migration d’un datacenter vers AWS',
      'Conception d’une landing zone AWS en Terraform',
      'Réduction des coûts cloud sur AWS',
    ],
    [['Ingénieur Cloud', 'Ingénieure Cloud']],
  ),
  role(
    'DevOps',
    ['Ingénieur Cloud Azure', 'Ingénieure Cloud Azure'],
    ['Azure', 'Terraform'],
    ['Ansible', 'Kubernetes', 'GitHub Actions'],
    ['Migration d’applications vers Azure', 'Automatisation de l’infrastructure Azure en Terraform'],
    [['Administrateur systèmes', 'Administratrice systèmes']],
  ),
  role(
    'DevOps',
    ['Ingénieur Plateforme Kubernetes', 'Ingénieure Plateforme Kubernetes'],
    ['Kubernetes', 'Helm', 'Docker'],
    ['GitLab CI', 'Prometheus', 'Terraform'],
    ['Construction d’une plateforme Kubernetes multi-équipes', 'Packaging des applications en charts Helm'],
    [['Ingénieur DevOps', 'Ingénieure DevOps']],
  ),
  // Data
  role(
    'Data',
    ['Data Engineer', 'Data Engineer'],
    ['Python', 'Spark', 'Airflow'],
    ['SQL', 'dbt', 'Databricks', 'Snowflake', 'BigQuery'],
    [
      'Construction d’un data lake sur Databricks',
      'Pipeline d’ingestion temps réel avec Spark',
      'Orchestration des traitements de données avec Airflow',
    ],
    [
      ['Développeur Python', 'Développeuse Python'],
      ['Data Analyst', 'Data Analyst'],
    ],
  ),
  role(
    'Data',
    ['Data Scientist', 'Data Scientist'],
    ['Python', 'Pandas', 'Scikit-learn'],
    ['TensorFlow', 'PyTorch', 'SQL'],
    [
      'Modèle de prévision des ventes',
      'Détection de fraude par apprentissage automatique',
      'Segmentation de la clientèle',
    ],
    [['Data Analyst', 'Data Analyst']],
  ),
  role(
    'Data',
    ['Data Analyst', 'Data Analyst'],
    ['SQL', 'Power BI'],
    ['Tableau', 'Python', 'BigQuery'],
    [
      'Tableaux de bord pour la direction sous Power BI',
      'Analyse du parcours client',
      'Mise en place d’indicateurs de performance',
    ],
    [['Chargé d’études statistiques', 'Chargée d’études statistiques']],
  ),
  role(
    'Data',
    ['Ingénieur Machine Learning', 'Ingénieure Machine Learning'],
    ['Python', 'PyTorch', 'TensorFlow'],
    ['Docker', 'Kubernetes', 'Spark'],
    ['Mise en production de modèles de machine learning', 'Entraînement de modèles de vision par ordinateur'],
    [['Data Scientist', 'Data Scientist']],
  ),
  // Chef de projet
  role(
    'Chef de projet',
    ['Chef de projet digital', 'Cheffe de projet digital'],
    ['Gestion de projet', 'Jira'],
    ['Scrum', 'Confluence', 'Conduite du changement'],
    [
      'Pilotage de la refonte d’un site e-commerce',
      'Lancement d’une application mobile',
      'Coordination des équipes métier et techniques',
    ],
    [['Chef de projet web', 'Cheffe de projet web']],
  ),
  role(
    'Chef de projet',
    ['Product Owner', 'Product Owner'],
    ['Scrum', 'Jira'],
    ['Confluence', 'Recherche utilisateur', 'Kanban'],
    [
      'Gestion du backlog d’une application mobile',
      'Conception d’un parcours de souscription en ligne',
      'Animation des cérémonies agiles avec trois équipes',
    ],
    [['Business Analyst', 'Business Analyst']],
  ),
  role(
    'Chef de projet',
    ['Scrum Master', 'Scrum Master'],
    ['Scrum', 'Kanban'],
    ['SAFe', 'Jira', 'Confluence'],
    [
      'Accompagnement agile de cinq équipes',
      'Déploiement de SAFe à l’échelle d’un train',
      'Coaching des équipes en Scrum',
    ],
    [['Chef de projet', 'Cheffe de projet']],
  ),
  role(
    'Chef de projet',
    ['Directeur de projet SI', 'Directrice de projet SI'],
    ['Gestion de projet', 'Conduite du changement'],
    ['SAFe', 'MOA', 'SAP'],
    [
      'Pilotage d’un programme de transformation du SI',
      'Direction du projet de migration vers S/4HANA',
      'Pilotage budgétaire et gouvernance d’un programme',
    ],
    [['Chef de projet SI', 'Cheffe de projet SI']],
  ),
  role(
    'Chef de projet',
    ['Chef de projet MOA', 'Cheffe de projet MOA'],
    ['MOA', 'Recette'],
    ['Gestion de projet', 'Jira'],
    ['Recueil des besoins et rédaction des spécifications', 'Pilotage de la recette d’un projet bancaire'],
    [['Business Analyst', 'Business Analyst']],
  ),
  // Design
  role(
    'Design',
    ['UX Designer', 'UX Designer'],
    ['Figma', 'Recherche utilisateur', 'Prototypage'],
    ['Accessibilité', 'Design System'],
    [
      'Refonte de l’expérience de souscription',
      'Tests utilisateurs sur mobile',
      'Cartographie des parcours utilisateurs',
    ],
    [['UI Designer', 'UI Designer']],
  ),
  role(
    'Design',
    ['UI Designer', 'UI Designer'],
    ['Figma', 'Design System'],
    ['Sketch', 'Adobe XD', 'Prototypage'],
    [
      'Création d’un design system',
      'Refonte de l’identité visuelle d’une application',
      'Maquettes haute fidélité d’un site e-commerce',
    ],
    [['Webdesigner', 'Webdesigneuse']],
  ),
  role(
    'Design',
    ['Product Designer', 'Product Designer'],
    ['Figma', 'Prototypage', 'Recherche utilisateur'],
    ['Design System', 'Accessibilité'],
    ['Conception d’un produit SaaS de bout en bout', 'Ateliers de co-conception avec les utilisateurs'],
    [['UX Designer', 'UX Designer']],
  ),
  // Cybersécurité
  role(
    'Cybersécurité',
    ['Consultant cybersécurité', 'Consultante cybersécurité'],
    ['ISO 27001', 'EBIOS RM'],
    ['IAM', 'Pentest'],
    ['Mise en conformité ISO 27001', 'Analyse de risques EBIOS RM', 'Accompagnement RGPD et sécurité'],
    [['Auditeur sécurité', 'Auditrice sécurité']],
  ),
  role(
    'Cybersécurité',
    ['Pentester', 'Pentester'],
    ['Pentest', 'OWASP'],
    ['Active Directory', 'Python'],
    [
      'Tests d’intrusion d’applications web',
      'Audit de sécurité applicative OWASP',
      'Tests d’intrusion internes sur Active Directory',
    ],
    [['Consultant sécurité', 'Consultante sécurité']],
  ),
  role(
    'Cybersécurité',
    ['Analyste SOC', 'Analyste SOC'],
    ['SIEM', 'Splunk'],
    ['Python', 'IAM'],
    ['Déploiement d’un SOC', 'Détection et réponse aux incidents sous Splunk'],
    [['Administrateur réseau', 'Administratrice réseau']],
  ),
  role(
    'Cybersécurité',
    ['Ingénieur IAM', 'Ingénieure IAM'],
    ['IAM', 'Active Directory'],
    ['Azure', 'ISO 27001'],
    ['Déploiement d’une solution de gestion des identités', 'Refonte des habilitations Active Directory'],
    [['Administrateur systèmes', 'Administratrice systèmes']],
  ),
  // ERP
  role(
    'ERP',
    ['Consultant SAP FI/CO', 'Consultante SAP FI/CO'],
    ['SAP', 'S/4HANA'],
    ['ABAP', 'Conduite du changement'],
    ['Migration vers S/4HANA', 'Paramétrage du module finance de SAP', 'Déploiement de SAP FI/CO dans trois filiales'],
    [['Consultant fonctionnel ERP', 'Consultante fonctionnelle ERP']],
  ),
  role(
    'ERP',
    ['Développeur ABAP', 'Développeuse ABAP'],
    ['ABAP', 'SAP'],
    ['S/4HANA'],
    ['Développements spécifiques ABAP', 'Migration de programmes ABAP vers S/4HANA'],
    [['Développeur SAP', 'Développeuse SAP']],
  ),
  role(
    'ERP',
    ['Consultant Salesforce', 'Consultante Salesforce'],
    ['Salesforce', 'Apex'],
    ['Gestion de projet'],
    ['Déploiement de Salesforce Sales Cloud', 'Développements Apex et intégrations Salesforce'],
    [['Consultant CRM', 'Consultante CRM']],
  ),
  role(
    'ERP',
    ['Consultant Dynamics 365', 'Consultante Dynamics 365'],
    ['Dynamics 365'],
    ['Azure', 'Power BI'],
    ['Déploiement de Dynamics 365 Finance', 'Paramétrage du module commercial de Dynamics 365'],
    [['Consultant fonctionnel ERP', 'Consultante fonctionnelle ERP']],
  ),
];

const SECTORS = [
  'banque',
  'assurance',
  'grande distribution',
  'industrie',
  'énergie',
  'santé',
  'transport',
  'secteur public',
  'e-commerce',
  'télécoms',
  'luxe',
  'médias',
];

const LEVELS = ['Débutant', 'Intermédiaire', 'Avancé', 'Expert'];
const LANGUAGES = [
  { language: 'Anglais', fluency: ['Courant', 'Professionnel', 'Bilingue', 'Notions'] },
  { language: 'Espagnol', fluency: ['Courant', 'Notions', 'Intermédiaire'] },
  { language: 'Allemand', fluency: ['Notions', 'Courant'] },
  { language: 'Italien', fluency: ['Notions', 'Courant'] },
];
const SCHOOLS = [
  'École Polytechnique',
  'INSA Lyon',
  'EPITA',
  'Université Paris-Saclay',
  'Université de Bordeaux',
  'IMT Atlantique',
  'Centrale Nantes',
  'Université de Lille',
  'EPF',
  'ESIEA',
  'Université Toulouse III',
  'HEC Paris',
];
const STUDIES = ['Master', 'Diplôme d’ingénieur', 'Licence professionnelle', 'BTS', 'MBA', 'Doctorat'];
const AREAS = [
  'Informatique',
  'Génie logiciel',
  'Mathématiques appliquées',
  'Management des SI',
  'Design numérique',
  'Réseaux et télécommunications',
];
const CERTS = [
  { name: 'AWS Certified Solutions Architect', issuer: 'Amazon Web Services' },
  { name: 'Certified Kubernetes Administrator', issuer: 'CNCF' },
  { name: 'Professional Scrum Master I', issuer: 'Scrum.org' },
  { name: 'PMP', issuer: 'PMI' },
  { name: 'Google Professional Data Engineer', issuer: 'Google Cloud' },
];

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** One rate in the free-text forms of the spec: a figure, a range, a word, or nothing. */
function dayRate(f: Faker, seniorityIndex: number): string {
  const base = 300 + seniorityIndex * 120 + f.number.int({ min: -50, max: 100 });
  const rounded = Math.round(base / 10) * 10;
  return f.helpers.weightedArrayElement([
    { weight: 40, value: String(rounded) },
    { weight: 20, value: `${rounded}-${rounded + 100}` },
    { weight: 10, value: `${rounded} €` },
    { weight: 8, value: `entre ${rounded} et ${rounded + 50} €/jour` },
    { weight: 10, value: 'Négociable' },
    { weight: 4, value: 'À discuter' },
    { weight: 8, value: '' },
  ]);
}

/** A demo profile and the facts it was made from (the relevance benchmark judges search against them). */
export interface DemoFreelancer {
  profile: RawProfile;
  role: Role;
  /** Its skills, in the order of its profile. */
  skills: string[];
  home: DemoCity;
  /** Its mobility areas, as given to the profile. */
  areas: WorkArea[];
  seniorityIndex: number;
}

export function demoProfiles(
  count: number,
  options: { seed?: number; idPrefix?: string; now?: Date } = {},
): RawProfile[] {
  return demoPopulation(count, options).map((d) => d.profile);
}

/**
 * The demo population: each freelancer has one role, and its headline, skills, summary and work history tell that
 * role's story (a React developer holds React, did React missions, was a JavaScript developer before).
 */
export function demoPopulation(
  count: number,
  options: { seed?: number; idPrefix?: string; now?: Date } = {},
): DemoFreelancer[] {
  const f = faker; // one instance, reseeded: a call is synchronous, so its output depends on the seed alone
  f.seed(options.seed ?? 20231101);
  const now = options.now ?? new Date('2026-11-01T09:00:00Z');
  const out: DemoFreelancer[] = [];
  for (let i = 1; i <= count; i++) {
    const sex = f.helpers.arrayElement(['female', 'male'] as const);
    const gender = sex === 'female' ? 1 : 0;
    const firstName = f.person.firstName(sex);
    const lastName = f.person.lastName();
    const r = f.helpers.arrayElement(ROLES);
    const title = r.title[gender];
    const seniorityIndex = f.helpers.weightedArrayElement([
      { weight: 2, value: 0 },
      { weight: 15, value: 1 },
      { weight: 35, value: 2 },
      { weight: 30, value: 3 },
      { weight: 18, value: 4 },
    ]);
    const years = [0, 1, 4, 8, 13][seniorityIndex]! + f.number.int({ min: 0, max: 2 });
    const home = f.helpers.arrayElement(DEMO_CITIES);
    const slug = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const skills = [
      ...r.core.slice(0, f.number.int({ min: Math.min(2, r.core.length), max: r.core.length })),
      ...f.helpers.arrayElements(r.extra, { min: 0, max: Math.min(2, r.extra.length) }),
    ];
    const sectors = f.helpers.arrayElements(SECTORS, { min: 1, max: 2 });
    const work: RawProfile['work'] = [];
    let end: Date | null = null;
    for (let w = 0, n = f.number.int({ min: 1, max: 4 }); w < n; w++) {
      const start = f.date.between({
        from: new Date(now.getTime() - (w + 1) * 2.5 * 365 * 86400e3),
        to: new Date((end ?? now).getTime() - 120 * 86400e3),
      });
      // The latest positions hold the role; the oldest one may be where the career began.
      const position = w > 0 && w === n - 1 && r.earlier.length > 0 ? f.helpers.arrayElement(r.earlier)[gender] : title;
      work.push({
        name: f.company.name(),
        position,
        startDate: isoDate(start),
        endDate: end ? isoDate(end) : '',
        summary: `${f.helpers.arrayElement(r.missions)} (${f.helpers.arrayElement(sectors)}). Environnement : ${f.helpers.arrayElements(skills, { min: 1, max: Math.min(3, skills.length) }).join(', ')}.`,
      });
      end = new Date(start.getTime() - 30 * 86400e3);
    }
    const areas = f.helpers.weightedArrayElement([
      { weight: 30, value: [cityArea(home)] },
      { weight: 25, value: [departmentArea(home)] },
      { weight: 25, value: [regionArea(home), cityArea(f.helpers.arrayElement(DEMO_CITIES))] },
      { weight: 20, value: [f.helpers.arrayElement(DEMO_COUNTRIES)] },
    ]);
    const available = f.datatype.boolean({ probability: 0.6 });
    const created = f.date.between({
      from: new Date('2023-11-01T00:00:00Z'),
      to: new Date(now.getTime() - 30 * 86400e3),
    });
    const profile: RawProfile = {
      basics: {
        name: `${firstName} ${lastName}`,
        label: title,
        image: f.datatype.boolean({ probability: 0.5 }) ? `https://avatars.example.com/${slug}.jpg` : '',
        email: `${slug}${f.number.int({ min: 1, max: 99 })}@${f.helpers.arrayElement(['gmail.com', 'yahoo.fr', 'orange.fr', 'free.fr', 'outlook.fr'])}`,
        phone: f.phone.number({ style: 'international' }),
        url: `https://www.linkedin.com/in/${slug.replace('.', '-')}-${f.string.alphanumeric(6).toLowerCase()}`,
        summary: `${title} avec ${years} ans d’expérience, surtout en ${sectors.join(' et ')}. ${f.helpers.arrayElement(r.missions)}, notamment en ${skills.slice(0, 2).join(' et ')}.`,
        location: {
          address: `${home.city}, France`,
          postalCode: home.zip,
          city: home.city,
          countryCode: 'FR',
          region: home.regName,
        },
        profiles: f.datatype.boolean({ probability: 0.4 })
          ? [{ username: slug.replace('.', ''), network: 'GitHub', url: `https://github.com/${slug.replace('.', '')}` }]
          : [],
      },
      work,
      education: [
        {
          institution: f.helpers.arrayElement(SCHOOLS),
          area: f.helpers.arrayElement(AREAS),
          studyType: f.helpers.arrayElement(STUDIES),
          startDate: String(now.getUTCFullYear() - years - 5),
          endDate: String(now.getUTCFullYear() - years),
        },
      ],
      certificates: f.datatype.boolean({ probability: 0.3 })
        ? [{ ...f.helpers.arrayElement(CERTS), url: '', startDate: isoDate(f.date.past({ years: 4, refDate: now })) }]
        : [],
      skills: skills.map((name) => ({
        name,
        level: f.helpers.arrayElement(LEVELS),
        keywords: f.helpers.arrayElements(
          skills.filter((s) => s !== name),
          { min: 0, max: 2 },
        ),
      })),
      languages: [
        { language: 'Français', fluency: 'Natif' },
        ...f.helpers
          .arrayElements(LANGUAGES, { min: 0, max: 2 })
          .map((l) => ({ language: l.language, fluency: f.helpers.arrayElement(l.fluency) })),
      ],
      ...emptySections(EXTRA_SECTIONS),
      meta: {
        id: `${options.idPrefix ?? 'demo-'}${String(i).padStart(6, '0')}`,
        createdAt: created.toISOString(),
        updatedAt: f.date.between({ from: created, to: now }).toISOString(),
        firstName,
        lastName,
        cvUrl: f.datatype.boolean({ probability: 0.7 }) ? `https://cv.example.com/${slug}.pdf` : undefined,
        freelance: {
          available,
          availabilityDate: available
            ? 'Immédiate'
            : f.helpers.arrayElement(['Dans 1 mois', 'Dans 3 mois', isoDate(f.date.soon({ days: 120, refDate: now }))]),
          rate: dayRate(f, seniorityIndex),
          seniority: SENIORITIES[seniorityIndex]!,
          professions: [r.profession],
          openToCdi: f.datatype.boolean({ probability: 0.25 }),
          vehicle: f.datatype.boolean({ probability: 0.6 }),
          preferences: {
            missionDuration: f.helpers.arrayElements([...MISSION_DURATIONS], { min: 1, max: 3 }),
            remoteWork: f.helpers.arrayElements([...REMOTE_WORK], { min: 1, max: 2 }),
            daysPerWeek: f.helpers.arrayElements([...DAYS_PER_WEEK], { min: 1, max: 3 }).sort(),
            workAreas: [...areas],
          },
        },
      },
    };
    out.push({ profile, role: r, skills, home, areas: [...areas], seniorityIndex });
  }
  return out;
}
