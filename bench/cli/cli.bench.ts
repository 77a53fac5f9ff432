/**
 * bench/cli: how long an operator waits for `fpd`, as a whole process, on the embedded default.
 *
 *   npm run bench:cli -- [runs=10] [profiles=300]
 *
 * Seeds `profiles` demo profiles and a few keys into a fresh DATA_DIR, then runs each operator command `runs` times,
 * one after the other, after one warm-up: the reads (`keys list`, `profiles list`, `profiles show`, `profiles export`,
 * `queues`, `indexer failed`), the writes (`keys create`, `import` of 49 profiles the store already has, `profiles
 * remove` and `profiles restore` of one profile, taken in turns) and `reindex` (on the embedded default, a message
 * that none is needed). Beside them, `node -e ''`: the floor, starting Node alone. Prints each one's wall time (min,
 * median, max) and its median over the floor's. `bin/fpd.js` runs the compiled CLI when `npm run build` has made
 * dist/, the TypeScript source through tsx otherwise: the bench says which. Target: every command under 1 s
 * (median, built).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config';
import { createContainer } from '../../src/container';
import { seedDemo } from '../../src/demo/seed-demo';

const RUNS = Number(process.argv[2] ?? 10);
const PROFILES = Number(process.argv[3] ?? 300);
const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'fpd.js');

/** Wall times of `runs` runs (after a warm-up) of each command, taken in turns when several are given. */
function timed(commands: string[][], env: NodeJS.ProcessEnv): number[][] {
  const out: number[][] = commands.map(() => []);
  for (let i = 0; i <= RUNS; i++) {
    commands.forEach((args, c) => {
      const start = process.hrtime.bigint();
      const run = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
      // `queues`, `indexer failed` and `reindex` exit 1 on the embedded default, saying it has no queues
      if (run.status !== 0 && !/no queues|not configured/i.test(run.stderr.toString()))
        throw new Error(`${args.slice(1).join(' ')}: exit ${run.status}\n${run.stderr}`);
      if (i > 0) out[c]!.push(Number(process.hrtime.bigint() - start) / 1e6); // the first is the warm-up
    });
  }
  return out.map((xs) => xs.sort((a, b) => a - b));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fpd-bench-cli-'));
  try {
    const c = await createContainer(
      loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SQLITE_SEARCH_THREADS: '0' }),
    );
    await seedDemo(c, PROFILES);
    const id = (await c.profilesAdmin.list({ status: 'all' }, 1, 1)).items[0]!.internalId;
    await c.close();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir };
    const fpd = (...args: string[]) => [BIN, ...args];
    const exported = join(dataDir, 'export.ndjson');
    execFileSync(process.execPath, fpd('profiles', 'export', '--output', exported), { env, stdio: 'ignore' });
    const unchanged = join(dataDir, 'unchanged.ndjson');
    writeFileSync(unchanged, readFileSync(exported, 'utf8').split('\n').slice(0, 49).join('\n') + '\n');

    const rows: [string, string[]][] = [
      ["node -e ''", ['-e', '']],
      ['fpd keys list', fpd('keys', 'list')],
      ['fpd profiles list', fpd('profiles', 'list')],
      [`fpd profiles show ${id}`, fpd('profiles', 'show', id)],
      [`fpd profiles export (${PROFILES})`, fpd('profiles', 'export', '--output', join(dataDir, 'again.ndjson'))],
      ['fpd queues', fpd('queues')],
      ['fpd indexer failed', fpd('indexer', 'failed')],
      ['fpd reindex', fpd('reindex')],
      ['fpd keys create', fpd('keys', 'create', '--type', 'client', '--name', 'bench')],
      ['fpd import (49 unchanged)', fpd('import', unchanged)],
    ];
    const times = rows.map(([, args]) => timed([args], env)[0]!);
    const turns: [string, string[]][] = [
      [`fpd profiles remove ${id}`, fpd('profiles', 'remove', id, '--reason', 'deleted')],
      [`fpd profiles restore ${id}`, fpd('profiles', 'restore', id)],
    ];
    const inTurns = timed(
      turns.map(([, args]) => args),
      env,
    );
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
    const floor = median(times[0]!);
    console.log(
      `${RUNS} runs each, ${PROFILES} profiles, ${existsSync(join(ROOT, 'dist', 'src', 'cli', 'fpd.js')) ? 'built (dist/)' : 'unbuilt (tsx)'}; wall ms`,
    );
    const all: [string, number[]][] = [
      ...rows.map(([name], i): [string, number[]] => [name, times[i]!]),
      ...turns.map(([name], i): [string, number[]] => [name, inTurns[i]!]),
    ];
    for (const [name, xs] of all) {
      console.log(
        `${name.padEnd(34)} min ${xs[0]!.toFixed(0).padStart(5)}  median ${median(xs).toFixed(0).padStart(5)}  max ${xs.at(-1)!.toFixed(0).padStart(5)}  median/floor ${(median(xs) / floor).toFixed(1)}`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
