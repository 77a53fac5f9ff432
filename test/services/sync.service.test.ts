import { DomainError } from '../../src/domain/errors';
import { ProfileDistributor } from '../../src/domain/profile/distribution';
import { SealedBox } from '../../src/domain/security/sealed-box';
import { SyncService } from '../../src/services/sync.service';
import { MemoryProfileStore } from '../support/memory-profile-store';

/**
 * The service tier: SyncService over an in-memory store (no engine, no HTTP). The routes' own tests
 * (test/http/freelances.test.ts) and the recipe under concurrent writes (test/http/sync-under-writes.test.ts) cover
 * the rest end to end.
 */
const secrets = { idSecret: 'i'.repeat(40), emailHashSalt: 's'.repeat(40), trackingSecret: 't'.repeat(40) };
const T0 = Date.UTC(2026, 10, 1, 9);
const viewer = { ip: '127.0.0.1', keyId: 'k' };

function setup(lagSeconds = 5) {
  const memory = new MemoryProfileStore();
  let now = T0 + 60_000;
  const distributor = new ProfileDistributor(secrets, {
    freelancerProxyDomain: 'freelancer.example',
    trackingBaseUrl: 'https://track.example/t',
  });
  const sync = new SyncService(
    memory.store(),
    distributor,
    new SealedBox(secrets.idSecret, 'sync-cursor'),
    () => now,
    lagSeconds,
  );
  return { memory, sync, distributor, setNow: (ms: number) => void (now = ms) };
}

/** The profiles of a listing, parsed (the service gives JSON texts). */
const parsed = (listing: { freelances: string[] }) =>
  listing.freelances.map(
    (text) => JSON.parse(text) as { meta: { id: string; status: string } } & Record<string, unknown>,
  );
const ids = (listing: { freelances: string[] }, d: ProfileDistributor) =>
  parsed(listing).map((p) => d.internalId(p.meta.id));

describe('SyncService', () => {
  it('pages by cursor through every change once, in (modification, id) order, and says where to start next time', async () => {
    const { memory, sync, distributor } = setup();
    for (const [i, id] of ['c', 'a', 'b', 'd', 'e'].entries()) memory.put(id, T0 + (i < 2 ? 0 : i) * 1000);
    const seen: (string | null)[] = [];
    let cursor: string | undefined;
    for (let page = 1; ; page++) {
      const listing = await sync.listModified({ modifiedTime: 0, page, limit: 2, showDeleted: true, cursor }, viewer);
      seen.push(...ids(listing, distributor));
      expect(listing.infos).toMatchObject({ total: 5, page, limit: 2, totalPages: 3 });
      if (!listing.infos.nextCursor) {
        expect(listing.infos.nextModifiedTime).toBe(Math.floor((T0 + 60_000) / 1000) - 5);
        break;
      }
      cursor = listing.infos.nextCursor;
    }
    expect(seen).toEqual(['a', 'c', 'b', 'd', 'e']);
  });

  it('never sets the next mark past a write still in flight, nor closer to now than the safety lag', async () => {
    const { memory, sync } = setup(5);
    memory.put('a', T0);
    memory.inFlightSince = T0 + 30_500;
    expect(
      (await sync.listModified({ modifiedTime: 0, page: 1, limit: 10, showDeleted: true }, viewer)).infos
        .nextModifiedTime,
    ).toBe(Math.floor((T0 + 30_500) / 1000) - 1);
    memory.inFlightSince = null;
    expect(
      (await sync.listModified({ modifiedTime: 0, page: 1, limit: 10, showDeleted: true }, viewer)).infos
        .nextModifiedTime,
    ).toBe(Math.floor((T0 + 60_000) / 1000) - 5);
  });

  it("keeps the first page's mark through the pages of one sync", async () => {
    const { memory, sync, setNow } = setup();
    for (const id of ['a', 'b', 'c']) memory.put(id, T0);
    const first = await sync.listModified({ modifiedTime: 0, page: 1, limit: 2, showDeleted: true }, viewer);
    setNow(T0 + 3_600_000);
    const second = await sync.listModified(
      { modifiedTime: 0, page: 2, limit: 2, showDeleted: true, cursor: first.infos.nextCursor! },
      viewer,
    );
    expect(second.infos.nextModifiedTime).toBe(first.infos.nextModifiedTime);
  });

  it.each([
    [{ cursor: 'not-a-cursor' }, 'cursor: is not a cursor this service issued (use infos.nextCursor as returned)'],
    [
      { modifiedTime: 5 },
      'cursor: belongs to another query (modifiedTime, showDeleted and limit must be those of the first page)',
    ],
    [
      { showDeleted: false },
      'cursor: belongs to another query (modifiedTime, showDeleted and limit must be those of the first page)',
    ],
    [
      { limit: 3 },
      'cursor: belongs to another query (modifiedTime, showDeleted and limit must be those of the first page)',
    ],
    [{ page: 3 }, 'page: must be 2 with this cursor'],
  ])('refuses a cursor that does not fit the query: %j', async (change, message) => {
    const { memory, sync } = setup();
    for (const id of ['a', 'b', 'c']) memory.put(id, T0);
    const first = await sync.listModified({ modifiedTime: 0, page: 1, limit: 2, showDeleted: true }, viewer);
    const query = { modifiedTime: 0, page: 2, limit: 2, showDeleted: true, cursor: first.infos.nextCursor!, ...change };
    const err = await sync.listModified(query, viewer).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).message).toBe(message);
    expect((err as DomainError).reason).toBe('cursor_mismatch');
  });

  it('sends removed profiles as tombstones, and leaves them out when asked', async () => {
    const { memory, sync, distributor } = setup();
    memory.put('kept', T0);
    memory.put('gone', T0 + 1000, { removed: true });
    const all = await sync.listModified({ modifiedTime: 0, page: 1, limit: 10, showDeleted: true }, viewer);
    expect(parsed(all).map((p) => p.meta.status)).toEqual(['completed', 'deleted']);
    expect(parsed(all)[1]).toMatchObject({
      basics: {},
      work: [],
      meta: { id: distributor.publicId('gone'), status: 'deleted' },
    });
    expect(
      ids(await sync.listModified({ modifiedTime: 0, page: 1, limit: 10, showDeleted: false }, viewer), distributor),
    ).toEqual(['kept']);
    expect((await sync.listRemoved({ page: 1, limit: 10 })).freelances).toEqual([
      {
        basics: { email: distributor.proxyEmail('gone') },
        meta: {
          id: distributor.publicId('gone'),
          status: 'account_deleted',
          deletedAt: Math.floor((T0 + 1000) / 1000),
        },
      },
    ]);
  });

  it('fetches by meta.id, leaving out what it did not issue', async () => {
    const { memory, sync, distributor } = setup();
    memory.put('a', T0);
    memory.put('b', T0 + 1000);
    const listing = await sync.listByIds(
      {
        ids: [distributor.publicId('b'), 'tampered', distributor.publicId('a'), distributor.publicId('unknown')],
        page: 1,
        limit: 10,
      },
      viewer,
    );
    expect(ids(listing, distributor)).toEqual(['a', 'b']);
    expect(listing.infos.total).toBe(2);
  });

  it('counts the total for the first page only: pages read with its cursor repeat it', async () => {
    const { memory, sync, distributor } = setup();
    for (const id of ['a', 'b', 'c']) memory.put(id, T0);
    const first = await sync.listModified({ modifiedTime: 0, page: 1, limit: 2, showDeleted: true }, viewer);
    expect(first.infos).toMatchObject({ total: 3, totalPages: 2 });
    memory.put('d', T0 + 1000); // changed while the client pages: delivered all the same, not counted again
    const second = await sync.listModified(
      { modifiedTime: 0, page: 2, limit: 2, showDeleted: true, cursor: first.infos.nextCursor! },
      viewer,
    );
    expect(second.infos).toMatchObject({ total: 3, totalPages: 2, page: 2 });
    expect(ids(second, distributor)).toEqual(['c', 'd']);
    expect(second.infos.nextCursor).toBeNull();
    expect(memory.totalsCounted).toBe(1);
    // Without a cursor (page numbers alone), every page counts.
    expect(
      (await sync.listModified({ modifiedTime: 0, page: 2, limit: 2, showDeleted: true }, viewer)).infos.total,
    ).toBe(4);
  });

  it('sends the distribution kept for a version as it is, completed for the caller, and prepares the others', async () => {
    const { memory, sync, distributor } = setup();
    const a = memory.put('a', T0);
    memory.put('b', T0 + 1000);
    const prepared = distributor.prepare(a.profile);
    memory.prepared.set('a', {
      key: distributor.preparationKey,
      body: prepared.replace('Développeuse Full-Stack', 'Kept as prepared'),
    });
    memory.prepared.set('b', { key: 'an older key', body: 'never sent' });
    const listing = await sync.listModified({ modifiedTime: 0, page: 1, limit: 10, showDeleted: true }, viewer);
    const [first, second] = parsed(listing) as unknown as { basics: { label: string } }[];
    expect(first!.basics.label).toBe('Kept as prepared');
    expect(second!.basics.label).toBe('Développeuse Full-Stack');
    expect(listing.freelances[0]).toBe(
      distributor.forViewer(viewer).json(a, prepared).replace('Développeuse Full-Stack', 'Kept as prepared'),
    );
  });
});
