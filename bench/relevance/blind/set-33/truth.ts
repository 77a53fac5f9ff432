/* The Truth of a set-33 profile: what the freelancer really is and wants. Judges grade from it only. */
import type { WorkArea } from '../../../../src/domain/profile/raw-profile.schema';

export const TODAY = '2026-12-01';

export const OCCS = [
  // human resources
  'drh',
  'rrh',
  'hrbp',
  'generaliste_rh',
  'chef_projet_rh',
  'talent_dev',
  'rrs',
  'assistant_rh',
  'gestionnaire_adp',
  // payroll and compensation
  'resp_paie',
  'gestionnaire_paie',
  'consultant_paie',
  'cb',
  // HR information systems
  'consultant_sirh',
  'chef_projet_sirh',
  // recruitment
  'ta',
  'recruteur',
  'tech_recruiter',
  'marque_employeur',
  // learning and careers
  'rf',
  'ingenieur_formation',
  'concepteur',
  'formateur',
  'coach_carriere',
  // legal
  'juriste_affaires',
  'juriste_corporate',
  'juriste_contrats',
  'juriste_pi',
  'juriste_donnees',
  'juriste_social',
  'legal_counsel',
  'gc',
  'paralegal',
  'contract_manager',
  // compliance and data protection
  'compliance_officer',
  'head_compliance',
  'aml',
  'anti_corruption',
  'sanctions',
  'dpo',
  // audit and risk
  'auditeur',
  'resp_audit',
  'controle_interne',
  'risk_manager',
  // CSR
  'rse',
  'esg',
  // transformation
  'conduite',
  'consultant_orga',
  'pmo_transfo',
  'directeur_programme',
  'lean',
  'agile_coach',
  // assistants
  'assistante_direction',
  'office_manager',
  // neighbours (hard negatives)
  'comptable',
  'controleur_gestion',
  'daf',
  'chef_projet_it',
  'pmo_it',
  'scrum_master',
  'commercial',
  'marketing',
  'communication',
  'service_client',
  'acheteur',
] as const;
export type Occ = (typeof OCCS)[number];

export const SKILLS = [
  // HR, payroll, HRIS
  'paie',
  'dsn',
  'adp',
  'silae',
  'sage_paie',
  'cegid_hr',
  'hr_access',
  'sap_hcm',
  'successfactors',
  'workday',
  'oracle_hcm',
  'lucca',
  'payfit',
  'talentsoft',
  'cornerstone',
  'excel',
  'power_bi',
  'droit_travail',
  'relations_sociales',
  'cse',
  'nao',
  'pse',
  'contentieux_prudhomal',
  'gpec',
  'remuneration',
  'pesee_postes',
  'avantages_sociaux',
  'epargne_salariale',
  'index_egalite',
  'onboarding',
  'entretiens_annuels',
  'qvt',
  'administration_personnel',
  // recruitment
  'sourcing',
  'linkedin_recruiter',
  'ats',
  'recrutement_it',
  'recrutement_cadres',
  'rpo',
  'marque_employeur',
  'reseaux_sociaux',
  // learning
  'ingenierie_formation',
  'ingenierie_pedagogique',
  'plan_formation',
  'qualiopi',
  'cpf_opco',
  'elearning',
  'storyline',
  'rise',
  'lms',
  'classe_virtuelle',
  'animation',
  'management_training',
  'soft_skills',
  'bilan_competences',
  'outplacement',
  'coaching',
  'mbti',
  'process_com',
  'assessment',
  // legal
  'droit_societes',
  'secretariat_juridique',
  'fusions_acquisitions',
  'contrats_commerciaux',
  'negociation_contrats',
  'cgv',
  'droit_concurrence',
  'contentieux',
  'pi_marques',
  'pi_brevets',
  'pi_licences',
  'droit_numerique',
  'rgpd',
  'aipd',
  'registre_traitements',
  'clm',
  'baux',
  'marches_publics',
  // compliance, audit, risk
  'lcbft',
  'kyc',
  'sanctions_intl',
  'sapin2',
  'carto_risques',
  'fcpa',
  'mifid',
  'dora',
  'solvabilite2',
  'devoir_vigilance',
  'controle_permanent',
  'coso',
  'audit_interne',
  'erm',
  'iso37001',
  'iso27001',
  'regulateurs',
  'fraude',
  // CSR
  'csrd',
  'double_materialite',
  'bilan_carbone',
  'taxonomie',
  'ecovadis',
  'gri',
  // transformation
  'conduite_changement',
  'gestion_projet',
  'pmo',
  'ms_project',
  'lean',
  'six_sigma',
  'kaizen',
  'vsm',
  'scrum',
  'kanban',
  'safe',
  'jira',
  'confluence',
  'okr',
  'design_thinking',
  'adkar',
  'tom',
  'bpmn',
  'intelligence_collective',
  'moa',
  'recette',
  // assistants
  'pack_office',
  'gestion_agenda',
  'evenementiel',
  'services_generaux',
  'concur',
  // neighbours
  'comptabilite',
  'ifrs',
  'consolidation',
  'cloture',
  'sap_fi',
  'controle_gestion',
  'budget',
  'tresorerie',
  'salesforce',
  'crm',
  'hubspot',
  'prospection',
  'grands_comptes',
  'marketing_digital',
  'seo',
  'communication_interne',
  'relations_presse',
  'zendesk',
  'relation_client',
  'achats',
  'sourcing_fournisseurs',
  'negociation_achats',
  'dynamics',
  'sql',
] as const;
export type Skill = (typeof SKILLS)[number];

export const CERTS = [
  'cipp_e',
  'cipm',
  'dpo_cert',
  'cams',
  'cia',
  'cisa',
  'crma',
  'amf',
  'pmp',
  'prince2',
  'psm1',
  'safe_spc',
  'green_belt',
  'black_belt',
  'icf_pcc',
  'icf_acc',
  'prosci',
  'mbti_cert',
  'process_com_cert',
  'workday_cert',
  'sf_cert',
  'iso37001_la',
  'iso27001_li',
  'cfe',
  'titre_fpa',
  'dscg',
] as const;
export type Cert = (typeof CERTS)[number];

export const SECTORS = [
  'banque',
  'assurance',
  'asset_management',
  'industrie',
  'automobile',
  'aeronautique',
  'energie',
  'pharma',
  'sante',
  'retail',
  'luxe',
  'agroalimentaire',
  'tech',
  'telecom',
  'conseil',
  'cabinet_avocats',
  'secteur_public',
  'ess',
  'transport',
  'btp',
  'hotellerie',
] as const;
export type Sector = (typeof SECTORS)[number];

export const LANGS = ['fr', 'en', 'de', 'es', 'it', 'nl', 'pt', 'ar', 'lb'] as const;
export type Lang = (typeof LANGS)[number];
export const LEVELS = ['A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export type Level = (typeof LEVELS)[number];

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Day = '1' | '2' | '3' | '4' | '5';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type DeclaredSeniority =
  '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';

export interface PrivateData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedin: string;
  /** past salaried employers: small firms, names of people or ordinary words */
  employers: string[];
  schools: string[];
  /** referees, as written in the references section */
  referees: string[];
  /** people named in mission texts (managers, sponsors) */
  people: string[];
  /** the profile repeats some of its private data in free text */
  leaks: boolean;
}

export interface Truth {
  id: string;
  occ: Occ;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  /** the French CV is typed without accents */
  noAccents: boolean;
  years: number;
  band: Band;
  declaredSeniority: DeclaredSeniority;
  available: boolean;
  /** first free day, YYYY-MM-DD */
  availableFrom: string;
  /** day rate in euros (lowest figure asked), null when not given or "to negotiate" */
  rate: number | null;
  remote: Remote[];
  days: Day[];
  durations: Duration[];
  /** takes interim management assignments (management de transition) */
  interim: boolean;
  /** city key in areas.ts */
  home: string;
  workAreas: WorkArea[];
  languages: { lang: Lang; level: Level }[];
  certificates: Cert[];
  skills: Skill[];
  sectors: Sector[];
  openToCdi: boolean;
  vehicle: boolean;
  private: PrivateData;
}

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}
