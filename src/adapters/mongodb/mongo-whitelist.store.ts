import { MongoServerError, type Collection } from 'mongodb';
import type { WhitelistEntry, WhitelistStore } from '../../ports/whitelist-store';

export interface AddressDocument {
  _id: string; // owner \u0000 proxy address
  owner: string;
  email: string;
}
export type WhitelistDocument = WhitelistEntry & { _id: string };

const DUPLICATE_KEY = 11000;
const key = (owner: string, email: string) => `${owner}\u0000${email}`;
const toEntry = ({ _id, ...e }: WhitelistDocument): WhitelistEntry => e;

export class MongoWhitelistStore implements WhitelistStore {
  constructor(
    private readonly addresses: Collection<AddressDocument>,
    private readonly entries: Collection<WhitelistDocument>,
  ) {}

  async claimAddress(owner: string, whitelistedEmail: string, email: string): Promise<boolean> {
    const _id = key(owner, whitelistedEmail);
    try {
      await this.addresses.insertOne({ _id, owner, email });
      return true;
    } catch (err) {
      if (!(err instanceof MongoServerError) || err.code !== DUPLICATE_KEY) throw err;
      return (await this.addresses.findOne({ _id }))?.email === email;
    }
  }

  /**
   * Seeds the owners' address maps with the addresses their entries hold (once per database: a marker document
   * records it), so a database whose addresses were allocated from one global map keeps them within each owner.
   */
  async seedAddresses(): Promise<void> {
    const marker = '\u0000seeded-from-whitelist';
    if (await this.addresses.findOne({ _id: marker })) return;
    for await (const e of this.entries.find({}, { projection: { owner: 1, email: 1, whitelistedEmail: 1 } })) {
      await this.addresses.updateOne(
        { _id: key(e.owner, e.whitelistedEmail) },
        { $setOnInsert: { owner: e.owner, email: e.email } },
        { upsert: true },
      );
    }
    await this.addresses.updateOne({ _id: marker }, { $setOnInsert: { owner: '', email: '' } }, { upsert: true });
  }

  async insert(entry: WhitelistEntry): Promise<{ inserted: boolean; entry: WhitelistEntry }> {
    try {
      await this.entries.insertOne({ _id: key(entry.owner, entry.email), ...entry });
      return { inserted: true, entry };
    } catch (err) {
      if (!(err instanceof MongoServerError) || err.code !== DUPLICATE_KEY) throw err;
      return { inserted: false, entry: (await this.get(entry.owner, entry.email))! };
    }
  }

  async update(
    owner: string,
    email: string,
    f: Pick<WhitelistEntry, 'firstname' | 'lastname' | 'company' | 'trackingMode' | 'updatedAt'>,
  ): Promise<WhitelistEntry | null> {
    const doc = await this.entries.findOneAndUpdate(
      { _id: key(owner, email) },
      { $set: f },
      { returnDocument: 'after' },
    );
    return doc ? toEntry(doc) : null;
  }

  async get(owner: string, email: string): Promise<WhitelistEntry | null> {
    const doc = await this.entries.findOne({ _id: key(String(owner), String(email)) });
    return doc ? toEntry(doc) : null;
  }

  async list(owner: string): Promise<WhitelistEntry[]> {
    return (
      await this.entries
        .find({ owner: String(owner) })
        .sort({ createdAt: 1, email: 1 })
        .toArray()
    ).map(toEntry);
  }

  async remove(owner: string, email: string): Promise<boolean> {
    return (await this.entries.deleteOne({ _id: key(String(owner), String(email)) })).deletedCount === 1;
  }
}
