import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { describeWithEngine } from '../support/engines';
import { indexedVersions, storeVersions, waitFor } from '../support/indexer';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

const ROOT = join(__dirname, '..', '..');
const LAG_SECONDS = 1;
const HOLD_MS = 3500; // well past the safety lag

/**
 * Another process imports a batch and holds its write open for longer than SYNC_SAFETY_LAG_SECONDS (on SQLite inside
 * the transaction; on MongoDB between two halves of the bulkWrite, the first half visible), while this process runs the
 * indexer's sweep and a sync client by the sync recipe of docs/api.md, over and over. When the write is done, one more
 * of each must find every profile: nothing of the batch may fall behind a sweep checkpoint or a nextModifiedTime that
 * passed it while it was in flight.
 */
describeWithEngine('opensearch', 'a batch write held open past the safety lag', (opensearchUrl) => {
  describe('[sqlite]', () => heldBatch(opensearchUrl));
  describeWithEngine('mongodb', 'a batch write held open past the safety lag', (mongodbUrl) =>
    heldBatch(opensearchUrl, mongodbUrl),
  );
});

function heldBatch(opensearchUrl: string, mongodbUrl?: string) {
  let t: TestApp;
  let env: Record<string, string>;
  let writer: ChildProcess | undefined;
  beforeEach(async () => {
    // A cluster and no Redis: this process's own writes are indexed in-process, the writer's only by the sweep.
    env = {
      OPENSEARCH_URL: opensearchUrl,
      SEARCH_INDEX: `fpd-test-held-${process.pid}-${mongodbUrl ? 'mongo' : 'sqlite'}`,
      SYNC_SAFETY_LAG_SECONDS: String(LAG_SECONDS),
    };
    t = await startTestApp(env, { mongodbUrl });
  });
  afterEach(async () => {
    if (writer && writer.exitCode === null) writer.kill('SIGKILL');
    await t.internals.searchCluster!.index.deleteIndex(`${env.SEARCH_INDEX}*`);
    await t.close();
  });

  type Copy = Map<string, string>;
  const now = () => t.clock.set(Date.now()); // the writer runs on the real clock: so does the service here

  async function sync(copy: Copy, since: number): Promise<number> {
    let cursor: string | null = null;
    for (let page = 1; ; page++) {
      now();
      const res: request.Response = await request(t.app)
        .get(
          `/freelances?modifiedTime=${since}&page=${page}&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        )
        .set('x-api-key', t.key.client);
      expect(res.status).toBe(200);
      for (const p of res.body.freelances) {
        if (p.meta.status === 'deleted') copy.delete(p.meta.id);
        else copy.set(p.meta.id, p.basics.label);
      }
      cursor = res.body.infos.nextCursor;
      if (!cursor) return res.body.infos.nextModifiedTime;
    }
  }

  const sweep = () => {
    now();
    return t.internals.searchIndexer!.sweep();
  };

  it('loses nothing: the sweep and the sync client find every profile of the batch once it is written', async () => {
    now();
    await t.c.imports.importProfiles(['seed-1', 'seed-2'].map((id) => rawProfile(id)));
    const copy: Copy = new Map();
    let since = await sync(copy, 0);
    await sweep();

    // Ids in descending order: on MongoDB the half written first has the higher ids, as in the fault-injection run.
    const batch = Array.from({ length: 12 }, (_, i) => `held-${String(11 - i).padStart(2, '0')}`);
    const childEnv = mongodbUrl
      ? {
          MONGODB_URL: mongodbUrl,
          MONGODB_DB: t.c.config.mongodb!.dbName,
          ID_SECRET: t.c.config.secrets.idSecret,
          EMAIL_HASH_SALT: t.c.config.secrets.emailHashSalt,
          TRACKING_SECRET: t.c.config.secrets.trackingSecret,
        }
      : { DATA_DIR: t.dataDir };
    writer = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/support/held-batch-writer.ts'), ...batch], {
      cwd: ROOT,
      env: { ...process.env, MONGODB_URL: '', ...childEnv, HOLD_MS: String(HOLD_MS), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    writer.stdout!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => writer!.once('exit', resolve));
    expect(
      await waitFor(
        async () => output,
        (o) => o.includes('holding') || writer!.exitCode !== null,
        30_000,
      ),
    ).toContain('holding');

    // While the batch is held: sweeps and syncs go on, each as the indexer and a client would run them.
    let rounds = 0;
    while (!output.includes('done')) {
      await sweep();
      since = await sync(copy, since);
      rounds++;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await exited).toBe(0);
    expect(rounds).toBeGreaterThanOrEqual(3);

    await new Promise((r) => setTimeout(r, LAG_SECONDS * 1000 + 200)); // the batch is now older than the lag
    await sweep();
    await sync(copy, since);

    const truth = await storeVersions(t.internals.stores.profiles);
    expect([...truth.keys()].sort()).toEqual([...batch, 'seed-1', 'seed-2'].sort());
    expect([...copy.keys()].sort()).toEqual([...truth.keys()].map((id) => t.internals.distributor.publicId(id)).sort());
    expect([...(await indexedVersions(opensearchUrl, env.SEARCH_INDEX!)).entries()].sort()).toEqual(
      [...truth.entries()].sort(),
    );
  }, 60_000);
}
