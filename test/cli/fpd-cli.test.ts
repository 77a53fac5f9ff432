import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { Client } from '@opensearch-project/opensearch';
import { describeWithEngine } from '../support/engines';
import { freePort } from '../support/private-redis';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

const run = promisify(execFile);
const TSX = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const CLI = join(__dirname, '..', '..', 'src', 'cli', 'fpd.ts');

/**
 * The CLI as its own process, with the configuration of the service under test: the embedded store in its
 * DATA_DIR, whatever engines the surrounding environment (CI) points at, plus `extra`. Killed after 60 s.
 */
async function cli(t: TestApp, extra: Record<string, string>, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.dataDir, TRACKING_BASE_URL: 'https://track.fpd.example/t' };
  for (const name of ['MONGODB_URL', 'MONGODB_DB', 'ID_SECRET', 'EMAIL_HASH_SALT', 'TRACKING_SECRET', 'OPENSEARCH_URL', 'ELASTICSEARCH_URL', 'REDIS_URL']) delete env[name];
  try {
    const { stdout, stderr } = await run(TSX, [CLI, ...args], { env: { ...env, ...extra }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; killed?: boolean; stdout: string; stderr: string };
    return { code: e.killed ? 'killed' : e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The CLI runs as its own process on the DATA_DIR of a running service, as an operator would use it. */
describe('fpd CLI', () => {
  let t: TestApp;
  const fpd = (...args: string[]) => cli(t, {}, ...args);
  const sync = (key: string) => request(t.app).get('/freelances?modifiedTime=0&page=1&limit=100').set('x-api-key', key);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates keys that the running service accepts at once, and revokes them', async () => {
    const created = await fpd('keys', 'create', '--type', 'client', '--name', 'Acme Sync', '--json');
    expect(created.code).toBe(0);
    const out = JSON.parse(created.stdout.trim().split('\n').at(-1)!);
    expect(out).toEqual({ key: expect.stringMatching(/^fpd_/), id: expect.any(String), type: 'client' });
    expect((await sync(out.key)).status).toBe(200);

    const list = await fpd('keys', 'list');
    expect(list.stdout).toContain(`fpd_${out.id}_********`);
    expect(list.stdout).not.toContain(out.key);

    expect((await fpd('keys', 'revoke', out.id)).code).toBe(0);
    expect((await sync(out.key)).status).toBe(403);
    const again = await fpd('keys', 'revoke', out.id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already revoked');
  });

  it('creates an integrator and a sub-client with its integrationClientId', async () => {
    expect((await fpd('keys', 'create', '--type', 'integrator', '--name', 'Big Integrator')).code).toBe(0);
    const sub = await fpd('keys', 'create', '--type', 'client', '--name', 'Sub', '--integrator', 'bigintegrator', '--email', 'a@sub.example', '--company', 'Sub SA', '--json');
    expect(JSON.parse(sub.stdout.trim().split('\n').at(-1)!)).toEqual({
      key: expect.any(String),
      id: expect.any(String),
      type: 'client',
      integrationClientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const unknown = await fpd('keys', 'create', '--type', 'client', '--name', 'Sub', '--integrator', 'nobody');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('integrator: no integrator with slug "nobody"');
    const badType = await fpd('keys', 'create', '--type', 'root', '--name', 'x');
    expect(badType.code).not.toBe(0);
    expect(badType.stderr).toMatch(/--type/);
  });

  it('imports NDJSON, reports bad lines by number, and a second import changes nothing', async () => {
    const file = join(t.dataDir, 'profiles.ndjson');
    const bad = { ...rawProfile('cli-3'), basics: { ...rawProfile('cli-3').basics, email: 'not-an-email' } };
    writeFileSync(file, [JSON.stringify(rawProfile('cli-1')), '{ broken', '', JSON.stringify(rawProfile('cli-2')), JSON.stringify(bad)].join('\n') + '\n');
    const first = await fpd('import', file);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('created 2, updated 0, unchanged 0, rejected 2');
    expect(first.stderr).toContain(`${file}:2: invalid JSON`);
    expect(first.stderr).toContain(`${file}:5: basics.email: must be an e-mail address`);
    const listed = await sync(t.key.client);
    expect(listed.body.infos.total).toBeGreaterThanOrEqual(2);
    const before = (await t.internals.stores.profiles.get('cli-1'))!.modifiedAt;

    const second = await fpd('import', file);
    expect(second.stdout).toContain('created 0, updated 0, unchanged 2, rejected 2');
    expect((await t.internals.stores.profiles.get('cli-1'))!.modifiedAt).toBe(before);
  });

  it('flags, in the import report, work areas the mobility dataset does not know (kept as given)', async () => {
    const file = join(t.dataDir, 'areas.ndjson');
    const areas = (id: string, workAreas: object[]) => {
      const p = rawProfile(id);
      p.meta.freelance.preferences.workAreas = workAreas as never;
      return JSON.stringify(p);
    };
    writeFileSync(
      file,
      [
        areas('cli-area-1', [{ type: 'ville', cityName: 'Nantes', cityZipCode: '44000' }]),
        areas('cli-area-2', [
          { type: 'departement', departmentCode: '2A' },
          { type: 'ville', cityName: 'Ys', cityZipCode: '29999', departmentCode: '29' },
        ]),
      ].join('\n'),
    );
    const out = await fpd('import', file);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain(`${file}:2: meta.freelance.preferences.workAreas.1: not in the mobility dataset, kept as given (ville Ys 29999 29 (FR))`);
    expect(out.stdout).toContain('created 2, updated 0, unchanged 0, rejected 0, 1 work area not in the mobility dataset (kept as given)');
    expect((await t.internals.stores.profiles.get('cli-area-2'))!.profile.meta.freelance.preferences.workAreas[1]).toMatchObject({ cityName: 'Ys', cityZipCode: '29999' });
  });

  it('removes and restores a profile by internal id or by meta.id', async () => {
    await t.c.imports.importProfiles([rawProfile('cli-9')]);
    const removed = await fpd('profiles', 'remove', 'cli-9', '--reason', 'banned');
    expect(removed.stdout).toContain('Removed cli-9 (banned)');
    expect((await t.internals.stores.profiles.get('cli-9'))!.removalReason).toBe('banned');
    const metaId = t.internals.distributor.publicId('cli-9');
    expect((await fpd('profiles', 'restore', metaId)).stdout).toContain('Restored cli-9');
    expect((await t.internals.stores.profiles.get('cli-9'))!.removalReason).toBeNull();
    const missing = await fpd('profiles', 'remove', 'ghost', '--reason', 'deleted');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No profile with id ghost');
    expect((await fpd('profiles', 'remove', 'cli-9', '--reason', 'gone')).code).not.toBe(0);
  });

  it('shows a freelancer’s views and events per recruiter company', async () => {
    await t.c.imports.importProfiles([rawProfile('cli-stats')]);
    await t.internals.stores.events.record([
      { eventId: 'a', owner: 'partner:p', type: 'profile_view', freelancer: 'cli-stats', recruiterEmail: 'r@a.example', recruiterCompany: 'Acme', occurredAt: 1, recordedAt: 1 },
      { eventId: 'b', owner: 'partner:p', type: 'profile_view', freelancer: 'cli-stats', recruiterEmail: 'r@a.example', recruiterCompany: 'Acme', occurredAt: 2, recordedAt: 2 },
      { eventId: 'c', owner: 'partner:p', type: 'click_cv', freelancer: 'cli-stats', recruiterEmail: 'r@a.example', recruiterCompany: 'Acme', occurredAt: 3, recordedAt: 3 },
      { eventId: 'd', owner: 'partner:q', type: 'add_favorite', freelancer: 'cli-stats', recruiterEmail: 'r@b.example', recruiterCompany: 'Beta', occurredAt: 4, recordedAt: 4 },
    ]);
    const out = await fpd('stats', t.internals.distributor.publicId('cli-stats'));
    expect(out.stdout).toContain('cli-stats: views and events per recruiter company');
    expect(out.stdout).toContain('  Acme: 2 views, click_cv 1');
    expect(out.stdout).toContain('  Beta: 0 views, add_favorite 1');
    const json = JSON.parse((await fpd('stats', 'cli-stats', '--json')).stdout);
    expect(json.companies).toEqual([
      { company: 'Acme', counts: { click_cv: 1, profile_view: 2 } },
      { company: 'Beta', counts: { add_favorite: 1 } },
    ]);
  });
});

/**
 * Writes with a search cluster and an unreachable REDIS_URL: the store write stands, the enqueue gives up at once
 * (the indexer's sweep will index the profiles), one line says so, and the command succeeds.
 */
describeWithEngine('opensearch', 'fpd CLI with Redis unreachable', (opensearchUrl) => {
  let t: TestApp;
  let extra: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    extra = { OPENSEARCH_URL: opensearchUrl, SEARCH_INDEX: `fpd-test-cli-${process.pid}`, REDIS_URL: `redis://127.0.0.1:${await freePort()}` };
  });
  afterAll(async () => {
    await new Client({ node: opensearchUrl }).indices.delete({ index: `${extra.SEARCH_INDEX}*`, ignore_unavailable: true });
    await t.close();
  });

  it('fpd import and fpd profiles remove store, say in one line that indexing is left to the sweep, and exit 0', async () => {
    const file = join(t.dataDir, 'redis-down.ndjson');
    writeFileSync(file, ['r1', 'r2'].map((id) => JSON.stringify(rawProfile(id))).join('\n') + '\n');
    const imported = await cli(t, extra, 'import', file);
    const removed = await cli(t, extra, 'profiles', 'remove', 'r1', '--reason', 'deleted');
    for (const [out, n] of [
      [imported, 2],
      [removed, 1],
    ] as const) {
      expect(out.code).toBe(0);
      const lines = out.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: 40,
        msg: `Redis is unreachable (ECONNREFUSED): ${n} changed profile(s) stored, not queued for indexing; the indexer's sweep will index them`,
      });
    }
    expect(imported.stdout).toContain('created 2, updated 0, unchanged 0, rejected 0');
    expect(removed.stdout).toContain('Removed r1 (deleted)');
    expect((await t.internals.stores.profiles.get('r1'))!.removalReason).toBe('deleted');
    expect(await t.internals.stores.profiles.get('r2')).not.toBeNull();
    // Commands that need Redis itself fail at once, with one line.
    const queues = await cli(t, extra, 'queues');
    expect(queues).toMatchObject({ code: 1, stderr: 'fpd: Redis is unreachable (ECONNREFUSED)\n' });
  }, 120_000);
});
