// set-20 queries: what recruiters on French freelance platforms type, and the judgment of every profile (Truth only).
import type { Truth } from './corpus';
import {
  J,
  type G,
  type Attr,
  inDepts,
  inRegions,
  PARIS,
  LYON,
  GENEVE,
  BRUXELLES,
  SUISSE_ROMANDE,
  LUXEMBOURG,
  BELGIQUE,
  SUISSE,
  junior,
  confirme,
  senior,
  minYears,
  skills,
  anySkill,
  has,
  sector,
  fullRemote,
  onSite,
  hybrid,
  availBy,
  availNow,
  days,
  partTime,
  rateMax,
  lang,
  duration,
  either,
  DEVS,
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
  judge: (t: Truth) => G;
  note?: string;
}

/**
 * Skill combinations typed without a title: 3 when every skill is held; 2 when all but one are held (three skills or more);
 * 1 when at least one is held by someone of a related occupation; 0 otherwise.
 */
function bySkills(ks: string[], related: string[]): (t: Truth) => G {
  return (t) => {
    const n = ks.filter((k) => t.skills.includes(k)).length;
    if (n === ks.length) return 3;
    if (ks.length >= 3 && n === ks.length - 1) return 2;
    if (n >= 1 && related.includes(t.occ)) return 1;
    return 0;
  };
}
const INDUS = ['industrie', 'automobile', 'aero', 'agro', 'energie', 'pharma'];
const CHEF_PROJET = {
  'chef-projet': 3,
  'chef-projet-enr': 2,
  amoa: 2,
  pmo: 1,
  'directeur-programme': 1,
  sirh: 1,
} as const;
const JURISTES = ['juriste-affaires', 'juriste-social'];
const DEV_ANY = {
  ...Object.fromEntries(DEVS.map((d) => [d, 3])),
  'sap-abap': 2,
  salesforce: 1,
  'data-engineer': 1,
  devops: 1,
  'dev-mobile': 3,
} as Record<string, 1 | 2 | 3>;

export const QUERIES: Query[] = [
  // ================================================================ shorthand and abbreviations
  { kind: 'abbrev', body: { keywords: 'DAF de transition' }, judge: J({ occ: ['daf'] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'CDG industriel' },
    judge: J({ occ: ['cdg'], attrs: [sector(...INDUS)] }),
    note: 'CDG = contrôleur de gestion; sector industry',
  },
  { kind: 'abbrev', body: { keywords: 'RSSI' }, judge: J({ occ: ['rssi'] }) },
  { kind: 'abbrev', body: { keywords: 'PO SAFe' }, judge: J({ occ: ['product-owner'], attrs: [skills('safe')] }) },
  { kind: 'abbrev', body: { keywords: 'AMOA banque' }, judge: J({ occ: ['amoa'], attrs: [sector('banque')] }) },
  { kind: 'abbrev', body: { keywords: 'DPO externalisé' }, judge: J({ occ: ['dpo'] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'ARC H/F' },
    judge: J({ occ: ['arc'] }),
    note: 'ARC = attaché(e) de recherche clinique',
  },
  { kind: 'abbrev', body: { keywords: 'KAM industrie' }, judge: J({ occ: ['kam'], attrs: [sector(...INDUS)] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'SRE k8s' },
    judge: J({ occ: ['devops'], near: ['cloud-architect'], attrs: [skills('kubernetes')] }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'QA auto cypress' },
    judge: J({
      occ: ['qa'],
      attrs: [
        (t) =>
          t.skills.includes('cypress')
            ? 'ok'
            : t.skills.some((s) => ['playwright', 'selenium', 'tests-auto'].includes(s))
              ? 'near'
              : 'fail',
      ],
    }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'BE méca catia' },
    judge: J({ occ: ['bureau-etudes'], attrs: [skills('catia')] }),
    note: "BE méca = bureau d'études mécanique",
  },
  {
    kind: 'abbrev',
    body: { keywords: 'consultant FICO S4' },
    judge: J({ occ: ['sap-fico'], attrs: [skills('s4hana')] }),
  },

  // ================================================================ English titles
  { kind: 'title-en', body: { keywords: 'Financial Controller' }, judge: J({ occ: ['cdg'] }) },
  { kind: 'title-en', body: { keywords: 'payroll specialist' }, judge: J({ occ: ['paie'] }) },
  { kind: 'title-en', body: { keywords: 'Supply Chain Manager' }, judge: J({ occ: ['supply-chain'] }) },
  {
    kind: 'title-en',
    body: { keywords: 'regulatory affairs medical devices' },
    judge: J({ occ: ['affaires-reglementaires'], attrs: [anySkill('mdr', 'iso-13485')] }),
  },
  { kind: 'title-en', body: { keywords: 'construction site manager' }, judge: J({ occ: ['conducteur-travaux'] }) },
  { kind: 'title-en', body: { keywords: 'PLC automation engineer' }, judge: J({ occ: ['automaticien'] }) },
  { kind: 'title-en', body: { keywords: 'internal auditor' }, judge: J({ occ: ['auditeur'] }) },
  {
    kind: 'title-en',
    body: { keywords: 'legal counsel' },
    judge: J({ occ: { 'juriste-affaires': 3, 'juriste-social': 2 } }),
  },
  { kind: 'title-en', body: { keywords: 'procurement manager' }, judge: J({ occ: ['acheteur'] }) },
  { kind: 'title-en', body: { keywords: 'electrical engineer' }, judge: J({ occ: ['ingenieur-electricite'] }) },

  // ================================================================ French titles (masculine, feminine, inclusive, accents or not)
  { kind: 'title-fr', body: { keywords: 'contrôleuse de gestion' }, judge: J({ occ: ['cdg'] }) },
  { kind: 'title-fr', body: { keywords: 'développeur·se java' }, judge: J({ occ: ['dev-java'] }) },
  { kind: 'title-fr', body: { keywords: 'juriste droit social' }, judge: J({ occ: ['juriste-social'] }) },
  {
    kind: 'title-fr',
    body: { keywords: 'ingénieur(e) qualité' },
    judge: J({ occ: { qualite: 3, 'qa-pharma': 1, cqv: 1 } }),
  },
  { kind: 'title-fr', body: { keywords: 'acheteur/acheteuse' }, judge: J({ occ: ['acheteur'] }) },
  { kind: 'title-fr', body: { keywords: 'cheffe de projet' }, judge: J({ occ: CHEF_PROJET }) },
  {
    kind: 'title-fr',
    body: { keywords: 'responsable qualite' },
    judge: J({ occ: { qualite: 3, 'qa-pharma': 2, hse: 1, 'amelioration-continue': 1 } }),
  },
  { kind: 'title-fr', body: { keywords: 'economiste de la construction' }, judge: J({ occ: ['economiste'] }) },
  { kind: 'title-fr', body: { keywords: 'automaticienne' }, judge: J({ occ: ['automaticien'] }) },
  { kind: 'title-fr', body: { keywords: 'déléguée à la protection des données' }, judge: J({ occ: ['dpo'] }) },

  // ================================================================ places
  { kind: 'place', body: { keywords: 'juriste 69' }, judge: J({ occ: JURISTES, attrs: [inDepts(['69'])] }) },
  { kind: 'place', body: { keywords: 'DAF Hauts-de-France' }, judge: J({ occ: ['daf'], attrs: [inRegions(['32'])] }) },
  {
    kind: 'place',
    body: { keywords: 'développeur Bouches-du-Rhône' },
    judge: J({ occ: DEV_ANY, attrs: [inDepts(['13'])] }),
  },
  {
    kind: 'place',
    body: { keywords: 'chef de projet PACA' },
    judge: J({ occ: CHEF_PROJET, attrs: [inRegions(['93'])] }),
  },
  {
    kind: 'place',
    body: { keywords: 'acheteur Rhône-Alpes' },
    judge: J({ occ: ['acheteur'], attrs: [inRegions(['84'])] }),
    note: 'former region name (now Auvergne-Rhône-Alpes)',
  },
  {
    kind: 'place',
    body: { keywords: 'ingénieur qualité Alsace' },
    judge: J({ occ: { qualite: 3, 'qa-pharma': 1, cqv: 1 }, attrs: [inDepts(['67', '68'])] }),
    note: 'Alsace = 67 and 68',
  },
  {
    kind: 'place',
    body: { keywords: 'conducteur de travaux 33000' },
    judge: J({ occ: ['conducteur-travaux'], attrs: [inDepts(['33'])] }),
  },
  {
    kind: 'place',
    body: { keywords: 'consultant SAP Luxembourg' },
    judge: J({ occ: ['sap-fico', 'sap-abap'], attrs: [LUXEMBOURG] }),
  },
  { kind: 'place', body: { keywords: 'data engineer Genève' }, judge: J({ occ: ['data-engineer'], attrs: [GENEVE] }) },
  {
    kind: 'place',
    body: { keywords: 'contrôleur de gestion Bruxelles' },
    judge: J({ occ: ['cdg'], attrs: [BRUXELLES] }),
  },
  {
    kind: 'place',
    body: { keywords: 'développeur 974' },
    judge: J({ occ: DEV_ANY, attrs: [inDepts(['974'])] }),
    note: '974 = La Réunion',
  },
  { kind: 'place', body: { keywords: 'RRH IDF' }, judge: J({ occ: ['rrh'], attrs: [inRegions(['11'])] }) },

  // ================================================================ seniority and years of experience
  {
    kind: 'seniority',
    body: { keywords: 'contrôleur de gestion junior' },
    judge: J({ occ: ['cdg'], attrs: [junior] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'data engineer senior' },
    judge: J({ occ: ['data-engineer'], attrs: [senior] }),
  },
  {
    kind: 'seniority',
    body: { keywords: "développeur java 5 ans d'expérience minimum" },
    judge: J({ occ: ['dev-java'], attrs: [minYears(5)] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet confirmé' },
    judge: J({ occ: CHEF_PROJET, attrs: [confirme] }),
  },
  {
    kind: 'seniority',
    body: { keywords: "comptable 10 ans d'exp" },
    judge: J({ occ: ['comptable'], attrs: [minYears(10)] }),
  },
  { kind: 'seniority', body: { keywords: 'juriste expérimenté' }, judge: J({ occ: JURISTES, attrs: [minYears(6)] }) },
  {
    kind: 'seniority',
    body: { keywords: 'PO senior 8+ ans' },
    judge: J({ occ: ['product-owner'], attrs: [minYears(8)] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'ingénieur qualité débutant' },
    judge: J({ occ: { qualite: 3, 'qa-pharma': 1, cqv: 1 }, attrs: [junior] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'UX designer', seniority: ['senior', 'expert'] },
    judge: J({ occ: ['ux-designer'], filter: (t) => t.band === 'senior' || t.band === 'expert' }),
    note: 'seniority filter judged on the true band',
  },
  {
    kind: 'seniority',
    body: { keywords: 'lead dev fullstack' },
    judge: J({ occ: ['dev-fullstack'], attrs: [senior] }),
  },

  // ================================================================ availability, remote work, days a week
  {
    kind: 'availability',
    body: { keywords: 'devops full remote' },
    judge: J({ occ: ['devops'], attrs: [fullRemote] }),
  },
  {
    kind: 'availability',
    body: { keywords: 'comptable dispo immédiatement' },
    judge: J({ occ: ['comptable'], attrs: [availNow] }),
  },
  {
    kind: 'availability',
    body: { keywords: 'data analyst disponible janvier' },
    judge: J({ occ: ['data-analyst'], attrs: [availBy('2027-01-31', 28)] }),
  },
  { kind: 'availability', body: { keywords: 'juriste 3j/semaine' }, judge: J({ occ: JURISTES, attrs: [days(3)] }) },
  {
    kind: 'availability',
    body: { keywords: 'gestionnaire de paie', available: true },
    judge: J({ occ: ['paie'], filter: (t) => t.available }),
    note: 'available filter',
  },
  {
    kind: 'availability',
    body: { keywords: 'consultant SAP FICO mission longue 12 mois' },
    judge: J({ occ: ['sap-fico'], attrs: [duration(['> 12 mois', '6 a 12 mois'], ['3 a 6 mois'])] }),
  },
  {
    kind: 'availability',
    body: { keywords: 'conducteur de travaux sur site dispo de suite' },
    judge: J({ occ: ['conducteur-travaux'], attrs: [onSite, availNow] }),
  },
  { kind: 'availability', body: { keywords: 'RRH temps partagé' }, judge: J({ occ: ['rrh'], attrs: [partTime] }) },
  {
    kind: 'availability',
    body: { keywords: 'développeur python 100% télétravail' },
    judge: J({ occ: ['dev-python'], attrs: [fullRemote] }),
  },
  {
    kind: 'availability',
    body: { keywords: 'chef de projet photovoltaïque dispo février' },
    judge: J({ occ: ['chef-projet-enr'], attrs: [availBy('2027-02-28', 28)] }),
  },

  // ================================================================ skill combinations (with and without the skills filter)
  { kind: 'skills', body: { keywords: 'React Node.js' }, judge: bySkills(['react', 'nodejs'], DEVS) },
  {
    kind: 'skills',
    body: { keywords: 'Kubernetes Terraform AWS' },
    judge: bySkills(['kubernetes', 'terraform', 'aws'], ['devops', 'cloud-architect', 'sysadmin']),
  },
  {
    kind: 'skills',
    body: { keywords: 'SAP S/4HANA FI/CO' },
    judge: bySkills(['sap-fico', 's4hana'], ['sap-fico', 'sap-abap']),
  },
  { kind: 'skills', body: { keywords: 'Silae DSN' }, judge: bySkills(['silae', 'dsn'], ['paie', 'sirh', 'rrh']) },
  {
    kind: 'skills',
    body: { keywords: 'IFRS consolidation' },
    judge: bySkills(['ifrs', 'consolidation'], ['daf', 'cdg', 'comptable', 'auditeur', 'tresorier', 'sap-fico']),
  },
  {
    kind: 'skills',
    body: { keywords: 'data engineer', skills: ['spark', 'databricks'] },
    judge: J({ occ: ['data-engineer'], filter: (t) => has(t, 'spark', 'databricks') }),
  },
  {
    kind: 'skills',
    body: { keywords: 'apex', skills: ['salesforce'] },
    judge: J({ occ: ['salesforce'], attrs: [skills('apex')], filter: (t) => has(t, 'salesforce') }),
  },
  {
    kind: 'skills',
    body: { keywords: 'contrôleur de gestion', skills: ['power-bi'] },
    judge: J({ occ: ['cdg'], filter: (t) => has(t, 'power-bi') }),
  },
  {
    kind: 'skills',
    body: { keywords: 'Figma design system' },
    judge: bySkills(['figma', 'design-system'], ['ux-designer', 'dev-front', 'product-manager']),
  },
  {
    kind: 'skills',
    body: { keywords: 'EBIOS RM ISO 27001' },
    judge: bySkills(['ebios-rm', 'iso-27001'], ['cyber-grc', 'rssi', 'dpo']),
  },

  // ================================================================ grammar: phrases, OR, exclusions
  {
    kind: 'grammar',
    body: { keywords: '"contrôleur de gestion" -junior' },
    judge: J({ occ: ['cdg'], exclude: (t) => t.band === 'junior' }),
  },
  { kind: 'grammar', body: { keywords: 'DAF OR "directeur financier"' }, judge: J({ occ: ['daf'] }) },
  {
    kind: 'grammar',
    body: { keywords: '"product owner" OR "product manager"' },
    judge: J({ occ: ['product-owner', 'product-manager'] }),
  },
  { kind: 'grammar', body: { keywords: '"data engineer" -stage -alternance' }, judge: J({ occ: ['data-engineer'] }) },
  {
    kind: 'grammar',
    body: { keywords: 'comptable OR "gestionnaire de paie"' },
    judge: J({ occ: ['comptable', 'paie'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chargé d\'affaires" CVC' },
    judge: J({ occ: ['charge-affaires'], attrs: [skills('cvc')] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'acheteur -junior' },
    judge: J({ occ: ['acheteur'], exclude: (t) => t.band === 'junior' }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'react OR vue.js OR angular -junior' },
    judge: (t) => (t.band === 'junior' ? 0 : t.skills.some((s) => ['react', 'vuejs', 'angular'].includes(s)) ? 3 : 0),
    note: 'any non-junior holding one of the three frameworks',
  },
  {
    kind: 'grammar',
    body: { keywords: '"ingénieur méthodes" aéronautique OR "ingénieure méthodes" aéronautique' },
    judge: J({ occ: ['methodes'], attrs: [sector('aero')] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'devops -azure' },
    judge: J({ occ: ['devops'], exclude: (t) => t.skills.includes('azure') }),
  },

  // ================================================================ short French sentences (brief)
  {
    kind: 'brief-fr',
    body: { brief: 'je cherche une contrôleuse de gestion sur Lyon dispo début janvier, 3 jours par semaine' },
    judge: J({ occ: ['cdg'], attrs: [LYON, availBy('2027-01-10', 21), days(3)] }),
  },
  {
    kind: 'brief-fr',
    body: { brief: "Besoin d'un DAF de transition pour une PME industrielle en Bretagne, mission de 6 mois" },
    judge: J({
      occ: ['daf'],
      attrs: [inRegions(['53']), sector(...INDUS), duration(['3 a 6 mois', '6 a 12 mois'], ['< 3 mois', '> 12 mois'])],
    }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'On recherche un développeur React senior en full remote, TJM max 600' },
    judge: J({
      occ: { 'dev-front': 3, 'dev-fullstack': 3, 'dev-mobile': 1 },
      attrs: [skills('react'), senior, fullRemote, rateMax(600)],
    }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'urgent : juriste droit social à Paris, démarrage immédiat' },
    judge: J({ occ: ['juriste-social'], attrs: [PARIS, availNow] }),
  },
  {
    kind: 'brief-fr',
    body: {
      brief:
        'il me faudrait un conducteur de travaux TCE sur Marseille pour un chantier de logements, dispo rapidement',
    },
    judge: J({ occ: ['conducteur-travaux'], attrs: [inDepts(['13']), availBy('2026-12-20', 21)] }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'Je cherche un consultant SAP FI/CO qui parle anglais couramment, basé en Suisse romande' },
    judge: J({ occ: ['sap-fico'], attrs: [SUISSE_ROMANDE, lang('en', 'c1')] }),
  },
  {
    kind: 'brief-fr',
    body: { brief: "data scientist avec de l'expérience en IA générative, idéalement en Île-de-France, hybride" },
    judge: J({ occ: ['data-scientist'], attrs: [skills('llm'), inRegions(['11']), hybrid] }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'Nous cherchons une chargée de pharmacovigilance, 5 ans minimum, à Lyon ou en télétravail' },
    judge: J({ occ: ['pharmacovigilance'], attrs: [minYears(5), either(LYON, fullRemote)] }),
  },
  {
    kind: 'brief-fr',
    body: {
      brief: 'recherche automaticien Siemens TIA Portal pour mise en service en Haute-Savoie, déplacements à prévoir',
    },
    judge: J({ occ: ['automaticien'], attrs: [inDepts(['74'])] }),
  },
  {
    kind: 'brief-fr',
    body: { brief: "Besoin d'un product owner pour une banque à Lille, démarrage février" },
    judge: J({ occ: ['product-owner'], attrs: [inDepts(['59']), sector('banque'), availBy('2027-02-15', 21)] }),
  },

  // ================================================================ short English sentences (brief)
  {
    kind: 'brief-en',
    body: { brief: 'Looking for a senior data engineer with Spark and Airflow, remote OK, based in Belgium' },
    judge: J({ occ: ['data-engineer'], attrs: [senior, skills('spark', 'airflow'), BELGIQUE] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'We need a freelance CFO for a fast-growing SaaS scale-up in Paris, 2 days a week' },
    judge: J({ occ: ['daf'], attrs: [PARIS, days(2), sector('saas')] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'Need an SAP ABAP developer for an S/4HANA migration in Luxembourg, ASAP' },
    judge: J({ occ: ['sap-abap'], attrs: [skills('s4hana'), LUXEMBOURG, availNow] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'Hiring a UX/UI designer fluent in English for a 6-month mission in Lyon' },
    judge: J({
      occ: ['ux-designer'],
      attrs: [LYON, lang('en', 'c1'), duration(['3 a 6 mois', '6 a 12 mois'], ['> 12 mois', '< 3 mois'])],
    }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'Looking for a regulatory affairs consultant with MDR experience in Switzerland' },
    judge: J({ occ: ['affaires-reglementaires'], attrs: [skills('mdr'), SUISSE] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'Interim HR director needed in Lille, available in January' },
    judge: J({ occ: ['rrh'], attrs: [inDepts(['59']), availBy('2027-01-31', 28)] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'Experienced penetration tester for a 3 month engagement, fully remote' },
    judge: J({
      occ: ['pentester'],
      attrs: [minYears(5), fullRemote, duration(['< 3 mois', '3 a 6 mois'], ['6 a 12 mois'])],
    }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'QA engineer with Playwright or Cypress test automation, hybrid in Toulouse' },
    judge: J({ occ: ['qa'], attrs: [anySkill('playwright', 'cypress'), inDepts(['31']), hybrid] }),
  },
  {
    kind: 'brief-en',
    body: {
      brief:
        'Seeking a supply chain manager with an S&OP background who speaks French and English, Auvergne-Rhône-Alpes area',
    },
    judge: J({ occ: ['supply-chain'], attrs: [inRegions(['84']), lang('en', 'b2')] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'Looking for a site manager for a residential construction project near Bordeaux, start ASAP' },
    judge: J({ occ: ['conducteur-travaux'], attrs: [inDepts(['33']), availNow] }),
  },

  // ================================================================ pasted job ads (brief)
  {
    kind: 'job-ad',
    body: { brief: AD_CDG() },
    judge: J({
      occ: ['cdg'],
      attrs: [inDepts(['38']), minYears(5), skills('sap', 'excel'), availBy('2027-01-15', 21), sector(...INDUS)],
    }),
  },
  {
    kind: 'job-ad',
    body: { brief: AD_DEVOPS() },
    judge: J({
      occ: ['devops'],
      attrs: [inDepts(['44']), skills('aws', 'terraform', 'kubernetes'), rateMax(650), availNow],
    }),
  },
  {
    kind: 'job-ad',
    body: { brief: AD_JAVA() },
    judge: J({
      occ: ['dev-java'],
      attrs: [PARIS, senior, skills('kafka'), lang('en', 'b2'), availBy('2027-01-31', 28)],
    }),
  },
  { kind: 'job-ad', body: { brief: AD_DPO() }, judge: J({ occ: ['dpo'], attrs: [inRegions(['76']), days(2)] }) },
  {
    kind: 'job-ad',
    body: { brief: AD_CQV() },
    judge: J({ occ: ['cqv'], attrs: [inDepts(['45']), skills('gamp5'), onSite, availBy('2027-02-28', 28)] }),
  },
  {
    kind: 'job-ad',
    body: { brief: AD_SALESFORCE() },
    judge: J({ occ: ['salesforce'], attrs: [BRUXELLES, skills('apex'), minYears(3), lang('en', 'b2')] }),
  },
  {
    kind: 'job-ad',
    body: { brief: AD_ACHAT() },
    judge: J({ occ: ['acheteur'], attrs: [inDepts(['31']), sector('aero'), lang('en', 'c1')] }),
  },
  {
    kind: 'job-ad',
    body: { brief: AD_TREASURY() },
    judge: J({ occ: ['tresorier'], attrs: [GENEVE, skills('kyriba'), minYears(8), lang('en', 'c1')] }),
  },
  {
    kind: 'job-ad',
    body: { brief: AD_AMOA() },
    judge: J({ occ: ['amoa'], attrs: [inDepts(['79']), sector('assurance'), availNow] }),
  },
  {
    kind: 'job-ad',
    body: { brief: AD_BIM() },
    judge: J({ occ: ['bim'], attrs: [LYON, skills('navisworks'), days(3), availBy('2027-01-31', 28)] }),
  },
];

function AD_CDG(): string {
  return `Contrôleur de gestion industriel H/F – Freelance – Grenoble (38)

Notre client, ETI industrielle de 900 personnes spécialisée dans les équipements électriques, recherche un contrôleur de gestion industriel en mission freelance pour renforcer la direction financière pendant la mise en place de son nouveau modèle de coûts.

Vos missions :
- Élaboration du budget 2027 et des reprévisions trimestrielles
- Calcul et analyse des coûts de revient, suivi des écarts sur prix et sur quantités
- Reporting mensuel à la direction générale et au groupe
- Participation au projet de refonte des tableaux de bord

Profil recherché :
- 5 ans d'expérience minimum en contrôle de gestion industriel
- Maîtrise de SAP (CO) et d'Excel avancé ; Power BI apprécié
- Rigueur, aisance relationnelle avec les opérationnels

Modalités : démarrage début janvier 2027, 6 mois renouvelables, sur site à Grenoble avec 1 jour de télétravail par semaine. TJM selon profil.`;
}
function AD_DEVOPS(): string {
  return `Mission freelance – Ingénieur DevOps AWS (H/F) – Nantes

Contexte : au sein de la plateforme digitale d'un acteur de la distribution, vous rejoignez l'équipe Platform (6 personnes) qui industrialise les déploiements de 40 microservices.

Stack : AWS (EKS, RDS, IAM), Terraform, Kubernetes, Helm, GitLab CI, Prometheus / Grafana.

Responsabilités :
• Faire évoluer l'infrastructure as code (Terraform) et les modules partagés
• Améliorer les pipelines CI/CD et la sécurité de la chaîne
• Participer aux astreintes et au suivi des SLO

Infos pratiques : démarrage ASAP, durée 12 mois, 2 jours de télétravail par semaine, locaux à Nantes. TJM : 550 à 650 €.`;
}
function AD_JAVA(): string {
  return `Senior Java Backend Developer – Freelance – Paris

We are a fintech scale-up (250 people) building a real-time payments platform. We are looking for a senior freelance Java developer to join one of our product squads.

What you will do:
- Design and build Spring Boot microservices handling payment events
- Work with Kafka streams and PostgreSQL
- Take part in code reviews, on-call and architecture decisions

What we are looking for:
- 7+ years of backend development with Java and Spring Boot
- Solid experience with Kafka and event-driven architectures
- Professional English (the team is international)

Details: 12-month contract, hybrid (3 days a week in our Paris 9e office), start in January.`;
}
function AD_DPO(): string {
  return `Offre de mission : DPO externalisé (H/F) – groupe hospitalier privé – Occitanie

Un groupe de cliniques implanté à Montpellier et à Toulouse recherche un délégué à la protection des données à temps partagé.

Missions :
- Mise à jour du registre des traitements et des mentions d'information
- Réalisation des analyses d'impact (AIPD) sur les nouveaux projets (téléconsultation, entrepôt de données de santé)
- Gestion des demandes d'exercice de droits et des violations de données
- Sensibilisation des équipes médicales et administratives

Profil : expérience de DPO en santé appréciée, bonne connaissance du RGPD et de la doctrine CNIL.
Rythme : 2 jours par semaine, dont une partie sur site (Montpellier ou Toulouse). Mission longue durée.`;
}
function AD_CQV(): string {
  return `Ingénieur(e) validation CQV – site de production pharmaceutique – Loiret (45)

Pour un site de production de formes sèches situé près d'Orléans, nous recherchons un ingénieur qualification / validation en freelance.

Vous serez en charge de :
- La qualification des équipements et utilités (QI/QO/QP) dans le cadre d'une nouvelle ligne de conditionnement
- La validation des systèmes informatisés selon GAMP 5
- La rédaction des protocoles, rapports et de l'analyse de risques
- La gestion des déviations liées aux essais

Exigences : connaissance des BPF, expérience de la validation GAMP 5, présence sur site 5 jours sur 5 (pas de télétravail).
Démarrage : février 2027 pour 9 mois.`;
}
function AD_SALESFORCE(): string {
  return `Salesforce Developer (freelance) – Brussels

An international insurance broker headquartered in Brussels is extending its Salesforce Sales Cloud and Service Cloud platform.

Your role:
- Develop Apex classes, triggers and Lightning Web Components
- Integrate Salesforce with the policy management system (REST APIs)
- Support the admin team on flows and data quality

Requirements:
- 3+ years of Salesforce development (Apex, LWC)
- Platform Developer I certification is a plus
- French and English required, Dutch is a plus

Contract: 6 months, renewable, hybrid (2 days on site in Brussels).`;
}
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- written but not (yet) used by any query
function AD_CVC(): string {
  return `Chargé d'affaires CVC H/F – Rennes (35) – mission freelance

Entreprise régionale de génie climatique (120 salariés) intervenant sur des bâtiments tertiaires et hospitaliers en Bretagne.

Vos missions :
- Prendre en charge un portefeuille d'affaires CVC de 300 k€ à 1,5 M€, de la passation à la réception
- Encadrer les chefs de chantier et coordonner les sous-traitants
- Assurer le suivi financier, les situations de travaux et les avenants
- Être l'interlocuteur du client et de la maîtrise d'œuvre

Profil : 5 ans d'expérience minimum en chargé d'affaires CVC ou génie climatique, permis B indispensable.
Poste sur site (déplacements sur les chantiers du 35 et du 56).`;
}
function AD_ACHAT(): string {
  return `Acheteur projet aéronautique H/F – Toulouse – freelance 9 mois

Dans le cadre de la montée en cadence d'un programme d'aérostructures, notre client, équipementier de rang 1, recherche un acheteur projet.

Missions :
- Sourcing et qualification de fournisseurs de pièces élémentaires et de sous-ensembles
- Négociation des contrats et des prix, suivi des plans de réduction de coûts
- Gestion des risques fournisseurs en lien avec la qualité et la supply chain

Profil :
- Expérience confirmée en achats industriels, idéalement dans l'aéronautique
- Anglais courant indispensable (fournisseurs internationaux)

Lieu : Toulouse (Blagnac), 3 jours sur site par semaine.`;
}
function AD_TREASURY(): string {
  return `Interim Group Treasurer – Geneva – 6 months

A Geneva-based commodity trading group is looking for an interim treasurer to cover a parental leave and to complete the roll-out of its treasury management system.

Responsibilities:
- Daily cash positioning and 13-week cash forecasting
- Bank relationship management and KYC with 15 banks
- Completion of the Kyriba implementation (payments, bank statements, cash pooling)
- FX hedging reporting

Profile: 8+ years in corporate treasury, hands-on Kyriba experience, fluent English and French.
Location: Geneva, on site 4 days a week.`;
}
function AD_AMOA(): string {
  return `Chef de projet MOA / AMOA – Assurance – Niort (79) – H/F

Mutuelle d'assurance basée à Niort, notre client lance la refonte de son outil de gestion des contrats IARD.

Vos missions :
- Recueillir et formaliser les besoins métiers, rédiger les spécifications fonctionnelles
- Piloter la recette fonctionnelle et coordonner les tests utilisateurs
- Accompagner le changement et former les utilisateurs
- Assurer l'interface avec les équipes MOE et l'éditeur

Compétences : connaissance du secteur de l'assurance, expérience de la recette, outils Jira / Xray.
Conditions : mission longue (12 mois et plus), hybride avec 2 jours de télétravail, démarrage dès que possible.`;
}
function AD_BIM(): string {
  return `BIM Manager freelance (H/F) – Lyon

Un bureau d'études techniques lyonnais recherche un BIM manager pour piloter la synthèse de deux projets tertiaires (15 000 m² et 22 000 m²).

Missions :
- Rédaction et suivi de la convention BIM
- Animation des réunions de synthèse et détection des clashs sous Navisworks
- Contrôle des maquettes Revit des différents lots (architecture, structure, CVC, plomberie)
- Formation des projeteurs

Profil : maîtrise de Revit et Navisworks, expérience de la synthèse en phase EXE.
Rythme : 3 jours par semaine, présence sur site à Lyon. Démarrage en janvier.`;
}

// type re-export for check.ts
export type { Attr };
