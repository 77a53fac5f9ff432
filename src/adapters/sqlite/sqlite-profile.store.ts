import type Database from 'better-sqlite3';
import type { RawProfile, RemovalReason, StoredProfile } from '../../domain/profile/raw-profile.schema';
import type { SqliteSearchIndex } from './sqlite-search-index';
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

interface VersionRow {
  internal_id: string;
  content_hash: string;
  modified_at: number;
  removal_reason: string | null;
}

const toVersion = (r: VersionRow): ProfileVersion => ({
  internalId: r.internal_id,
  contentHash: r.content_hash,
  modifiedAt: r.modified_at,
  removed: r.removal_reason !== null,
});

interface ProfileRow {
  internal_id: string;
  doc: string;
  content_hash: string;
  removal_reason: RemovalReason | null;
  removed_at: number | null;
  created_at: number;
  modified_at: number;
}

/**
 * ProfileRow's columns. Never `*`: that reads the kept distribution too (`prepared`, after the document, several KB in
 * overflow pages, made into a string nobody reads): a change feed's page of 500 took 15 % longer.
 */
const PROFILE_COLUMNS = 'internal_id, doc, content_hash, removal_reason, removed_at, created_at, modified_at';

/**
 * A row as the distribution reads it (DISTRIBUTABLE): `doc` only when no distribution prepared under the asked key is
 * kept.
 */
interface DistributableRow extends Omit<ProfileRow, 'doc'> {
  doc: string | null;
  prepared: string | null;
}

/**
 * The columns the distribution reads, under the named parameter `@key`: for a profile not removed, the kept
 * distribution when it was prepared under that key, else the document (a prepared profile's document is never
 * decoded); neither for a removed one (a tombstone).
 */
const DISTRIBUTABLE = `internal_id, content_hash, removal_reason, removed_at, created_at, modified_at,
  CASE WHEN removal_reason IS NULL AND prepared_key = @key THEN prepared END AS prepared,
  CASE WHEN removal_reason IS NULL AND prepared_key IS NOT @key THEN doc END AS doc`;

const toDistributable = (row: DistributableRow): DistributableProfile => ({
  internalId: row.internal_id,
  profile: row.doc === null ? null : (JSON.parse(row.doc) as RawProfile),
  prepared: row.prepared,
  removalReason: row.removal_reason,
  removedAt: row.removed_at,
  createdAt: row.created_at,
  modifiedAt: row.modified_at,
  contentHash: row.content_hash,
});

const toStored = (row: ProfileRow): StoredProfile => ({
  internalId: row.internal_id,
  profile: JSON.parse(row.doc) as RawProfile,
  removalReason: row.removal_reason,
  removedAt: row.removed_at,
  createdAt: row.created_at,
  modifiedAt: row.modified_at,
  contentHash: row.content_hash,
});

/**
 * Offset paging over the covering (modified_at, internal_id) index first, then the page's rows: SQLite evaluates
 * every row an OFFSET skips, so without the inner query a late page would read every earlier document.
 */
const deferredJoin = (where: string, columns = PROFILE_COLUMNS) =>
  `SELECT ${columns} FROM (SELECT internal_id FROM profiles WHERE ${where} ORDER BY modified_at, internal_id LIMIT ${columns === PROFILE_COLUMNS ? '? OFFSET ?' : '@limit OFFSET @offset'}) AS page
   JOIN profiles p USING (internal_id) ORDER BY modified_at, internal_id`;

/** The named parameters of the distribution's listings. */
interface ListParams {
  key: string;
  since?: number;
  m?: number;
  i?: string;
  ids?: string;
  limit: number;
  offset?: number;
}

/** The WHERE clause of an operator's filter (over the (modified_at, internal_id) indexes) and its parameters. */
function filterSql(f: ProfileFilter): { where: string; params: number[] } {
  const where = [
    f.status === 'distributed'
      ? 'removal_reason IS NULL'
      : f.status === 'removed'
        ? 'removal_reason IS NOT NULL'
        : 'TRUE',
  ];
  const params: number[] = [];
  if (f.modifiedSince !== undefined) {
    where.push('modified_at >= ?');
    params.push(f.modifiedSince);
  }
  if (f.modifiedBefore !== undefined) {
    where.push('modified_at < ?');
    params.push(f.modifiedBefore);
  }
  return { where: where.join(' AND '), params };
}

/**
 * better-sqlite3 is synchronous; each method runs in one statement or one IMMEDIATE transaction, which also updates
 * the embedded search index, so search never shows a removed profile nor misses a change. Each write is registered
 * in `writes_in_flight` (committed on its own, before the write's transaction) while it runs.
 */
export class SqliteProfileStore implements ProfileStore {
  private readonly stmt;
  private readonly inFlight: InFlightWrites;

  constructor(
    private readonly db: Database.Database,
    private readonly search: SqliteSearchIndex,
  ) {
    const active = 'removal_reason IS NULL';
    this.stmt = {
      state: db.prepare<[string], Pick<ProfileRow, 'content_hash' | 'removal_reason'>>(
        'SELECT content_hash, removal_reason FROM profiles WHERE internal_id = ?',
      ),
      insert: db.prepare(
        'INSERT INTO profiles (internal_id, doc, content_hash, created_at, modified_at, prepared_key, prepared) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      replace: db.prepare(
        'UPDATE profiles SET doc = ?, content_hash = ?, modified_at = ?, prepared_key = ?, prepared = ? WHERE internal_id = ?',
      ),
      get: db.prepare<[string], ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE internal_id = ?`),
      remove: db.prepare(
        `UPDATE profiles SET removal_reason = ?, removed_at = ?, modified_at = ? WHERE internal_id = ? AND ${active}`,
      ),
      setReason: db.prepare(
        'UPDATE profiles SET removal_reason = ? WHERE internal_id = ? AND removal_reason IS NOT NULL',
      ),
      restore: db.prepare(
        'UPDATE profiles SET removal_reason = NULL, removed_at = NULL, modified_at = ? WHERE internal_id = ? AND removal_reason IS NOT NULL',
      ),
      exists: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM profiles WHERE internal_id = ?'),
      count: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM profiles'),
      scan: db.prepare<[string, number], ProfileRow>(
        `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE internal_id > ? AND ${active} ORDER BY internal_id LIMIT ?`,
      ),
      modifiedAll: {
        page: db.prepare<[number, number, number], ProfileRow>(deferredJoin('modified_at > ?')),
        // A keyset position lies after modifiedAfter, so the row value alone bounds the index range (given with
        // `modified_at > ?` too, SQLite ranges on that and filters the row value: a scan from the sync's start).
        after: db.prepare<[number, string, number], ProfileRow>(
          `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE (modified_at, internal_id) > (?, ?) ORDER BY modified_at, internal_id LIMIT ?`,
        ),
        count: db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM profiles WHERE modified_at > ?'),
        listPage: db.prepare<ListParams, DistributableRow>(deferredJoin('modified_at > @since', DISTRIBUTABLE)),
        listAfter: db.prepare<ListParams, DistributableRow>(
          `SELECT ${DISTRIBUTABLE} FROM profiles WHERE (modified_at, internal_id) > (@m, @i) ORDER BY modified_at, internal_id LIMIT @limit`,
        ),
      },
      modifiedActive: {
        page: db.prepare<[number, number, number], ProfileRow>(deferredJoin(`modified_at > ? AND ${active}`)),
        after: db.prepare<[number, string, number], ProfileRow>(
          `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE ${active} AND (modified_at, internal_id) > (?, ?) ORDER BY modified_at, internal_id LIMIT ?`,
        ),
        count: db.prepare<[number], { n: number }>(
          `SELECT count(*) AS n FROM profiles WHERE modified_at > ? AND ${active}`,
        ),
        listPage: db.prepare<ListParams, DistributableRow>(
          deferredJoin(`modified_at > @since AND ${active}`, DISTRIBUTABLE),
        ),
        listAfter: db.prepare<ListParams, DistributableRow>(
          `SELECT ${DISTRIBUTABLE} FROM profiles WHERE ${active} AND (modified_at, internal_id) > (@m, @i) ORDER BY modified_at, internal_id LIMIT @limit`,
        ),
      },
      byIds: db.prepare<[string, number, number], ProfileRow>(
        `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE internal_id IN (SELECT value FROM json_each(?)) ORDER BY modified_at, internal_id LIMIT ? OFFSET ?`,
      ),
      versions: db.prepare<[string], VersionRow>(
        // The covering index (sqlite-database.ts): the planner would otherwise read the rows, documents and all.
        'SELECT internal_id, content_hash, modified_at, removal_reason FROM profiles INDEXED BY profiles_versions WHERE internal_id IN (SELECT value FROM json_each(?))',
      ),
      // changesAfter's page from the two covering indexes: the order's, then each profile's version by its id.
      versionsAfter: db.prepare<[number, string, number], VersionRow>(
        `SELECT v.internal_id, v.content_hash, v.modified_at, v.removal_reason
         FROM profiles m INDEXED BY profiles_by_modification JOIN profiles v INDEXED BY profiles_versions
           ON v.internal_id = m.internal_id
         WHERE (m.modified_at, m.internal_id) > (?, ?) ORDER BY m.modified_at, m.internal_id LIMIT ?`,
      ),
      byIdsCount: db.prepare<[string], { n: number }>(
        'SELECT count(*) AS n FROM profiles WHERE internal_id IN (SELECT value FROM json_each(?))',
      ),
      distributableByIds: db.prepare<ListParams, DistributableRow>(
        `SELECT ${DISTRIBUTABLE} FROM profiles WHERE internal_id IN (SELECT value FROM json_each(@ids)) ORDER BY modified_at, internal_id LIMIT @limit OFFSET @offset`,
      ),
      keepPrepared: db.prepare<{ id: string; hash: string; key: string; body: string }>(
        'UPDATE profiles SET prepared_key = @key, prepared = @body WHERE internal_id = @id AND content_hash = @hash',
      ),
      countPrepared: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM profiles WHERE prepared_key = ?'),
      unprepared: db.prepare<[string, string, number], ProfileRow>(
        `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE internal_id > ? AND prepared_key IS NOT ? ORDER BY internal_id LIMIT ?`,
      ),
      removed: db.prepare<[number, number], ProfileRow>(
        `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE removal_reason IS NOT NULL ORDER BY removed_at, internal_id LIMIT ? OFFSET ?`,
      ),
      removedCount: db.prepare<[], { n: number }>(
        'SELECT count(*) AS n FROM profiles WHERE removal_reason IS NOT NULL',
      ),
    };
    const expired = db.prepare('DELETE FROM writes_in_flight WHERE expires_at <= ?');
    const insert = db.prepare('INSERT INTO writes_in_flight (id, since, expires_at) VALUES (?, ?, ?)');
    const release = db.prepare('DELETE FROM writes_in_flight WHERE id = ?');
    const oldest = db.prepare<[number], { since: number | null }>(
      'SELECT min(since) AS since FROM writes_in_flight WHERE expires_at > ?',
    );
    // Committed on its own, before the write's transaction; registrations of writers that died are dropped here.
    const register = db.transaction((id: string, since: number, expiresAt: number) => {
      expired.run(since);
      insert.run(id, since, expiresAt);
    });
    this.inFlight = {
      register: (id, since, expiresAt) => register.immediate(id, since, expiresAt),
      release: (id) => void release.run(id),
      oldest: (now) => oldest.get(now)!.since,
    };
  }

  visibleUpTo(now: number): Promise<number> {
    return visibleUpTo(this.inFlight, now);
  }

  async upsertMany(
    profiles: ProfileWrite[],
    clock: StampClock,
    prepare?: PrepareDistribution,
  ): Promise<UpsertOutcome[]> {
    return stampedWrite(this.inFlight, clock, (now) => this.upsertStamped(profiles, now, prepare));
  }

  private upsertStamped(profiles: ProfileWrite[], now: number, prepare?: PrepareDistribution): UpsertOutcome[] {
    const stored = ({ profile, contentHash }: ProfileWrite, removalReason: RemovalReason | null): StoredProfile => ({
      internalId: profile.meta.id,
      profile,
      removalReason,
      removedAt: null,
      createdAt: now,
      modifiedAt: now,
      contentHash,
    });
    // The search documents of the profiles that changed are made before the write lock is taken: that is most of a
    // write's work, and every other writer of the file (the CLI, the webhook deliveries) waits while the lock is held.
    const changed = profiles.map((p) => this.stmt.state.get(p.profile.meta.id)?.content_hash !== p.contentHash);
    // An import's threads made them beforehand (`searchText`, `distribution`).
    const prepared = profiles.map((p, i) =>
      changed[i] ? this.search.prepare(stored(p, null), p.searchText) : undefined,
    );
    // Their distributions too (a profile that changed meanwhile is prepared here, under the lock).
    const distributionOf = (p: ProfileWrite) => prepare && (p.distribution ?? prepare(p.profile));
    const distributions = profiles.map((p, i) => (changed[i] ? distributionOf(p) : undefined));
    const run = this.db.transaction(() =>
      profiles.map((p, i): UpsertOutcome => {
        const { profile, contentHash } = p;
        const id = profile.meta.id;
        const current = this.stmt.state.get(id);
        if (current?.content_hash === contentHash) return 'unchanged';
        const kept = distributions[i] ?? distributionOf(p);
        if (!current)
          this.stmt.insert.run(
            id,
            JSON.stringify(profile),
            contentHash,
            now,
            now,
            kept?.key ?? null,
            kept?.body ?? null,
          );
        else
          this.stmt.replace.run(JSON.stringify(profile), contentHash, now, kept?.key ?? null, kept?.body ?? null, id);
        const removalReason = current?.removal_reason ?? null;
        // Made without the lock for a profile not removed (null: none for a removed one); one that changed meanwhile
        // (undefined) is made here.
        this.search.write(stored(p, removalReason), removalReason === null ? prepared[i] : null);
        return current ? 'updated' : 'created';
      }),
    );
    return run.immediate();
  }

  async remove(internalId: string, reason: RemovalReason, clock: StampClock): Promise<RemoveOutcome> {
    return stampedWrite(this.inFlight, clock, (now) => this.removeStamped(internalId, reason, now));
  }

  private removeStamped(internalId: string, reason: RemovalReason, now: number): RemoveOutcome {
    const run = this.db.transaction((): RemoveOutcome => {
      if (this.stmt.remove.run(reason, now, now, internalId).changes === 1) {
        this.search.write(toStored(this.stmt.get.get(internalId)!));
        return 'removed';
      }
      if (!this.stmt.exists.get(internalId)) return 'not_found';
      this.stmt.setReason.run(reason, internalId); // already removed: the reason is kept up to date, nothing is re-sent
      return 'unchanged';
    });
    return run.immediate();
  }

  async restore(internalId: string, clock: StampClock): Promise<RestoreOutcome> {
    return stampedWrite(this.inFlight, clock, (now) => this.restoreStamped(internalId, now));
  }

  private restoreStamped(internalId: string, now: number): RestoreOutcome {
    const run = this.db.transaction((): RestoreOutcome => {
      if (this.stmt.restore.run(now, internalId).changes === 1) {
        this.search.write(toStored(this.stmt.get.get(internalId)!));
        return 'restored';
      }
      return this.stmt.exists.get(internalId) ? 'unchanged' : 'not_found';
    });
    return run.immediate();
  }

  async get(internalId: string): Promise<StoredProfile | null> {
    const row = this.stmt.get.get(internalId);
    return row ? toStored(row) : null;
  }

  async listModified(q: ModifiedQuery): Promise<{ items: DistributableProfile[]; total: number | null }> {
    const s = q.includeRemoved ? this.stmt.modifiedAll : this.stmt.modifiedActive;
    const key = q.preparedKey;
    const read = this.db.transaction(() => ({
      rows: q.after
        ? s.listAfter.all({
            key,
            m: Math.max(q.after.modifiedAt, q.modifiedAfter),
            i: q.after.modifiedAt > q.modifiedAfter ? q.after.internalId : '\uffff',
            limit: q.limit,
          })
        : s.listPage.all({ key, since: q.modifiedAfter, limit: q.limit, offset: q.offset }),
      total: q.countTotal ? s.count.get(q.modifiedAfter)!.n : null,
    }));
    const { rows, total } = read.deferred(); // one read snapshot for the page and its total
    return { items: rows.map(toDistributable), total };
  }

  async distributableByIds(
    internalIds: string[],
    offset: number,
    limit: number,
    preparedKey: string,
  ): Promise<PageOf<DistributableProfile>> {
    const ids = JSON.stringify(internalIds);
    const read = this.db.transaction(() => ({
      rows: this.stmt.distributableByIds.all({ key: preparedKey, ids, limit, offset }),
      total: this.stmt.byIdsCount.get(ids)!.n,
    }));
    const { rows, total } = read.deferred();
    return { items: rows.map(toDistributable), total };
  }

  async keepPrepared(items: { internalId: string; contentHash: string; prepared: KeptPreparation }[]): Promise<number> {
    const keep = this.db.transaction(() =>
      items.reduce(
        (kept, p) =>
          kept +
          this.stmt.keepPrepared.run({
            id: p.internalId,
            hash: p.contentHash,
            key: p.prepared.key,
            body: p.prepared.body,
          }).changes,
        0,
      ),
    );
    return keep.immediate();
  }

  async countPrepared(key: string): Promise<{ prepared: number; total: number }> {
    const read = this.db.transaction(() => ({
      prepared: this.stmt.countPrepared.get(key)!.n,
      total: this.stmt.count.get()!.n,
    }));
    return read.deferred();
  }

  /** Keyset pages on the primary key, as scanDistributed. */
  async *scanUnprepared(key: string, batchSize: number): AsyncGenerator<StoredProfile[]> {
    for (let after = ''; ;) {
      const rows = this.stmt.unprepared.all(after, key, batchSize);
      if (rows.length === 0) return;
      yield rows.map(toStored);
      after = rows.at(-1)!.internal_id;
    }
  }

  async changesAfter(after: SyncPosition | null, limit: number): Promise<StoredProfile[]> {
    const s = this.stmt.modifiedAll;
    return (after ? s.after.all(after.modifiedAt, after.internalId, limit) : s.page.all(-1, limit, 0)).map(toStored);
  }

  async listByIds(internalIds: string[], offset: number, limit: number): Promise<PageOf<StoredProfile>> {
    const ids = JSON.stringify(internalIds);
    const read = this.db.transaction(() => ({
      rows: this.stmt.byIds.all(ids, limit, offset),
      total: this.stmt.byIdsCount.get(ids)!.n,
    }));
    const { rows, total } = read.deferred();
    return { items: rows.map(toStored), total };
  }

  async versionsAfter(after: SyncPosition | null, limit: number): Promise<ProfileVersion[]> {
    return this.stmt.versionsAfter.all(after?.modifiedAt ?? -1, after?.internalId ?? '', limit).map(toVersion);
  }

  async versionsByIds(internalIds: string[]): Promise<ProfileVersion[]> {
    return this.stmt.versions.all(JSON.stringify(internalIds)).map(toVersion);
  }

  async listRemoved(q: RemovedQuery): Promise<PageOf<StoredProfile>> {
    const read = this.db.transaction(() => ({
      rows: this.stmt.removed.all(q.limit, q.offset),
      total: this.stmt.removedCount.get()!.n,
    }));
    const { rows, total } = read.deferred();
    return { items: rows.map(toStored), total };
  }

  async listProfiles(filter: ProfileFilter, page: ListPage): Promise<StoredProfile[]> {
    const { where, params } = filterSql(filter);
    const rows = page.after
      ? this.db
          .prepare<unknown[], ProfileRow>(
            `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE ${where} AND (modified_at, internal_id) > (?, ?) ORDER BY modified_at, internal_id LIMIT ?`,
          )
          .all(...params, page.after.modifiedAt, page.after.internalId, page.limit)
      : this.db.prepare<unknown[], ProfileRow>(deferredJoin(where)).all(...params, page.limit, page.offset);
    return rows.map(toStored);
  }

  async countProfiles(filter: ProfileFilter): Promise<number> {
    const { where, params } = filterSql(filter);
    return this.db
      .prepare<unknown[], { n: number }>(`SELECT count(*) AS n FROM profiles WHERE ${where}`)
      .get(...params)!.n;
  }

  async count(which: 'all' | 'distributed' = 'all'): Promise<number> {
    return which === 'all' ? this.stmt.count.get()!.n : this.stmt.modifiedActive.count.get(-1)!.n;
  }

  /** Keyset pages on the primary key: no statement stays open between batches (writes go on meanwhile). */
  async *scanDistributed(batchSize: number): AsyncGenerator<StoredProfile[]> {
    for (let after = ''; ;) {
      const rows = this.stmt.scan.all(after, batchSize);
      if (rows.length === 0) return;
      yield rows.map(toStored);
      after = rows.at(-1)!.internal_id;
    }
  }
}
