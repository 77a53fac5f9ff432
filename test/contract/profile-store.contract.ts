import type { Stores } from '../../src/ports/stores';
import type { KeptPreparation, ListPage, ModifiedQuery } from '../../src/ports/profile-store';
import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import type { StoredProfile } from '../../src/domain/profile/raw-profile.schema';
import { generateApiKey, type ApiKeyRecord } from '../../src/domain/keys/api-key';
import type { WhitelistEntry } from '../../src/ports/whitelist-store';
import type { ConsultationEvent } from '../../src/ports/event-store';
import { at, rawProfile, stored } from '../support/profiles';

/**
 * The store contract: every adapter (SQLite, MongoDB) must pass it unchanged. Each test gets fresh, empty stores.
 * Times are explicit epoch milliseconds, so ordering and ties are exact.
 */
/**
 * After a database whose proxy addresses came from one global map is opened (SQLite migration, MongoDB seeding): the
 * address its entry held (partner:a's acme.jeand@r.example for jean@x.example) stays that e-mail's in that owner's
 * map only. Closes the stores.
 */
export async function expectEntryAddressKeptPerOwner(stores: Stores): Promise<void> {
  try {
    expect(await stores.whitelists.claimAddress('partner:a', 'acme.jeand@r.example', 'other@x.example')).toBe(false);
    expect(await stores.whitelists.claimAddress('partner:a', 'acme.jeand@r.example', 'jean@x.example')).toBe(true);
    expect(await stores.whitelists.claimAddress('partner:b', 'acme.jeand@r.example', 'other@x.example')).toBe(true);
  } finally {
    await stores.close();
  }
}

export function storeContract(openFresh: () => Promise<Stores>): void {
  let stores: Stores;
  beforeEach(async () => {
    stores = await openFresh();
  });
  afterEach(async () => {
    await stores.close();
  });

  const ids = (items: Pick<StoredProfile, 'internalId'>[]) => items.map((p) => p.internalId);
  /** The sync listing, counted, asking for distributions prepared under key `k`. */
  const list = (q: Omit<ModifiedQuery, 'preparedKey' | 'countTotal'> & Partial<ModifiedQuery>) =>
    stores.profiles.listModified({ preparedKey: 'k', countTotal: true, ...q });
  const all = (modifiedAfter = -1, includeRemoved = true) =>
    list({ modifiedAfter, includeRemoved, offset: 0, limit: 1000 });

  describe('profiles', () => {
    it('creates, then leaves an identical profile untouched, then updates a changed one', async () => {
      expect(await stores.profiles.upsertMany([stored(rawProfile('a')), stored(rawProfile('b'))], at(1000))).toEqual([
        'created',
        'created',
      ]);
      expect(await stores.profiles.upsertMany([stored(rawProfile('a'))], at(2000))).toEqual(['unchanged']);
      expect((await stores.profiles.get('a'))!.modifiedAt).toBe(1000);
      const changed = rawProfile('a', { basics: { label: 'Architecte' } });
      expect(await stores.profiles.upsertMany([stored(changed)], at(3000))).toEqual(['updated']);
      const a = (await stores.profiles.get('a'))!;
      expect(a.modifiedAt).toBe(3000);
      expect(a.createdAt).toBe(1000);
      expect(a.profile).toEqual(changed);
      expect(a.removalReason).toBeNull();
      expect(await stores.profiles.count()).toBe(2);
    });

    it('visibleUpTo: never past a write in flight, which reads its stamp once registered; `now` once none is', async () => {
      expect(await stores.profiles.visibleUpTo(5000)).toBe(5000);
      // The write reads the clock twice: its registration (1000), then its stamp (1200), once registered. Asked
      // between the two, the store answers just before the registration, whatever `now` the reader read.
      let probe: Promise<number> | undefined;
      let calls = 0;
      const clock = () => (++calls === 1 ? 1000 : ((probe = stores.profiles.visibleUpTo(4000)), 1200));
      await stores.profiles.upsertMany([stored(rawProfile('a'))], clock);
      expect(await probe).toBe(999);
      expect((await stores.profiles.get('a'))!.modifiedAt).toBe(1200);
      expect(await stores.profiles.visibleUpTo(4000)).toBe(4000); // released
      // A stamp is never before its registration (a clock that stepped back), and a failed write is released too.
      await stores.profiles.remove('a', 'deleted', jest.fn().mockReturnValueOnce(3000).mockReturnValueOnce(2000));
      expect((await stores.profiles.get('a'))!.modifiedAt).toBe(3000);
      const failing = jest
        .fn()
        .mockReturnValueOnce(3500)
        .mockImplementationOnce(() => {
          throw new Error('clock failure');
        });
      await expect(stores.profiles.restore('a', failing)).rejects.toThrow('clock failure');
      expect(await stores.profiles.visibleUpTo(4000)).toBe(4000);
    });

    it('keeps the original document exactly, personal data included', async () => {
      const p = rawProfile('x');
      await stores.profiles.upsertMany([stored(p)], at(1));
      const got = (await stores.profiles.get('x'))!;
      expect(got.profile).toEqual(p);
      expect(got.profile.basics.email).toBe('camille.x@gmail.example');
      expect(got.contentHash).toBe(stored(p).contentHash);
      expect(await stores.profiles.get('nope')).toBeNull();
    });

    it('lists by (modifiedAt, internalId), strictly after modifiedAfter, with the total', async () => {
      await stores.profiles.upsertMany([stored(rawProfile('c')), stored(rawProfile('a'))], at(2000));
      await stores.profiles.upsertMany([stored(rawProfile('b'))], at(1000));
      await stores.profiles.upsertMany([stored(rawProfile('d'))], at(3000));
      let page = await all();
      expect(ids(page.items)).toEqual(['b', 'a', 'c', 'd']);
      expect(page.total).toBe(4);
      page = await all(2000);
      expect(ids(page.items)).toEqual(['d']);
      expect(page.total).toBe(1);
      page = await list({ modifiedAfter: 0, includeRemoved: true, offset: 1, limit: 2 });
      expect(ids(page.items)).toEqual(['a', 'c']);
      expect(page.total).toBe(4);
    });

    it('resumes strictly after a keyset position, ties broken by id', async () => {
      await stores.profiles.upsertMany(
        ['e', 'b', 'd', 'a', 'c'].map((id) => stored(rawProfile(id))),
        at(5000),
      );
      await stores.profiles.upsertMany([stored(rawProfile('z'))], at(4000));
      const page = await list({
        modifiedAfter: 0,
        includeRemoved: true,
        after: { modifiedAt: 5000, internalId: 'b' },
        offset: 999,
        limit: 2,
      });
      expect(ids(page.items)).toEqual(['c', 'd']);
      expect(page.total).toBe(6);
      const fromStart = await list({
        modifiedAfter: 0,
        includeRemoved: true,
        after: { modifiedAt: 4000, internalId: 'z' },
        offset: 0,
        limit: 10,
      });
      expect(ids(fromStart.items)).toEqual(['a', 'b', 'c', 'd', 'e']);
    });

    it("changesAfter: the indexer's pages, removed profiles included, strictly after a keyset position", async () => {
      await stores.profiles.upsertMany(
        ['e', 'b', 'd', 'a', 'c'].map((id) => stored(rawProfile(id))),
        at(5000),
      );
      await stores.profiles.upsertMany([stored(rawProfile('z'))], at(4000));
      expect(await stores.profiles.remove('d', 'deleted', at(5000))).toBe('removed');
      expect(ids(await stores.profiles.changesAfter(null, 3))).toEqual(['z', 'a', 'b']);
      expect(ids(await stores.profiles.changesAfter({ modifiedAt: 5000, internalId: 'b' }, 10))).toEqual([
        'c',
        'd',
        'e',
      ]);
      expect(ids(await stores.profiles.changesAfter({ modifiedAt: 4000, internalId: '' }, 2))).toEqual(['z', 'a']);
      expect(await stores.profiles.changesAfter({ modifiedAt: 5000, internalId: 'e' }, 10)).toEqual([]);
    });

    it("versionsAfter: changesAfter's pages as versions, the same profiles in the same order", async () => {
      await stores.profiles.upsertMany(
        ['e', 'b', 'd', 'a', 'c'].map((id) => stored(rawProfile(id))),
        at(5000),
      );
      await stores.profiles.upsertMany([stored(rawProfile('z'))], at(4000));
      expect(await stores.profiles.remove('d', 'deleted', at(6000))).toBe('removed');
      const asVersions = (page: StoredProfile[]) =>
        page.map((p) => ({
          internalId: p.internalId,
          contentHash: p.contentHash,
          modifiedAt: p.modifiedAt,
          removed: p.removalReason !== null,
        }));
      for (const [after, limit] of [
        [null, 3],
        [null, 10],
        [{ modifiedAt: 5000, internalId: 'b' }, 10],
        [{ modifiedAt: 4000, internalId: '' }, 2],
        [{ modifiedAt: 6000, internalId: 'd' }, 10],
      ] as const) {
        const versions = await stores.profiles.versionsAfter(after, limit);
        expect(versions).toEqual(asVersions(await stores.profiles.changesAfter(after, limit)));
      }
      const all = await stores.profiles.versionsAfter(null, 10);
      expect(all.map((v) => [v.internalId, v.modifiedAt, v.removed])).toEqual([
        ['z', 4000, false],
        ['a', 5000, false],
        ['b', 5000, false],
        ['c', 5000, false],
        ['e', 5000, false],
        ['d', 6000, true],
      ]);
    });

    it('a profile modified while a client pages moves behind the keyset position and is seen again, never skipped', async () => {
      await stores.profiles.upsertMany(
        ['a', 'b', 'c', 'd'].map((id) => stored(rawProfile(id))),
        at(1000),
      );
      const first = await list({ modifiedAfter: 0, includeRemoved: true, offset: 0, limit: 2 });
      expect(ids(first.items)).toEqual(['a', 'b']);
      await stores.profiles.upsertMany([stored(rawProfile('a', { basics: { label: 'Nouveau titre' } }))], at(2000));
      const last = first.items.at(-1)!;
      const second = await list({ modifiedAfter: 0, includeRemoved: true, after: last, offset: 0, limit: 10 });
      expect(ids(second.items)).toEqual(['c', 'd', 'a']);
      expect(second.items[2]!.profile!.basics.label).toBe('Nouveau titre');
    });

    it('removes and restores, bumping modifiedAt only on a change, and filters removed profiles on request', async () => {
      await stores.profiles.upsertMany(
        ['a', 'b'].map((id) => stored(rawProfile(id))),
        at(1000),
      );
      expect(await stores.profiles.remove('a', 'banned', at(2000))).toBe('removed');
      expect(await stores.profiles.remove('a', 'deleted', at(2500))).toBe('unchanged');
      expect(await stores.profiles.remove('ghost', 'deleted', at(2500))).toBe('not_found');
      let a = (await stores.profiles.get('a'))!;
      expect(a).toMatchObject({ removalReason: 'deleted', removedAt: 2000, modifiedAt: 2000 });
      expect(ids((await all(0, true)).items)).toEqual(['b', 'a']);
      const active = await all(0, false);
      expect(ids(active.items)).toEqual(['b']);
      expect(active.total).toBe(1);
      expect([await stores.profiles.count(), await stores.profiles.count('distributed')]).toEqual([2, 1]);
      expect(await stores.profiles.restore('a', at(3000))).toBe('restored');
      expect(await stores.profiles.restore('a', at(3500))).toBe('unchanged');
      expect(await stores.profiles.restore('ghost', at(3500))).toBe('not_found');
      a = (await stores.profiles.get('a'))!;
      expect(a).toMatchObject({ removalReason: null, removedAt: null, modifiedAt: 3000 });
    });

    it('an import of a removed profile updates its document and keeps it removed', async () => {
      await stores.profiles.upsertMany([stored(rawProfile('a'))], at(1000));
      await stores.profiles.remove('a', 'invisible', at(2000));
      expect(
        await stores.profiles.upsertMany([stored(rawProfile('a', { basics: { label: 'Autre' } }))], at(3000)),
      ).toEqual(['updated']);
      expect(await stores.profiles.get('a')).toMatchObject({
        removalReason: 'invisible',
        removedAt: 2000,
        modifiedAt: 3000,
      });
    });

    it('lists removed profiles by (removedAt, internalId) with offset paging', async () => {
      await stores.profiles.upsertMany(
        ['a', 'b', 'c', 'd'].map((id) => stored(rawProfile(id))),
        at(1000),
      );
      await stores.profiles.remove('c', 'deleted', at(2000));
      await stores.profiles.remove('b', 'excluded', at(2000));
      await stores.profiles.remove('a', 'banned', at(1500));
      const page = await stores.profiles.listRemoved({ offset: 1, limit: 10 });
      expect(ids(page.items)).toEqual(['b', 'c']);
      expect(page.total).toBe(3);
      expect(page.items[0]!.removalReason).toBe('excluded');
    });

    it("an operator's listing: by status and modification time (since inclusive, before exclusive), ordered, paged, counted", async () => {
      await stores.profiles.upsertMany(
        ['a', 'b'].map((id) => stored(rawProfile(id))),
        at(1000),
      );
      await stores.profiles.upsertMany(
        ['c', 'd'].map((id) => stored(rawProfile(id))),
        at(2000),
      );
      await stores.profiles.upsertMany([stored(rawProfile('e'))], at(3000));
      await stores.profiles.remove('b', 'banned', at(2500)); // b now modified at 2500
      const list = (
        status: 'all' | 'distributed' | 'removed',
        since?: number,
        before?: number,
        page: ListPage = { offset: 0, limit: 10 },
      ) => stores.profiles.listProfiles({ status, modifiedSince: since, modifiedBefore: before }, page).then(ids);
      const count = (status: 'all' | 'distributed' | 'removed', since?: number, before?: number) =>
        stores.profiles.countProfiles({ status, modifiedSince: since, modifiedBefore: before });
      expect(await list('all')).toEqual(['a', 'c', 'd', 'b', 'e']);
      expect(await count('all')).toBe(5);
      expect(await list('distributed')).toEqual(['a', 'c', 'd', 'e']);
      expect(await list('removed')).toEqual(['b']);
      expect(await count('removed')).toBe(1);
      expect(await list('all', 2000, 3000)).toEqual(['c', 'd', 'b']); // 3000 excluded, 2000 included
      expect(await count('all', 2000, 3000)).toBe(3);
      expect(await list('distributed', 2000)).toEqual(['c', 'd', 'e']);
      expect(await list('all', undefined, 2000)).toEqual(['a']);
      expect(await list('removed', 3000)).toEqual([]);
      expect(await count('removed', 3000)).toBe(0);
      // offset pages, and keyset pages after a position (the export's), the filter still applied
      expect(await list('all', undefined, undefined, { offset: 1, limit: 2 })).toEqual(['c', 'd']);
      expect(
        await list('all', 1000, undefined, { after: { modifiedAt: 2000, internalId: 'c' }, offset: 0, limit: 2 }),
      ).toEqual(['d', 'b']);
      expect(
        await list('distributed', 1000, undefined, {
          after: { modifiedAt: 2000, internalId: 'd' },
          offset: 0,
          limit: 10,
        }),
      ).toEqual(['e']);
    });

    it('lists by ids, leaving unknown ids out, ordered and counted', async () => {
      await stores.profiles.upsertMany([stored(rawProfile('b'))], at(2000));
      await stores.profiles.upsertMany([stored(rawProfile('a')), stored(rawProfile('c'))], at(1000));
      await stores.profiles.remove('c', 'deleted', at(3000));
      const page = await stores.profiles.listByIds(['c', 'b', 'ghost', 'a'], 0, 10);
      expect(ids(page.items)).toEqual(['a', 'b', 'c']);
      expect(page.total).toBe(3);
      const second = await stores.profiles.listByIds(['c', 'b', 'ghost', 'a'], 2, 2);
      expect(ids(second.items)).toEqual(['c']);
      expect((await stores.profiles.listByIds([], 0, 10)).total).toBe(0);
    });

    describe('prepared distributions', () => {
      /**
       * A stand-in for ProfileDistributor.prepare under key `key`: the profile's label, so a version's is told apart.
       */
      const prepareUnder =
        (key: string) =>
        (p: RawProfile): KeptPreparation => ({ key, body: `prepared:${p.meta.id}:${p.basics.label}` });

      it('are kept with the version written, returned instead of the document under their key, the document under another', async () => {
        const prepare = jest.fn(prepareUnder('k'));
        await stores.profiles.upsertMany([stored(rawProfile('a')), stored(rawProfile('b'))], at(1000), prepare);
        expect(prepare).toHaveBeenCalledTimes(2);
        await stores.profiles.remove('b', 'deleted', at(2000));
        const page = await all();
        expect(page.items).toEqual([
          {
            internalId: 'a',
            prepared: 'prepared:a:Développeuse Full-Stack',
            profile: null,
            removalReason: null,
            removedAt: null,
            createdAt: 1000,
            modifiedAt: 1000,
            contentHash: stored(rawProfile('a')).contentHash,
          },
          expect.objectContaining({
            internalId: 'b',
            prepared: null,
            profile: null,
            removalReason: 'deleted',
            removedAt: 2000,
            modifiedAt: 2000,
          }),
        ]);
        const other = await list({
          modifiedAfter: -1,
          includeRemoved: true,
          offset: 0,
          limit: 10,
          preparedKey: 'other',
        });
        expect(other.items[0]).toMatchObject({ internalId: 'a', prepared: null });
        expect(other.items[0]!.profile).toEqual(stored(rawProfile('a')).profile);
        // An unchanged profile is not prepared again; a changed one brings its own distribution.
        prepare.mockClear();
        expect(
          await stores.profiles.upsertMany(
            [stored(rawProfile('a')), stored(rawProfile('b', { basics: { label: 'Autre' } }))],
            at(3000),
            prepare,
          ),
        ).toEqual(['unchanged', 'updated']);
        expect(prepare.mock.calls.map(([p]) => p.meta.id)).toEqual(['b']);
        expect((await all(2500)).items).toEqual([
          expect.objectContaining({ internalId: 'b', prepared: null, profile: null, removalReason: 'deleted' }),
        ]);
        await stores.profiles.restore('b', at(4000));
        expect((await all(3500)).items).toEqual([
          expect.objectContaining({ internalId: 'b', prepared: 'prepared:b:Autre', profile: null, modifiedAt: 4000 }),
        ]);
        // Written without one (an earlier version of the service): none is kept, the document is read.
        await stores.profiles.upsertMany([stored(rawProfile('a', { basics: { label: 'Sans' } }))], at(5000));
        expect((await all(4500)).items).toEqual([expect.objectContaining({ internalId: 'a', prepared: null })]);
        expect((await all(4500)).items[0]!.profile!.basics.label).toBe('Sans');
      });

      it('are counted only when asked, and by id in the sync order', async () => {
        await stores.profiles.upsertMany([stored(rawProfile('b'))], at(2000), prepareUnder('k'));
        await stores.profiles.upsertMany(
          [stored(rawProfile('a')), stored(rawProfile('c'))],
          at(1000),
          prepareUnder('k'),
        );
        expect(
          (await list({ modifiedAfter: 0, includeRemoved: true, offset: 0, limit: 2, countTotal: false })).total,
        ).toBeNull();
        expect(
          (
            await list({
              modifiedAfter: 0,
              includeRemoved: false,
              after: { modifiedAt: 1000, internalId: 'c' },
              offset: 0,
              limit: 2,
              countTotal: false,
            })
          ).items.map((p) => p.prepared),
        ).toEqual(['prepared:b:Développeuse Full-Stack']);
        const byIds = await stores.profiles.distributableByIds(['c', 'b', 'ghost', 'a'], 1, 10, 'k');
        expect(byIds.total).toBe(3);
        expect(byIds.items.map((p) => [p.internalId, p.prepared])).toEqual([
          ['c', 'prepared:c:Développeuse Full-Stack'],
          ['b', 'prepared:b:Développeuse Full-Stack'],
        ]);
        const other = (await stores.profiles.distributableByIds(['a'], 0, 1, 'other')).items[0]!;
        expect([other.prepared, other.profile?.meta.id]).toEqual([null, 'a']);
      });

      it('the upgrade: counts and scans what keeps none under a key, and keeps each only for the version it was made from', async () => {
        await stores.profiles.upsertMany(
          ['a', 'b', 'c', 'd', 'e'].map((id) => stored(rawProfile(id))),
          at(1000),
        );
        await stores.profiles.upsertMany([stored(rawProfile('f'))], at(1000), prepareUnder('old'));
        await stores.profiles.upsertMany([stored(rawProfile('g'))], at(1000), prepareUnder('k'));
        await stores.profiles.remove('e', 'banned', at(2000));
        expect(await stores.profiles.countPrepared('k')).toEqual({ prepared: 1, total: 7 });
        const batches: string[][] = [];
        for await (const batch of stores.profiles.scanUnprepared('k', 4)) batches.push(ids(batch));
        expect(batches.map((b) => b.length)).toEqual([4, 2]);
        expect(batches.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
        const hash = (id: string) => stored(rawProfile(id)).contentHash;
        // b changed since it was read: its new version is not given the old one's distribution.
        await stores.profiles.upsertMany([stored(rawProfile('b', { basics: { label: 'Changé' } }))], at(3000));
        const kept = await stores.profiles.keepPrepared(
          ['a', 'b', 'e', 'f'].map((id) => ({
            internalId: id,
            contentHash: hash(id),
            prepared: { key: 'k', body: `kept:${id}` },
          })),
        );
        expect(kept).toBe(3);
        expect(await stores.profiles.countPrepared('k')).toEqual({ prepared: 4, total: 7 });
        const page = await all();
        expect(Object.fromEntries(page.items.map((p) => [p.internalId, p.prepared]))).toEqual({
          a: 'kept:a',
          b: null,
          c: null,
          d: null,
          e: null,
          f: 'kept:f',
          g: 'prepared:g:Développeuse Full-Stack',
        });
        expect(page.items.find((p) => p.internalId === 'b')!.profile!.basics.label).toBe('Changé');
        const left: string[] = [];
        for await (const batch of stores.profiles.scanUnprepared('k', 10)) left.push(...ids(batch));
        expect(left.sort()).toEqual(['b', 'c', 'd']);
        expect(await stores.profiles.keepPrepared([])).toBe(0);
      });
    });

    it('scans every distributed profile in batches, removed ones left out', async () => {
      await stores.profiles.upsertMany(
        ['a', 'b', 'c', 'd', 'e'].map((id) => stored(rawProfile(id))),
        at(1000),
      );
      await stores.profiles.remove('c', 'banned', at(2000));
      const batches: string[][] = [];
      for await (const batch of stores.profiles.scanDistributed(2)) batches.push(ids(batch));
      expect(batches.map((b) => b.length)).toEqual([2, 2]);
      expect(batches.flat().sort()).toEqual(['a', 'b', 'd', 'e']);
    });

    it('treats ids as opaque strings (no query injection)', async () => {
      await stores.profiles.upsertMany([stored(rawProfile('a'))], at(1000));
      expect(await stores.profiles.get('{"$ne":null}')).toBeNull();
      expect((await stores.profiles.listByIds(["a' OR 1=1 --", '{"$gt":""}'], 0, 10)).total).toBe(0);
      expect(await stores.profiles.versionsByIds(["a' OR 1=1 --", '{"$gt":""}'])).toEqual([]);
    });

    it('gives the version of each profile by id, unknown ids left out, without reading the documents', async () => {
      await stores.profiles.upsertMany([stored(rawProfile('a')), stored(rawProfile('b'))], at(1000));
      await stores.profiles.remove('b', 'deleted', at(2000));
      const a = (await stores.profiles.get('a'))!;
      const versions = (await stores.profiles.versionsByIds(['b', 'ghost', 'a'])).sort((x, y) =>
        x.internalId.localeCompare(y.internalId),
      );
      expect(versions).toEqual([
        { internalId: 'a', contentHash: a.contentHash, modifiedAt: 1000, removed: false },
        { internalId: 'b', contentHash: expect.any(String), modifiedAt: 2000, removed: true },
      ]);
      expect(await stores.profiles.versionsByIds([])).toEqual([]);
    });
  });

  describe('keys', () => {
    const record = (overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => {
      const { id, secretHash } = generateApiKey();
      return {
        id,
        secretHash,
        type: 'client',
        name: 'Acme',
        slug: null,
        integratorSlug: null,
        integrationClientId: null,
        email: null,
        company: null,
        createdAt: 1000,
        revokedAt: null,
        expiresAt: null,
        holderId: id,
        replaces: null,
        replacedBy: null,
        ...overrides,
      };
    };

    it('stores a key and finds it by id', async () => {
      const k = record({ type: 'partner', slug: 'acme', email: 'ops@acme.example', company: 'Acme' });
      await stores.keys.insert(k);
      expect(await stores.keys.findById(k.id)).toEqual(k);
      expect(await stores.keys.findById('doesnotexist')).toBeNull();
    });

    it('lists all keys oldest first, or one integrator’s sub-clients', async () => {
      const a = record({ createdAt: 2000, type: 'integrator', slug: 'integ' });
      const b = record({ createdAt: 1000 });
      const c = record({ createdAt: 3000, integratorSlug: 'integ', integrationClientId: 'sub-1' });
      const d = record({ createdAt: 4000, integratorSlug: 'other', integrationClientId: 'sub-2' });
      for (const k of [a, b, c, d]) await stores.keys.insert(k);
      expect((await stores.keys.list()).map((k) => k.id)).toEqual([b.id, a.id, c.id, d.id]);
      expect(await stores.keys.list({ integratorSlug: 'integ' })).toEqual([c]);
    });

    it('lists one holder’s keys, oldest first', async () => {
      const first = record({ createdAt: 1000 });
      const next = record({ createdAt: 2000, holderId: first.id, replaces: first.id });
      const other = record({ createdAt: 1500 });
      for (const k of [next, other, first]) await stores.keys.insert(k);
      expect((await stores.keys.list({ holderId: first.id })).map((k) => k.id)).toEqual([first.id, next.id]);
      expect(await stores.keys.list({ holderId: 'nobody' })).toEqual([]);
    });

    it('revokes a holder’s every unrevoked key at once, and says which', async () => {
      const first = record({ createdAt: 1000 });
      const next = record({ createdAt: 2000, holderId: first.id, replaces: first.id });
      const gone = record({ createdAt: 3000, holderId: first.id, revokedAt: 1500 });
      const other = record({ createdAt: 1500 });
      for (const k of [first, next, gone, other]) await stores.keys.insert(k);
      expect((await stores.keys.revokeHolder(first.id, 5000)).sort()).toEqual([first.id, next.id].sort());
      expect(await stores.keys.revokeHolder(first.id, 6000)).toEqual([]);
      expect(await stores.keys.revokeHolder('unknown', 6000)).toEqual([]);
      expect((await stores.keys.findById(first.id))!.revokedAt).toBe(5000);
      expect((await stores.keys.findById(gone.id))!.revokedAt).toBe(1500);
      expect((await stores.keys.findById(other.id))!.revokedAt).toBeNull();
    });

    it('claims a key’s rotation once, atomically: of 20 claims at once exactly one wins', async () => {
      const k = record();
      await stores.keys.insert(k);
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => stores.keys.claimRotation(k.id, `succ${i}`, 90_000)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      const winner = `succ${claims.indexOf(true)}`;
      expect(await stores.keys.findById(k.id)).toMatchObject({ replacedBy: winner, expiresAt: 90_000 });
      expect(await stores.keys.claimRotation(k.id, 'late', 95_000)).toBe(false);
    });

    it('claims no rotation of a revoked key, nor of one that already ends', async () => {
      const revoked = record({ revokedAt: 1500 });
      const ending = record({ expiresAt: 50_000 });
      for (const k of [revoked, ending]) await stores.keys.insert(k);
      expect(await stores.keys.claimRotation(revoked.id, 's1', 90_000)).toBe(false);
      expect(await stores.keys.claimRotation(ending.id, 's2', 90_000)).toBe(false);
      expect(await stores.keys.claimRotation('unknown', 's3', 90_000)).toBe(false);
      expect(await stores.keys.findById(ending.id)).toMatchObject({ replacedBy: null, expiresAt: 50_000 });
    });

    it('releases a claim whose successor was not stored: the key can be rotated again', async () => {
      const k = record();
      await stores.keys.insert(k);
      expect(await stores.keys.claimRotation(k.id, 'lost', 90_000)).toBe(true);
      await stores.keys.releaseRotation(k.id, 'other'); // another claim's release changes nothing
      expect((await stores.keys.findById(k.id))!.replacedBy).toBe('lost');
      await stores.keys.releaseRotation(k.id, 'lost');
      expect(await stores.keys.findById(k.id)).toMatchObject({ replacedBy: null, expiresAt: null });
      expect(await stores.keys.claimRotation(k.id, 'again', 95_000)).toBe(true);
    });

    it('deletes key rows', async () => {
      const a = record();
      const b = record();
      for (const k of [a, b]) await stores.keys.insert(k);
      expect(await stores.keys.remove([a.id, 'unknown'])).toBe(1);
      expect(await stores.keys.remove([])).toBe(0);
      expect((await stores.keys.list()).map((k) => k.id)).toEqual([b.id]);
    });

    it('sets when a key stops working, only sooner, and never on a revoked key', async () => {
      const k = record();
      const gone = record();
      for (const x of [k, gone]) await stores.keys.insert(x);
      expect(await stores.keys.expire(k.id, 9000)).toBe(true);
      expect(await stores.keys.expire(k.id, 12000)).toBe(false); // a later end does not extend it
      expect((await stores.keys.findById(k.id))!.expiresAt).toBe(9000);
      expect(await stores.keys.expire(k.id, 7000)).toBe(true);
      expect((await stores.keys.findById(k.id))!.expiresAt).toBe(7000);
      await stores.keys.revokeHolder(gone.id, 5000);
      expect(await stores.keys.expire(gone.id, 9000)).toBe(false);
      expect(await stores.keys.expire('unknown', 9000)).toBe(false);
      expect((await stores.keys.findById(gone.id))!.expiresAt).toBeNull();
    });
  });

  describe('whitelists', () => {
    const entry = (overrides: Partial<WhitelistEntry> = {}): WhitelistEntry => ({
      owner: 'partner:acme',
      email: 'jean.dupont@client.example',
      firstname: 'Jean',
      lastname: 'Dupont',
      company: 'Client SA',
      whitelistedEmail: 'clientsa.jeand@recruiter.example',
      trackingMode: 'tracked',
      createdAt: 1000,
      updatedAt: 1000,
      ...overrides,
    });

    it('binds a proxy address to one e-mail only within an owner; owners do not see each other', async () => {
      expect(await stores.whitelists.claimAddress('partner:a', 'a.jeand@r.example', 'jean@x.example')).toBe(true);
      expect(await stores.whitelists.claimAddress('partner:a', 'a.jeand@r.example', 'jean@x.example')).toBe(true);
      expect(await stores.whitelists.claimAddress('partner:a', 'a.jeand@r.example', 'other@x.example')).toBe(false);
      expect(await stores.whitelists.claimAddress('partner:b', 'a.jeand@r.example', 'other@x.example')).toBe(true);
      expect(await stores.whitelists.claimAddress('client:c', 'a.jeand@r.example', 'third@x.example')).toBe(true);
      const racers = await Promise.all(
        ['a@x.example', 'b@x.example', 'c@x.example'].map((e) =>
          stores.whitelists.claimAddress('partner:a', 'race@r.example', e),
        ),
      );
      expect(racers.filter(Boolean)).toHaveLength(1);
    });

    it('inserts once per (owner, e-mail), updates fields but never the address, lists and removes', async () => {
      expect(await stores.whitelists.insert(entry())).toEqual({ inserted: true, entry: entry() });
      const again = await stores.whitelists.insert(entry({ whitelistedEmail: 'other@r.example', createdAt: 2000 }));
      expect(again).toEqual({ inserted: false, entry: entry() });
      await stores.whitelists.insert(entry({ owner: 'client:sub-1', createdAt: 1500 }));
      await stores.whitelists.insert(entry({ email: 'anne@client.example', firstname: 'Anne', createdAt: 3000 }));
      const updated = await stores.whitelists.update('partner:acme', 'jean.dupont@client.example', {
        firstname: 'Jean-Paul',
        lastname: 'D',
        company: 'New',
        trackingMode: 'opt_out',
        updatedAt: 4000,
      });
      expect(updated).toEqual(
        entry({ firstname: 'Jean-Paul', lastname: 'D', company: 'New', trackingMode: 'opt_out', updatedAt: 4000 }),
      );
      expect(
        await stores.whitelists.update('partner:acme', 'ghost@x.example', {
          firstname: 'a',
          lastname: 'b',
          company: 'c',
          trackingMode: 'tracked',
          updatedAt: 1,
        }),
      ).toBeNull();
      expect((await stores.whitelists.list('partner:acme')).map((e) => e.email)).toEqual([
        'jean.dupont@client.example',
        'anne@client.example',
      ]);
      expect(await stores.whitelists.list('client:sub-1')).toHaveLength(1);
      expect(await stores.whitelists.get('partner:other', 'jean.dupont@client.example')).toBeNull();
      expect(await stores.whitelists.remove('partner:acme', 'jean.dupont@client.example')).toBe(true);
      expect(await stores.whitelists.remove('partner:acme', 'jean.dupont@client.example')).toBe(false);
      expect(await stores.whitelists.get('client:sub-1', 'jean.dupont@client.example')).not.toBeNull();
    });
  });

  describe('events', () => {
    const event = (overrides: Partial<ConsultationEvent> = {}): ConsultationEvent => ({
      eventId: 'e1',
      owner: 'partner:acme',
      type: 'click_cv',
      freelancer: 'f-1',
      recruiterEmail: 'jean@client.example',
      recruiterCompany: 'Client SA',
      occurredAt: 1000,
      recordedAt: 1001,
      ...overrides,
    });

    it('records events once per (owner, eventId) and counts them per recruiter company', async () => {
      expect(
        await stores.events.record([
          event(),
          event({ eventId: 'e2', type: 'profile_view' }),
          event({ eventId: 'e3', type: 'profile_view', recruiterCompany: 'Autre' }),
        ]),
      ).toEqual({
        recorded: 3,
        duplicates: 0,
      });
      expect(await stores.events.record([event(), event({ eventId: 'e4' })])).toEqual({ recorded: 1, duplicates: 1 });
      expect(await stores.events.record([event({ owner: 'partner:other' })])).toEqual({ recorded: 1, duplicates: 0 });
      await stores.events.record([event({ eventId: 'x', freelancer: 'f-2' })]);
      expect(await stores.events.statsFor('f-1')).toEqual([
        { company: 'Autre', counts: { profile_view: 1 } },
        { company: 'Client SA', counts: { click_cv: 3, profile_view: 1 } },
      ]);
      expect(await stores.events.statsFor('nobody')).toEqual([]);
      expect(await stores.events.record([])).toEqual({ recorded: 0, duplicates: 0 });
    });
  });
}
