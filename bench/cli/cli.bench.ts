/**
 * bench/cli: how long an operator waits for `fpd`, as a whole process, on the embedded default.
 *
 *   npm run bench:cli -- [runs=10] [profiles=300]
 *
 * Seeds `profiles` demo profiles and a few keys into a fresh DATA_DIR, then runs `node bin/fpd.js keys list` and
 * `node bin/fpd.js profiles show ID` `runs` times each, one after the other, after one warm-up, and beside them
 * `node -e ''` (the floor: starting Node alone), and prints each one's wall time (min, median, max) and its median
 * over the floor's. `bin/fpd.js` runs the compiled CLI when `npm run build` has made dist/, the TypeScript source
 * through tsx otherwise: the bench says which. Target: both commands under 1 s (median, built).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config';
import { createContainer } from '../../src/container';
import { seedDemo } from '../../src/demo/seed-demo';

const RUNS = Number(process.argv[2] ?? 10);
const PROFILES = Number(process.argv[3] ?? 300);
const ROOT = join(__dirname, '..', '..');

function timed(args: string[], env: NodeJS.ProcessEnv): number[] {
  const out: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const start = process.hrtime.bigint();
    execFileSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'ignore'] });
    if (i > 0) out.push(Number(process.hrtime.bigint() - start) / 1e6); // the first is the warm-up
  }
  return out.sort((a, b) => a - b);
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
    const bin = join(ROOT, 'bin', 'fpd.js');
    const rows: [string, number[]][] = [
      ["node -e ''", timed(['-e', ''], env)],
      ['fpd keys list', timed([bin, 'keys', 'list'], env)],
      [`fpd profiles show ${id}`, timed([bin, 'profiles', 'show', id], env)],
    ];
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
    const floor = median(rows[0]![1]);
    console.log(
      `${RUNS} runs each, ${PROFILES} profiles, ${existsSync(join(ROOT, 'dist', 'src', 'cli', 'fpd.js')) ? 'built (dist/)' : 'unbuilt (tsx)'}; wall ms`,
    );
    for (const [name, xs] of rows) {
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
