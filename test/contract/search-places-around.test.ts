import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import type { ExpandedQuery } from '../../src/domain/search/query-expansion';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * A place read relaxed (`relax: true`) also takes whoever lives around it (places.ts, WEIGHTS.livesAround): elsewhere
 * in its French region, or in its country abroad, after everyone there (placesAround, demoted on every engine). Read
 * strictly (the default), and in an exclusion, the place is the place alone.
 */
function developer(id: string, city: string, postalCode: string, countryCode = 'FR', summary?: string): RawProfile {
  const p = rawProfile(id, {
    basics: {
      label: 'Développeur Java',
      summary: summary ?? 'Missions de développement.',
      location: { address: '', region: '', city, postalCode, countryCode },
    },
  });
  p.meta.freelance.preferences.workAreas = [];
  return p;
}

// Modification times rise in this order.
const CORPUS = () => {
  const france = developer('france', 'Nantes', '44000', 'FR', 'Développeur Java en mission.');
  france.basics.label = 'Consultant';
  france.meta.freelance.preferences.workAreas = [{ type: 'pays', countryCode: 'FR' }];
  return [
    developer('lyon', 'Lyon', '69003'),
    developer('villeurbanne', 'Villeurbanne', '69100'),
    developer('grenoble', 'Grenoble', '38000', 'FR', 'Développeur Java : développeur Java, Java, Java et développeur.'),
    developer('paris', 'Paris', '75011'),
    france,
    developer('geneve', 'Genève', '1201', 'CH'),
    developer('lausanne', 'Lausanne', '1003', 'CH', 'Développeur Java : développeur Java, Java, Java et développeur.'),
  ];
};

describeSearchEngines('a place and around it', CORPUS, (ctx) => {
  it('relaxed, takes who lives in its region (abroad, its country) after everyone there or able to work there', async () => {
    // then, as few are there, who does the job elsewhere (search-places-missing.test.ts)
    const lyon = await ctx.ranked({ keywords: 'développeur lyon', relax: true });
    expect(lyon.slice(0, 2)).toEqual(['lyon', 'villeurbanne']);
    // who lives around it, and who covers all of France (KeyMatch.wide), in an order their text decides
    expect(lyon.slice(2, 4).sort()).toEqual(['france', 'grenoble']);
    expect(lyon.slice(4).sort()).toEqual(['geneve', 'lausanne', 'paris']);
    const geneve = await ctx.ranked({ keywords: 'développeur genève', relax: true });
    expect(geneve.slice(0, 2)).toEqual(['geneve', 'lausanne']);
    expect(geneve.slice(2).sort()).toEqual(['france', 'grenoble', 'lyon', 'paris', 'villeurbanne']);
  });

  it('ranks who matches a place by living around it after the others, its score a tenth', async () => {
    // around the place six times heavier than in it: still after (DEMOTED, a tenth)
    const query: ExpandedQuery = {
      groups: [
        {
          include: [
            {
              alternatives: [],
              keys: [
                { key: 'h:in:FR/r84', weight: 12, around: true },
                { key: 'w:cover:FR', weight: 2 },
              ],
            },
          ],
          exclude: [],
        },
      ],
    };
    const hits = await ctx.searchEngine().search({ keywords: query, offset: 0, limit: 10 });
    expect(hits.ids).toEqual(['france', 'grenoble', 'villeurbanne', 'lyon']);
  });

  it('strictly, and excluded, the place is the place alone', async () => {
    expect((await ctx.ranked({ keywords: 'développeur lyon' })).sort()).toEqual(['france', 'lyon', 'villeurbanne']);
    expect(await ctx.ranked({ keywords: 'développeur genève' })).toEqual(['geneve']);
    for (const relax of [false, true])
      expect((await ctx.ranked({ keywords: 'développeur -lyon', relax })).sort()).toEqual([
        'france',
        'geneve',
        'grenoble',
        'lausanne',
        'paris',
        'villeurbanne',
      ]);
  });
});
