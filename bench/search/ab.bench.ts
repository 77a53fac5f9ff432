/**
 * bench/search/ab: two checkouts' search services side by side in one process, each on its own embedded store, each
 * query asked of one then the other, `rounds` times, interleaved: the load of a shared machine hits both alike, so the
 * ratio holds where bench:search's absolute figures swing 2x between runs.
 *
 *   npx tsx bench/search/ab.bench.ts BASE_CHECKOUT BASE_STORE_DIR HEAD_STORE_DIR [rounds=15] ["query,query,..."]
 *   AB_FACETS=seniority,workAreas npx tsx bench/search/ab.bench.ts ...   (each body asks those facets too)
 *   AB_RELAX=1 npx tsx bench/search/ab.bench.ts ...   (each body relaxed: `relax: true`)
 *
 * The head is this checkout. The stores are DATA_DIRs (a copy of bench:search's, opened once by each checkout before:
 * a store of another layout is migrated and rebuilt when it opens). Without queries, bench:search's mix. Prints each
 * query's median of both, their sums and head/base, vocabulary on then off. Cluster and Redis variables are ignored.
 */
import { resolve } from 'node:path';
import { MIX } from './query-mix';

const [baseRoot, baseDir, headDir, roundsArg, queries] = process.argv.slice(2);
if (!baseRoot || !baseDir || !headDir) {
  console.error('usage: ab.bench.ts BASE_CHECKOUT BASE_STORE_DIR HEAD_STORE_DIR [rounds=15] ["query,query,..."]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 15);
const FACETS = {
  ...(process.env.AB_FACETS && { facets: process.env.AB_FACETS.split(',') }),
  ...(process.env.AB_RELAX === '1' && { relax: true }),
};
const BODIES: object[] = (queries ? queries.split(',').map((keywords) => ({ keywords })) : MIX).map((body) => ({
  ...body,
  ...FACETS,
}));
const SIDES = [
  ['base', resolve(baseRoot), baseDir],
  ['head', resolve(__dirname, '../..'), headDir],
] as const;

type Composed = {
  services: {
    search: { warmUp(): Promise<void>; searchJson(owner: string, input: object): Promise<string> };
    close(): Promise<void>;
  };
};

async function open(root: string, dir: string, vocabulary: string): Promise<Composed> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { loadConfig } = require(`${root}/src/config/config`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { composeService } = require(`${root}/src/container`);
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dir,
    DEMO_PROFILES: '0',
    LOG_LEVEL: 'warn',
    SEARCH_VOCABULARY: vocabulary,
    SQLITE_SEARCH_THREADS: '0',
    TRACKING_BASE_URL: 'https://track.bench.example/t',
  };
  for (const v of ['OPENSEARCH_URL', 'ELASTICSEARCH_URL', 'OPENSEARCH_CLUSTER_URL', 'MONGODB_URL', 'REDIS_URL'])
    delete env[v];
  const composed: Composed = await composeService(loadConfig(env));
  await composed.services.search.warmUp();
  return composed;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function main() {
  console.log(
    `bench/search/ab: base ${SIDES[0][1]} on ${baseDir}, head ${SIDES[1][1]} on ${headDir}, ${ROUNDS} rounds`,
  );
  for (const vocabulary of ['on', 'off']) {
    const services = [];
    for (const [, root, dir] of SIDES) services.push(await open(root, dir, vocabulary));
    const sums = [0, 0];
    for (const body of BODIES) {
      const input = { page: 1, limit: 20, ...body };
      const times: number[][] = [[], []];
      for (let r = 0; r < ROUNDS; r++)
        for (const [i, s] of services.entries()) {
          const started = process.hrtime.bigint();
          await s.services.search.searchJson('partner:bench', input);
          times[i]!.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      const [base, head] = times.map(median) as [number, number];
      sums[0]! += base;
      sums[1]! += head;
      console.log(
        `  ${vocabulary.padEnd(3)} ${base.toFixed(1).padStart(7)} ${head.toFixed(1).padStart(7)}  ${JSON.stringify(body)}`,
      );
    }
    console.log(
      `vocabulary ${vocabulary}: sum of medians base ${sums[0]!.toFixed(1)} ms, head ${sums[1]!.toFixed(1)} ms, head/base ${(sums[1]! / sums[0]!).toFixed(2)}`,
    );
    for (const s of services) await s.services.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
