/** Words and phrases the corpus writes, in French and English. */
import type { LanguageLevel, Sector } from './types';

export type Lang = 'fr' | 'en';

export const SECTOR_SHORT: Record<Sector, { fr: string[]; en: string[] }> = {
  banque: { fr: ['banque', 'secteur bancaire', 'banque de détail'], en: ['banking', 'retail banking'] },
  assurance: { fr: ['assurance', 'assurances', 'mutuelles'], en: ['insurance'] },
  retail: { fr: ['retail', 'grande distribution', 'e-commerce'], en: ['retail', 'e-commerce'] },
  industrie: { fr: ['industrie', 'aéronautique', 'automobile'], en: ['manufacturing', 'aerospace', 'automotive'] },
  sante: { fr: ['santé', 'pharmacie', 'secteur hospitalier'], en: ['healthcare', 'pharma'] },
  public: { fr: ['secteur public', 'collectivités', 'administration'], en: ['public sector', 'government'] },
  energie: { fr: ['énergie', 'utilities'], en: ['energy', 'utilities'] },
  telecom: { fr: ['télécoms', 'télécommunications'], en: ['telecoms'] },
  transport: { fr: ['transport', 'logistique', 'mobilité'], en: ['transport', 'logistics'] },
  luxe: { fr: ['luxe', 'cosmétique'], en: ['luxury', 'cosmetics'] },
  media: { fr: ['médias', 'presse', 'jeu vidéo'], en: ['media', 'publishing', 'video games'] },
  saas: { fr: ['SaaS', 'startups', 'éditeurs de logiciels'], en: ['SaaS', 'start-ups', 'software vendors'] },
};

/** The client of a mission, as a work entry describes it. */
export const SECTOR_CLIENT: Record<Sector, { fr: string[]; en: string[] }> = {
  banque: {
    fr: ['une banque de détail', 'une banque d’investissement', 'un groupe bancaire'],
    en: ['a retail bank', 'an investment bank', 'a banking group'],
  },
  assurance: { fr: ['un assureur', 'une mutuelle', 'un groupe d’assurance'], en: ['an insurer', 'an insurance group'] },
  retail: {
    fr: ['un distributeur', 'un site e-commerce', 'une enseigne de distribution'],
    en: ['a retailer', 'an e-commerce site'],
  },
  industrie: {
    fr: ['un industriel', 'un groupe aéronautique', 'un constructeur'],
    en: ['a manufacturer', 'an aerospace group'],
  },
  sante: {
    fr: ['un laboratoire pharmaceutique', 'un acteur de la santé', 'un groupe hospitalier'],
    en: ['a pharmaceutical company', 'a healthcare provider'],
  },
  public: {
    fr: ['une administration', 'une collectivité', 'un établissement public'],
    en: ['a public body', 'a local authority'],
  },
  energie: { fr: ['un énergéticien', 'un fournisseur d’énergie'], en: ['an energy company', 'a utility'] },
  telecom: { fr: ['un opérateur télécom'], en: ['a telecom operator'] },
  transport: {
    fr: ['un transporteur', 'un acteur de la logistique'],
    en: ['a transport company', 'a logistics company'],
  },
  luxe: { fr: ['une maison de luxe', 'un groupe de cosmétiques'], en: ['a luxury house', 'a cosmetics group'] },
  media: {
    fr: ['un groupe média', 'un studio de jeu vidéo', 'un éditeur de presse'],
    en: ['a media group', 'a games studio', 'a publisher'],
  },
  saas: { fr: ['un éditeur SaaS', 'une scale-up', 'une startup'], en: ['a SaaS vendor', 'a scale-up', 'a start-up'] },
};

export const LANGUAGE_NAMES: Record<string, { fr: string[]; en: string[] }> = {
  fr: { fr: ['Français', 'français'], en: ['French'] },
  en: { fr: ['Anglais', 'anglais'], en: ['English'] },
  de: { fr: ['Allemand', 'allemand'], en: ['German'] },
  es: { fr: ['Espagnol'], en: ['Spanish'] },
  it: { fr: ['Italien'], en: ['Italian'] },
  nl: { fr: ['Néerlandais'], en: ['Dutch'] },
  pl: { fr: ['Polonais'], en: ['Polish'] },
  pt: { fr: ['Portugais'], en: ['Portuguese'] },
  ar: { fr: ['Arabe'], en: ['Arabic'] },
  tr: { fr: ['Turc'], en: ['Turkish'] },
  vi: { fr: ['Vietnamien'], en: ['Vietnamese'] },
  da: { fr: ['Danois'], en: ['Danish'] },
};

/** Fluency as LinkedIn exports, French CVs and CEFR levels write it. */
export const FLUENCY: Record<LanguageLevel, { fr: string[]; en: string[] }> = {
  native: {
    fr: ['Langue maternelle', 'Natif', 'Maternelle', 'Native speaker'],
    en: ['Native speaker', 'Native or bilingual proficiency', 'Native'],
  },
  bilingual: { fr: ['Bilingue', 'C2', 'Bilingue (C2)'], en: ['Bilingual', 'Native or bilingual proficiency', 'C2'] },
  fluent: {
    fr: ['Courant', 'C1', 'Avancé', 'Lu, écrit, parlé'],
    en: ['Fluent', 'Full professional proficiency', 'C1'],
  },
  professional: {
    fr: ['Professionnel', 'B2', 'Bon niveau', 'Professional working proficiency'],
    en: ['Professional working proficiency', 'B2', 'Good command'],
  },
  intermediate: { fr: ['Intermédiaire', 'B1', 'Scolaire'], en: ['Limited working proficiency', 'Intermediate', 'B1'] },
  basic: { fr: ['Notions', 'A2', 'Débutant'], en: ['Elementary proficiency', 'Basic', 'A2'] },
};

/** The same level in a sentence (`anglais courant`). */
export const FLUENCY_ADJ: Record<LanguageLevel, { fr: string; en: string }> = {
  native: { fr: 'langue maternelle', en: 'native' },
  bilingual: { fr: 'bilingue', en: 'bilingual' },
  fluent: { fr: 'courant', en: 'fluent' },
  professional: { fr: 'professionnel', en: 'professional' },
  intermediate: { fr: 'intermédiaire', en: 'intermediate' },
  basic: { fr: 'notions', en: 'basic' },
};

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
export const MONTHS_EN = [
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
