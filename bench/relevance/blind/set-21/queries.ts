/** Set 21 queries: what recruiters type (keywords) or paste (brief), each with a judge reading the Truth only. */
import { TODAY, addDays, type Truth } from './corpus';
import { SENIORITY_WORDS, bySkills, grade, gradeAny, type Grade, type Place, type Want } from './judge';

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

// ------------------------------------------------------------------------------------------------ places
const PARIS: Place = { city: 'Paris', dept: '75', region: '11', country: 'FR' };
const LYON: Place = { city: 'Lyon', dept: '69', region: '84', country: 'FR' };
const NANTES: Place = { city: 'Nantes', dept: '44', region: '52', country: 'FR' };
const LILLE: Place = { city: 'Lille', dept: '59', region: '32', country: 'FR' };
const BORDEAUX: Place = { city: 'Bordeaux', dept: '33', region: '75', country: 'FR' };
const TOULOUSE: Place = { city: 'Toulouse', dept: '31', region: '76', country: 'FR' };
const GENEVE: Place = { city: 'Genève', dept: '', region: 'GE', country: 'CH' };
const BRUXELLES: Place = { city: 'Bruxelles', dept: '', region: 'BRU', country: 'BE' };
const IDF: Place = { region: '11', country: 'FR' };
const PACA: Place = { region: '93', country: 'FR' };
const ARA: Place = { region: '84', country: 'FR' };
const LUX: Place = { country: 'LU' };

const q = (kind: string, body: Query['body'], w: Want | ((t: Truth) => Grade), note?: string): Query => ({
  kind,
  body,
  judge: typeof w === 'function' ? w : (t: Truth) => grade(t, w),
  ...(note ? { note } : {}),
});
const hasSlugs = (t: Truth, slugs: string[]): boolean => slugs.every((s) => t.slugs.includes(s));

const DEV = [
  'dev-java',
  'dev-php',
  'dev-front',
  'dev-fullstack-js',
  'dev-dotnet',
  'dev-python',
  'dev-mobile',
  'dev-embedded',
  'dev-abap',
];

export const QUERIES: Query[] = [
  // ---------------------------------------------------------------- abbreviations and shorthand
  q('abbrev', { keywords: 'PO' }, { occ: ['product-owner'], near: ['product-manager'] }),
  q('abbrev', { keywords: 'dev fullstack JS' }, { occ: ['dev-fullstack-js'], near: ['dev-front'] }),
  q('abbrev', { keywords: 'CM freelance' }, { occ: ['community-manager'] }),
  q('abbrev', { keywords: 'DAF temps partagé' }, { occ: ['daf'], days: ['1', '2', '3'] }),
  q('abbrev', { keywords: 'RSSI' }, { occ: ['secu-grc'] }),
  q('abbrev', { keywords: 'SEA gads' }, { occ: ['sea'], near: ['marketing-digital'], skills: ['Google Ads'] }),
  q(
    'abbrev',
    { keywords: 'AMOA banque' },
    { occ: ['business-analyst'], near: ['chef-projet-it'], sectors: ['banque'] },
  ),
  q('abbrev', { keywords: 'SRE k8s' }, { occ: ['devops'], near: ['cloud-architect'], skills: ['Kubernetes'] }),
  q('abbrev', { keywords: 'UX/UI' }, { occ: ['ux-designer', 'ui-designer'] }),
  q('abbrev', { keywords: 'PMM SaaS' }, { occ: ['product-marketing'], sectors: ['saas'] }),
  q('abbrev', { keywords: 'SAP FICO' }, { occ: ['consultant-sap'], skills: ['SAP FI', 'SAP CO'] }),
  q('abbrev', { keywords: 'chef de projet PMP' }, { occ: ['chef-projet-it'], near: ['pmo'], certs: ['PMP'] }),
  q(
    'abbrev',
    { keywords: 'SFMC' },
    { occ: ['crm'], near: ['consultant-salesforce'], skills: ['Salesforce Marketing Cloud'] },
  ),
  q('abbrev', { keywords: 'CDP IT IDF' }, { occ: ['chef-projet-it'], near: ['pmo'], place: IDF }),
  q('abbrev', { keywords: 'KAM industrie' }, { occ: ['account-manager'], near: ['bizdev'], sectors: ['industrie'] }),
  q('abbrev', { keywords: 'DA print' }, { occ: ['graphic-designer'], skills: ['Print'] }),
  q('abbrev', { keywords: 'HRBP PACA' }, { occ: ['hrbp'], place: PACA }),
  q(
    'abbrev',
    { keywords: 'AWS SAA' },
    {
      occ: ['cloud-architect', 'devops'],
      certs: ['AWS Certified Solutions Architect – Associate', 'AWS Certified Solutions Architect – Professional'],
    },
  ),

  // ---------------------------------------------------------------- English titles
  q('english-title', { keywords: 'growth marketer' }, { occ: ['growth'], near: ['marketing-digital'] }),
  q('english-title', { keywords: 'data engineer' }, { occ: ['data-engineer'] }),
  q('english-title', { keywords: 'agile coach' }, { occ: ['scrum-master'], near: ['transformation'] }),
  q('english-title', { keywords: 'copywriter' }, { occ: ['copywriter'] }),
  q('english-title', { keywords: 'business developer B2B' }, { occ: ['bizdev'], near: ['account-manager'] }),
  q('english-title', { keywords: 'management consultant' }, { occ: ['strategy-consultant'], near: ['transformation'] }),
  q('english-title', { keywords: 'Change Manager' }, { occ: ['change-manager'] }),
  q('english-title', { keywords: 'motion designer' }, { occ: ['motion-designer'] }),
  q('english-title', { keywords: 'financial controller' }, { occ: ['controller'] }),
  q('english-title', { keywords: 'talent acquisition' }, { occ: ['recruiter'] }),
  q('english-title', { keywords: 'legal counsel' }, { occ: ['lawyer'] }),
  q('english-title', { keywords: 'procurement manager' }, { occ: ['buyer'] }),
  q('english-title', { keywords: 'product designer' }, { occ: ['ux-designer'], near: ['ui-designer'] }),
  q('english-title', { keywords: 'press officer' }, { occ: ['press-relations'] }),

  // ---------------------------------------------------------------- French titles
  q('french-title', { keywords: 'développeuse java' }, { occ: ['dev-java'] }),
  q(
    'french-title',
    { keywords: 'cheffe de projet digital' },
    { occ: ['chef-projet-it'], near: ['pmo', 'product-owner'] },
  ),
  q('french-title', { keywords: 'consultante SEO' }, { occ: ['seo'] }),
  q('french-title', { keywords: 'attachee de presse' }, { occ: ['press-relations'] }),
  q('french-title', { keywords: 'redacteur web' }, { occ: ['copywriter'] }),
  q('french-title', { keywords: 'formateur·rice Excel' }, { occ: ['trainer'], skills: ['Excel'] }),
  q('french-title', { keywords: 'juriste droit social' }, { occ: ['lawyer'], skills: ['Droit social'] }),
  q('french-title', { keywords: 'acheteuse' }, { occ: ['buyer'] }),
  q(
    'french-title',
    { keywords: 'traductrice anglais' },
    { occ: ['translator'], lang: [{ lang: 'Anglais', min: 'C2' }] },
  ),
  q(
    'french-title',
    { keywords: 'chargé(e) de communication interne' },
    { occ: ['comms-manager'], skills: ['Communication interne'] },
  ),
  q('french-title', { keywords: 'ingenieure devops' }, { occ: ['devops'] }),
  q('french-title', { keywords: 'assistante de direction' }, { occ: ['exec-assistant'] }),

  // ---------------------------------------------------------------- places
  q('place', { keywords: 'community manager Lyon' }, { occ: ['community-manager'], place: LYON }),
  q(
    'place',
    { keywords: 'data analyst 33' },
    { occ: ['data-analyst'], near: ['bi-consultant'], place: { dept: '33', region: '75', country: 'FR' } },
  ),
  q('place', { keywords: 'comptable Bretagne' }, { occ: ['accountant'], place: { region: '53', country: 'FR' } }),
  q(
    'place',
    { keywords: 'développeur java Nord-Pas-de-Calais' },
    { occ: ['dev-java'], place: { depts: ['59', '62'], region: '32', country: 'FR' } },
  ),
  q(
    'place',
    { keywords: 'chef de projet Genève' },
    { occ: ['chef-projet-it'], near: ['pmo', 'crm', 'event'], place: GENEVE },
  ),
  q('place', { keywords: 'traducteur Bruxelles' }, { occ: ['translator'], near: ['interpreter'], place: BRUXELLES }),
  q('place', { keywords: 'consultant SAP Luxembourg' }, { occ: ['consultant-sap'], near: ['dev-abap'], place: LUX }),
  q(
    'place',
    { keywords: 'formateur Rhône-Alpes' },
    {
      occ: ['trainer'],
      place: { depts: ['01', '07', '26', '38', '42', '69', '73', '74'], region: '84', country: 'FR' },
    },
  ),
  q('place', { keywords: 'ux designer 44000' }, { occ: ['ux-designer'], near: ['ui-designer'], place: NANTES }),
  q(
    'place',
    { keywords: 'business developer 974' },
    { occ: ['bizdev'], near: ['account-manager'], place: { dept: '974', region: '04', country: 'FR' } },
  ),
  q(
    'place',
    { keywords: 'recruteur Alsace' },
    { occ: ['recruiter'], place: { depts: ['67', '68'], region: '44', country: 'FR' } },
  ),
  q(
    'place',
    { keywords: 'data scientist', workAreas: ['auvergne-rhone-alpes'] },
    { occ: ['data-scientist'], areaFilter: ['auvergne-rhone-alpes'] },
  ),
  q(
    'place',
    { keywords: 'chef de projet événementiel', workAreas: ['belgique', 'luxembourg'] },
    { occ: ['event'], areaFilter: ['belgique', 'luxembourg'] },
  ),

  // ---------------------------------------------------------------- seniority and years
  q('seniority', { keywords: 'java senior' }, { occ: ['dev-java'], years: SENIORITY_WORDS.senior }),
  q('seniority', { keywords: 'product owner junior' }, { occ: ['product-owner'], years: SENIORITY_WORDS.junior }),
  q(
    'seniority',
    { keywords: "data scientist 5 ans d'expérience" },
    { occ: ['data-scientist'], years: { min: 5, slack: 1 } },
  ),
  q('seniority', { keywords: 'DAF +15 ans' }, { occ: ['daf'], years: { min: 15, slack: 2 } }),
  q(
    'seniority',
    { keywords: 'scrum master', seniority: ['expert'] },
    { occ: ['scrum-master'], seniorityFilter: ['expert'] },
  ),
  q(
    'seniority',
    { keywords: 'growth marketer confirmé' },
    { occ: ['growth'], near: ['marketing-digital'], years: SENIORITY_WORDS.confirme },
  ),
  q('seniority', { keywords: 'consultant SEO expérimenté' }, { occ: ['seo'], years: SENIORITY_WORDS.experienced }),
  q('seniority', { keywords: 'contrôleur de gestion junior' }, { occ: ['controller'], years: SENIORITY_WORDS.junior }),
  q(
    'seniority',
    { keywords: 'lead dev react' },
    { occ: ['dev-front', 'dev-fullstack-js'], skills: ['React'], years: SENIORITY_WORDS.lead },
  ),
  q(
    'seniority',
    { keywords: 'UX designer', seniority: ['senior', 'expert'] },
    { occ: ['ux-designer'], near: ['ui-designer'], seniorityFilter: ['senior', 'expert'] },
  ),

  // ---------------------------------------------------------------- availability, remote, days a week
  q('availability', { keywords: 'data engineer dispo immédiatement' }, { occ: ['data-engineer'], now: true }),
  q('availability', { keywords: 'product owner', available: true }, { occ: ['product-owner'], availableFilter: true }),
  q('availability', { keywords: 'graphiste full remote' }, { occ: ['graphic-designer'], remote: 'full' }),
  q('availability', { keywords: 'DAF 2 jours par semaine' }, { occ: ['daf'], days: ['2'] }),
  q('availability', { keywords: 'devops disponible janvier' }, { occ: ['devops'], by: '2027-01-31' }),
  q('availability', { keywords: 'community manager 3j/semaine' }, { occ: ['community-manager'], days: ['3'] }),
  q('availability', { keywords: 'pentest sur site Paris' }, { occ: ['pentester'], remote: 'site', place: PARIS }),
  q('availability', { keywords: 'formatrice dispo février' }, { occ: ['trainer'], by: '2027-02-28' }),
  q('availability', { keywords: 'scrum master mi-temps' }, { occ: ['scrum-master'], days: ['2', '3'] }),
  q(
    'availability',
    { keywords: 'chef de projet CRM hybride Nantes' },
    { occ: ['crm'], remote: 'hybrid', place: NANTES },
  ),

  // ---------------------------------------------------------------- skill combinations
  q('skills', { keywords: 'python airflow dbt' }, (t) => bySkills(t, ['Python', 'Airflow', 'dbt'], ['data-engineer'])),
  q(
    'skills',
    { keywords: 'AWS', skills: ['kubernetes', 'terraform'] },
    { occ: ['devops', 'cloud-architect'], skillFilter: ['kubernetes', 'terraform'], skills: ['AWS'] },
  ),
  q('skills', { skills: ['react', 'typescript'] }, (t) =>
    hasSlugs(t, ['react', 'typescript']) ? (['dev-front', 'dev-fullstack-js'].includes(t.occ) ? 3 : 2) : 0,
  ),
  q('skills', { keywords: 'figma design system' }, (t) =>
    bySkills(t, ['Figma', 'Design System'], ['ux-designer', 'ui-designer']),
  ),
  q('skills', { keywords: 'hubspot emailing marketing automation' }, (t) =>
    bySkills(t, ['HubSpot', 'Emailing', 'Marketing automation'], ['marketing-digital', 'growth', 'crm']),
  ),
  q('skills', { skills: ['salesforce', 'apex'] }, (t) =>
    hasSlugs(t, ['salesforce', 'apex']) ? (t.occ === 'consultant-salesforce' ? 3 : 2) : 0,
  ),
  q('skills', { keywords: 'Power BI DAX SQL' }, (t) =>
    bySkills(t, ['Power BI', 'DAX', 'SQL'], ['data-analyst', 'bi-consultant']),
  ),
  q('skills', { keywords: 'SEO semrush netlinking' }, (t) => bySkills(t, ['SEO', 'SEMrush', 'Netlinking'], ['seo'])),
  q(
    'skills',
    { keywords: 'MM', skills: ['sap', 's4hana'] },
    { occ: ['consultant-sap'], skillFilter: ['sap', 's4hana'], skills: ['SAP MM'] },
  ),
  q(
    'skills',
    { keywords: 'kafka', skills: ['java', 'spring-boot'] },
    { occ: ['dev-java'], skillFilter: ['java', 'spring-boot'], skills: ['Kafka'] },
  ),

  // ---------------------------------------------------------------- grammar: phrases, OR, exclusions
  q(
    'grammar',
    { keywords: '"conduite du changement" formation' },
    { occ: ['change-manager'], near: ['trainer', 'transformation'] },
  ),
  q('grammar', { keywords: 'data analyst OR "business analyst"' }, (t) =>
    gradeAny(t, [{ occ: ['data-analyst'] }, { occ: ['business-analyst'] }]),
  ),
  q(
    'grammar',
    { keywords: 'développeur -PHP' },
    { occ: DEV, exclude: (t) => t.occ === 'dev-php' || t.skills.includes('PHP') },
  ),
  q(
    'grammar',
    { keywords: '"chef de projet" -junior' },
    { occ: ['chef-projet-it'], near: ['pmo', 'crm', 'event'], exclude: (t) => t.years <= 2 },
  ),
  q(
    'grammar',
    { keywords: 'traducteur allemand OR traductrice allemand' },
    { occ: ['translator'], near: ['interpreter'], lang: [{ lang: 'Allemand', min: 'C1' }] },
  ),
  q('grammar', { keywords: '"growth hacking" OR "marketing automation"' }, (t) => {
    if (t.occ === 'growth') return 3;
    if (['marketing-digital', 'crm'].includes(t.occ)) return t.skills.includes('Marketing automation') ? 3 : 1;
    return t.skills.includes('Marketing automation') ? 2 : ['sea', 'product-marketing', 'seo'].includes(t.occ) ? 1 : 0;
  }),
  q(
    'grammar',
    { keywords: '"relations presse" luxe' },
    { occ: ['press-relations'], near: ['comms-manager'], sectors: ['luxe'] },
  ),
  q(
    'grammar',
    { keywords: 'consultant SAP -ABAP' },
    { occ: ['consultant-sap'], exclude: (t) => t.skills.includes('ABAP') },
  ),
  q('grammar', { keywords: 'comptable Lille OR "gestionnaire de paie" Lille' }, (t) =>
    gradeAny(t, [
      { occ: ['accountant'], place: LILLE },
      { occ: ['payroll'], place: LILLE },
    ]),
  ),
  q('grammar', { keywords: '"product owner" SAFe' }, { occ: ['product-owner'], anySkill: ['SAFe'] }),

  // ---------------------------------------------------------------- short French sentences
  q(
    'sentence-fr',
    {
      brief:
        'Je cherche une UX designer senior pour refondre une appli bancaire, dispo rapidement, idéalement à Paris.',
    },
    {
      occ: ['ux-designer'],
      near: ['ui-designer'],
      years: SENIORITY_WORDS.senior,
      sectors: ['banque', 'fintech'],
      by: addDays(TODAY, 21),
      place: PARIS,
    },
  ),
  q(
    'sentence-fr',
    { brief: "Besoin d'un consultant en stratégie pour un diagnostic de 3 mois dans l'industrie." },
    {
      occ: ['strategy-consultant'],
      near: ['transformation'],
      sectors: ['industrie'],
      durations: ['< 3 mois', '3 a 6 mois'],
    },
  ),
  q(
    'sentence-fr',
    { brief: "On recherche quelqu'un pour animer nos réseaux sociaux deux jours par semaine à Bordeaux" },
    { occ: ['community-manager'], days: ['2'], place: BORDEAUX },
  ),
  q(
    'sentence-fr',
    { brief: 'Qui peut nous aider sur la migration vers S/4HANA côté finance ?' },
    { occ: ['consultant-sap'], near: ['dev-abap'], skills: ['S/4HANA', 'SAP FI'] },
  ),
  q(
    'sentence-fr',
    { brief: 'Formateur Excel et Power BI pour nos équipes à Lille, en présentiel' },
    { occ: ['trainer'], skills: ['Excel', 'Power BI'], place: LILLE, remote: 'site' },
  ),
  q(
    'sentence-fr',
    { brief: 'Il nous faut un acheteur industriel confirmé en Auvergne-Rhône-Alpes' },
    { occ: ['buyer'], years: SENIORITY_WORDS.confirme, place: ARA },
  ),

  // ---------------------------------------------------------------- short English sentences
  q(
    'sentence-en',
    { brief: 'Looking for a senior data scientist with NLP experience, remote OK' },
    { occ: ['data-scientist'], years: SENIORITY_WORDS.senior, skills: ['NLP'], remote: 'remote-ok' },
  ),
  q(
    'sentence-en',
    { brief: 'Need a French-English translator for legal documents' },
    { occ: ['translator'], skills: ['Traduction juridique'], lang: [{ lang: 'Anglais', min: 'C1' }] },
  ),
  q(
    'sentence-en',
    { brief: 'We need a fractional CFO for a Series A startup in Paris' },
    {
      occ: ['daf'],
      near: ['controller'],
      days: ['1', '2', '3'],
      sectors: ['startup', 'saas', 'fintech'],
      place: PARIS,
    },
  ),
  q(
    'sentence-en',
    { brief: 'Senior DevOps engineer, Kubernetes and GCP, available in December' },
    {
      occ: ['devops'],
      near: ['cloud-architect'],
      years: SENIORITY_WORDS.senior,
      skills: ['Kubernetes', 'GCP'],
      by: '2026-12-31',
    },
  ),
  q(
    'sentence-en',
    { brief: 'Freelance recruiter to hire 10 developers in Brussels' },
    { occ: ['recruiter'], anySkill: ['Recrutement IT'], place: BRUXELLES },
  ),
  q(
    'sentence-en',
    { brief: 'Product marketing manager for a B2B SaaS launch, fluent English' },
    { occ: ['product-marketing'], sectors: ['saas'], lang: [{ lang: 'Anglais', min: 'C1' }] },
  ),

  // ---------------------------------------------------------------- pasted job ads
  q(
    'job-ad',
    {
      brief: `Mission freelance - Développeur Full Stack Node.js / React (H/F)
Localisation : Nantes (44), 2 jours de télétravail par semaine
Démarrage : début janvier 2027 - Durée : 6 mois renouvelable
TJM : 450 à 550 € HT

Notre client, éditeur d'une plateforme SaaS B2B en forte croissance, renforce son équipe produit. Vous participerez au développement de nouvelles fonctionnalités côté API (Node.js, TypeScript) et front (React), aux revues de code et à l'amélioration continue de la CI.

Profil recherché :
- 3 ans minimum d'expérience en développement full stack JavaScript
- Maîtrise de Node.js, React et TypeScript ; PostgreSQL apprécié
- Autonomie, goût du travail en équipe agile`,
    },
    {
      occ: ['dev-fullstack-js'],
      near: ['dev-front'],
      skills: ['Node.js', 'React'],
      place: NANTES,
      years: { min: 3, slack: 1 },
      remote: 'hybrid',
      maxRate: 550,
      by: '2027-01-08',
    },
  ),
  q(
    'job-ad',
    {
      brief: `Chef de projet CRM / Marketing automation – freelance
Paris 9e, hybride (3 jours sur site)
Mission longue : 12 mois

Au sein de la direction marketing client d'une enseigne retail, vous pilotez le programme relationnel : scénarios d'automation dans Salesforce Marketing Cloud, segmentation, plan de campagnes emailing et SMS, reporting de performance. Vous coordonnez l'agence et les équipes data.

Compétences : Salesforce Marketing Cloud (SFMC) indispensable, SQL, connaissance du retail appréciée.`,
    },
    {
      occ: ['crm'],
      skills: ['Salesforce Marketing Cloud'],
      place: PARIS,
      remote: 'hybrid',
      durations: ['6 a 12 mois', '> 12 mois'],
    },
  ),
  q(
    'job-ad',
    {
      brief: `Consultant(e) conduite du changement – déploiement ERP
Lieu : Lyon, présence 4 jours par semaine
Démarrage ASAP, 6 mois

Dans le cadre du déploiement d'un nouvel ERP dans un groupe industriel, vous accompagnez les équipes métiers : analyse d'impacts, plan de communication, plan de formation, animation du réseau de key users. Expérience d'un déploiement ERP (SAP ou autre) exigée.`,
    },
    { occ: ['change-manager'], near: ['transformation'], anySkill: ['Déploiement ERP'], place: LYON, days: ['4'] },
  ),
  q(
    'job-ad',
    {
      brief: `Freelance Data Engineer – Luxembourg (banking)
Our client, a private bank in Luxembourg-Kirchberg, is looking for a Data Engineer to join its data platform team.
- Build and maintain batch and streaming pipelines on Databricks (Spark, Delta Lake)
- Work with risk and finance teams on regulatory reporting
- On site 3 days a week, remote the rest of the time
Requirements: 4+ years as a data engineer, Spark, Python, SQL, Databricks; banking experience is a strong plus. English required, French appreciated.
Start: January. Duration: 12 months.`,
    },
    {
      occ: ['data-engineer'],
      skills: ['Spark', 'Databricks'],
      place: LUX,
      sectors: ['banque'],
      years: { min: 4, slack: 1 },
      lang: [{ lang: 'Anglais', min: 'B2' }],
    },
  ),
  q(
    'job-ad',
    {
      brief: `Senior Product Designer (freelance, fully remote)
We are a Paris-based fintech building a payments app for SMEs. We need a senior product designer for 6 months to own the end-to-end design of our onboarding and card management flows.
You will: run discovery and user research, design in Figma, extend our design system, test with users, work daily with the PM and engineers.
You have: 7+ years in product/UX design, a strong portfolio on B2B or fintech products, fluent English (the team works in English).`,
    },
    {
      occ: ['ux-designer'],
      near: ['ui-designer'],
      years: { min: 7, slack: 2 },
      skills: ['Figma', 'Design System'],
      remote: 'full',
      sectors: ['fintech', 'banque'],
      lang: [{ lang: 'Anglais', min: 'C1' }],
    },
  ),
  q(
    'job-ad',
    {
      brief: `Gestionnaire de paie H/F – mission freelance à temps partiel
Toulouse (31) – 2 à 3 jours par semaine
Cabinet d'expertise comptable, portefeuille de 40 TPE/PME multi-conventions.
Missions : traitement de la paie sous Silae, DSN, gestion des entrées/sorties, réponses aux questions des clients.
Profil : expérience confirmée en paie, maîtrise de Silae indispensable.`,
    },
    { occ: ['payroll'], skills: ['Silae'], place: TOULOUSE, days: ['2', '3'] },
  ),
  q(
    'job-ad',
    {
      brief: `Traffic manager SEA / Social Ads – freelance
Agence e-commerce basée à Lille, démarrage ASAP.
Vous gérez les campagnes Google Ads (Search, Shopping, PMax) et Meta Ads de nos clients retail, optimisez les enchères et le ROAS, et produisez les reportings Looker Studio.
2 ans d'expérience minimum sur Google Ads et Meta Ads.`,
    },
    { occ: ['sea'], near: ['marketing-digital'], skills: ['Google Ads', 'Meta Ads'], place: LILLE, now: true },
  ),
];
