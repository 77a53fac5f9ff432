/* Queries of set 22, typed the way an account manager of an IT services firm types them. Judges use judge.ts. */
import { J, JOr, cityPlace, deptPlace, regionPlace, countryPlace, hasSkill, type Truth } from './judge';

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

const INDUSTRY = ['industrie', 'aéronautique', 'automobile', 'agroalimentaire', 'pharma', 'défense'];
const SAP = ['sap-fico', 'sap-mm-sd', 'sap-abap'];

export const QUERIES: Query[] = [
  // ---------------------------------------------------------------- IT abbreviations
  { kind: 'abbrev-it', body: { keywords: 'AMOA banque' }, judge: J({ occ: ['amoa'], sector: 'banque' }) },
  { kind: 'abbrev-it', body: { keywords: 'PMO Planisware' }, judge: J({ occ: ['pmo'], skills: ['Planisware'] }) },
  { kind: 'abbrev-it', body: { keywords: 'RSSI' }, judge: J({ occ: ['ciso'] }) },
  { kind: 'abbrev-it', body: { keywords: 'SRE k8s' }, judge: J({ occ: ['sre'], skills: ['Kubernetes'] }) },
  { kind: 'abbrev-it', body: { keywords: 'DBA Oracle' }, judge: J({ occ: ['dba'], skills: ['Oracle Database'] }) },
  { kind: 'abbrev-it', body: { keywords: 'PO SAFe' }, judge: J({ occ: ['product-owner'], skills: ['SAFe'] }) },
  { kind: 'abbrev-it', body: { keywords: 'SAP FICO S4' }, judge: J({ occ: ['sap-fico'], skills: ['S/4HANA'] }) },
  {
    kind: 'abbrev-it',
    body: { keywords: 'D365 F&O' },
    judge: J({ occ: ['dynamics-consultant'], skills: ['Dynamics 365 Finance & Operations'] }),
  },
  { kind: 'abbrev-it', body: { keywords: 'SOC N2 Splunk' }, judge: J({ occ: ['soc-analyst'], skills: ['Splunk'] }) },
  { kind: 'abbrev-it', body: { keywords: 'SFDC admin' }, judge: J({ occ: ['salesforce-consultant'] }) },
  // ---------------------------------------------------------------- business abbreviations
  {
    kind: 'abbrev-biz',
    body: { keywords: 'CDG industriel' },
    judge: J({ occ: ['management-controller'], sector: INDUSTRY }),
  },
  {
    kind: 'abbrev-biz',
    body: { keywords: 'RAF PME' },
    judge: J({ occ: ['cfo'], near: ['management-controller', 'accountant', 'consolidation'] }),
    note: 'RAF: responsable administratif et financier',
  },
  { kind: 'abbrev-biz', body: { keywords: 'DAF transition' }, judge: J({ occ: ['cfo'] }) },
  { kind: 'abbrev-biz', body: { keywords: 'RRH 69' }, judge: J({ occ: ['hr-manager'], place: deptPlace('69', '84') }) },
  { kind: 'abbrev-biz', body: { keywords: 'resp ADV' }, judge: J({ occ: ['sales-admin'] }) },
  { kind: 'abbrev-biz', body: { keywords: 'QHSE BTP' }, judge: J({ occ: ['qhse-manager'], sector: 'BTP' }) },
  { kind: 'abbrev-biz', body: { keywords: 'OPC bâtiment' }, judge: J({ occ: ['construction-pm'] }) },
  { kind: 'abbrev-biz', body: { keywords: 'S&OP demand planner' }, judge: J({ occ: ['supply-planner'] }) },
  {
    kind: 'abbrev-biz',
    body: { keywords: 'gest paie DSN Silae' },
    judge: J({ occ: ['payroll'], skills: ['DSN', 'Silae'] }),
  },
  {
    kind: 'abbrev-biz',
    body: { keywords: 'CAO CATIA V5' },
    judge: J({ occ: ['mechanical-engineer'], skills: ['CATIA'] }),
  },
  {
    kind: 'abbrev-biz',
    body: { keywords: 'conduc trav GO' },
    judge: J({ occ: ['works-engineer'], skills: ['Gros œuvre'] }),
    note: 'conducteur de travaux gros oeuvre',
  },
  {
    kind: 'abbrev-biz',
    body: { keywords: 'IQF automobile' },
    judge: J({ occ: ['quality-engineer'], sector: 'automobile' }),
  },
  // ---------------------------------------------------------------- English titles
  { kind: 'title-en', body: { keywords: 'Financial Controller' }, judge: J({ occ: ['management-controller'] }) },
  { kind: 'title-en', body: { keywords: 'DevOps Engineer AWS' }, judge: J({ occ: ['devops'], skills: ['AWS'] }) },
  {
    kind: 'title-en',
    body: { keywords: 'Buyer aerospace' },
    judge: J({ occ: ['buyer', 'category-manager'], sector: 'aéronautique' }),
  },
  { kind: 'title-en', body: { keywords: 'Payroll Specialist' }, judge: J({ occ: ['payroll'] }) },
  { kind: 'title-en', body: { keywords: 'Mechanical Design Engineer' }, judge: J({ occ: ['mechanical-engineer'] }) },
  {
    kind: 'title-en',
    body: { keywords: 'Cloud Architect Azure' },
    judge: J({ occ: ['cloud-architect'], skills: ['Azure'] }),
  },
  { kind: 'title-en', body: { keywords: 'Test Manager' }, judge: J({ occ: ['test-manager'] }) },
  { kind: 'title-en', body: { keywords: 'HR Business Partner' }, judge: J({ occ: ['hr-manager'] }) },
  { kind: 'title-en', body: { keywords: 'Penetration tester OSCP' }, judge: J({ occ: ['pentester'], cert: ['OSCP'] }) },
  { kind: 'title-en', body: { keywords: 'Site manager construction' }, judge: J({ occ: ['works-engineer'] }) },
  { kind: 'title-en', body: { keywords: 'Sales Operations Manager' }, judge: J({ occ: ['sales-ops'] }) },
  {
    kind: 'title-en',
    body: { keywords: 'Network Engineer Cisco' },
    judge: J({ occ: ['network-engineer'], skills: ['Cisco'] }),
  },
  // ---------------------------------------------------------------- French titles (feminine, no accents)
  { kind: 'title-fr', body: { keywords: 'controleuse de gestion' }, judge: J({ occ: ['management-controller'] }) },
  { kind: 'title-fr', body: { keywords: 'acheteuse' }, judge: J({ occ: ['buyer', 'category-manager'] }) },
  { kind: 'title-fr', body: { keywords: 'cheffe de projet informatique' }, judge: J({ occ: ['it-project-manager'] }) },
  { kind: 'title-fr', body: { keywords: 'developpeuse java' }, judge: J({ occ: ['dev-java'] }) },
  { kind: 'title-fr', body: { keywords: 'ingenieure methodes' }, judge: J({ occ: ['methods-engineer'] }) },
  { kind: 'title-fr', body: { keywords: 'gestionnaire de paie' }, judge: J({ occ: ['payroll'] }) },
  { kind: 'title-fr', body: { keywords: 'chargee de recrutement' }, judge: J({ occ: ['recruiter'] }) },
  { kind: 'title-fr', body: { keywords: 'administratrice systemes linux' }, judge: J({ occ: ['sysadmin-linux'] }) },
  { kind: 'title-fr', body: { keywords: 'consultante salesforce' }, judge: J({ occ: ['salesforce-consultant'] }) },
  { kind: 'title-fr', body: { keywords: 'technicienne support' }, judge: J({ occ: ['support-tech'] }) },
  { kind: 'title-fr', body: { keywords: 'formatrice bureautique' }, judge: J({ occ: ['trainer-it'] }) },
  { kind: 'title-fr', body: { keywords: 'conductrice de travaux' }, judge: J({ occ: ['works-engineer'] }) },
  // ---------------------------------------------------------------- places
  { kind: 'place', body: { keywords: 'devops Lyon' }, judge: J({ occ: ['devops'], place: cityPlace('lyon03') }) },
  { kind: 'place', body: { keywords: 'consultant SAP IDF' }, judge: J({ occ: SAP, place: regionPlace('11') }) },
  {
    kind: 'place',
    body: { keywords: 'comptable 33' },
    judge: J({ occ: ['accountant'], place: deptPlace('33', '75') }),
  },
  {
    kind: 'place',
    body: { keywords: 'chef de projet Toulouse' },
    judge: J({
      occ: ['it-project-manager', 'construction-pm'],
      near: ['programme-manager', 'pmo', 'digital-marketing'],
      place: cityPlace('toulouse'),
    }),
  },
  {
    kind: 'place',
    body: { keywords: 'ingé qualité HDF' },
    judge: J({ occ: ['quality-engineer'], place: regionPlace('32') }),
  },
  {
    kind: 'place',
    body: { keywords: 'data engineer Bruxelles' },
    judge: J({ occ: ['data-engineer'], place: cityPlace('bruxelles') }),
  },
  {
    kind: 'place',
    body: { keywords: 'contrôleur de gestion Genève' },
    judge: J({ occ: ['management-controller'], place: cityPlace('geneve') }),
  },
  { kind: 'place', body: { keywords: 'java Luxembourg' }, judge: J({ occ: ['dev-java'], place: countryPlace('LU') }) },
  { kind: 'place', body: { keywords: 'développeur PACA' }, judge: J({ fam: ['dev'], place: regionPlace('93') }) },
  {
    kind: 'place',
    body: { keywords: 'acheteur Nantes' },
    judge: J({ occ: ['buyer', 'category-manager'], place: cityPlace('nantes') }),
  },
  {
    kind: 'place',
    body: { keywords: 'support informatique 974' },
    judge: J({ occ: ['support-tech'], place: deptPlace('974', '04') }),
  },
  { kind: 'place', body: { keywords: 'RH Suisse' }, judge: J({ fam: ['hr'], place: countryPlace('CH') }) },
  {
    kind: 'place',
    body: { keywords: 'ingénieur méthodes', workAreas: ['auvergne-rhone-alpes'] },
    judge: J({ occ: ['methods-engineer'], place: regionPlace('84') }),
  },
  // ---------------------------------------------------------------- seniority and years
  { kind: 'seniority', body: { keywords: 'data analyst junior' }, judge: J({ occ: ['data-analyst'], sen: 'junior' }) },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet SI senior' },
    judge: J({ occ: ['it-project-manager'], sen: 'senior' }),
  },
  { kind: 'seniority', body: { keywords: 'lead dev java' }, judge: J({ occ: ['dev-java'], sen: 'lead' }) },
  { kind: 'seniority', body: { keywords: 'DevOps confirmé' }, judge: J({ occ: ['devops'], sen: 'confirme' }) },
  { kind: 'seniority', body: { keywords: 'expert SAP FICO' }, judge: J({ occ: ['sap-fico'], sen: 'expert' }) },
  {
    kind: 'seniority',
    body: { keywords: 'acheteur 10+ ans' },
    judge: J({ occ: ['buyer', 'category-manager'], minYears: 10 }),
  },
  { kind: 'seniority', body: { keywords: 'comptable 5 ans' }, judge: J({ occ: ['accountant'], minYears: 5 }) },
  {
    kind: 'seniority',
    body: { keywords: 'tech lead react' },
    judge: J({ occ: ['dev-js'], sen: 'lead', skills: ['React'] }),
  },
  { kind: 'seniority', body: { keywords: 'scrum master sénior' }, judge: J({ occ: ['scrum-master'], sen: 'senior' }) },
  {
    kind: 'seniority',
    body: { keywords: 'business analyst', seniority: ['confirme'] },
    judge: J({ occ: ['business-analyst'], sen: 'confirme' }),
  },
  // ---------------------------------------------------------------- availability and remote
  {
    kind: 'availability',
    body: { keywords: 'dev python full remote' },
    judge: J({ occ: ['dev-python'], remote: 'full' }),
  },
  { kind: 'availability', body: { keywords: 'PMO dispo immédiatement' }, judge: J({ occ: ['pmo'], avail: 'now' }) },
  {
    kind: 'availability',
    body: { keywords: 'contrôleur de gestion dispo asap' },
    judge: J({ occ: ['management-controller'], avail: 'now' }),
  },
  {
    kind: 'availability',
    body: { keywords: 'consultant BI télétravail' },
    judge: J({ occ: ['bi-consultant'], remote: 'any-remote' }),
  },
  {
    kind: 'availability',
    body: { keywords: 'technicien support sur site Lille' },
    judge: J({ occ: ['support-tech'], remote: 'onsite', place: cityPlace('lille') }),
  },
  {
    kind: 'availability',
    body: { keywords: 'gestionnaire paie temps partiel 3j/semaine' },
    judge: J({ occ: ['payroll'], days: 3 }),
  },
  {
    kind: 'availability',
    body: { keywords: 'data engineer dispo janvier' },
    judge: J({ occ: ['data-engineer'], avail: '2027-01-31' }),
  },
  {
    kind: 'availability',
    body: { keywords: 'scrum master', available: true },
    judge: J({ occ: ['scrum-master'], avail: 'now' }),
  },
  // ---------------------------------------------------------------- skill combinations
  {
    kind: 'skills',
    body: { keywords: 'Terraform AWS Kubernetes' },
    judge: J({ skills: ['Terraform', 'AWS', 'Kubernetes'] }),
  },
  {
    kind: 'skills',
    body: { keywords: 'Power BI DAX SQL Server' },
    judge: J({ skills: ['Power BI', 'DAX', 'SQL Server'] }),
  },
  { kind: 'skills', body: { keywords: 'Spark Scala Kafka' }, judge: J({ skills: ['Spark', 'Scala', 'Kafka'] }) },
  {
    kind: 'skills',
    body: { keywords: 'React TypeScript Next.js' },
    judge: J({ skills: ['React', 'TypeScript', 'Next.js'] }),
  },
  { kind: 'skills', body: { keywords: 'Kafka Spring Boot' }, judge: J({ skills: ['Kafka', 'Spring Boot'] }) },
  {
    kind: 'skills',
    body: { keywords: 'Apex LWC', skills: ['salesforce', 'apex'] },
    judge: J({ skills: ['Salesforce', 'Apex', 'LWC'] }),
  },
  // ---------------------------------------------------------------- combinations of occupation, place, seniority, ...
  {
    kind: 'combo',
    body: { keywords: 'consultante SAP FICO Lyon senior anglais courant' },
    judge: J({ occ: ['sap-fico'], place: cityPlace('lyon03'), sen: 'senior', lang: [['en', 'C1']] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'devops AWS Paris dispo TJM 600' },
    judge: J({ occ: ['devops'], skills: ['AWS'], place: cityPlace('paris11'), avail: 'now', maxRate: 600 }),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur qualité automobile IATF Lyon' },
    judge: J({ occ: ['quality-engineer'], sector: 'automobile', skills: ['IATF 16949'], place: cityPlace('lyon03') }),
  },
  {
    kind: 'combo',
    body: { keywords: 'acheteur industriel allemand courant Strasbourg' },
    judge: J({ occ: ['buyer'], lang: [['de', 'C1']], place: cityPlace('strasbourg') }),
  },
  {
    kind: 'combo',
    body: { keywords: 'data engineer GCP BigQuery remote' },
    judge: J({ occ: ['data-engineer'], skills: ['GCP', 'BigQuery'], remote: 'any-remote' }),
  },
  // ---------------------------------------------------------------- keyword grammar
  {
    kind: 'grammar',
    body: { keywords: '"contrôle de gestion" industrie' },
    judge: J({ occ: ['management-controller'], sector: INDUSTRY }),
  },
  { kind: 'grammar', body: { keywords: 'Scrum Master OR "coach agile"' }, judge: J({ occ: ['scrum-master'] }) },
  {
    kind: 'grammar',
    body: { keywords: 'Java -Angular' },
    judge: J({ occ: ['dev-java'], not: (t) => hasSkill(t, 'Angular') }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"Product Owner" -junior' },
    judge: J({ occ: ['product-owner'], not: (t) => t.years <= 2 }),
  },
  { kind: 'grammar', body: { keywords: 'Kubernetes OR k8s' }, judge: J({ skills: ['Kubernetes'] }) },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" -informatique' },
    judge: J({ occ: ['construction-pm', 'digital-marketing'], near: ['logistics-manager'], not: (t) => t.it }),
    note: 'non-IT project managers',
  },
  {
    kind: 'grammar',
    body: { keywords: 'SAP -ABAP' },
    judge: J({ occ: ['sap-fico', 'sap-mm-sd'], not: (t) => t.occ === 'sap-abap' || hasSkill(t, 'ABAP') }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'DevOps OR SRE -Azure' },
    judge: J({ occ: ['devops', 'sre'], not: (t) => hasSkill(t, 'Azure') }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"Dynamics 365" OR Salesforce -développeur' },
    judge: JOr(
      { occ: ['dynamics-consultant'], not: (t) => t.occ === 'salesforce-dev' },
      { occ: ['salesforce-consultant'], not: (t) => t.occ === 'salesforce-dev' },
    ),
  },
  // ================================================================ briefs: sentences
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'Je cherche un consultant SAP FICO senior pour une migration S/4HANA chez un industriel lyonnais, démarrage début janvier.',
    },
    judge: J({
      occ: ['sap-fico'],
      sen: 'senior',
      skills: ['S/4HANA'],
      place: cityPlace('lyon03'),
      avail: '2027-01-11',
    }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        "Besoin d'une contrôleuse de gestion industrielle sur Rouen ou Le Havre, 3 jours par semaine, mission de 6 mois.",
    },
    judge: J({ occ: ['management-controller'], place: [cityPlace('rouen'), cityPlace('lehavre')], days: 3 }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'On cherche un ingé réseau Cisco / Fortinet pour un déploiement SD-WAN, full remote possible, dispo rapidement.',
    },
    judge: J({ occ: ['network-engineer'], skills: ['Fortinet'], avail: 'now' }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        "Quelqu'un pour reprendre la paie de 300 salariés sous Silae en Bretagne, idéalement disponible début janvier.",
    },
    judge: J({ occ: ['payroll'], skills: ['Silae'], place: regionPlace('53'), avail: '2027-01-05' }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief: 'Un RSSI de transition pour préparer la conformité NIS2 dans un établissement de santé à Bordeaux.',
    },
    judge: J({ occ: ['ciso'], skills: ['NIS2'], place: cityPlace('bordeaux') }),
  },
  {
    kind: 'sentence-en',
    body: {
      brief:
        'Looking for a senior Data Engineer with Databricks and Airflow, based in Brussels or open to Belgium, fluent English.',
    },
    judge: J({
      occ: ['data-engineer'],
      skills: ['Databricks', 'Airflow'],
      sen: 'senior',
      place: countryPlace('BE'),
      lang: [['en', 'C1']],
    }),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Need a Salesforce admin for a 3 month assignment in Geneva, French and English required.' },
    judge: J({ occ: ['salesforce-consultant'], place: cityPlace('geneve'), lang: [['en', 'B2']] }),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'We need an interim HR manager for a manufacturing site near Lille, on site, starting ASAP.' },
    judge: J({ occ: ['hr-manager'], place: cityPlace('lille'), remote: 'onsite', avail: 'now' }),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Experienced scrum master to coach three teams in a Luxembourg bank, German is a plus.' },
    judge: J({ occ: ['scrum-master'], minYears: 5, place: countryPlace('LU'), sector: 'banque' }),
  },
  // ================================================================ briefs: pasted job ads
  {
    kind: 'job-ad-fr',
    body: {
      brief: `Ingénieur DevOps AWS / Kubernetes (H/F) - Lyon - Freelance

Qui sommes-nous ? ESN lyonnaise de 250 collaborateurs, nous accompagnons les grands comptes de la région Auvergne-Rhône-Alpes dans leur transformation cloud. Certifiée Great Place to Work, nous misons sur l'expertise technique et la proximité.

Le contexte : pour notre client, un acteur majeur de la distribution spécialisée, nous renforçons l'équipe plateforme (12 personnes) qui héberge le site e-commerce et les applications magasins.

Vos missions :
- Concevoir et maintenir l'infrastructure AWS (EKS, RDS, S3, IAM) en infrastructure as code (Terraform)
- Faire évoluer les pipelines CI/CD GitLab
- Administrer les clusters Kubernetes, Helm, ArgoCD
- Mettre en place la supervision (Prometheus, Grafana) et participer aux astreintes
- Accompagner les équipes de développement sur les bonnes pratiques DevOps

Profil recherché :
- 3 ans minimum d'expérience sur un poste DevOps
- Solide maîtrise d'AWS et de Kubernetes, Terraform apprécié
- Anglais technique

Conditions : démarrage ASAP, mission de 12 mois renouvelable, 2 jours de télétravail par semaine, présence sur site à Lyon (Part-Dieu) le reste du temps. TJM selon profil.`,
    },
    judge: J({ occ: ['devops'], skills: ['AWS', 'Kubernetes'], place: cityPlace('lyon03'), minYears: 3, avail: 'now' }),
  },
  {
    kind: 'job-ad-fr',
    body: {
      brief: `Acheteur industriel H/F - secteur aéronautique - Toulouse

Notre client, équipementier aéronautique de rang 1 (1 200 salariés), recherche dans le cadre d'un surcroît d'activité un acheteur industriel en mission freelance.

Missions :
- Gestion d'un portefeuille de fournisseurs de pièces usinées et de tôlerie
- Négociation des contrats et des prix, suivi des plans de réduction des coûts
- Sourcing et qualification de nouveaux fournisseurs, en lien avec la qualité
- Suivi de la performance fournisseurs (OTD, qualité) et animation des revues

Profil :
- Formation supérieure (école de commerce ou d'ingénieur)
- 5 ans d'expérience minimum aux achats, idéalement en aéronautique
- Anglais courant indispensable (fournisseurs internationaux)
- La connaissance de SAP MM est un plus

Mission de 6 mois, sur site à Toulouse / Blagnac, démarrage janvier.`,
    },
    judge: J({
      occ: ['buyer'],
      place: cityPlace('toulouse'),
      minYears: 5,
      lang: [['en', 'C1']],
      sector: 'aéronautique',
    }),
  },
  {
    kind: 'job-ad-fr',
    body: {
      brief: `Mission : Pilote OPC / chef de projet construction - Marseille (13)

Dans le cadre de la construction d'un immeuble de bureaux de 9 000 m² (R+6, certification HQE), un promoteur marseillais recherche un pilote OPC expérimenté.
Vous assurez l'ordonnancement, le pilotage et la coordination des 18 lots, le suivi du planning travaux, l'animation des réunions de chantier et la préparation des opérations de réception.
Profil : ingénieur ou équivalent, au moins 5 ans d'expérience en OPC ou en maîtrise d'œuvre d'exécution, maîtrise de MS Project.
Durée : 14 mois. Présence sur chantier 4 jours par semaine.`,
    },
    judge: J({ occ: ['construction-pm'], skills: ['OPC'], place: cityPlace('marseille'), minYears: 5 }),
  },
  {
    kind: 'job-ad-fr',
    body: {
      brief: `Consultant(e) AMOA assurance vie - Niort

Au sein de la direction des systèmes d'information d'une mutuelle niortaise, vous intervenez sur le projet de refonte de l'outil de gestion des contrats d'épargne et d'assurance vie.
Vos activités : recueil et formalisation des besoins métier, rédaction des spécifications fonctionnelles, préparation et exécution de la recette, accompagnement du changement auprès des gestionnaires.
Vous justifiez d'une expérience significative en AMOA dans le secteur de l'assurance. Connaissance de l'épargne appréciée.
Démarrage : février 2027. Télétravail : 2 jours par semaine.`,
    },
    judge: J({ occ: ['amoa'], sector: 'assurance', place: cityPlace('niort') }),
  },
  {
    kind: 'job-ad-fr',
    body: {
      brief: `Technicien support N2 H/F - Saint-Denis (La Réunion)

Pour le compte d'une collectivité territoriale, nous recherchons un technicien support de niveau 2 pour une mission de 6 mois renouvelable.
Vous prenez en charge les incidents escaladés par le centre de services, assurez le support de proximité auprès de 800 utilisateurs, la masterisation et le déploiement des postes Windows 11 et le suivi des tickets dans GLPI.
Profil : Bac+2 en informatique, 2 ans d'expérience minimum en support. Poste 100 % sur site.`,
    },
    judge: J({ occ: ['support-tech'], place: deptPlace('974', '04'), remote: 'onsite' }),
  },
  {
    kind: 'job-ad-fr',
    body: {
      brief: `Ingénieur qualité fournisseurs automobile - Doubs (25)

Équipementier automobile implanté dans le Pays de Montbéliard, notre client recherche un ingénieur qualité fournisseurs en renfort pour 9 mois.
Missions : traitement des non-conformités fournisseurs (8D), validation des dossiers PPAP, audits process, suivi des plans d'actions et des indicateurs ppm.
Profil : 5 ans d'expérience en qualité automobile, maîtrise de l'IATF 16949 et des core tools (APQP, PPAP, AMDEC, SPC).
Déplacements ponctuels chez les fournisseurs.`,
    },
    judge: J({ occ: ['quality-engineer'], skills: ['PPAP'], sector: 'automobile', place: deptPlace('25', '27') }),
  },
  {
    kind: 'job-ad-en',
    body: {
      brief: `Senior Java Developer - Financial services - Luxembourg

About us: we are a Luxembourg-based IT consultancy of 400 people serving banks, fund administrators and insurers across the Grand Duchy.

The assignment: our client, a custodian bank, is rebuilding its transaction processing platform as event-driven microservices.

Responsibilities:
- Design and build Java 17 / Spring Boot microservices
- Implement Kafka producers and consumers, schema registry
- Write unit and integration tests, take part in code reviews
- Work with the architects and the DevOps team on Kubernetes deployments

Requirements:
- 7+ years of Java development, including Kafka in production
- Experience in banking or financial services is a strong plus
- French and English (German is a plus)

Conditions: 12 months, on site 3 days a week in Luxembourg-Kirchberg, start in January.`,
    },
    judge: J({ occ: ['dev-java'], skills: ['Kafka'], sen: 'senior', place: countryPlace('LU') }),
  },
  {
    kind: 'job-ad-en',
    body: {
      brief: `SAP FI/CO Consultant (S/4HANA) - Brussels, Belgium

Our client, an international chemicals group headquartered in Brussels, is moving its finance processes to S/4HANA.
You will run the FI/CO stream: fit-gap workshops, configuration of GL, AP, AR, asset accounting and controlling, data migration and user training.
We are looking for at least 5 years of hands-on SAP FI/CO experience, ideally one full S/4HANA implementation. French and English required, Dutch appreciated.
Hybrid: 3 days on site. Duration 9 months.`,
    },
    judge: J({ occ: ['sap-fico'], place: countryPlace('BE'), skills: ['S/4HANA'], minYears: 5 }),
  },
  {
    kind: 'job-ad-en',
    body: {
      brief: `Power BI Consultant - fully remote (France)

A fast-growing data consultancy is looking for a freelance Power BI consultant for a retail client.
Scope: build finance and sales dashboards, DAX measures, data models on top of Azure SQL, row-level security, and coach key users.
3+ years of Power BI, strong DAX. 100% remote, French speaking team. Start ASAP, 6 months.`,
    },
    judge: J({ occ: ['bi-consultant'], skills: ['Power BI'], remote: 'full', minYears: 3 }),
  },
  {
    kind: 'job-ad-en',
    body: {
      brief: `Interim Financial Controller - Zurich / Basel (Switzerland)

A Swiss medtech company needs an interim financial controller to cover a leave of absence.
Monthly closing, budget and forecast, variance analysis, reporting to the group in IFRS. German fluent, English required. On site in Basel 4 days a week.`,
    },
    judge: J({ occ: ['management-controller'], place: countryPlace('CH'), lang: [['de', 'C1']] }),
  },
  {
    kind: 'job-ad-en',
    body: {
      brief: `SOC Analyst (L2) - Paris - cybersecurity

Our client, a major insurer, is extending its security operations centre.
You will triage and investigate alerts on Splunk or Microsoft Sentinel, handle incident response, write detection rules and improve playbooks.
2+ years in a SOC, good English. Paris, hybrid (2 days remote).`,
    },
    judge: J({
      occ: ['soc-analyst'],
      anySkills: ['Splunk', 'Sentinel'],
      place: regionPlace('11'),
      lang: [['en', 'B2']],
    }),
  },
];
