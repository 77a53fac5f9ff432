import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');
const SCHEMA = join(ROOT, 'clients', 'typescript', 'src', 'schema.d.ts');

/** `tsx clients/typescript/scripts/generate-schema.ts --check [schema]`: its exit code and output. */
async function check(schemaFile?: string): Promise<{ code: number; output: string }> {
  const args = [
    'node_modules/.bin/tsx',
    'clients/typescript/scripts/generate-schema.ts',
    '--check',
    ...(schemaFile ? [schemaFile] : []),
  ];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/**
 * The client's types are generated from the description the service serves; a stale copy fails here, not at a client's.
 */
describe('clients/typescript/src/schema.d.ts', () => {
  it('is what openapi-typescript generates from the current OpenAPI description (else: npm run client:generate)', async () => {
    const { code, output } = await check();
    expect(output).toContain('up to date');
    expect(code).toBe(0);
  }, 60_000);

  it('is called stale when it differs by one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fpd-client-schema-'));
    try {
      const drifted = join(dir, 'schema.d.ts');
      writeFileSync(drifted, readFileSync(SCHEMA, 'utf8').replace("'/freelances': {", "'/freelancers': {"));
      const { code, output } = await check(drifted);
      expect(output).toContain('is stale');
      expect(output).toContain('npm run client:generate');
      expect(code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
