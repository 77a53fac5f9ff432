import type { RawProfile, WorkArea } from '../../src/domain/profile/raw-profile.schema';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines, type SearchTestContext } from './search-engine.contract';

/**
 * Saved searches match as search does, on every engine: the same saved searches and the same changes give the same
 * matches on SQLite (search threads and calling thread), OpenSearch and Elasticsearch, and those matches are what
 * running each saved search afterwards finds among the profiles changed.
 */
const lyon: WorkArea = {
  type: 'ville',
  cityName: 'Lyon',
  cityZipCode: '69001',
  departmentCode: '69',
  regionCode: '84',
  countryCode: 'FR',
};
const idf: WorkArea = { type: 'region', regionCode: '11', regionName: 'Île-de-France', countryCode: 'FR' };

function profile(id: string, label: string, skills: string[], areas: WorkArea[] = [idf], available = true): RawProfile {
  const p = rawProfile(id, {
    basics: { label, summary: 'Missions diverses.' },
    work: [
      { name: 'Employeur Secret', position: 'Consultant', startDate: '2020', endDate: undefined, summary: 'Missions.' },
    ],
  });
  p.skills = skills.map((name) => ({ name, level: 'Avancé', keywords: [] }));
  p.meta.freelance = {
    ...p.meta.freelance,
    available,
    preferences: { ...p.meta.freelance.preferences, workAreas: areas },
  };
  return p;
}

/** Already there when the searches are saved (the matcher starts after them). */
const CORPUS = [profile('old-carto', 'Cartographe', ['QGIS']), profile('old-java', 'Développeur Java', ['Java'])];

const SEARCHES: Record<string, Record<string, unknown>> = {
  words: { keywords: 'cartographe' },
  phrase: { keywords: '"chef de projet" -java' },
  or: { keywords: 'terraform OR spark' },
  skill: { skills: ['python'] },
  equivalent: { keywords: 'k8s' },
  filters: { keywords: 'developpeur', available: true, workAreas: ['auvergne-rhone-alpes'] },
  redacted: { keywords: 'secret' },
};

/** What each saved search must have matched, on every engine (internal ids). */
const EXPECTED: Record<string, string[]> = {
  words: ['carto-1'],
  phrase: ['pm-1'],
  or: ['ops-1', 'py-1'],
  skill: ['py-1'],
  equivalent: ['ops-1'],
  filters: ['dev-lyon'],
  redacted: [],
};

describeSearchEngines(
  'saved searches match as search does',
  () => CORPUS,
  (ctx) => matchingContract(ctx),
);

function matchingContract(ctx: SearchTestContext) {
  it('finds the same matches on each engine, and exactly what running each saved search afterwards finds among the changes', async () => {
    const { t } = ctx;
    const caller = (await t.internals.stores.keys.list()).find((k) => k.name === 'test-partner')!;
    const saved = new Map<string, string>();
    for (const [name, query] of Object.entries(SEARCHES))
      saved.set(name, (await t.c.savedSearches.create(caller, { name, query })).id);
    const match = async () => {
      t.clock.advance(1000);
      return t.c.savedSearches.match();
    };
    await match(); // the matcher's first pass starts from the present

    await t.c.imports.importProfiles([
      profile('carto-1', 'Cartographe', ['QGIS']),
      profile('carto-gone', 'Cartographe', ['QGIS']),
      profile('pm-1', 'Chef de projet digital', ['Scrum']),
      profile('pm-java', 'Chef de projet Java', ['Java']),
      profile('ops-1', 'Ingénieur DevOps', ['Kubernetes', 'Terraform']),
      profile('py-1', 'Data engineer', ['Python', 'Spark']),
      profile('dev-lyon', 'Développeur JavaScript', ['React'], [lyon]),
      profile('dev-lyon-busy', 'Développeur JavaScript', ['React'], [lyon], false),
      profile('dev-paris', 'Développeur JavaScript', ['React'], [idf]),
    ]);
    await t.c.imports.importProfiles([profile('old-carto', 'Boulanger', ['Pain'])]); // changed out of a match
    await t.c.profilesAdmin.remove('carto-gone', 'deleted'); // removed before the matcher saw it
    t.clock.advance(1000);
    if (ctx.engine !== 'sqlite') {
      // The cluster has not been told yet: the matcher waits for the engine to show the changes, and moves nothing.
      expect(await match()).toBe(0);
      await ctx.syncIndex();
    }
    expect(await match()).toBe(Object.values(EXPECTED).flat().length);

    const changed = [
      'carto-1',
      'carto-gone',
      'pm-1',
      'pm-java',
      'ops-1',
      'py-1',
      'dev-lyon',
      'dev-lyon-busy',
      'dev-paris',
      'old-carto',
    ];
    for (const [name, id] of saved) {
      const recorded = (await t.internals.stores.savedSearches.matchesSince(id, 0, 100))
        .map((m) => m.internalId)
        .sort();
      expect([name, recorded]).toEqual([name, EXPECTED[name]]);
      // Running the saved search afterwards finds the same among the profiles changed.
      const now = (await ctx.ids(SEARCHES[name]!)).filter((x) => changed.includes(x));
      expect([name, now]).toEqual([name, EXPECTED[name]]);
    }

    // A match removed afterwards: forgotten, and never listed again.
    await t.c.profilesAdmin.remove('py-1', 'banned');
    await ctx.syncIndex();
    await match();
    expect(
      (await t.internals.stores.savedSearches.matchesSince(saved.get('skill')!, 0, 100)).map((m) => m.internalId),
    ).toEqual([]);
    expect((await t.c.savedSearches.matches(caller, saved.get('or')!, 0, 1, 20)).freelances).toHaveLength(1);
  });
}
