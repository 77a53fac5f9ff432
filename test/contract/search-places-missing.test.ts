import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import type { ExpandedQuery } from '../../src/domain/search/query-expansion';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * Relaxed (`relax: true`), when fewer than a page's worth of profiles do the job in the place named, who does it
 * elsewhere comes after them and after those around it (ExpandedGroup.placesMissing, on every engine): `comptable
 * Bretagne` is never a page of two. Strictly, in an OR, or with enough there, the place is a condition.
 */
function person(id: string, label: string, city: string, postalCode: string, summary = 'Missions.'): RawProfile {
  const p = rawProfile(id, {
    basics: { label, summary, location: { address: '', region: '', city, postalCode, countryCode: 'FR' } },
  });
  p.meta.freelance.preferences.workAreas = [];
  return p;
}

// Modification times rise in this order: who is elsewhere is the most recent, and writes the title most.
const CORPUS = () => [
  person('rennes', 'Comptable', 'Rennes', '35000'),
  person('brest-dev', 'Développeur Java', 'Brest', '29200'),
  person('nantes', 'Comptable', 'Nantes', '44000', 'Comptable : comptabilité, comptable, comptable.'),
  person('lyon', 'Comptable', 'Lyon', '69003', 'Comptable : comptabilité, comptable, comptable.'),
  wide(person('france', 'Comptable', 'Lille', '59000', 'Comptable : comptabilité, comptable, comptable.')),
];

/** Can work anywhere in France. */
function wide(p: RawProfile): RawProfile {
  p.meta.freelance.preferences.workAreas = [{ type: 'pays', countryCode: 'FR' }];
  return p;
}

describeSearchEngines('a relaxed search and the place few are in', CORPUS, (ctx) => {
  it('relaxed, finds who does the job elsewhere after whoever does it there, and never who is there for another job', async () => {
    const found = await ctx.ranked({ keywords: 'comptable Bretagne', relax: true });
    expect(found[0]).toBe('rennes');
    expect(found.slice(1).sort()).toEqual(['france', 'lyon', 'nantes']);
  });

  it('strictly, or in an OR, the place is a condition', async () => {
    // (who can work anywhere in France works in Brittany too)
    expect(await ctx.ranked({ keywords: 'comptable Bretagne' })).toEqual(['rennes', 'france']);
    expect((await ctx.ranked({ keywords: 'comptable Bretagne OR développeur Bretagne', relax: true })).sort()).toEqual([
      'brest-dev',
      'france',
      'rennes',
    ]);
  });

  it('ranks who lacks the place after the others, its score a hundredth', async () => {
    const query: ExpandedQuery = {
      groups: [
        {
          include: [
            { alternatives: [[{ kind: 'word', text: 'comptable' }]], keys: [] },
            { alternatives: [], keys: [{ key: 'h:in:FR/r53', weight: 1 }], words: 'Bretagne' },
          ],
          exclude: [],
          placesMissing: true,
        },
      ],
    };
    const hits = await ctx.searchEngine().search({ keywords: query, offset: 0, limit: 10 });
    expect(hits.ids[0]).toBe('rennes');
    expect(hits.total).toBe(4);
    const strict = await ctx.searchEngine().search({
      keywords: { groups: [{ ...query.groups[0]!, placesMissing: undefined }] },
      offset: 0,
      limit: 10,
    });
    expect(strict.ids).toEqual(['rennes']);
  });

  it('ranks who matches a city or a department by covering all of France after those there, on every reading', async () => {
    // covering France weighs as much as living in Rennes here, and its text more: still after (KeyMatch.wide, WIDE)
    const query: ExpandedQuery = {
      groups: [
        {
          include: [
            { alternatives: [[{ kind: 'word', text: 'comptable' }]], keys: [] },
            {
              alternatives: [],
              keys: [
                { key: 'h:in:FR/r53/d35/vrennes', weight: 6 },
                { key: 'w:cover:FR', weight: 6, wide: true },
              ],
              words: 'Rennes',
            },
          ],
          exclude: [],
        },
      ],
    };
    const hits = await ctx.searchEngine().search({ keywords: query, offset: 0, limit: 10 });
    expect(hits.ids).toEqual(['rennes', 'france']);
  });
});
