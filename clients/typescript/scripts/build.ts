/**
 * Builds the package's JavaScript with its declarations: ES modules in dist/esm (with a package.json saying so) and
 * CommonJS in dist/cjs, both from src/ by the TypeScript compiler, plus the generated schema's declarations (a
 * `.d.ts` source, which tsc does not copy). `npm run client:build` at the repository's root; `npm pack` in
 * clients/typescript runs it first (prepack).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT_DIR = join(__dirname, '..');
const TSC = require.resolve('typescript/bin/tsc');
const BUILDS = [
  { dir: 'esm', type: 'module', flags: ['--module', 'ES2022', '--moduleResolution', 'bundler'] },
  { dir: 'cjs', type: 'commonjs', flags: ['--module', 'commonjs', '--moduleResolution', 'node10'] },
] as const;

rmSync(join(CLIENT_DIR, 'dist'), { recursive: true, force: true });
for (const { dir, type, flags } of BUILDS) {
  const out = join(CLIENT_DIR, 'dist', dir);
  execFileSync(process.execPath, [TSC, '-p', join(CLIENT_DIR, 'tsconfig.build.json'), '--outDir', out, ...flags], {
    stdio: 'inherit',
  });
  copyFileSync(join(CLIENT_DIR, 'src', 'schema.d.ts'), join(out, 'schema.d.ts'));
  writeFileSync(join(out, 'package.json'), `${JSON.stringify({ type }, null, 2)}\n`);
}
