import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * How the benchmarks run the service's processes (the API server, `fpd import`): `built` (the default) as production
 * runs them, `node dist/...js` after `npm run build` (once a bench process, in each checkout it runs); `source` from
 * the TypeScript sources through tsx, as `npm start` does, which costs more CPU (tsx's transform keeps every
 * function's name by wrapping it as it is made). Set by BENCH_RUN.
 */
export const BENCH_RUN = process.env.BENCH_RUN ?? 'built';

const built = new Set<string>();

/** Node's arguments to run `source` (a .ts path under the checkout `cwd`), as `how` says. */
export function entryArgs(source: string, how: string = BENCH_RUN, cwd: string = process.cwd()): string[] {
  if (how === 'source') return ['--import', 'tsx', source];
  if (how !== 'built') throw new Error(`BENCH_RUN: "built" or "source", not "${how}"`);
  if (!built.has(cwd)) {
    execFileSync('npm', ['run', '-s', 'build'], { cwd, stdio: 'inherit' });
    built.add(cwd);
  }
  return [join('dist', source.replace(/\.ts$/, '.js'))];
}
