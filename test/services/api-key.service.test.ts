import type { ApiKeyRecord } from '../../src/domain/keys/api-key';
import type { KeyStore } from '../../src/ports/key-store';
import { ApiKeyService, type CreateKeyInput } from '../../src/services/api-key.service';

/** Keys in a Map, as the SQLite and MongoDB stores keep them (oldest first). */
function memoryKeyStore(): KeyStore {
  const keys = new Map<string, ApiKeyRecord>();
  return {
    insert: async (record) => void keys.set(record.id, { ...record }),
    findById: async (id) => keys.get(id) ?? null,
    list: async (filter) =>
      [...keys.values()].filter(
        (k) => filter?.integratorSlug === undefined || k.integratorSlug === filter.integratorSlug,
      ),
    revoke: async (id, now) => {
      const k = keys.get(id);
      if (!k || k.revokedAt !== null) return false;
      k.revokedAt = now;
      return true;
    },
    expire: async (id, at) => {
      const k = keys.get(id);
      if (!k || k.revokedAt !== null || (k.expiresAt !== null && k.expiresAt <= at)) return false;
      k.expiresAt = at;
      return true;
    },
  };
}

describe('API keys: one holder per slug, once folded', () => {
  let keys: ApiKeyService;
  let now: number;
  beforeEach(() => {
    now = 1_800_000_000_000;
    keys = new ApiKeyService(memoryKeyStore(), () => now++);
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
    });
    expect(second.record.id).not.toBe(acme.id);
    const subSecond = (await keys.rotate(sub.id)).record;
    expect([subSecond.integratorSlug, subSecond.integrationClientId, subSecond.email]).toEqual([
      'acme',
      sub.integrationClientId,
      'a@sub.example',
    ]);
    await keys.revoke(acme.id);
    await expect(keys.rotate(acme.id)).rejects.toThrow(`Key ${acme.id} is revoked: create a key instead`);
    await expect(keys.rotate('nope')).rejects.toThrow('No key with id nope');
  });

  it('revoking an integrator’s last active key revokes its sub-clients’ keys too; while another key of it is active, they stay', async () => {
    const acme = (await keys.create({ type: 'integrator', name: 'Acme' })).record;
    const second = (await keys.rotate(acme.id)).record;
    const subs = [
      (await keys.create({ type: 'client', name: 'Sub 1', integrator: 'acme' })).record,
      (await keys.create({ type: 'client', name: 'Sub 2', integrator: 'acme' })).record,
    ];
    const other = (await keys.create({ type: 'integrator', name: 'Other' })).record;
    const otherSub = (await keys.create({ type: 'client', name: 'Sub 3', integrator: 'other' })).record;
    const revoked = async () => (await keys.list()).filter((k) => k.revokedAt !== null).map((k) => k.id);

    expect(await keys.revoke(acme.id)).toEqual({ slug: 'acme', subClients: [], integratorStillActive: second.id });
    expect(await revoked()).toEqual([acme.id]);
    expect(await keys.revoke(second.id)).toEqual({
      slug: 'acme',
      subClients: subs.map((k) => k.id),
      integratorStillActive: null,
    });
    expect((await revoked()).sort()).toEqual([acme.id, second.id, ...subs.map((k) => k.id)].sort());
    // Another integrator's sub-clients, and keys of other types, are untouched; a sub-client revoked alone is just
    // that.
    expect(await keys.revoke(otherSub.id)).toEqual({ slug: null, subClients: [], integratorStillActive: null });
    expect((await keys.list()).find((k) => k.id === other.id)!.revokedAt).toBeNull();
  });

  it('a rotation with an overlap: the old key ends then, its successor is the holder’s; an ending key answers for no integrator', async () => {
    const acme = await keys.create({ type: 'integrator', name: 'Acme' });
    const sub = (await keys.create({ type: 'client', name: 'Sub', integrator: 'acme' })).record;
    const start = now;
    const rotated = await keys.rotate(acme.record.id, { overlapMs: 1000 });
    expect(rotated.previous.id).toBe(acme.record.id);
    expect(rotated.previous.expiresAt).toBeGreaterThan(start);
    const end = rotated.previous.expiresAt!;
    expect((await keys.authenticate(acme.key))?.id).toBe(acme.record.id);
    await expect(keys.rotate(acme.record.id, { overlapMs: 1000 })).rejects.toThrow(/was already rotated/);
    now = end;
    expect(await keys.authenticate(acme.key)).toBeNull();
    expect((await keys.authenticate(rotated.key))?.id).toBe(rotated.record.id);
    await expect(keys.rotate(acme.record.id)).rejects.toThrow(
      `Key ${acme.record.id} has expired: create a key instead`,
    );
    // revoking the successor leaves the integrator without a key that answers for it: its sub-clients go too
    expect(await keys.revoke(rotated.record.id)).toEqual({
      slug: 'acme',
      subClients: [sub.id],
      integratorStillActive: null,
    });
  });
});
