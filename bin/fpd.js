#!/usr/bin/env node
// Runs the compiled CLI when built (npm run build), the TypeScript source through tsx otherwise.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const compiled = join(__dirname, '..', 'dist', 'src', 'cli', 'fpd.js');
if (existsSync(compiled)) {
  require(compiled);
} else {
  require('tsx/cjs');
  require(join(__dirname, '..', 'src', 'cli', 'fpd.ts'));
}
