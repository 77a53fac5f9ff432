/**
 * Queries of blind set 24: a talent scout of a general freelance marketplace looking for marketing, communication,
 * creative, content and digital product freelancers for French, Belgian and Swiss clients. Each judge grades from the
 * Truth with the conventions of judge.ts.
 */
import {
  ASAP,
  atLeast,
  CONFIRME,
  EXPERT,
  grade,
  JUNIOR,
  PARIS,
  ROMANDIE,
  SENIOR,
  type Grade,
  type Need,
} from './judge';
import type { Truth } from './truth';
import { addDays, TODAY } from './util';

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

function kw(
  kind: string,
  keywords: string,
  need: Need,
  note?: string,
  extra: Omit<Query['body'], 'keywords'> = {},
): Query {
  return { kind, body: { keywords, ...extra }, judge: (t) => grade(t, need), ...(note ? { note } : {}) };
}

function br(brief: string, need: Need, note?: string, extra: Omit<Query['body'], 'brief'> = {}): Query {
  return { kind: 'brief', body: { brief, ...extra }, judge: (t) => grade(t, need), ...(note ? { note } : {}) };
}

const livesInParis = (t: Truth) => t.home.startsWith('paris-');

export const QUERIES: Query[] = [
  // abbrev: the trades' own abbreviations and short forms
  kw('abbrev', 'CM freelance', { occ: ['cm'] }, 'CM = community manager'),
  kw(
    'abbrev',
    'DA luxe',
    { occ: ['da'], sectors: ['luxe'] },
    'DA = directeur / directrice artistique; luxury sector is soft',
  ),
  kw(
    'abbrev',
    'PO PSPO',
    { occ: ['po'], certs: ['pspo'] },
    'product owner; the Scrum.org certificate is soft (CSPO near)',
  ),
  kw('abbrev', 'PMM SaaS', { occ: ['product-marketing'], sectors: ['saas'] }, 'product marketing manager'),
  kw('abbrev', 'RP', { occ: ['rp'] }, 'relations presse: press officers'),
  kw('abbrev', 'SEA', { occ: ['sea'] }, 'paid search'),
  kw('abbrev', 'GA4 GTM', { skillsAll: ['ga4', 'gtm'] }, 'Google Analytics 4 and Google Tag Manager'),
  kw('abbrev', 'SMA', { occ: ['paid-social'] }, 'social media advertising: paid social'),
  kw('abbrev', 'UX/UI', { occ: ['ux-ui'] }),
  kw(
    'abbrev',
    'PAO',
    { occ: ['maquettiste'] },
    'publication assistée par ordinateur: layout artists; graphic designers close',
  ),
  kw('abbrev', 'SFMC', { skillsAll: ['sfmc'] }, 'Salesforce Marketing Cloud'),

  // title-en: English titles French recruiters use
  kw('title-en', 'growth marketer', { occ: ['growth'] }),
  kw('title-en', 'content manager', { occ: ['content-manager'] }),
  kw('title-en', 'brand manager', { occ: ['brand-manager'] }),
  kw('title-en', 'art director', { occ: ['da'] }),
  kw('title-en', 'motion designer', { occ: ['motion'] }),
  kw('title-en', 'video editor', { occ: ['monteur'] }),
  kw('title-en', 'product designer', { occ: ['product-designer'] }),
  kw('title-en', 'UX researcher', { occ: ['ux-researcher'] }),
  kw('title-en', 'copywriter', { occ: ['copywriter'] }, 'French CVs mostly say concepteur-rédacteur'),
  kw('title-en', 'social media manager', { occ: ['social-media-manager'] }),
  kw('title-en', 'proofreader', { occ: ['correcteur'] }, 'French CVs say correcteur / correctrice'),

  // title-fr: French titles, feminine and masculine, with or without accents
  kw('title-fr', 'graphiste', { occ: ['graphiste'] }),
  kw('title-fr', 'rédactrice web', { occ: ['redacteur-web'] }, 'men and women alike'),
  kw('title-fr', 'concepteur rédacteur', { occ: ['copywriter'] }),
  kw('title-fr', 'chargée de communication interne', { occ: ['com-interne'] }),
  kw('title-fr', 'attachée de presse', { occ: ['rp'] }),
  kw('title-fr', 'monteur video', { occ: ['monteur'] }),
  kw('title-fr', 'traductrice', { occ: ['traducteur'] }),
  kw('title-fr', 'illustratrice jeunesse', { occ: ['illustrateur'], toolsSoft: ['kids-illustration'] }),
  kw('title-fr', 'directeur artistique', { occ: ['da'] }),
  kw('title-fr', 'responsable marketing digital', { occ: ['marketing-manager'] }),
  kw('title-fr', 'developpeuse wordpress', { occ: ['wordpress'] }),

  // place: cities, departments, regions, countries, provinces, cantons
  kw('place', 'graphiste Nantes', { occ: ['graphiste'], place: { cities: ['nantes'] } }),
  kw('place', 'community manager 69', { occ: ['cm'], place: { depts: ['FR:69'] } }, '69 = Rhône'),
  kw('place', 'SEO Bretagne', { occ: ['seo'], place: { regions: ['FR:53'] } }),
  kw('place', 'UX designer Genève', { occ: ['ux-ui'], place: { depts: ['CH:GE'] } }),
  kw('place', 'photographe Hainaut', { occ: ['photographe'], place: { depts: ['BE:WHT'] } }, 'Belgian province'),
  kw('place', 'chargée de communication Vaud', { occ: ['com-chargee'], place: { regions: ['CH:VD'] } }, 'Swiss canton'),
  kw('place', 'motion designer Belgique', { occ: ['motion'], place: { countries: ['BE'] } }),
  kw('place', 'rédacteur web Gironde', { occ: ['redacteur-web'], place: { depts: ['FR:33'] } }),
  kw('place', 'chef de projet digital IDF', { occ: ['chef-projet-digital'], place: { regions: ['FR:11'] } }),
  kw('place', 'webdesigner PACA', { occ: ['webdesigner'], place: { regions: ['FR:93'] } }),
  kw('place', 'traducteur Suisse romande', { occ: ['traducteur'], place: ROMANDIE }),

  // seniority: levels and years as recruiters write them
  kw('seniority', 'graphiste senior', { occ: ['graphiste'], years: SENIOR }),
  kw('seniority', 'product owner junior', { occ: ['po'], years: JUNIOR }),
  kw('seniority', "consultant SEO 10 ans d'expérience", { occ: ['seo'], years: atLeast(10) }),
  kw('seniority', 'UX designer confirmé', { occ: ['ux-ui'], years: CONFIRME }),
  kw('seniority', "community manager 3 ans d'expérience", { occ: ['cm'], years: atLeast(3) }),
  kw('seniority', 'CRM manager senior', { occ: ['crm'], years: SENIOR }),
  kw('seniority', 'copywriter junior', { occ: ['copywriter'], years: JUNIOR }),
  kw('seniority', 'PM 5 ans minimum', { occ: ['pm'], years: atLeast(5) }, 'PM = product manager'),
  kw('seniority', 'directrice artistique 15 ans', { occ: ['da'], years: atLeast(15) }),
  kw('seniority', 'motion designer confirmée', { occ: ['motion'], years: CONFIRME }),
  kw('seniority', 'brand manager expert', { occ: ['brand-manager'], years: EXPERT }),

  // combo: a title or skill with two or three constraints
  kw('combo', 'UX designer Lyon dispo', { occ: ['ux-ui'], place: { cities: ['lyon'] }, availBy: ASAP }),
  kw('combo', 'motion designer After Effects Paris', { occ: ['motion'], tools: ['after-effects'], place: PARIS }),
  kw('combo', 'SEA Google Ads full remote', { occ: ['sea'], tools: ['google-ads'], remote: 'remote' }),
  kw('combo', 'community manager Bruxelles néerlandais', {
    occ: ['cm'],
    place: { depts: ['BE:BRU'] },
    langs: [{ lang: 'nl', min: 'B2' }],
  }),
  kw('combo', 'rédacteur web SEO temps partiel', { occ: ['redacteur-web'], partTime: true }),
  kw('combo', 'product owner senior Nantes dispo janvier', {
    occ: ['po'],
    years: SENIOR,
    place: { cities: ['nantes'] },
    availBy: '2027-01-31',
  }),
  kw('combo', 'graphiste Lausanne Illustrator', {
    occ: ['graphiste'],
    place: { regions: ['CH:VD'] },
    tools: ['illustrator'],
  }),
  kw('combo', 'chef de projet événementiel Genève anglais courant', {
    occ: ['event'],
    place: { depts: ['CH:GE'] },
    langs: [{ lang: 'en', min: 'C1' }],
  }),
  kw('combo', 'consultant HubSpot TJM 500 max', { occ: ['marketing-automation'], tools: ['hubspot'], rateMax: 500 }),
  kw('combo', 'photographe packshot Bordeaux', {
    occ: ['photographe'],
    tools: ['packshot'],
    place: { cities: ['bordeaux'] },
  }),
  kw('combo', 'traffic manager e-commerce dispo immédiatement', {
    occ: ['traffic-manager'],
    sectors: ['ecommerce'],
    availBy: addDays(TODAY, 7),
  }),

  // grammar: quoted phrases, OR, exclusions
  kw('grammar', '"motion design" -junior', {
    occ: ['motion'],
    skillClose: ['motion-design'],
    exclude: (t) => t.years <= 2,
  }),
  kw('grammar', '"attaché de presse" OR "attachée de presse"', { occ: ['rp'] }),
  kw('grammar', 'Webflow OR Framer', { skillsAny: ['webflow', 'framer'] }),
  kw(
    'grammar',
    'copywriter -SEO',
    { occ: ['copywriter'], exclude: (t) => t.occ === 'redacteur-web' || t.occ === 'seo' },
    'advertising copywriters, not SEO writers',
  ),
  kw(
    'grammar',
    'graphiste -Paris',
    { occ: ['graphiste'], exclude: livesInParis },
    'graphic designers not based in Paris',
  ),
  kw('grammar', '"UX research" OR "recherche utilisateur"', { occ: ['ux-researcher'], skillClose: ['user-research'] }),
  kw(
    'grammar',
    'SEO -rédacteur -rédactrice',
    { occ: ['seo'], exclude: (t) => t.occ === 'redacteur-web' },
    'SEO consultants, not SEO writers',
  ),
  kw('grammar', 'Shopify OR WooCommerce OR PrestaShop', { skillsAny: ['shopify', 'woocommerce', 'prestashop'] }),
  {
    kind: 'grammar',
    body: { keywords: '"marketing automation" HubSpot OR Marketo' },
    judge: (t) => {
      if (t.skills.includes('marketo')) return t.occ === 'marketing-automation' || t.occ === 'crm' ? 3 : 2;
      if (t.skills.includes('hubspot'))
        return t.occ === 'marketing-automation' ? 3 : ['crm', 'growth', 'emailing'].includes(t.occ) ? 2 : 1;
      if (t.occ === 'marketing-automation') return 2;
      return grade(t, { occ: ['marketing-automation'] }) > 0 ? 1 : 0;
    },
    note: 'marketing automation with HubSpot, or anyone running Marketo',
  },
  kw('grammar', '"video editor" OR "monteur vidéo" OR "monteuse vidéo"', { occ: ['monteur'] }),
  kw('grammar', '"direction artistique" -junior', {
    occ: ['da'],
    skillClose: ['art-direction'],
    exclude: (t) => t.years <= 2,
  }),

  // skill: one to three tools or skills, no title
  kw('skill', 'Figma design system', { skillsAll: ['figma', 'design-system'] }),
  kw('skill', 'HubSpot', { skillsAll: ['hubspot'] }),
  kw('skill', 'Premiere Pro After Effects', { skillsAll: ['premiere', 'after-effects'] }),
  kw('skill', 'Google Ads Meta Ads', { skillsAll: ['google-ads', 'meta-ads'] }),
  kw('skill', 'Blender', { skillsAll: ['blender'] }),
  kw('skill', 'Klaviyo Shopify', { skillsAll: ['klaviyo', 'shopify'] }),
  kw('skill', 'Semrush Screaming Frog', { skillsAll: ['semrush', 'screaming-frog'] }),
  kw('skill', 'Make Airtable', { skillsAll: ['make', 'airtable'] }),
  kw('skill', 'Trados', { skillsAll: ['trados'] }),
  kw('skill', 'InDesign Illustrator', { skillsAll: ['indesign', 'illustrator'] }),
  kw('skill', 'Amplitude', { skillsAll: ['amplitude'] }),
];

const AD_GROWTH = `Mission freelance – Growth Marketer B2B (H/F)
Scale-up SaaS RH (120 personnes), Paris 9e ou remote partiel.
Démarrage : janvier 2027 – Durée : 6 mois renouvelables – 3 jours par semaine.
Contexte : nous lançons une nouvelle offre pour les PME et devons construire le moteur d'acquisition outbound et inbound.
Missions :
- concevoir et lancer les expérimentations d'acquisition (outbound, landing pages, séquences emailing) ;
- mettre en place les automatisations entre HubSpot, lemlist et notre produit ;
- suivre les KPIs du funnel et partager les apprentissages avec l'équipe marketing.
Profil : 5 ans d'expérience minimum en growth marketing B2B, idéalement en SaaS ; maîtrise de HubSpot et d'un outil d'outbound (lemlist, Waalaxy) ; à l'aise avec la donnée.
TJM selon profil.`;

const AD_DA = `Directeur·rice artistique freelance – Maison de luxe – Paris 8e
Mission de 6 mois à partir de février 2027, 4 jours par semaine sur site (avenue Montaigne).
Au sein du studio de création de la Maison, vous prendrez en charge la direction artistique des campagnes digitales et print de la collection maroquinerie : concepts, direction des shootings photo et vidéo, déclinaisons pour les réseaux sociaux et les boutiques.
Vous travaillerez avec une conceptrice-rédactrice, deux graphistes et l'équipe social media.
Profil recherché : directeur ou directrice artistique confirmé(e), portfolio dans le luxe, la mode ou la beauté indispensable, anglais courant (équipes à Londres et New York).`;

const AD_SANTE = `Rédacteur / rédactrice web SEO – santé (freelance, full remote)
Éditeur d'un site d'information santé grand public (3 millions de visites par mois) recherche un rédacteur web pour produire 8 articles de fond par mois (1 500 à 2 500 mots), optimisés SEO à partir de nos briefs Semrush, relus par notre comité médical.
Expérience de la rédaction dans le secteur santé ou pharma exigée. Certificat Voltaire : un plus. Mission longue, télétravail complet.`;

const AD_UX = `UX/UI designer freelance – application mobile – Nantes
Notre client, une mutuelle régionale, refond son application mobile adhérents. Mission de 4 mois, démarrage début janvier 2027, en hybride (2 jours par semaine dans les locaux à Nantes).
- Ateliers avec les métiers et entretiens adhérents
- Wireframes, maquettes et prototypes sous Figma
- Tests utilisateurs et itérations
- Respect du RGAA et contribution au design system
Profil : UX/UI designer avec au moins 3 ans d'expérience, maîtrise de Figma, sensibilité accessibilité.`;

const AD_PAID = `Freelance Paid Social Manager – DTC beauty brand
We are a fast-growing French skincare brand selling online in France, Belgium and Germany. We are looking for a freelance paid social manager to take over our Meta Ads and TikTok Ads accounts (about 80k EUR a month).
You will build the campaign structure, run creative tests with our UGC creators, and report weekly to our head of growth.
Requirements: 2+ years running Meta Ads at scale for e-commerce, TikTok Ads experience, beauty or fashion a strong plus. Fully remote, French-speaking.`;

const AD_INTERNE = `Mission freelance : Chargé(e) de communication interne – 6 mois – Namur
Pour un organisme public wallon (1 200 agents), nous recherchons un·e chargé·e de communication interne en renfort pendant un projet de réorganisation.
Vos missions : plan de communication du changement, rédaction de l'intranet et de la newsletter interne, préparation des réunions du personnel, kits pour les managers.
Présence sur site à Namur 3 jours par semaine. La connaissance du néerlandais est souhaitée.`;

const AD_MOTION = `Motion designer 2D/3D (freelance) – agence de communication – Lyon
Agence lyonnaise (25 personnes) cherche un motion designer confirmé pour renforcer le studio sur plusieurs projets : films corporate, vidéos produits en 3D, formats courts pour les réseaux sociaux.
Outils : After Effects indispensable, Cinema 4D ou Blender.
Mission de 3 mois, sur site à Lyon 7e, possibilité d'un jour de télétravail.`;

const AD_SOCIAL_CH = `Freelance Social Media Manager – Swiss watch brand – Geneva / Lausanne
An independent watch manufacture based in the Vallée de Joux is looking for a freelance social media manager for 9 months.
Scope: social media strategy for Instagram, LinkedIn and YouTube, content calendar, coordination of photographers and video makers, influencer collaborations, monthly reporting.
Profile: 5+ years in social media for premium or luxury brands, French and English fluent, German a plus. On site in Geneva or Lausanne two days a week.`;

QUERIES.push(
  // brief: French sentences
  br(
    "Je cherche une graphiste freelance pour refaire l'identité visuelle d'une marque de cosmétiques bio, basée à Lyon ou à distance.",
    {
      occ: ['graphiste'],
      close: ['da'],
      toolsSoft: ['visual-identity'],
      sectors: ['cosmetique'],
      place: { cities: ['lyon'] },
      placeOrRemote: true,
    },
  ),
  br(
    "Besoin d'un consultant SEO pour auditer un site e-commerce de 20 000 pages avant une migration, mission de deux mois en télétravail.",
    { occ: ['seo'], toolsSoft: ['seo-technique'], sectors: ['ecommerce'], remote: 'remote' },
  ),
  br(
    "On recherche un·e community manager pour animer l'Instagram et le TikTok d'un restaurant à Bordeaux, deux jours par semaine.",
    { occ: ['cm'], toolsSoft: ['tiktok'], place: { cities: ['bordeaux'] }, days: 2 },
  ),
  br('Product owner expérimenté pour une banque à Paris, méthode SAFe, démarrage début janvier.', {
    occ: ['po'],
    years: atLeast(5),
    place: PARIS,
    toolsSoft: ['safe'],
    sectors: ['banque'],
    availBy: '2027-01-10',
  }),
  br(
    'Nous cherchons un motion designer pour trois vidéos explicatives de 90 secondes sur notre logiciel SaaS, en remote.',
    { occ: ['motion'], remote: 'remote', sectors: ['saas'] },
  ),
  br('Traductrice anglais vers français spécialisée dans le luxe, pour traduire notre site et nos fiches produits.', {
    occ: ['traducteur'],
    tools: ['tr-en-fr'],
    sectors: ['luxe'],
  }),
  br(
    'Cherche attaché de presse pour lancer un festival de musique en Bretagne cet été, bon réseau dans la presse régionale.',
    { occ: ['rp'], place: { regions: ['FR:53'] }, sectors: ['culture'] },
  ),
  br("Besoin d'un développeur Shopify pour migrer une boutique de PrestaShop vers Shopify, disponible rapidement.", {
    occ: ['shopify'],
    toolsSoft: ['prestashop'],
    availBy: addDays(TODAY, 21),
  }),
  br(
    "Je cherche un UX researcher pour mener une vingtaine d'entretiens utilisateurs sur une application de santé, à Genève ou Lausanne.",
    { occ: ['ux-researcher'], place: { depts: ['CH:GE', 'CH:VD'] }, sectors: ['sante'] },
  ),
  br(
    'Cheffe de projet événementiel pour organiser notre convention annuelle de 500 personnes à Lille en mars, anglais indispensable.',
    { occ: ['event'], place: { cities: ['lille'] }, langs: [{ lang: 'en', min: 'C1' }] },
  ),
  // brief: English sentences
  br('Looking for a freelance product designer with strong design system experience for a fintech in Brussels.', {
    occ: ['product-designer'],
    toolsSoft: ['design-system'],
    sectors: ['fintech'],
    place: { depts: ['BE:BRU'] },
  }),
  {
    kind: 'brief',
    body: {
      brief: 'We need a French-speaking copywriter to adapt our English advertising campaigns for the French market.',
    },
    judge: (t) => {
      if (t.occ === 'traducteur' && t.skills.includes('transcreation')) return 3;
      return grade(t, { occ: ['copywriter'], close: ['traducteur'], langs: [{ lang: 'en', min: 'B2' }] });
    },
    note: 'copywriters with English, or translators doing transcreation',
  },
  br(
    'Senior CRM manager needed to set up Salesforce Marketing Cloud journeys for a retail brand, 6-month mission in Paris.',
    { occ: ['crm'], years: SENIOR, tools: ['sfmc'], place: PARIS, sectors: ['retail'] },
  ),
  br('Freelance video editor for weekly YouTube and TikTok content, fully remote, DaVinci Resolve preferred.', {
    occ: ['monteur'],
    remote: 'remote',
    toolsSoft: ['davinci'],
  }),
  br('Seeking a Webflow developer to rebuild our marketing site from Figma designs within four weeks, available now.', {
    occ: ['webflow'],
    availBy: ASAP,
    toolsSoft: ['figma'],
  }),
  br(
    'Interim head of communications for an energy company in Geneva, crisis communication experience, French and English.',
    {
      occ: ['dircom'],
      place: { depts: ['CH:GE'] },
      sectors: ['energie'],
      toolsSoft: ['crisis-com'],
      langs: [{ lang: 'en', min: 'C1' }],
    },
  ),
  // brief: pasted job ads
  br(AD_GROWTH, { occ: ['growth'], years: atLeast(5), days: 3, toolsSoft: ['hubspot', 'lemlist'], sectors: ['saas'] }),
  br(AD_DA, {
    occ: ['da'],
    years: atLeast(3),
    place: PARIS,
    sectors: ['luxe', 'mode', 'cosmetique'],
    langs: [{ lang: 'en', min: 'C1' }],
    remote: 'onsite',
  }),
  br(AD_SANTE, { occ: ['redacteur-web'], sectors: ['sante'], remote: 'remote', certs: ['voltaire'] }),
  br(AD_UX, {
    occ: ['ux-ui'],
    place: { cities: ['nantes'] },
    tools: ['figma'],
    years: atLeast(3),
    availBy: '2027-01-15',
    toolsSoft: ['accessibility'],
  }),
  br(AD_PAID, {
    occ: ['paid-social'],
    tools: ['meta-ads'],
    toolsSoft: ['tiktok-ads'],
    years: atLeast(2),
    sectors: ['cosmetique', 'mode', 'ecommerce'],
    remote: 'remote',
  }),
  br(AD_INTERNE, {
    occ: ['com-interne'],
    place: { depts: ['BE:WNA'] },
    langsSoft: [{ lang: 'nl', min: 'B2' }],
    sectors: ['public'],
  }),
  br(AD_MOTION, {
    occ: ['motion'],
    place: { cities: ['lyon'] },
    tools: ['after-effects'],
    toolsAnySoft: ['cinema4d', 'blender'],
    years: atLeast(3),
  }),
  br(AD_SOCIAL_CH, {
    occ: ['social-media-manager'],
    place: { depts: ['CH:GE', 'CH:VD'] },
    years: atLeast(5),
    sectors: ['horlogerie', 'luxe'],
    langs: [{ lang: 'en', min: 'C1' }],
  }),
);
