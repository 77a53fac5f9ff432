import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import type { ExpandedQuery } from '../../src/domain/search/query-expansion';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * A title's words typed together (`payroll manager`) find whoever holds them apart too (an HR manager who lists
 * payroll among its skills), after whoever holds one of the title's names (ExpandedQuery.apart, demoted on every
 * engine), however often the others write the words.
 */
function freelancer(id: string, label: string, summary: string, skills: string[]): RawProfile {
  const p = rawProfile(id, { basics: { label, summary } });
  p.skills = skills.map((name) => ({ name, level: '', keywords: [] }));
  return p;
}

// Modification times rise in this order: the HR manager is the most recent.
const CORPUS = () => [
  freelancer('payroll', 'Payroll Manager', 'Missions en entreprise.', ['Silae']),
  freelancer('paie', 'Responsable paie', 'Missions en entreprise.', ['Silae']),
  freelancer(
    'hr',
    'HR manager',
    'HR manager: manager of managers, payroll reviews, payroll audits, coaching of each manager.',
    ['Management', 'Payroll'],
  ),
];

describeSearchEngines('a title and its words apart', CORPUS, (ctx) => {
  it("ranks who holds a title's words apart after whoever holds one of its names, strictly and relaxed", async () => {
    for (const relax of [false, true]) {
      const ranked = await ctx.ranked({ keywords: 'payroll manager', relax });
      expect([ranked.slice(0, 2).sort(), ranked[2]]).toEqual([['paie', 'payroll'], 'hr']);
    }
  });

  it('ranks who holds the words and none of the names after the others, its score a tenth', async () => {
    const words = [
      { kind: 'word' as const, text: 'payroll' },
      { kind: 'word' as const, text: 'manager' },
    ];
    const query: ExpandedQuery = {
      groups: [{ include: [{ alternatives: [words], keys: [] }], exclude: [] }],
      apart: [{ words, names: [{ kind: 'word', text: 'payroll manager' }] }],
    };
    const hits = await ctx.searchEngine().search({ keywords: query, offset: 0, limit: 10 });
    expect(hits.ids).toEqual(['payroll', 'hr']);
    const plain = await ctx.searchEngine().search({ keywords: { groups: query.groups }, offset: 0, limit: 10 });
    expect(plain.ids).toEqual(['hr', 'payroll']);
  });
});
