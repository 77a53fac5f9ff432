import request from 'supertest';
import { canonicalise } from '../../src/services/profile-import.service';
import { describeWithEngine } from '../support/engines';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { invalid } from '../support/errors';

/**
 * A sync client follows the sync recipe of docs/api.md (cursor paging, then `infos.nextModifiedTime` as the next
 * `modifiedTime`) while a writer keeps changing profiles between its requests: updates, removals, restores,
 * creations, and "late commits" stamped 3 s in the past (a writer process whose clock is 3 s behind this one's,
 * which the safety lag covers; writes held open for long are test/http/slow-batch-write.test.ts). After the writes
 * stop and one last sync runs, the client's copy must equal the store: every active profile in its latest state,
 * no removed one.
 */
// FerretDB (our MongoDB here) scans its table on every operation (200-300 ms each at a few hundred documents), so
// the MongoDB run is scaled down; the property does not depend on the size.
const FULL = { profiles: 400, writes: 600, pageSize: 37 };
describe('sync under concurrent writes [sqlite]', () => syncUnderWrites(FULL));
describeWithEngine('mongodb', 'sync under concurrent writes', (url) =>
  syncUnderWrites({ profiles: 60, writes: 120, pageSize: 7 }, url),
);

function syncUnderWrites(scale: typeof FULL, mongodbUrl?: string) {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ SYNC_SAFETY_LAG_SECONDS: '5' }, { mongodbUrl });
  });
  afterEach(() => t.close());

  // Deterministic pseudo-random sequence, so a failure can be replayed.
  function rng(seed: number) {
    return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  }

  type Copy = Map<string, { label: string; status: string }>;

  async function syncOnce(
    copy: Copy,
    since: number,
    betweenPages: () => Promise<void>,
  ): Promise<{ next: number; pages: number }> {
    let cursor: string | null = null;
    let page = 1;
    let next = since;
    for (;;) {
      const qs: string = `modifiedTime=${since}&page=${page}&limit=${scale.pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res: request.Response = await request(t.app).get(`/freelances?${qs}`).set('x-api-key', t.key.client);
      expect(res.status).toBe(200);
      for (const p of res.body.freelances) {
        if (p.meta.status === 'deleted') copy.delete(p.meta.id);
        else copy.set(p.meta.id, { label: p.basics.label, status: p.meta.status });
      }
      next = res.body.infos.nextModifiedTime;
      cursor = res.body.infos.nextCursor;
      if (!cursor) return { next, pages: page };
      page++;
      await betweenPages();
    }
  }

  async function truth(): Promise<Copy> {
    const out: Copy = new Map();
    const all = await t.internals.stores.profiles.listProfiles(
      { status: 'distributed' },
      { offset: 0, limit: 100_000 },
    );
    for (const p of all)
      out.set(t.internals.distributor.publicId(p.internalId), { label: p.profile.basics.label, status: 'completed' });
    return out;
  }

  it('ends with every profile in its latest state', async () => {
    const random = rng(7);
    const ids = Array.from({ length: scale.profiles }, (_, i) => `p-${i}`);
    await t.c.imports.importProfiles(ids.map((id) => rawProfile(id)));
    let version = 0;
    let created = scale.profiles;
    let writesLeft = scale.writes;
    let lateCommits = 0;

    const write = async () => {
      t.clock.advance(700); // time passes between client requests
      for (let n = 0; n < 6 && writesLeft > 0; n++, writesLeft--) {
        const roll = random();
        const id = ids[Math.floor(random() * ids.length)]!;
        if (roll < 0.5) {
          await t.c.imports.importProfiles([rawProfile(id, { basics: { label: `v${++version}` } })]);
        } else if (roll < 0.65) {
          // A late commit: stamped 3 s ago by a clock that runs behind (within the 5 s safety lag).
          await t.internals.stores.profiles.upsertMany(
            [canonicalise(rawProfile(id, { basics: { label: `late${++version}` } }))],
            () => t.clock() - 3000,
          );
          lateCommits++;
        } else if (roll < 0.8) {
          await t.c.profilesAdmin.remove(id, 'deleted');
        } else if (roll < 0.9) {
          await t.c.profilesAdmin.restore(id);
        } else {
          const fresh = `p-${created++}`;
          ids.push(fresh);
          await t.c.imports.importProfiles([rawProfile(fresh, { basics: { label: `new${++version}` } })]);
        }
      }
    };

    const copy: Copy = new Map();
    let since = 0;
    let rounds = 0;
    while (writesLeft > 0) {
      const { next } = await syncOnce(copy, since, write);
      since = next;
      rounds++;
      await write();
    }
    t.clock.advance(10_000); // the writes stopped; one more scheduled sync
    await syncOnce(copy, since, async () => undefined);

    expect(lateCommits).toBeGreaterThan(scale.writes / 30);
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(copy).toEqual(await truth());
  }, 180_000);

  it('rejects a cursor used with another query or page', async () => {
    await t.c.imports.importProfiles(['a', 'b', 'c'].map((id) => rawProfile(id)));
    const first = await request(t.app).get('/freelances?modifiedTime=0&page=1&limit=1').set('x-api-key', t.key.client);
    const cursor = encodeURIComponent(first.body.infos.nextCursor);
    const ok = await request(t.app)
      .get(`/freelances?modifiedTime=0&page=2&limit=1&cursor=${cursor}`)
      .set('x-api-key', t.key.client);
    expect(ok.status).toBe(200);
    expect(ok.body.infos.nextModifiedTime).toBe(first.body.infos.nextModifiedTime);
    const wrongPage = await request(t.app)
      .get(`/freelances?modifiedTime=0&page=3&limit=1&cursor=${cursor}`)
      .set('x-api-key', t.key.client);
    expect(wrongPage.body).toEqual(invalid('page: must be 2 with this cursor', 'cursor_mismatch'));
    const wrongQuery = await request(t.app)
      .get(`/freelances?modifiedTime=5&page=2&limit=1&cursor=${cursor}`)
      .set('x-api-key', t.key.client);
    expect(wrongQuery.status).toBe(400);
    expect(wrongQuery.body.message).toMatch(/^cursor: belongs to another query/);
  });

  it('sets nextModifiedTime to the safety lag behind the first page of the sync', async () => {
    await t.c.imports.importProfiles(['a', 'b'].map((id) => rawProfile(id)));
    const res = await request(t.app).get('/freelances?modifiedTime=0&page=1&limit=10').set('x-api-key', t.key.client);
    expect(res.body.infos.nextModifiedTime).toBe(Math.floor(t.clock() / 1000) - 5);
  });
}
