import type { ClusterClient } from '../../src/adapters/search-cluster/cluster-client';
import { searchCluster, type SearchCluster } from '../../src/adapters/search-cluster/cluster-search-engine';
import { PROFILE_INDEX_DEFINITION } from '../../src/adapters/search-cluster/cluster-search-index';
import { elasticsearchClient } from '../../src/adapters/search-cluster/elasticsearch-client';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import { parseKeywords } from '../../src/domain/search/keyword-grammar';
import { expandKeywords, literalKeywords } from '../../src/domain/search/query-expansion';
import { analyseFields, type SearchDocument, type SearchField } from '../../src/domain/search/search-document';
import type { SearchQuery } from '../../src/ports/search-engine';
import { describeWithEngine } from '../support/engines';

/**
 * The bool queries compiled from the grammar's AST (bool-query.ts) must mean the same on Elasticsearch 8 as on
 * OpenSearch: both get the profile index definition and the same documents (their token streams made by the
 * service), so the same ids in the same order, and the same totals. The search contract (search-engine.contract.ts)
 * holds each engine, SQLite included, to the exact results of its queries.
 */
const DEFINITION = {
  settings: { number_of_shards: 1, number_of_replicas: 0 },
  mappings: PROFILE_INDEX_DEFINITION.mappings,
};

const doc = (
  id: string,
  updatedAt: number,
  text: Partial<Record<SearchField, string>>,
  more: Partial<SearchDocument> = {},
): SearchDocument => ({
  internalId: id,
  ...analyseFields({ headline: '', skills: '', summary: '', work: '', ...text }),
  keys: [],
  facetKeys: [],
  rate: null,
  availableFrom: null,
  updatedAt,
  ...more,
});

const DOCS = [
  doc(
    'java',
    1,
    { headline: 'Développeur Java', skills: 'Java \n Spring', summary: 'Dix ans de Java en banque.' },
    { keys: ['k:java', 'k:spring', 'w:in:FR', 'w:in:FR/r11', 's:senior', 'a:now'], rate: 600 },
  ),
  doc(
    'js',
    2,
    { headline: 'Développeur JavaScript', skills: 'JavaScript \n React', summary: 'Applications web.' },
    { keys: ['k:javascript', 'k:react', 'w:in:FR', 'w:in:FR/r84'], availableFrom: 20_500 },
  ),
  doc(
    'pm',
    3,
    {
      headline: 'Chef de projet digital',
      summary: 'Chef de projet pour des lancements.',
      work: 'Chef de projet \n Lancement de produits',
    },
    { keys: ['w:in:FR', 'w:in:FR/r11', 's:senior', 'a:now'], rate: 450 },
  ),
  doc(
    'data',
    4,
    { headline: 'Data engineer', skills: 'Python \n Spark', summary: 'Pipelines en Python; chef de projet data.' },
    { keys: ['k:python', 'k:spark', 'w:in:BE', 'w:cover:BE', 's:junior', 'a:now'], availableFrom: 20_400 },
  ),
  doc(
    'ops',
    5,
    { headline: 'Ingénieur DevOps', skills: 'Kubernetes \n Terraform', work: 'Migration vers Kubernetes' },
    { keys: ['k:kubernetes', 'k:terraform'] },
  ),
  doc(
    'java-summary',
    6,
    { headline: 'Architecte', summary: 'Java au quotidien, un peu de Python.' },
    { keys: ['k:java', 's:expert', 'a:now'], rate: 900 },
  ),
];

/** A query read through the vocabulary (query-expansion.ts): clauses of several alternatives. */
const x = (keywords: string): SearchQuery => ({ ...q(''), keywords: expandKeywords(parseKeywords(keywords)).query });
const q = (keywords: string, more: Partial<SearchQuery> = {}): SearchQuery => ({
  keywords: literalKeywords(keywords),
  offset: 0,
  limit: 20,
  ...more,
});

const QUERIES: [string, SearchQuery][] = [
  ['no keywords (most recent first)', q('')],
  ['one word', q('java')],
  ['two words in different fields', q('java python')],
  ['a phrase', q('"chef de projet"')],
  ['a phrase in the wrong order', q('"projet de chef"')],
  ['an exclusion', q('developpeur -javascript')],
  ['an excluded phrase', q('projet -"chef de projet digital"')],
  ['exclusions only', q('-java -python')],
  ['OR groups', q('kubernetes OR "chef de projet" OR spark')],
  ['OR with an exclusion-only group', q('java OR -developpeur')],
  [
    'skills (all)',
    q('', {
      filters: [
        { facet: 'skills', any: ['k:java'] },
        { facet: 'skills', any: ['k:spring'] },
      ],
    }),
  ],
  ['areas (any)', q('', { filters: [{ facet: 'workAreas', any: ['w:in:FR/r11', 'w:cover:BE'] }] })],
  ['seniority (any)', q('', { filters: [{ facet: 'seniority', any: ['s:senior', 's:junior'] }] })],
  ['available', q('', { filters: [{ facet: 'available', any: ['a:now'] }] })],
  [
    'not available, with keywords',
    q('kubernetes OR javascript', { filters: [{ facet: 'available', any: ['a:now'], negate: true }] }),
  ],
  ['a day rate, unknown ones kept', q('', { maxRate: { max: 500, unknown: 'include' } })],
  ['a day rate, unknown ones dropped', q('', { maxRate: { max: 700, unknown: 'exclude' } })],
  ['available before a day', q('', { availableBefore: 20_450 })],
  [
    'facets, each without its own filter',
    q('', {
      filters: [
        { facet: 'seniority', any: ['s:senior'] },
        { facet: 'available', any: ['a:now'] },
      ],
      facets: ['seniority', 'available', 'skills', 'workAreas'],
    }),
  ],
  ['a second page', q('', { offset: 2, limit: 2 })],
  ['nothing matches', q('cobol')],
  ['alternatives (the vocabulary): an alias', x('k8s')],
  ['a run of words read as one form, and an AND alternative', x('chef de projet')],
  ['an excluded word and its equivalents', x('python -engineer')],
  [
    'a clause that also matches by place',
    {
      ...q(''),
      keywords: {
        groups: [
          {
            include: [{ alternatives: [[{ kind: 'word', text: 'java' }]], keys: [{ key: 'w:in:FR/r11', weight: 2 }] }],
            exclude: [],
          },
        ],
      },
    },
  ],
  [
    'places under OR and exclusion',
    {
      ...q(''),
      keywords: {
        groups: [
          {
            include: [{ alternatives: [[{ kind: 'word', text: 'python' }]], keys: [{ key: 'w:in:BE', weight: 2 }] }],
            exclude: [],
          },
          {
            include: [],
            exclude: [{ alternatives: [[{ kind: 'word', text: 'chef' }]], keys: [{ key: 'w:in:FR/r11', weight: 2 }] }],
          },
        ],
      },
    },
  ],
];

describeWithEngine('opensearch', 'compiled queries', (openSearchUrl) => {
  describeWithEngine('elasticsearch', 'mean the same on Elasticsearch 8 as on OpenSearch', (elasticsearchUrl) => {
    const index = `fpd-query-parity-${process.pid}`;
    const clusters: SearchCluster[] = [];
    const engines = () => clusters.map((c) => c.engine);
    const open = async (name: 'opensearch' | 'elasticsearch', client: ClusterClient) => {
      await client.deleteIndex(index);
      await client.createIndex(index, DEFINITION);
      const cluster = searchCluster(name, client, index);
      expect(await cluster.index.write({ upsert: DOCS, remove: [] })).toEqual([]);
      await cluster.index.refresh();
      clusters.push(cluster);
    };
    beforeAll(async () => {
      await open('opensearch', openSearchClient(openSearchUrl));
      await open('elasticsearch', elasticsearchClient(elasticsearchUrl));
    });
    afterAll(async () => {
      for (const cluster of clusters) {
        await cluster.index.deleteIndex(index);
        await cluster.close();
      }
    });

    it.each(QUERIES)('%s', async (_, query) => {
      const [onOpenSearch, onElasticsearch] = await Promise.all(engines().map((e) => e.search(query)));
      expect(onElasticsearch).toEqual(onOpenSearch);
    });

    it('is not a comparison of empty answers', async () => {
      const answers = await Promise.all(QUERIES.map(([, query]) => engines()[0]!.search(query)));
      expect(answers.filter((a) => a.ids.length > 0).length).toBeGreaterThanOrEqual(QUERIES.length - 3);
      expect((await engines()[0]!.search(q('java'))).ids).toEqual(['java', 'java-summary']); // the headline first
    });
  });
});
