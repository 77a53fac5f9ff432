// Set 14 (blind): the Truth type and the dictionaries the generator and the judgments share.
// Written from scratch on 2026-11-29 from the interface specification only.

export type Family = 'dev' | 'ops' | 'data' | 'cyber' | 'product' | 'design' | 'erp' | 'qa' | 'marketing' | 'nonit';

export type Occ =
  | 'dev-back'
  | 'dev-front'
  | 'dev-full'
  | 'dev-mobile'
  | 'dev-embedded'
  | 'tech-lead'
  | 'archi-logiciel'
  | 'dba'
  | 'devops'
  | 'sre'
  | 'cloud-archi'
  | 'sysadmin'
  | 'data-eng'
  | 'data-sci'
  | 'ml-eng'
  | 'data-analyst'
  | 'bi'
  | 'pentester'
  | 'rssi'
  | 'soc'
  | 'cyber-grc'
  | 'iam'
  | 'po'
  | 'pm'
  | 'sm'
  | 'cdp'
  | 'amoa'
  | 'pmo'
  | 'ux'
  | 'ui'
  | 'product-designer'
  | 'sap-fonc'
  | 'sap-abap'
  | 'salesforce'
  | 'dynamics'
  | 'qa-test'
  | 'qa-auto'
  | 'seo'
  | 'sea'
  | 'growth'
  | 'daf'
  | 'cdg'
  | 'recruteur'
  | 'juriste';

export type Level = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'onsite' | 'hybrid' | 'full';
export type LangLevel = 'basic' | 'professional' | 'fluent' | 'native';
export type Duration = '<3' | '3-6' | '6-12' | '>12';

export interface Home {
  city: string;
  zip: string;
  dept: string; // FR department code, BE province code, '' elsewhere
  region: string; // FR region code, BE region code, CH canton, LU canton
  regionName: string;
  country: 'FR' | 'BE' | 'CH' | 'LU';
}
export interface AreaTruth {
  type: 'ville' | 'departement' | 'region' | 'pays';
  country: string;
  region?: string;
  dept?: string;
  city?: string;
  zip?: string;
}

/** What the freelancer truly is. Judgments read this only. */
export interface Truth {
  id: string;
  occ: Occ;
  family: Family;
  /** cdp: 'si' | 'digital' | 'infra' | 'data' | 'erp'; sm: 'coach' or ''; salesforce: 'dev' | 'fonc'; juriste: speciality */
  flavor: string;
  gender: 'f' | 'm';
  skills: string[]; // canonical keys (see SKILLS)
  certs: string[]; // canonical keys (see CERTS)
  sectors: string[]; // keys of SECTORS
  years: number;
  level: Level;
  declaredSeniority: '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
  home: Home;
  areas: AreaTruth[];
  remote: Remote[]; // what the freelancer accepts; never empty
  available: boolean; // available now
  availableFrom: string | null; // ISO date when not available now
  rate: number | null; // day rate in EUR, null when the freelancer states none
  days: number[]; // days a week accepted; empty = no preference
  durations: Duration[]; // mission lengths accepted; empty = no preference
  langs: { code: string; level: LangLevel }[];
  textLang: 'fr' | 'en';
  openToCdi: boolean;
}

export const TODAY = '2026-11-29';

export function levelOf(years: number): Level {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

export const OCC_FAMILY: Record<Occ, Family> = {
  'dev-back': 'dev',
  'dev-front': 'dev',
  'dev-full': 'dev',
  'dev-mobile': 'dev',
  'dev-embedded': 'dev',
  'tech-lead': 'dev',
  'archi-logiciel': 'dev',
  dba: 'dev',
  devops: 'ops',
  sre: 'ops',
  'cloud-archi': 'ops',
  sysadmin: 'ops',
  'data-eng': 'data',
  'data-sci': 'data',
  'ml-eng': 'data',
  'data-analyst': 'data',
  bi: 'data',
  pentester: 'cyber',
  rssi: 'cyber',
  soc: 'cyber',
  'cyber-grc': 'cyber',
  iam: 'cyber',
  po: 'product',
  pm: 'product',
  sm: 'product',
  cdp: 'product',
  amoa: 'product',
  pmo: 'product',
  ux: 'design',
  ui: 'design',
  'product-designer': 'design',
  'sap-fonc': 'erp',
  'sap-abap': 'erp',
  salesforce: 'erp',
  dynamics: 'erp',
  'qa-test': 'qa',
  'qa-auto': 'qa',
  seo: 'marketing',
  sea: 'marketing',
  growth: 'marketing',
  daf: 'nonit',
  cdg: 'nonit',
  recruteur: 'nonit',
  juriste: 'nonit',
};

/** Skill dictionary: key -> French display, English display (when different), other spellings CVs use. */
export const SKILLS: Record<string, { fr: string; en?: string; alts?: string[] }> = {
  java: { fr: 'Java', alts: ['Java 17', 'Java/J2EE'] },
  'spring-boot': { fr: 'Spring Boot', alts: ['Spring', 'SpringBoot'] },
  kotlin: { fr: 'Kotlin' },
  python: { fr: 'Python', alts: ['Python 3'] },
  django: { fr: 'Django', alts: ['Django REST Framework'] },
  fastapi: { fr: 'FastAPI' },
  flask: { fr: 'Flask' },
  php: { fr: 'PHP', alts: ['PHP 8'] },
  symfony: { fr: 'Symfony', alts: ['Symfony 6'] },
  laravel: { fr: 'Laravel' },
  javascript: { fr: 'JavaScript', alts: ['ES6', 'Javascript'] },
  typescript: { fr: 'TypeScript', alts: ['Typescript'] },
  nodejs: { fr: 'Node.js', alts: ['NodeJS', 'Node'] },
  nestjs: { fr: 'NestJS' },
  express: { fr: 'Express' },
  react: { fr: 'React', alts: ['React.js', 'ReactJS'] },
  nextjs: { fr: 'Next.js', alts: ['NextJS'] },
  vuejs: { fr: 'Vue.js', alts: ['VueJS', 'Vue 3'] },
  nuxt: { fr: 'Nuxt' },
  angular: { fr: 'Angular', alts: ['Angular 16'] },
  rxjs: { fr: 'RxJS' },
  redux: { fr: 'Redux' },
  csharp: { fr: 'C#' },
  dotnet: { fr: '.NET', alts: ['.NET Core', 'ASP.NET Core'] },
  go: { fr: 'Go', alts: ['Golang'] },
  rust: { fr: 'Rust' },
  ruby: { fr: 'Ruby' },
  rails: { fr: 'Ruby on Rails', alts: ['Rails'] },
  scala: { fr: 'Scala' },
  c: { fr: 'C', alts: ['langage C'] },
  cplusplus: { fr: 'C++', alts: ['C++17'] },
  swift: { fr: 'Swift' },
  swiftui: { fr: 'SwiftUI' },
  android: { fr: 'Android', alts: ['Android SDK'] },
  'jetpack-compose': { fr: 'Jetpack Compose' },
  flutter: { fr: 'Flutter' },
  dart: { fr: 'Dart' },
  'react-native': { fr: 'React Native' },
  firebase: { fr: 'Firebase' },
  graphql: { fr: 'GraphQL' },
  'rest-api': { fr: 'API REST', en: 'REST APIs', alts: ['RESTful'] },
  microservices: { fr: 'Microservices', alts: ['architecture microservices'] },
  kafka: { fr: 'Kafka', alts: ['Apache Kafka'] },
  rabbitmq: { fr: 'RabbitMQ' },
  'html-css': { fr: 'HTML/CSS', alts: ['HTML5', 'CSS3'] },
  tailwind: { fr: 'Tailwind CSS' },
  sass: { fr: 'SASS' },
  jest: { fr: 'Jest' },
  storybook: { fr: 'Storybook' },
  cypress: { fr: 'Cypress' },
  playwright: { fr: 'Playwright' },
  selenium: { fr: 'Selenium', alts: ['Selenium WebDriver'] },
  postman: { fr: 'Postman' },
  jmeter: { fr: 'JMeter' },
  xray: { fr: 'Xray' },
  squash: { fr: 'Squash TM' },
  cucumber: { fr: 'Cucumber', alts: ['Gherkin'] },
  'robot-framework': { fr: 'Robot Framework' },
  postgresql: { fr: 'PostgreSQL', alts: ['Postgres'] },
  mysql: { fr: 'MySQL', alts: ['MariaDB'] },
  oracle: { fr: 'Oracle', alts: ['Oracle Database'] },
  'sql-server': { fr: 'SQL Server', alts: ['MS SQL Server'] },
  mongodb: { fr: 'MongoDB' },
  redis: { fr: 'Redis' },
  elasticsearch: { fr: 'Elasticsearch' },
  sql: { fr: 'SQL' },
  plsql: { fr: 'PL/SQL' },
  docker: { fr: 'Docker' },
  kubernetes: { fr: 'Kubernetes', alts: ['K8s'] },
  helm: { fr: 'Helm' },
  terraform: { fr: 'Terraform' },
  ansible: { fr: 'Ansible' },
  aws: { fr: 'AWS', alts: ['Amazon Web Services'] },
  gcp: { fr: 'GCP', alts: ['Google Cloud'] },
  azure: { fr: 'Azure', alts: ['Microsoft Azure'] },
  'gitlab-ci': { fr: 'GitLab CI', alts: ['GitLab CI/CD'] },
  jenkins: { fr: 'Jenkins' },
  'github-actions': { fr: 'GitHub Actions' },
  argocd: { fr: 'ArgoCD' },
  prometheus: { fr: 'Prometheus' },
  grafana: { fr: 'Grafana' },
  datadog: { fr: 'Datadog' },
  elk: { fr: 'ELK', alts: ['Elastic Stack'] },
  linux: { fr: 'Linux', alts: ['Linux (RHEL, Debian)'] },
  bash: { fr: 'Bash', alts: ['Shell'] },
  openshift: { fr: 'OpenShift' },
  vmware: { fr: 'VMware', alts: ['vSphere'] },
  'windows-server': { fr: 'Windows Server' },
  vault: { fr: 'Vault' },
  'linux-embarque': { fr: 'Linux embarqué', en: 'Embedded Linux' },
  rtos: { fr: 'FreeRTOS', alts: ['RTOS'] },
  yocto: { fr: 'Yocto' },
  stm32: { fr: 'STM32' },
  can: { fr: 'bus CAN', en: 'CAN bus' },
  autosar: { fr: 'AUTOSAR' },
  qt: { fr: 'Qt' },
  pandas: { fr: 'Pandas' },
  numpy: { fr: 'NumPy' },
  'scikit-learn': { fr: 'Scikit-learn', alts: ['sklearn'] },
  tensorflow: { fr: 'TensorFlow' },
  pytorch: { fr: 'PyTorch' },
  spark: { fr: 'Spark', alts: ['Apache Spark', 'PySpark'] },
  databricks: { fr: 'Databricks' },
  airflow: { fr: 'Airflow', alts: ['Apache Airflow'] },
  dbt: { fr: 'dbt' },
  snowflake: { fr: 'Snowflake' },
  bigquery: { fr: 'BigQuery' },
  redshift: { fr: 'Redshift' },
  hadoop: { fr: 'Hadoop' },
  'power-bi': { fr: 'Power BI', alts: ['PowerBI'] },
  dax: { fr: 'DAX' },
  tableau: { fr: 'Tableau' },
  qlik: { fr: 'Qlik Sense', alts: ['QlikView'] },
  looker: { fr: 'Looker' },
  ssis: { fr: 'SSIS' },
  talend: { fr: 'Talend' },
  excel: { fr: 'Excel', alts: ['Excel avancé', 'VBA'] },
  r: { fr: 'R' },
  nlp: { fr: 'NLP', en: 'NLP', alts: ['traitement du langage naturel'] },
  'computer-vision': { fr: 'Vision par ordinateur', en: 'Computer vision' },
  llm: { fr: 'IA générative (LLM)', en: 'Generative AI (LLMs)', alts: ['LLM', 'RAG'] },
  mlflow: { fr: 'MLflow' },
  statistics: { fr: 'Statistiques', en: 'Statistics' },
  scrum: { fr: 'Scrum' },
  kanban: { fr: 'Kanban' },
  safe: { fr: 'SAFe' },
  jira: { fr: 'Jira' },
  confluence: { fr: 'Confluence' },
  'gestion-de-projet': { fr: 'Gestion de projet', en: 'Project management' },
  moa: { fr: 'MOA', en: 'Business analysis (MOA)' },
  recette: { fr: 'Recette', en: 'Acceptance testing (UAT)', alts: ['recette fonctionnelle'] },
  'user-stories': { fr: 'User stories', alts: ['rédaction de user stories'] },
  specs: { fr: 'Spécifications fonctionnelles', en: 'Functional specifications' },
  bpmn: { fr: 'BPMN' },
  uml: { fr: 'UML' },
  'ms-project': { fr: 'MS Project' },
  prince2: { fr: 'PRINCE2' },
  lean: { fr: 'Lean' },
  okr: { fr: 'OKR' },
  'product-discovery': { fr: 'Product discovery' },
  roadmap: { fr: 'Roadmap produit', en: 'Product roadmap' },
  reporting: { fr: 'Reporting' },
  figma: { fr: 'Figma' },
  sketch: { fr: 'Sketch' },
  'adobe-xd': { fr: 'Adobe XD' },
  'adobe-cc': { fr: 'Suite Adobe', en: 'Adobe Creative Suite', alts: ['Photoshop', 'Illustrator'] },
  'design-system': { fr: 'Design system' },
  prototypage: { fr: 'Prototypage', en: 'Prototyping' },
  'recherche-utilisateur': {
    fr: 'Recherche utilisateur',
    en: 'User research',
    alts: ['tests utilisateurs', 'interviews utilisateurs'],
  },
  accessibilite: { fr: 'Accessibilité (RGAA)', en: 'Accessibility (WCAG)' },
  'design-thinking': { fr: 'Design thinking' },
  miro: { fr: 'Miro' },
  'iso-27001': { fr: 'ISO 27001' },
  'ebios-rm': { fr: 'EBIOS RM' },
  pentest: { fr: "Tests d'intrusion", en: 'Penetration testing', alts: ['pentest'] },
  owasp: { fr: 'OWASP' },
  burp: { fr: 'Burp Suite' },
  kali: { fr: 'Kali Linux' },
  metasploit: { fr: 'Metasploit' },
  siem: { fr: 'SIEM' },
  splunk: { fr: 'Splunk' },
  qradar: { fr: 'QRadar' },
  edr: { fr: 'EDR', alts: ['CrowdStrike'] },
  forensic: { fr: 'Forensic', alts: ['analyse forensique'] },
  iam: { fr: 'IAM', alts: ['gestion des identités et des accès'] },
  'active-directory': { fr: 'Active Directory', alts: ['AD'] },
  okta: { fr: 'Okta' },
  cyberark: { fr: 'CyberArk' },
  sailpoint: { fr: 'SailPoint' },
  nis2: { fr: 'NIS2' },
  dora: { fr: 'DORA' },
  rgpd: { fr: 'RGPD', en: 'GDPR' },
  'pci-dss': { fr: 'PCI DSS' },
  sap: { fr: 'SAP' },
  s4hana: { fr: 'S/4HANA', alts: ['SAP S/4HANA', 'S4'] },
  abap: { fr: 'ABAP', alts: ['ABAP Objects'] },
  'sap-fi': { fr: 'SAP FI' },
  'sap-co': { fr: 'SAP CO' },
  'sap-mm': { fr: 'SAP MM' },
  'sap-sd': { fr: 'SAP SD' },
  'sap-pp': { fr: 'SAP PP' },
  fiori: { fr: 'SAP Fiori', alts: ['Fiori'] },
  salesforce: { fr: 'Salesforce' },
  apex: { fr: 'Apex' },
  lwc: { fr: 'Lightning Web Components', alts: ['LWC'] },
  'sales-cloud': { fr: 'Sales Cloud' },
  'service-cloud': { fr: 'Service Cloud' },
  'dynamics-365': { fr: 'Dynamics 365', alts: ['Microsoft Dynamics CRM'] },
  'power-platform': { fr: 'Power Platform', alts: ['Power Apps', 'Power Automate'] },
  seo: { fr: 'SEO', alts: ['référencement naturel'] },
  'seo-technique': { fr: 'SEO technique', en: 'Technical SEO' },
  'screaming-frog': { fr: 'Screaming Frog' },
  'search-console': { fr: 'Search Console', alts: ['Google Search Console'] },
  'google-analytics': { fr: 'Google Analytics 4', alts: ['GA4'] },
  semrush: { fr: 'Semrush' },
  wordpress: { fr: 'WordPress' },
  'content-marketing': { fr: 'Stratégie de contenu', en: 'Content marketing' },
  'google-ads': { fr: 'Google Ads' },
  'meta-ads': { fr: 'Meta Ads', alts: ['Facebook Ads'] },
  'linkedin-ads': { fr: 'LinkedIn Ads' },
  gtm: { fr: 'Google Tag Manager', alts: ['GTM'] },
  'looker-studio': { fr: 'Looker Studio' },
  hubspot: { fr: 'HubSpot' },
  'growth-hacking': { fr: 'Growth hacking' },
  emailing: { fr: 'Emailing', alts: ['marketing automation'] },
  cro: { fr: 'CRO / A/B testing' },
  consolidation: { fr: 'Consolidation' },
  ifrs: { fr: 'IFRS' },
  'levee-de-fonds': { fr: 'Levée de fonds', en: 'Fundraising' },
  tresorerie: { fr: 'Trésorerie', en: 'Cash management' },
  'reporting-financier': { fr: 'Reporting financier', en: 'Financial reporting' },
  budget: { fr: 'Budget et prévisions', en: 'Budgeting & forecasting' },
  'controle-de-gestion': { fr: 'Contrôle de gestion', en: 'Management control' },
  cloture: { fr: 'Clôtures mensuelles et annuelles', en: 'Month-end and year-end closing' },
  'comptabilite-analytique': { fr: 'Comptabilité analytique', en: 'Cost accounting' },
  sourcing: { fr: 'Sourcing', alts: ['chasse'] },
  'linkedin-recruiter': { fr: 'LinkedIn Recruiter' },
  ats: { fr: 'ATS', alts: ['Teamtailor', 'Welcome to the Jungle'] },
  'recrutement-it': { fr: 'Recrutement IT', en: 'Tech recruitment' },
  entretiens: { fr: "Conduite d'entretiens", en: 'Interviewing' },
  'marque-employeur': { fr: 'Marque employeur', en: 'Employer branding' },
  'droit-des-affaires': { fr: 'Droit des affaires', en: 'Business law' },
  'droit-social': { fr: 'Droit social', en: 'Employment law' },
  'contrats-it': { fr: 'Contrats informatiques', en: 'IT contracts' },
  'propriete-intellectuelle': { fr: 'Propriété intellectuelle', en: 'Intellectual property' },
  compliance: { fr: 'Compliance', alts: ['conformité'] },
  'droit-des-societes': { fr: 'Droit des sociétés', en: 'Corporate law' },
  dpo: { fr: 'DPO', alts: ['délégué à la protection des données'] },
};

export const CERTS: Record<string, { name: string; issuer: string; skill?: string }> = {
  oscp: { name: 'OSCP', issuer: 'Offensive Security' },
  ceh: { name: 'CEH', issuer: 'EC-Council' },
  cissp: { name: 'CISSP', issuer: '(ISC)²' },
  'iso27001-li': { name: 'ISO 27001 Lead Implementer', issuer: 'PECB' },
  'aws-saa': { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services' },
  'aws-sap': { name: 'AWS Certified Solutions Architect – Professional', issuer: 'Amazon Web Services' },
  'az-104': { name: 'Microsoft Certified: Azure Administrator Associate (AZ-104)', issuer: 'Microsoft' },
  'az-305': { name: 'Microsoft Certified: Azure Solutions Architect Expert (AZ-305)', issuer: 'Microsoft' },
  'gcp-pca': { name: 'Google Cloud Professional Cloud Architect', issuer: 'Google Cloud' },
  cka: { name: 'Certified Kubernetes Administrator (CKA)', issuer: 'CNCF' },
  'terraform-assoc': { name: 'HashiCorp Certified: Terraform Associate', issuer: 'HashiCorp' },
  psm1: { name: 'Professional Scrum Master I (PSM I)', issuer: 'Scrum.org' },
  psm2: { name: 'Professional Scrum Master II (PSM II)', issuer: 'Scrum.org' },
  cspo: { name: 'Certified Scrum Product Owner (CSPO)', issuer: 'Scrum Alliance' },
  pspo: { name: 'Professional Scrum Product Owner I (PSPO I)', issuer: 'Scrum.org' },
  'safe-spc': { name: 'SAFe Practice Consultant (SPC)', issuer: 'Scaled Agile' },
  'safe-popm': { name: 'SAFe POPM', issuer: 'Scaled Agile' },
  pmp: { name: 'PMP', issuer: 'PMI' },
  prince2: { name: 'PRINCE2 Practitioner', issuer: 'AXELOS' },
  istqb: { name: 'ISTQB Foundation Level', issuer: 'CFTL / ISTQB' },
  'google-ads-cert': { name: 'Certification Google Ads Search', issuer: 'Google' },
  'sf-admin': { name: 'Salesforce Certified Administrator', issuer: 'Salesforce' },
  'sf-pd1': { name: 'Salesforce Certified Platform Developer I', issuer: 'Salesforce' },
  'sap-fi-cert': { name: 'SAP Certified Application Associate – S/4HANA Financial Accounting', issuer: 'SAP' },
  dscg: { name: 'DSCG', issuer: "Ministère de l'Enseignement supérieur" },
};

export const SECTORS: Record<string, { fr: string[]; en: string[]; clients: string[] }> = {
  banque: {
    fr: ['banque', 'banque de détail', "banque d'investissement", 'banque privée'],
    en: ['banking', 'retail banking', 'investment banking'],
    clients: [
      'BNP Paribas',
      'Société Générale',
      'Crédit Agricole CIB',
      'Natixis',
      'La Banque Postale',
      'BPCE',
      'LCL',
      'Crédit Mutuel Arkéa',
      'Boursorama',
      'Qonto',
    ],
  },
  assurance: {
    fr: ['assurance', 'assurance et mutuelles', 'assurance IARD'],
    en: ['insurance'],
    clients: [
      'AXA',
      'Allianz',
      'Generali',
      'MAIF',
      'MACIF',
      'Groupama',
      'Covéa',
      'CNP Assurances',
      'Malakoff Humanis',
      'AG2R La Mondiale',
    ],
  },
  retail: {
    fr: ['retail', 'grande distribution', 'commerce de détail'],
    en: ['retail'],
    clients: [
      'Decathlon',
      'Leroy Merlin',
      'Carrefour',
      'Auchan',
      'Fnac Darty',
      'Boulanger',
      'Galeries Lafayette',
      'Maisons du Monde',
      'Kiabi',
      'Monoprix',
    ],
  },
  ecommerce: {
    fr: ['e-commerce', 'commerce en ligne', 'marketplace'],
    en: ['e-commerce', 'online marketplaces'],
    clients: ['ManoMano', 'Veepee', 'Back Market', 'Cdiscount', 'La Redoute', 'Showroomprivé', 'Vinted'],
  },
  industrie: {
    fr: ['industrie', 'industrie manufacturière', 'industrie (usines, supply chain)'],
    en: ['manufacturing', 'industry'],
    clients: ['Schneider Electric', 'Saint-Gobain', 'Michelin', 'Legrand', 'Air Liquide', 'Arkema', 'SEB'],
  },
  aero: {
    fr: ['aéronautique', 'aéronautique et défense', 'spatial'],
    en: ['aerospace', 'aerospace & defence'],
    clients: ['Airbus', 'Safran', 'Thales', 'Dassault Aviation', 'Latécoère', 'ATR', 'Liebherr Aerospace'],
  },
  auto: {
    fr: ['automobile', 'constructeurs et équipementiers automobiles'],
    en: ['automotive'],
    clients: ['Renault', 'Stellantis', 'Valeo', 'Forvia', 'Ampere'],
  },
  energie: {
    fr: ['énergie', 'utilities', 'énergies renouvelables'],
    en: ['energy', 'utilities'],
    clients: ['EDF', 'Engie', 'TotalEnergies', 'RTE', 'Enedis', 'GRDF', 'Neoen'],
  },
  sante: {
    fr: ['santé', 'pharma', 'e-santé', 'dispositifs médicaux'],
    en: ['healthcare', 'pharma', 'healthtech'],
    clients: ['Sanofi', 'Servier', 'Doctolib', 'Pierre Fabre', 'bioMérieux', 'AP-HP', 'Cegedim'],
  },
  public: {
    fr: ['secteur public', 'administration', 'collectivités territoriales'],
    en: ['public sector', 'government'],
    clients: ['France Travail', 'URSSAF', 'CNAM', 'DGFiP', 'Ministère des Armées', 'Région Bretagne', 'Ville de Paris'],
  },
  telecom: {
    fr: ['télécoms', 'opérateur télécom'],
    en: ['telecoms'],
    clients: ['Orange', 'SFR', 'Bouygues Telecom', 'Free', 'Proximus', 'Swisscom', 'POST Luxembourg'],
  },
  media: {
    fr: ['médias', 'presse et médias', 'audiovisuel'],
    en: ['media', 'broadcasting'],
    clients: ['France Télévisions', 'TF1', 'Radio France', 'Canal+', 'Le Monde', 'M6'],
  },
  transport: {
    fr: ['transport', 'logistique', 'transport et mobilité'],
    en: ['transport', 'logistics'],
    clients: ['SNCF', 'RATP', 'Air France', 'CMA CGM', 'Geodis', 'Transdev', 'BlaBlaCar'],
  },
  luxe: {
    fr: ['luxe', 'luxe et cosmétique'],
    en: ['luxury', 'luxury & cosmetics'],
    clients: ['LVMH', 'Kering', 'Hermès', 'Chanel', "L'Oréal", 'Richemont'],
  },
  saas: {
    fr: ['SaaS', 'start-up / scale-up', 'éditeur de logiciels'],
    en: ['SaaS', 'start-ups and scale-ups', 'software vendors'],
    clients: ['Payfit', 'Swile', 'Contentsquare', 'Mirakl', 'Dataiku', 'Spendesk', 'Aircall', 'Pennylane', 'Alan'],
  },
  jeux: {
    fr: ['jeu vidéo'],
    en: ['video games'],
    clients: ['Ubisoft', 'Ankama', 'Voodoo', 'Gameloft'],
  },
  agro: {
    fr: ['agroalimentaire'],
    en: ['food industry'],
    clients: ['Danone', 'Lactalis', 'Bonduelle', 'Savencia', 'Sodiaal', 'Triskalia'],
  },
  immobilier: {
    fr: ['immobilier', 'proptech'],
    en: ['real estate', 'proptech'],
    clients: ['Nexity', 'Bouygues Immobilier', 'Foncia', 'SeLoger', 'Icade'],
  },
  finance: {
    fr: ['finance de marché', "gestion d'actifs", 'fintech'],
    en: ['capital markets', 'asset management', 'fintech'],
    clients: ['Amundi', 'BNP Paribas Asset Management', 'Lydia', 'Pictet', 'BGL BNP Paribas', 'Banque de Luxembourg'],
  },
};

export const LANG_NAMES: Record<string, { fr: string; en: string }> = {
  fr: { fr: 'Français', en: 'French' },
  en: { fr: 'Anglais', en: 'English' },
  de: { fr: 'Allemand', en: 'German' },
  nl: { fr: 'Néerlandais', en: 'Dutch' },
  es: { fr: 'Espagnol', en: 'Spanish' },
  it: { fr: 'Italien', en: 'Italian' },
  pt: { fr: 'Portugais', en: 'Portuguese' },
  ar: { fr: 'Arabe', en: 'Arabic' },
  lb: { fr: 'Luxembourgeois', en: 'Luxembourgish' },
};
export const LANG_RANK: Record<LangLevel, number> = { basic: 1, professional: 2, fluent: 3, native: 4 };
