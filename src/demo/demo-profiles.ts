// The French locale alone (with its en and base fallbacks): the package's main entry loads all 70 locales, ~8.5 MB
// of heap kept by every process that imports this file (the server does, for the demo seed and the sandbox).
import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/fr';
import { DAYS_PER_WEEK, MISSION_DURATIONS, REMOTE_WORK, SENIORITIES, type RawProfile } from '../domain/profile/raw-profile.schema';
import { cityArea, DEMO_CITIES, DEMO_COUNTRIES, departmentArea, regionArea } from './demo-places';

/**
 * A realistic demo population of French freelancers, deterministic for a given seed: names, residences, day rates
 * in the free-text forms the spec allows, seniorities, professions, skills, mobility areas and work history.
 * Profiles hold originals (personal e-mail, phone, LinkedIn URL, CV link), as an import would.
 */

interface Trade {
  profession: string;
  titles: string[];
  skills: string[][];
  missions: string[];
}

const TRADES: Trade[] = [
  {
    profession: 'Développeur',
    titles: ['Développeur Full-Stack', 'Développeuse Full-Stack', 'Développeur Back-End Java', 'Développeur Front-End React', 'Développeur Node.js'],
    skills: [['TypeScript', 'JavaScript', 'Node.js', 'React', 'Vue.js', 'Angular'], ['Java', 'Spring Boot', 'Kotlin'], ['PHP', 'Symfony', 'Laravel'], ['C#', '.NET', 'Azure'], ['Python', 'Django', 'FastAPI'], ['Go', 'Rust', 'C++'], ['PostgreSQL', 'MongoDB', 'Redis']],
    missions: ['Refonte d’une plateforme e-commerce', 'Développement d’une API de paiement', 'Migration d’un monolithe vers des microservices', 'Création d’un back-office de gestion', 'Mise en place de tests automatisés'],
  },
  {
    profession: 'DevOps',
    titles: ['Ingénieur DevOps', 'SRE', 'Architecte Cloud AWS', 'Ingénieur Plateforme Kubernetes'],
    skills: [['Kubernetes', 'Docker', 'Helm'], ['Terraform', 'Ansible'], ['AWS', 'GCP', 'Azure'], ['GitLab CI', 'Jenkins', 'GitHub Actions'], ['Prometheus', 'Grafana']],
    missions: ['Migration vers Kubernetes', 'Industrialisation des déploiements', 'Mise en place de l’observabilité', 'Réduction des coûts cloud'],
  },
  {
    profession: 'Data',
    titles: ['Data Engineer', 'Data Scientist', 'Data Analyst', 'Ingénieur Machine Learning'],
    skills: [['Python', 'Pandas', 'Scikit-learn'], ['Spark', 'Databricks', 'Airflow'], ['SQL', 'dbt', 'Snowflake', 'BigQuery'], ['Power BI', 'Tableau'], ['TensorFlow', 'PyTorch']],
    missions: ['Construction d’un data lake', 'Modèle de prévision des ventes', 'Tableaux de bord pour la direction', 'Pipeline d’ingestion temps réel'],
  },
  {
    profession: 'Chef de projet',
    titles: ['Chef de projet digital', 'Product Owner', 'Scrum Master', 'Directeur de projet SI', 'Product Manager'],
    skills: [['Scrum', 'Kanban', 'SAFe'], ['Jira', 'Confluence'], ['Gestion de projet', 'Conduite du changement'], ['MOA', 'Recette']],
    missions: ['Pilotage d’un programme de transformation', 'Lancement d’une application mobile', 'Coordination de cinq équipes agiles'],
  },
  {
    profession: 'Design',
    titles: ['UX Designer', 'UI Designer', 'Product Designer', 'Directrice artistique'],
    skills: [['Figma', 'Sketch', 'Adobe XD'], ['Design System', 'Prototypage'], ['Recherche utilisateur', 'Accessibilité']],
    missions: ['Refonte de l’expérience de souscription', 'Création d’un design system', 'Tests utilisateurs sur mobile'],
  },
  {
    profession: 'Cybersécurité',
    titles: ['Consultant cybersécurité', 'Pentester', 'RSSI de transition', 'Analyste SOC'],
    skills: [['ISO 27001', 'EBIOS RM'], ['Pentest', 'OWASP'], ['SIEM', 'Splunk'], ['IAM', 'Active Directory']],
    missions: ['Audit de sécurité applicative', 'Mise en conformité RGPD', 'Déploiement d’un SOC'],
  },
  {
    profession: 'ERP',
    titles: ['Consultant SAP FI/CO', 'Consultante Salesforce', 'Consultant fonctionnel ERP'],
    skills: [['SAP', 'S/4HANA', 'ABAP'], ['Salesforce', 'Apex'], ['Dynamics 365']],
    missions: ['Migration vers S/4HANA', 'Déploiement de Salesforce Sales Cloud', 'Paramétrage du module finance'],
  },
];

const LEVELS = ['Débutant', 'Intermédiaire', 'Avancé', 'Expert'];
const LANGUAGES = [
  { language: 'Anglais', fluency: ['Courant', 'Professionnel', 'Bilingue', 'Notions'] },
  { language: 'Espagnol', fluency: ['Courant', 'Notions', 'Intermédiaire'] },
  { language: 'Allemand', fluency: ['Notions', 'Courant'] },
  { language: 'Italien', fluency: ['Notions', 'Courant'] },
];
const SCHOOLS = ['École Polytechnique', 'INSA Lyon', 'EPITA', 'Université Paris-Saclay', 'Université de Bordeaux', 'IMT Atlantique', 'Centrale Nantes', 'Université de Lille', 'EPF', 'ESIEA', 'Université Toulouse III', 'HEC Paris'];
const STUDIES = ['Master', 'Diplôme d’ingénieur', 'Licence professionnelle', 'BTS', 'MBA', 'Doctorat'];
const AREAS = ['Informatique', 'Génie logiciel', 'Mathématiques appliquées', 'Management des SI', 'Design numérique', 'Réseaux et télécommunications'];
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

export function demoProfiles(count: number, options: { seed?: number; idPrefix?: string; now?: Date } = {}): RawProfile[] {
  const f = faker; // one instance, reseeded: a call is synchronous, so its output depends on the seed alone
  f.seed(options.seed ?? 20231101);
  const now = options.now ?? new Date('2026-11-01T09:00:00Z');
  const out: RawProfile[] = [];
  for (let i = 1; i <= count; i++) {
    const sex = f.helpers.arrayElement(['female', 'male'] as const);
    const firstName = f.person.firstName(sex);
    const lastName = f.person.lastName();
    const trade = f.helpers.arrayElement(TRADES);
    const title = f.helpers.arrayElement(trade.titles);
    const seniorityIndex = f.helpers.weightedArrayElement([
      { weight: 2, value: 0 },
      { weight: 15, value: 1 },
      { weight: 35, value: 2 },
      { weight: 30, value: 3 },
      { weight: 18, value: 4 },
    ]);
    const years = [0, 1, 4, 8, 13][seniorityIndex]! + f.number.int({ min: 0, max: 2 });
    const home = f.helpers.arrayElement(DEMO_CITIES);
    const slug = `${firstName}.${lastName}`.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z.]/g, '');
    const skillGroups = f.helpers.arrayElements(trade.skills, { min: 1, max: 3 });
    const skills = skillGroups.flatMap((group) => f.helpers.arrayElements(group, { min: 1, max: Math.min(3, group.length) }));
    const work: RawProfile['work'] = [];
    let end: Date | null = null;
    for (let w = 0, n = f.number.int({ min: 1, max: 4 }); w < n; w++) {
      const start = f.date.between({ from: new Date(now.getTime() - (w + 1) * 2.5 * 365 * 86400e3), to: new Date((end ?? now).getTime() - 120 * 86400e3) });
      work.push({
        name: f.company.name(),
        position: f.helpers.arrayElement(trade.titles),
        startDate: isoDate(start),
        endDate: end ? isoDate(end) : '',
        summary: `${f.helpers.arrayElement(trade.missions)}. Environnement : ${f.helpers.arrayElements(skills, { min: 1, max: 3 }).join(', ')}.`,
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
    const created = f.date.between({ from: new Date('2023-11-01T00:00:00Z'), to: new Date(now.getTime() - 30 * 86400e3) });
    out.push({
      basics: {
        name: `${firstName} ${lastName}`,
        label: title,
        image: f.datatype.boolean({ probability: 0.5 }) ? `https://avatars.example.com/${slug}.jpg` : '',
        email: `${slug}${f.number.int({ min: 1, max: 99 })}@${f.helpers.arrayElement(['gmail.com', 'yahoo.fr', 'orange.fr', 'free.fr', 'outlook.fr'])}`,
        phone: f.phone.number({ style: 'international' }),
        url: `https://www.linkedin.com/in/${slug.replace('.', '-')}-${f.string.alphanumeric(6).toLowerCase()}`,
        summary: `${title} avec ${years} ans d’expérience. ${f.helpers.arrayElement(trade.missions)}, notamment en ${skills.slice(0, 2).join(' et ')}.`,
        location: { address: `${home.city}, France`, postalCode: home.zip, city: home.city, countryCode: 'FR', region: home.regName },
        profiles: f.datatype.boolean({ probability: 0.4 }) ? [{ username: slug.replace('.', ''), network: 'GitHub', url: `https://github.com/${slug.replace('.', '')}` }] : [],
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
      certificates: f.datatype.boolean({ probability: 0.3 }) ? [{ ...f.helpers.arrayElement(CERTS), url: '', startDate: isoDate(f.date.past({ years: 4, refDate: now })) }] : [],
      skills: skills.map((name) => ({ name, level: f.helpers.arrayElement(LEVELS), keywords: f.helpers.arrayElements(skills.filter((s) => s !== name), { min: 0, max: 2 }) })),
      languages: [{ language: 'Français', fluency: 'Natif' }, ...f.helpers.arrayElements(LANGUAGES, { min: 0, max: 2 }).map((l) => ({ language: l.language, fluency: f.helpers.arrayElement(l.fluency) }))],
      volunteer: [],
      awards: [],
      publications: [],
      interests: [],
      references: [],
      projects: [],
      meta: {
        id: `${options.idPrefix ?? 'demo-'}${String(i).padStart(6, '0')}`,
        createdAt: created.toISOString(),
        updatedAt: f.date.between({ from: created, to: now }).toISOString(),
        firstName,
        lastName,
        cvUrl: f.datatype.boolean({ probability: 0.7 }) ? `https://cv.example.com/${slug}.pdf` : undefined,
        freelance: {
          available,
          availabilityDate: available ? 'Immédiate' : f.helpers.arrayElement(['Dans 1 mois', 'Dans 3 mois', isoDate(f.date.soon({ days: 120, refDate: now }))]),
          rate: dayRate(f, seniorityIndex),
          seniority: SENIORITIES[seniorityIndex]!,
          professions: [trade.profession],
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
    });
  }
  return out;
}
