import { demoProfiles } from '../../src/demo/demo-profiles';
import { seededRandom } from '../support/random';
import { describeSearchEngines, type SearchTestContext } from './search-engine.contract';

/**
 * The spec's keywords, as the service reads them by default, on every engine: several words are an AND, so no result
 * lacks a word typed. Each generated query's answer is held to the answers of its words searched one at a time: a
 * profile it answers is answered by every word alone (a skill, a title word, a place read as the places it names, an
 * attribute read as who holds it, a word nobody has). Lowercase `or` is one of those words.
 */
const WORDS = [
  'react',
  'java',
  'python',
  'angular',
  'sql',
  'docker',
  'aws',
  'kubernetes',
  'figma',
  'scrum',
  'excel',
  'sap',
  'développeur',
  'consultant',
  'data',
  'ingénieur',
  'designer',
  'devops',
  'product',
  'manager',
  'analyst',
  'lyon',
  'paris',
  'bordeaux',
  'nantes',
  'lille',
  'marseille',
  'toulouse',
  '69',
  '33',
  'bretagne',
  'idf',
  'senior',
  'junior',
  'confirmé',
  'expert',
  'remote',
  'hybride',
  'dispo',
  'anglais',
  'or',
  'zzqx',
];

async function allIds(ctx: SearchTestContext, keywords: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await ctx.search({ keywords, limit: 100, page });
    expect([keywords, res.status]).toEqual([keywords, 200]);
    for (const f of res.body.freelances as { id: string }[])
      ids.add(ctx.t.internals.stage1.resolve(f.id, 'partner:test-partner')!);
    if (page >= res.body.infos.totalPages) return ids;
  }
}

describeSearchEngines(
  'keywords read as the spec reads them (every word a condition)',
  () => demoProfiles(150, { seed: 4646, idPrefix: 'st-' }),
  (ctx) => {
    it('answers no profile that a word of the keywords alone does not answer', async () => {
      const random = seededRandom(4646);
      const alone = new Map<string, Set<string>>();
      const matches = async (word: string) => alone.get(word) ?? alone.set(word, await allIds(ctx, word)).get(word)!;
      let nonEmpty = 0;
      for (let i = 0; i < 40; i++) {
        const words = [
          ...new Set(
            Array.from({ length: 2 + Math.floor(random() * 2) }, () => WORDS[Math.floor(random() * WORDS.length)]!),
          ),
        ];
        const keywords = words.join(' ');
        const found = await allIds(ctx, keywords);
        if (found.size > 0) nonEmpty++;
        for (const word of words) {
          const each = await matches(word);
          expect([keywords, word, [...found].filter((id) => !each.has(id))]).toEqual([keywords, word, []]);
        }
      }
      // the generated queries find somebody often enough for the check to mean something
      expect(nonEmpty).toBeGreaterThan(10);
    }, 240_000);
  },
);
