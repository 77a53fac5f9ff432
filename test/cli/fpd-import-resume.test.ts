import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { demoProfiles } from '../../src/demo/demo-profiles';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'src', 'cli', 'fpd.ts');
const N = 2000;

/**
 * `fpd import` killed midway (SIGKILL: no clean-up runs) and started again with the same file: it resumes after the
 * last batch it stored, from its checkpoint in the data directory, and ends with every profile stored once, those
 * stored before the kill untouched. The CLI runs as node itself (tsx as a loader), so the pid killed is the CLI's.
 */
describe('fpd import, killed and started again', () => {
  let dir: string;
  let file: string;
  /** The checkpoint the killed run left. */
  let saved: { name: string; text: string };
  const env = () => {
    const e: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: join(dir, 'data'), DEMO_PROFILES: '0', LOG_LEVEL: 'warn' };
    for (const name of ['MONGODB_URL', 'MONGODB_DB', 'OPENSEARCH_URL', 'ELASTICSEARCH_URL', 'REDIS_URL'])
      delete e[name];
    return e;
  };
  const args = (...more: string[]) => ['--import', 'tsx', CLI, 'import', file, '--progress-interval', '0', ...more];
  const checkpoints = () => {
    try {
      return readdirSync(join(dir, 'data', 'import-checkpoints')).filter((f) => f.endsWith('.json'));
    } catch {
      return [];
    }
  };
  const rows = () => {
    const db = new Database(join(dir, 'data', 'fpd.sqlite'), { readonly: true });
    try {
      return new Map(
        db
          .prepare<[], { internal_id: string; modified_at: number }>('SELECT internal_id, modified_at FROM profiles')
          .all()
          .map((r) => [r.internal_id, r.modified_at]),
      );
    } finally {
      db.close();
    }
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fpd-import-resume-'));
    file = join(dir, 'profiles.ndjson');
    writeFileSync(
      file,
      demoProfiles(N, { seed: 77 })
        .map((p) => `${JSON.stringify(p)}\n`)
        .join(''),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('resumes after the last batch stored: every profile once, none of those stored before the kill written again', async () => {
    const child = spawn(process.execPath, args(), { cwd: ROOT, env: env(), stdio: 'ignore' });
    const exited = once(child, 'exit');
    // Killed once a checkpoint is kept (a batch of 500 stored), well before the end.
    for (let waited = 0; checkpoints().length === 0; waited += 20) {
      if (child.exitCode !== null) throw new Error(`fpd import exited (${child.exitCode}) before it could be killed`);
      if (waited > 120_000) throw new Error('no checkpoint after 2 minutes');
      await new Promise((r) => setTimeout(r, 20));
    }
    child.kill('SIGKILL');
    await exited;
    saved = {
      name: checkpoints()[0]!,
      text: readFileSync(join(dir, 'data', 'import-checkpoints', checkpoints()[0]!), 'utf8'),
    };
    const kept = JSON.parse(saved.text) as { line: number; offset: number };
    const before = rows();
    expect(kept.line).toBeGreaterThanOrEqual(500);
    expect(before.size).toBeGreaterThanOrEqual(kept.line);
    expect(before.size).toBeLessThan(N);

    const again = await run(process.execPath, args(), { cwd: ROOT, env: env(), timeout: 180_000 });
    expect(again.stderr).toContain(
      `resuming an interrupted import of ${file} after line ${kept.line} (byte ${kept.offset} of`,
    );
    // Progress goes on from the checkpoint (periodic lines: stderr is not a terminal here).
    const progressLines = [...again.stderr.matchAll(/fpd: import \d+% \(.*\), line (\d+):/g)].map((m) => Number(m[1]));
    expect(progressLines.length).toBeGreaterThan(0);
    expect(Math.min(...progressLines)).toBeGreaterThan(kept.line);
    // The report counts both runs; a batch stored after the last checkpoint (killed in between) reads as unchanged.
    const [, created, updated, unchanged] = /created (\d+), updated (\d+), unchanged (\d+), rejected 0/
      .exec(again.stdout)!
      .map(Number);
    expect(created! + unchanged!).toBe(N);
    expect(updated).toBe(0);
    expect(unchanged).toBe(before.size - kept.line);

    const after = rows();
    expect(after.size).toBe(N);
    for (const [id, modifiedAt] of before) expect(after.get(id)).toBe(modifiedAt);
    expect(checkpoints()).toEqual([]); // finished: nothing to resume
  }, 300_000);

  it('--restart ignores a checkpoint, and a file changed since its interrupted import is read from the start', async () => {
    const restore = () => writeFileSync(join(dir, 'data', 'import-checkpoints', saved.name), saved.text);
    restore();
    const restarted = await run(process.execPath, args('--restart'), { cwd: ROOT, env: env(), timeout: 180_000 });
    expect(restarted.stderr).not.toContain('resuming');
    expect(restarted.stdout).toContain(`created 0, updated 0, unchanged ${N}, rejected 0`);
    expect(checkpoints()).toEqual([]);

    restore();
    const first = readFileSync(file, 'utf8').split('\n')[0]!;
    writeFileSync(file, readFileSync(file, 'utf8').replace(first, first.replace('"label":"', '"label":"Changé ')));
    const changed = await run(process.execPath, args(), { cwd: ROOT, env: env(), timeout: 180_000 });
    expect(changed.stderr).toContain('changed since an interrupted import of it: reading it from the start');
    expect(changed.stdout).toContain(`created 0, updated 1, unchanged ${N - 1}, rejected 0`);
    expect(checkpoints()).toEqual([]);
  }, 300_000);
});
