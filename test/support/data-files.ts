import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const ROOT = join(__dirname, '../..');

/**
 * A data file the domain loads, as committed and as its build script (run with tsx, its output path as argument)
 * makes it now from the sources: a test expects them equal, so a source or script changed without the build fails.
 */
export function dataFileAndItsBuild(committed: string, script: string): { committed: string; built: string } {
  const out = join(mkdtempSync(join(tmpdir(), 'fpd-data-')), basename(committed));
  execFileSync(process.execPath, ['--import', 'tsx', script, out], { cwd: ROOT });
  return { committed: readFileSync(join(ROOT, committed), 'utf8'), built: readFileSync(out, 'utf8') };
}
