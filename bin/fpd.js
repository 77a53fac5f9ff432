#!/usr/bin/env node
// `fpd`, as `npm link`, an install or `npm run fpd` puts it on the PATH: the compiled CLI when built (npm run build),
// the TypeScript source otherwise, through tsx: its CommonJS hook for the source's imports and its ESM hook for the
// dynamic import()s that load adapters and commands only when used (with the CommonJS hook alone they fail).
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const compiled = join(__dirname, '..', 'dist', 'src', 'cli', 'fpd.js');
if (existsSync(compiled)) {
  require(compiled);
} else {
  require('tsx/cjs');
  import('tsx/esm').then(
    () => require(join(__dirname, '..', 'src', 'cli', 'fpd.ts')),
    (err) => {
      console.error(
        `fpd: cannot load tsx to run the TypeScript source (${err.message}): run npm install, or npm run build`,
      );
      process.exit(1);
    },
  );
}
