import { ATTRIBUTE_TOKENS } from '../../src/domain/search/attributes';
import { OCCUPATIONS, occupationForms } from '../../src/domain/search/occupations-data';
import { REGIONS, SKILLS } from '../../src/domain/search/referential';
import { MAJOR_CITIES, PLACE_ALIASES } from '../../src/domain/search/vocabulary-data';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';
import { seededRandom } from '../support/random';

/**
 * A query's cost is bounded on every engine: no keywords string within the spec's 500 characters answers 500. Words
 * are generated from the vocabulary itself (every attribute word, place, region, skill and title form), each repeated
 * up to the length limit, and mixed at random (a fixed seed) with uppercase OR groups, exclusions and phrases. Each
 * answer is a 200, or a 400 that names `body.keywords` and its limit.
 */
const MAX = 500;

function words(): string[] {
  const pool = new Set<string>([
    ...ATTRIBUTE_TOKENS,
    ...MAJOR_CITIES,
    ...Object.keys(PLACE_ALIASES),
    ...REGIONS.map((r) => r.name),
    ...SKILLS.flatMap((s) => [s.name, ...s.aliases]),
    ...OCCUPATIONS.flatMap(occupationForms),
    '75011',
    '69',
    '2A',
    '971',
  ]);
  return [...pool].filter((w) => w.trim() !== '');
}

/** `term` said again and again, up to the length limit. */
const repeated = (term: string): string => {
  let out = term;
  while (out.length + term.length + 1 <= MAX) out = `${out} ${term}`;
  return out;
};

export function costlyQueries(sample = 120, mixed = 120): string[] {
  const all = words();
  const next = seededRandom(46);
  const pick = () => all[Math.floor(next() * all.length)]!;
  const queries: string[] = [];
  // every attribute word, and a sample of the rest, each repeated (quoted when it has several words)
  const singles = [...ATTRIBUTE_TOKENS, ...Array.from({ length: sample }, pick)];
  for (const w of singles) queries.push(repeated(w.includes(' ') ? `"${w}"` : w));
  // distinct places, attributes, skills and titles, as many as the limit holds, included or excluded
  const upTo = (terms: string[], sign = '') => {
    let out = '';
    for (const t of terms) {
      const term = `${sign}${t.includes(' ') ? `"${t}"` : t}`;
      if (out.length + term.length + 1 > MAX) break;
      out = out ? `${out} ${term}` : term;
    }
    return out;
  };
  const kinds = [
    [...MAJOR_CITIES],
    [...ATTRIBUTE_TOKENS],
    [...MAJOR_CITIES].flatMap((c, i) => [c, [...ATTRIBUTE_TOKENS][i % ATTRIBUTE_TOKENS.size]!]),
    SKILLS.map((s) => s.name),
    OCCUPATIONS.map((o) => o.fr[0] ?? o.en[0]!),
  ];
  for (const terms of kinds) queries.push(upTo(terms), upTo(terms, '-'), upTo([...terms].reverse()));
  // distinct words mixed with ORs (at most 10 groups), exclusions and phrases
  for (let i = 0; i < mixed; i++) {
    let q = '';
    let groups = 1;
    for (;;) {
      const w = pick();
      const roll = next();
      const term =
        roll < 0.1 && groups < 10
          ? (groups++, 'OR')
          : roll < 0.25
            ? `-${w.includes(' ') ? `"${w}"` : w}`
            : w.includes(' ') || roll < 0.35
              ? `"${w}"`
              : w;
      if (q.length + term.length + 1 > MAX) break;
      q = q ? `${q} ${term}` : term;
    }
    queries.push(q);
  }
  return queries;
}

describeSearchEngines(
  'Search cost is bounded',
  () => [
    rawProfile('a', { basics: { label: 'Développeur Java senior', summary: 'Lyon, télétravail, anglais courant.' } }),
    rawProfile('b', { basics: { label: 'Data engineer', summary: 'Paris, Spark, AWS.' } }),
  ],
  (ctx) => {
    it('answers every generated keywords string within 500 characters with 200, or 400 naming keywords', async () => {
      const failures: string[] = [];
      for (const keywords of costlyQueries()) {
        const res = await ctx.search({ keywords });
        if (res.status === 200) continue;
        if (res.status === 400 && /^body\.keywords: /.test(res.body.message as string)) continue;
        failures.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)} <- ${keywords.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
    }, 240_000);
  },
);
