/**
 * bench/search/brief: readBrief (src/domain/search/brief.ts) on a job ad of 5 000 characters (brief-ad.ts), in-process.
 *
 *   npx tsx bench/search/brief.bench.ts [runs=50] [other checkout's root...]
 *
 * Each implementation (this checkout's, then each other root's src/: an older commit's, written out with `git archive
 * <commit> src | tar -x -C <root>` and node_modules linked there) reads the ad 10 times to warm up, then `runs` times,
 * the implementations in turn each round (so that their ratios compare the same moments of a shared machine); prints
 * the median, p90 and min of each (the min: the machine's quietest run).
 */
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { readBrief as ReadBrief } from '../../src/domain/search/brief';
import { parseMobilityFile } from '../../src/services/mobility.service';
import { bundledMobilityBytes } from '../../test/support/mobility';
import { LONG_AD } from './brief-ad';

const [runsArg, ...others] = process.argv.slice(2);
const runs = Number(runsArg ?? 50);
const roots = [resolve(__dirname, '../..'), ...others.map((r) => resolve(r))];
const ctx = { places: parseMobilityFile(bundledMobilityBytes()), now: Date.UTC(2026, 10, 29) };

async function main() {
  const readers: { root: string; read: typeof ReadBrief; times: number[] }[] = [];
  for (const root of roots) {
    const { readBrief } = (await import(join(root, 'src/domain/search/brief.ts'))) as { readBrief: typeof ReadBrief };
    for (let i = 0; i < 10; i++) readBrief(LONG_AD, ctx);
    readers.push({ root, read: readBrief, times: [] });
  }
  for (let i = 0; i < runs; i++)
    for (const r of readers) {
      const start = performance.now();
      r.read(LONG_AD, ctx);
      r.times.push(performance.now() - start);
    }
  const at = (times: number[], q: number) => [...times].sort((a, b) => a - b)[Math.floor(q * (times.length - 1))]!;
  console.log(`readBrief on LONG_AD (${LONG_AD.length} characters), ${runs} runs after 10`);
  for (const r of readers)
    console.log(
      `${r.root}: median ${at(r.times, 0.5).toFixed(2)} ms, p90 ${at(r.times, 0.9).toFixed(2)} ms, min ${at(r.times, 0).toFixed(2)} ms`,
    );
}

void main();
