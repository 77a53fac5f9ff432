// Set 19 (blind): planted profiles. Each fixes part of a Truth; the generator fills the rest.
import type { Remote, Truth } from './corpus';

export interface Plant {
  occ: string;
  /** [display city, postal code] from data-places HOMES */
  home?: [string, string?];
  years?: number;
  skills?: string[];
  noSkills?: string[];
  sectors?: string[];
  remote?: Remote[];
  availFrom?: string;
  rate?: number | null;
  languages?: Record<string, number>;
  days?: number[];
  durations?: Truth['durations'];
  /** extra mobility areas: 'p:FR', 'r:CH:GE', 'd:FR:92' */
  areas?: string[];
  /** replace the mobility areas: 'v' (home city), 'p:LU', 'r:CH:GE', 'd:FR:92' */
  onlyAreas?: string[];
  textLang?: 'fr' | 'en';
  gender?: 'f' | 'm';
  prevOcc?: string;
}

export const PLANTS: Plant[] = [
  // product owners in Pays de la Loire / Lille, available soon or in January
  { occ: 'po', home: ['Nantes'], availFrom: '2027-01-04', gender: 'f' },
  { occ: 'po', home: ['Angers'], years: 4, availFrom: '2027-03-01' },
  { occ: 'po', home: ['Lille'], gender: 'f', availFrom: '2026-11-20', years: 6 },
  { occ: 'po', home: ['Roubaix'], availFrom: '2027-01-02', years: 9 },
  { occ: 'po', home: ['Villeneuve-d’Ascq'], availFrom: '2027-04-01', years: 3, gender: 'f' },
  // accountants around Lyon / Ain
  { occ: 'comptable', home: ['Lyon', '69007'], years: 9 },
  { occ: 'comptable', home: ['Bourg-en-Bresse'], years: 4, gender: 'f' },
  // junior python developers (one woman, one man), and a junior python data engineer
  { occ: 'dev-back', home: ['Toulouse', '31400'], years: 1, skills: ['python', 'django', 'postgresql'], gender: 'f' },
  { occ: 'dev-fullstack', home: ['Rennes'], years: 2, skills: ['python', 'django', 'react'], gender: 'm' },
  { occ: 'data-engineer', home: ['Lille'], years: 1, skills: ['python'], gender: 'f' },
  // DevOps around Lyon
  { occ: 'devops', home: ['Villeurbanne'], remote: ['hybrid'], skills: ['kubernetes'] },
  { occ: 'devops', home: ['Lyon', '69003'], remote: ['full'] },
  { occ: 'sre', home: ['Lyon', '69007'], remote: ['site', 'hybrid'] },
  // project managers in Toulouse, on site
  { occ: 'cdp-it', home: ['Toulouse', '31000'], remote: ['site', 'hybrid'], sectors: ['aero', 'industrie'] },
  { occ: 'pmo', home: ['Blagnac'], remote: ['site'], sectors: ['aero'] },
  { occ: 'cdp-it', home: ['Labège'], remote: ['full'] },
  // SEO remote part time
  { occ: 'seo-sea', home: ['Montpellier'], skills: ['seo'], remote: ['full'], days: [3, 4] },
  {
    occ: 'seo-sea',
    home: ['La Rochelle'],
    skills: ['seo', 'sea', 'google-ads'],
    remote: ['hybrid', 'full'],
    days: [2, 3],
    gender: 'f',
  },
  // scrum masters without SAFe, and one with
  { occ: 'scrum-master', home: ['Nantes'], skills: ['scrum', 'kanban'], noSkills: ['safe'] },
  { occ: 'scrum-master', home: ['Bordeaux'], skills: ['scrum'], noSkills: ['safe'], years: 10, gender: 'f' },
  { occ: 'scrum-master', home: ['Paris', '75012'], skills: ['safe'], years: 12 },
  // senior fullstack react/node in Lyon
  {
    occ: 'dev-fullstack',
    home: ['Lyon', '69002'],
    years: 9,
    skills: ['react', 'nodejs', 'typescript'],
    remote: ['hybrid'],
    availFrom: '2027-01-04',
  },
  {
    occ: 'dev-fullstack',
    home: ['Villeurbanne'],
    years: 11,
    skills: ['react', 'nodejs'],
    remote: ['full'],
    availFrom: '2026-12-15',
    gender: 'f',
  },
  {
    occ: 'dev-fullstack',
    home: ['Grenoble'],
    years: 8,
    skills: ['react', 'nodejs'],
    remote: ['hybrid'],
    availFrom: '2026-11-02',
  },
  // data engineers on GCP, Paris or remote, rate around 600
  { occ: 'data-engineer', home: ['Paris', '75011'], skills: ['gcp', 'bigquery'], rate: 580, remote: ['hybrid'] },
  { occ: 'data-engineer', home: ['Nantes'], skills: ['gcp', 'airflow'], rate: 600, remote: ['full'] },
  { occ: 'data-engineer', home: ['Montreuil'], skills: ['gcp'], rate: 720, remote: ['hybrid', 'full'] },
  // SAP FI/CO in Romandy
  { occ: 'sap', home: ['Genève'], skills: ['sap', 'fi-co'], years: 5, languages: { fr: 5, en: 4 }, textLang: 'fr' },
  {
    occ: 'sap',
    home: ['Lausanne'],
    skills: ['sap', 'fi-co', 's4hana'],
    years: 8,
    languages: { fr: 5, en: 5, de: 3 },
    textLang: 'en',
  },
  {
    occ: 'sap',
    home: ['Annemasse'],
    skills: ['sap', 'fi-co'],
    years: 4,
    languages: { fr: 5, en: 3 },
    areas: ['r:CH:GE'],
  },
  // graphic designers: Bordeaux part time, remote
  {
    occ: 'graphiste',
    home: ['Bordeaux'],
    skills: ['identite-visuelle'],
    days: [1, 2],
    gender: 'f',
    remote: ['site', 'hybrid'],
  },
  { occ: 'graphiste', home: ['Arras'], skills: ['identite-visuelle'], days: [2, 3], remote: ['full'], gender: 'm' },
  { occ: 'da', home: ['Pessac'], skills: ['identite-visuelle'], days: [2] },
  // HR managers in Marseille / Aix
  { occ: 'rrh', home: ['Marseille', '13008'], availFrom: '2027-01-04', durations: ['3to6', '6to12'], gender: 'f' },
  { occ: 'rrh', home: ['Aix-en-Provence'], availFrom: '2026-11-10', durations: ['6to12', 'gt12'] },
  { occ: 'rrh', home: ['Toulon'], availFrom: '2027-03-01', durations: ['3to6'] },
  // community managers for beauty brands, part time, remote
  { occ: 'cm', home: ['Nice'], sectors: ['cosmetique', 'luxe'], days: [1, 2], remote: ['full'], gender: 'f' },
  { occ: 'cm', home: ['Paris', '75003'], sectors: ['cosmetique'], days: [2, 3], remote: ['hybrid'] },
  // DevOps for Luxembourg
  {
    occ: 'devops',
    home: ['Luxembourg'],
    skills: ['aws', 'kubernetes'],
    availFrom: '2026-11-16',
    durations: ['gt12'],
    textLang: 'en',
  },
  {
    occ: 'devops',
    home: ['Thionville'],
    skills: ['aws', 'kubernetes', 'terraform'],
    availFrom: '2026-12-07',
    durations: ['6to12', 'gt12'],
    areas: ['p:LU'],
  },
  { occ: 'devops', home: ['Arlon'], skills: ['kubernetes', 'azure'], availFrom: '2026-11-01', durations: ['gt12'] },
  // junior data analysts in Brittany
  { occ: 'data-analyst', home: ['Rennes'], years: 1, skills: ['power-bi'], gender: 'f' },
  { occ: 'data-analyst', home: ['Rennes'], years: 3, skills: ['power-bi', 'sql'] },
  { occ: 'data-analyst', home: ['Vannes'], years: 2, noSkills: ['power-bi'], skills: ['tableau'] },
  // BDR in Zurich with English and German
  { occ: 'bdr-sdr', home: ['Zürich'], languages: { de: 5, en: 4, fr: 3 }, textLang: 'en' },
  { occ: 'bdr-sdr', home: ['Basel'], languages: { de: 5, en: 5, fr: 4 }, textLang: 'en', areas: ['r:CH:ZH'] },
  // heads of growth in Paris
  { occ: 'growth', home: ['Paris', '75020'], years: 9, availFrom: '2026-11-03' },
  { occ: 'growth', home: ['Boulogne-Billancourt'], years: 8, availFrom: '2026-12-28', gender: 'f' },
  // job ad: Java back end, La Défense
  {
    occ: 'dev-back',
    home: ['Courbevoie'],
    years: 8,
    skills: ['java', 'spring-boot', 'kafka'],
    noSkills: ['python', 'php'],
    remote: ['hybrid'],
    availFrom: '2027-01-04',
    rate: 620,
    sectors: ['assurance', 'banque'],
  },
  {
    occ: 'dev-back',
    home: ['Paris', '75015'],
    years: 6,
    skills: ['java', 'spring-boot', 'postgresql'],
    remote: ['site', 'hybrid'],
    availFrom: '2026-11-28',
    rate: 600,
  },
  {
    occ: 'dev-back',
    home: ['Versailles'],
    years: 12,
    skills: ['java', 'spring-boot'],
    remote: ['hybrid'],
    availFrom: '2026-12-14',
    rate: 690,
  },
  // job ad: PO data, Bordeaux
  {
    occ: 'po',
    home: ['Bordeaux'],
    years: 5,
    skills: ['sql'],
    remote: ['hybrid'],
    availFrom: '2026-12-01',
    sectors: ['energie'],
  },
  { occ: 'po', home: ['Mérignac'], years: 4, noSkills: ['sql'], remote: ['site', 'hybrid'], availFrom: '2026-11-12' },
  // job ad: AMOA insurance, Niort
  { occ: 'amoa', home: ['Niort'], skills: ['recette'], sectors: ['assurance'], durations: ['6to12'], gender: 'f' },
  {
    occ: 'amoa',
    home: ['La Rochelle'],
    skills: ['recette'],
    sectors: ['assurance', 'banque'],
    durations: ['6to12', 'gt12'],
  },
  {
    occ: 'amoa',
    home: ['Poitiers'],
    skills: ['recette'],
    sectors: ['banque'],
    durations: ['6to12'],
    areas: ['d:FR:79'],
  },
  // job ad: NLP data scientist, Zurich or remote
  {
    occ: 'data-scientist',
    home: ['Zürich'],
    skills: ['nlp', 'pytorch'],
    years: 8,
    languages: { en: 5, de: 4, fr: 2 },
    textLang: 'en',
    availFrom: '2027-01-11',
  },
  {
    occ: 'data-scientist',
    home: ['Lyon', '69003'],
    skills: ['nlp', 'llm'],
    years: 7,
    remote: ['full'],
    languages: { fr: 5, en: 4 },
    availFrom: '2026-11-18',
  },
  { occ: 'ml-engineer', home: ['Zürich'], skills: ['nlp'], years: 7, languages: { en: 5, de: 3 }, textLang: 'en' },
  // job ad: digital marketing, Nantes, 3 days
  { occ: 'marketing-digital', home: ['Nantes'], skills: ['hubspot', 'google-ads'], days: [3, 4], gender: 'f' },
  { occ: 'marketing-digital', home: ['Saint-Nazaire'], skills: ['hubspot'], noSkills: ['google-ads'], days: [3] },
  // job ad: industrial controller, Lyon
  {
    occ: 'cdg',
    home: ['Lyon', '69007'],
    sectors: ['industrie'],
    years: 7,
    durations: ['3to6', '6to12'],
    availFrom: '2027-02-01',
  },
  {
    occ: 'cdg',
    home: ['Saint-Étienne'],
    sectors: ['agro', 'industrie'],
    years: 5,
    durations: ['6to12'],
    availFrom: '2027-01-18',
    areas: ['d:FR:69'],
  },
  // job ad: UX/UI, Luxembourg, banking
  {
    occ: 'ux-ui',
    home: ['Luxembourg'],
    skills: ['figma'],
    years: 6,
    sectors: ['banque'],
    languages: { fr: 4, en: 5, de: 3 },
    availFrom: '2026-11-20',
    textLang: 'en',
  },
  {
    occ: 'ux-ui',
    home: ['Metz'],
    skills: ['figma', 'design-system'],
    years: 5,
    sectors: ['fintech'],
    languages: { fr: 5, en: 4 },
    availFrom: '2026-11-25',
    areas: ['p:LU'],
  },
  // job ad: DevOps Toulouse aerospace
  {
    occ: 'devops',
    home: ['Blagnac'],
    skills: ['kubernetes', 'gitlab-ci', 'ansible'],
    sectors: ['aero'],
    remote: ['site', 'hybrid'],
    availFrom: '2027-01-04',
  },
  {
    occ: 'devops',
    home: ['Labège'],
    skills: ['kubernetes', 'gitlab-ci'],
    noSkills: ['ansible'],
    sectors: ['industrie'],
    remote: ['hybrid'],
    availFrom: '2026-12-01',
  },
  // job ad: IT recruiter, Lille
  {
    occ: 'recruteur',
    home: ['Lille'],
    skills: ['recrutement-it'],
    durations: ['3to6'],
    availFrom: '2027-01-04',
    gender: 'f',
  },
  {
    occ: 'recruteur',
    home: ['Villeneuve-d’Ascq'],
    skills: ['recrutement-it'],
    durations: ['lt3', '3to6'],
    availFrom: '2026-11-15',
  },
  // interim CFO in Lyon, part time
  { occ: 'daf', home: ['Lyon', '69002'], days: [2, 3], durations: ['3to6', '6to12'] },
  // UX researcher, remote, short missions
  {
    occ: 'ux-ui',
    home: ['Strasbourg'],
    skills: ['recherche-utilisateur'],
    remote: ['full'],
    languages: { fr: 5, en: 4, de: 3 },
    durations: ['lt3', '3to6'],
  },
  // an RSSI who also does pentests (the exclusion must bite)
  { occ: 'rssi', home: ['Rennes'], skills: ['pentest'] },
  // overseas and Corsica
  { occ: 'comptable', home: ['Mamoudzou'] },
  { occ: 'cdp-it', home: ['Fort-de-France'] },
  { occ: 'dev-fullstack', home: ['Saint-Denis', '97400'] },
  { occ: 'marketing-digital', home: ['Ajaccio'] },
  // a 3 for the place queries that only had 2s
  { occ: 'devops', home: ['Lille'], skills: ['kubernetes'] },
  { occ: 'cdg', home: ['Dijon'], years: 6, gender: 'f' },
  { occ: 'sap', home: ['Orléans'], skills: ['sap', 'sd-mm'] },
  { occ: 'data-engineer', home: ['Ixelles'], textLang: 'fr', languages: { fr: 5, en: 4, nl: 3 } },
  { occ: 'cdp-it', home: ['Luxembourg'], textLang: 'fr', sectors: ['banque'] },
  { occ: 'pmo', home: ['Esch-sur-Alzette'], textLang: 'en' },
  { occ: 'bizdev', home: ['Lyon', '69003'], sectors: ['saas'] },
  { occ: 'data-scientist', home: ['Toulouse', '31000'], gender: 'f' },
  { occ: 'cdg', home: ['Bertrange'], textLang: 'en', languages: { fr: 4, en: 5, de: 3 } },
  // English briefs: Geneva data engineer 3 days, Brussels fintech PM, Luxembourg ISO 27001
  { occ: 'data-engineer', home: ['Genève'], years: 9, days: [3, 4], textLang: 'en', languages: { en: 5, fr: 4 } },
  { occ: 'data-engineer', home: ['Ferney-Voltaire'], years: 8, days: [3], areas: ['r:CH:GE'] },
  { occ: 'product-manager', home: ['Ixelles'], sectors: ['fintech', 'saas'], availFrom: '2027-01-11', textLang: 'en' },
  { occ: 'product-manager', home: ['Etterbeek'], sectors: ['banque'], availFrom: '2026-11-05' },
  { occ: 'rssi', home: ['Strassen'], skills: ['iso-27001'], textLang: 'en' },
  { occ: 'cyber-ops', home: ['Thionville'], skills: ['iso-27001', 'siem'], areas: ['p:LU'] },
];
