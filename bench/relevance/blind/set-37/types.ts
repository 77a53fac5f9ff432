// Types shared by the blind-37 relevance set: the Truth each profile is written from.

export interface WorkArea {
  type: 'ville' | 'departement' | 'region' | 'pays';
  code?: string;
  label?: string;
  cityZipCode?: string;
  cityName?: string;
  departmentCode?: string;
  departmentName?: string;
  regionCode?: string;
  regionName?: string;
  countryCode?: string;
  countryName?: string;
}

export const OCCS = [
  // systems
  'admin-linux',
  'admin-windows',
  'admin-sysres',
  'ing-systemes',
  'admin-unix',
  'ing-mainframe',
  'ing-datacenter',
  // network and telecom
  'ing-reseau',
  'admin-reseau',
  'archi-reseau',
  'ing-telecom',
  'ing-secu-reseau',
  // cloud
  'cloud-aws',
  'cloud-azure',
  'cloud-gcp',
  'archi-cloud',
  'finops',
  // devops
  'devops',
  'sre',
  'platform',
  'k8s',
  'build-release',
  'devsecops',
  // databases
  'dba-oracle',
  'dba-sqlserver',
  'dba-opensource',
  // storage and virtualisation
  'ing-sauvegarde',
  'ing-stockage',
  'ing-virtualisation',
  'ing-citrix',
  // support and workplace
  'support-n1',
  'support-n2',
  'support-n3',
  'technicien-proximite',
  'ing-poste-travail',
  'admin-m365',
  // operations
  'pilote-prod',
  'ing-production',
  'ing-supervision',
  'admin-middleware',
  'resp-production',
  // security
  'ing-securite',
  'analyste-soc',
  'pentester',
  'ing-iam',
  'consultant-grc',
  'rssi',
  'archi-securite',
  'analyste-ir',
  // ITSM
  'consultant-servicenow',
  'consultant-itsm',
  'service-manager',
  // projects, management, architecture
  'chef-projet-infra',
  'chef-projet-deploiement',
  'resp-infra',
  'archi-infra',
  // data platform operations
  'ing-kafka',
  'admin-hadoop',
  'data-platform',
  // neighbours (hard negatives)
  'dev-java',
  'dev-fullstack',
  'dev-python',
  'dev-dotnet',
  'data-scientist',
  'data-engineer',
  'consultant-sap',
  'consultant-erp',
  'acheteur-it',
  'pmo',
  'technicien-fibre',
  'technicien-telecom-terrain',
  'chef-projet-moa',
] as const;
export type Occ = (typeof OCCS)[number];

export type Sector =
  | 'banque'
  | 'assurance'
  | 'retail'
  | 'telecom'
  | 'public'
  | 'scaleup'
  | 'industrie'
  | 'energie'
  | 'transport'
  | 'sante'
  | 'defense'
  | 'media';
export type Remote = 'onsite' | 'hybrid' | 'remote';
export type Duration = '<3' | '3-6' | '6-12' | '>12';
export type Lang = 'fr' | 'en' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | 'lb' | 'pl' | 'ro';
/** basic < intermediate < professional < fluent < native */
export type Level = 'basic' | 'intermediate' | 'professional' | 'fluent' | 'native';
export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Declared = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
export type Clearance = 'none' | 'habilitable' | 'habilite';

export interface Home {
  city: string;
  postalCode: string;
  /** French department code or Belgian province code; absent in Switzerland, Luxembourg, Monaco. */
  dept?: string;
  /** French region code, Belgian region, Swiss or Luxembourg canton. */
  region?: string;
  regionName: string;
  country: string;
  countryName: string;
  /** The dataset's city object (absent for Monaco, which the dataset does not hold). */
  area?: WorkArea;
}

export interface Private {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedinSlug: string;
  linkedinUrl: string;
  githubHandle?: string;
  /** Small one-off employers (each used by one profile only). */
  smallEmployers: string[];
  schools: string[];
  referees: string[];
  /** People named in mission texts (managers, colleagues). */
  namedPeople: string[];
}

export interface Truth {
  id: string;
  occ: Occ;
  /** false for the neighbours (developers, data scientists, functional consultants, buyers, PMO, field technicians). */
  core: boolean;
  gender: 'm' | 'f';
  cvLang: 'fr' | 'en';
  /** false when the CV is typed without accents */
  accents: boolean;
  years: number;
  band: Band;
  declared: Declared;
  skills: string[];
  certs: string[];
  sectors: Sector[];
  available: boolean;
  /** first free day, YYYY-MM-DD */
  freeFrom: string;
  /** day rate in euros; null when the profile gives none (empty, negotiable) */
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: Duration[];
  home: Home;
  areas: WorkArea[];
  languages: { lang: Lang; level: Level }[];
  clearance: Clearance;
  onCall: boolean;
  vehicle: boolean;
  openToCdi: boolean;
  priv: Private;
  /** which private data the free text repeats */
  leaks: string[];
}
