import type { Collection, Filter } from 'mongodb';
import type { ApiKeyRecord } from '../../domain/keys/api-key';
import type { KeyStore } from '../../ports/key-store';

export type KeyDocument = Omit<ApiKeyRecord, 'id'> & { _id: string };
/** A key's one rotation, claimed by inserting this document: its `_id` is the key's id, unique. */
export interface RotationDocument {
  _id: string;
  successorId: string;
  at: number;
}

const DUPLICATE_KEY = 11000;

// Keys stored before a field existed have none: absent reads as null (holderId: the key is its own holder).
const toRecord = ({ _id, ...rest }: KeyDocument): ApiKeyRecord => ({
  id: _id,
  secretHash: rest.secretHash,
  type: rest.type,
  name: rest.name,
  slug: rest.slug ?? null,
  integratorSlug: rest.integratorSlug ?? null,
  integrationClientId: rest.integrationClientId ?? null,
  email: rest.email ?? null,
  company: rest.company ?? null,
  createdAt: rest.createdAt,
  revokedAt: rest.revokedAt ?? null,
  expiresAt: rest.expiresAt ?? null,
  holderId: rest.holderId ?? _id,
  replaces: rest.replaces ?? null,
  replacedBy: rest.replacedBy ?? null,
});

export class MongoKeyStore implements KeyStore {
  constructor(
    private readonly col: Collection<KeyDocument>,
    private readonly rotations: Collection<RotationDocument>,
  ) {}

  /** The index of holders' keys, and the holder of keys stored before lineages (each its own). */
  async ensureHolders(): Promise<void> {
    await this.col.createIndex({ holderId: 1, createdAt: 1 }, { name: 'by_holder' });
    for (const { _id } of await this.col.find({ holderId: { $exists: false } }, { projection: { _id: 1 } }).toArray())
      await this.col.updateOne({ _id, holderId: { $exists: false } }, { $set: { holderId: _id } });
  }

  async insert({ id, ...rest }: ApiKeyRecord): Promise<void> {
    await this.col.insertOne({ _id: id, ...rest });
  }

  async findById(id: string): Promise<ApiKeyRecord | null> {
    const d = await this.col.findOne({ _id: String(id) });
    return d ? toRecord(d) : null;
  }

  async list(filter: { integratorSlug?: string; holderId?: string } = {}): Promise<ApiKeyRecord[]> {
    const query: Filter<KeyDocument> = {};
    if (filter.integratorSlug !== undefined) query.integratorSlug = String(filter.integratorSlug);
    if (filter.holderId !== undefined) query.holderId = String(filter.holderId);
    return (await this.col.find(query).sort({ createdAt: 1, _id: 1 }).toArray()).map(toRecord);
  }

  async claimRotation(id: string, successorId: string, expiresAt: number): Promise<boolean> {
    // A conditional update alone is not one step on every server of the protocol (FerretDB reads, then writes: 3 of 20
    // concurrent claims passed), but a unique _id is: the claim is the insertion of the rotation's document, and only
    // the caller whose insertion succeeds names the successor. `null` matches an absent field (older keys).
    const filter = { _id: String(id), revokedAt: null, replacedBy: null, expiresAt: null };
    if (!(await this.col.findOne(filter, { projection: { _id: 1 } }))) return false;
    try {
      await this.rotations.insertOne({ _id: String(id), successorId, at: Date.now() });
    } catch (err) {
      if ((err as { code?: number }).code === DUPLICATE_KEY) return false;
      throw err;
    }
    await this.col.updateOne({ _id: String(id) }, { $set: { replacedBy: successorId, expiresAt } });
    return true;
  }

  async releaseRotation(id: string, successorId: string): Promise<void> {
    if ((await this.rotations.deleteOne({ _id: String(id), successorId })).deletedCount === 0) return;
    await this.col.updateOne(
      { _id: String(id), replacedBy: successorId },
      { $set: { replacedBy: null, expiresAt: null } },
    );
  }

  async revokeHolder(holderId: string, now: number): Promise<string[]> {
    const revoked: string[] = [];
    for (const { _id } of await this.col
      .find({ holderId: String(holderId), revokedAt: null }, { projection: { _id: 1 } })
      .toArray()) {
      if ((await this.col.updateOne({ _id, revokedAt: null }, { $set: { revokedAt: now } })).modifiedCount === 1)
        revoked.push(_id);
    }
    return revoked;
  }

  async expire(id: string, at: number): Promise<boolean> {
    const filter = { _id: String(id), revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: at } }] };
    return (await this.col.updateOne(filter, { $set: { expiresAt: at } })).matchedCount === 1;
  }

  async remove(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    await this.rotations.deleteMany({ _id: { $in: ids.map(String) } });
    return (await this.col.deleteMany({ _id: { $in: ids.map(String) } })).deletedCount;
  }
}
