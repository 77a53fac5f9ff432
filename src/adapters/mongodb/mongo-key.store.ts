import type { Collection } from 'mongodb';
import type { ApiKeyRecord } from '../../domain/keys/api-key';
import type { KeyStore } from '../../ports/key-store';

export type KeyDocument = Omit<ApiKeyRecord, 'id'> & { _id: string };

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
});

export class MongoKeyStore implements KeyStore {
  constructor(private readonly col: Collection<KeyDocument>) {}

  async insert({ id, ...rest }: ApiKeyRecord): Promise<void> {
    await this.col.insertOne({ _id: id, ...rest });
  }

  async findById(id: string): Promise<ApiKeyRecord | null> {
    const d = await this.col.findOne({ _id: String(id) });
    return d ? toRecord(d) : null;
  }

  async list(filter: { integratorSlug?: string } = {}): Promise<ApiKeyRecord[]> {
    const query = filter.integratorSlug === undefined ? {} : { integratorSlug: String(filter.integratorSlug) };
    return (await this.col.find(query).sort({ createdAt: 1, _id: 1 }).toArray()).map(toRecord);
  }

  async revoke(id: string, now: number): Promise<boolean> {
    return (
      (await this.col.updateOne({ _id: String(id), revokedAt: null }, { $set: { revokedAt: now } })).matchedCount === 1
    );
  }

  async expire(id: string, at: number): Promise<boolean> {
    // Keys stored before rotations existed have no expiresAt field: absent reads as null.
    const filter = { _id: String(id), revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: at } }] };
    return (await this.col.updateOne(filter, { $set: { expiresAt: at } })).matchedCount === 1;
  }
}
