/**
 * `npm run vocabulary:build`: regenerates src/domain/search/taxonomy-titles.json, the job titles the vocabulary reads
 * from public taxonomies beside its hand-written groups (query-expansion.ts), from the files in resources/taxonomies
 * (its README: sources, versions, licences). Each group is one meaning, every form of it an equivalent of the others:
 * - ROME (France Travail, v460): each appellation's masculine and feminine (`Conducteur / Conductrice de travaux`:
 *   `conducteur de travaux` and `conductrice de travaux`). Appellations of one ROME code are not equivalents (they
 *   are neighbouring trades), so each appellation is its own group. An acronym written after it that spells its
 *   title is left out of its forms and read as the title (`acronyms`, below).
 * - ESCO (v1.0, occupations in French and English): each occupation of ISCO's major groups 1 to 4 (managers,
 *   professionals, technicians, clerical support: the trades a freelance platform places) and of the service trades
 *   agencies place freelancers in (ISCO_GROUPS: travel attendants and guides, cooks, waiters and bartenders,
 *   housekeeping supervisors, health care assistants; not shop sales, hairdressing, protective services), its preferred
 *   labels in both languages (`ingénieur qualité/ingénieure qualité`, `quality engineer`) and those of its alternative
 *   labels that share a word of the trade with them (`customer quality engineer`, not `qa inspector`); less every label
 *   two occupations share (a label of two meanings is no equivalent) but one's preferred label (`urban planner`, an
 *   alternative label of the land planner, stays the urban planner's), its labels of one word but its preferred ones
 *   that name this occupation only (`urbaniste`, `archiviste`, `statistician`; not `consultant` or `technicien`, which
 *   the hand-written job words read, nor `chef`, a family of trades, nor `illustrator`, a tool too: oneWord), and its
 *   labels that name a seniority or a trainee (`senior buyer`, `graduate planner`: QUALIFIERS).
 * Forms longer than MAX_WORDS words are left out: recruiters do not type them, and the vocabulary reads runs of words
 * up to its longest form. The output is deterministic: same files, same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { JOB_WORDS, occupationForms } from '../../src/domain/search/occupations-data';
import { exactTokens, minimalFrenchStem } from '../../src/domain/search/text-analysis';

const DIR = join(__dirname, '../../resources/taxonomies');
/** Where it writes: the data file, or the path given (a test compares the two). */
const OUT = process.argv[2] ?? join(__dirname, '../../src/domain/search/taxonomy-titles.json');
const MAX_WORDS = 6;
/**
 * ISCO's major groups 1 to 4; 511, 512, 513 and 515 (travel attendants and guides, cooks, waiters and bartenders,
 * housekeeping supervisors) and 532 (health care assistants).
 */
const ISCO_GROUPS = /^([1-4]|51[1235]|532)/;

/** The rows of a CSV file (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes), by header. */
function csv(file: string): Record<string, string>[] {
  const text = gunzipSync(readFileSync(join(DIR, file))).toString('utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((h, k) => [h, r[k] ?? ''])));
}

const words = (form: string) => exactTokens(form).length;
/**
 * Words that make a label another position than the occupation (`senior buyer planner`, `trainee purchase planner`,
 * `assistant buyer`): a seniority is a condition of its own (attributes.ts), never a word of a title's equivalent.
 */
const QUALIFIERS = new Set(
  'senior seniors junior juniors sr jr confirme confirmee experimente experimentee debutant debutante graduate trainee assistant assistante apprentice apprenti apprentie stagiaire'.split(
    ' ',
  ),
);
const qualified = (form: string) => exactTokens(form).some((t) => QUALIFIERS.has(t));
const clean = (form: string) => form.replace(/\s+/g, ' ').trim();

/** `Conducteur / Conductrice de travaux` -> both titles; `Chef de chantier / Cheffe de chantier` too. */
function romeTitles(label: string): string[] {
  const halves = label.split(' / ');
  if (halves.length !== 2) return [clean(label)];
  const [masculine, rest] = halves as [string, string];
  const n = masculine.trim().split(/\s+/).length;
  const after = rest.trim().split(/\s+/);
  const tail = after.slice(n).join(' ');
  return [clean(`${masculine} ${tail}`), clean(after.join(' '))];
}

const MIN_ACRONYM = 3;
/** An appellation's acronym written after it: `(ARC)`, `-AIS-`, `- IBODE`. */
const TRAILING_ACRONYM = /\s*(?:\(\s*([A-Z][A-Z0-9]{1,6})\s*\)|-\s*([A-Z][A-Z0-9]{1,6})\s*-?)\s*$/;
/** `Diplômé(e)`: a title's inclusive ending. */
const INCLUSIVE = /\((?:e|ne|le|ère|euse|rice)\)/g;
/** Words an acronym skips (`DRH`: directeur des ressources humaines; `IADE`: infirmier anesthésiste diplômé d'État). */
const SKIPPED = new Set('a au aux de des du en et la le les l d and of the'.split(' '));
const initials = (title: string) =>
  exactTokens(title.replace(INCLUSIVE, ''))
    .filter((t) => !SKIPPED.has(t))
    .map((t) => t[0])
    .join('');
/** Whether `acronym` is made of the initials of a title's words, its small words skipped (`ARC`, `IBODE`, `CEO`). */
const spells = (acronym: string, title: string) =>
  acronym.length >= MIN_ACRONYM && initials(title) === acronym.toLowerCase();
/** Whether a title's initials begin `acronym` (`IADE` of `Infirmier anesthésiste`; not `PNC` of `Instructeur PNC`). */
const begins = (acronym: string, title: string) => {
  const letters = initials(title);
  return letters.length >= 2 && acronym.toLowerCase().startsWith(letters);
};

const appellations = csv('rome-v460-appellations.csv.gz').map((row) => {
  const label = row.libelle_appellation_long!;
  const m = TRAILING_ACRONYM.exec(label);
  const acronym = m ? (m[1] ?? m[2])! : null;
  return { label, acronym, titles: romeTitles(acronym ? label.slice(0, m!.index) : label) };
});
/**
 * The acronyms of titles (`ARC`: attaché de recherche clinique): those ROME writes after an appellation whose words'
 * initials they are, and then each appellation it is written after (`IADE` after `Infirmier anesthésiste` too); and
 * those of ESCO's alternative labels that spell a preferred label of their occupation (`CEO`, `CTO`). An acronym that
 * spells only some of the words (`MCO` of `Infirmier en Médecine Chirurgie Obstétrique`, `PMI` of `Médecin de la
 * Protection Maternelle et Infantile`) names a part, not the title: it stays in the title's words.
 */
const acronyms = new Map<string, Set<string>>();
const add = (acronym: string, title: string) =>
  acronyms.set(acronym, (acronyms.get(acronym) ?? new Set()).add(clean(title.replace(INCLUSIVE, ''))));
const spelt = new Set(appellations.flatMap((a) => (a.acronym && spells(a.acronym, a.titles[0]!) ? [a.acronym] : [])));
const rome: string[][] = [];
for (const a of appellations) {
  const own = a.acronym && spelt.has(a.acronym) && begins(a.acronym, a.titles[0]!);
  const titles = (own ? a.titles : romeTitles(a.label)).filter(
    (t) => words(t) >= 1 && words(t) <= MAX_WORDS && !qualified(t),
  );
  if (own) for (const t of titles) if (words(t) >= 2) add(a.acronym!, t);
  if (new Set(titles.map((t) => exactTokens(t).join(' '))).size === 2) rome.push(titles);
}

// ESCO: the labels of each occupation, French ones split into their masculine and feminine (`a/b`; a masculine of one
// word takes the feminine's words after it, as ROME's do: `conducteur/conductrice d'installation de séparation de
// l'air`): its preferred labels (the French and the English one) and its alternative ones, apart.
const escoTitles = (label: string) => {
  const halves = label.split('/');
  return halves.length === 2 && !halves[0]!.trim().includes(' ') ? romeTitles(label.replace('/', ' / ')) : halves;
};
const labels = (row: Record<string, string> | undefined, which: 'preferredLabel' | 'altLabels', split: boolean) =>
  (row?.[which] ?? '')
    .split('\n')
    .flatMap((l) => (split ? escoTitles(l) : [l]))
    .map(clean)
    .filter(Boolean);
const en = new Map(csv('esco-occupations-en.csv.gz').map((r) => [r.conceptUri!, r]));
const occupations: [string[], string[]][] = [];
/** The French preferred labels (oneWord). */
const frenchPreferred = new Set<string>();
for (const fr of csv('esco-occupations-fr.csv.gz')) {
  if (!ISCO_GROUPS.test(fr.iscoGroup!)) continue;
  const english = en.get(fr.conceptUri!);
  for (const l of labels(fr, 'preferredLabel', true)) frenchPreferred.add(l);
  occupations.push([
    [...labels(fr, 'preferredLabel', true), ...labels(english, 'preferredLabel', false)],
    [...labels(fr, 'altLabels', true), ...labels(english, 'altLabels', false)],
  ]);
}
const key = (form: string) => exactTokens(form).join(' ');
const count = (groups: string[][]) => {
  const owners = new Map<string, number>();
  for (const forms of groups) for (const k of new Set(forms.map(key))) owners.set(k, (owners.get(k) ?? 0) + 1);
  return owners;
};
const owners = count(occupations.map((forms) => forms.flat()));
const preferredOwners = count(occupations.map(([preferred]) => preferred));
/**
 * The words that say what an occupation does (`maintenance`, `qualité`, `achats`), by stem: not a job word
 * (`engineer`, `technicien`, `manager`: occupations-data.ts's JOB_WORDS, which every trade has) nor a linking word.
 */
const GENERIC = new Set(
  [...JOB_WORDS.flatMap(occupationForms), ...'de des du d la le les l en et of and the for in a au aux'.split(' ')]
    .flatMap((f) => exactTokens(f))
    .map(minimalFrenchStem),
);
/**
 * How many titles of several words (ROME's and ESCO's) hold each token: a word that a hundred titles hold (`chef`,
 * `animateur`, `dessinateur`) names a family of trades, not the one occupation whose label it is alone.
 */
const inTitles = new Map<string, number>();
for (const form of [...rome.flat(), ...occupations.flat(2)])
  if (words(form) >= 2) for (const t of new Set(exactTokens(form))) inTitles.set(t, (inTitles.get(t) ?? 0) + 1);
const FAMILY = 100;
/**
 * A label of one word is kept when it is an occupation's preferred one (`urbaniste`, `archivist`), neither a job word
 * (GENERIC) nor a family's (FAMILY); an English one only when it ends as English names only people (`-ist`, `-ian`,
 * `-grapher`: `archivist`, `statistician`, `photographer`), not `illustrator`, `composer` or `interpreter`, which name
 * tools as often as trades.
 */
const PEOPLE_ONLY = /(ist|ian|grapher)$/;
const oneWord = (form: string) => {
  const [token] = exactTokens(form);
  return (
    (frenchPreferred.has(form) || PEOPLE_ONLY.test(token!)) &&
    !GENERIC.has(minimalFrenchStem(token!)) &&
    (inTitles.get(token!) ?? 0) <= FAMILY
  );
};
// A label of several occupations is no equivalent, unless it is the preferred label of one of them only (`urban
// planner`, `social worker`, `policy officer`: the others' alternative labels, `urban planner` of the land planner):
// the occupation it names keeps it, the others lose it.
const kept = (forms: string[], preferred: boolean) => [
  ...new Map(
    forms
      .filter(
        (f) =>
          (owners.get(key(f)) === 1 || (preferred && preferredOwners.get(key(f)) === 1)) &&
          (words(f) >= 2 || (preferred && oneWord(f))) &&
          words(f) <= MAX_WORDS &&
          !qualified(f),
      )
      .map((f) => [key(f), f.toLowerCase()]),
  ).values(),
];
const trade = (form: string) =>
  exactTokens(form)
    .map(minimalFrenchStem)
    .filter((t) => !GENERIC.has(t));
const esco: [string[], string[]][] = [];
for (const [preferred, alternatives] of occupations) {
  for (const alt of alternatives)
    if (/^[A-Z][A-Z0-9]+$/.test(alt) && preferred.some((p) => spells(alt, p))) for (const p of preferred) add(alt, p);
  const p = kept(preferred, true);
  // an alternative label is kept when it shares a word of the trade with a preferred one of several words: `plant
  // maintenance engineer` for the maintenance engineer, not `site superintendent` nor `machine engineer`; not
  // `fashion photographer` for the photographer (a preferred label of one word has kinds, not equivalents)
  const tradeWords = new Set(p.filter((f) => words(f) >= 2).flatMap(trade));
  const a = kept(alternatives, false).filter((f) => !p.includes(f) && trade(f).some((t) => tradeWords.has(t)));
  if (p.length + a.length >= 2) esco.push([p, a]);
}

// One group a line: the file is read by the service, not by people, and a diff then shows which groups changed.
const lines = (groups: unknown[]) => groups.map((g) => JSON.stringify(g)).join(',\n');
const spellings = [...acronyms].sort(([a], [b]) => (a < b ? -1 : 1)).map(([a, titles]) => [a, ...titles]);
writeFileSync(
  OUT,
  `{\n"rome": [\n${lines(rome)}\n],\n"esco": [\n${lines(esco)}\n],\n"acronyms": [\n${lines(spellings)}\n]\n}\n`,
);
console.log(
  `ROME: ${rome.length} appellations; ESCO: ${esco.length} occupations; ${spellings.length} acronyms -> ${OUT}`,
);
