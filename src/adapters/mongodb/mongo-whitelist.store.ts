import { MongoServerError, type Collection } from 'mongodb';
import type { WhitelistEntry, WhitelistStore } from '../../ports/whitelist-store';

export interface AddressDocument {
  _id: string; // the proxy address
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

  async claimAddress(whitelistedEmail: string, email: string): Promise<boolean> {
    try {
      await this.addresses.insertOne({ _id: whitelistedEmail, email });
      return true;
    } catch (err) {
      if (!(err instanceof MongoServerError) || err.code !== DUPLICATE_KEY) throw err;
      return (await this.addresses.findOne({ _id: whitelistedEmail }))?.email === email;
    }
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

  async update(owner: string, email: string, f: Pick<WhitelistEntry, 'firstname' | 'lastname' | 'company' | 'trackingMode' | 'updatedAt'>): Promise<WhitelistEntry | null> {
    const doc = await this.entries.findOneAndUpdate({ _id: key(owner, email) }, { $set: f }, { returnDocument: 'after' });
    return doc ? toEntry(doc) : null;
  }

  async get(owner: string, email: string): Promise<WhitelistEntry | null> {
    const doc = await this.entries.findOne({ _id: key(String(owner), String(email)) });
    return doc ? toEntry(doc) : null;
  }

  async list(owner: string): Promise<WhitelistEntry[]> {
    return (await this.entries.find({ owner: String(owner) }).sort({ createdAt: 1, email: 1 }).toArray()).map(toEntry);
  }

  async remove(owner: string, email: string): Promise<boolean> {
    return (await this.entries.deleteOne({ _id: key(String(owner), String(email)) })).deletedCount === 1;
  }
}
