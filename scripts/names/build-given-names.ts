/**
 * `npm run names:build`: regenerates src/domain/search/given-names.json, the given names redaction reads beside a
 * capitalised word to hide a person a resume names in free text (`Mission encadrée par Fatima Bühler`), from the two
 * public lists in resources/names (resources/names/README.md: sources, versions, licences):
 * - France: every given name of INSEE's Fichier des prénoms (édition 2021, births 1900-2021), all of them: the
 *   list carries no counts, and a name given in France is one a French resume may name;
 * - United States: the Social Security Administration's baby names (1880-2020) given to at least 100 babies in one
 *   year, for the English resumes (rarer ones are more often words than names).
 * Names are kept as text analysis reads them (exactTokens: case, accents and apostrophes folded), of one token and
 * at least three letters (`Jo`, `Al` are words of other names and sentences far more often than a person). The
 * output is deterministic: same sources, same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { exactTokens } from '../../src/domain/search/text-analysis';

const DIR = join(__dirname, '../../resources/names');
/** Where it writes: the data file, or the path given (a test compares the two). */
const OUT = process.argv[2] ?? join(__dirname, '../../src/domain/search/given-names.json');
const SSA_MIN_BABIES = 100;

const lines = (file: string, encoding: BufferEncoding) =>
  gunzipSync(readFileSync(join(DIR, file)))
    .toString(encoding)
    .split(/\r?\n/)
    .filter(Boolean);

const insee = lines('insee-prenoms-2021.txt.gz', 'latin1').filter((n) => n !== '_PRENOMS_RARES');
const ssa = lines('ssa-max-occurrences.txt.gz', 'utf8')
  .map((line) => line.split(','))
  .filter(([, , babies]) => Number(babies) >= SSA_MIN_BABIES)
  .map(([name]) => name!);

const names = new Set<string>();
for (const name of [...insee, ...ssa]) {
  const tokens = exactTokens(name);
  if (tokens.length === 1 && tokens[0]!.length >= 3 && /^\p{L}+$/u.test(tokens[0]!)) names.add(tokens[0]!);
}
const sorted = [...names].sort();
writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${sorted.length} given names (INSEE ${insee.length}, SSA >= ${SSA_MIN_BABIES}: ${ssa.length}) -> ${OUT}`);
