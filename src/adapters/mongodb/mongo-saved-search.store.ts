import type { AnyBulkWriteOperation, Collection, Db } from 'mongodb';
import type { SavedSearch, SavedSearchMatch } from '../../domain/search/saved-searches';
import type { SyncPosition } from '../../ports/profile-store';
import type { MatchChanges, SavedSearchChanges, SavedSearchStore } from '../../ports/saved-search-store';

type SearchDocument = Omit<SavedSearch, 'id' | 'query'> & { _id: string; query: string };
interface MatchDocument {
  _id: string; // saved search id \u0000 internal id
  savedSearchId: string;
  internalId: string;
  matchedAt: number;
}
interface StateDocument {
  _id: string;
  value: SyncPosition;
}

const matchId = (savedSearchId: string, internalId: string) => `${savedSearchId}\u0000${internalId}`;
// The query is kept as its JSON text: its keys are the client's, never operators MongoDB would read.
const toSearch = ({ _id, query, ...rest }: SearchDocument): SavedSearch => ({
  id: _id,
  query: JSON.parse(query) as SavedSearch['query'],
  ...rest,
});

export class MongoSavedSearchStore implements SavedSearchStore {
  private readonly searches: Collection<SearchDocument>;
  private readonly matches: Collection<MatchDocument>;
  private readonly state: Collection<StateDocument>;

  constructor(db: Db) {
    this.searches = db.collection<SearchDocument>('saved_searches');
    this.matches = db.collection<MatchDocument>('saved_search_matches');
    this.state = db.collection<StateDocument>('saved_search_state');
  }

  /** One index per call (FerretDB 1.24, see mongo-stores.ts). */
  async ensureIndexes(): Promise<void> {
    // Before lineages they named their key (`keyId`, index `by_key`): that key is its holder (mongo-key.store.ts).
    await this.searches.updateMany({ keyId: { $exists: true } }, { $rename: { keyId: 'holderId' } });
    await this.searches.dropIndex('by_key').catch(() => undefined);
    await this.searches.createIndex({ holderId: 1, createdAt: 1 }, { name: 'by_holder' });
    await this.matches.createIndex({ savedSearchId: 1, matchedAt: -1, internalId: 1 }, { name: 'by_time' });
    await this.matches.createIndex({ internalId: 1 }, { name: 'by_profile' });
  }

  async insert(s: SavedSearch, maxPerHolder: number): Promise<boolean> {
    // Count, then insert: two creations racing for the last place may both pass (the limit is a budget, not a lock).
    if ((await this.searches.countDocuments({ holderId: s.holderId })) >= maxPerHolder) return false;
    const { id, query, ...rest } = s;
    await this.searches.insertOne({ _id: id, query: JSON.stringify(query), ...rest });
    return true;
  }

  async get(id: string): Promise<SavedSearch | null> {
    const doc = await this.searches.findOne({ _id: String(id) });
    return doc ? toSearch(doc) : null;
  }

  async list(holderId: string): Promise<SavedSearch[]> {
    return (
      await this.searches
        .find({ holderId: String(holderId) })
        .sort({ createdAt: 1, _id: 1 })
        .toArray()
    ).map(toSearch);
  }

  async all(): Promise<SavedSearch[]> {
    return (await this.searches.find({}).sort({ createdAt: 1, _id: 1 }).toArray()).map(toSearch);
  }

  async any(): Promise<boolean> {
    return (await this.searches.findOne({}, { projection: { _id: 1 } })) !== null;
  }

  async update(id: string, c: SavedSearchChanges): Promise<SavedSearch | null> {
    const set = {
      ...(c.name !== undefined && { name: c.name }),
      ...(c.query && { query: JSON.stringify(c.query) }),
      ...(c.updatedAt !== undefined && { updatedAt: c.updatedAt }),
    };
    const doc = await this.searches.findOneAndUpdate({ _id: String(id) }, { $set: set }, { returnDocument: 'after' });
    return doc ? toSearch(doc) : null;
  }

  async remove(id: string): Promise<boolean> {
    const removed = (await this.searches.deleteOne({ _id: String(id) })).deletedCount === 1;
    await this.matches.deleteMany({ savedSearchId: String(id) });
    return removed;
  }

  async matchedAmong(internalIds: string[]): Promise<Map<string, Set<string>>> {
    const found = new Map<string, Set<string>>();
    if (internalIds.length === 0) return found;
    const docs = await this.matches
      .find({ internalId: { $in: internalIds } }, { projection: { savedSearchId: 1, internalId: 1 } })
      .toArray();
    for (const d of docs) {
      const ids = found.get(d.savedSearchId);
      if (ids) ids.add(d.internalId);
      else found.set(d.savedSearchId, new Set([d.internalId]));
    }
    return found;
  }

  async applyMatches({ recorded, forgotten, removed, checkpoint }: MatchChanges): Promise<void> {
    // In this order (ordered): a profile removed, then a pair forgotten, then a match recorded.
    const writes: AnyBulkWriteOperation<MatchDocument>[] = [
      ...(removed.length > 0 ? [{ deleteMany: { filter: { internalId: { $in: removed } } } }] : []),
      ...(forgotten.length > 0
        ? [{ deleteMany: { filter: { _id: { $in: forgotten.map((m) => matchId(m.savedSearchId, m.internalId)) } } } }]
        : []),
      ...recorded.map((m) => ({
        updateOne: {
          filter: { _id: matchId(m.savedSearchId, m.internalId) },
          update: { $setOnInsert: { ...m } },
          upsert: true,
        },
      })),
    ];
    if (writes.length > 0) await this.matches.bulkWrite(writes, { ordered: true });
    if (checkpoint) await this.saveCheckpoint(checkpoint); // after them: no multi-document transactions on FerretDB
  }

  async matchesSince(savedSearchId: string, since: number, limit: number): Promise<SavedSearchMatch[]> {
    const docs = await this.matches
      .find({ savedSearchId: String(savedSearchId), matchedAt: { $gte: since } })
      .sort({ matchedAt: -1, internalId: 1 })
      .limit(limit)
      .toArray();
    return docs.map(({ savedSearchId: s, internalId, matchedAt }) => ({ savedSearchId: s, internalId, matchedAt }));
  }

  async checkpoint(): Promise<SyncPosition | null> {
    return (await this.state.findOne({ _id: 'matcher' }))?.value ?? null;
  }

  async saveCheckpoint(position: SyncPosition): Promise<void> {
    await this.state.updateOne({ _id: 'matcher' }, { $set: { value: position } }, { upsert: true });
  }
}
