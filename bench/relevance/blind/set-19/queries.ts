// Set 19 (blind relevance set): queries as hurried recruiters type them, each with its judgment of the Truth.
import type { Truth } from './corpus';
import {
  judge,
  combo,
  skill,
  mustSkill,
  skills,
  softSkill,
  anySkill,
  years,
  SENIOR,
  CONFIRME,
  JUNIOR,
  availBy,
  ASAP,
  JANUARY,
  fullRemote,
  hybrid,
  onSite,
  remoteOk,
  days,
  partTime,
  rateMax,
  lang,
  sector,
  duration,
  place,
  placeOrRemote,
  inRegionSlug,
  dep,
  reg,
  ch,
  be,
  lu,
  country,
} from './grading';

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

const DEVS = ['dev-back', 'dev-front', 'dev-fullstack', 'dev-mobile', 'tech-lead'];
const PARIS = () => place(dep('75', '92', '93', '94'), reg('11'), 'Paris + petite couronne');
const IDF = () => place(reg('11'), [], 'IDF');
const ROMANDE = ['GE', 'VD', 'NE', 'FR', 'JU', 'VS'];
const LUX = () => place(lu(), dep('57', '54').concat(be('WAL')), 'Luxembourg');
const GENEVA = () => place(ch('GE'), ch('VD').concat(dep('74', '01')), 'Genève');
const BRUXELLES = () => place(be('BRU'), be(), 'Bruxelles');
const noSkill = (k: string) => (t: Truth) => t.skills.includes(k);

export const QUERIES: Query[] = [
  // ───────────── 1. digital shorthand ─────────────
  {
    kind: 'abbr-digital',
    body: { keywords: 'dev fs react node' },
    judge: judge({ occ: ['dev-fullstack'], checks: [skills(['react', 'nodejs'])] }),
  },
  {
    kind: 'abbr-digital',
    body: { keywords: 'PO banque' },
    judge: judge({ occ: ['po'], checks: [sector(['banque'])] }),
  },
  {
    kind: 'abbr-digital',
    body: { keywords: 'BA assurance' },
    judge: judge({ occ: ['ba'], checks: [sector(['assurance'])] }),
  },
  {
    kind: 'abbr-digital',
    body: { keywords: 'UX/UI figma' },
    judge: judge({ occ: ['ux-ui'], checks: [skill('figma')] }),
  },
  {
    kind: 'abbr-digital',
    body: { keywords: 'ML eng pytorch' },
    judge: judge({ occ: ['ml-engineer'], checks: [skill('pytorch')] }),
  },
  {
    kind: 'abbr-digital',
    body: { keywords: 'consultant BI PBI' },
    judge: judge({ occ: ['bi'], checks: [skill('power-bi')] }),
  },
  { kind: 'abbr-digital', body: { keywords: 'DSI de transition' }, judge: judge({ occ: ['dsi'] }) },
  {
    kind: 'abbr-digital',
    body: { keywords: 'AMOA bancaire' },
    judge: judge({ occ: ['amoa'], checks: [sector(['banque'])] }),
  },
  {
    kind: 'abbr-digital',
    body: { keywords: 'QA auto cypress' },
    judge: judge({ occ: ['qa'], checks: [skill('cypress')] }),
  },
  {
    kind: 'abbr-digital',
    body: { keywords: 'ingé data airflow' },
    judge: judge({ occ: ['data-engineer'], checks: [skill('airflow')] }),
  },

  // ───────────── 2. business shorthand ─────────────
  {
    kind: 'abbr-business',
    body: { keywords: 'CDP digital' },
    judge: judge({ occ: ['cdp-it'] }),
    note: 'CDP = chef de projet',
  },
  {
    kind: 'abbr-business',
    body: { keywords: 'PM B2B SaaS' },
    judge: judge({ occ: ['product-manager'], near: ['po', 'cdp-it'], checks: [sector(['saas'])] }),
    note: 'PM read as product manager (tech context: SaaS); project managers are near',
  },
  {
    kind: 'abbr-business',
    body: { keywords: 'DA luxe' },
    judge: judge({ occ: ['da'], checks: [sector(['luxe', 'cosmetique'])] }),
    note: 'DA = directeur / directrice artistique',
  },
  {
    kind: 'abbr-business',
    body: { keywords: 'CM instagram tiktok' },
    judge: judge({ occ: ['cm'], checks: [skills(['instagram', 'tiktok'])] }),
  },
  {
    kind: 'abbr-business',
    body: { keywords: 'SEO/SEA' },
    judge: judge({ occ: ['seo-sea'], checks: [skills(['seo', 'sea'])] }),
  },
  {
    kind: 'abbr-business',
    body: { keywords: 'KAM industrie' },
    judge: judge({ occ: ['kam'], checks: [sector(['industrie', 'automobile', 'aero'])] }),
  },
  {
    kind: 'abbr-business',
    body: { keywords: 'BDR SaaS anglais' },
    judge: judge({ occ: ['bdr-sdr'], checks: [sector(['saas']), lang('en', 3)] }),
  },
  {
    kind: 'abbr-business',
    body: { keywords: 'DAF temps partagé PME' },
    judge: judge({ occ: ['daf'], checks: [partTime(3)] }),
  },
  {
    kind: 'abbr-business',
    body: { keywords: 'CDG industriel' },
    judge: judge({ occ: ['cdg'], checks: [sector(['industrie', 'automobile', 'aero', 'agro'])] }),
    note: 'CDG = contrôleur de gestion',
  },
  {
    kind: 'abbr-business',
    body: { keywords: 'TA recrutement IT' },
    judge: judge({ occ: ['recruteur'], checks: [skill('recrutement-it')] }),
    note: 'TA = talent acquisition',
  },

  // ───────────── 3. English titles and queries ─────────────
  {
    kind: 'english',
    body: { keywords: 'senior backend engineer', seniority: ['senior', 'expert'] },
    judge: judge({
      occ: ['dev-back'],
      checks: [SENIOR()],
      filter: (t) => t.level === 'senior' || t.level === 'expert',
    }),
    note: 'seniority filter: senior/expert (Truth level from years)',
  },
  {
    kind: 'english',
    body: { keywords: 'data analyst remote' },
    judge: judge({ occ: ['data-analyst'], checks: [fullRemote()] }),
  },
  { kind: 'english', body: { keywords: 'head of growth' }, judge: judge({ occ: ['growth'], checks: [SENIOR()] }) },
  {
    kind: 'english',
    body: { keywords: 'product designer saas' },
    judge: judge({ occ: ['ux-ui'], checks: [sector(['saas'])] }),
  },
  {
    kind: 'english',
    body: { keywords: 'fullstack engineer typescript' },
    judge: judge({ occ: ['dev-fullstack'], checks: [skill('typescript')] }),
  },
  {
    kind: 'english',
    body: { keywords: 'cloud architect azure' },
    judge: judge({ occ: ['cloud-archi'], checks: [skill('azure')] }),
  },
  {
    kind: 'english',
    body: { keywords: 'account executive Benelux' },
    judge: judge({ occ: ['bizdev'], checks: [place(be().concat(lu()), dep('59', '57'), 'Benelux')] }),
  },
  {
    kind: 'english',
    body: { keywords: 'financial controller Luxembourg' },
    judge: judge({ occ: ['cdg'], checks: [LUX()] }),
  },
  { kind: 'english', body: { keywords: 'talent acquisition specialist' }, judge: judge({ occ: ['recruteur'] }) },
  {
    kind: 'english',
    body: { keywords: 'iOS engineer swift' },
    judge: judge({ occ: ['dev-mobile'], checks: [skill('swift')] }),
  },

  // ───────────── 4. places by abbreviation, number, former name ─────────────
  {
    kind: 'places',
    body: { keywords: 'dev java IDF' },
    judge: judge({
      occ: ['dev-back', 'dev-fullstack', 'tech-lead'],
      near: ['dev-front', 'dev-mobile'],
      checks: [skill('java'), IDF()],
    }),
  },
  {
    kind: 'places',
    body: { keywords: 'data analyst PACA' },
    judge: judge({ occ: ['data-analyst'], checks: [place(reg('93'))] }),
  },
  {
    kind: 'places',
    body: { keywords: 'chef de projet ARA' },
    judge: judge({ occ: ['cdp-it', 'pmo'], checks: [place(reg('84'))] }),
  },
  { kind: 'places', body: { keywords: 'devops HDF' }, judge: judge({ occ: ['devops'], checks: [place(reg('32'))] }) },
  {
    kind: 'places',
    body: { keywords: 'controleur de gestion BFC' },
    judge: judge({ occ: ['cdg'], checks: [place(reg('27'))] }),
  },
  {
    kind: 'places',
    body: { keywords: 'consultant SAP CVL' },
    judge: judge({ occ: ['sap'], checks: [place(reg('24'))] }),
  },
  {
    kind: 'places',
    body: { keywords: 'product owner PDL' },
    judge: judge({ occ: ['po'], checks: [place(reg('52'))] }),
  },
  {
    kind: 'places',
    body: { keywords: 'data scientist Midi-Pyrénées' },
    judge: judge({
      occ: ['data-scientist'],
      checks: [place(dep('09', '12', '31', '32', '46', '65', '81', '82'), reg('76'), 'Midi-Pyrénées')],
    }),
    note: 'former region: departments 09 12 31 32 46 65 81 82; the rest of Occitanie is near',
  },
  {
    kind: 'places',
    body: { keywords: 'UX designer Rhône-Alpes' },
    judge: judge({
      occ: ['ux-ui'],
      checks: [place(dep('01', '07', '26', '38', '42', '69', '73', '74'), reg('84'), 'Rhône-Alpes')],
    }),
    note: 'former region: 01 07 26 38 42 69 73 74; Auvergne is near',
  },
  {
    kind: 'places',
    body: { keywords: 'business developer 92' },
    judge: judge({ occ: ['bizdev'], checks: [place(dep('92'))] }),
  },
  {
    kind: 'places',
    body: { keywords: 'développeur react dépt 33' },
    judge: judge({ occ: ['dev-front', 'dev-fullstack'], checks: [skill('react'), place(dep('33'))] }),
  },
  {
    kind: 'places',
    body: { keywords: 'comptable 69 ou 01' },
    judge: judge({ occ: ['comptable'], checks: [place(dep('69', '01'))] }),
  },
  {
    kind: 'places',
    body: { keywords: 'dev fullstack Suisse romande' },
    judge: judge({
      occ: ['dev-fullstack'],
      checks: [place(ch(...ROMANDE), country('CH').concat(dep('74', '01')), 'Suisse romande')],
    }),
  },
  {
    kind: 'places',
    body: { keywords: 'data engineer Bruxelles', workAreas: ['belgique'] },
    judge: judge({ occ: ['data-engineer'], checks: [BRUXELLES()], filter: inRegionSlug(be()) }),
    note: 'workAreas filter belgique',
  },
  {
    kind: 'places',
    body: { keywords: 'chef de projet Lux' },
    judge: judge({ occ: ['cdp-it', 'pmo'], checks: [LUX()] }),
  },
  {
    kind: 'places',
    body: { keywords: 'dev 974' },
    judge: judge({ occ: DEVS, near: [], checks: [place(dep('974'), [])] }),
    note: 'La Réunion',
  },

  // ───────────── 5. seniority and years ─────────────
  {
    kind: 'seniority',
    body: { keywords: "data engineer 5 ans d'xp" },
    judge: judge({ occ: ['data-engineer'], checks: [years(5, 99, 4, 4)] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'PO junior ok' },
    judge: judge({ occ: ['po'], checks: [years(0, 4, 5, 6)] }),
    note: 'junior accepted: up to 4 years ok, 5-6 near, more = too senior for the budget',
  },
  {
    kind: 'seniority',
    body: { keywords: 'dev php confirmé' },
    judge: judge({
      occ: ['dev-back', 'dev-fullstack', 'tech-lead'],
      near: ['dev-front'],
      checks: [skill('php'), CONFIRME()],
    }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet 10+ yrs' },
    judge: judge({ occ: ['cdp-it', 'pmo'], checks: [years(10, 99, 8, 9)] }),
  },
  { kind: 'seniority', body: { keywords: 'senior UX' }, judge: judge({ occ: ['ux-ui'], checks: [SENIOR()] }) },
  {
    kind: 'seniority',
    body: { keywords: 'developpeuse python junior' },
    judge: judge({
      occ: ['dev-back', 'dev-fullstack'],
      near: ['data-engineer', 'tech-lead', 'dev-front'],
      checks: [skill('python'), JUNIOR()],
    }),
    note: 'gender is never judged',
  },
  {
    kind: 'seniority',
    body: { keywords: 'expert cybersécurité 15 ans' },
    judge: judge({ occ: ['rssi', 'cyber-ops'], checks: [years(15, 99, 11, 14)] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'scrum master sénior 8 ans mini' },
    judge: judge({ occ: ['scrum-master'], checks: [years(8, 99, 6, 7)] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'contrôleur de gestion 3-5 ans' },
    judge: judge({ occ: ['cdg'], checks: [years(3, 5, 2, 7)] }),
  },
  {
    kind: 'seniority',
    body: { keywords: "data analyst 2-3 ans d'expérience" },
    judge: judge({ occ: ['data-analyst'], checks: [years(2, 3, 1, 5)] }),
  },

  // ───────────── 6. availability and remote ─────────────
  {
    kind: 'dispo-remote',
    body: { keywords: 'dev react dispo asap', available: true },
    judge: judge({
      occ: ['dev-front', 'dev-fullstack'],
      checks: [skill('react'), ASAP()],
      filter: (t) => t.availableNow,
    }),
    note: 'available filter: declared availability now',
  },
  { kind: 'dispo-remote', body: { keywords: 'BA full remote' }, judge: judge({ occ: ['ba'], checks: [fullRemote()] }) },
  {
    kind: 'dispo-remote',
    body: { keywords: 'devops Lyon 2j TT' },
    judge: judge({ occ: ['devops'], checks: [place(dep('69')), hybrid()] }),
  },
  { kind: 'dispo-remote', body: { keywords: 'PO dispo janvier' }, judge: judge({ occ: ['po'], checks: [JANUARY()] }) },
  {
    kind: 'dispo-remote',
    body: { keywords: 'UX designer full remote dispo immédiatement' },
    judge: judge({ occ: ['ux-ui'], checks: [fullRemote(), ASAP()] }),
  },
  {
    kind: 'dispo-remote',
    body: { keywords: 'chef de projet sur site Toulouse' },
    judge: judge({ occ: ['cdp-it', 'pmo'], checks: [place(dep('31')), onSite()] }),
  },
  {
    kind: 'dispo-remote',
    body: { keywords: 'consultant SEO remote 3j/sem' },
    judge: judge({ occ: ['seo-sea'], checks: [skill('seo'), fullRemote(), days(3)] }),
  },
  {
    kind: 'dispo-remote',
    body: { keywords: 'data scientist dispo fév 2027' },
    judge: judge({ occ: ['data-scientist'], checks: [availBy('2027-02-28', '2027-03-31')] }),
  },
  {
    kind: 'dispo-remote',
    body: { keywords: 'ingé cloud dispo sous 15j' },
    judge: judge({ occ: ['cloud-archi', 'devops'], checks: [availBy('2026-12-14', '2027-01-03')] }),
    note: 'ingé cloud: cloud architects and DevOps/cloud engineers alike',
  },
  {
    kind: 'dispo-remote',
    body: { keywords: 'CM freelance dispo de suite télétravail' },
    judge: judge({ occ: ['cm'], checks: [ASAP(), remoteOk()] }),
  },

  // ───────────── 7. skill combinations ─────────────
  {
    kind: 'skills-combo',
    body: { keywords: 'python django postgresql', skills: ['python', 'django'] },
    judge: (t) =>
      t.skills.includes('python') && t.skills.includes('django')
        ? combo(['python', 'django', 'postgresql'], ['dev-back', 'dev-fullstack', 'tech-lead'])(t)
        : 0,
    note: 'skills filter python + django',
  },
  {
    kind: 'skills-combo',
    body: { keywords: 'kafka spark scala' },
    judge: combo(['kafka', 'spark', 'scala'], ['data-engineer', 'dev-back']),
  },
  {
    kind: 'skills-combo',
    body: { keywords: 'terraform ansible azure' },
    judge: combo(['terraform', 'ansible', 'azure'], ['devops', 'sre', 'cloud-archi', 'sysadmin']),
  },
  {
    kind: 'skills-combo',
    body: { keywords: 'power bi dax sql' },
    judge: combo(['power-bi', 'dax', 'sql'], ['bi', 'data-analyst']),
  },
  {
    kind: 'skills-combo',
    body: { keywords: 'figma design system accessibilité' },
    judge: combo(['figma', 'design-system', 'accessibilite'], ['ux-ui', 'dev-front']),
  },
  {
    kind: 'skills-combo',
    body: { keywords: 'hubspot lemlist outbound' },
    judge: combo(['hubspot', 'lemlist', 'outbound'], ['bdr-sdr', 'growth', 'bizdev']),
  },
  {
    kind: 'skills-combo',
    body: { keywords: 'sap s4 fico' },
    judge: combo(['sap', 's4hana', 'fi-co'], ['sap']),
    note: 's4 = S/4HANA, fico = FI/CO',
  },
  {
    kind: 'skills-combo',
    body: { keywords: 'salesforce apex lwc' },
    judge: combo(['salesforce', 'apex', 'lwc'], ['salesforce']),
  },
  {
    kind: 'skills-combo',
    body: { keywords: 'google ads meta ads GA4' },
    judge: combo(['google-ads', 'meta-ads', 'ga4'], ['seo-sea', 'marketing-digital', 'growth']),
  },
  {
    kind: 'skills-combo',
    body: { keywords: 'IFRS consolidation' },
    judge: combo(['ifrs', 'consolidation'], ['daf', 'cdg', 'comptable']),
  },

  // ───────────── 8. grammar: OR, exclusions, phrases ─────────────
  {
    kind: 'grammar',
    body: { keywords: '"product owner" OR "product manager"' },
    judge: judge({ occ: ['po', 'product-manager'], near: ['scrum-master', 'ba'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'data engineer -azure' },
    judge: judge({ occ: ['data-engineer'], exclude: noSkill('azure') }),
    note: '-azure: any profile with Azure is 0',
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" -junior' },
    judge: judge({ occ: ['cdp-it', 'pmo'], near: ['amoa'], exclude: (t) => t.level === 'junior' }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'développeur java -android OR développeur kotlin -android' },
    judge: judge({ occ: DEVS, near: [], checks: [anySkill(['java', 'kotlin'])], exclude: noSkill('android') }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"business developer" Lyon OR "ingénieur d\'affaires" Lyon' },
    judge: judge({ occ: ['bizdev'], checks: [place(dep('69'))] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"UX researcher" OR "recherche utilisateur"' },
    judge: judge({ occ: ['ux-ui'], checks: [skill('recherche-utilisateur')] }),
  },
  { kind: 'grammar', body: { keywords: '"site reliability" OR SRE' }, judge: judge({ occ: ['sre'] }) },
  {
    kind: 'grammar',
    body: { keywords: 'graphiste OR "directeur artistique" OR "directrice artistique"' },
    judge: judge({ occ: ['graphiste', 'da'], near: ['motion', 'ux-ui'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'RSSI -pentest' },
    judge: judge({ occ: ['rssi'], exclude: noSkill('pentest') }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"scrum master" -SAFe' },
    judge: judge({ occ: ['scrum-master'], exclude: noSkill('safe') }),
  },

  // ───────────── 9. short sentences, French (brief) ─────────────
  {
    kind: 'brief-fr',
    body: { brief: 'je cherche une PO dispo vite sur Lille' },
    judge: judge({ occ: ['po'], checks: [place(dep('59')), ASAP()] }),
  },
  {
    kind: 'brief-fr',
    body: { brief: "besoin d'un dev fullstack react/node senior à Lyon, 2j de TT, démarrage janvier" },
    judge: judge({
      occ: ['dev-fullstack'],
      checks: [skills(['react', 'nodejs']), SENIOR(), place(dep('69')), hybrid(), JANUARY()],
    }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'urgent : data engineer GCP sur Paris ou full remote, TJM max 600' },
    judge: judge({ occ: ['data-engineer'], checks: [skill('gcp'), placeOrRemote(PARIS()), rateMax(600)] }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'Je cherche un consultant SAP FI/CO confirmé, anglais courant, Genève ou Lausanne' },
    judge: judge({
      occ: ['sap'],
      checks: [
        skill('fi-co'),
        CONFIRME(),
        lang('en', 4),
        place(ch('GE', 'VD'), country('CH').concat(dep('74', '01')), 'Genève ou Lausanne'),
      ],
    }),
  },
  {
    kind: 'brief-fr',
    body: { brief: "Besoin d'une graphiste pour refonte identité visuelle, 2 jours par semaine, Bordeaux ou remote" },
    judge: judge({
      occ: ['graphiste'],
      checks: [skill('identite-visuelle'), days(2), placeOrRemote(place(dep('33')))],
    }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'recherche RRH de transition 6 mois à Marseille dispo début janvier' },
    judge: judge({
      occ: ['rrh'],
      checks: [place(dep('13')), availBy('2027-01-11', '2027-01-31'), duration(['3to6', '6to12'])],
    }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'il me faudrait un business developer SaaS qui parle anglais, basé en IDF' },
    judge: judge({ occ: ['bizdev'], checks: [sector(['saas']), lang('en', 3), IDF()] }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'cherche CM pour une marque de cosmétiques, quelques jours par mois, remote ok' },
    judge: judge({ occ: ['cm'], checks: [sector(['cosmetique', 'luxe']), partTime(2), remoteOk()] }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'Mission DevOps AWS/Kubernetes à Luxembourg, démarrage ASAP, 1 an renouvelable' },
    judge: judge({
      occ: ['devops'],
      checks: [skills(['aws', 'kubernetes']), LUX(), ASAP(), duration(['6to12', 'gt12'])],
    }),
  },
  {
    kind: 'brief-fr',
    body: { brief: 'Je cherche un ou une data analyst junior sur Rennes, Power BI obligatoire' },
    judge: judge({ occ: ['data-analyst'], checks: [JUNIOR(), place(dep('35')), mustSkill('power-bi')] }),
  },

  // ───────────── 10. short sentences, English (brief) ─────────────
  {
    kind: 'brief-en',
    body: { brief: 'need a senior data engineer in Geneva, 3 days a week' },
    judge: judge({ occ: ['data-engineer'], checks: [SENIOR(), GENEVA(), days(3)] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'Looking for a freelance product manager in Brussels, fintech background, available in January' },
    judge: judge({ occ: ['product-manager'], checks: [BRUXELLES(), sector(['fintech', 'banque']), JANUARY()] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'We need a React Native developer, full remote, English speaking, ASAP' },
    judge: judge({ occ: ['dev-mobile'], checks: [skill('react-native'), fullRemote(), lang('en', 4), ASAP()] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'looking for an SRE with strong Kubernetes and Terraform skills, Paris area, hybrid' },
    judge: judge({ occ: ['sre'], checks: [skills(['kubernetes', 'terraform']), IDF(), hybrid()] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'seeking an interim CFO for a scale-up in Lyon, 3 days/week for 6 months' },
    judge: judge({ occ: ['daf'], checks: [place(dep('69')), days(3), duration(['3to6', '6to12'])] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'Need a UX researcher for 3 months, remote, French and English' },
    judge: judge({
      occ: ['ux-ui'],
      checks: [skill('recherche-utilisateur'), fullRemote(), lang('en', 4), lang('fr', 4), duration(['lt3', '3to6'])],
    }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'looking for a BDR fluent in English and German for Zurich' },
    judge: judge({
      occ: ['bdr-sdr'],
      checks: [place(ch('ZH'), country('CH'), 'Zurich'), lang('en', 4), lang('de', 4)],
    }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'hiring a freelance cybersecurity consultant ISO 27001, Luxembourg' },
    judge: judge({ occ: ['rssi', 'cyber-ops'], checks: [skill('iso-27001'), LUX()] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'need a salesforce developer, 5+ years, remote friendly' },
    judge: judge({ occ: ['salesforce'], checks: [skill('apex'), years(5, 99, 4, 4), remoteOk()] }),
  },
  {
    kind: 'brief-en',
    body: { brief: 'Looking for a head of growth for a B2C app in Paris, available now' },
    judge: judge({ occ: ['growth'], checks: [SENIOR(), PARIS(), ASAP()] }),
  },

  // ───────────── 11. pasted job ads (brief) ─────────────
  {
    kind: 'job-ad',
    body: {
      brief: `Développeur Back-End Java / Spring Boot H/F – Freelance – Paris La Défense

Notre client, grand groupe de l'assurance, renforce son équipe "Plateforme Contrats" et recherche un développeur back-end Java expérimenté pour une mission longue (12 mois renouvelables).

Vos missions :
- Concevoir et développer des API REST en Java 17 / Spring Boot
- Participer au découpage du monolithe historique en microservices
- Mettre en place des échanges asynchrones (Kafka est un plus)
- Écrire des tests unitaires et d'intégration, participer aux revues de code
- Travailler en Scrum avec le PO et les autres développeurs

Profil recherché :
- 5 ans d'expérience minimum en développement Java / Spring
- Connaissance de PostgreSQL, Docker ; une expérience cloud est appréciée
- Bon relationnel, autonomie

Conditions :
- Démarrage : janvier 2027
- Localisation : La Défense (92), 2 jours de télétravail par semaine
- TJM : 550 à 650 € selon profil
- Mission de 12 mois, renouvelable`,
    },
    judge: judge({
      occ: ['dev-back'],
      checks: [skills(['java', 'spring-boot']), years(5, 99, 4, 4), IDF(), hybrid(), JANUARY(), rateMax(650)],
    }),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Product Owner Data (H/F) – Bordeaux – freelance

Au sein de la direction digitale d'un acteur régional de l'énergie, vous rejoignez l'équipe Data Platform (8 personnes : data engineers, data analysts, un scrum master).

Votre rôle :
• Porter la vision du produit data et construire la roadmap avec les métiers
• Rédiger les user stories, prioriser le backlog, animer les ateliers de recueil du besoin
• Suivre la recette et la mise en production des évolutions
• Être le point de contact des directions métiers (finance, exploitation)

Ce que nous attendons :
• 3 ans minimum en tant que Product Owner, idéalement sur des sujets data / BI
• À l'aise avec SQL pour explorer les données par vous-même
• Pratique de Scrum et de Jira

Infos pratiques : mission de 6 mois minimum, démarrage début décembre, présence sur site à Bordeaux 3 jours par semaine (2 jours de télétravail).`,
    },
    judge: judge({
      occ: ['po'],
      checks: [years(3, 99, 2, 2), place(dep('33')), hybrid(), softSkill('sql'), availBy('2026-12-13', '2027-01-03')],
    }),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Consultant(e) AMOA Assurance – Niort (79)

Dans le cadre de la refonte de son outil de gestion des sinistres, une mutuelle d'assurance niortaise recherche un(e) consultant(e) AMOA.

Missions :
- Recueillir et formaliser les besoins des gestionnaires sinistres
- Rédiger les spécifications fonctionnelles et les cahiers de recette
- Piloter la recette fonctionnelle, suivre les anomalies avec la MOE
- Accompagner les utilisateurs lors du déploiement (conduite du changement)

Profil :
- Expérience significative en assurance IARD ou santé indispensable
- Maîtrise des techniques de recette ; SQL apprécié
- Rigueur, sens du service

Mission de 6 à 9 mois, sur site à Niort avec 1 jour de télétravail possible. Démarrage dès que possible.`,
    },
    judge: judge({
      occ: ['amoa'],
      checks: [sector(['assurance'], true), skill('recette'), place(dep('79')), duration(['6to12'])],
    }),
    note: 'insurance experience is required (a miss), duration soft',
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Senior Data Scientist – NLP (freelance, Zurich or remote)

We are a Zurich-based insurtech building document-understanding products for European insurers. We are looking for a freelance Senior Data Scientist to strengthen our applied ML team for 6 to 12 months.

What you will do
- Design and train NLP models for classification and information extraction on insurance documents
- Evaluate LLM-based approaches (RAG, fine-tuning) against our current models
- Work with ML engineers to take models to production
- Present results to product and business stakeholders

What we are looking for
- At least 6 years of experience in data science, with strong NLP background
- Python, PyTorch, the Hugging Face ecosystem; SQL
- Fluent English (our working language); German is a plus, not required

Setup: fully remote possible within CET ±1, or hybrid in our Zurich office. Start in January.`,
    },
    judge: judge({
      occ: ['data-scientist'],
      checks: [
        skill('nlp'),
        years(6, 99, 5, 5),
        placeOrRemote(place(ch('ZH'), country('CH'), 'Zurich')),
        lang('en', 4),
        JANUARY(),
      ],
    }),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Responsable Marketing Digital – freelance – Nantes (44) – 3 jours / semaine

PME nantaise de la maison et de la décoration (vente en ligne + 12 boutiques), nous cherchons un(e) responsable marketing digital en freelance pour structurer notre acquisition.

Vos missions :
- Construire le plan marketing digital 2027 et piloter le budget média
- Gérer les campagnes Google Ads et Meta Ads avec notre agence
- Mettre en place l'emailing et les scénarios d'automation dans HubSpot
- Suivre les performances (GA4) et présenter un reporting mensuel à la direction

Profil :
- Expérience réussie en marketing digital B2C / e-commerce
- Maîtrise de HubSpot et de Google Ads indispensable
- Autonome, à l'aise avec les chiffres

Mission de 6 mois renouvelable, 3 jours par semaine dont au moins 1 jour dans nos locaux à Nantes.`,
    },
    judge: judge({
      occ: ['marketing-digital'],
      checks: [skills(['hubspot', 'google-ads']), place(dep('44')), days(3)],
    }),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Contrôleur de gestion industriel H/F – Mission de transition – Lyon (69)

Groupe industriel (équipements pour l'agroalimentaire, 3 sites en Auvergne-Rhône-Alpes) recherche un contrôleur de gestion industriel de transition pour remplacer un congé maternité.

Missions principales :
- Clôtures mensuelles et analyse des écarts
- Calcul et suivi des coûts de revient, valorisation des stocks
- Préparation du budget 2027 avec les responsables de site
- Amélioration des tableaux de bord (Excel, Power BI)

Profil : 5 ans d'expérience minimum en contrôle de gestion en environnement industriel. SAP CO apprécié.

Mission de 6 mois à temps plein, sur site à Lyon 7e avec déplacements ponctuels sur les autres sites. Démarrage souhaité début février.`,
    },
    judge: judge({
      occ: ['cdg'],
      checks: [
        sector(['industrie', 'agro', 'automobile', 'aero']),
        years(5, 99, 4, 4),
        place(dep('69')),
        duration(['3to6', '6to12']),
        availBy('2027-02-10', '2027-02-28'),
      ],
    }),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Freelance UX/UI Designer – Luxembourg – banking app

A private bank based in Luxembourg-Kirchberg is redesigning its mobile and web banking apps and needs a freelance UX/UI designer for an initial 6 months.

Responsibilities
• Run user interviews and usability tests with private banking clients
• Design user flows, wireframes and high-fidelity mock-ups in Figma
• Extend and document the bank's design system
• Work closely with the product owner and the front-end developers (Angular)

Requirements
• 5+ years of experience in UX/UI design, ideally in banking, insurance or fintech
• Strong Figma skills and a portfolio
• English and French; German or Luxembourgish is a plus

On site in Kirchberg 3 days a week. Start: as soon as possible.`,
    },
    judge: judge({
      occ: ['ux-ui'],
      checks: [
        skill('figma'),
        years(5, 99, 4, 4),
        LUX(),
        sector(['banque', 'assurance', 'fintech']),
        lang('en', 4),
        ASAP(),
      ],
    }),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Ingénieur DevOps H/F – Toulouse – secteur aéronautique

Pour le compte d'un équipementier aéronautique, nous recherchons un ingénieur DevOps freelance pour accompagner la modernisation de la chaîne d'intégration continue.

Votre mission :
- Faire évoluer les pipelines GitLab CI et industrialiser les déploiements
- Administrer les clusters Kubernetes (on-premise) et automatiser avec Ansible
- Mettre en place la supervision (Prometheus / Grafana)
- Accompagner les équipes de développement dans les bonnes pratiques

Compétences attendues : Kubernetes, GitLab CI, Ansible, Linux. Une expérience dans un environnement industriel ou aéronautique est un vrai plus.

Conditions : présence sur site à Blagnac 3 jours par semaine minimum, mission de 12 mois, démarrage janvier 2027. TJM selon profil.`,
    },
    judge: judge({
      occ: ['devops'],
      checks: [
        skills(['kubernetes', 'gitlab-ci', 'ansible']),
        place(dep('31')),
        hybrid(),
        sector(['aero', 'industrie']),
        JANUARY(),
      ],
    }),
  },
  {
    kind: 'job-ad',
    body: {
      brief: `Chargé(e) de recrutement IT – Lille – freelance 4 mois

Scale-up lilloise du e-commerce (250 personnes), nous accélérons nos recrutements tech : 15 postes à pourvoir d'ici l'été (développeurs, data, product).

Vos missions :
- Sourcer et approcher des profils tech (LinkedIn Recruiter, GitHub, événements)
- Mener les pré-qualifications et coordonner les entretiens avec les managers
- Suivre les candidats dans notre ATS (Teamtailor) et reporter chaque semaine
- Contribuer à la marque employeur tech

Profil : expérience confirmée en recrutement IT (cabinet ou interne), bonne compréhension des métiers tech.

Mission de 4 mois, 4 à 5 jours par semaine, bureaux à Lille Euratechnologies, télétravail partiel possible. Démarrage début janvier.`,
    },
    judge: judge({
      occ: ['recruteur'],
      checks: [skill('recrutement-it'), place(dep('59')), duration(['3to6']), availBy('2027-01-11', '2027-01-31')],
    }),
  },
];
