/** How a CV of blind set 24 words its Truth: titles, summaries, languages, dates, rates. */
import { city } from './geo';
import { occDef, type OccDef } from './occupations';
import { SECTORS, SECTOR_WORDS, SKILLS, skillDef } from './skills';
import type { Level, Truth } from './truth';
import { capitalize, chance, daysBetween, fill, int, pick, sample, TODAY, type Rng } from './util';

/** English names of the skills whose catalogue name is French. */
const EN_NAMES: Record<string, string> = {
  'seo-technique': 'Technical SEO',
  'server-side': 'Server-side tracking',
  cmp: 'Consent management (CMP)',
  cro: 'Conversion rate optimisation',
  crm: 'CRM strategy',
  segmentation: 'Customer segmentation',
  'marketing-strategy': 'Marketing strategy',
  messaging: 'Positioning and messaging',
  'market-research': 'Market research',
  budget: 'Budget management',
  'brand-strategy': 'Brand strategy',
  'press-relations': 'Press relations',
  'press-release': 'Press releases and press kits',
  'crisis-com': 'Crisis communication',
  'internal-com': 'Internal communications',
  'corporate-com': 'Corporate communications',
  'change-com': 'Change communication',
  events: 'Event management',
  'event-logistics': 'Event logistics',
  'public-affairs': 'Public affairs',
  'social-strategy': 'Social media strategy',
  influence: 'Influencer marketing',
  ugc: 'UGC content',
  linkedin: 'LinkedIn (organic)',
  moderation: 'Moderation',
  copywriting: 'Copywriting',
  'web-writing': 'SEO content writing',
  'editorial-strategy': 'Content strategy',
  journalism: 'Journalism',
  podcast: 'Podcast production',
  'tr-en-fr': 'English to French translation',
  'tr-de-fr': 'German to French translation',
  'tr-fr-en': 'French to English translation',
  'tr-nl-fr': 'Dutch to French translation',
  'tr-es-fr': 'Spanish to French translation',
  localisation: 'Localisation',
  transcreation: 'Transcreation',
  proofreading: 'Proofreading',
  'inclusive-writing': 'Inclusive writing',
  'technical-writing': 'Technical writing',
  speechwriting: 'Speechwriting',
  'visual-identity': 'Visual identity',
  edition: 'Book and magazine layout',
  'animation-2d': '2D animation',
  'color-grading': 'Colour grading',
  shooting: 'Video shooting',
  drone: 'Drone footage (licensed pilot)',
  'photo-reportage': 'Event photography',
  'photo-portrait': 'Corporate portraits',
  'photo-food': 'Food photography',
  retouching: 'Photo retouching',
  'art-direction': 'Art direction',
  '3d-modeling': '3D modelling',
  '3d-rendering': '3D rendering',
  'editorial-illustration': 'Editorial illustration',
  'kids-illustration': 'Children’s book illustration',
  prototyping: 'Prototyping',
  'user-research': 'User research',
  accessibility: 'Accessibility (WCAG)',
  'usability-testing': 'Usability testing',
  'ui-design': 'UI design',
  'ux-design': 'UX design',
  wireframing: 'Wireframing',
  roadmap: 'Product roadmap',
  'user-stories': 'User stories',
  backlog: 'Backlog management',
  'project-management': 'Project management',
  workshops: 'Workshop facilitation',
  prospecting: 'B2B prospecting',
  negotiation: 'Negotiation',
  'key-accounts': 'Key account management',
  onboarding: 'Customer onboarding',
  'growth-hacking': 'Growth hacking',
  affiliation: 'Affiliate marketing',
  ecommerce: 'E-commerce management',
  'trade-marketing': 'Trade marketing',
  'brand-content': 'Brand content',
  newsletter: 'Newsletters',
  interviews: 'Interviews',
  emailing: 'Email marketing',
  'lead-nurturing': 'Lead nurturing',
  'community-management': 'Community management',
  'motion-design': 'Motion design',
  print: 'Print design',
  packaging: 'Packaging',
  'content-design': 'Content design',
  'ux-writing': 'UX writing',
};

/** Skill keys that name a product or a tool (what {t1} {t2} take). */
const TOOLISH = new Set([
  'canva',
  'mjml',
  'sharepoint',
  'meta-business-suite',
  'kolsquare',
  'capcut',
  'illustrator',
  'photoshop',
  'indesign',
  'after-effects',
  'substance',
  'unreal',
  'keyshot',
  'procreate',
  'maze',
  'dovetail',
  'notion',
  'miro',
  'airtable',
  'liquid',
  'excel',
  'git',
  'search-console',
  'google-shopping',
  'dv360',
  'amazon-ads',
  'nextjs',
  'flutter',
  'react-native',
  'intercom',
  'zendesk',
  'pipedrive',
  'sales-navigator',
  'cision',
  'meltwater',
  'lottie',
  'webflow',
  'wordpress',
  'shopify',
  'bubble',
  'make',
  'zapier',
]);

/** Skills the referential knows that are methods, not tools. */
const NOT_TOOLS = new Set([
  'accessibility',
  'design-system',
  'prototyping',
  'user-research',
  'project-management',
  'scrum',
  'kanban',
  'safe',
]);

export function isTool(key: string): boolean {
  const d = SKILLS[key];
  return !!d && !NOT_TOOLS.has(key) && (TOOLISH.has(key) || !!d.kin || !!d.slug);
}

/** A title inside a sentence: "Product Lead" -> "product lead"; acronyms and product names stay ("SEA consultant"). */
export function inSentence(title: string): string {
  return title
    .split(' ')
    .map((w) => (/^[A-ZÀ-Ý][a-zà-ÿ’-]+$/.test(w) && !KEEP_CAPITALS.has(w) ? w.charAt(0).toLowerCase() + w.slice(1) : w))
    .join(' ');
}

const KEEP_CAPITALS = new Set([
  'Google',
  'Ads',
  'Facebook',
  'Webflow',
  'Shopify',
  'Salesforce',
  'Marketo',
  'Bubble',
  'Flutter',
  'React',
  'Native',
  'Symfony',
  'English',
  'French',
  'Analytics',
  'Scrum',
]);

export function skillName(r: Rng, key: string, en: boolean): string {
  const d = skillDef(key);
  if (en && EN_NAMES[key]) return EN_NAMES[key];
  if (d.alt && chance(r, 0.3)) return pick(r, d.alt);
  return d.name;
}

const SENIOR_WORD = /senior|lead|head of|directeur de création|directrice de création|chef monteur|cheffe monteuse/i;

/** The title a CV uses for an occupation. */
/** Titles that claim a specialty: used only by a profile holding one of the skills. */
const TITLE_NEEDS: Record<string, string[]> = {
  'Photographe culinaire': ['photo-food'],
  'Photographe packshot': ['packshot'],
  'Photographe corporate': ['photo-portrait', 'photo-reportage'],
  'Illustrateur jeunesse': ['kids-illustration'],
  'Illustratrice jeunesse': ['kids-illustration'],
  'Expert Google Ads': ['google-ads'],
  'Experte Google Ads': ['google-ads'],
  'Google Ads Specialist': ['google-ads'],
  'Expert Facebook Ads': ['meta-ads'],
  'Experte Facebook Ads': ['meta-ads'],
  'Expert HubSpot': ['hubspot'],
  'Experte HubSpot': ['hubspot'],
  'HubSpot Consultant': ['hubspot'],
  'Consultant Marketo': ['marketo'],
  'Consultante Marketo': ['marketo'],
  'Consultant Google Analytics': ['ga4'],
  'Consultante Google Analytics': ['ga4'],
  'Traducteur anglais-français': ['tr-en-fr'],
  'Traductrice anglais-français': ['tr-en-fr'],
  'English to French Translator': ['tr-en-fr'],
  'Motion designer 2D/3D': ['cinema4d', 'blender'],
  'Développeur React': ['react'],
  'Développeuse React': ['react'],
  'React Developer': ['react'],
  'Développeur front-end React / Next.js': ['nextjs'],
  'Développeuse front-end React / Next.js': ['nextjs'],
  'Développeur PHP Symfony': ['symfony'],
  'Développeuse PHP Symfony': ['symfony'],
  'Développeur Flutter': ['flutter'],
  'Développeuse Flutter': ['flutter'],
  'Flutter Developer': ['flutter'],
  'Développeur React Native': ['react-native'],
  'Développeuse React Native': ['react-native'],
  'React Native Developer': ['react-native'],
  'Expert Bubble': ['bubble'],
  'Experte Bubble': ['bubble'],
  'Graphiste print et digital': ['print'],
  'Consultant BI': ['power-bi', 'tableau'],
  'Consultante BI': ['power-bi', 'tableau'],
  'Créateur de contenu UGC': ['ugc'],
  'Créatrice de contenu UGC': ['ugc'],
  'Vidéaste JRI': ['shooting'],
  'Retoucheur beauté': ['retouching'],
  'Retoucheuse beauté': ['retouching'],
};

export function title(r: Rng, t: Truth, occ: string, allowEnglish = true): string {
  const d = occDef(occ);
  const fit = (xs: string[]) => {
    const ok = xs.filter(
      (x) =>
        (t.years >= 7 || !SENIOR_WORD.test(x)) && (!TITLE_NEEDS[x] || TITLE_NEEDS[x].some((k) => t.skills.includes(k))),
    );
    return ok.length > 0 ? ok : xs;
  };
  if (t.cvLang === 'en') return pick(r, fit(d.en));
  if (t.inclusive && d.incl && chance(r, 0.7)) return pick(r, d.incl);
  if (allowEnglish && chance(r, 0.25)) return pick(r, fit(d.en));
  if (t.gender === 'f' && chance(r, 0.9)) return pick(r, fit(d.f));
  return pick(r, fit(d.m));
}

export function sectorCtx(r: Rng, sector: string, en: boolean): string {
  const s = SECTORS[sector];
  if (!s) return en ? 'a client' : 'un client';
  return pick(r, en ? s.en : s.fr);
}

export function sectorWord(sector: string, en: boolean): string {
  const s = SECTOR_WORDS[sector];
  return s ? (en ? s.en : s.fr) : sector;
}

/** Tools of the profile that belong to the occupation (for {t1} {t2}). */
export function toolsFor(t: Truth, d: OccDef): string[] {
  const own = [...d.core, ...d.opt].filter((s) => t.skills.includes(s) && isTool(s));
  return own.length > 0 ? own : t.skills.filter(isTool);
}

/** Whether a template names a tool the profile does not have. */
function namesMissingTool(tpl: string, t: Truth): boolean {
  for (const [k, d] of Object.entries(SKILLS)) {
    if (t.skills.includes(k)) continue;
    for (const n of [d.name, ...(d.alt ?? [])]) {
      if (n.length < 4 || !/[A-Z]/.test(n)) continue;
      const re = new RegExp(`(^|[^\\p{L}])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
      if (re.test(tpl)) return true;
    }
  }
  return false;
}

/**
 * A mission template may start with [skill|skill] (used only by a profile holding one of them) or [*] (may name tools
 * the profile does not hold, such as "maquettes Figma" in a developer's CV).
 */
function parseTemplate(tpl: string): { text: string; needs: string[]; free: boolean } {
  const m = /^\[([^\]]+)\]\s*/.exec(tpl);
  if (!m) return { text: tpl, needs: [], free: false };
  const inner = m[1] ?? '';
  const text = tpl.slice(m[0].length);
  return inner === '*' ? { text, needs: [], free: true } : { text, needs: inner.split('|'), free: false };
}

/** French elision after a filled placeholder: "de une" -> "d’une". */
export function elide(s: string): string {
  return s.replace(/(^|\s)([dD])e (?=[aeiouéèêAEIOUÉ])/g, (_m, sp: string, d: string) => `${sp}${d}’`);
}

/** Mission sentences for an occupation, written from the Truth. */
export function missions(r: Rng, t: Truth, occ: string, n: number): string[] {
  const d = occDef(occ);
  const en = t.cvLang === 'en';
  const all = (en ? d.en2 : d.fr).map(parseTemplate);
  const tools = toolsFor(t, d);
  const enoughTools = (text: string) =>
    text.includes('{t2}') ? tools.length >= 2 : text.includes('{t1}') ? tools.length >= 1 : true;
  const usable = all.filter(
    (x) =>
      (x.needs.length === 0 || x.needs.some((k) => t.skills.includes(k))) &&
      (x.free || !namesMissingTool(x.text, t)) &&
      enoughTools(x.text),
  );
  const fallback = all.filter((x) => x.needs.length === 0);
  const pool = (usable.length > 0 ? usable : fallback.length > 0 ? fallback.slice(0, 1) : all.slice(0, 1)).map(
    (x) => x.text,
  );
  return sample(r, pool, n).map((tpl) => {
    const t1 = tools[0] ? skillName(r, tools[0], en) : en ? 'the usual tools' : 'les outils du client';
    const t2 = tools[1]
      ? skillName(r, tools[1], en)
      : tools[0]
        ? skillName(r, tools[0], en)
        : en
          ? 'in-house tools'
          : 'des outils internes';
    const sector = pick(r, t.sectors);
    return elide(
      capitalize(
        fill(tpl, {
          ctx: sectorCtx(r, sector, en),
          t1,
          t2,
          n: String(int(r, 2, 9)),
          pct: String(int(r, 2, 9) * 10 + int(r, 0, 9)),
        }),
      ),
    );
  });
}

const LANG_FR: Record<string, string> = {
  fr: 'Français',
  en: 'Anglais',
  de: 'Allemand',
  nl: 'Néerlandais',
  es: 'Espagnol',
  it: 'Italien',
};
const LANG_EN: Record<string, string> = {
  fr: 'French',
  en: 'English',
  de: 'German',
  nl: 'Dutch',
  es: 'Spanish',
  it: 'Italian',
};

export function langName(lang: string, en: boolean): string {
  return (en ? LANG_EN : LANG_FR)[lang] ?? lang;
}

export function fluency(r: Rng, l: Level, en: boolean): string {
  if (en) {
    const m: Record<Level, string[]> = {
      native: ['Native', 'Native speaker'],
      C2: ['Bilingual (C2)', 'Fluent'],
      C1: ['Fluent (C1)', 'Advanced'],
      B2: ['Professional working proficiency (B2)', 'Upper intermediate'],
      B1: ['Intermediate (B1)', 'Intermediate'],
      A2: ['Basic (A2)', 'Elementary'],
    };
    return pick(r, m[l]);
  }
  const m: Record<Level, string[]> = {
    native: ['Langue maternelle', 'Natif'],
    C2: ['Bilingue (C2)', 'Bilingue'],
    C1: ['Courant (C1)', 'Courant'],
    B2: ['Professionnel (B2)', 'Bon niveau professionnel'],
    B1: ['Intermédiaire (B1)', 'Intermédiaire'],
    A2: ['Notions (A2)', 'Notions'],
  };
  return pick(r, m[l]);
}

/** A sentence on languages, for summaries. */
export function langSentence(r: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  const parts = t.langs
    .filter((l) => l.level !== 'A2' && l.level !== 'B1' && !(l.lang === 'fr' && l.level === 'native' && !en))
    .map((l) => {
      const n = langName(l.lang, en);
      const lv = en
        ? l.level === 'native'
          ? 'native'
          : l.level === 'B2'
            ? 'professional'
            : 'fluent'
        : l.level === 'native'
          ? 'langue maternelle'
          : l.level === 'B2'
            ? 'professionnel'
            : l.level === 'C2'
              ? 'bilingue'
              : 'courant';
      return en ? `${n} (${lv})` : `${n.toLowerCase()} ${lv}`;
    });
  if (parts.length === 0) return '';
  return en ? `Languages: ${parts.join(', ')}.` : `${capitalize(parts.join(', '))}.`;
}

export const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** meta.freelance.availabilityDate, free format. */
export function availabilityText(r: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  if (t.freeFrom === null) return '';
  if (t.available || daysBetween(TODAY, t.freeFrom) <= 0) {
    return pick(
      r,
      en
        ? ['Immediately', 'Available now', 'ASAP', t.freeFrom]
        : ['Immédiate', 'Disponible immédiatement', 'Dès maintenant', t.freeFrom, ''],
    );
  }
  const [y, m, d] = t.freeFrom.split('-');
  const mi = Number(m) - 1;
  if (en) return pick(r, [t.freeFrom, `From ${MONTHS_EN[mi] ?? ''} ${Number(d)}, ${y}`, `${d}/${m}/${y}`]);
  return pick(r, [
    t.freeFrom,
    `${d}/${m}/${y}`,
    `À partir du ${Number(d)} ${MONTHS_FR[mi] ?? ''} ${y}`,
    `${d}/${m}/${y}`,
  ]);
}

/** A sentence on availability for summaries ('' when the CV does not say). */
export function availabilitySentence(r: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  if (t.freeFrom === null || chance(r, 0.5)) return '';
  if (t.available || daysBetween(TODAY, t.freeFrom) <= 0)
    return en
      ? 'Available now.'
      : pick(r, ['Disponible immédiatement.', 'Disponible dès maintenant pour de nouvelles missions.']);
  const [y, m] = t.freeFrom.split('-');
  const mi = Number(m) - 1;
  return en ? `Available from ${MONTHS_EN[mi] ?? ''} ${y}.` : `Disponible à partir de ${MONTHS_FR[mi] ?? ''} ${y}.`;
}

/** meta.freelance.rate, free text. */
export function rateText(r: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  if (t.rate === null)
    return pick(
      r,
      en ? ['', 'Negotiable', 'Depends on the project'] : ['', 'À négocier', 'Selon mission', 'TJM à définir ensemble'],
    );
  const v = t.rate;
  if (t.currency === 'CHF') return pick(r, [`${v} CHF`, `CHF ${v}/jour`, `${v}`, `${v - 50}-${v + 50} CHF`]);
  return pick(
    r,
    en
      ? [`${v}`, `${v} EUR`, `EUR ${v}/day`, `${v - 50}-${v + 50}`]
      : [`${v}`, `${v} €`, `${v} € HT / jour`, `${v}€/j`, `${v - 50}-${v + 50}`, `${v} euros`],
  );
}

export function remoteSentence(r: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  const c = city(t.home);
  const place = c.name;
  const full = t.remote.includes('Full remote');
  const site = t.remote.includes('Sur site');
  const hyb = t.remote.includes('Hybride');
  if (en) {
    if (full && !site && !hyb) return `Based in ${place}, I work fully remote.`;
    if (site && !full && !hyb) return `Based in ${place}, on-site missions only.`;
    if (full) return `Based in ${place}; remote or hybrid.`;
    return `Based in ${place}, available for hybrid missions.`;
  }
  const based = t.gender === 'f' ? 'Basée' : 'Basé';
  if (full && !site && !hyb)
    return pick(r, [`${based} à ${place}, je travaille en full remote.`, `${based} à ${place}, 100 % télétravail.`]);
  if (site && !full && !hyb) return `${based} à ${place}, missions sur site uniquement.`;
  if (full)
    return pick(r, [`${based} à ${place}, en télétravail ou en hybride.`, `${based} à ${place} ; remote possible.`]);
  if (site && hyb) return `${based} à ${place}, sur site ou en hybride.`;
  return `${based} à ${place}, en hybride.`;
}

/** The summary's opening, in several shapes. */
export function opening(r: Rng, t: Truth, ttl: string): string {
  const d = occDef(t.occ);
  const en = t.cvLang === 'en';
  const sectors = sample(r, t.sectors, 2).map((s) => sectorWord(s, en));
  const yearsShown = chance(r, 0.7);
  if (en) {
    if (t.years <= 1) return `${ttl}, recently graduated, with first freelance missions in ${d.domEn}.`;
    return yearsShown
      ? pick(r, [
          `${ttl} with ${t.years} years of experience in ${d.domEn}, mostly in ${sectors.join(' and ')}.`,
          `Freelance ${inSentence(ttl)}, ${t.years}+ years in ${d.domEn}.`,
        ])
      : `Freelance ${inSentence(ttl)} working on ${d.domEn} for ${sectors.join(' and ')} clients.`;
  }
  const ind = t.gender === 'f' ? 'indépendante' : 'indépendant';
  if (t.years <= 1)
    return pick(r, [
      `${ttl} ${t.gender === 'f' ? 'junior, jeune diplômée' : 'junior, jeune diplômé'}, premières missions en freelance.`,
      `${ttl} en début de carrière, après une alternance en ${d.domFr.replace(/^(le |la |les |l’)/, '')}.`,
    ]);
  if (yearsShown)
    return pick(r, [
      `${ttl} ${ind} avec ${t.years} ans d’expérience dans ${d.domFr}.`,
      `${t.years} ans d’expérience en ${d.domFr.replace(/^(le |la |les |l’)/, '')}, dont plusieurs en agence. Je suis ${inSentence(ttl)} ${ind}.`,
      `${ttl} freelance depuis ${Math.max(1, Math.min(t.years, int(r, 1, 6)))} ans, ${t.years} ans d’expérience au total, principalement ${pick(r, ['en', 'dans le secteur'])} ${sectors.join(' et ')}.`,
    ]);
  return pick(r, [
    `${ttl} ${ind}, j’accompagne des clients ${sectors.join(' et ')} sur ${d.domFr}.`,
    `${ttl} freelance. J’interviens sur ${d.domFr} pour des clients ${sectors.join(', ')}.`,
  ]);
}
