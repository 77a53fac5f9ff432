import type { AreaResolver } from '../mobility/mobility-dataset';
import { parseAvailabilityDate } from '../profile/availability-date';
import { parseDayRate } from '../profile/day-rate';
import type { RawProfile, StoredProfile } from '../profile/raw-profile.schema';
import { REDACTED, redactionOf, stage1Body, type Redaction } from './anonymise';
import { attributeKeys } from './attributes';
import { countedKeys } from './facets';
import { KEYS } from './match-keys';
import { JOB_WORDS, occupationForms } from './occupations-data';
import { placeKeys, regionKeys } from './places';
import { skillSlugs } from './referential';
import { exactTokens, minimalFrenchStem } from './text-analysis';
import { FIELD_WEIGHTS, HEADLINE, SEARCH_FIELDS, type SearchField } from './search-fields';

/**
 * What the search engines index for a profile: made from the partner's view of it (anonymise.ts), the very text a
 * Stage 1 result shows, so nothing a result hides (an e-mail, a phone, a URL, a name, an employer, a school) can be
 * matched. Text fields, by weight: headline (title and professions), skills (names and keywords), summary, work
 * (positions and mission summaries, and the certificates' names, which a result does not show: a recruiter searches
 * `PMP` or `CISSP`; redacted as the view is, their issuers never). Keys (match-keys.ts) say the rest: the residence and the work areas (places.ts),
 * and the attributes (attributes.ts: seniority, remote preferences, availability, languages and their levels; the
 * languages section is not text, so no job word and no exclusion reads it).
 *
 * The text is analysed here, once, by text-analysis.ts: each field is two token streams, tokens joined by spaces,
 * that every engine indexes as they are (SQLite's FTS5 and the cluster's `whitespace` analyzer only split them), so
 * every engine reads the same words in the same positions.
 */
export interface AnalysedField {
  /** Stemmed tokens (words match these). */
  stemmed: string;
  /** Exact tokens (quoted phrases match these). */
  exact: string;
}

export interface SearchDocument {
  internalId: string;
  fields: Record<SearchField, AnalysedField>;
  /** The distinct exact tokens of every field: the pool's words, typo tolerance's dictionary. */
  words: string[];
  /** Keys (match-keys.ts): places, skills, regions, attributes; what every filter tests and every facet counts. */
  keys: string[];
  /** The lowest day rate asked, in euros (day-rate.ts); null when the text gives none that can be read. */
  rate: number | null;
  /**
   * The keys that facets count (facets.ts countedKeys): a subset of `keys`, kept apart so that counting reads only
   * them.
   */
  facetKeys: string[];
  /** The first day available, in days since 1970-01-01 (availability-date.ts); null when unknown. */
  availableFrom: number | null;
  /** The service's modification time (epoch ms): ranks results that relevance does not separate. */
  updatedAt: number;
}

/**
 * The version of what a search document holds and how it is analysed. An index built from another version is stale:
 * the embedded index is rebuilt when the store opens; a cluster's health reports it until `fpd search-index rebuild`.
 * 2: documents from the redacted partner view, languages, residence and hierarchical place keys.
 * 3: redaction of names as search reads them; fields analysed by the service, the cluster only splits on spaces.
 * 4: keys for every filter and facet (skills, regions, seniority, remote work, availability, languages and levels,
 *    mission durations, days a week, CDI, vehicle), the day rate and the first day available; languages out of the
 *    text; skills read with their qualifier (`SAP SD` is SAP).
 * 5: the keys facets count apart from the others (a cluster's `facets` field); the seniority a work history spans
 *    when none is declared; a skill named after a qualifier (`IaC Terraform` is Terraform).
 * 6: the month a profile is available from (`a:from:YYYY-MM`), for `dispo janvier`.
 * 7: redaction keeps the trade's new words in an employer's name (`pbi`, `sysops`, `gest`) and never a token of one
 *    or two letters that is no form on its own (`ge` of `compta gé`).
 * 8: a profile that names no work area is in the `workAreas` filter's region it lives in.
 * 9: redaction keeps the trade's new words in an employer's name (ways of holding a position: `interim`, `temps
 *    partagé`, `fractional`; `d365fo`, `axapta`); a skill named `S4` or `SAP S4` is S/4HANA.
 * 10: redaction keeps the trade's new words in an employer's name (`industrie`, `manufacturing`, `rédac`).
 * 11: redaction keeps the trade's and places' new words in an employer's name (`blue` and `teamer` of `blue team`,
 *     `lorraine`, `antilles`, `romandie`, `drom`).
 * 12: redaction keeps the trade's new words in an employer's name (the sectors `transport`, `fintech`, `cosmétique`,
 *     `audiovisuel`, `collectivités`, `government`...).
 * 13: and the sectors' companies (`distributeur`, `enseigne`, `transporteur`, `énergéticien`, `établissement public`), `ihm`.
 * 14: redaction knows every organisation the resume names (volunteering organisations, projects' clients, issuers,
 *     awarders, publishers, referees and their organisations, the street address), hides an organisation's brand
 *     where it stands alone (`Google` of `Google France`, `SAP` of `SAP SE`; kept in `Google Cloud`, `SAP FICO`), and
 *     neither shows nor matches a place named like the person (`Nancy` for Nancy Zzlorrain: her department is keyed);
 *     `Google Analytics` is a name of the vocabulary.
 * 15: redaction keeps the places' new words in an employer's name (regions' abbreviations and English names: `hdf`,
 *     `bzh`, `brittany`, `riviera`...) and the attributes' start words.
 * 16: redaction hides the people a text names (a capitalised given name and surname, `Mme Martin`: anonymise.ts);
 *     inclusive endings read as the word they end (`automaticien·ne`: text-analysis.ts).
 * 17: redaction keeps the trade's new words in an employer's name (industry's, construction's and life sciences'
 *     titles and fields: `maintenance`, `usine`, `travaux`, `qhse`, `gmao`, `pharmacovigilance`...).
 * 18: redaction keeps the trade's new shorthand in an employer's name (`resp`, `indus`, `aéro`, `telco`, `immo`, `agro`,
 *     `dircom`).
 * 19: redaction keeps the words that ask for experience in an employer's name (`experienced`, `expérimentés`).
 * 20: the trade's abbreviations of IT operations, security, industry, construction, HR and finance (`itsm`, `pssi`,
 *     `n2`, `gpao`, `btp`, `grh`, `conso`, `p&l`...) and the skills' long names (`identity and access management`: the
 *     `iam` skill's key and facet).
 * 21: the certificates' names, redacted, in the work's text (`PMP`, `CISSP`, `COFREND niveau 2`).
 * 22: redaction hides a school's programme's issuer as a school (`Certificat Executive ESSEC`), and each word of an
 *     awarder or publisher that identifies (`Prix Hooli` of `Fondation Hooli`).
 * 23: more schools' kinds and programmes (`Universität`, `IAE`, `MSc`, `EMBA`); a maker's school keeps the skill the
 *     resume names (`Oracle` of `Oracle University`); an awarder's or publisher's kind is no word that identifies
 *     (`Journal`, `Prix`, `Éditions`).
 * 24: the vocabulary's banking and insurance titles (credit risk, claims, permanent control, depositary, ALM): their
 *     words are trade words a name may keep.
 * 25: a profile that declares no seniority has the one of the years its headline or summary states, when more than its
 *     work history spans (attributes.ts, statedYears).
 * 26: the vocabulary's life-science titles (clinical data and projects, clinical research coordinators, medical science
 *     liaisons, qualified persons, quality control, market access, drug safety): their words are trade words a name
 *     may keep.
 * 27: places under their English, German and Italian names (`Switzerland`, `Belgium`, the Swiss cantons'): their words
 *     are place words a name may keep.
 * 28: the words of a Swiss canton's French name of several words (`Saint-Gall`'s `gall`) are no place words a name may
 *     keep (27 kept `Le Gall` of a person named in a mission readable).
 * 29: a word written as products are (`DeltaV`, `SolidWorks`) is no surname beside a given name (`Emerson DeltaV` is a
 *     control system, and was hidden).
 * 30: the words of an engineering or building firm's name that say what it does (`Études`, `Ingénierie`, `Travaux`) are
 *     never its brand (`Azur Études` hid `études` of `Chargé d'études`).
 * 31: the vocabulary's construction, energy and heavy-industry titles (building services, surveyors, planners and
 *     project controls, commissioning, instrumentation, piping, welding and testing, radiation protection, nuclear
 *     safety, substations and grids, renewables developers): their words are trade words a name may keep.
 * 32: the sectors of oil and gas, nuclear, chemicals and rail: their words are trade words a name may keep.
 * 33: the provinces and natural regions (`Touraine`, `Cotentin`, `Béarn`...) and the microbiologists' titles: their
 *     words are place and trade words a name may keep.
 * 34: the quality-control managers' and regulatory watch analysts' titles (`QC lab manager`, `chargé de veille
 *     réglementaire`): their words are trade words a name may keep.
 * 35: the ESG analysts' titles (`analyste ISR`, `sustainable investment analyst`): their words are trade words a name
 *     may keep.
 * 36: the English and French forms of remote, hybrid and on-site work (`remotely`, `semi-remote`, `office-based`,
 *     `sans télétravail`): their words are attribute words a name may keep.
 * 37: the words that say what kind of public body an employer is (`Centre hospitalier`, `Mairie`, `Office public`) are
 *     never hidden alone, nor a brand (`praticien hospitalier` stays).
 * 38: the years of experience a profile has at least (`y:15`, match-keys.ts's YEARS_STEPS), for `15 ans`.
 * 39: a day rate written with an English thousands separator (`€1,100/day`) is read (day-rate.ts).
 * 40: years stated with the count in words (`dix ans d'expérience`) are read (attributes.ts, statedYears).
 * 41: the vocabulary's health and care, hospitality, tourism and events titles and settings (`infirmière`, `kiné`,
 *     `EHPAD`, `chef de rang`, `gouvernante`, `MICE`) and the mountains and coasts of resort work (`Alpes du Nord`,
 *     `Tarentaise`, `Côte basque`): their words are trade and place words a name may keep; `locum` of a self-employed
 *     doctor's `Self-employed (locum)` is no brand; a title of one word after a given name is a surname (`Sarah Cook`).
 * 42: an organisation named in free text only, after `chez` or `at` (`J'ai débuté chez Serrurerie Vachette`), or in a
 *     referee's text (`chef de projet, Automatismes Laprade`), is hidden wherever the view writes it.
 */
export const SEARCH_DOCUMENT_VERSION = 42;

export { FIELD_WEIGHTS, HEADLINE, SEARCH_FIELDS, type SearchField };

const join = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' \n ');

/**
 * What a profile's search document holds that depends on the profile alone: the partner view's text analysed, and
 * the skill and place keys and the day rate; neither the version's time nor its removal. An import makes it on its
 * threads, before the write's time is known (toSearchDocument then completes it).
 */
export interface SearchDocumentText extends Pick<SearchDocument, 'fields' | 'words' | 'rate'> {
  /** The skill, place and region keys, in the document's order (the attribute keys follow them). */
  keys: string[];
}

/** `areas`: the mobility dataset, through which places are resolved (their own fields when absent). */
export function searchDocumentText(profile: RawProfile, areas?: AreaResolver): SearchDocumentText {
  // The partner view's times are not read here (the document's come from the version: toSearchDocument).
  const redaction = redactionOf(profile);
  const view = stage1Body(
    {
      internalId: profile.meta.id,
      profile,
      removalReason: null,
      removedAt: null,
      createdAt: 0,
      modifiedAt: 0,
      contentHash: '',
    },
    redaction,
  );
  const places = placeKeys(profile, areas, redaction.hidesPlace);
  const skillNames = view.skills.flatMap((s) => [s.name, ...s.keywords]);
  const text: Record<SearchField, string> = {
    headline: join([view.headline, ...view.professions]),
    skills: join(skillNames),
    summary: view.summary,
    work: join([
      ...view.workHistory.flatMap((w) => [w.position, w.summary]),
      ...profile.certificates.map((c) => certificateName(c.name, redaction)),
    ]),
  };
  return {
    ...analyseFields(text),
    keys: [...new Set([...skillNames.flatMap(skillSlugs).map(KEYS.skill), ...places, ...regionKeys(places)])],
    rate: parseDayRate(profile.meta.freelance.rate)?.min ?? null,
  };
}

/**
 * A certificate's name as search reads it: redacted as the view's text is, without its credential's number (a token
 * of six digits or more: `CISSP (754799)`; standards have fewer, `ISO 27001`), and without job words: a certificate
 * says what one knows, not what one is (`Google Professional Data Engineer` is no data engineer's title).
 */
const certificateName = (name: string, redaction: Redaction) =>
  exactTokens(redaction.redact(name).replace(CREDENTIAL_NUMBER, REDACTED))
    .filter((t) => !JOB_WORD_TOKENS.has(t))
    .join(' ');
const CREDENTIAL_NUMBER = /[^\s()[\],;:]*\d(?:[^\s()[\],;:]*\d){5}[^\s()[\],;:]*/gu;
const JOB_WORD_TOKENS = new Set(
  JOB_WORDS.flatMap(occupationForms)
    .map(exactTokens)
    .filter((tokens) => tokens.length === 1)
    .flat(),
);

/**
 * A stored version's search document (null for a removed profile): `given` (searchDocumentText of its profile) and
 * what the version's time decides: the attribute keys read as of then, the first day available, its rank among equals.
 */
export function toSearchDocument(
  stored: StoredProfile,
  areas?: AreaResolver,
  given?: SearchDocumentText,
): SearchDocument | null {
  if (stored.removalReason) return null;
  const text = given ?? searchDocumentText(stored.profile, areas);
  const f = stored.profile.meta.freelance;
  const keys = [...new Set([...text.keys, ...attributeKeys(stored.profile, stored.modifiedAt)])];
  return {
    internalId: stored.internalId,
    fields: text.fields,
    words: text.words,
    keys,
    facetKeys: countedKeys(keys),
    rate: text.rate,
    availableFrom: epochDay(parseAvailabilityDate(f.availabilityDate, f.available, new Date(stored.modifiedAt))),
    updatedAt: stored.modifiedAt,
  };
}

/** The text fields as every engine indexes them (text-analysis.ts, once), and their distinct words. */
export function analyseFields(text: Record<SearchField, string>): Pick<SearchDocument, 'fields' | 'words'> {
  const words = new Set<string>();
  const analysed = (field: SearchField): AnalysedField => {
    const exact = exactTokens(text[field]);
    for (const t of exact) words.add(t);
    return { stemmed: exact.map(minimalFrenchStem).join(' '), exact: exact.join(' ') };
  };
  return {
    fields: {
      headline: analysed('headline'),
      skills: analysed('skills'),
      summary: analysed('summary'),
      work: analysed('work'),
    },
    words: [...words],
  };
}

/** A day (YYYY-MM-DD) as days since 1970-01-01; null stays null. */
export const epochDay = (day: string | null): number | null =>
  day === null ? null : Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
