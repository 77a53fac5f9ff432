import type { RawProfile, StoredProfile } from '../profile/raw-profile.schema';
import { ATTRIBUTE_FORMS } from './attributes';
import {
  CLIENT_KINDS,
  ENGAGEMENTS,
  FIELD_WORDS,
  JOB_WORDS,
  OCCUPATIONS,
  occupationForms,
  SECTORS,
  TRADE_SKILLS,
} from './occupations-data';
import { shownArea, type HidesPlace } from './places';
import { formKey, PLACE_WORDS, SEARCH_WORDS, VOCABULARY } from './query-expansion';
import { seniorityToSlug } from './referential';
import GIVEN_NAMES_DATA from './given-names.json';
import { analyse, exactTokens, type AnalysedText, type Token } from './text-analysis';

/**
 * What a partner may see of a profile (Stage 1): the spec's anonymised shape, built field by field (no name, e-mail,
 * phone, URL, image, employer or school), with EVERY string of it redacted: e-mail addresses, phone numbers, URLs,
 * and the profile's own identifying strings (the person's names, usernames and links; every organisation the resume
 * names, by what it is to the person: addOrganisation; its referees and street address) become `[…]` wherever they
 * were written, a skill's level or a mobility area's label included. A place named like the person is left out or
 * shown as the area above it (Redaction.hidesPlace). The search index is built from this same view
 * (search-document.ts), so nothing a result hides can be matched. docs/search.md says the rules.
 */

export interface Stage1Result {
  id: string;
  headline: string;
  summary: string;
  location: { city: string; region: string; countryCode: string; postalCode: string };
  skills: { name: string; level: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  seniority: string;
  professions: string[];
  availability: { available: boolean; availabilityDate: string };
  preferences: { remoteWork: string[]; missionDuration: string[]; daysPerWeek: string[]; workAreas: object[] };
  workHistory: { position: string; startDate?: string; endDate?: string; summary: string }[];
  matchRank: number;
  updatedAt: string;
}

export const REDACTED = '[…]';
/**
 * An e-mail address, as written or in its usual disguises: `name@host.tld`, `name@host` (no domain), `name (at)
 * host.tld`, `name [at] host (dot) tld`, `name at host dot tld`, `name @ host.tld`. The spaced forms (` at `, ` @ `)
 * need a dotted domain, so that "worked at Acme" and "à @someone" stay what they are.
 */
const LOCAL = String.raw`[\p{L}\p{N}._%+-]{0,63}[\p{L}\p{N}_%+-]`;
const HOST = String.raw`[\p{L}\p{N}-]+`;
const BRACKETED = (word: string) => String.raw`\s*[([{<]\s*(?:${word})\s*[)\]}>]\s*`;
const DOT = String.raw`(?:\.|${BRACKETED('dot|point')}|\s+(?:dot|point)\s+)`;
const TIGHT_AT = String.raw`(?:@|${BRACKETED('at|@|arobase')})`;
const SPACED_AT = String.raw`(?:\s+(?:at|arobase|@)\s+|\s+@|@\s+)`;
export const EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])${LOCAL}(?:${TIGHT_AT}${HOST}(?:${DOT}${HOST})*|${SPACED_AT}${HOST}(?:${DOT}${HOST})+)(?![\p{L}\p{N}])`,
  'giu',
);
/** A handle (`@jdupont`): a username, as identifying as the address. */
const HANDLE = /(?<![\p{L}\p{N}])@[\p{L}\p{N}_]{2,}/gu;
/** Whether a text may hold an address (the cheap test before EMAIL): an `@`, or one of the disguises' words. */
export const mayHoldEmail = (text: string): boolean => text.includes('@') || /\b(?:at|arobase)\b/i.test(text);
export const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
// Nine or more digits, possibly grouped by spaces, dots, dashes or parentheses, with an optional +country prefix.
export const PHONE = /(?<![\p{L}\p{N}])\+?(?:\d[\s.\-()]{0,2}){8,}\d(?![\p{L}\p{N}])/gu;
/** Hosts of personal pages, caught without a scheme too (`linkedin.com/in/someone`). */
const PERSONAL_HOSTS = [
  'linkedin.com',
  'github.com',
  'gitlab.com',
  'twitter.com',
  'x.com',
  'malt.fr',
  'malt.com',
  'behance.net',
  'dribbble.com',
  'medium.com',
  'stackoverflow.com',
  'viadeo.com',
  'facebook.com',
  'instagram.com',
  'youtube.com',
  'about.me',
];
/**
 * Words that dress an organisation's name without telling which one it is: legal forms, linking words, a group's, a
 * country's and an address's words, people's titles, numbers. Never hidden alone (the whole name always is); an
 * organisation whose name is one word beside these and places is that word (its brand: addOrganisation).
 */
export const NAME_DRESSING: ReadonlySet<string> = new Set(
  'sa sas sasu sarl eurl sci scop snc gie cie co corp corporation inc incorporated ltd limited llc llp gmbh ag bv nv plc se spa srl group groupe holding company compagnie societe et de du des la le les l d the and of at chez en for pour by par with avec to au aux sur in on france europe international global worldwide emea fr uk us usa deutschland germany belgique belgium suisse switzerland luxembourg espana spain italia italy nederland netherlands ireland canada rue avenue av ave boulevard bd blvd chemin allee impasse place quai route cours square passage voie residence batiment bat etage appartement appt apt unit suite floor street st road rd lane drive way court ct cedex bp cs bis ter dr mr mrs ms mme mlle pr prof'.split(
    ' ',
  ),
);
/**
 * Words of organisations' names that say what they do, not which one they are (`Conseil`, `Data`, `Cloud`; an awarder's
 * or a publisher's kind: `Prix`, `Journal`, `Éditions`; an engineering or building firm's: `Études`, `Ingénierie`,
 * `Travaux`; a public body's: `Centre hospitalier`, `Mairie`, `Conseil départemental`, `Office public de l'habitat`; a
 * self-employed doctor's: `Self-employed (locum)`):
 * never hidden alone (the whole name always is), nor a brand (`Azur Études` has no brand: `Azur` is a place word, and
 * `études` of `chargé d'études` stays; `Centre hospitalier de Tulle` has none, and `praticien hospitalier` stays).
 */
export const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set(
  'services service conseil consulting consultants technologies technology tech digital numerique solutions systems systemes partners associes fils freres banque bank software labs lab studio agency agence industries industrie universite university ecole school institut institute lycee college faculte iut centre center national nationale superieure superieur ingenieurs business management general generale mutuelle assurance assurances credit caisse capital finance invest investissement energie energies telecom media medias communication network networks web mobile cloud data analytics ai it informatique prix trophee trophees award awards concours salon forum congres conference summit festival ministere ministry association federation chambre club journal magazine revue review editions edition publishing press presse innovation economie etudes etude ingenierie engineering bureau expertise projets projects construction constructions batiment travaux btp renovation habitat environnement environment amenagement infrastructure infrastructures reseaux industrial industriel industrielle maintenance installations equipements controle inspection securite qualite formation recrutement immobilier patrimoine developpement strategie audit logistique transport transports sante recherche research conception design process energetique electricite mecanique energy power nucleaire structures structure fluides thermique genie ouvrages architecture urbanisme hospitalier hospitaliere hospitaliers hopital hopitaux hospital hospitals clinique clinic universitaire medical medico sociale social public publique publics agglomeration communaute communes commune metropole mairie departemental departementale regional regionale syndicat intercommunal office etablissement locum locums'.split(
    ' ',
  ),
);
/** Particles of people's names and the titles before them: never redacted alone (the whole name always is). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  'de du des la le les d l van von der den di da del della dos das do el al ben bin ibn y e st ste saint sainte mac mc o dr mr mrs ms mme mlle pr prof'.split(
    ' ',
  ),
);

/** The words of the trade's names: titles, the trade's skills, sectors, ways of working, kinds of client, fields. */
const TRADE_WORDS = new Set(
  [
    ...OCCUPATIONS.flatMap(occupationForms),
    ...TRADE_SKILLS.flat(),
    ...SECTORS.flat(),
    ...ENGAGEMENTS.flat(),
    ...CLIENT_KINDS.flat(),
    ...FIELD_WORDS,
  ].flatMap(exactTokens),
);
/** Words that are a search term on their own: a one-word name of the vocabulary (`sap`, `docker`) or attribute. */
const TERMS_ALONE = new Set([
  ...VOCABULARY.wholeTokens,
  ...ATTRIBUTE_FORMS.map(exactTokens).flatMap((t) => (t.length === 1 ? t : [])),
]);
/**
 * Makers' words: words partners search with that the vocabulary knows only inside longer names, of products
 * (`Google` of `Google Cloud`, `Amazon` of `Amazon Web Services`, `Microsoft`, `Adobe`, `Elastic`, `Apache`) or of
 * attributes (`Total` of `télétravail total`), and in no name of a job, no place and no generic word. Alone they are
 * no search term; in an organisation's name they are its brand.
 */
export const MAKERS_WORDS: ReadonlySet<string> = new Set(
  [...SEARCH_WORDS].filter(
    (t) =>
      !TERMS_ALONE.has(t) &&
      !TRADE_WORDS.has(t) &&
      !PLACE_WORDS.has(t) &&
      !GENERIC_NAME_WORDS.has(t) &&
      !NAME_DRESSING.has(t) &&
      !/^\d+$/.test(t),
  ),
);
/**
 * Given names (given-names.json: INSEE's and the Social Security Administration's lists, built by
 * scripts/names/build-given-names.ts), but those that are words partners search with or places (`Spring`, `Junior`,
 * `Paris`, `Nancy`): a capitalised word beside those does not make a person.
 */
const GIVEN_NAMES: ReadonlySet<string> = new Set(
  GIVEN_NAMES_DATA.filter(
    (n) => !SEARCH_WORDS.has(n) && !PLACE_WORDS.has(n) && !NAME_PARTICLES.has(n) && !NAME_DRESSING.has(n),
  ),
);
/** Words written before a person's name: `Mme Martin`, `M. Dupont`, `Mr Smith`, `Dr House`. */
const CIVILITIES: ReadonlySet<string> = new Set('m mme mlle mr mrs ms madame monsieur mademoiselle dr'.split(' '));
/** What may stand between two words of one person's name: spaces (no line break), a hyphen or an apostrophe. */
const IN_NAME = /^(?:[^\S\n]+|[^\S\n]?[-‐‑'’][^\S\n]?)$/u;
/**
 * A word in capitals that reads as a surname beside a given name (`Fatima BÜHLER`, `DUPONT Jean`) rather than an
 * acronym (`Oracle HFM`, `HFM Sage`): three letters or more, a vowel among them.
 */
const SURNAME_IN_CAPITALS = /^(?=\p{L}*[aeiouy])\p{L}{3,}$/u;
/**
 * A word written as products are (`DeltaV`, `PowerBI`, `SolidWorks`: a capital after a small letter) rather than as a
 * surname (`McKenzie`, `LeBlanc`, `DiCaprio`, `MacDonald`, `VanDyke`, `FitzGerald`, `AlFayed`: a capital only after
 * a surname's particle or prefix). `Emerson DeltaV` is a control system, not a person.
 */
const PRODUCT_CASE = /\p{Ll}\p{Lu}/u;
const SURNAME_PREFIX =
  /^(?:Mc|Mac|Fitz|O|D|De|Di|Da|Du|Des|Del|Della|Dela|Le|La|Lo|Van|Vander|Von|Ter|Ten|St|Ste|San|Al|El|Ben|Abd|Abdel|Abu)(?=\p{Lu})/u;
const writtenAsAProduct = (word: string) => PRODUCT_CASE.test(word.replace(SURNAME_PREFIX, ''));
/**
 * Titles of one word (`Cook`, `Nurse`, `Doctor`, `Barman`): many are surnames too, so after a given name that is no
 * search term they are read as one (`Sarah Cook`). Not the job words (`Developer`: `Pascal Developer`), nor abbreviations
 * (`DBA`).
 */
const ONE_WORD_TITLES = new Set(
  OCCUPATIONS.filter((o) => !JOB_WORDS.includes(o))
    .flatMap((o) => [...o.fr, ...o.feminine, ...o.en])
    .map(exactTokens)
    .flatMap((t) => (t.length === 1 ? t : [])),
);
/** What may stand between a civility and the name: `M. Dupont`, `Mme Martin`. */
const AFTER_CIVILITY = /^\.?[^\S\n]+$/u;

/**
 * People a text names that the profile does not say are named (a manager, a colleague, a client's contact in a
 * mission's text: `Mission encadrée par Fatima Bühler`, `Reported to Lucas Jolivet`): the runs of tokens that are a
 * capitalised given name followed by capitalised words that are no word partners search with (particles between
 * them: `Jean de La Fontaine`), or preceded by one in capitals (`DUPONT Jean`), or a civility's capitalised words
 * (`Mme Martin`). A given name alone (`Grace`) or beside a search word (`Ruby On Rails`, `Pascal Developer`) is none;
 * a name has no digit (`Sage X3`, `CATIA V5`); a given name in capitals names a person only beside a surname in
 * capitals (`FATIMA BÜHLER`); a surname in capitals (`Fatima BÜHLER`, `DUPONT Jean`) is a word, not an acronym
 * (SURNAME_IN_CAPITALS: not `Oracle HFM`); and a given name that is a word of the vocabulary (`Pascal`) names a person
 * only before a surname written in lower case (`Pascal Durand`).
 */
function peopleNamed({ source, tokens }: AnalysedText): [number, number][] {
  const spans: [number, number][] = [];
  const original = (t: Token) => source.slice(t.start, t.end);
  /** `upper` (`DUPONT`, `HFM`), `title` (`Dupont`), or `lower`. */
  const caseOf = (t: Token) => {
    const text = original(t);
    if (!/^\p{Lu}/u.test(text)) return 'lower';
    return /\p{Ll}/u.test(text) ? 'title' : 'upper';
  };
  const surnameLike = (t: Token, titles = false) =>
    t.text.length >= 2 &&
    caseOf(t) !== 'lower' &&
    !/\d/.test(t.text) &&
    !writtenAsAProduct(original(t)) &&
    ((titles && ONE_WORD_TITLES.has(t.text)) || (!SEARCH_WORDS.has(t.text) && !VOCABULARY.tokens.has(t.text))) &&
    !NAME_DRESSING.has(t.text) &&
    !GENERIC_NAME_WORDS.has(t.text);
  const joined = (a: number, sep = IN_NAME) => sep.test(source.slice(tokens[a]!.end, tokens[a + 1]!.start));
  /** The last token of the name that starts after `i` (particles inside it) whose words pass `fits`, or -1. */
  const surnameAfter = (i: number, fits: (t: Token) => boolean, sep = IN_NAME, titles = false) => {
    let end = -1;
    for (let j = i + 1; j < tokens.length && j - i <= 5 && joined(j - 1, j === i + 1 ? sep : IN_NAME); j++) {
      if (surnameLike(tokens[j]!, titles) && fits(tokens[j]!)) end = j;
      else if (!NAME_PARTICLES.has(tokens[j]!.text)) break;
    }
    return end;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!GIVEN_NAMES.has(t.text) && !CIVILITIES.has(t.text)) continue; // most words: one look-up
    const written = caseOf(t);
    if (written === 'lower') continue;
    if (GIVEN_NAMES.has(t.text)) {
      const word = VOCABULARY.tokens.has(t.text);
      const fits = (u: Token) =>
        written === 'upper'
          ? caseOf(u) === 'upper'
          : caseOf(u) === 'title'
            ? !word || u.text.length >= 3
            : !word && SURNAME_IN_CAPITALS.test(u.text);
      const w = i > 0 ? tokens[i - 1]! : null;
      const before =
        !!w &&
        written === 'title' &&
        !word &&
        joined(i - 1) &&
        surnameLike(w) &&
        caseOf(w) === 'upper' &&
        SURNAME_IN_CAPITALS.test(w.text);
      // (a title after it is a surname only when the given name is no search term itself: `Grace`, `Ruby`)
      const end = surnameAfter(i, fits, IN_NAME, !word && !SEARCH_WORDS.has(t.text));
      if (end < 0 && !before) continue;
      spans.push([before ? i - 1 : i, Math.max(end, i)]);
      i = Math.max(end, i);
    } else if (i + 1 < tokens.length) {
      const end = surnameAfter(i, () => true, AFTER_CIVILITY, true);
      if (end < 0) continue;
      spans.push([i + 1, end]);
      i = end;
    }
  }
  return spans;
}

/** The words after which a run of capitalised words names an organisation: `J'ai débuté chez`, `worked at`. */
const ORGANISATION_BEFORE: ReadonlySet<string> = new Set(['chez', 'at']);

/**
 * Organisations a free text names that the profile's records do not (`J'ai débuté chez Serrurerie Vachette`, `a
 * summer job at Acme Tooling`; a referee's `chef de projet, Automatismes Laprade`): the runs of capitalised words (no
 * digit, apart by spaces, hyphens or apostrophes) after `chez` or `at`, or, with `listed`, any run of two or more such
 * words (a referee's text lists a title and an organisation). Their words that identify (no word partners search with,
 * no place, no generic word: `Vachette`, not `Toulouse`, `Aerospace` or `Services`) and the whole run are names.
 */
function organisationsNamed(text: string, listed: boolean): string[][] {
  const { source, tokens } = analyse(text);
  const runs: string[][] = [];
  const capitalised = (t: Token) => /^\p{Lu}/u.test(source.slice(t.start, t.end)) && !/\d/.test(t.text);
  for (let i = 0; i < tokens.length; i++) {
    if (!capitalised(tokens[i]!)) continue;
    let end = i;
    while (
      end + 1 < tokens.length &&
      capitalised(tokens[end + 1]!) &&
      IN_NAME.test(source.slice(tokens[end]!.end, tokens[end + 1]!.start))
    )
      end++;
    const before = i > 0 ? tokens[i - 1]! : null;
    const introduced =
      !!before &&
      ORGANISATION_BEFORE.has(before.text) &&
      /^[^\S\n]+$/u.test(source.slice(before.end, tokens[i]!.start));
    if (introduced || (listed && end > i)) runs.push(tokens.slice(i, end + 1).map((t) => t.text));
    i = end;
  }
  return runs;
}

/** The keys (formKey) of the vocabulary's and the attributes' names of several words: where a brand is kept. */
const LONGER_TERMS = new Set([...VOCABULARY.formKeys, ...ATTRIBUTE_FORMS.map(formKey)].filter((k) => k.includes(' ')));
const LONGEST_TERM = Math.max(...[...LONGER_TERMS].map((k) => k.split(' ').length));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hostOf = (url: string) => /^(?:https?:\/\/)?(?:www\.)?([^/?#\s]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';

/**
 * The names a profile must never show, as text analysis reads them (text-analysis.ts: case, accents, NFC/NFD, the
 * letters decomposition leaves whole, apostrophes and hyphens all folded), matched in a text by the concatenation of
 * consecutive tokens: `Le Bihan`, `Lebihan` and `Le-Bihan` are one name, `O'Brien` and `O’Brien` too, `Hélène` is
 * `Helene`, `Strauß` is `Strauss`. And brands: words hidden where they stand alone, kept inside a longer name of the
 * vocabulary that has a word of its own (`Google Cloud` for `Google France`, not `Google France` itself).
 */
class NameMatcher {
  /** Every name, its tokens joined; and those that are the person's own (their names, usernames, links). */
  private readonly names = new Set<string>();
  private readonly own = new Set<string>();
  /** Each brand, with the words of the organisations' names it is the brand of. */
  private readonly brands = new Map<string, Set<string>>();
  private longest = 0;

  add(tokens: readonly string[], own = false): void {
    const joined = tokens.join('');
    if (joined.length < 2) return;
    this.names.add(joined);
    if (own) this.own.add(joined);
    this.longest = Math.max(this.longest, joined.length);
  }

  addBrand(token: string, organisation: readonly string[]): void {
    const words = this.brands.get(token) ?? new Set();
    for (const w of organisation) words.add(w);
    this.brands.set(token, words);
  }

  /** Whether a text holds one of the person's own names. */
  holdsOwn(text: AnalysedText): boolean {
    return this.spans(text, this.own).length > 0;
  }

  /** The text with every name and brand redacted (its whole original span, adjacent ones as one). */
  redact(text: string): string {
    const analysed = analyse(text);
    const { source, tokens } = analysed;
    const spans = [...this.spans(analysed, this.names), ...peopleNamed(analysed)].sort((a, b) => a[0] - b[0]);
    if (spans.length === 0) return text;
    let out = '';
    let at = 0;
    for (let k = 0; k < spans.length; k++) {
      const from = tokens[spans[k]![0]]!.start;
      let last = spans[k]![1];
      // Names separated by nothing but spaces or hyphens (or overlapping: a person's name and the profile's) read as
      // one redaction: `[…]`, not `[…] […]`.
      while (
        k + 1 < spans.length &&
        (spans[k + 1]![0] <= last || /^[\s-]*$/u.test(source.slice(tokens[last]!.end, tokens[spans[k + 1]![0]]!.start)))
      )
        last = Math.max(last, spans[++k]![1]);
      const to = tokens[last]!.end;
      out += source.slice(at, from) + REDACTED;
      at = to;
    }
    return out + source.slice(at);
  }

  /** The runs of tokens (first and last index) that are `names`, or brands standing alone (with all the names). */
  private spans({ source, tokens }: AnalysedText, names: ReadonlySet<string>): [number, number][] {
    const spans: [number, number][] = [];
    const brands = names === this.names && this.brands.size > 0 ? this.brands : null;
    for (let i = 0; i < tokens.length;) {
      let joined = '';
      let match = -1;
      for (let j = i; j < tokens.length && joined.length + tokens[j]!.text.length <= this.longest; j++) {
        joined += tokens[j]!.text;
        if (names.has(joined)) match = j;
      }
      if (match < 0 && brands) {
        const organisation = brands.get(tokens[i]!.text);
        if (organisation && !inLongerTerm(source, tokens, i, organisation)) match = i;
      }
      if (match < 0) {
        i++;
        continue;
      }
      spans.push([i, match]);
      i = match + 1;
    }
    return spans;
  }
}

/**
 * Whether the token at `i` is inside a longer name of the vocabulary (LONGER_TERMS), written as one (its words apart
 * by spaces or one sign, `S/4HANA`, `SD-MM`, not by a comma), that has a word other than the organisation's: `Google
 * Cloud` and `SAP FICO` keep their brand, `Amazon Web Services` for its own company and `SAP, S/4HANA` do not.
 */
function inLongerTerm(source: string, tokens: readonly Token[], i: number, organisation: ReadonlySet<string>): boolean {
  let first = i;
  let last = i;
  const joined = (a: number) => ONE_NAME.test(source.slice(tokens[a]!.end, tokens[a + 1]!.start));
  while (first > 0 && i - first + 1 < LONGEST_TERM && joined(first - 1)) first--;
  while (last + 1 < tokens.length && last - i + 1 < LONGEST_TERM && joined(last)) last++;
  for (let length = Math.min(LONGEST_TERM, last - first + 1); length >= 2; length--)
    for (let from = Math.max(first, i - length + 1); from <= i && from + length - 1 <= last; from++) {
      const words = tokens.slice(from, from + length).map((t) => t.text);
      if (words.some((w) => !organisation.has(w)) && LONGER_TERMS.has(formKey(words.join(' ')))) return true;
    }
  return false;
}
/**
 * What may stand between two words of one name: spaces or nothing (`ASP.NET`), one sign with spaces (`S/4HANA`, `100%
 * remote`), a dot alone; not a comma, a bracket, a line break or the end of a sentence.
 */
const ONE_NAME = /^(?:\.|[^\S\n]*[^\p{L}\p{N}\s.,;:()[\]{}!?"«»…]?[^\S\n]*)$/u;

/**
 * How an organisation the resume names is hidden, by what it is to the person:
 * - `member`: one they belonged to or worked for (an employer, a school, a volunteering organisation, a project's
 *   client): its whole name; each word of it that identifies (no word partners search with, no generic word); and its
 *   brand, a word partners search with that is its name: a maker's word (MAKERS_WORDS: `Google`, `Amazon`), or the
 *   one word of its name beside its dress and places (`SAP` of `SAP France`, `Docker` of `Docker Inc.`, `Total`);
 * - `mention`: a referee (`Marcus Feng, Engineering Director at Confluent`) or the street address: part by part
 *   (between commas, `at`, `chez`...), each part that has a word that identifies or a maker's word, whole and by those
 *   words; the others are titles and places (`Engineering Director`, `Lyon`);
 * - `issuer`: one that certified them, most often the maker of a skill they write (`Oracle`, `Cisco`, `Linux
 *   Foundation`, `Amazon Web Services`) or a certifying body (`ISTQB`, `Offensive Security`): each part that has a
 *   word that identifies, whole (`Hooli`, `Coursera` of `Google / Coursera`, `Linux Foundation`), unless the resume's
 *   skills or the certificate's own title name it (`Oracle` of `Oracle Certified Professional`); a school's
 *   programme's issuer is a `member` (isSchoolProgramme);
 * - `awarder`: one that awarded or published them: as an issuer, and each word of it that identifies (`Hooli` of
 *   `Fondation Hooli`, whose `Prix Hooli` names it), unless the resume's skills name it.
 * `named`: the words an issuer's or awarder's name may keep. A name of one word that partners search with is never
 * hidden whole: it is a brand, a skill or a word of the trade.
 */
function addOrganisation(
  matcher: NameMatcher,
  name: string | undefined,
  shownPlaces: ReadonlySet<string>,
  kind: 'member' | 'mention' | 'issuer' | 'awarder',
  named: (word: string) => boolean = () => false,
): void {
  if (!name) return;
  const parts = PARTS.test(name) ? name.split(PARTS).map(exactTokens) : [exactTokens(name)];
  const whole = kind === 'member' && parts.length > 1 ? exactTokens(name) : parts.flat();
  if (kind === 'member' && (whole.length > 1 || !SEARCH_WORDS.has(whole[0] ?? ''))) matcher.add(whole);
  for (const tokens of parts) {
    const own = tokens.filter(
      (t) => !NAME_DRESSING.has(t) && !PLACE_WORDS.has(t) && !shownPlaces.has(t) && !/^\d+$/.test(t),
    );
    const identifying = own.filter(
      (t) => t.length >= 2 && !SEARCH_WORDS.has(t) && !GENERIC_NAME_WORDS.has(t) && !named(t),
    );
    const brands =
      kind === 'issuer' || kind === 'awarder'
        ? []
        : own.filter(
            (t) =>
              MAKERS_WORDS.has(t) ||
              (kind === 'member' && own.length === 1 && SEARCH_WORDS.has(t) && !GENERIC_NAME_WORDS.has(t)),
          );
    if (kind !== 'issuer') for (const t of identifying) matcher.add([t]);
    for (const t of brands) matcher.addBrand(t, whole);
    if (kind === 'member' ? tokens.length > 1 : identifying.length + brands.length > 0) matcher.add(tokens);
  }
}
/**
 * Whether a certificate is a school's programme (`Certificat Executive ESSEC`, `Executive MBA`, a certificate of
 * `Université Paris Cité`): its issuer is then a school the person attended, hidden as one (`member`), even where the
 * certificate's title names it; a certifying body's name in the title is the certification's (`ISTQB Foundation
 * Level`, `COFREND niveau 2`, `Oracle Certified Professional`) and stays searchable.
 */
function isSchoolProgramme(issuer: string | undefined, title: string): boolean {
  return (
    !!issuer &&
    (SCHOOL_WORDS.test(exactTokens(issuer).join(' ')) || SCHOOL_PROGRAMME.test(exactTokens(title).join(' ')))
  );
}
const SCHOOL_WORDS =
  /\b(?:ecoles?|schools?|universites?|universit(?:y|ies|at|aet|a|as)|universidad|hochschule|facultes?|faculty|iut|iae|lycee|colleges?|cnam|polytechnique|sciences po)\b/u;
const SCHOOL_PROGRAMME =
  /\b(?:executive (?:education|master|mba|msc|certificate|program(?:me)?)|certificat executive|e?mba|msc|masteres?|master (?:1|2|i|ii|of|en|in|specialise)|diplomes? (?:d )?(?:inter ?)?universit(?:aire|e)|d u|certificate of advanced studies)\b/u;
/** What separates the parts of a name: `Google / Coursera`, `Jane Roe, Owner, Acme`, `Director at Confluent`. */
const PARTS = /[,;/|()[\]]|\s[-–—]\s|\s(?:at|chez|@)\s/iu;

/**
 * Links on the given hosts written without a scheme (`linkedin.com/in/someone`). Profiles share most of their hosts
 * (the personal pages' and a few of their own), so the compiled expressions are kept, a bounded few.
 */
const bareLinks = new Map<string, RegExp>();
function bareLinkOf(hosts: string[]): RegExp {
  const alternatives = hosts.map(escape).join('|');
  let pattern = bareLinks.get(alternatives);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}.-])(?:[\\p{L}\\p{N}-]+\\.)*(?:${alternatives})(?:/[^\\s<>"]*)?`, 'giu');
    if (bareLinks.size >= 1000) bareLinks.clear();
    bareLinks.set(alternatives, pattern);
  }
  return pattern;
}

/** Whether a text holds nine digits or more (the cheap test before PHONE). */
function hasNineDigits(text: string): boolean {
  for (let i = 0, digits = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++digits >= 9) return true;
  }
  return false;
}

/** How one profile is redacted: its strings, and the places named like the person. */
export interface Redaction {
  /** The text with every e-mail, phone, link, name, organisation and brand of the profile replaced by REDACTED. */
  redact(text: string): string;
  /**
   * Whether a place's name holds a word of the person's own names or handles (`Nancy` for Nancy Zzlorrain): such a
   * place is neither shown nor matched, the area above it is (places.ts, shownArea and placeKeys), so that no `[…]`
   * and no match says which place word was the person's name.
   */
  hidesPlace: HidesPlace;
}

/** The redaction of one profile, as its Stage 1 view and its search document need it. */
export function redactionOf(p: RawProfile): Redaction {
  const f = p.meta.freelance;
  const names = new NameMatcher();
  const tokensOf = (text: string | undefined) => (text ? exactTokens(text) : []);
  // The person: the whole name, and each part of it but particles and titles (`Le` of `Le Bihan`, `Dr`).
  for (const person of [p.basics.name, p.meta.firstName, p.meta.lastName]) {
    const tokens = tokensOf(person);
    names.add(tokens, true);
    for (const t of tokens) if (!NAME_PARTICLES.has(t)) names.add([t], true);
  }
  // Usernames, the e-mail's local part, and the profile's links without their scheme.
  const links = [p.basics.url, p.basics.image, p.meta.cvUrl, ...p.basics.profiles.map((s) => s.url)].filter(
    (u): u is string => !!u,
  );
  for (const handle of [
    ...p.basics.profiles.map((s) => s.username),
    p.basics.email.split('@')[0]!,
    ...links.map((u) => u.replace(/^https?:\/\/(?:www\.)?/i, '')),
  ])
    names.add(tokensOf(handle), true);
  // Each place name read once: whether it holds the person's own name, and its words.
  const places = new Map<string, { hidden: boolean; tokens: string[] }>();
  const place = (name: string) => {
    let read = places.get(name);
    if (!read) {
      const analysed = analyse(name);
      places.set(name, (read = { hidden: names.holdsOwn(analysed), tokens: analysed.tokens.map((t) => t.text) }));
    }
    return read;
  };
  const hidesPlace: HidesPlace = (name) => !!name && place(name).hidden;
  // Place names the view shows anyway (residence, work areas): not worth hiding when an organisation's name holds one.
  const loc = p.basics.location;
  const shown = new Set(
    [
      loc?.city,
      loc?.region,
      ...f.preferences.workAreas
        .map((a) => shownArea(a, hidesPlace))
        .flatMap((a) => [a.cityName, a.departmentName, a.regionName, a.countryName]),
    ].flatMap((name) => (name && !place(name).hidden ? place(name).tokens : [])),
  );
  let skills: Set<string> | undefined; // read only for an issuer's or awarder's word that identifies, so made then
  const isSkill = (t: string) =>
    (skills ??= new Set(p.skills.flatMap((s) => [s.name, ...s.keywords].flatMap(tokensOf)))).has(t);
  for (const organisation of [
    ...p.work.map((w) => w.name),
    ...p.education.map((e) => e.institution),
    ...p.volunteer.map((v) => v.organization),
    ...p.projects.map((x) => x.entity),
  ])
    addOrganisation(names, organisation, shown, 'member');
  for (const mention of [...p.references.map((r) => r.name), loc?.address])
    addOrganisation(names, mention, shown, 'mention');
  for (const { issuer, name } of p.certificates) {
    if (isSchoolProgramme(issuer, name)) {
      // (a maker's school keeps the skill the resume names: `Oracle` of `Oracle University`)
      addOrganisation(names, issuer, shown, 'member', isSkill);
      continue;
    }
    let titled: Set<string> | undefined;
    const named = (t: string) => (titled ??= new Set(tokensOf(name))).has(t) || isSkill(t);
    addOrganisation(names, issuer, shown, 'issuer', named);
  }
  for (const organisation of [...p.awards.map((a) => a.awarder), ...p.publications.map((x) => x.publisher)])
    addOrganisation(names, organisation, shown, 'awarder', isSkill);
  // Organisations named in free text only: after `chez` or `at`, and in a referee's text (organisationsNamed).
  const identifies = (t: string) =>
    t.length >= 2 &&
    !SEARCH_WORDS.has(t) &&
    !VOCABULARY.tokens.has(t) &&
    !PLACE_WORDS.has(t) &&
    !shown.has(t) &&
    !GENERIC_NAME_WORDS.has(t) &&
    !NAME_DRESSING.has(t) &&
    !NAME_PARTICLES.has(t);
  // (the texts the view shows: the organisations a referee names may be written there too)
  const texts = [p.basics.label, p.basics.summary, ...p.work.flatMap((w) => [w.position, w.summary])];
  for (const [text, listed] of [
    ...texts.map((t) => [t, false] as const),
    ...p.references.map((r) => [r.reference, true] as const),
  ]) {
    if (!text) continue;
    for (const run of organisationsNamed(text, listed)) {
      const own = run.filter(identifies);
      if (own.length === 0) continue;
      names.add(run);
      for (const t of own) names.add([t]);
    }
  }
  const bareLink = bareLinkOf([...new Set([...PERSONAL_HOSTS, ...links.map(hostOf).filter(Boolean)])]);
  const redact = (text: string) => {
    if (!text) return text;
    // Cheap tests first: most text has no '@', no link and few digits, and then skips those expressions.
    let out = mayHoldEmail(text) ? text.replace(EMAIL, REDACTED).replace(HANDLE, REDACTED) : text;
    if (/https?:|www\./i.test(out)) out = out.replace(URL, REDACTED);
    if (out.includes('.')) out = out.replace(bareLink, REDACTED);
    if (hasNineDigits(out)) out = out.replace(PHONE, REDACTED);
    return names.redact(out);
  };
  return { redact, hidesPlace };
}

/** Applies `redact` to every string of a value (objects and arrays walked, other values kept). */
export function mapStrings<T>(value: T, redact: (text: string) => string): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, redact)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, redact);
    return out as T;
  }
  return value;
}

/** A Stage 1 result without what depends on the caller and the query: a pure function of the stored profile. */
export type Stage1Body = Omit<Stage1Result, 'id' | 'matchRank'>;

/** The Stage 1 result of an anonymised body for one caller (its sealed id) at one rank. */
export function withIdentity(body: Stage1Body, id: string, matchRank: number): Stage1Result {
  const { updatedAt, ...rest } = body;
  return { id, ...rest, matchRank, updatedAt };
}

/**
 * The partner's view of a profile: every string taken from the profile is redacted; a place named like the person is
 * left out (the residence's city and postal code, its region) or shown as the area above it (a work area).
 */
export function stage1Body(stored: StoredProfile, redaction: Redaction = redactionOf(stored.profile)): Stage1Body {
  const p = stored.profile;
  const f = p.meta.freelance;
  const loc = p.basics.location;
  const cityHidden = redaction.hidesPlace(loc?.city);
  const fromProfile = mapStrings(
    {
      headline: p.basics.label,
      summary: p.basics.summary,
      location: {
        city: cityHidden ? '' : (loc?.city ?? ''),
        region: redaction.hidesPlace(loc?.region) ? '' : (loc?.region ?? ''),
        countryCode: loc?.countryCode ?? '',
        postalCode: cityHidden ? '' : (loc?.postalCode ?? ''),
      },
      skills: p.skills.map((s) => ({ name: s.name, level: s.level, keywords: [...s.keywords] })),
      languages: p.languages.map((l) => ({ language: l.language, fluency: l.fluency })),
      professions: [...f.professions],
      availability: { available: f.available, availabilityDate: f.availabilityDate },
      preferences: {
        remoteWork: [...f.preferences.remoteWork],
        missionDuration: [...f.preferences.missionDuration],
        daysPerWeek: [...f.preferences.daysPerWeek],
        workAreas: f.preferences.workAreas.map((a) => ({ ...shownArea(a, redaction.hidesPlace) })),
      },
      workHistory: p.work.map((w) => ({
        position: w.position,
        startDate: w.startDate,
        endDate: w.endDate,
        summary: w.summary,
      })),
    },
    redaction.redact,
  );
  // What the service derives itself is not redacted: a referential slug, and a validated date-time.
  const { headline, summary, location, skills, languages, ...rest } = fromProfile;
  return {
    headline,
    summary,
    location,
    skills,
    languages,
    seniority: seniorityToSlug(f.seniority),
    ...rest,
    updatedAt: p.meta.updatedAt ?? new Date(stored.modifiedAt).toISOString(),
  };
}
