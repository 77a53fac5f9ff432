/**
 * Profiles with fixed attributes, so that the demanding queries have answers and near misses. They are drawn like the
 * others for everything not fixed here and shuffled into the pool (nothing in a profile or a Truth tells them apart).
 */
import type { AreaRef } from './geo';
import type { TruthOverrides } from './truth';

const v = (key: string): AreaRef => ({ type: 'ville', key });
const dep = (key: string): AreaRef => ({ type: 'departement', key });
const reg = (key: string): AreaRef => ({ type: 'region', key });
const only = (key: string): AreaRef[] => [v(key)];

export const PLANTED: TruthOverrides[] = [
  // graphic designers around Nantes
  { occ: 'graphiste', home: 'nantes', areas: [v('nantes'), dep('FR:44')] },
  { occ: 'graphiste', home: 'saint-nazaire', areas: [v('saint-nazaire'), v('nantes')], gender: 'f' },
  { occ: 'graphiste', home: 'angers', areas: only('angers') },
  { occ: 'maquettiste', home: 'nantes', areas: only('nantes') },
  // SEO in Brittany, and one just outside
  { occ: 'seo', home: 'rennes', areas: [v('rennes'), reg('FR:53')] },
  { occ: 'seo', home: 'vannes', areas: only('vannes'), gender: 'f', years: 11 },
  { occ: 'seo', home: 'nantes', areas: only('nantes'), years: 12 },
  // UX in Geneva, across the border, and product design
  { occ: 'ux-ui', home: 'geneve', areas: [v('geneve')], gender: 'f' },
  { occ: 'ux-ui', home: 'carouge', areas: [reg('CH:GE')] },
  { occ: 'ux-ui', home: 'annemasse', areas: [v('annemasse'), reg('CH:GE')], cvLang: 'fr' },
  { occ: 'product-designer', home: 'geneve', areas: only('geneve') },
  // photographers in Hainaut and Namur
  { occ: 'photographe', home: 'mons', areas: only('mons'), gender: 'f' },
  { occ: 'photographe', home: 'charleroi', areas: [v('charleroi'), dep('BE:WHT')] },
  { occ: 'photographe', home: 'namur', areas: only('namur') },
  // communication in Vaud
  { occ: 'com-chargee', home: 'lausanne', areas: [v('lausanne'), reg('CH:VD')], gender: 'f' },
  { occ: 'com-chargee', home: 'vevey', areas: only('vevey'), gender: 'm' },
  { occ: 'com-interne', home: 'morges', areas: only('morges') },
  // motion designers in Belgium
  { occ: 'motion', home: 'bruxelles', areas: only('bruxelles'), years: 5, available: true },
  { occ: 'motion', home: 'liege', areas: [v('liege'), { type: 'pays', key: 'BE' }], years: 9 },
  // web writers in Gironde
  { occ: 'redacteur-web', home: 'merignac', areas: only('merignac'), gender: 'f', days: ['2', '3'] },
  { occ: 'redacteur-web', home: 'arcachon', areas: [dep('FR:33')], gender: 'm' },
  // web designers in PACA
  { occ: 'webdesigner', home: 'marseille', areas: [v('marseille'), reg('FR:93')] },
  { occ: 'webdesigner', home: 'nice', areas: only('nice'), gender: 'f' },
  // translators in French-speaking Switzerland
  { occ: 'traducteur', home: 'lausanne', areas: only('lausanne'), gender: 'f', skills: ['tr-de-fr'] },
  {
    occ: 'traducteur',
    home: 'fribourg',
    areas: only('fribourg'),
    skills: ['tr-de-fr'],
    langs: [{ lang: 'de', level: 'C2' }],
  },
  // art directors with long careers
  { occ: 'da', home: 'paris-03', years: 18, gender: 'f' },
  { occ: 'da', home: 'bordeaux', years: 15, gender: 'f' },
  { occ: 'da', home: 'lyon', years: 13 },
  // UX in Lyon, available or not
  { occ: 'ux-ui', home: 'lyon', areas: only('lyon'), available: true },
  { occ: 'ux-ui', home: 'villeurbanne', areas: [v('villeurbanne'), v('lyon')], available: true, gender: 'f' },
  { occ: 'ux-ui', home: 'lyon', areas: only('lyon'), available: false, freeFrom: '2027-03-01' },
  // community managers in Brussels with Dutch
  { occ: 'cm', home: 'bruxelles', areas: only('bruxelles'), langs: [{ lang: 'nl', level: 'C1' }] },
  { occ: 'cm', home: 'bruxelles', areas: only('bruxelles'), langs: [{ lang: 'nl', level: 'B1' }], gender: 'f' },
  {
    occ: 'cm',
    home: 'gent',
    areas: [v('gent'), v('bruxelles')],
    langs: [
      { lang: 'nl', level: 'native' },
      { lang: 'fr', level: 'C1' },
    ],
  },
  // product owners in Nantes
  { occ: 'po', home: 'nantes', areas: only('nantes'), years: 9, available: false, freeFrom: '2027-01-04' },
  { occ: 'po', home: 'nantes', areas: [v('nantes'), dep('FR:44')], years: 8, available: true, gender: 'f' },
  { occ: 'po', home: 'nantes', areas: only('nantes'), years: 4, available: true },
  { occ: 'po', home: 'rennes', areas: only('rennes'), years: 10, available: true },
  // event managers in Geneva and Lille
  { occ: 'event', home: 'geneve', areas: [reg('CH:GE')], langs: [{ lang: 'en', level: 'C1' }], gender: 'f' },
  { occ: 'event', home: 'lille', areas: only('lille'), langs: [{ lang: 'en', level: 'C2' }] },
  {
    occ: 'event',
    home: 'roubaix',
    areas: [v('roubaix'), v('lille')],
    langs: [{ lang: 'en', level: 'B2' }],
    gender: 'f',
  },
  // HubSpot consultants and day rates
  { occ: 'marketing-automation', skills: ['hubspot'], rate: 480, currency: 'EUR', home: 'toulouse' },
  { occ: 'marketing-automation', skills: ['hubspot'], rate: 450, currency: 'EUR', home: 'paris-17', gender: 'f' },
  { occ: 'marketing-automation', skills: ['hubspot'], rate: 650, currency: 'EUR', home: 'lille' },
  { occ: 'marketing-automation', skills: ['hubspot'], rate: 520, currency: 'EUR', home: 'rennes', gender: 'f' },
  // packshot photographers in Bordeaux
  { occ: 'photographe', home: 'bordeaux', areas: only('bordeaux'), skills: ['packshot'] },
  { occ: 'photographe', home: 'merignac', areas: [dep('FR:33')], skills: ['packshot'], gender: 'f' },
  {
    occ: 'photographe',
    home: 'bordeaux',
    areas: only('bordeaux'),
    withoutSkills: ['packshot'],
    skills: ['photo-portrait'],
  },
  // junior copywriters
  { occ: 'copywriter', years: 1, gender: 'f' },
  { occ: 'copywriter', years: 2, home: 'lille' },
  { occ: 'copywriter', years: 4 },
  // mid-level motion designers
  { occ: 'motion', years: 4, gender: 'f' },
  { occ: 'motion', years: 6, home: 'paris-18', skills: ['after-effects'] },
  // a graphic designer for a cosmetics identity, in Lyon or remote
  {
    occ: 'graphiste',
    home: 'lyon',
    areas: only('lyon'),
    skills: ['visual-identity'],
    sectors: ['cosmetique'],
    gender: 'f',
  },
  { occ: 'graphiste', home: 'rennes', remote: ['Full remote'], skills: ['visual-identity'], sectors: ['cosmetique'] },
  // community managers in Bordeaux, part time
  {
    occ: 'cm',
    home: 'bordeaux',
    areas: only('bordeaux'),
    days: ['2', '3'],
    skills: ['tiktok'],
    sectors: ['food'],
    gender: 'f',
  },
  { occ: 'cm', home: 'bordeaux', areas: only('bordeaux'), days: ['5'], skills: ['tiktok'] },
  { occ: 'cm', home: 'merignac', areas: [v('bordeaux')], days: ['3', '4'], skills: ['tiktok'], gender: 'f' },
  // product owners for a bank in Paris
  { occ: 'po', home: 'paris-11', years: 8, skills: ['safe'], sectors: ['banque'], available: true },
  {
    occ: 'po',
    home: 'boulogne',
    years: 6,
    withoutSkills: ['safe'],
    sectors: ['banque'],
    available: false,
    freeFrom: '2027-01-05',
    gender: 'f',
  },
  // motion designer for a SaaS, remote
  { occ: 'motion', remote: ['Full remote'], sectors: ['saas'], home: 'annecy' },
  { occ: 'motion', remote: ['Hybride', 'Full remote'], sectors: ['saas', 'banque'], home: 'toulouse', gender: 'f' },
  // press officers for a festival in Brittany
  { occ: 'rp', home: 'rennes', areas: [reg('FR:53')], sectors: ['culture'], gender: 'f' },
  { occ: 'rp', home: 'brest', areas: only('brest'), sectors: ['culture', 'tourisme'] },
  { occ: 'rp', home: 'nantes', areas: only('nantes'), sectors: ['culture'], gender: 'f' },
  // UX researchers in Romandie
  { occ: 'ux-researcher', home: 'lausanne', areas: [reg('CH:VD')], sectors: ['sante'], gender: 'f' },
  { occ: 'ux-researcher', home: 'geneve', areas: only('geneve'), sectors: ['banque'] },
  // product designer in Brussels
  {
    occ: 'product-designer',
    home: 'bruxelles',
    areas: only('bruxelles'),
    skills: ['design-system'],
    sectors: ['fintech'],
    cvLang: 'en',
  },
  { occ: 'ux-ui', home: 'bruxelles', areas: only('bruxelles'), skills: ['design-system'], sectors: ['fintech'] },
  // senior CRM managers in Paris
  { occ: 'crm', home: 'paris-09', years: 9, skills: ['sfmc'], sectors: ['retail'], gender: 'f' },
  { occ: 'crm', home: 'paris-15', years: 11, withoutSkills: ['sfmc'], skills: ['selligent'], sectors: ['retail'] },
  { occ: 'crm', home: 'lyon', areas: only('lyon'), years: 9, skills: ['sfmc'], sectors: ['retail'] },
  // interim head of communications in Geneva
  {
    occ: 'dircom',
    home: 'geneve',
    areas: [reg('CH:GE')],
    sectors: ['energie'],
    skills: ['crisis-com'],
    langs: [{ lang: 'en', level: 'C1' }],
    gender: 'f',
  },
  {
    occ: 'dircom',
    home: 'nyon',
    areas: [v('nyon'), reg('CH:GE')],
    sectors: ['banque'],
    langs: [{ lang: 'en', level: 'C2' }],
  },
  // growth marketers for a B2B SaaS
  { occ: 'growth', years: 7, days: ['3', '4'], skills: ['hubspot', 'lemlist'], sectors: ['saas'], home: 'paris-10' },
  { occ: 'growth', years: 6, days: ['5'], skills: ['hubspot'], sectors: ['saas'], home: 'lyon' },
  {
    occ: 'growth',
    years: 4,
    days: ['3'],
    skills: ['lemlist'],
    sectors: ['saas', 'fintech'],
    home: 'bordeaux',
    gender: 'f',
  },
  // art director for a luxury house in Paris
  {
    occ: 'da',
    home: 'paris-02',
    years: 9,
    sectors: ['luxe'],
    langs: [{ lang: 'en', level: 'C1' }],
    remote: ['Sur site', 'Hybride'],
    gender: 'f',
  },
  {
    occ: 'da',
    home: 'levallois',
    years: 7,
    sectors: ['mode'],
    langs: [{ lang: 'en', level: 'C2' }],
    remote: ['Sur site'],
  },
  // health writers, remote
  {
    occ: 'redacteur-web',
    remote: ['Full remote'],
    sectors: ['sante'],
    certs: ['voltaire'],
    gender: 'f',
    home: 'limoges',
  },
  { occ: 'redacteur-web', remote: ['Hybride', 'Full remote'], sectors: ['sante'], certs: [], home: 'tours' },
  // UX/UI designer in Nantes free in January
  {
    occ: 'ux-ui',
    home: 'nantes',
    areas: only('nantes'),
    years: 5,
    skills: ['figma', 'accessibility'],
    available: false,
    freeFrom: '2027-01-05',
    gender: 'f',
  },
  { occ: 'ux-ui', home: 'nantes', areas: only('nantes'), years: 2, skills: ['figma'], available: true },
  // paid social for beauty
  {
    occ: 'paid-social',
    years: 4,
    skills: ['meta-ads', 'tiktok-ads'],
    sectors: ['cosmetique'],
    remote: ['Full remote'],
    home: 'montpellier',
    gender: 'f',
  },
  // internal communication in Namur
  {
    occ: 'com-interne',
    home: 'namur',
    areas: only('namur'),
    langs: [{ lang: 'nl', level: 'B2' }],
    sectors: ['public'],
  },
  { occ: 'com-interne', home: 'liege', areas: only('liege'), sectors: ['public'], gender: 'f' },
  // motion designer in Lyon
  { occ: 'motion', home: 'lyon', areas: only('lyon'), years: 5, skills: ['after-effects', 'cinema4d'] },
  { occ: 'motion', home: 'lyon', areas: only('lyon'), years: 2, skills: ['after-effects', 'blender'], gender: 'f' },
  // social media managers for a Swiss watch brand
  {
    occ: 'social-media-manager',
    home: 'lausanne',
    areas: [reg('CH:VD'), reg('CH:GE')],
    years: 7,
    sectors: ['horlogerie'],
    langs: [{ lang: 'en', level: 'C1' }],
    gender: 'f',
  },
  {
    occ: 'cm',
    home: 'geneve',
    areas: only('geneve'),
    years: 6,
    sectors: ['horlogerie'],
    langs: [{ lang: 'en', level: 'C1' }],
  },
  // product marketing in SaaS
  { occ: 'product-marketing', sectors: ['saas'], home: 'paris-11' },
  // graphic designers in Vaud
  { occ: 'graphiste', home: 'lausanne', areas: only('lausanne'), gender: 'f' },
  { occ: 'graphiste', home: 'renens', areas: [reg('CH:VD')] },
  {
    occ: 'graphiste',
    home: 'lausanne',
    areas: only('lausanne'),
    withoutSkills: ['illustrator'],
    skills: ['canva', 'indesign'],
  },
  { occ: 'graphiste', home: 'geneve', areas: only('geneve') },
  // certified product owners
  { occ: 'po', certs: ['pspo'], home: 'toulouse' },
  { occ: 'po', certs: ['pspo', 'psm'], home: 'bruxelles', gender: 'f' },
  { occ: 'po', certs: ['cspo'], home: 'lyon' },
  // more exact answers for some briefs
  {
    occ: 'cm',
    home: 'bordeaux',
    areas: [v('bordeaux'), dep('FR:33')],
    days: ['1', '2'],
    skills: ['tiktok'],
    sectors: ['food', 'tourisme'],
    gender: 'm',
  },
  {
    occ: 'ux-ui',
    home: 'nantes',
    areas: [v('nantes'), reg('FR:52')],
    years: 7,
    skills: ['figma', 'accessibility'],
    available: true,
  },
  {
    occ: 'growth',
    years: 9,
    days: ['2', '3'],
    skills: ['hubspot', 'lemlist'],
    sectors: ['saas'],
    home: 'lille',
    gender: 'f',
  },
  {
    occ: 'com-interne',
    home: 'namur',
    areas: [v('namur'), reg('BE:WAL')],
    langs: [{ lang: 'nl', level: 'B1' }],
    sectors: ['public', 'energie'],
    gender: 'f',
  },
  {
    occ: 'ux-researcher',
    home: 'geneve',
    areas: [reg('CH:GE'), reg('CH:VD')],
    sectors: ['sante', 'saas'],
    gender: 'm',
  },
  {
    occ: 'po',
    home: 'paris-15',
    years: 12,
    skills: ['safe'],
    sectors: ['banque', 'energie'],
    available: false,
    freeFrom: '2027-01-08',
    gender: 'f',
  },
  // SEO crawlers
  { occ: 'seo', skills: ['semrush', 'screaming-frog'], home: 'lille' },
  { occ: 'seo', skills: ['screaming-frog', 'semrush', 'seo-technique'], home: 'geneve', gender: 'f' },
  { occ: 'web-analyst', skills: ['screaming-frog'], withoutSkills: ['semrush'], home: 'paris-20' },
  // neighbours next to the trades: hard negatives
  { occ: 'dev-front', home: 'lyon', areas: only('lyon'), available: true, skills: ['figma', 'design-system'] },
  { occ: 'data-analyst', home: 'paris-12', skills: ['ga4', 'looker-studio'] },
  { occ: 'business-developer', home: 'bordeaux', areas: only('bordeaux'), sectors: ['agence'] },
  { occ: 'account-manager', home: 'nantes', areas: only('nantes'), sectors: ['agence'], gender: 'f' },
  { occ: 'dev-fullstack', home: 'marseille', skills: ['wordpress'] },
  { occ: 'customer-success', home: 'geneve', sectors: ['saas'] },
  { occ: 'salesforce-consultant', home: 'paris-09', skills: ['sfmc'], years: 9 },
  { occ: 'data-scientist', home: 'paris-15', sectors: ['retail'] },
  // rarer trades, so each has a handful of profiles
  { occ: 'videaste' },
  { occ: 'videaste', home: 'annecy' },
  { occ: 'ugc-creator' },
  { occ: 'scrum-master' },
  { occ: 'scrum-master', home: 'lille' },
  { occ: 'webflow', available: true },
  { occ: '3d' },
  { occ: '3d', home: 'geneve' },
];
