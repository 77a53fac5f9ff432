'use strict';
/**
 * An import thread's entry (import-threads.ts starts it): its code, import-line.thread.ts, is TypeScript, loaded the
 * way bin/fpd.js loads the CLI: the compiled JavaScript beside this file when built (npm run build), else the source
 * through tsx's CommonJS hook. So a thread starts alike under the built CLI, tsx (npm run fpd, the benchmarks) and
 * jest, whose transform does not reach worker threads; and the calling process's loaders (execArgv) are not needed.
 */
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const compiled = join(__dirname, 'import-line.thread.js');
if (existsSync(compiled)) {
  require(compiled);
} else {
  require('tsx/cjs');
  require(join(__dirname, 'import-line.thread.ts'));
}
