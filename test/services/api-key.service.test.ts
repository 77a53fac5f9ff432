import { SqliteKeyStore } from '../../src/adapters/sqlite/sqlite-key.store';
import { openSqlite } from '../../src/adapters/sqlite/sqlite-database';
import { STOPPED_KEY_RETENTION_MS } from '../../src/domain/keys/api-key';
import type { KeyStore } from '../../src/ports/key-store';
import { ApiKeyService, type CreateKeyInput } from '../../src/services/api-key.service';

/** The embedded store in memory: the service is held to what a real store does (atomic claims included). */
const sqliteKeyStore = (): KeyStore => new SqliteKeyStore(openSqlite(':memory:'));

describe('API keys: one holder per slug, once folded', () => {
  let keys: ApiKeyService;
  let now: number;
  beforeEach(() => {
    now = 1_800_000_000_000;
    keys = new ApiKeyService(sqliteKeyStore(), () => now++);
  });

  it('refuses a partner or integrator slug that another active key holds once folded (case, accents, punctuation), naming that key', async () => {
    const acme = (await keys.create({ type: 'partner', name: 'Acme' })).record;
    expect(acme.slug).toBe('acme');
    const taken = (slug: string) =>
      `slug: "${slug}" reads as "acme", the slug of the active partner key ${acme.id} (Acme): a slug belongs to one holder; choose another, or rotate that key for a second key of the same holder`;
    const attempts: [CreateKeyInput, string][] = [
      [{ type: 'partner', name: 'ACME' }, taken('acme')], // the slug made from the name
      [{ type: 'partner', name: 'Acme Robotics', slug: 'Acmé' }, taken('acme')],
      [{ type: 'integrator', name: 'Someone', slug: 'a.c-m_e' }, taken('ac-me')], // another type: still one holder
      [{ type: 'partner', name: 'Acme', slug: 'acme' }, taken('acme')], // the very slug: a second key goes through rotate
    ];
    for (const [input, message] of attempts) await expect(keys.create(input)).rejects.toThrow(message);
    expect((await keys.list()).map((k) => k.slug)).toEqual(['acme']);
    // Keys without a slug are not concerned; a revoked key holds nothing.
    await keys.create({ type: 'client', name: 'Acme' });
    await keys.revoke(acme.id);
    expect((await keys.create({ type: 'integrator', name: 'ACME' })).record.slug).toBe('acme');
  });

  it('a second key of the same holder is made by rotating: same type, name, slug, and sub-client', async () => {
    const acme = (await keys.create({ type: 'integrator', name: 'Acme', slug: 'acme' })).record;
    const sub = (
      await keys.create({ type: 'client', name: 'Sub', integrator: 'acme', email: 'a@sub.example', company: 'Sub SA' })
    ).record;
    const second = await keys.rotate(acme.id);
    expect(second.key).toMatch(/^fpd_/);
    expect(second.record).toEqual({
      ...acme,
      id: second.record.id,
      secretHash: second.record.secretHash,
      createdAt: second.record.createdAt,
      holderId: acme.id,
      replaces: acme.id,
    });
    expect(second.record.id).not.toBe(acme.id);
    const subSecond = (await keys.rotate(sub.id)).record;
    expect([subSecond.integratorSlug, subSecond.integrationClientId, subSecond.email]).toEqual([
      'acme',
      sub.integrationClientId,
      'a@sub.example',
    ]);
    await keys.revoke(second.record.id);
    await expect(keys.rotate(acme.id)).rejects.toThrow(`Key ${acme.id} is revoked: create a key instead`);
    await expect(keys.rotate('nope')).rejects.toThrow('No key with id nope');
  });

  it('revoking any key of a lineage revokes all of it; an integrator’s sub-clients go with it, another integrator’s stay', async () => {
    const acme = (await keys.create({ type: 'integrator', name: 'Acme' })).record;
    const second = (await keys.rotate(acme.id)).record;
    const subs = [
      (await keys.create({ type: 'client', name: 'Sub 1', integrator: 'acme' })).record,
      (await keys.create({ type: 'client', name: 'Sub 2', integrator: 'acme' })).record,
    ];
    const subNext = (await keys.rotate(subs[0]!.id, 1000)).record;
    const other = (await keys.create({ type: 'integrator', name: 'Other' })).record;
    const otherSub = (await keys.create({ type: 'client', name: 'Sub 3', integrator: 'other' })).record;
    const revoked = async () => (await keys.list()).filter((k) => k.revokedAt !== null).map((k) => k.id);

    // the first key of the lineage, still working beside its successor: both go, and every sub-client's keys
    expect(await keys.revoke(acme.id)).toEqual({
      slug: 'acme',
      holderId: acme.id,
      keys: [acme.id, second.id],
      subClients: [subs[0]!.id, subNext.id, subs[1]!.id],
      integratorStillActive: null,
    });
    expect((await revoked()).sort()).toEqual([acme.id, second.id, ...subs.map((k) => k.id), subNext.id].sort());
    await expect(keys.revoke(second.id)).rejects.toThrow(
      `Key ${second.id} is already revoked, with every key of its lineage`,
    );
    // Another integrator's sub-clients, and keys of other types, are untouched; a sub-client revoked alone is just
    // that.
    expect(await keys.revoke(otherSub.id)).toEqual({
      slug: null,
      holderId: otherSub.id,
      keys: [otherSub.id],
      subClients: [],
      integratorStillActive: null,
    });
    expect((await keys.list()).find((k) => k.id === other.id)!.revokedAt).toBeNull();
  });

  it('a leaked key rotated by a thief: the holder’s rotation is refused and says what to do; revoking either key ends both', async () => {
    const leaked = await keys.create({ type: 'client', name: 'Acme' });
    const thief = await keys.rotate(leaked.record.id, 24 * 3600_000);
    await expect(keys.rotate(leaked.record.id, 24 * 3600_000)).rejects.toThrow(
      new RegExp(
        `was already rotated: key ${thief.record.id} replaced it .*your key has leaked: ask the provider to revoke it`,
      ),
    );
    expect((await keys.revoke(leaked.record.id)).keys.sort()).toEqual([leaked.record.id, thief.record.id].sort());
    expect(await keys.authenticate(thief.key)).toBeNull();
    expect(await keys.authenticate(leaked.key)).toBeNull();
  });

  it('a holder keeps at most two live keys, however fast it rotates', async () => {
    let current = await keys.create({ type: 'partner', name: 'Acme' });
    const all = [current];
    for (let i = 0; i < 5; i++) {
      current = await keys.rotate(current.record.id, 24 * 3600_000);
      all.push(current);
    }
    const live = [];
    for (const k of all) if (await keys.authenticate(k.key)) live.push(k.record.id);
    expect(live).toEqual([all[4]!.record.id, all[5]!.record.id]);
    const lineage = await keys.records({ holderId: all[0]!.record.id });
    expect(lineage.map((k) => [k.replaces, k.replacedBy])).toEqual(
      all.map((k, i) => [i === 0 ? null : all[i - 1]!.record.id, all[i + 1]?.record.id ?? null]),
    );
  });

  it('refuses an integrator’s sub-client past the cap, counting sub-clients, not their keys', async () => {
    keys = new ApiKeyService(sqliteKeyStore(), () => now++, undefined, 3);
    await keys.create({ type: 'integrator', name: 'Acme' });
    const first = await keys.create({ type: 'client', name: 'Sub 0', integrator: 'acme' });
    await keys.rotate(first.record.id, 1000); // a rotation is the same sub-client
    const second = await keys.create({ type: 'client', name: 'Sub 1', integrator: 'acme' });
    await keys.create({ type: 'client', name: 'Sub 2', integrator: 'acme' });
    const tooMany = 'Integrator acme already has 3 sub-clients, the most an integrator may have: revoke one first';
    await expect(keys.create({ type: 'client', name: 'Sub 3', integrator: 'acme' })).rejects.toThrow(tooMany);
    await keys.revoke(second.record.id); // a revoked sub-client frees its place
    await keys.create({ type: 'client', name: 'Sub 3', integrator: 'acme' });
    await expect(keys.create({ type: 'client', name: 'Sub 4', integrator: 'acme' })).rejects.toThrow(tooMany);
  });

  it('deletes keys stopped more than the retention ago, and what belongs to a holder once its last key row goes', async () => {
    const gone: string[] = [];
    keys = new ApiKeyService(
      sqliteKeyStore(),
      () => now,
      async (h) => void gone.push(h.holderId),
    );
    const old = await keys.create({ type: 'partner', name: 'Old' });
    const rotating = await keys.create({ type: 'partner', name: 'Rotating' });
    const next = await keys.rotate(rotating.record.id, 1000);
    const live = await keys.create({ type: 'client', name: 'Live' });
    await keys.revoke(old.record.id);
    now += STOPPED_KEY_RETENTION_MS; // exactly the retention: kept
    expect(await keys.purgeStopped()).toEqual({ keys: [], holders: [] });
    now += 1001;
    const purged = await keys.purgeStopped();
    expect([purged.keys.sort(), purged.holders]).toEqual([[old.record.id, rotating.record.id].sort(), [old.record.id]]);
    expect(gone).toEqual([old.record.id]);
    expect((await keys.list()).map((k) => k.id).sort()).toEqual([next.record.id, live.record.id].sort());
    // the successor still answers for its holder, whose first key row is gone
    expect((await keys.authenticate(next.key))?.holderId).toBe(rotating.record.id);
  });

  it('a rotation with an overlap: the old key ends then, its successor is the holder’s; an ending key answers for no integrator', async () => {
    const acme = await keys.create({ type: 'integrator', name: 'Acme' });
    const sub = (await keys.create({ type: 'client', name: 'Sub', integrator: 'acme' })).record;
    const start = now;
    const rotated = await keys.rotate(acme.record.id, 1000);
    expect(rotated.previous.id).toBe(acme.record.id);
    expect(rotated.previous.expiresAt).toBeGreaterThan(start);
    const end = rotated.previous.expiresAt!;
    expect((await keys.authenticate(acme.key))?.id).toBe(acme.record.id);
    await expect(keys.rotate(acme.record.id, 1000)).rejects.toThrow(/was already rotated/);
    now = end;
    expect(await keys.authenticate(acme.key)).toBeNull();
    expect((await keys.authenticate(rotated.key))?.id).toBe(rotated.record.id);
    await expect(keys.rotate(acme.record.id)).rejects.toThrow(
      `Key ${acme.record.id} has expired: create a key instead`,
    );
    // revoking the successor revokes the lineage (its first key already expired): its sub-clients go too
    expect(await keys.revoke(rotated.record.id)).toEqual({
      slug: 'acme',
      holderId: acme.record.id,
      keys: [acme.record.id, rotated.record.id],
      subClients: [sub.id],
      integratorStillActive: null,
    });
  });
});
