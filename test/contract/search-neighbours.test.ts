import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import type { Alternative, Clause, ExpandedQuery } from '../../src/domain/search/query-expansion';
import { expandKeywords } from '../../src/domain/search/query-expansion';
import { parseKeywords } from '../../src/domain/search/keyword-grammar';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * A title's neighbours (NEIGHBOURS, Clause.neighboursFrom) find their holders, but score only for a profile that has
 * none of the title's own names, DEMOTED times as much: on every engine, a neighbour's name written beside the title's
 * adds nothing (a product designer who also lists `UX designer` among its professions does not come before a UX
 * designer because it writes product designer too).
 */
const profile = (id: string, label: string, summary: string) => rawProfile(id, { basics: { label, summary } });

const CORPUS = () => [
  // the title alone, in a short title
  profile('own', 'Zorgtitle', 'Missions diverses.'),
  // the title in a longer title, and the neighbour's name all over
  profile(
    'both',
    'Zorgtitle Zorgneighbour confirmé',
    'Zorgneighbour, zorgneighbour et zorgneighbour : un zorgneighbour de métier, zorgneighbour toujours.',
  ),
  // the neighbour's name only
  profile('near', 'Zorgneighbour', 'Zorgneighbour expérimenté.'),
];

const word = (text: string): Alternative => [{ kind: 'word', text }];
const clause = (neighbours: boolean): Clause => ({
  alternatives: [word('zorgtitle'), word('zorgneighbour')],
  keys: [],
  ...(neighbours && { neighboursFrom: 1 }),
});
const query = (neighbours: boolean): ExpandedQuery => ({ groups: [{ include: [clause(neighbours)], exclude: [] }] });

describeSearchEngines('a title and its neighbours', CORPUS, (ctx) => {
  it("ranks the title's holders by the title's names alone, then the neighbours' holders", async () => {
    const engine = ctx.searchEngine();
    const ids = async (q: ExpandedQuery) => (await engine.search({ keywords: q, offset: 0, limit: 10 })).ids;
    // Scored alike, the neighbour's holder or whoever writes both comes first (the clusters take the best name, the
    // embedded engine sums them).
    expect((await ids(query(false)))[0]).not.toBe('own');
    // As neighbours: the short title first, then whoever also writes the neighbour's, then the neighbour's holder.
    expect(await ids(query(true))).toEqual(['own', 'both', 'near']);
    // page by page, across the title's holders and the neighbours' (read apart on the embedded engine), and past them
    for (const [offset, limit, expected] of [
      [0, 1, ['own']],
      [1, 1, ['both']],
      [1, 2, ['both', 'near']],
      [2, 1, ['near']],
      [2, 5, ['near']],
      [3, 1, []],
      [7, 2, []],
    ] as const) {
      // and under a filter (the embedded engine then counts the title's holders beside their rows)
      for (const filters of [[], [{ facet: 'skills' as const, any: ['k:cobol'], negate: true }]]) {
        const hits = await engine.search({ keywords: query(true), filters, offset, limit });
        expect([offset, limit, filters.length, hits.ids, hits.total]).toEqual([
          offset,
          limit,
          filters.length,
          expected,
          3,
        ]);
      }
    }
  });

  it('marks where a title read through the vocabulary has its neighbours', () => {
    const [title] = expandKeywords(parseKeywords('ux designer')).query.groups[0]!.include;
    const show = (a: Alternative) => a.map((t) => t.text).join(' ');
    const own = title!.alternatives.slice(0, title!.neighboursFrom).map(show);
    const neighbours = title!.alternatives.slice(title!.neighboursFrom).map(show);
    expect(own).toEqual(expect.arrayContaining(['user experience designer', 'designeuse ux']));
    expect(neighbours).toEqual(expect.arrayContaining(['product designer', 'chercheur ux']));
    // kinds are the title's own (`contrôleur financier` is posted for `contrôleur de gestion`): they score with it
    const [controller] = expandKeywords(parseKeywords('contrôleur financier')).query.groups[0]!.include;
    expect(controller!.alternatives.slice(0, controller!.neighboursFrom).map(show)).toContain('controleur de gestion');
  });
});

/**
 * Relaxed, an attribute beside a title ranks (`consultant SEO senior`: the seniors first), among the title's holders:
 * a neighbour's holder with the attribute, whose text names the neighbour outside its headline, still comes after the
 * title's holders without it (ExpandedQuery.neighboursOnly).
 */
function seniorityProfile(
  id: string,
  label: string,
  summary: string,
  seniority: 'Confirme (3-6 ans)' | 'Senior (7-10 ans)',
) {
  const p = rawProfile(id, { basics: { label, summary } });
  p.meta.freelance.seniority = seniority;
  return p;
}

const RANKED = () => [
  seniorityProfile('seo-senior', 'Consultant SEO', 'Audits et netlinking.', 'Senior (7-10 ans)'),
  {
    ...seniorityProfile('seo-confirmed', 'Consultante SEO', 'Consultante SEO : audits SEO.', 'Confirme (3-6 ans)'),
    skills: [{ name: 'SEO', level: '', keywords: [] }],
  },
  seniorityProfile('sea-senior', 'Consultante acquisition', 'Consultante SEA depuis huit ans.', 'Senior (7-10 ans)'),
  // others, so that the title's words are rare, as in a pool
  ...[
    ...['Développeur Java', 'Comptable', 'Data Analyst', 'Chef de projet', 'Juriste', 'Acheteuse', 'UX designer'],
    ...['Comptable fournisseurs', 'Data Engineer', 'Product Owner', 'Paralegal', 'Acheteur', 'UI designer'],
    ...['Développeur Python', 'Contrôleur de gestion', 'Responsable RH', 'Architecte cloud', 'Scrum Master', 'DevOps'],
  ].map((label, i) => seniorityProfile(`other-${i}`, label, 'Missions.', 'Senior (7-10 ans)')),
];

describeSearchEngines("a title's neighbours beside an attribute that ranks", RANKED, (ctx) => {
  it("ranks a neighbour's senior holder after the title's holders", async () => {
    expect(await ctx.ranked({ keywords: 'consultant seo senior', relax: true })).toEqual([
      'seo-senior',
      'seo-confirmed',
      'sea-senior',
    ]);
  });
});

/** A profile whose one past job held `position` (2010 to 2018). */
const formerly = (p: RawProfile, position: string, summary: string): RawProfile => ({
  ...p,
  work: [{ name: 'Zzacme', position, startDate: '2010-01', endDate: '2018-12', summary }],
});
/** Senior holders of other titles: the rest of a small pool. */
const others = (labels: string[]) =>
  labels.map((label, i) => seniorityProfile(`other-${i}`, label, 'Missions.', 'Senior (7-10 ans)'));

/**
 * Strict or relaxed, who names the title asked for in the headline comes before who names it only in a past job or a mission's
 * text (ExpandedQuery.titled, UNTITLED): an EPM consultant who was a controller once, and trains controllers, after a
 * business controller (an equivalent of the title), at any seniority asked.
 */
const TITLED = () => [
  seniorityProfile('controller', 'Business controller', 'Clôtures mensuelles et budget.', 'Senior (7-10 ans)'),
  // a headline in the plural names the title too
  seniorityProfile('plural', 'Contrôleurs de gestion', 'Clôtures mensuelles.', 'Senior (7-10 ans)'),
  formerly(
    seniorityProfile(
      'former',
      'Consultant EPM',
      'Consolidation et budget, je forme les contrôleurs de gestion.',
      'Senior (7-10 ans)',
    ),
    'Contrôleur de gestion',
    'Clôtures et reporting.',
  ),
  ...others(['Développeur Java', 'Comptable', 'Data Analyst', 'Juriste', 'Acheteuse', 'UX designer', 'Trésorier']),
];

describeSearchEngines('a title held now, and a title named elsewhere', TITLED, (ctx) => {
  it("ranks the title's holder first, with or without an attribute beside it", async () => {
    for (const keywords of ['contrôleur de gestion', 'contrôleur de gestion senior'])
      for (const relax of [true, false]) {
        const ranked = await ctx.ranked({ keywords, relax });
        expect([keywords, relax, [...ranked.slice(0, 2)].sort(), ranked.slice(2)]).toEqual([
          keywords,
          relax,
          ['controller', 'plural'],
          ['former'],
        ]);
      }
  });
});

/**
 * Relaxed, a title's neighbours are found after it, and who holds a neighbour now comes before who only names one in a
 * past job or a mission's text (ExpandedQuery.titled holds the neighbours too): for `devops engineer`, a site
 * reliability engineer before a Java developer who was one once.
 */
const NEIGHBOUR_HELD = () => [
  seniorityProfile('own', 'DevOps engineer', 'Pipelines et cloud.', 'Senior (7-10 ans)'),
  seniorityProfile('near', 'Site reliability engineer', 'Astreintes.', 'Senior (7-10 ans)'),
  formerly(
    seniorityProfile(
      'mention',
      'Développeur Java',
      'Ancien site reliability engineer : site reliability engineering, SLO, astreintes de site reliability engineer.',
      'Senior (7-10 ans)',
    ),
    'Site reliability engineer',
    'Site reliability engineer de la plateforme.',
  ),
  ...others(['Comptable', 'Data Analyst', 'Juriste', 'Acheteuse', 'UX designer', 'Trésorier']),
];

describeSearchEngines('a neighbour held now, and a neighbour named elsewhere', NEIGHBOUR_HELD, (ctx) => {
  it("ranks the title's holder, then the neighbour's, then who names the neighbour elsewhere", async () => {
    expect(await ctx.ranked({ keywords: 'devops engineer', relax: true })).toEqual(['own', 'near', 'mention']);
  });
});
