import { MongoBulkWriteError, type AnyBulkWriteOperation, type Collection, type Filter } from 'mongodb';
import type { RawProfile, RemovalReason, StoredProfile } from '../../domain/profile/raw-profile.schema';
import { stampedWrite, visibleUpTo, type InFlightWrites } from '../in-flight-writes';
import type {
  DistributableProfile,
  KeptPreparation,
  ListPage,
  PrepareDistribution,
  ModifiedQuery,
  PageOf,
  ProfileFilter,
  ProfileStore,
  ProfileVersion,
  ProfileWrite,
  RemoveOutcome,
  RemovedQuery,
  RestoreOutcome,
  StampClock,
  SyncPosition,
  UpsertOutcome,
} from '../../ports/profile-store';

export interface ProfileDocument {
  _id: string; // internal id
  doc: RawProfile;
  contentHash: string;
  removalReason: RemovalReason | null;
  removedAt: number | null;
  createdAt: number;
  modifiedAt: number;
  /** The distribution prepared for this version (ProfileDistributor.prepare) and its key; absent before it was made. */
  preparedKey?: string | null;
  prepared?: string | null;
}

const toStored = (d: ProfileDocument): StoredProfile => ({
  internalId: d._id,
  profile: d.doc,
  removalReason: d.removalReason ?? null,
  removedAt: d.removedAt ?? null,
  createdAt: d.createdAt,
  modifiedAt: d.modifiedAt,
  contentHash: d.contentHash,
});

const SYNC_ORDER = { modifiedAt: 1, _id: 1 } as const;

/** A profile's version alone (ProfileVersion): the document is not read. */
const VERSION_FIELDS = { contentHash: 1, modifiedAt: 1, removalReason: 1 } as const;

const toVersion = (
  d: Pick<ProfileDocument, '_id' | 'contentHash' | 'modifiedAt' | 'removalReason'>,
): ProfileVersion => ({
  internalId: d._id,
  contentHash: d.contentHash,
  modifiedAt: d.modifiedAt,
  removed: (d.removalReason ?? null) !== null,
});
const ACTIVE: Filter<ProfileDocument> = { removalReason: null };
const REMOVED: Filter<ProfileDocument> = { removalReason: { $ne: null } };
const DUPLICATE_KEY = 11000;

/** An operator's filter as a query (on `sync_order` for the modification time). */
function profileFilter(f: ProfileFilter): Filter<ProfileDocument> {
  const modifiedAt = {
    ...(f.modifiedSince !== undefined && { $gte: f.modifiedSince }),
    ...(f.modifiedBefore !== undefined && { $lt: f.modifiedBefore }),
  };
  return {
    ...(f.status === 'distributed' ? ACTIVE : f.status === 'removed' ? REMOVED : {}),
    ...(Object.keys(modifiedAt).length > 0 && { modifiedAt }),
  };
}

/** A profile write in flight (src/adapters/in-flight-writes.ts). */
export interface WriteInFlightDocument {
  _id: string;
  since: number;
  expiresAt: number;
}

/**
 * A version's fields: the document, its hash and the distribution prepared from it (null when none was; made
 * beforehand by an import's threads when it carries one).
 */
const versionFields = (w: ProfileWrite, prepare?: PrepareDistribution) => {
  const kept = prepare && (w.distribution ?? prepare(w.profile));
  return { doc: w.profile, contentHash: w.contentHash, preparedKey: kept?.key ?? null, prepared: kept?.body ?? null };
};

/** A profile's document as first stored: distributed, created and modified now. */
export const newProfileDocument = (w: ProfileWrite, now: number, prepare?: PrepareDistribution): ProfileDocument => ({
  _id: w.profile.meta.id,
  ...versionFields(w, prepare),
  removalReason: null,
  removedAt: null,
  createdAt: now,
  modifiedAt: now,
});

/**
 * What the distribution reads of a document: all but the profile, which it reads only where no prepared one is kept.
 */
const WITHOUT_DOC = { projection: { doc: 0 } } as const;

/** Past a keyset position in the (modifiedAt, _id) order. */
const pastPosition = (p: SyncPosition): Filter<ProfileDocument> => ({
  $or: [{ modifiedAt: { $gt: p.modifiedAt } }, { modifiedAt: p.modifiedAt, _id: { $gt: p.internalId } }],
});

/**
 * Profiles in MongoDB, one document each, `_id` = internal id. Uses only what FerretDB 1.x also supports (no
 * transactions, no aggregation): single-document updates guarded by their filter, one bulkWrite per batch, whose
 * documents become visible one by one; each write is registered in `writes_in_flight` while it runs, for every
 * process on the database to see.
 */
export class MongoProfileStore implements ProfileStore {
  private readonly inFlight: InFlightWrites;

  constructor(
    private readonly col: Collection<ProfileDocument>,
    writes: Collection<WriteInFlightDocument>,
  ) {
    this.inFlight = {
      async register(id, since, expiresAt) {
        await writes.deleteMany({ expiresAt: { $lte: since } }); // registrations of writers that died
        await writes.insertOne({ _id: id, since, expiresAt });
      },
      release: async (id) => void (await writes.deleteOne({ _id: id })),
      oldest: async (now) =>
        (
          await writes
            .find({ expiresAt: { $gt: now } })
            .sort({ since: 1 })
            .limit(1)
            .next()
        )?.since ?? null,
    };
  }

  visibleUpTo(now: number): Promise<number> {
    return visibleUpTo(this.inFlight, now);
  }

  upsertMany(profiles: ProfileWrite[], clock: StampClock, prepare?: PrepareDistribution): Promise<UpsertOutcome[]> {
    return stampedWrite(this.inFlight, clock, (now) => this.upsertStamped(profiles, now, prepare));
  }

  private async upsertStamped(
    profiles: ProfileWrite[],
    now: number,
    prepare?: PrepareDistribution,
  ): Promise<UpsertOutcome[]> {
    const ids = profiles.map((p) => p.profile.meta.id);
    const current = new Map(
      (await this.col.find({ _id: { $in: ids } }, { projection: { contentHash: 1 } }).toArray()).map((d) => [
        d._id,
        d.contentHash,
      ]),
    );
    const outcomes: UpsertOutcome[] = [];
    const ops: AnyBulkWriteOperation<ProfileDocument>[] = [];
    const opIndex: number[] = []; // ops[i] is for profiles[opIndex[i]]
    profiles.forEach((write, i) => {
      const { profile, contentHash } = write;
      const id = profile.meta.id;
      const hash = current.get(id);
      if (hash === contentHash) {
        outcomes.push('unchanged');
        return;
      }
      if (hash === undefined) {
        outcomes.push('created');
        ops.push({ insertOne: { document: newProfileDocument(write, now, prepare) } });
      } else {
        outcomes.push('updated');
        // Guarded by the hash just read: a concurrent writer makes this match nothing, and it is retried below.
        ops.push({
          updateOne: {
            filter: { _id: id, contentHash: hash },
            update: { $set: { ...versionFields(write, prepare), modifiedAt: now } },
          },
        });
      }
      opIndex.push(i);
    });
    if (ops.length === 0) return outcomes;

    const retry = new Set<number>();
    try {
      const result = await this.col.bulkWrite(ops, { ordered: false });
      if (result.matchedCount < ops.filter((o) => 'updateOne' in o).length) ops.forEach((_, k) => retry.add(k));
    } catch (err) {
      if (!(err instanceof MongoBulkWriteError)) throw err;
      const errors = Array.isArray(err.writeErrors) ? err.writeErrors : [err.writeErrors];
      for (const e of errors) {
        if (e.code !== DUPLICATE_KEY) throw err;
        retry.add(e.index);
      }
    }
    // Lost races (a concurrent insert, or a concurrent update that changed the hash): settle them one by one.
    for (const k of retry) {
      const i = opIndex[k]!;
      outcomes[i] = await this.upsertOne(profiles[i]!, now, outcomes[i]!, prepare);
    }
    return outcomes;
  }

  private async upsertOne(
    write: ProfileWrite,
    now: number,
    planned: UpsertOutcome,
    prepare?: PrepareDistribution,
  ): Promise<UpsertOutcome> {
    const id = write.profile.meta.id;
    const existing = await this.col.findOne({ _id: id }, { projection: { contentHash: 1 } });
    if (existing?.contentHash === write.contentHash) return planned === 'created' ? 'unchanged' : planned;
    if (!existing) {
      await this.col.insertOne(newProfileDocument(write, now, prepare));
      return 'created';
    }
    await this.col.updateOne({ _id: id }, { $set: { ...versionFields(write, prepare), modifiedAt: now } });
    return 'updated';
  }

  remove(internalId: string, reason: RemovalReason, clock: StampClock): Promise<RemoveOutcome> {
    return stampedWrite(this.inFlight, clock, (now) => this.removeStamped(internalId, reason, now));
  }

  private async removeStamped(internalId: string, reason: RemovalReason, now: number): Promise<RemoveOutcome> {
    const removed = await this.col.updateOne(
      { _id: internalId, ...ACTIVE },
      { $set: { removalReason: reason, removedAt: now, modifiedAt: now } },
    );
    if (removed.matchedCount === 1) return 'removed';
    const already = await this.col.updateOne({ _id: internalId, ...REMOVED }, { $set: { removalReason: reason } });
    return already.matchedCount === 1 ? 'unchanged' : 'not_found';
  }

  restore(internalId: string, clock: StampClock): Promise<RestoreOutcome> {
    return stampedWrite(this.inFlight, clock, (now) => this.restoreStamped(internalId, now));
  }

  private async restoreStamped(internalId: string, now: number): Promise<RestoreOutcome> {
    const restored = await this.col.updateOne(
      { _id: internalId, ...REMOVED },
      { $set: { removalReason: null, removedAt: null, modifiedAt: now } },
    );
    if (restored.matchedCount === 1) return 'restored';
    return (await this.col.countDocuments({ _id: internalId }, { limit: 1 })) === 1 ? 'unchanged' : 'not_found';
  }

  async get(internalId: string): Promise<StoredProfile | null> {
    const d = await this.col.findOne({ _id: String(internalId) });
    return d ? toStored(d) : null;
  }

  async listModified(q: ModifiedQuery): Promise<{ items: DistributableProfile[]; total: number | null }> {
    const filter: Filter<ProfileDocument> = {
      modifiedAt: { $gt: q.modifiedAfter },
      ...(q.includeRemoved ? {} : ACTIVE),
    };
    const page = q.after
      ? this.col.find({ ...filter, ...pastPosition(q.after) }, WITHOUT_DOC)
      : this.col.find(filter, WITHOUT_DOC).skip(q.offset);
    const [docs, total] = await Promise.all([
      page.sort(SYNC_ORDER).limit(q.limit).toArray(),
      q.countTotal ? this.col.countDocuments(filter) : null,
    ]);
    return { items: await this.distributable(docs, q.preparedKey), total };
  }

  async distributableByIds(
    internalIds: string[],
    offset: number,
    limit: number,
    preparedKey: string,
  ): Promise<PageOf<DistributableProfile>> {
    const filter: Filter<ProfileDocument> = { _id: { $in: internalIds.map(String) } };
    const [docs, total] = await Promise.all([
      this.col.find(filter, WITHOUT_DOC).sort(SYNC_ORDER).skip(offset).limit(limit).toArray(),
      this.col.countDocuments(filter),
    ]);
    return { items: await this.distributable(docs, preparedKey), total };
  }

  /**
   * Documents read without their profile, as the distribution reads them: the profiles of those that keep no
   * distribution prepared under `key` are read now.
   */
  private async distributable(docs: Omit<ProfileDocument, 'doc'>[], key: string): Promise<DistributableProfile[]> {
    const missing = docs.filter((d) => d.preparedKey !== key && (d.removalReason ?? null) === null).map((d) => d._id);
    const profiles = new Map<string, RawProfile>();
    if (missing.length > 0)
      for (const d of await this.col.find({ _id: { $in: missing } }, { projection: { doc: 1 } }).toArray())
        profiles.set(d._id, d.doc);
    return docs.map((d) => {
      const prepared = d.preparedKey === key && (d.removalReason ?? null) === null ? (d.prepared ?? null) : null;
      return {
        internalId: d._id,
        profile: prepared === null ? (profiles.get(d._id) ?? null) : null,
        prepared,
        removalReason: d.removalReason ?? null,
        removedAt: d.removedAt ?? null,
        createdAt: d.createdAt,
        modifiedAt: d.modifiedAt,
        contentHash: d.contentHash,
      };
    });
  }

  async keepPrepared(items: { internalId: string; contentHash: string; prepared: KeptPreparation }[]): Promise<number> {
    if (items.length === 0) return 0;
    const result = await this.col.bulkWrite(
      items.map((p) => ({
        updateOne: {
          filter: { _id: p.internalId, contentHash: p.contentHash },
          update: { $set: { preparedKey: p.prepared.key, prepared: p.prepared.body } },
        },
      })),
      { ordered: false },
    );
    return result.matchedCount;
  }

  async countPrepared(key: string): Promise<{ prepared: number; total: number }> {
    const [prepared, total] = await Promise.all([
      this.col.countDocuments({ preparedKey: key }),
      this.col.countDocuments({}),
    ]);
    return { prepared, total };
  }

  async *scanUnprepared(key: string, batchSize: number): AsyncGenerator<StoredProfile[]> {
    let batch: StoredProfile[] = [];
    for await (const doc of this.col
      .find({ preparedKey: { $ne: key } }, { projection: { prepared: 0 } })
      .batchSize(batchSize)) {
      batch.push(toStored(doc));
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  async changesAfter(after: SyncPosition | null, limit: number): Promise<StoredProfile[]> {
    return (
      await this.col
        .find(after ? pastPosition(after) : {}, { projection: { prepared: 0 } }) // the kept distribution: not a StoredProfile's
        .sort(SYNC_ORDER)
        .limit(limit)
        .toArray()
    ).map(toStored);
  }

  async listByIds(internalIds: string[], offset: number, limit: number): Promise<PageOf<StoredProfile>> {
    const filter: Filter<ProfileDocument> = { _id: { $in: internalIds.map(String) } };
    const [docs, total] = await Promise.all([
      this.col.find(filter).sort(SYNC_ORDER).skip(offset).limit(limit).toArray(),
      this.col.countDocuments(filter),
    ]);
    return { items: docs.map(toStored), total };
  }

  async versionsAfter(after: SyncPosition | null, limit: number): Promise<ProfileVersion[]> {
    const docs = await this.col
      .find(after ? pastPosition(after) : {}, { projection: VERSION_FIELDS })
      .sort(SYNC_ORDER)
      .limit(limit)
      .toArray();
    return docs.map(toVersion);
  }

  async versionsByIds(internalIds: string[]): Promise<ProfileVersion[]> {
    const docs = await this.col
      .find({ _id: { $in: internalIds.map(String) } }, { projection: VERSION_FIELDS })
      .toArray();
    return docs.map(toVersion);
  }

  async listRemoved(q: RemovedQuery): Promise<PageOf<StoredProfile>> {
    const [docs, total] = await Promise.all([
      this.col.find(REMOVED).sort({ removedAt: 1, _id: 1 }).skip(q.offset).limit(q.limit).toArray(),
      this.col.countDocuments(REMOVED),
    ]);
    return { items: docs.map(toStored), total };
  }

  async listProfiles(filter: ProfileFilter, page: ListPage): Promise<StoredProfile[]> {
    const f = profileFilter(filter);
    const cursor = page.after
      ? this.col.find({ $and: [f, pastPosition(page.after)] })
      : this.col.find(f).skip(page.offset);
    return (await cursor.sort(SYNC_ORDER).limit(page.limit).toArray()).map(toStored);
  }

  countProfiles(filter: ProfileFilter): Promise<number> {
    return this.col.countDocuments(profileFilter(filter));
  }

  async count(which: 'all' | 'distributed' = 'all'): Promise<number> {
    return this.col.countDocuments(which === 'all' ? {} : ACTIVE);
  }

  async *scanDistributed(batchSize: number): AsyncGenerator<StoredProfile[]> {
    let batch: StoredProfile[] = [];
    for await (const doc of this.col.find(ACTIVE).batchSize(batchSize)) {
      batch.push(toStored(doc));
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }
}
