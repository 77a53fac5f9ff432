import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');

/**
 * docs/reference.md is generated from the OpenAPI description, the error catalogue and the import's schema
 * (scripts/docs/build-reference.ts): a route, field, limit or code changed without `npm run docs:reference` fails here.
 * A child process: prettier, which formats it, is an ES module jest does not load.
 */
describe('docs/reference.md', () => {
  it('is what the service describes today', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'docs', 'build-reference.ts'), '--check'],
      { cwd: ROOT },
    );
    await expect(run).resolves.toBeDefined();
  }, 60_000);
});
