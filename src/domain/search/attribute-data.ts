/**
 * What recruiters write in the keywords that is not a job but an attribute of the freelancer, as data: read and
 * extend it here. Every form is matched after text analysis (case, accents, plurals of 6+ letters aside), as one word
 * or a run of words. How they are applied: attributes.ts. Written from usage (French and English job boards and
 * freelancer CVs); the values are the spec's (`meta.freelance.seniority`, `preferences.remoteWork`, `available`).
 */

/** Seniority words, by the referential's seniority slug they name. */
export const SENIORITY_WORDS = {
  junior: ['junior', 'juniors', 'débutant', 'débutante', 'jeune diplômé', 'jeune diplômée', 'entry level', 'graduate'],
  confirme: ['confirmé', 'confirmée', 'confirmés', 'mid level', 'medior', 'intermédiaire confirmé'],
  senior: ['senior', 'sénior', 'seniors', 'séniors', 'sr'],
  expert: ['expert', 'experte', 'experts', 'very senior', 'très senior', 'très expérimenté', 'très expérimentée'],
} as const;
export type SenioritySlug = keyof typeof SENIORITY_WORDS;
/**
 * Words that ask for experience without naming a seniority, read as five years or more (`5 ans`: seniors and experts,
 * then the confirmés): job ads' `profil expérimenté` wants no junior and welcomes a senior, and recruiters grade so.
 */
export const EXPERIENCED_WORDS = ['expérimenté', 'expérimentée', 'expérimentés', 'expérimentées', 'experienced'];
/**
 * The seniorities that meet a word as its own does: a recruiter asking for a senior takes an expert (every judged set
 * grades an expert a full match for `senior`, as a strict search selects them: docs/search.md).
 */
export const SENIORITY_ALSO: Record<SenioritySlug, SenioritySlug[]> = {
  junior: [],
  confirme: [],
  senior: ['expert'],
  expert: [],
};
/** The neighbouring seniority that also fits, ranked after: an expert asked, a senior held. */
export const SENIORITY_NEAR: Record<SenioritySlug, SenioritySlug[]> = {
  junior: ['confirme'],
  confirme: ['junior', 'senior'],
  senior: [],
  expert: ['senior'],
};

/** Remote-work words, by the value of `preferences.remoteWork` they name. */
export const REMOTE_WORDS = {
  'Full remote': [
    'remote',
    'full remote',
    'full-remote',
    'fully remote',
    '100% remote',
    '100% télétravail',
    'télétravail',
    'teletravail',
    'full télétravail',
    'télétravail complet',
    'télétravail total',
    'à distance',
    'en remote',
    'distanciel',
    'en distanciel',
    'remote only',
    'work from home',
    'working from home',
    'wfh',
    'remotely',
    'work remotely',
    'remote first',
    'remote-first',
    'home-based',
    'home based',
    'full distanciel',
    '100% distanciel',
    'télétravail intégral',
  ],
  Hybride: [
    'hybride',
    'hybrid',
    'mixte',
    'télétravail partiel',
    'partial remote',
    'remote partiel',
    'partiellement à distance',
    'remote-friendly',
    'remote friendly',
    'télétravail possible',
    'télétravail partiel possible',
    'partly remote',
    'partially remote',
    'part remote',
    'semi-remote',
    'semi remote',
    'hybrid working',
    'hybrid remote',
  ],
  'Sur site': [
    'sur site',
    'on site',
    'onsite',
    'on-site',
    'présentiel',
    'en présentiel',
    'full présentiel',
    '100% présentiel',
    'sur place',
    'in office',
    'in-office',
    'office-based',
    'office based',
    'in person',
    'in-person',
    'no remote',
    'sans télétravail',
  ],
} as const;
export type RemoteValue = keyof typeof REMOTE_WORDS;
/**
 * The neighbouring preference that also fits, ranked after: a freelancer who works hybrid works partly remote and
 * partly on site.
 */
export const REMOTE_NEAR: Record<RemoteValue, RemoteValue[]> = {
  'Full remote': ['Hybride'],
  Hybride: [],
  'Sur site': ['Hybride'],
};

/** Availability words: they name `available: true`. */
export const AVAILABILITY_WORDS = [
  'dispo',
  'dispos',
  'disponible',
  'disponibles',
  'disponibilité immédiate',
  'disponible immédiatement',
  'dispo immédiatement',
  'dispo immédiate',
  'immédiatement',
  'immédiat',
  'immédiate',
  'dès maintenant',
  'tout de suite',
  'asap',
  'available',
  'available now',
  'immediately',
  'immediate',
  'immediate start',
] as const;

/**
 * Languages, by ISO 639-1 code: the names profiles and recruiters write them with, in French and in English (and in
 * the language itself where it is common on CVs).
 */
export const LANGUAGE_NAMES: Record<string, readonly string[]> = {
  fr: ['français', 'french', 'francophone', 'française'],
  en: ['anglais', 'english', 'anglophone', 'anglaise'],
  de: ['allemand', 'german', 'deutsch', 'germanophone', 'allemande'],
  es: ['espagnol', 'spanish', 'español', 'castillan', 'hispanophone', 'espagnole'],
  it: ['italien', 'italian', 'italiano', 'italienne'],
  pt: ['portugais', 'portuguese', 'português', 'lusophone', 'portugaise'],
  nl: ['néerlandais', 'dutch', 'flamand', 'flemish', 'nederlands', 'néerlandophone'],
  ar: ['arabe', 'arabic'],
  zh: ['chinois', 'chinese', 'mandarin', 'cantonais', 'cantonese'],
  ja: ['japonais', 'japanese'],
  ko: ['coréen', 'korean'],
  ru: ['russe', 'russian'],
  uk: ['ukrainien', 'ukrainian'],
  pl: ['polonais', 'polish'],
  ro: ['roumain', 'romanian'],
  tr: ['turc', 'turkish'],
  el: ['grec', 'greek'],
  he: ['hébreu', 'hebrew'],
  hi: ['hindi'],
  sv: ['suédois', 'swedish'],
  da: ['danois', 'danish'],
  no: ['norvégien', 'norwegian'],
  fi: ['finnois', 'finnish'],
  cs: ['tchèque', 'czech'],
  hu: ['hongrois', 'hungarian'],
  ca: ['catalan'],
  lb: ['luxembourgeois', 'luxembourgish'],
  vi: ['vietnamien', 'vietnamese'],
};

/**
 * Fluency levels, from 1 (notions) to 5 (native or bilingual), by the words CVs and exports write them with (the CEFR
 * levels, LinkedIn's proficiency scale, French usage). A fluency that holds several is read at its highest.
 */
export const LEVEL_WORDS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'natif',
    'native',
    'native speaker',
    'langue maternelle',
    'maternelle',
    'mother tongue',
    'bilingue',
    'bilingual',
    'native or bilingual proficiency',
    'c2',
  ],
  4: [
    'courant',
    'couramment',
    'fluent',
    'fluently',
    'full professional proficiency',
    'c1',
    'très bon niveau',
    'lu écrit parlé',
    'lu parlé écrit',
    'avancé',
    'advanced',
  ],
  3: [
    'professionnel',
    'professional',
    'professional working proficiency',
    'b2',
    'bon niveau',
    'opérationnel',
    'operational',
    'autonome',
  ],
  2: [
    'intermédiaire',
    'intermediate',
    'b1',
    'conversationnel',
    'conversational',
    'limited working proficiency',
    'moyen',
    'correct',
  ],
  1: [
    'notions',
    'basic',
    'basique',
    'débutant',
    'beginner',
    'a1',
    'a2',
    'scolaire',
    'elementary',
    'elementary proficiency',
    'bases',
  ],
};

/**
 * Words recruiters put in a search box that say nothing of a freelancer (copied from a job ad or typed out of habit:
 * `nous recherchons dev java urgent`, `profil data H/F`, `5 ans d'xp min`): read as nothing, so that they never empty
 * an answer by matching no profile. Every freelancer here is one, so `freelance` and its kin are among them. Left
 * out: words that are also the trade's (`recherche` of `ingénieur recherche`, `besoin` of `analyse du besoin`,
 * `hiring` of `hiring manager`, `max` of `3ds Max`). Written from usage (French and English job ads and recruiters'
 * searches).
 */
export const FILLER_WORDS = [
  'urgent',
  'urgente',
  'en urgence',
  'recherchons',
  'je recherche',
  'nous recherchons',
  'cherche',
  'cherchons',
  'recrute',
  'recrutons',
  'besoin urgent',
  'profil',
  'profils',
  'candidat',
  'candidats',
  'candidate',
  'looking for',
  'we are looking for',
  'wanted',
  'h f',
  'f h',
  'hf',
  'fh',
  'freelance',
  'freelances',
  'freelancer',
  'freelancers',
  'indépendant',
  'indépendante',
  'contractor',
  'min',
  'mini',
  'minimum',
  'au moins',
  'at least',
  'plus de',
  'more than',
  'et plus',
  'or more',
  'impératif',
  'obligatoire',
  'required',
  'must have',
] as const;

/**
 * The small words that join a search typed as a sentence (`dev java sur lyon`, `consultant sap en suisse`, `java
 * developer in lyon`, `chef de projet dans la banque`): read as nothing where they stand alone, as fillers are, so
 * that a preposition no profile writes does not empty the answer, nor hide the place after it. A name that holds one
 * is read as that name first (`chef de projet`, `la réunion`, `sur site`, `on site`), and a quoted phrase keeps them.
 * Left out: words that are also the trade's or a count's (`it`, `an` of `5 an`, `at`, `ou`/`or`, which a recruiter
 * may mean as an OR). Written from French and English usage.
 */
export const FUNCTION_WORDS = [
  'à',
  'au',
  'aux',
  'en',
  'sur',
  'pour',
  'dans',
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'un',
  'une',
  'et',
  'avec',
  'chez',
  'par',
  'vers',
  'localisé',
  'localisée',
  'situé',
  'située',
  'in',
  'on',
  'for',
  'with',
  'the',
  'and',
  'of',
  'to',
  'from',
  'based',
  'located',
] as const;

/**
 * Counts written in words, read as their figures before a unit (`deux jours par semaine`, `six mois`, `dix ans
 * d'expérience`, `three days a week`, `twelve months`): sentences and job ads write them so.
 */
export const NUMBER_WORDS: Record<string, readonly string[]> = {
  1: ['un', 'une', 'one'],
  2: ['deux', 'two'],
  3: ['trois', 'three'],
  4: ['quatre', 'four'],
  5: ['cinq', 'five'],
  6: ['six'],
  7: ['sept', 'seven'],
  8: ['huit', 'eight'],
  9: ['neuf', 'nine'],
  10: ['dix', 'ten'],
  11: ['onze', 'eleven'],
  12: ['douze', 'twelve'],
  15: ['quinze', 'fifteen'],
  20: ['vingt', 'twenty'],
};

/**
 * Words of a recruiter's intent that are also the trade's: read as nothing only as the first word of the keywords, with
 * more words after it (`recherche comptable`, `mission PO assurance`, `besoin dev java`), where they say what the
 * search is for; elsewhere, and alone, they are words (`ingénieur recherche`, `chargé de mission`, `analyse du
 * besoin`). A name that begins with one (`recherche utilisateur`) is read as that name first. Written from usage.
 */
export const LEADING_FILLER_WORDS = ['recherche', 'mission', 'besoin', 'search', 'seeking', 'need'] as const;

/**
 * Words that name a day rate (`tjm 450 max`, `tarif 500 €/jour`, `daily rate 600`): with a figure, the answer keeps the
 * freelancers whose day rate is at most its highest figure or unread (as the `maxRate` filter does; the profile's
 * rate is read by src/domain/profile/day-rate.ts); alone, nothing. What may stand beside them: `RATE_JOINS`.
 */
export const RATE_WORDS = ['tjm', 'tarif', 'taux journalier', 'daily rate', 'day rate'] as const;
/** Words beside a day rate's figure that add nothing to it: currency, per day, at most. */
export const RATE_JOINS = [
  'max',
  'maximum',
  'maxi',
  'inférieur',
  'inférieur à',
  'moins de',
  'jusqu',
  'jusqu à',
  'under',
  'below',
  'up to',
  'euros',
  'euro',
  'eur',
  'e',
  'ht',
  'par jour',
  'jour',
  'j',
  'jr',
  'per day',
  'a day',
  'day',
  'journalier',
  'de',
  // a range (`900 à 1 100 €`, `entre 600 et 650`, `between 600 and 700`) and its currency (`CHF 1,000-1,200`)
  'à',
  'entre',
  'et',
  'between',
  'and',
  'from',
  'to',
  'chf',
  'usd',
  'gbp',
  'dollars',
  'francs',
] as const;
