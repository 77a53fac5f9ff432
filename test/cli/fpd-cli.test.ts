import { execFile } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { Client } from '@opensearch-project/opensearch';
import { IMPORT_EXAMPLE } from '../../src/cli/profile-commands';
import { describeWithEngine } from '../support/engines';
import { freePort } from '../support/private-redis';
import { rawProfile } from '../support/profiles';
import { runningClock, startTestApp, type TestApp } from '../support/test-app';

const run = promisify(execFile);
const TSX = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const CLI = join(__dirname, '..', '..', 'src', 'cli', 'fpd.ts');

/**
 * The CLI as its own process, with the configuration of the service under test: the embedded store in its
 * DATA_DIR, whatever engines the surrounding environment (CI) points at, plus `extra`. Killed after 60 s.
 */
async function cli(t: TestApp, extra: Record<string, string>, ...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: t.dataDir,
    TRACKING_BASE_URL: 'https://track.fpd.example/t',
  };
  for (const name of [
    'MONGODB_URL',
    'MONGODB_DB',
    'ID_SECRET',
    'EMAIL_HASH_SALT',
    'TRACKING_SECRET',
    'OPENSEARCH_URL',
    'ELASTICSEARCH_URL',
    'REDIS_URL',
  ])
    delete env[name];
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
    // the CLI's process reads the wall clock: so does the service it shares its store with (a fixed clock a month
    // back made keys the service stopped look older than the purge's retention once the month had passed)
    t = await startTestApp({}, { clock: runningClock() });
  });
  afterAll(() => t.close());

  it('creates keys that the running service accepts at once, and revokes them', async () => {
    const created = await fpd('keys', 'create', '--type', 'client', '--name', 'Acme Sync', '--json');
    expect(created.code).toBe(0);
    const out = JSON.parse(created.stdout.trim().split('\n').at(-1)!);
    expect(out).toEqual({
      key: expect.stringMatching(/^fpd_/),
      id: expect.any(String),
      type: 'client',
      holderId: out.id,
    });
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
    const sub = await fpd(
      'keys',
      'create',
      '--type',
      'client',
      '--name',
      'Sub',
      '--integrator',
      'bigintegrator',
      '--email',
      'a@sub.example',
      '--company',
      'Sub SA',
      '--json',
    );
    expect(JSON.parse(sub.stdout.trim().split('\n').at(-1)!)).toEqual({
      key: expect.any(String),
      id: expect.any(String),
      type: 'client',
      holderId: expect.any(String),
      integrationClientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const unknown = await fpd('keys', 'create', '--type', 'client', '--name', 'Sub', '--integrator', 'nobody');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('integrator: no integrator with slug "nobody"');
    const badType = await fpd('keys', 'create', '--type', 'root', '--name', 'x');
    expect(badType.code).not.toBe(0);
    expect(badType.stderr).toMatch(/--type/);
  });

  it('refuses a partner or integrator slug another active key holds once folded, says which, and rotates a key instead', async () => {
    const first = JSON.parse(
      (await fpd('keys', 'create', '--type', 'partner', '--name', 'Façade Co', '--json')).stdout
        .trim()
        .split('\n')
        .at(-1)!,
    );
    expect(first.slug).toBe('facadeco');
    const clash = await fpd('keys', 'create', '--type', 'integrator', '--name', 'Other', '--slug', 'FACADE-co');
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain(
      `fpd: slug: "facade-co" reads as "facadeco", the slug of the active partner key ${first.id} (Façade Co)`,
    );
    const rotated = await fpd('keys', 'rotate', first.id, '--json');
    expect(rotated.code).toBe(0);
    const second = JSON.parse(rotated.stdout.trim().split('\n').at(-1)!);
    expect(second).toEqual({
      key: expect.stringMatching(/^fpd_/),
      id: expect.any(String),
      type: 'partner',
      slug: 'facadeco',
      holderId: first.id,
      replaces: first.id,
      replacedExpiresAt: expect.any(String),
    });
    expect((await request(t.app).get('/partners/whitelist').set('x-api-key', second.key)).status).toBe(200);
  });

  it('revoking any key of an integrator revokes its lineage and its sub-clients’ keys, and says so', async () => {
    const first = (await t.c.keys.create({ type: 'integrator', name: 'Gone Integrator' })).record;
    const second = (await t.c.keys.rotate(first.id)).record;
    const sub = await t.c.keys.create({ type: 'client', name: 'Sub', integrator: 'goneintegrator' });
    const revoked = await fpd('keys', 'revoke', first.id);
    expect(revoked.stdout).toBe(
      `Revoked 2 keys of holder ${first.id}: ${first.id}, ${second.id}\nIntegrator goneintegrator has no active key left: the keys of its sub-clients were revoked too (1): ${sub.record.id}\n`,
    );
    expect((await sync(sub.key)).status).toBe(403);
    expect((await fpd('keys', 'revoke', second.id)).stderr).toContain(
      `fpd: Key ${second.id} is already revoked, with every key of its lineage`,
    );
  });

  it('rotates with an overlap, lists each key’s holder and lineage, and purges nothing recent', async () => {
    const first = (await t.c.keys.create({ type: 'partner', name: 'Lineage' })).record;
    const rotated = await fpd('keys', 'rotate', first.id, '--overlap-hours', '2', '--json');
    const out = JSON.parse(rotated.stdout.trim().split('\n').pop()!) as Record<string, string>;
    expect(out).toMatchObject({ type: 'partner', holderId: first.id, replaces: first.id, slug: 'lineage' });
    const listed = (await fpd('keys', 'list')).stdout.split('\n');
    expect(listed.find((l) => l.includes(first.id))).toMatch(
      new RegExp(`partner +Lineage  lineage  holder ${first.id}  replaced by ${out.id}  works until `),
    );
    expect(listed.find((l) => l.startsWith(`fpd_${out.id}_`))).toMatch(
      new RegExp(`holder ${first.id}  replaces ${first.id}  active$`),
    );
    expect((await fpd('keys', 'rotate', first.id)).stderr).toMatch(/was already rotated: key .* replaced it/);
    expect((await fpd('keys', 'purge', '--json')).stdout.trim()).toBe('{"keys":[],"holders":[]}');
  });

  it('prints callers’ text with control characters escaped, in tables and in JSON', async () => {
    const evil = 'Evil\u001b[2J\u001b]52;c;cm0gLXJmIH4=\u0007\r\nfpd_AAAAAAAAAAAA_********  admin  Root\u202eeht\u0085';
    await t.c.keys.create({ type: 'client', name: evil, integrator: 'test-integrator', company: evil });
    for (const args of [
      ['keys', 'list'],
      ['keys', 'list', '--json'],
    ]) {
      const { stdout } = await fpd(...args);
      // eslint-disable-next-line no-control-regex -- the very characters that must not reach the terminal
      expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      expect(stdout.split('\n').filter((l) => l.includes('Root'))).toHaveLength(1); // no forged row
    }
    const table = (await fpd('keys', 'list')).stdout;
    expect(table).toContain('Evil\\u{001b}[2J\\u{001b}]52;c;cm0gLXJmIH4=\\u{0007}\\u{000d}\\u{000a}fpd_AAAA');
    const json = JSON.parse((await fpd('keys', 'list', '--json')).stdout) as { name: string }[];
    expect(json.map((k) => k.name)).toContain(evil); // the JSON still says exactly what was stored
  });

  it('imports NDJSON, reports bad lines by number, and a second import changes nothing', async () => {
    const file = join(t.dataDir, 'profiles.ndjson');
    const bad = { ...rawProfile('cli-3'), basics: { ...rawProfile('cli-3').basics, email: 'not-an-email' } };
    writeFileSync(
      file,
      [
        JSON.stringify(rawProfile('cli-1')),
        '{ broken',
        '',
        JSON.stringify(rawProfile('cli-2')),
        JSON.stringify(bad),
      ].join('\n') + '\n',
    );
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
    expect(out.stderr).toContain(
      `${file}:2: meta.freelance.preferences.workAreas.1: not in the mobility dataset, kept as given (ville Ys 29999 29 (FR))`,
    );
    expect(out.stdout).toContain(
      'created 2, updated 0, unchanged 0, rejected 0, 1 work area not in the mobility dataset (kept as given)',
    );
    expect(
      (await t.internals.stores.profiles.get('cli-area-2'))!.profile.meta.freelance.preferences.workAreas[1],
    ).toMatchObject({ cityName: 'Ys', cityZipCode: '29999' });
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
      {
        eventId: 'a',
        owner: 'partner:p',
        type: 'profile_view',
        freelancer: 'cli-stats',
        recruiterEmail: 'r@a.example',
        recruiterCompany: 'Acme',
        occurredAt: 1,
        recordedAt: 1,
      },
      {
        eventId: 'b',
        owner: 'partner:p',
        type: 'profile_view',
        freelancer: 'cli-stats',
        recruiterEmail: 'r@a.example',
        recruiterCompany: 'Acme',
        occurredAt: 2,
        recordedAt: 2,
      },
      {
        eventId: 'c',
        owner: 'partner:p',
        type: 'click_cv',
        freelancer: 'cli-stats',
        recruiterEmail: 'r@a.example',
        recruiterCompany: 'Acme',
        occurredAt: 3,
        recordedAt: 3,
      },
      {
        eventId: 'd',
        owner: 'partner:q',
        type: 'add_favorite',
        freelancer: 'cli-stats',
        recruiterEmail: 'r@b.example',
        recruiterCompany: 'Beta',
        occurredAt: 4,
        recordedAt: 4,
      },
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

/** An operator looks profiles up: lists them, shows one with its index state, exports them in the import format. */
describe('fpd profiles list, show and export', () => {
  let t: TestApp;
  const fpd = (...args: string[]) => cli(t, {}, ...args);
  const day = (n: number) => Date.UTC(2026, 0, n);

  beforeAll(async () => {
    t = await startTestApp();
    // a1, a2 on January 1st, b1 on the 2nd, c1 on the 3rd; a2 removed on the 4th
    for (const [ids, n] of [
      [['a1', 'a2'], 1],
      [['b1'], 2],
      [['c1'], 3],
    ] as const) {
      t.clock.set(day(n));
      await t.c.imports.importProfiles(ids.map((id) => rawProfile(id, { basics: { label: `Profil ${id}` } })));
    }
    t.clock.set(day(4));
    await t.c.profilesAdmin.remove('a2', 'banned');
  });
  afterAll(() => t.close());

  it('lists by status and modification time, paged, as lines or JSON', async () => {
    const all = await fpd('profiles', 'list');
    expect(all.code).toBe(0);
    const lines = all.stdout.trim().split('\n');
    expect(lines.slice(0, -1).map((l) => l.split('  ')[0])).toEqual(['a1', 'b1', 'c1', 'a2']);
    expect(lines[0]).toBe(
      [
        'a1',
        t.internals.distributor.publicId('a1'),
        'distributed'.padEnd(20),
        '2026-01-01T00:00:00.000Z',
        'Profil a1',
      ].join('  '),
    );
    expect(lines[3]).toContain('removed (banned)');
    expect(lines.at(-1)).toBe('page 1 of 1 (4 profiles, 50 a page)');

    const json = async (...args: string[]) =>
      JSON.parse((await fpd('profiles', 'list', '--json', ...args)).stdout) as {
        items: { internalId: string }[];
        total: number;
        page: number;
        limit: number;
      };
    const ids = (l: { items: { internalId: string }[] }) => l.items.map((i) => i.internalId);
    expect(ids(await json('--status', 'removed'))).toEqual(['a2']);
    expect(ids(await json('--status', 'distributed', '--modified-since', '2026-01-02'))).toEqual(['b1', 'c1']);
    expect(ids(await json('--modified-since', '2026-01-02', '--modified-before', '2026-01-03T00:00:00Z'))).toEqual([
      'b1',
    ]);
    const second = await json('--limit', '3', '--page', '2');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(ids(second)).toEqual(['a2']);
    expect((await fpd('profiles', 'list', '--limit', '1')).stdout.trim().split('\n').at(-1)).toBe(
      'page 1 of 4 (4 profiles, 1 a page); next: --page 2',
    );

    const badDate = await fpd('profiles', 'list', '--modified-since', 'yesterday');
    expect(badDate.code).toBe(1);
    expect(badDate.stderr).toContain(
      "option '--modified-since <date>' argument 'yesterday' is invalid. must be a date (2026-01-31)",
    );
    const badStatus = await fpd('profiles', 'list', '--status', 'gone');
    expect(badStatus.code).toBe(1);
    expect(badStatus.stderr).toContain('--status');
  }, 120_000);

  it('shows a stored profile, by internal id or meta.id, with its index state', async () => {
    const shown = await fpd('profiles', 'show', t.internals.distributor.publicId('b1'));
    expect(shown.code).toBe(0);
    const b1 = JSON.parse(shown.stdout);
    expect(b1).toEqual({
      internalId: 'b1',
      metaId: t.internals.distributor.publicId('b1'),
      status: 'distributed',
      removalReason: null,
      removedAt: null,
      createdAt: day(2),
      modifiedAt: day(2),
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      label: 'Profil b1',
      // the embedded index is written in the store's own transaction
      index: { engine: 'sqlite', state: 'current', indexedVersion: day(2) },
      profile: (await t.internals.stores.profiles.get('b1'))!.profile,
    });
    expect(b1.profile.basics.email).toBe('camille.b1@gmail.example'); // the original, for the operator
    expect(JSON.parse((await fpd('profiles', 'show', 'a2')).stdout)).toMatchObject({
      status: 'removed',
      removalReason: 'banned',
      removedAt: day(4),
      index: { state: 'absent', indexedVersion: null },
    });
    const ghost = await fpd('profiles', 'show', 'ghost');
    expect(ghost).toMatchObject({
      code: 1,
      stderr: `fpd: store: SQLite ${t.dataDir}/fpd.sqlite\nfpd: No profile with id ghost\n`,
    });
  }, 60_000);

  it('exports in the import format: importing the export changes nothing; filters apply; the help shows a line it takes', async () => {
    const before = await t.internals.stores.profiles.listProfiles({ status: 'all' }, { offset: 0, limit: 100 });
    const file = join(t.dataDir, 'export.ndjson');
    const exported = await fpd('profiles', 'export', '--output', file);
    expect(exported).toMatchObject({
      code: 0,
      stdout: '',
      stderr: `fpd: store: SQLite ${t.dataDir}/fpd.sqlite\nExported 4 profiles to ${file}\n`,
    });
    expect(statSync(file).mode & 0o077).toBe(0); // personal data: the operator's alone
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l).meta.id)).toEqual(['a1', 'b1', 'c1', 'a2']);
    const again = await fpd('import', file);
    expect(again.stdout).toContain('created 0, updated 0, unchanged 4, rejected 0');
    expect(await t.internals.stores.profiles.listProfiles({ status: 'all' }, { offset: 0, limit: 100 })).toEqual(
      before,
    ); // not a byte, not a time
    const toStdout = await fpd('profiles', 'export', '--status', 'distributed', '--modified-before', String(day(3)));
    expect(
      toStdout.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).meta.id),
    ).toEqual(['a1', 'b1']);
    expect(toStdout.stderr).toBe(`fpd: store: SQLite ${t.dataDir}/fpd.sqlite\nExported 2 profiles\n`);

    const help = await fpd('import', '--help');
    const example = help.stdout.split('\n').find((l) => l.startsWith('{'))!;
    writeFileSync(join(t.dataDir, 'example.ndjson'), `${example}\n`);
    const imported = await fpd('import', join(t.dataDir, 'example.ndjson'));
    expect(imported).toMatchObject({ code: 0 });
    expect(imported.stdout).toContain('created 1, updated 0, unchanged 0, rejected 0');
    expect(help.stdout).toContain('fpd import profiles.ndjson');
    expect(example).toBe(IMPORT_EXAMPLE);
    expect(readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8')).toContain(IMPORT_EXAMPLE); // the README's CLI section shows the same line
  }, 120_000);
});

/** On a search cluster, `fpd profiles show` tells whether the index holds the stored version. */
describeWithEngine('opensearch', 'fpd profiles show on a search cluster', (opensearchUrl) => {
  let t: TestApp;
  let extra: Record<string, string>;
  beforeAll(async () => {
    extra = { OPENSEARCH_URL: opensearchUrl, SEARCH_INDEX: `fpd-test-cli-show-${process.pid}` };
    t = await startTestApp(extra); // no Redis: each write is indexed by the process that makes it
  });
  afterAll(async () => {
    await new Client({ node: opensearchUrl }).indices.delete({
      index: `${extra.SEARCH_INDEX}*`,
      ignore_unavailable: true,
    });
    await t.close();
  });

  it('current once indexed; still indexed after a removal the indexer has not carried', async () => {
    await t.c.imports.importProfiles([rawProfile('s1')]);
    const stored = (await t.internals.stores.profiles.get('s1'))!;
    expect(JSON.parse((await cli(t, extra, 'profiles', 'show', 's1')).stdout).index).toEqual({
      engine: 'opensearch',
      state: 'current',
      indexedVersion: stored.modifiedAt,
    });
    t.clock.advance(1000);
    await t.internals.stores.profiles.remove('s1', 'deleted', t.clock); // straight to the store: no change notified
    expect(JSON.parse((await cli(t, extra, 'profiles', 'show', 's1')).stdout).index).toEqual({
      engine: 'opensearch',
      state: 'still indexed',
      indexedVersion: stored.modifiedAt,
    });
  }, 60_000);
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
    extra = {
      OPENSEARCH_URL: opensearchUrl,
      SEARCH_INDEX: `fpd-test-cli-${process.pid}`,
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    };
  });
  afterAll(async () => {
    await new Client({ node: opensearchUrl }).indices.delete({
      index: `${extra.SEARCH_INDEX}*`,
      ignore_unavailable: true,
    });
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
      const [store, ...lines] = out.stderr.trim().split('\n');
      expect(store).toBe(`fpd: store: SQLite ${t.dataDir}/fpd.sqlite`);
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
    expect(queues).toMatchObject({
      code: 1,
      stderr: `fpd: store: SQLite ${t.dataDir}/fpd.sqlite\nfpd: Redis is unreachable (ECONNREFUSED)\n`,
    });
  }, 120_000);
});
