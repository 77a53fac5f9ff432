import { SENIORITIES } from '../profile/raw-profile.schema';
import { exactTokens } from './text-analysis';

/**
 * The referential: the values accepted by the search filters (POST /referential serves it). Each entry has a
 * `slug`. Profiles are matched through it:
 * - a skill name in a profile maps to a skill slug by its folded form or an alias (JS -> javascript, K8s ->
 *   kubernetes); an unknown name matches no skill filter but still matches keywords;
 * - a region matches a freelancer when one of its mobility areas lies in it (a city, department or region with
 *   that region code) or covers its whole country; areas are resolved through the mobility dataset by their codes
 *   (a city known by postal code and name gets its region from the dataset), and matched by their own fields when
 *   the dataset does not know them;
 * - a seniority slug stands for one value of `meta.freelance.seniority`.
 */

export interface SkillEntry {
  slug: string;
  name: string;
  aliases: string[];
}
export interface RegionEntry {
  slug: string;
  name: string;
  countryCode: string;
  /** INSEE region code for French regions; null for a whole country. */
  regionCode: string | null;
}
export interface SeniorityEntry {
  slug: string;
  name: string;
}

const skill = (slug: string, name: string, ...aliases: string[]): SkillEntry => ({ slug, name, aliases });

export const SKILLS: SkillEntry[] = [
  skill('javascript', 'JavaScript', 'js', 'ecmascript', 'es6'),
  skill('typescript', 'TypeScript', 'ts'),
  skill('nodejs', 'Node.js', 'node', 'nodejs', 'node js'),
  skill('react', 'React', 'reactjs', 'react.js'),
  skill('vuejs', 'Vue.js', 'vue', 'vuejs'),
  skill('angular', 'Angular', 'angularjs'),
  skill('java', 'Java', 'j2ee', 'jee'),
  skill('spring-boot', 'Spring Boot', 'spring', 'springboot'),
  skill('kotlin', 'Kotlin'),
  skill('php', 'PHP'),
  skill('symfony', 'Symfony'),
  skill('laravel', 'Laravel'),
  skill('csharp', 'C#', 'c sharp', 'csharp'),
  skill('dotnet', '.NET', 'dotnet', 'net core', '.net core', 'asp.net'),
  skill('cplusplus', 'C++', 'cpp'),
  skill('python', 'Python', 'py'),
  skill('django', 'Django'),
  skill('fastapi', 'FastAPI'),
  skill('go', 'Go', 'golang'),
  skill('rust', 'Rust'),
  skill('postgresql', 'PostgreSQL', 'postgres', 'psql'),
  skill('mongodb', 'MongoDB', 'mongo'),
  skill('redis', 'Redis'),
  skill('sql', 'SQL'),
  skill('kubernetes', 'Kubernetes', 'k8s'),
  skill('docker', 'Docker'),
  skill('helm', 'Helm'),
  skill('terraform', 'Terraform'),
  skill('ansible', 'Ansible'),
  skill('aws', 'AWS', 'amazon web services'),
  skill('gcp', 'GCP', 'google cloud', 'google cloud platform'),
  skill('azure', 'Azure', 'microsoft azure'),
  skill('gitlab-ci', 'GitLab CI', 'gitlab'),
  skill('jenkins', 'Jenkins'),
  skill('github-actions', 'GitHub Actions'),
  skill('prometheus', 'Prometheus'),
  skill('grafana', 'Grafana'),
  skill('pandas', 'Pandas'),
  skill('scikit-learn', 'Scikit-learn', 'sklearn'),
  skill('spark', 'Spark', 'apache spark', 'pyspark'),
  skill('databricks', 'Databricks'),
  skill('airflow', 'Airflow', 'apache airflow'),
  skill('dbt', 'dbt'),
  skill('snowflake', 'Snowflake'),
  skill('bigquery', 'BigQuery'),
  skill('power-bi', 'Power BI', 'powerbi', 'pbi'),
  skill('tableau', 'Tableau'),
  skill('tensorflow', 'TensorFlow'),
  skill('pytorch', 'PyTorch'),
  skill('scrum', 'Scrum'),
  skill('kanban', 'Kanban'),
  skill('safe', 'SAFe'),
  skill('jira', 'Jira'),
  skill('confluence', 'Confluence'),
  skill('gestion-de-projet', 'Gestion de projet', 'project management'),
  skill('conduite-du-changement', 'Conduite du changement', 'change management'),
  skill('moa', 'MOA', 'maitrise d ouvrage'),
  skill('recette', 'Recette', 'tests fonctionnels'),
  skill('figma', 'Figma'),
  skill('sketch', 'Sketch'),
  skill('adobe-xd', 'Adobe XD', 'xd'),
  skill('design-system', 'Design System'),
  skill('prototypage', 'Prototypage', 'prototyping'),
  skill('recherche-utilisateur', 'Recherche utilisateur', 'user research', 'ux research'),
  skill('accessibilite', 'Accessibilité', 'accessibility', 'a11y', 'rgaa'),
  skill('iso-27001', 'ISO 27001', 'iso27001'),
  skill('ebios-rm', 'EBIOS RM', 'ebios'),
  skill('pentest', 'Pentest', 'tests d intrusion', 'penetration testing'),
  skill('owasp', 'OWASP'),
  skill('siem', 'SIEM', 'security information and event management'),
  skill('splunk', 'Splunk'),
  skill('iam', 'IAM', 'identity and access management', 'gestion des identités et des accès'),
  skill('active-directory', 'Active Directory', 'ad'),
  skill('sap', 'SAP'),
  skill(
    's4hana',
    'S/4HANA',
    's4hana',
    's 4hana',
    'sap s 4hana',
    's4 hana',
    's 4 hana',
    'sap s4hana',
    'sap s4 hana',
    's4', // as SAP consultants shorten it (`FICO S4`)
    'sap s4',
  ),
  skill('abap', 'ABAP'),
  skill('salesforce', 'Salesforce', 'sfdc'),
  skill('apex', 'Apex'),
  skill('dynamics-365', 'Dynamics 365', 'dynamics', 'd365'),
];

export const REGIONS: RegionEntry[] = [
  ['ile-de-france', 'Île-de-France', '11'],
  ['centre-val-de-loire', 'Centre-Val de Loire', '24'],
  ['bourgogne-franche-comte', 'Bourgogne-Franche-Comté', '27'],
  ['normandie', 'Normandie', '28'],
  ['hauts-de-france', 'Hauts-de-France', '32'],
  ['grand-est', 'Grand Est', '44'],
  ['pays-de-la-loire', 'Pays de la Loire', '52'],
  ['bretagne', 'Bretagne', '53'],
  ['nouvelle-aquitaine', 'Nouvelle-Aquitaine', '75'],
  ['occitanie', 'Occitanie', '76'],
  ['auvergne-rhone-alpes', 'Auvergne-Rhône-Alpes', '84'],
  ['provence-alpes-cote-d-azur', "Provence-Alpes-Côte d'Azur", '93'],
  ['corse', 'Corse', '94'],
  ['guadeloupe', 'Guadeloupe', '01'],
  ['martinique', 'Martinique', '02'],
  ['guyane', 'Guyane', '03'],
  ['la-reunion', 'La Réunion', '04'],
  ['mayotte', 'Mayotte', '06'],
]
  .map(([slug, name, code]): RegionEntry => ({ slug: slug!, name: name!, countryCode: 'FR', regionCode: code! }))
  .concat([
    { slug: 'belgique', name: 'Belgique', countryCode: 'BE', regionCode: null },
    { slug: 'suisse', name: 'Suisse', countryCode: 'CH', regionCode: null },
    { slug: 'luxembourg', name: 'Luxembourg', countryCode: 'LU', regionCode: null },
    { slug: 'andorre', name: 'Andorre', countryCode: 'AD', regionCode: null },
  ]);

export const SENIORITY_SLUGS: SeniorityEntry[] = [
  { slug: 'junior', name: SENIORITIES[1] },
  { slug: 'confirme', name: SENIORITIES[2] },
  { slug: 'senior', name: SENIORITIES[3] },
  { slug: 'expert', name: SENIORITIES[4] },
];

/** A skill name for alias lookup, read as search reads it (`C++` = `c++`, `Node.js` = `nodejs`, `K8s` = `k8s`). */
export function foldSkillName(name: string): string {
  return exactTokens(name).join(' ');
}

const SKILL_BY_NAME = new Map<string, string>();
for (const s of SKILLS) for (const n of [s.slug, s.name, ...s.aliases]) SKILL_BY_NAME.set(foldSkillName(n), s.slug);

/**
 * The referential slugs of a profile's skill name: the skill it names (`K8s`: kubernetes), the skill it qualifies
 * when it begins with one (`SAP SD`, `SAP FI/CO`: sap; `SAP S/4HANA`: s4hana and sap; `Java EE`: java), or else the
 * skill a qualifier precedes (`IaC Terraform`: terraform; `Microsoft Dynamics 365`: dynamics-365), by a name or alias
 * of at least 3 letters (so `Go to market` is not Go), the longest first.
 */
export function skillSlugs(name: string): string[] {
  const tokens = exactTokens(name);
  const slugs = new Set<string>();
  const whole = SKILL_BY_NAME.get(tokens.join(' '));
  if (whole) slugs.add(whole);
  const named = (part: string[]) => {
    const text = part.join(' ');
    return text.length >= 3 ? SKILL_BY_NAME.get(text) : undefined;
  };
  let qualified: string | undefined;
  for (let n = tokens.length - 1; n >= 1 && !qualified; n--) qualified = named(tokens.slice(0, n));
  for (let n = 1; n < tokens.length && !qualified && !whole; n++) qualified = named(tokens.slice(n));
  if (qualified) slugs.add(qualified);
  return [...slugs];
}

export const seniorityOfSlug = new Map(SENIORITY_SLUGS.map((s) => [s.slug, s.name]));
export const seniorityToSlug = (value: string) => SENIORITY_SLUGS.find((s) => s.name === value)?.slug ?? '';
export const regionBySlug = new Map(REGIONS.map((r) => [r.slug, r]));
export const skillBySlug = new Map(SKILLS.map((s) => [s.slug, s]));
