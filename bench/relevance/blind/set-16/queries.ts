// Set 16 queries (blind: written 2026-11-29 before any engine answered). Judges read the Truth only.
import type { Truth } from './corpus';
import * as A from './ads';
import {
  grade,
  place,
  placeOrRemote,
  homeIn,
  inFilterRegion,
  PL,
  fullRemote,
  hybrid,
  onsite,
  availBy,
  asap,
  rateMax,
  minYears,
  senior,
  expert,
  notJunior,
  junior,
  confirme,
  isJunior,
  lang,
  hasLang,
  days,
  duration,
  skill,
  skillSoft,
  hasSkill,
  sectorSoft,
  hasSector,
  INDUSTRIAL,
  saasSoft,
  DEV_BACKEND,
  DEV_ALL,
} from './judge';

export interface Body {
  keywords?: string;
  brief?: string;
  skills?: string[];
  workAreas?: string[];
  seniority?: string[];
  available?: boolean;
}
export interface Query {
  kind: string;
  body: Body;
  judge: (t: Truth) => 0 | 1 | 2 | 3;
  note?: string;
}

const d = PL.dept;

export const QUERIES: Query[] = [
  // ================================================================ 1. sentence-fr
  {
    kind: 'sentence-fr',
    body: { brief: "besoin d'un comptable à Nantes" },
    judge: grade({ occ: ['comptable'], need: [place([d('44')])] }),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'je cherche une gestionnaire de paie dispo rapidement, idéalement Silae, sur Lyon ou en remote' },
    judge: grade({
      occ: ['paie'],
      need: [availBy('2026-12-20', 21), placeOrRemote([d('69')])],
      nice: [hasSkill('silae')],
    }),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'dev react senior à Lyon dispo en janvier, TJM max 600' },
    judge: grade({
      occ: ['dev-front', 'dev-fullstack-js'],
      need: [skill('react'), senior, place([d('69')]), onsite, availBy('2027-01-31'), rateMax(600)],
    }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'Cherche DAF de transition pour PME industrielle en Bretagne, mission 6 mois, démarrage ASAP, pas de junior évidemment',
    },
    judge: grade({
      occ: ['daf'],
      need: [place([PL.region('bretagne')]), asap, notJunior],
      nice: [hasSector(...INDUSTRIAL)],
    }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief: 'on recherche un(e) business developer SaaS B2B, anglais courant, full remote ok, 3-4 jours/semaine',
    },
    judge: grade({ occ: ['bizdev'], close: ['kam'], need: [saasSoft, lang('en', 3), days(3, 4)] }),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'consultant SAP FI CO senior, pas de S/4 nécessaire, IDF, 3j sur site / 2j TT' },
    judge: grade({ occ: ['sap'], need: [skill('sap-fico'), senior, place([PL.region('ile-de-france')]), hybrid] }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'Recherche chargé(e) de recrutement tech en freelance sur Paris pour 3 mois, dispo début décembre, expérience en ESN appréciée',
    },
    judge: grade({
      occ: ['recrutement'],
      need: [skill('recrutement-tech'), place(PL.paris(), [PL.region('ile-de-france')]), availBy('2026-12-07')],
      nice: [hasSector('esn')],
    }),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'data ingé GCP / BigQuery / dbt en full remote, confirmé mini' },
    judge: grade({
      occ: ['data-engineer'],
      need: [skill('gcp', 'bigquery'), skillSoft('dbt'), fullRemote, minYears(3)],
    }),
  },
  {
    kind: 'sentence-fr',
    body: { brief: "Besoin urgent d'une traductrice anglais > français spécialisée juridique, à distance" },
    judge: grade({
      occ: ['traducteur'],
      need: [lang('en', 3), skill('traduction-juridique'), fullRemote, availBy('2026-12-13', 21)],
    }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'Nous cherchons un contrôleur de gestion à Bruxelles, bilingue FR/NL idéalement, dispo ASAP, pas de junior',
    },
    judge: grade({
      occ: ['controleur-gestion'],
      need: [place([PL.beRegion('BRU')], [PL.country('BE')]), asap, notJunior],
      nice: [hasLang('nl', 3)],
    }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        "un pentesteur dispo en janvier pour un audit d'appli web, OWASP, idéalement certif OSCP, TJM autour de 700",
    },
    judge: grade({
      occ: ['pentester'],
      need: [availBy('2027-01-31'), skillSoft('owasp'), rateMax(770)],
      nice: [hasSkill('oscp')],
    }),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'acheteur industriel dans le 59/62, 4j/semaine, dispo mi-janvier' },
    judge: grade({
      occ: ['acheteur'],
      need: [skillSoft('achats-industriels'), place([d('59'), d('62')]), days(4), availBy('2027-01-15')],
    }),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'product owner expérimenté(e) secteur assurance, Niort ou full remote, SAFe apprécié' },
    judge: grade({
      occ: ['product-owner'],
      need: [minYears(5), sectorSoft('assurance'), placeOrRemote([d('79')])],
      nice: [hasSkill('safe')],
    }),
  },
  {
    kind: 'sentence-fr',
    body: { brief: 'Cherche un·e community manager à Lille 2j/sem, TikTok et Insta, budget 300€/j' },
    judge: grade({
      occ: ['community-manager'],
      need: [place([d('59')]), days(2), rateMax(300)],
      nice: [hasSkill('tiktok', 'instagram')],
    }),
  },
  {
    kind: 'sentence-fr',
    body: {
      brief:
        'dév java/spring pr mission longue (12 mois+) sur Toulouse, 3j sur site, dispo fevrier, pas de junior stp, kafka un plus',
    },
    judge: grade({
      occ: ['dev-java'],
      need: [skill('spring-boot'), place([d('31')]), hybrid, availBy('2027-02-28'), notJunior, duration('> 12 mois')],
      nice: [hasSkill('kafka')],
    }),
  },

  {
    kind: 'sentence-fr',
    body: { brief: 'comptable unique pour une PME à Lyon, sans SAP (ils sont sur Sage), 3 jours/semaine' },
    judge: grade({ occ: ['comptable'], need: [place([d('69')]), days(3)], nice: [hasSkill('sage')] }),
    note: '"sans SAP" says SAP is not needed: a profile knowing SAP is not penalised',
  },

  // ================================================================ 2. sentence-en
  {
    kind: 'sentence-en',
    body: {
      brief: 'looking for a senior DevOps engineer, Kubernetes + Terraform on AWS, full remote, available in January',
    },
    judge: grade({
      occ: ['devops'],
      need: [skill('kubernetes'), skill('terraform'), skillSoft('aws'), senior, fullRemote, availBy('2027-01-31')],
    }),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Need a payroll specialist in Geneva, French and English, ASAP' },
    judge: grade({
      occ: ['paie'],
      need: [place([PL.canton('GE')], [PL.canton('VD'), d('74'), d('01')]), lang('en', 3), asap],
    }),
  },
  {
    kind: 'sentence-en',
    body: {
      brief: 'we need a freelance UX/UI designer for a fintech app, Figma + design system, Paris hybrid, 3 days a week',
    },
    judge: grade({
      occ: ['ux-ui'],
      need: [
        skill('figma'),
        skillSoft('design-system'),
        place(PL.paris(), [PL.region('ile-de-france')]),
        hybrid,
        days(3),
      ],
      nice: [hasSector('fintech', 'banque')],
    }),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Looking for an accountant based in Luxembourg, fluent in French and English, IFRS is a plus' },
    judge: grade({
      occ: ['comptable'],
      need: [place([PL.country('LU')], [d('57'), d('54')]), lang('en', 3)],
      nice: [hasSkill('ifrs')],
    }),
  },
  {
    kind: 'sentence-en',
    body: {
      brief:
        'Hi, I search a data scientist with NLP experience, remote ok, for 6 months, start february. Budget is 650 per day max',
    },
    judge: grade({ occ: ['data-scientist'], need: [skill('nlp', 'llm'), availBy('2027-02-28'), rateMax(650)] }),
  },
  {
    kind: 'sentence-en',
    body: {
      brief: 'HR business partner for an interim mission in Brussels, French speaker, Dutch nice to have, 4 days/week',
    },
    judge: grade({
      occ: ['rh'],
      need: [place([PL.beRegion('BRU')], [PL.country('BE')]), days(4)],
      nice: [hasLang('nl', 3)],
    }),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'project manager / PMO for an ERP rollout, SAP knowledge, Lyon area, senior only' },
    judge: grade({
      occ: ['chef-projet', 'chef-projet-it'],
      neighbour: ['sap', 'consultant', 'product-owner', 'scrum-master'],
      need: [skillSoft('sap', 'deploiement-erp'), place([d('69')]), senior],
    }),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'customer success manager SaaS, english native or bilingual, remote, junior ok' },
    judge: grade({ occ: ['csm'], need: [lang('en', 4), fullRemote] }),
  },
  {
    kind: 'sentence-en',
    body: {
      brief: 'I am looking for freelance copywriter french english for website of a hotel, short mission 2 weeks',
    },
    judge: grade({ occ: ['redacteur'], need: [lang('en', 3), duration('< 3 mois')], nice: [hasSector('tourisme')] }),
  },
  {
    kind: 'sentence-en',
    body: { brief: 'Senior Salesforce consultant (Sales Cloud, Apex), Paris or remote, available now' },
    judge: grade({
      occ: ['crm-consultant'],
      need: [
        skill('salesforce'),
        skillSoft('sales-cloud', 'apex'),
        senior,
        placeOrRemote(PL.paris(), [PL.region('ile-de-france')]),
        asap,
      ],
    }),
  },
  {
    kind: 'sentence-en',
    body: {
      brief: 'Looking for a Python backend dev (FastAPI, Postgres) in Montpellier or Toulouse, 450-550/day, mid-level',
    },
    judge: grade({
      occ: ['dev-python'],
      need: [skillSoft('fastapi'), place([d('34'), d('31')]), rateMax(550), confirme],
      nice: [hasSkill('postgresql')],
    }),
  },
  {
    kind: 'sentence-en',
    body: {
      brief: 'need an procurement manager for indirect spend, based in Switzerland (Zurich or Basel), German mandatory',
    },
    judge: grade({
      occ: ['acheteur'],
      need: [
        skillSoft('achats-indirects'),
        place([PL.canton('ZH'), PL.canton('BS')], [PL.country('CH'), d('68')]),
        lang('de', 3),
      ],
    }),
  },

  // ================================================================ 3. job-ad-fr
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_FULLSTACK_NANTES },
    judge: grade({
      occ: ['dev-fullstack-js'],
      close: ['dev-front'],
      need: [
        skill('nodejs'),
        skill('react'),
        minYears(5),
        place([d('44')]),
        hybrid,
        availBy('2027-01-31'),
        rateMax(580),
      ],
      nice: [hasSkill('typescript', 'postgresql', 'docker', 'aws')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_CDG_GRENOBLE },
    judge: grade({
      occ: ['controleur-gestion'],
      need: [minYears(5), sectorSoft(...INDUSTRIAL), place([d('38')]), onsite, availBy('2026-12-15', 30)],
      nice: [hasSkill('sap', 'sap-fico', 'power-bi', 'analyse-couts')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_PAIE_MARSEILLE },
    judge: grade({
      occ: ['paie'],
      need: [skill('silae'), place([d('13')]), onsite, days(4), availBy('2027-01-04'), minYears(3)],
      nice: [hasSkill('dsn', 'conventions-collectives')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_SAP_MMSD },
    judge: grade({
      occ: ['sap'],
      neighbour: ['chef-projet-it', 'crm-consultant'],
      need: [skill('sap-mm', 'sap-sd'), senior, fullRemote, availBy('2027-02-28'), rateMax(900), lang('en', 2)],
      nice: [hasSkill('s4hana')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_PMO_DEFENSE },
    judge: grade({
      occ: ['chef-projet', 'chef-projet-it'],
      need: [
        minYears(8),
        sectorSoft('banque', 'fintech', 'assurance'),
        lang('en', 3),
        place([PL.region('ile-de-france')]),
        hybrid,
        availBy('2027-01-15'),
      ],
      nice: [hasSkill('pmp', 'prince2', 'safe', 'pmo')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_DATA_RENNES },
    judge: grade({
      occ: ['data-analyst'],
      need: [skill('power-bi'), confirme, place([d('35')]), hybrid, availBy('2027-02-28')],
      nice: [hasSkill('dax', 'python'), hasSector('agroalimentaire')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_RRH_ORLEANS },
    judge: grade({
      occ: ['rh'],
      need: [minYears(10), skillSoft('relations-sociales', 'droit-social'), place([d('45')]), onsite, days(3), asap],
      nice: [hasSector(...INDUSTRIAL)],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_DEVOPS_AZURE },
    judge: grade({
      occ: ['devops'],
      need: [
        skill('azure'),
        skillSoft('terraform'),
        skillSoft('kubernetes'),
        placeOrRemote([d('67')]),
        availBy('2027-01-31'),
        rateMax(650),
      ],
      nice: [hasSector('sante'), hasSkill('helm', 'prometheus', 'grafana')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_REDAC_SANTE },
    judge: grade({
      occ: ['redacteur'],
      neighbour: ['seo', 'traducteur', 'communication'],
      need: [skillSoft('seo'), fullRemote, days(2), availBy('2026-12-31')],
      nice: [hasSector('sante', 'pharma'), hasSkill('wordpress')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_ACHETEUR_TOULOUSE },
    judge: grade({
      occ: ['acheteur'],
      need: [
        minYears(5),
        skillSoft('achats-industriels'),
        lang('en', 3),
        place([d('31')]),
        onsite,
        availBy('2027-01-31'),
      ],
      nice: [hasSector('aeronautique', 'automobile'), hasSkill('sap')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_PO_LILLE },
    judge: grade({
      occ: ['product-owner'],
      need: [sectorSoft('ecommerce', 'retail'), place([d('59')]), hybrid, asap],
      nice: [hasSkill('scrum', 'jira', 'confluence')],
    }),
  },
  {
    kind: 'job-ad-fr',
    body: { brief: A.AD_FR_BIZDEV_LYON },
    judge: grade({
      occ: ['bizdev'],
      close: ['kam'],
      need: [saasSoft, minYears(5), place([d('69')]), hybrid, days(4), availBy('2027-01-31'), rateMax(550)],
      nice: [hasSkill('hubspot', 'salesforce')],
    }),
  },

  // ================================================================ 4. job-ad-en
  {
    kind: 'job-ad-en',
    body: { brief: A.AD_EN_FRONTEND_LU },
    judge: grade({
      occ: ['dev-front'],
      close: ['dev-fullstack-js'],
      need: [
        skill('react'),
        skillSoft('typescript'),
        senior,
        fullRemote,
        lang('en', 3),
        availBy('2027-01-31'),
        rateMax(650),
      ],
      nice: [hasSkill('jest', 'cypress', 'storybook', 'accessibilite'), hasSector('fintech', 'banque')],
    }),
  },
  {
    kind: 'job-ad-en',
    body: { brief: A.AD_EN_CONTROLLER_GENEVA },
    judge: grade({
      occ: ['controleur-gestion'],
      need: [
        minYears(5),
        lang('en', 3),
        place([PL.canton('GE')], [PL.canton('VD'), d('74'), d('01')]),
        onsite,
        availBy('2027-01-31'),
      ],
      nice: [hasSkill('fpa', 'ifrs', 'consolidation', 'sap', 'power-bi')],
    }),
  },
  {
    kind: 'job-ad-en',
    body: { brief: A.AD_EN_GRC_BRUSSELS },
    judge: grade({
      occ: ['cyber-grc'],
      need: [
        skill('iso-27001'),
        skillSoft('nis2'),
        lang('en', 3),
        place([PL.beRegion('BRU')], [PL.country('BE')]),
        hybrid,
        availBy('2027-02-28'),
      ],
      nice: [hasLang('nl', 2), hasSkill('ebios-rm', 'analyse-risques')],
    }),
  },
  {
    kind: 'job-ad-en',
    body: { brief: A.AD_EN_GROWTH_PARIS },
    judge: grade({
      occ: ['marketing-digital'],
      neighbour: ['seo', 'community-manager', 'communication'],
      need: [
        skillSoft('hubspot'),
        minYears(5),
        lang('en', 3),
        place(PL.paris(), [PL.region('ile-de-france')]),
        days(3),
        asap,
      ],
      nice: [hasSector('saas'), hasSkill('google-ads', 'linkedin-ads', 'marketing-automation')],
    }),
  },
  {
    kind: 'job-ad-en',
    body: { brief: A.AD_EN_DATAENG_LYON },
    judge: grade({
      occ: ['data-engineer'],
      need: [
        skill('spark', 'databricks'),
        skill('python'),
        minYears(4),
        placeOrRemote([d('69')]),
        availBy('2027-01-31'),
      ],
      nice: [hasSkill('azure', 'dbt'), hasSector('energie')],
    }),
  },
  {
    kind: 'job-ad-en',
    body: { brief: A.AD_EN_TRANSLATOR },
    judge: grade({
      occ: ['traducteur'],
      need: [
        lang('fr', 4),
        lang('en', 3),
        skillSoft('traduction-technique', 'localisation'),
        fullRemote,
        availBy('2026-12-15'),
      ],
      nice: [hasSkill('trados', 'memoq')],
    }),
  },

  // ================================================================ 5. abbrev
  { kind: 'abbrev', body: { keywords: 'RAF PME' }, judge: grade({ occ: ['daf'] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'CDG industrie' },
    judge: grade({ occ: ['controleur-gestion'], need: [sectorSoft(...INDUSTRIAL)] }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'RRH IDF' },
    judge: grade({ occ: ['rh'], need: [place([PL.region('ile-de-france')])] }),
  },
  { kind: 'abbrev', body: { keywords: 'gest. paie DSN' }, judge: grade({ occ: ['paie'], need: [skillSoft('dsn')] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'KAM PACA' },
    judge: grade({ occ: ['kam'], need: [place([PL.region('provence-alpes-cote-d-azur')])] }),
  },
  { kind: 'abbrev', body: { keywords: 'CSM SaaS' }, judge: grade({ occ: ['csm'], need: [saasSoft] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'PMO SAFe' },
    judge: grade({
      occ: ['chef-projet', 'chef-projet-it'],
      neighbour: ['scrum-master', 'product-owner', 'consultant'],
      need: [skill('safe')],
    }),
  },
  { kind: 'abbrev', body: { keywords: 'UX/UI BDX' }, judge: grade({ occ: ['ux-ui'], need: [place([d('33')])] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'dev JS fullstack AURA' },
    judge: grade({
      occ: ['dev-fullstack-js'],
      close: ['dev-front'],
      need: [place([PL.region('auvergne-rhone-alpes')])],
    }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'SRE k8s', skills: ['kubernetes'] },
    judge: grade({ occ: ['devops'], exclude: [(t) => !t.skills.includes('kubernetes')] }),
    note: 'skills filter kubernetes: a profile without Kubernetes is 0',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'SAP FICO S/4' },
    judge: grade({ occ: ['sap'], need: [skill('sap-fico'), skillSoft('s4hana')] }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'RSSI HDF' },
    judge: grade({ occ: ['cyber-grc'], need: [place([PL.region('hauts-de-france')])] }),
  },

  // ================================================================ 6. title-en-fr
  { kind: 'title-en-fr', body: { keywords: 'financial controller' }, judge: grade({ occ: ['controleur-gestion'] }) },
  { kind: 'title-en-fr', body: { keywords: 'accountant' }, judge: grade({ occ: ['comptable'] }) },
  {
    kind: 'title-en-fr',
    body: { keywords: 'développeuse back-end' },
    judge: grade({
      occ: DEV_BACKEND,
      close: ['dev-fullstack-js'],
      neighbour: ['dev-front', 'dev-mobile', 'dev-embedded', 'data-engineer'],
    }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'cheffe de projet' },
    judge: grade({
      occ: ['chef-projet', 'chef-projet-it'],
      neighbour: ['marketing-digital', 'product-owner', 'scrum-master', 'consultant'],
    }),
  },
  { kind: 'title-en-fr', body: { keywords: 'payroll manager' }, judge: grade({ occ: ['paie'], neighbour: ['rh'] }) },
  { kind: 'title-en-fr', body: { keywords: 'acheteuse' }, judge: grade({ occ: ['acheteur'] }) },
  { kind: 'title-en-fr', body: { keywords: 'traducteur·rice' }, judge: grade({ occ: ['traducteur'] }) },
  { kind: 'title-en-fr', body: { keywords: 'talent acquisition' }, judge: grade({ occ: ['recrutement'] }) },
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur·e cloud' },
    judge: grade({ occ: ['devops'], neighbour: ['admin-sys'] }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'sales executive' },
    judge: grade({ occ: ['bizdev'], close: ['kam'], neighbour: ['csm'] }),
  },
  { kind: 'title-en-fr', body: { keywords: 'rédactrice web' }, judge: grade({ occ: ['redacteur'] }) },
  { kind: 'title-en-fr', body: { keywords: 'responsable grands comptes' }, judge: grade({ occ: ['kam'] }) },

  // ================================================================ 7. place
  {
    kind: 'place',
    body: { keywords: 'comptable Lyon' },
    judge: grade({ occ: ['comptable'], need: [place([d('69')])] }),
  },
  {
    kind: 'place',
    body: { keywords: 'contrôleur de gestion Gironde' },
    judge: grade({ occ: ['controleur-gestion'], need: [place([d('33')])] }),
  },
  {
    kind: 'place',
    body: { keywords: 'gestionnaire de paie 44000' },
    judge: grade({ occ: ['paie'], need: [place([d('44')])] }),
  },
  {
    kind: 'place',
    body: { keywords: 'chargée de communication Bretagne', workAreas: ['bretagne'] },
    judge: grade({
      occ: ['communication'],
      need: [place([PL.region('bretagne')])],
      exclude: [(t) => !inFilterRegion([PL.region('bretagne')])(t)],
    }),
    note: 'workAreas filter bretagne: a profile neither living in Bretagne nor declaring a work area there is 0',
  },
  {
    kind: 'place',
    body: { keywords: 'acheteur Nord-Pas-de-Calais' },
    judge: grade({ occ: ['acheteur'], need: [place([d('59'), d('62')])] }),
  },
  {
    kind: 'place',
    body: { keywords: 'data analyst Midi-Pyrénées' },
    judge: grade({ occ: ['data-analyst'], need: [place(['09', '12', '31', '32', '46', '65', '81', '82'].map(d))] }),
  },
  {
    kind: 'place',
    body: { keywords: 'DevOps Genève' },
    judge: grade({ occ: ['devops'], need: [place([PL.canton('GE')], [PL.canton('VD'), d('74'), d('01')])] }),
  },
  {
    kind: 'place',
    body: { keywords: 'business developer Bruxelles' },
    judge: grade({ occ: ['bizdev'], need: [place([PL.beRegion('BRU')], [PL.country('BE')])] }),
  },
  {
    kind: 'place',
    body: { keywords: 'consultant SAP Luxembourg' },
    judge: grade({ occ: ['sap'], need: [place([PL.country('LU')], [d('57'), d('54')])] }),
  },
  { kind: 'place', body: { keywords: 'développeur 974' }, judge: grade({ occ: DEV_ALL, need: [place([d('974')])] }) },
  {
    kind: 'place',
    body: { keywords: 'UX designer Lausanne' },
    judge: grade({
      occ: ['ux-ui'],
      need: [place([PL.canton('VD')], [PL.canton('GE'), PL.canton('FR'), PL.canton('NE')])],
    }),
  },
  {
    kind: 'place',
    body: { keywords: 'chef de projet marketing digital Bouches-du-Rhône' },
    judge: grade({ occ: ['marketing-digital'], need: [place([d('13')])] }),
  },

  // ================================================================ 8. attributes
  {
    kind: 'attributes',
    body: { keywords: 'développeur java senior disponible janvier' },
    judge: grade({ occ: ['dev-java'], need: [senior, availBy('2027-01-31')] }),
  },
  {
    kind: 'attributes',
    body: { keywords: "comptable 10 ans d'expérience" },
    judge: grade({ occ: ['comptable'], need: [minYears(10)] }),
  },
  {
    kind: 'attributes',
    body: { keywords: 'data engineer full remote' },
    judge: grade({ occ: ['data-engineer'], need: [fullRemote] }),
  },
  {
    kind: 'attributes',
    body: { keywords: 'gestionnaire de paie 3 jours par semaine' },
    judge: grade({ occ: ['paie'], need: [days(3)] }),
  },
  {
    kind: 'attributes',
    body: { keywords: 'traducteur anglais allemand' },
    judge: grade({ occ: ['traducteur'], need: [lang('en', 3), lang('de', 3)] }),
  },
  {
    kind: 'attributes',
    body: { keywords: 'business developer anglais courant' },
    judge: grade({ occ: ['bizdev'], need: [lang('en', 3)] }),
  },
  {
    kind: 'attributes',
    body: { keywords: 'PMO TJM 600' },
    judge: grade({ occ: ['chef-projet', 'chef-projet-it'], need: [rateMax(600)] }),
  },
  {
    kind: 'attributes',
    body: { keywords: 'DAF de transition disponible immédiatement', available: true },
    judge: grade({ occ: ['daf'], need: [asap], exclude: [(t) => !t.available] }),
    note: 'available filter: a profile not declared available is 0',
  },
  { kind: 'attributes', body: { keywords: 'UX designer junior' }, judge: grade({ occ: ['ux-ui'], need: [junior] }) },
  {
    kind: 'attributes',
    body: { keywords: 'product owner 4 jours' },
    judge: grade({ occ: ['product-owner'], need: [days(4)] }),
  },
  {
    kind: 'attributes',
    body: { keywords: 'ingénieur DevOps expert' },
    judge: grade({ occ: ['devops'], need: [expert] }),
  },
  {
    kind: 'attributes',
    body: { keywords: 'customer success manager bilingue anglais' },
    judge: grade({ occ: ['csm'], need: [lang('en', 4)] }),
  },

  // ================================================================ 9. grammar
  {
    kind: 'grammar',
    body: { keywords: '"contrôleur de gestion" -junior' },
    judge: grade({ occ: ['controleur-gestion'], exclude: [isJunior] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'comptable -SAP' },
    judge: grade({ occ: ['comptable'], exclude: [hasSkill('sap')] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" OR PMO' },
    judge: grade({
      occ: ['chef-projet', 'chef-projet-it'],
      neighbour: ['marketing-digital', 'product-owner', 'scrum-master', 'consultant'],
    }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'développeur react ou vue' },
    judge: grade({
      occ: ['dev-front', 'dev-fullstack-js'],
      neighbour: ['dev-mobile'],
      need: [skill('react', 'vuejs')],
    }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"gestionnaire de paie" OR "responsable paie"' },
    judge: grade({ occ: ['paie'], neighbour: ['rh'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'data scientist -junior -stage' },
    judge: grade({ occ: ['data-scientist'], exclude: [isJunior] }),
  },
  { kind: 'grammar', body: { keywords: 'acheteur OR acheteuse OR procurement' }, judge: grade({ occ: ['acheteur'] }) },
  {
    kind: 'grammar',
    body: { keywords: '"business developer" SaaS -junior' },
    judge: grade({ occ: ['bizdev'], close: ['kam'], need: [saasSoft], exclude: [isJunior] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'devops aws or azure' },
    judge: grade({ occ: ['devops'], need: [skill('aws', 'azure')] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"UX designer" OR "UI designer" Figma' },
    judge: grade({ occ: ['ux-ui'], need: [skillSoft('figma')] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'consultant SAP -ABAP', seniority: ['senior', 'expert'] },
    judge: grade({
      occ: ['sap'],
      exclude: [hasSkill('abap'), (t) => t.declared !== 'senior' && t.declared !== 'expert'],
    }),
    note: 'seniority filter senior/expert on the declared seniority: others are 0',
  },
  {
    kind: 'grammar',
    body: { keywords: '"chargé de communication" OR "chargée de communication" -Paris' },
    judge: grade({ occ: ['communication'], exclude: [homeIn([d('75')])] }),
  },
];
