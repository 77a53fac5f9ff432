/* Free-text briefs of blind-25: sentences and pasted job ads for freelance missions, French and English. */
import { BRUXELLES, GENEVE, LA_DEFENSE, LUXEMBOURG, LYON, NOW, PARIS, need } from './judge';
import type { Query } from './queries-keywords';

export const BRIEF: Query[] = [
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un ingénieur systèmes Linux pour un client bancaire à Paris, mission longue, démarrage début janvier.',
    },
    judge: need({
      roles: ['admin-linux'],
      strong: ['ing-systeme'],
      place: PARIS,
      freeBy: '2027-01-15',
      sector: ['banque'],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a senior SAP FICO consultant, fluent in English, for an S/4HANA Finance migration at a bank in Luxembourg.',
    },
    judge: need({ roles: ['sap-fico'], years: { min: 7 }, langs: [['en', 4]], skills: ['s4hana'], place: LUXEMBOURG }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Besoin d’un chef de projet infrastructure pour piloter un déménagement de datacenter à Lyon, 4 jours par semaine sur site.',
    },
    judge: need({ roles: ['chef-projet-infra'], place: LYON, days: 4, remote: 'Sur site' }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Mission freelance – Analyste SOC N2 (H/F) – Lille (59)
Notre client, un acteur majeur de la distribution, renforce son SOC interne.
Vos missions :
- qualification et traitement des alertes de niveau 2 ;
- rédaction et amélioration des règles de détection ;
- investigations sur les postes via l’EDR et escalade vers le CERT.
Profil recherché : 3 ans d’expérience minimum en SOC, maîtrise de Splunk ou QRadar.
Démarrage ASAP, 2 jours de télétravail par semaine, mission de 12 mois renouvelable.`,
    },
    judge: need({
      roles: ['analyste-soc'],
      place: { cities: ['lille', 'roubaix', 'villeneuvedascq'], depts: ['59'], near: { depts: ['62'] } },
      years: { min: 3 },
      anySkill: ['splunk', 'qradar'],
      freeBy: NOW,
      remote: 'Hybride',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Freelance DevOps Engineer – Geneva – 12 months
Our client, an international organisation in Geneva, is building its new container platform.
Responsibilities: build and run Kubernetes clusters, write Terraform modules, maintain GitLab CI pipelines, support development teams.
Requirements: 4+ years as a DevOps engineer, Kubernetes and Terraform in production, AWS experience is a plus.
English mandatory, French appreciated. Hybrid: 3 days a week on site.`,
    },
    judge: need({
      roles: ['ing-devops'],
      strong: ['platform-engineer', 'ing-sre'],
      place: GENEVE,
      skills: ['kubernetes', 'terraform'],
      years: { min: 4 },
      langs: [['en', 3]],
      remote: 'Hybride',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Un Scrum Master certifié PSM ou CSM pour une équipe de la banque de détail à Bruxelles, anglais et néerlandais indispensables.',
    },
    judge: need({
      roles: ['scrum-master'],
      certs: ['psm1', 'csm'],
      place: BRUXELLES,
      langs: [
        ['en', 3],
        ['nl', 3],
      ],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Recherche technicien support N1/N2 bilingue anglais, sur site à La Défense, dispo immédiatement, TJM 300 max.',
    },
    judge: need({
      roles: ['tech-support-n1', 'tech-support-n2'],
      place: LA_DEFENSE,
      langs: [['en', 4]],
      freeBy: NOW,
      rateMax: 300,
      remote: 'Sur site',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Consultant ITSM ServiceNow pour refondre les processus incident, problème et changement d’un assureur ; full remote possible.',
    },
    judge: need({
      roles: ['itsm-consultant'],
      strong: ['servicenow-dev'],
      skills: ['servicenow'],
      sector: ['assurance'],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'We need a penetration tester holding the OSCP to run internal and web application pentests for a Swiss private bank in Geneva or Lausanne.',
    },
    judge: need({
      roles: ['pentester'],
      certs: ['oscp'],
      place: {
        regions: ['CH:GE', 'CH:VD'],
        cities: ['annemasse', 'saintgenis'],
        near: { regions: ['CH:NE', 'CH:FR'] },
      },
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Consultant(e) GRC – conformité DORA – Luxembourg
Dans le cadre de sa mise en conformité DORA, un établissement financier luxembourgeois recherche un consultant GRC freelance.
Missions : cartographie des risques TIC, mise à jour de la PSSI, pilotage des tests de résilience, reporting au comité des risques.
Profil : 7 ans d’expérience minimum en gouvernance et risques SI, connaissance de l’ISO 27001 (Lead Implementer souhaitée), anglais courant.
Démarrage février 2027, 3 jours sur site à Luxembourg-Kirchberg.`,
    },
    judge: need({
      roles: ['consultant-grc'],
      skills: ['nis2'],
      years: { min: 7 },
      place: LUXEMBOURG,
      langs: [['en', 4]],
      freeBy: '2027-02-28',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Il me faut un ingénieur réseau certifié CCNP pour un site industriel en Auvergne-Rhône-Alpes, déplacements à prévoir.',
    },
    judge: need({ roles: ['ing-reseau'], certs: ['ccnp'], place: { regions: ['FR:84'] } }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Product owner for a public sector digital project in Brussels, French and English required, available in January.',
    },
    judge: need({
      roles: ['product-owner'],
      place: BRUXELLES,
      langs: [['en', 3]],
      freeBy: '2027-01-31',
      sector: ['public'],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Chef de projet SAP S/4HANA pour un groupe industriel près de Toulouse, 10 ans d’expérience minimum, démarrage sous un mois.',
    },
    judge: need({
      roles: ['chef-projet-erp'],
      place: { cities: ['toulouse', 'blagnac'], depts: ['31'] },
      years: { min: 10 },
      freeBy: '2026-12-31',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Ingénieur Workplace / Modern Workplace (H/F) – Bordeaux – 6 mois
Pour le compte d’une mutuelle, nous recherchons un ingénieur poste de travail freelance pour accompagner la migration SCCM vers Intune.
Vos missions :
• conception et déploiement des politiques Intune et Autopilot ;
• packaging des applications et déploiement de Windows 11 ;
• support N3 auprès des techniciens de proximité ;
• documentation et transfert de compétences à l’équipe interne.
Environnement : Intune, SCCM/MECM, Microsoft 365, Entra ID, PowerShell.
Profil : au moins 4 ans sur un poste similaire. 2 jours de télétravail par semaine, le reste sur site à Mérignac.`,
    },
    judge: need({
      roles: ['ing-workplace'],
      skills: ['intune'],
      place: { cities: ['bordeaux', 'merignac'], depts: ['33'] },
      years: { min: 4 },
      remote: 'Hybride',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Experienced PMO needed part time (3 days a week) for a transformation programme at an insurer in Paris; strong Excel and Power BI reporting.',
    },
    judge: need({ roles: ['pmo'], days: 3, place: PARIS, skills: ['power-bi'], years: { min: 5 } }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche quelqu’un pour administrer des firewalls Palo Alto et Fortinet chez un opérateur à Rennes, idéalement certifié PCNSE.',
    },
    judge: need({ roles: ['ing-reseau-secu'], skills: ['paloalto'], place: { cities: ['rennes'], depts: ['35'] } }),
  },
];
