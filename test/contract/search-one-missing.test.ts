import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import type { ExpandedQuery } from '../../src/domain/search/query-expansion';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * Relaxed (`relax: true`), a search of one group of two to five words that select also finds who lacks one of them,
 * after everyone who has them all (ExpandedGroup.oneMissing, on every engine). Strictly, in an OR, or with one word,
 * every word is a condition.
 */
function engineer(id: string, summary: string, skills: string[]): RawProfile {
  const p = rawProfile(id, { basics: { label: 'Data Engineer', summary } });
  p.skills = skills.map((name) => ({ name, level: '', keywords: [] }));
  return p;
}

// Modification times rise in this order: who lacks dbt is the most recent, and writes the others most.
const CORPUS = () => [
  engineer('all', 'Pipelines de données.', ['Python', 'Airflow', 'dbt']),
  engineer('one', 'Pipelines de données.', ['Python']),
  engineer('java', 'Développement Java.', ['Java']),
  engineer('two', 'Python et Airflow : DAGs Airflow en Python, Python partout, Airflow partout.', [
    'Python',
    'Airflow',
  ]),
];

describeSearchEngines('a relaxed search and the word a profile lacks', CORPUS, (ctx) => {
  it('relaxed, finds who lacks one of three words after whoever has them all', async () => {
    expect(await ctx.ranked({ keywords: 'python airflow dbt', relax: true })).toEqual(['all', 'two']);
  });

  it('relaxed, after leaving out words, finds who lacks one of the words left', async () => {
    // `zzqx` alone finds nobody; `java` is the last word (nobody has all four)
    for (const [keywords, dropped] of [
      ['python airflow dbt zzqx', 'zzqx'],
      ['python airflow dbt java', 'java'],
    ] as const) {
      expect(await ctx.ranked({ keywords, relax: true })).toEqual(['all', 'two']);
      expect((await ctx.search({ keywords, relax: true })).body.infos.dropped).toEqual([dropped]);
    }
  });

  it('relaxed, with two words, finds who has one of them after whoever has both', async () => {
    const found = await ctx.ranked({ keywords: 'python airflow', relax: true });
    expect(found.slice(0, 2).sort()).toEqual(['all', 'two']);
    expect(found.slice(2)).toEqual(['one']);
  });

  it('strictly, or in an OR, every word is a condition', async () => {
    expect(await ctx.ranked({ keywords: 'python airflow dbt' })).toEqual(['all']);
    expect((await ctx.ranked({ keywords: 'python airflow' })).sort()).toEqual(['all', 'two']);
    expect(await ctx.ranked({ keywords: 'python airflow dbt OR scala spark kafka', relax: true })).toEqual(['all']);
  });

  it('ranks who lacks one after the others, its score a tenth', async () => {
    const word = (text: string) => ({ alternatives: [[{ kind: 'word' as const, text }]], keys: [] });
    const query: ExpandedQuery = {
      groups: [{ include: ['python', 'airflow', 'dbt'].map(word), exclude: [], oneMissing: true }],
    };
    const hits = await ctx.searchEngine().search({ keywords: query, offset: 0, limit: 10 });
    expect(hits).toMatchObject({ ids: ['all', 'two'], total: 2 });
    const all = await ctx
      .searchEngine()
      .search({ keywords: { groups: [{ ...query.groups[0]!, oneMissing: undefined }] }, offset: 0, limit: 10 });
    expect(all.ids).toEqual(['all']);
  });
});
