/* Keyword searches of blind-25, typed the way a busy IT business manager at an ESN types them. */
import { BRUXELLES, GENEVE, LA_DEFENSE, LUXEMBOURG, LYON, NOW, PARIS, SUISSE_ROMANDE, need, type Grade } from './judge';
import type { Truth } from './truth';

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

const SAP_FUNCTIONAL = ['sap-fico', 'sap-mm', 'sap-sd', 'sap-pp', 'sap-hcm'];
const SAP_ALL = [...SAP_FUNCTIONAL, 'sap-abap', 'sap-basis'];

export const ABBREV: Query[] = [
  { kind: 'abbrev', body: { keywords: 'RSSI' }, judge: need({ roles: ['rssi'] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'SOC N2' },
    judge: need({ roles: ['analyste-soc'] }),
    note: 'level-2 SOC analyst',
  },
  { kind: 'abbrev', body: { keywords: 'PMO' }, judge: need({ roles: ['pmo'] }) },
  { kind: 'abbrev', body: { keywords: 'SAP FICO' }, judge: need({ roles: ['sap-fico'], strong: ['chef-projet-erp'] }) },
  { kind: 'abbrev', body: { keywords: 'SRE' }, judge: need({ roles: ['ing-sre'] }) },
  { kind: 'abbrev', body: { keywords: 'AMOA' }, judge: need({ roles: ['chef-projet-moa'] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'IAM SailPoint' },
    judge: need({ roles: ['consultant-iam'], skills: ['sailpoint'] }),
  },
  { kind: 'abbrev', body: { keywords: 'DBA Oracle' }, judge: need({ roles: ['dba'], skills: ['oracle-db'] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'D365 F&O' },
    judge: need({ roles: ['dynamics-fo'] }),
    note: 'Dynamics 365 Finance & Operations',
  },
  { kind: 'abbrev', body: { keywords: 'SCCM' }, judge: need({ skills: ['sccm'] }), note: 'anyone who runs SCCM/MECM' },
  {
    kind: 'abbrev',
    body: { keywords: 'RTE SAFe' },
    judge: need({ roles: ['coach-agile'], skills: ['safe'], related: ['scrum-master'] }),
    note: 'Release Train Engineer',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'CdP infra' },
    judge: need({ roles: ['chef-projet-infra'] }),
    note: 'chef de projet infrastructure',
  },
];

export const TITLE_EN: Query[] = [
  { kind: 'title-en', body: { keywords: 'network engineer' }, judge: need({ roles: ['ing-reseau'] }) },
  { kind: 'title-en', body: { keywords: 'cloud architect' }, judge: need({ roles: ['architecte-cloud'] }) },
  { kind: 'title-en', body: { keywords: 'security architect' }, judge: need({ roles: ['architecte-secu'] }) },
  { kind: 'title-en', body: { keywords: 'scrum master' }, judge: need({ roles: ['scrum-master'] }) },
  { kind: 'title-en', body: { keywords: 'product owner' }, judge: need({ roles: ['product-owner'] }) },
  { kind: 'title-en', body: { keywords: 'business analyst' }, judge: need({ roles: ['business-analyst'] }) },
  { kind: 'title-en', body: { keywords: 'test manager' }, judge: need({ roles: ['test-manager'] }) },
  { kind: 'title-en', body: { keywords: 'release manager' }, judge: need({ roles: ['build-release'] }) },
  {
    kind: 'title-en',
    body: { keywords: 'service delivery manager' },
    judge: need({ roles: ['service-delivery-manager'] }),
  },
  { kind: 'title-en', body: { keywords: 'platform engineer' }, judge: need({ roles: ['platform-engineer'] }) },
  { kind: 'title-en', body: { keywords: 'deputy CISO' }, judge: need({ roles: ['rssi'] }) },
  { kind: 'title-en', body: { keywords: 'workplace engineer' }, judge: need({ roles: ['ing-workplace'] }) },
];

export const TITLE_FR: Query[] = [
  {
    kind: 'title-fr',
    body: { keywords: 'administrateur systèmes windows' },
    judge: need({ roles: ['admin-windows'] }),
  },
  { kind: 'title-fr', body: { keywords: 'administratrice systemes linux' }, judge: need({ roles: ['admin-linux'] }) },
  { kind: 'title-fr', body: { keywords: 'ingénieure réseau' }, judge: need({ roles: ['ing-reseau'] }) },
  { kind: 'title-fr', body: { keywords: 'cheffe de projet informatique' }, judge: need({ roles: ['chef-projet-it'] }) },
  { kind: 'title-fr', body: { keywords: 'technicien de proximité' }, judge: need({ roles: ['tech-support-n2'] }) },
  { kind: 'title-fr', body: { keywords: 'ingenieur de production' }, judge: need({ roles: ['ing-production'] }) },
  {
    kind: 'title-fr',
    body: { keywords: 'consultante fonctionnelle salesforce' },
    judge: need({ roles: ['sf-functional'] }),
  },
  { kind: 'title-fr', body: { keywords: 'coach agile' }, judge: need({ roles: ['coach-agile'] }) },
  { kind: 'title-fr', body: { keywords: 'urbaniste SI' }, judge: need({ roles: ['architecte-si'] }) },
  { kind: 'title-fr', body: { keywords: 'directeur de programme' }, judge: need({ roles: ['directeur-programme'] }) },
  { kind: 'title-fr', body: { keywords: 'ingénieur sauvegarde' }, judge: need({ roles: ['ing-stockage'] }) },
  { kind: 'title-fr', body: { keywords: 'analyste fonctionnel' }, judge: need({ roles: ['business-analyst'] }) },
];

export const PLACE: Query[] = [
  { kind: 'place', body: { keywords: 'ingénieur système Lyon' }, judge: need({ roles: ['ing-systeme'], place: LYON }) },
  {
    kind: 'place',
    body: { keywords: 'chef de projet La Défense' },
    judge: need({ roles: ['chef-projet-it', 'chef-projet-infra'], place: LA_DEFENSE }),
  },
  {
    kind: 'place',
    body: { keywords: 'consultant SAP Luxembourg' },
    judge: need({ roles: SAP_ALL, strong: ['chef-projet-erp'], place: LUXEMBOURG }),
  },
  {
    kind: 'place',
    body: { keywords: 'analyste SOC Rennes' },
    judge: need({ roles: ['analyste-soc'], place: { cities: ['rennes'], depts: ['35'] } }),
  },
  {
    kind: 'place',
    body: { keywords: 'business analyst Genève' },
    judge: need({ roles: ['business-analyst'], place: GENEVE }),
  },
  {
    kind: 'place',
    body: { keywords: 'admin réseau 92' },
    judge: need({
      roles: ['admin-reseau', 'ing-reseau'],
      place: { depts: ['92'], near: { depts: ['75', '78', '95', '93', '94', '91'] } },
    }),
  },
  { kind: 'place', body: { keywords: 'PMO Bruxelles' }, judge: need({ roles: ['pmo'], place: BRUXELLES }) },
  {
    kind: 'place',
    body: { keywords: 'technicien support Nantes' },
    judge: need({
      roles: ['tech-support-n1', 'tech-support-n2'],
      place: { cities: ['nantes', 'saintherblain'], depts: ['44'] },
    }),
  },
  {
    kind: 'place',
    body: { keywords: 'scrum master Lille' },
    judge: need({
      roles: ['scrum-master'],
      place: { cities: ['lille', 'roubaix', 'villeneuvedascq'], depts: ['59'], near: { depts: ['62'] } },
    }),
  },
  {
    kind: 'place',
    body: { keywords: 'devops Sophia Antipolis' },
    judge: need({ roles: ['ing-devops'], place: { depts: ['06'] } }),
    note: 'Sophia Antipolis: Valbonne / Biot, Alpes-Maritimes',
  },
  {
    kind: 'place',
    body: { keywords: 'consultant ITSM IDF' },
    judge: need({ roles: ['itsm-consultant'], place: { regions: ['FR:11'] } }),
  },
  {
    kind: 'place',
    body: { keywords: 'architecte cloud Suisse romande' },
    judge: need({ roles: ['architecte-cloud'], place: SUISSE_ROMANDE }),
  },
];

export const SENIORITY: Query[] = [
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet infrastructure senior' },
    judge: need({ roles: ['chef-projet-infra'], years: { min: 7 } }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'admin linux junior' },
    judge: need({ roles: ['admin-linux'], years: { max: 2 } }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'développeur SAP ABAP 10 ans d’expérience' },
    judge: need({ roles: ['sap-abap'], years: { min: 10 } }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'consultant devops confirmé' },
    judge: need({ roles: ['ing-devops'], years: { min: 3, max: 6 } }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'scrum master expérimenté' },
    judge: need({ roles: ['scrum-master'], years: { min: 5 } }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'architecte sécurité expert' },
    judge: need({ roles: ['architecte-secu'], years: { min: 10 } }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'technicien support N2 débutant' },
    judge: need({ roles: ['tech-support-n2'], years: { max: 2 } }),
  },
  { kind: 'seniority', body: { keywords: 'PMO 5 ans minimum' }, judge: need({ roles: ['pmo'], years: { min: 5 } }) },
  {
    kind: 'seniority',
    body: { keywords: 'ingénieur réseau 3-5 ans' },
    judge: need({ roles: ['ing-reseau'], years: { min: 3, max: 5 } }),
  },
  { kind: 'seniority', body: { keywords: 'senior SAP MM' }, judge: need({ roles: ['sap-mm'], years: { min: 7 } }) },
  {
    kind: 'seniority',
    body: { keywords: 'analyste SOC junior' },
    judge: need({ roles: ['analyste-soc'], years: { max: 2 } }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'admin Salesforce sénior' },
    judge: need({ roles: ['sf-functional'], years: { min: 7 } }),
  },
];

export const COMBO: Query[] = [
  {
    kind: 'combo',
    body: { keywords: 'administrateur windows Lyon dispo' },
    judge: need({ roles: ['admin-windows'], place: LYON, freeBy: NOW }),
  },
  {
    kind: 'combo',
    body: { keywords: 'consultant SAP FICO senior Luxembourg anglais' },
    judge: need({ roles: ['sap-fico'], years: { min: 7 }, place: LUXEMBOURG, langs: [['en', 3]] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur devops full remote AWS' },
    judge: need({ roles: ['ing-devops'], remote: 'Full remote', skills: ['aws'] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'chef de projet infra Nantes sur site' },
    judge: need({
      roles: ['chef-projet-infra'],
      place: { cities: ['nantes', 'saintherblain'], depts: ['44'] },
      remote: 'Sur site',
    }),
  },
  {
    kind: 'combo',
    body: { keywords: 'analyste SOC Splunk Paris dispo janvier' },
    judge: need({ roles: ['analyste-soc'], skills: ['splunk'], place: PARIS, freeBy: '2027-01-31' }),
  },
  {
    kind: 'combo',
    body: { keywords: 'scrum master SAFe Bruxelles néerlandais' },
    judge: need({ roles: ['scrum-master'], skills: ['safe'], place: BRUXELLES, langs: [['nl', 3]] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'technicien N2 Genève disponible' },
    judge: need({ roles: ['tech-support-n2'], place: GENEVE, freeBy: NOW }),
  },
  {
    kind: 'combo',
    body: { keywords: 'architecte cloud Azure 600€ max' },
    judge: need({ roles: ['architecte-cloud'], skills: ['azure'], rateMax: 600 }),
  },
  {
    kind: 'combo',
    body: { keywords: 'PMO 3 jours/semaine Paris' },
    judge: need({ roles: ['pmo'], days: 3, place: PARIS }),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur VMware Nutanix Strasbourg' },
    judge: need({
      roles: ['ing-virtualisation'],
      strong: ['ing-systeme'],
      skills: ['vmware', 'nutanix'],
      place: { cities: ['strasbourg'], depts: ['67'] },
    }),
  },
  {
    kind: 'combo',
    body: { keywords: 'consultant ServiceNow ITIL 4 remote' },
    judge: need({
      roles: ['servicenow-dev'],
      strong: ['itsm-consultant'],
      certs: ['itil4', 'itil4-mp'],
      remote: 'Full remote',
    }),
  },
  {
    kind: 'combo',
    body: { keywords: 'pentesteur OSCP dispo' },
    judge: need({ roles: ['pentester'], certs: ['oscp'], freeBy: NOW }),
  },
];

export const GRAMMAR: Query[] = [
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet infrastructure"' },
    judge: need({ roles: ['chef-projet-infra'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"ingénieur de production" Control-M' },
    judge: need({ roles: ['ing-production'], skills: ['control-m'] }),
  },
  { kind: 'grammar', body: { keywords: 'SCCM OR Intune' }, judge: need({ anySkill: ['sccm', 'intune'] }) },
  {
    kind: 'grammar',
    body: { keywords: 'consultant SAP -ABAP' },
    judge: need({
      roles: SAP_FUNCTIONAL,
      strong: ['chef-projet-erp'],
      related: ['sap-basis'],
      only: true,
      exclude: ['sap-abap'],
    }),
    note: 'functional SAP consultants, not developers',
  },
  { kind: 'grammar', body: { keywords: 'devops -junior' }, judge: need({ roles: ['ing-devops'], years: { min: 3 } }) },
  {
    kind: 'grammar',
    body: { keywords: '"scrum master" OR "coach agile"' },
    judge: need({ roles: ['scrum-master', 'coach-agile'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'Fortinet OR "Palo Alto" firewall' },
    judge: need({ anySkill: ['fortinet', 'paloalto'] }),
    note: 'someone who runs Fortinet or Palo Alto firewalls',
  },
  {
    kind: 'grammar',
    body: { keywords: 'admin système -windows' },
    judge: need({ roles: ['admin-linux'], strong: ['ing-systeme'], only: true, exclude: ['admin-windows'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"business analyst" assurance OR "business analyst" banque' },
    judge: need({ roles: ['business-analyst'], sector: ['assurance', 'banque'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"test manager" OR "responsable recette"' },
    judge: need({ roles: ['test-manager'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'Veeam OR Commvault OR NetBackup' },
    judge: need({ anySkill: ['veeam', 'commvault', 'netbackup'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" -infra -ERP' },
    judge: need({ roles: ['chef-projet-it'], exclude: ['chef-projet-infra', 'chef-projet-erp'] }),
  },
];

export const SKILL: Query[] = [
  { kind: 'skill', body: { keywords: 'Ansible Terraform' }, judge: need({ skills: ['ansible', 'terraform'] }) },
  { kind: 'skill', body: { keywords: 'Splunk' }, judge: need({ skills: ['splunk'] }) },
  { kind: 'skill', body: { keywords: 'NetApp Veeam' }, judge: need({ skills: ['netapp', 'veeam'] }) },
  { kind: 'skill', body: { keywords: 'OpenShift' }, judge: need({ skills: ['openshift'] }) },
  { kind: 'skill', body: { keywords: 'Palo Alto' }, judge: need({ skills: ['paloalto'] }) },
  { kind: 'skill', body: { keywords: 'S/4HANA' }, judge: need({ skills: ['s4hana'] }) },
  { kind: 'skill', body: { keywords: 'ServiceNow ITIL' }, judge: need({ skills: ['servicenow', 'itil'] }) },
  { kind: 'skill', body: { keywords: 'Apex LWC' }, judge: need({ skills: ['apex', 'lwc'] }) },
  { kind: 'skill', body: { keywords: 'Control-M' }, judge: need({ skills: ['control-m'] }) },
  { kind: 'skill', body: { keywords: 'EBIOS RM' }, judge: need({ skills: ['ebios-rm'] }) },
  { kind: 'skill', body: { keywords: 'Intune M365' }, judge: need({ skills: ['intune', 'm365'] }) },
  { kind: 'skill', body: { keywords: 'CyberArk' }, judge: need({ skills: ['cyberark'] }) },
];
