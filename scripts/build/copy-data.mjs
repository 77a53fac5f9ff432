// The JSON data files under src/ into dist/src/, each at its place: tsc emits only the JSON a module imports, and the
// domain loads some of its tables when first used (require), which tsc does not follow. Run by `npm run build`.
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' }))
  if (file.endsWith('.json')) cpSync(join('src', file), join('dist', 'src', file));
