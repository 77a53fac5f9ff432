// blind-37 queries: what a recruiter at an infrastructure / cloud / operations / security staffing firm types.
import { TODAY, addDays } from './corpus';
import {
  CLOUD_ENG,
  DBAS,
  DEVOPS_FAMILY,
  PLACES,
  SECURITY,
  SYSADMINS,
  T_BACKUP,
  T_CITRIX,
  T_CLOUD_ENG,
  T_CP_INFRA,
  T_DBA,
  T_DEVOPS,
  T_HELPDESK,
  T_IAM,
  T_KAFKA,
  T_LINUX,
  T_NETWORK,
  T_PENTEST,
  T_PLATFORM,
  T_PRODUCTION,
  T_PROXIMITE,
  T_RESP_PROD,
  T_RSSI,
  T_SECURITY_ENG,
  T_SERVICENOW,
  T_SERVICE_MGR,
  T_SOC,
  T_SRE,
  T_SYSADMIN,
  T_VMWARE,
  T_WORKPLACE,
  anySkill,
  asap,
  availBy,
  base,
  clearance,
  combine,
  days,
  duration,
  has,
  hasCert,
  lang,
  level,
  minYears,
  not,
  onCall,
  place,
  placeOrRemote,
  rateMax,
  remote,
  sector,
  skill,
  skillQuery,
  skills,
  table,
  vehicle,
  yearsIn,
} from './judge';
import type { Grade, Verdict } from './judge';
import type { Truth } from './types';

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

/** The base of a table, then the checks. */
const g = (t: Truth, tb: Parameters<typeof base>[1], ...checks: Verdict[]): Grade => combine(base(t, tb), ...checks);

const T_ARCHI_CLOUD = (t: Truth): Grade => {
  if (t.occ === 'archi-cloud') return 3;
  if (t.occ === 'archi-infra') return has(t, 'aws') || has(t, 'azure') || has(t, 'gcp') ? 2 : 1;
  if (CLOUD_ENG.includes(t.occ)) return t.years >= 8 ? 2 : 1;
  if (['archi-securite', 'platform', 'devops', 'finops'].includes(t.occ)) return 1;
  return 0;
};
const OPS_FIT = [
  ...DEVOPS_FAMILY,
  ...CLOUD_ENG,
  'archi-cloud',
  'admin-linux',
  'ing-systemes',
  'ing-kafka',
  'data-platform',
  'archi-infra',
] as const;

export const QUERIES: Query[] = [
  // =============================================================================================================
  // abbrev: the trade's abbreviations and acronyms
  {
    kind: 'abbrev',
    body: { keywords: 'DBA Oracle' },
    judge: (t) => g(t, table([3, DBAS], [1, ['admin-unix', 'ing-production']]), skill(t, 'oracle')),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'SRE GCP' },
    judge: (t) =>
      g(
        t,
        table([3, ['sre']], [2, ['devops', 'platform', 'k8s', 'cloud-gcp']], [1, ['data-platform', 'archi-cloud']]),
        skill(t, 'gcp'),
      ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'RSSI' },
    judge: (t) => (t.occ === 'consultant-grc' && t.years >= 12 ? 2 : base(t, T_RSSI)),
    note: 'an interim CISO; a GRC consultant with 12+ years is a strong second',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'SOC N2' },
    judge: (t) => g(t, T_SOC, t.years >= 2 && t.years <= 8 ? 'ok' : 'near'),
    note: 'level 2 analyst: about 2 to 8 years',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'IAM CyberArk' },
    judge: (t) =>
      g(
        t,
        table([3, ['ing-iam']], [2, ['ing-securite']], [1, ['archi-securite', 'admin-windows']]),
        skill(t, 'cyberark'),
      ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'GRC ISO 27001 EBIOS' },
    judge: (t) =>
      g(
        t,
        table([3, ['consultant-grc']], [2, ['rssi']], [1, ['archi-securite', 'ing-securite']]),
        skills(t, ['iso27001', 'ebios']),
      ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'ToIP' },
    judge: (t) =>
      g(
        t,
        table([3, ['ing-telecom']], [2, ['ing-reseau', 'admin-reseau', 'admin-sysres', 'archi-reseau']]),
        skill(t, 'toip'),
      ),
    note: 'telecom field technicians installing PABX are not IP telephony engineers',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'AZ-104' },
    judge: (t) => {
      const fit = [
        'cloud-azure',
        'archi-cloud',
        'devops',
        'admin-windows',
        'ing-systemes',
        'platform',
        'sre',
        'devsecops',
        'archi-infra',
        'admin-m365',
        'ing-poste-travail',
        'finops',
      ];
      if (hasCert(t, ['az-104', 'az-305'])) return fit.includes(t.occ) ? 3 : 1;
      if (has(t, 'azure')) return fit.includes(t.occ) ? 2 : 1;
      return 0;
    },
    note: 'Azure administrator certification (AZ-305 implies it); Azure people without it are a strong second',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'CKA' },
    judge: (t) =>
      skillQuery(
        t,
        [{ cert: ['cka', 'cks'], nearSkill: 'kubernetes' }],
        [...DEVOPS_FAMILY, ...CLOUD_ENG, 'data-platform', 'ing-kafka'],
        ['archi-cloud', 'admin-linux'],
      ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'PRA PCA' },
    judge: (t) =>
      g(
        t,
        table(
          [
            3,
            ['ing-sauvegarde', 'ing-stockage', 'ing-virtualisation', 'archi-infra', 'resp-infra', 'chef-projet-infra'],
          ],
          [2, [...SYSADMINS, 'consultant-grc', 'rssi', 'archi-cloud', 'admin-unix']],
        ),
        skill(t, 'pra-pca'),
      ),
    note: 'disaster recovery and business continuity plans',
  },
  // =============================================================================================================
  // title-fr
  {
    kind: 'title-fr',
    body: { keywords: 'administratrice systèmes linux' },
    judge: (t) =>
      g(t, T_LINUX, ['ing-systemes', 'admin-sysres', 'admin-windows'].includes(t.occ) ? skill(t, 'linux') : 'ok'),
  },
  { kind: 'title-fr', body: { keywords: 'ingénieur réseau' }, judge: (t) => base(t, T_NETWORK) },
  { kind: 'title-fr', body: { keywords: 'technicienne de proximité' }, judge: (t) => base(t, T_PROXIMITE) },
  { kind: 'title-fr', body: { keywords: 'chef de projet infrastructure' }, judge: (t) => base(t, T_CP_INFRA) },
  { kind: 'title-fr', body: { keywords: 'ingenieur de production' }, judge: (t) => base(t, T_PRODUCTION) },
  { kind: 'title-fr', body: { keywords: 'architecte cloud' }, judge: T_ARCHI_CLOUD },
  { kind: 'title-fr', body: { keywords: 'administrateur bases de données' }, judge: (t) => base(t, T_DBA) },
  { kind: 'title-fr', body: { keywords: 'ingénieure sécurité' }, judge: (t) => base(t, T_SECURITY_ENG) },
  {
    kind: 'title-fr',
    body: { keywords: 'responsable de production' },
    judge: (t) => (t.occ === 'ing-production' && t.years >= 10 ? 2 : base(t, T_RESP_PROD)),
  },
  // =============================================================================================================
  // title-en
  { kind: 'title-en', body: { keywords: 'DevOps Engineer' }, judge: (t) => base(t, T_DEVOPS) },
  { kind: 'title-en', body: { keywords: 'Site Reliability Engineer' }, judge: (t) => base(t, T_SRE) },
  {
    kind: 'title-en',
    body: { keywords: 'Cloud Architect Azure' },
    judge: (t) => combine(T_ARCHI_CLOUD(t), skill(t, 'azure')),
  },
  {
    kind: 'title-en',
    body: { keywords: 'Network Security Engineer' },
    judge: (t) => {
      const fw = anySkill(t, ['firewall', 'fortinet', 'palo-alto', 'checkpoint']) === 'ok';
      if (t.occ === 'ing-secu-reseau') return 3;
      if (t.occ === 'ing-reseau') return fw ? 2 : 1;
      return base(t, table([2, ['archi-reseau', 'ing-securite']], [1, ['admin-reseau', 'archi-securite']]));
    },
  },
  { kind: 'title-en', body: { keywords: 'IT Service Manager' }, judge: (t) => base(t, T_SERVICE_MGR) },
  {
    kind: 'title-en',
    body: { keywords: 'Platform Engineer Kubernetes' },
    judge: (t) => g(t, T_PLATFORM, skill(t, 'kubernetes')),
  },
  { kind: 'title-en', body: { keywords: 'Helpdesk Technician' }, judge: (t) => base(t, T_HELPDESK) },
  { kind: 'title-en', body: { keywords: 'Storage and Backup Engineer' }, judge: (t) => base(t, T_BACKUP) },
  { kind: 'title-en', body: { keywords: 'Workplace Engineer' }, judge: (t) => base(t, T_WORKPLACE) },
  // =============================================================================================================
  // place
  { kind: 'place', body: { keywords: 'DevOps Nantes' }, judge: (t) => g(t, T_DEVOPS, place(t, PLACES.nantes)) },
  {
    kind: 'place',
    body: { keywords: 'ingénieur réseau 92' },
    judge: (t) => g(t, T_NETWORK, place(t, PLACES.laDefense)),
    note: 'Hauts-de-Seine by its number; Paris next door counts',
  },
  {
    kind: 'place',
    body: { keywords: 'technicien support Hauts-de-France' },
    judge: (t) =>
      g(
        t,
        table([3, ['support-n1', 'support-n2', 'technicien-proximite']], [2, ['support-n3']]),
        place(t, PLACES.hautsDeFrance),
      ),
  },
  {
    kind: 'place',
    body: { keywords: 'admin système Nord-Pas-de-Calais' },
    judge: (t) => g(t, T_SYSADMIN, place(t, PLACES.nordPasDeCalais)),
    note: 'former region: Nord (59) and Pas-de-Calais (62)',
  },
  { kind: 'place', body: { keywords: 'SOC analyst PACA' }, judge: (t) => g(t, T_SOC, place(t, PLACES.paca)) },
  {
    kind: 'place',
    body: { keywords: 'ingénieur cloud La Défense' },
    judge: (t) => g(t, T_CLOUD_ENG, place(t, PLACES.laDefense)),
  },
  { kind: 'place', body: { keywords: 'DBA Sophia Antipolis' }, judge: (t) => g(t, T_DBA, place(t, PLACES.sophia)) },
  {
    kind: 'place',
    body: { keywords: 'admin linux Suisse romande' },
    judge: (t) =>
      g(
        t,
        T_LINUX,
        ['ing-systemes', 'admin-sysres', 'admin-windows'].includes(t.occ) ? skill(t, 'linux') : 'ok',
        place(t, PLACES.suisseRomande),
      ),
    note: 'French-speaking cantons; cross-border commuters from 74/01 who list Switzerland count',
  },
  {
    kind: 'place',
    body: { keywords: 'ingénieur systèmes Luxembourg' },
    judge: (t) =>
      g(
        t,
        table([3, SYSADMINS], [2, ['admin-unix', 'ing-virtualisation']], [1, ['archi-infra']]),
        place(t, PLACES.luxembourg),
      ),
    note: 'the country, not the Belgian province (near)',
  },
  {
    kind: 'place',
    body: { keywords: 'ingénieur réseau Bruxelles' },
    judge: (t) => g(t, T_NETWORK, place(t, PLACES.bruxelles)),
  },
  // =============================================================================================================
  // seniority
  { kind: 'seniority', body: { keywords: 'admin système junior' }, judge: (t) => g(t, T_SYSADMIN, level(t, 'junior')) },
  {
    kind: 'seniority',
    body: { keywords: 'ingénieur devops confirmé' },
    judge: (t) => g(t, T_DEVOPS, level(t, 'confirme')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'architecte réseau', seniority: ['senior', 'expert'] },
    judge: (t) =>
      g(
        t,
        table([3, ['archi-reseau']], [2, ['ing-reseau']], [1, ['ing-secu-reseau', 'archi-infra']]),
        level(t, 'senior'),
      ),
  },
  { kind: 'seniority', body: { keywords: "DBA 10 ans d'expérience" }, judge: (t) => g(t, T_DBA, minYears(t, 10)) },
  {
    kind: 'seniority',
    body: { keywords: 'expert VMware' },
    judge: (t) => g(t, T_VMWARE, skill(t, 'vmware'), level(t, 'expert')),
  },
  { kind: 'seniority', body: { keywords: 'pentester 5 ans minimum' }, judge: (t) => g(t, T_PENTEST, minYears(t, 5)) },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet infra sénior 15 ans' },
    judge: (t) => g(t, T_CP_INFRA, minYears(t, 15)),
  },
  { kind: 'seniority', body: { keywords: 'analyste SOC débutant' }, judge: (t) => g(t, T_SOC, level(t, 'junior')) },
  {
    kind: 'seniority',
    body: { keywords: 'ingénieur cloud 3-5 ans' },
    judge: (t) => g(t, T_CLOUD_ENG, yearsIn(t, 3, 5)),
  },
  // =============================================================================================================
  // combo: a title or skill with two or three constraints
  {
    kind: 'combo',
    body: { keywords: 'ingénieur réseau Cisco Lyon dispo' },
    judge: (t) => g(t, T_NETWORK, skill(t, 'cisco'), place(t, PLACES.lyon), asap(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'administrateur Windows astreintes Lille' },
    judge: (t) =>
      g(
        t,
        table([3, ['admin-windows']], [2, ['admin-sysres', 'ing-systemes']], [1, ['support-n3', 'ing-poste-travail']]),
        t.occ === 'ing-systemes' ? skill(t, 'windows-server') : 'ok',
        onCall(t),
        place(t, PLACES.lille),
      ),
  },
  {
    kind: 'combo',
    body: { keywords: 'DevOps AWS full remote anglais' },
    judge: (t) => g(t, T_DEVOPS, skill(t, 'aws'), remote(t, 'remote'), lang(t, 'en', 'professional')),
  },
  {
    kind: 'combo',
    body: { keywords: 'consultant ServiceNow Niort assurance' },
    judge: (t) => g(t, T_SERVICENOW, place(t, PLACES.niort), sector(t, 'assurance')),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur sécurité habilité secret défense Toulouse' },
    judge: (t) => g(t, T_SECURITY_ENG, clearance(t, 'habilite'), place(t, PLACES.toulouse)),
  },
  {
    kind: 'combo',
    body: { keywords: 'DBA PostgreSQL senior dispo janvier' },
    judge: (t) => g(t, T_DBA, skill(t, 'postgresql'), level(t, 'senior'), availBy(t, '2027-01-31', '2027-02-28')),
  },
  {
    kind: 'combo',
    body: { keywords: 'architecte cloud Azure banque Paris' },
    judge: (t) => combine(T_ARCHI_CLOUD(t), skill(t, 'azure'), sector(t, 'banque'), place(t, PLACES.paris)),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur Kafka hybride Bordeaux' },
    judge: (t) => g(t, T_KAFKA, skill(t, 'kafka'), remote(t, 'hybrid'), place(t, PLACES.bordeaux)),
  },
  {
    kind: 'combo',
    body: { keywords: 'RSSI de transition 3j/semaine' },
    judge: (t) => combine(t.occ === 'consultant-grc' && t.years >= 12 ? 2 : base(t, T_RSSI), days(t, 3)),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur systèmes VMware', workAreas: ['auvergne-rhone-alpes'], available: true },
    judge: (t) =>
      g(
        t,
        table(
          [3, ['ing-systemes', 'ing-virtualisation']],
          [2, ['admin-windows', 'admin-linux', 'admin-sysres']],
          [1, ['archi-infra']],
        ),
        skill(t, 'vmware'),
        place(t, PLACES.auvergneRhoneAlpes),
        asap(t),
      ),
  },
  // =============================================================================================================
  // grammar: quoted phrases, OR, exclusions
  {
    kind: 'grammar',
    body: { keywords: '"administrateur systèmes" linux -windows' },
    judge: (t) =>
      t.occ === 'admin-windows'
        ? 0
        : g(
            t,
            table([3, ['admin-linux', 'ing-systemes']], [2, ['admin-unix', 'admin-sysres']]),
            skill(t, 'linux'),
            has(t, 'windows-server') ? 'near' : 'ok',
          ),
    note: 'Windows administrators excluded; Linux admins who also run Windows are near',
  },
  {
    kind: 'grammar',
    body: { keywords: '"ingénieur de production" OR "ingénieur d\'exploitation"' },
    judge: (t) => base(t, T_PRODUCTION),
  },
  {
    kind: 'grammar',
    body: { keywords: 'SOC OR SIEM OR "réponse à incident"' },
    judge: (t) => {
      if (t.occ === 'analyste-soc' || t.occ === 'analyste-ir') return 3;
      if (t.occ === 'ing-securite') return has(t, 'siem') ? 2 : 1;
      return t.occ === 'archi-securite' ? 1 : 0;
    },
  },
  {
    kind: 'grammar',
    body: { keywords: 'DevOps -développeur -developer' },
    judge: (t) => base(t, T_DEVOPS),
  },
  {
    kind: 'grammar',
    body: { keywords: '"Microsoft 365" Intune -SCCM' },
    judge: (t) =>
      g(
        t,
        table(
          [3, ['admin-m365', 'ing-poste-travail']],
          [2, ['support-n3']],
          [1, ['support-n2', 'technicien-proximite']],
        ),
        skills(t, ['m365', 'intune']),
        not(has(t, 'sccm')),
      ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"Palo Alto" OR Fortinet OR "Check Point" firewall' },
    judge: (t) =>
      g(
        t,
        table(
          [3, ['ing-secu-reseau']],
          [2, ['archi-reseau', 'ing-reseau', 'admin-reseau', 'ing-securite']],
          [1, ['admin-sysres', 'archi-securite']],
        ),
        has(t, 'palo-alto') || has(t, 'fortinet') || has(t, 'checkpoint') ? 'ok' : 'fail',
      ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" infrastructure -PMO' },
    judge: (t) => (t.occ === 'pmo' ? 0 : base(t, T_CP_INFRA)),
  },
  {
    kind: 'grammar',
    body: { keywords: 'Veeam OR Commvault OR NetBackup -junior' },
    judge: (t) =>
      g(
        t,
        table(
          [3, ['ing-sauvegarde']],
          [2, ['ing-stockage', 'ing-virtualisation']],
          [1, ['admin-sysres', 'admin-windows', 'ing-systemes', 'archi-infra', 'admin-unix']],
        ),
        has(t, 'veeam') || has(t, 'commvault') || has(t, 'netbackup') ? 'ok' : 'fail',
        not(t.years <= 2),
      ),
  },
  {
    kind: 'grammar',
    body: { keywords: 'DBA "SQL Server" -Oracle' },
    judge: (t) =>
      g(
        t,
        table([3, ['dba-sqlserver']], [2, ['dba-opensource']], [1, ['dba-oracle']]),
        skill(t, 'sqlserver'),
        not(has(t, 'oracle')),
      ),
  },
  // =============================================================================================================
  // skill: tools, methods, certifications, no title
  {
    kind: 'skill',
    body: { keywords: 'Terraform Ansible' },
    judge: (t) =>
      skillQuery(
        t,
        ['terraform', 'ansible'],
        [...OPS_FIT, 'ing-virtualisation', 'admin-hadoop', 'ing-stockage', 'ing-reseau'],
        ['admin-windows', 'admin-sysres', 'dba-opensource', 'ing-production'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'ArgoCD', skills: ['kubernetes', 'helm'] },
    judge: (t) =>
      skillQuery(
        t,
        ['kubernetes', 'helm', 'argocd'],
        [...DEVOPS_FAMILY, ...CLOUD_ENG, 'data-platform', 'ing-kafka'],
        ['archi-cloud'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Splunk' },
    judge: (t) =>
      skillQuery(
        t,
        ['splunk'],
        ['analyste-soc', 'analyste-ir', 'ing-securite', 'ing-supervision'],
        ['archi-securite', 'ing-secu-reseau', 'sre'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Veeam NetApp' },
    judge: (t) =>
      skillQuery(
        t,
        ['veeam', 'netapp'],
        ['ing-sauvegarde', 'ing-stockage', 'ing-virtualisation', 'ing-systemes', 'admin-sysres', 'archi-infra'],
        ['admin-windows', 'admin-linux'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Control-M' },
    judge: (t) =>
      skillQuery(
        t,
        ['control-m'],
        ['ing-production', 'pilote-prod', 'resp-production'],
        ['admin-unix', 'admin-middleware', 'ing-supervision'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'CCNP BGP' },
    judge: (t) =>
      skillQuery(
        t,
        [{ cert: ['ccnp', 'ccie'], nearSkill: 'cisco' }, 'bgp'],
        ['ing-reseau', 'archi-reseau', 'ing-secu-reseau', 'ing-telecom'],
        ['admin-reseau'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Zabbix Grafana' },
    judge: (t) =>
      skillQuery(
        t,
        ['zabbix', 'grafana'],
        [
          'ing-supervision',
          'sre',
          'devops',
          'admin-linux',
          'ing-systemes',
          'pilote-prod',
          'ing-production',
          'platform',
        ],
        ['admin-sysres', 'ing-kafka'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'CISSP' },
    judge: (t) => skillQuery(t, [{ cert: ['cissp'] }], SECURITY, ['resp-infra', 'archi-infra']),
  },
  {
    kind: 'skill',
    body: { keywords: 'Kafka Spark' },
    judge: (t) => skillQuery(t, ['kafka', 'spark'], ['ing-kafka', 'admin-hadoop', 'data-platform'], []),
    note: 'data platform operations; data engineers and developers who use Kafka are only related',
  },
  // =============================================================================================================
  // typo: what a hurried recruiter really types
  { kind: 'typo', body: { keywords: 'admnistrateur systeme' }, judge: (t) => base(t, T_SYSADMIN) },
  { kind: 'typo', body: { keywords: 'ingenieur reseaux' }, judge: (t) => base(t, T_NETWORK) },
  {
    kind: 'typo',
    body: { keywords: 'kubernets terraform' },
    judge: (t) =>
      skillQuery(
        t,
        ['kubernetes', 'terraform'],
        [...DEVOPS_FAMILY, ...CLOUD_ENG, 'archi-cloud', 'data-platform', 'ing-kafka'],
        ['admin-linux', 'ing-systemes', 'archi-infra'],
      ),
  },
  { kind: 'typo', body: { keywords: 'Devops ingénieur azur' }, judge: (t) => g(t, T_DEVOPS, skill(t, 'azure')) },
  {
    kind: 'typo',
    body: { keywords: 'servicenwo ITSM' },
    judge: (t) => base(t, table([3, ['consultant-servicenow']], [2, ['consultant-itsm']], [1, ['service-manager']])),
  },
  { kind: 'typo', body: { keywords: 'penstest web' }, judge: (t) => g(t, T_PENTEST, anySkill(t, ['owasp', 'burp'])) },
  {
    kind: 'typo',
    body: { keywords: 'DBA oracel RAC' },
    judge: (t) =>
      g(
        t,
        table([3, DBAS], [1, ['admin-unix']]),
        skill(t, 'oracle'),
        skill(t, 'rac') === 'fail' ? 'near' : skill(t, 'rac'),
      ),
  },
  { kind: 'typo', body: { keywords: 'chefdeprojet infra' }, judge: (t) => base(t, T_CP_INFRA) },
  { kind: 'typo', body: { keywords: 'VMWARE ESXI' }, judge: (t) => g(t, T_VMWARE, skill(t, 'vmware')) },
  // =============================================================================================================
  // brief: French sentences
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un administrateur Linux pour une banque à Paris, mission de 6 mois, démarrage début janvier, 2 jours de télétravail par semaine.',
    },
    judge: (t) =>
      g(
        t,
        T_LINUX,
        ['ing-systemes', 'admin-sysres', 'admin-windows'].includes(t.occ) ? skill(t, 'linux') : 'ok',
        place(t, PLACES.paris),
        availBy(t, '2027-01-08', '2027-01-31'),
        remote(t, 'hybrid'),
        duration(t, ['3-6', '6-12']),
      ),
  },
  {
    kind: 'brief',
    body: { brief: "Besoin urgent d'un technicien de proximité sur Lille, démarrage lundi, véhiculé." },
    judge: (t) => g(t, T_PROXIMITE, place(t, PLACES.lille), availBy(t, '2026-12-07', '2026-12-21'), vehicle(t)),
  },
  {
    kind: 'brief',
    body: { brief: 'Ingénieur DevOps Kubernetes pour une scale-up nantaise, full remote possible, TJM max 650 €.' },
    judge: (t) => g(t, T_DEVOPS, skill(t, 'kubernetes'), placeOrRemote(t, PLACES.nantes), rateMax(t, 650)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'On cherche un RSSI de transition pour un établissement public à Rennes, 3 jours par semaine pendant 12 mois, une bonne connaissance de NIS2 est indispensable.',
    },
    judge: (t) =>
      combine(base(t, T_RSSI), place(t, PLACES.rennes), days(t, 3), skill(t, 'nis2'), duration(t, ['6-12', '>12'])),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Il me faut un expert Citrix pour une migration vers Citrix Cloud chez un assureur, basé à Niort ou en hybride depuis la Nouvelle-Aquitaine.',
    },
    judge: (t) => g(t, T_CITRIX, skill(t, 'citrix-cloud'), level(t, 'senior'), place(t, PLACES.nouvelleAquitaine)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Profil pilote d'exploitation ou opérateur de supervision pour des horaires décalés avec astreintes, sur Lyon.",
    },
    judge: (t) =>
      g(
        t,
        table([3, ['pilote-prod']], [2, ['ing-production', 'ing-supervision']], [1, ['support-n1']]),
        onCall(t),
        place(t, PLACES.lyon),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Consultant ServiceNow ITSM confirmé, ITOM apprécié, client dans le retail, sur Lille ou en remote.',
    },
    judge: (t) => g(t, T_SERVICENOW, skill(t, 'itsm-snow'), level(t, 'confirme'), placeOrRemote(t, PLACES.lille)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Ingénieur sauvegarde Veeam pour refondre le PRA d'un groupe hospitalier, région Grand Est, présence sur site 3 jours par semaine.",
    },
    judge: (t) =>
      g(
        t,
        table(
          [3, ['ing-sauvegarde']],
          [2, ['ing-stockage', 'ing-virtualisation']],
          [1, ['admin-sysres', 'archi-infra']],
        ),
        skill(t, 'veeam'),
        place(t, PLACES.grandEst),
        remote(t, 'hybrid'),
        has(t, 'pra-pca') ? 'ok' : 'near',
      ),
  },
  {
    kind: 'brief',
    body: { brief: 'Analyste SOC N2, anglais courant, horaires de jour, Sophia Antipolis, démarrage ASAP.' },
    judge: (t) =>
      g(
        t,
        T_SOC,
        t.years >= 2 && t.years <= 8 ? 'ok' : 'near',
        lang(t, 'en', 'professional'),
        place(t, PLACES.sophia),
        asap(t),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un architecte réseau senior SD-WAN pour un opérateur télécom, à Paris ou La Défense, mission longue de plus de 12 mois.',
    },
    judge: (t) =>
      combine(
        t.occ === 'archi-reseau'
          ? 3
          : t.occ === 'ing-reseau'
            ? 2
            : base(t, table([1, ['ing-secu-reseau', 'ing-telecom']])),
        skill(t, 'sdwan'),
        level(t, 'senior'),
        place(t, PLACES.paris),
        duration(t, ['>12']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Ingénieur poste de travail Intune / Autopilot pour le déploiement de Windows 11, 4 jours par semaine, Bordeaux.',
    },
    judge: (t) => g(t, T_WORKPLACE, skills(t, ['intune', 'autopilot']), days(t, 4), place(t, PLACES.bordeaux)),
  },
  {
    kind: 'brief',
    body: { brief: 'DBA Oracle avec Exadata et astreintes, sur Toulouse, budget 600 € par jour.' },
    judge: (t) =>
      g(
        t,
        table([3, DBAS], [1, ['admin-unix']]),
        skill(t, 'oracle'),
        skill(t, 'exadata'),
        onCall(t),
        place(t, PLACES.toulouse),
        rateMax(t, 600),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Ingénieur Kafka pour une plateforme de streaming, bonne maîtrise de Kubernetes, région lyonnaise, disponible sous un mois.',
    },
    judge: (t) =>
      g(
        t,
        T_KAFKA,
        skill(t, 'kafka'),
        skill(t, 'kubernetes'),
        place(t, PLACES.lyon),
        availBy(t, addDays(TODAY, 31), '2027-01-31'),
      ),
  },
  {
    kind: 'brief',
    body: { brief: 'un admin sys windows dispo de suite' },
    judge: (t) =>
      g(
        t,
        table([3, ['admin-windows']], [2, ['admin-sysres', 'ing-systemes']], [1, ['support-n3', 'admin-m365']]),
        t.occ === 'ing-systemes' ? skill(t, 'windows-server') : 'ok',
        asap(t),
      ),
  },
  {
    kind: 'brief',
    body: { brief: 'pentest web et AD, OSCP souhaité' },
    judge: (t) =>
      g(t, T_PENTEST, anySkill(t, ['owasp', 'burp']), skill(t, 'ad-pentest'), hasCert(t, ['oscp']) ? 'ok' : 'near'),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Chef de projet migration datacenter vers le cloud, secteur bancaire, basé au Luxembourg, français et anglais obligatoires.',
    },
    judge: (t) =>
      g(
        t,
        table(
          [3, ['chef-projet-infra']],
          [2, ['resp-infra', 'archi-infra']],
          [1, ['archi-cloud', 'chef-projet-deploiement', 'pmo']],
        ),
        anySkill(t, ['migration-dc', 'cloud-migration']),
        place(t, PLACES.luxembourg),
        lang(t, 'fr', 'professional'),
        lang(t, 'en', 'professional'),
        sector(t, 'banque'),
      ),
  },
  // brief: English sentences
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a senior AWS cloud engineer with Terraform, fully remote, English speaking, able to start in January.',
    },
    judge: (t) =>
      g(
        t,
        table(
          [3, ['cloud-aws']],
          [2, ['devops', 'platform', 'sre', 'archi-cloud', 'cloud-azure', 'cloud-gcp']],
          [1, ['devsecops']],
        ),
        skill(t, 'aws'),
        skill(t, 'terraform'),
        level(t, 'senior'),
        remote(t, 'remote'),
        lang(t, 'en', 'professional'),
        availBy(t, '2027-01-31', '2027-02-28'),
      ),
  },
  {
    kind: 'brief',
    body: { brief: 'Need a Kubernetes platform engineer for a fintech in Paris, hybrid with 2 days on site.' },
    judge: (t) => g(t, T_PLATFORM, skill(t, 'kubernetes'), place(t, PLACES.paris), remote(t, 'hybrid')),
  },
  {
    kind: 'brief',
    body: { brief: 'SOC analyst level 2 with Microsoft Sentinel for a 6-month assignment in Brussels.' },
    judge: (t) =>
      g(
        t,
        T_SOC,
        t.years >= 2 && t.years <= 8 ? 'ok' : 'near',
        skill(t, 'sentinel'),
        place(t, PLACES.bruxelles),
        duration(t, ['3-6', '6-12']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'We need a network engineer who knows Cisco and Fortinet, based in Geneva or nearby, fluent in French and English.',
    },
    judge: (t) =>
      g(
        t,
        T_NETWORK,
        skills(t, ['cisco', 'fortinet']),
        place(t, PLACES.geneva),
        lang(t, 'en', 'professional'),
        lang(t, 'fr', 'professional'),
      ),
  },
  {
    kind: 'brief',
    body: { brief: 'Interim CISO for an insurance group, 3 days a week, strong ISO 27001 and DORA background.' },
    judge: (t) => combine(base(t, T_RSSI), days(t, 3), skills(t, ['iso27001', 'dora'])),
  },
  {
    kind: 'brief',
    body: { brief: 'Experienced Oracle DBA available now, on-call duty required.' },
    judge: (t) => g(t, table([3, DBAS], [1, ['admin-unix']]), skill(t, 'oracle'), minYears(t, 5), asap(t), onCall(t)),
  },
  // brief: pasted job ads
  {
    kind: 'brief',
    note: 'job ad (FR)',
    body: {
      brief: `Mission freelance - Ingénieur Systèmes Linux / Ansible (H/F)
Localisation : Niort (79) - 2 jours de télétravail par semaine
Démarrage : 04/01/2027 - Durée : 12 mois renouvelables - TJM : selon profil

Notre client, un grand assureur mutualiste niortais, renforce son équipe Infrastructure & Production dans le cadre de la modernisation de son socle Linux.

Vos missions :
- Administration et MCO d'un parc d'environ 1 500 serveurs Red Hat
- Automatisation des tâches récurrentes (Ansible, AWX)
- Participation au projet de migration RHEL 7 vers RHEL 9
- Traitement des incidents N2/N3 et amélioration continue
- Rédaction et mise à jour de la documentation d'exploitation

Profil recherché :
- 5 ans d'expérience minimum en administration de systèmes Linux
- Maîtrise d'Ansible indispensable ; des connaissances VMware et en scripting Bash / Python sont un plus
- Rigueur, sens du service et esprit d'équipe

Qui sommes-nous ? Cabinet spécialisé dans le placement de consultants indépendants en infrastructure, cloud et cybersécurité, nous accompagnons depuis plus de 15 ans les grands comptes de la région. Processus de recrutement rapide : un échange avec notre consultant(e), puis un entretien technique avec le client.
Envoyez-nous votre CV à jour en précisant votre TJM et vos disponibilités.`,
    },
    judge: (t) =>
      g(
        t,
        T_LINUX,
        skill(t, 'linux'),
        skill(t, 'ansible'),
        minYears(t, 5),
        place(t, PLACES.niort),
        availBy(t, '2027-01-04', '2027-01-31'),
        remote(t, 'hybrid'),
      ),
  },
  {
    kind: 'brief',
    note: 'job ad (FR)',
    body: {
      brief: `Administrateur Réseaux & Sécurité (H/F) - Freelance - Toulouse (31)
Secteur : aéronautique et défense
Démarrage : janvier 2027 | Durée : 6 mois renouvelable | Présence sur site obligatoire (environnement classifié)

Le contexte
Au sein de la direction des systèmes d'information d'un grand industriel de l'aéronautique, vous intégrez l'équipe réseau et sécurité (8 personnes) en charge des sites de la région toulousaine.

Vos missions
- Administration des pare-feu Fortinet (FortiGate, FortiManager) et traitement des demandes d'ouverture de flux
- Exploitation des équipements Cisco (Catalyst, Nexus) : VLAN, routage, supervision
- MCO des VPN IPsec site à site et nomades
- Participation à la migration du cœur de réseau du site de Blagnac

Compétences requises
- Fortinet (la certification NSE 4 est appréciée) et Cisco
- Routage et commutation, bonnes pratiques de filtrage
- 4 ans d'expérience minimum sur un poste similaire

Contraintes : vous devez être habilitable Secret Défense (nationalité française requise), la mission se déroule à 100 % sur site.
Conditions : TJM selon profil, mission longue avec visibilité. Rejoignez une communauté de plus de 2 000 freelances accompagnés par nos équipes !`,
    },
    judge: (t) =>
      g(
        t,
        table(
          [3, ['ing-secu-reseau', 'ing-reseau']],
          [2, ['admin-reseau', 'archi-reseau']],
          [1, ['admin-sysres', 'ing-securite']],
        ),
        skills(t, ['fortinet', 'cisco']),
        clearance(t, 'habilitable'),
        place(t, PLACES.toulouse),
        remote(t, 'onsite'),
        minYears(t, 4),
        availBy(t, '2027-01-31', '2027-02-28'),
      ),
  },
  {
    kind: 'brief',
    note: 'job ad (FR)',
    body: {
      brief: `Consultant(e) IAM SailPoint - Paris 8e - Banque privée - Freelance

Nous recherchons pour notre client, une banque privée parisienne, un(e) consultant(e) IAM expérimenté(e) pour accompagner le déploiement de SailPoint IdentityIQ.

Missions :
• Recueil des besoins auprès des métiers et de la sécurité
• Connexion des applications (connecteurs AD, LDAP, JDBC, web services)
• Campagnes de recertification et modèle de rôles métier
• Run et support N3 de la plateforme

Profil :
• 4 ans minimum sur des projets IAM, dont au moins un projet SailPoint IIQ
• Anglais professionnel : une partie de l'équipe est basée à Londres
• Connaissance d'Active Directory et des protocoles SAML / OIDC appréciée

Infos pratiques : démarrage ASAP ou sous 1 mois, 3 jours sur site et 2 jours de télétravail, mission de 9 mois, TJM 650-750 €.
Merci d'adresser votre candidature avec la référence IAM-2026-117.`,
    },
    judge: (t) =>
      g(
        t,
        T_IAM,
        skill(t, 'sailpoint'),
        minYears(t, 4),
        place(t, PLACES.paris),
        lang(t, 'en', 'professional'),
        availBy(t, addDays(TODAY, 31), '2027-01-31'),
        rateMax(t, 750),
        remote(t, 'hybrid'),
      ),
  },
  {
    kind: 'brief',
    note: 'job ad (FR)',
    body: {
      brief: `Technicien Support N2 (H/F) - Lyon Part-Dieu - Freelance ou portage salarial
Démarrage le 4 janvier 2027 - Mission de 3 mois renouvelable - 100 % sur site

Au sein du centre de services d'un groupe de grande distribution (3 000 utilisateurs), vous prenez en charge les incidents et demandes de niveau 2 :
- Postes de travail Windows 10 / 11 et périphériques
- Comptes et groupes Active Directory
- Microsoft 365 : Outlook, Teams, OneDrive
- Déploiement d'applications via Intune
- Suivi des tickets dans ServiceNow et escalade vers les équipes N3

Profil : au moins 2 ans d'expérience en support N2, bon relationnel, sens du service. La connaissance d'ITIL est un plus.
Pourquoi nous ? Paiement à 30 jours, un interlocuteur unique pendant toute la mission, des missions régulières dans la région lyonnaise.`,
    },
    judge: (t) =>
      g(
        t,
        table(
          [3, ['support-n2']],
          [2, ['support-n3', 'support-n1', 'technicien-proximite']],
          [1, ['ing-poste-travail']],
        ),
        skills(t, ['active-directory', 'm365']),
        minYears(t, 2),
        place(t, PLACES.lyon),
        remote(t, 'onsite'),
        availBy(t, '2027-01-04', '2027-01-31'),
      ),
  },
  {
    kind: 'brief',
    note: 'job ad (EN)',
    body: {
      brief: `Senior Site Reliability Engineer - Freelance - Paris (hybrid) or remote within France

About the client: a fast-growing marketplace (40M monthly users) running on Google Cloud.

What you will do:
- Own SLOs and error budgets for the checkout and search platforms
- Lead incident management and blameless post-mortems
- Join the on-call rotation (one week in five, paid)
- Improve capacity planning and cost efficiency on GKE
- Automate everything with Terraform and Argo CD

What we are looking for:
- 7+ years in operations / SRE roles
- Strong Kubernetes and GCP experience, Terraform
- Prometheus / Grafana observability
- Fluent English (international team); French is a plus
- Go is nice to have

Start: January 2027. Duration: 12 months. Rate: up to 800 EUR per day.
We are an equal opportunity agency and review every application within 48 hours.`,
    },
    judge: (t) =>
      g(
        t,
        T_SRE,
        skills(t, ['gcp', 'kubernetes', 'prometheus']),
        minYears(t, 7),
        onCall(t),
        placeOrRemote(t, PLACES.paris),
        lang(t, 'en', 'professional'),
        rateMax(t, 800),
        availBy(t, '2027-01-31', '2027-02-28'),
      ),
  },
  {
    kind: 'brief',
    note: 'job ad (EN)',
    body: {
      brief: `Azure Cloud Architect (freelance) - Luxembourg-Kirchberg - Financial services

Our client, a Luxembourg-based private bank regulated by the CSSF, is moving its hosting to Microsoft Azure and needs an experienced architect to design and secure the target platform.

Responsibilities
- Design the Azure landing zones (hub-and-spoke, Azure Policy, Entra ID)
- Define infrastructure-as-code standards with Terraform
- Work with risk and compliance teams on DORA and outsourcing requirements
- Coach the internal infrastructure team

Requirements
- 10+ years in infrastructure, including 4+ years designing on Azure
- Terraform, networking and identity on Azure
- Experience in regulated environments
- Fluent English; French is a plus

Practical details: start ASAP, 12 months renewable, 3 days a week on site in Kirchberg, rate negotiable.
Please apply with your CV in English.`,
    },
    judge: (t) =>
      combine(
        T_ARCHI_CLOUD(t),
        skill(t, 'azure'),
        skill(t, 'terraform'),
        minYears(t, 10),
        place(t, PLACES.luxembourg),
        lang(t, 'en', 'professional'),
        asap(t),
        remote(t, 'hybrid'),
      ),
  },
  {
    kind: 'brief',
    note: 'job ad (FR)',
    body: {
      brief: `Ingénieur de Production / Run Manager (H/F) - La Défense - Freelance

Notre client, un grand groupe bancaire, recherche un ingénieur de production pour renforcer l'équipe qui assure le run de ses applications de paiement.

Missions :
- Suivi quotidien de la production applicative et gestion des incidents
- Ordonnancement des traitements avec Control-M (création et modification des chaînes)
- Gestion des changements dans ServiceNow et préparation des mises en production
- Participation aux astreintes (une semaine par mois)
- Amélioration continue : automatisation, supervision Dynatrace

Environnement : Linux, Oracle, WebSphere, Control-M, Dynatrace, ServiceNow.
Profil : 5 ans minimum en production informatique, Control-M impératif, goût pour le travail en équipe.
Démarrage ASAP, mission longue, 2 jours de télétravail par semaine.
À propos : nous plaçons chaque année plus de 300 consultants en infrastructure et production. Candidature par e-mail, réponse sous 48 h.`,
    },
    judge: (t) =>
      g(
        t,
        T_PRODUCTION,
        skill(t, 'control-m'),
        minYears(t, 5),
        onCall(t),
        place(t, PLACES.laDefense),
        asap(t),
        remote(t, 'hybrid'),
      ),
  },
];

/** The kinds, in the order the README lists them. */
export const KINDS = [
  'abbrev',
  'title-fr',
  'title-en',
  'place',
  'seniority',
  'combo',
  'grammar',
  'skill',
  'typo',
  'brief',
] as const;
