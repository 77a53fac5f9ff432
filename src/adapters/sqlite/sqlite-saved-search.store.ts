import type Database from 'better-sqlite3';
import type { SavedSearch, SavedSearchMatch } from '../../domain/search/saved-searches';
import type { SyncPosition } from '../../ports/profile-store';
import type { MatchChanges, SavedSearchChanges, SavedSearchStore } from '../../ports/saved-search-store';

interface Row {
  id: string;
  holder_id: string;
  owner: string;
  name: string;
  query: string;
  created_at: number;
  updated_at: number;
}

const toSearch = (r: Row): SavedSearch => ({
  id: r.id,
  holderId: r.holder_id,
  owner: r.owner as SavedSearch['owner'],
  name: r.name,
  query: JSON.parse(r.query) as SavedSearch['query'],
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** SQLite's IN lists: at most this many ids a statement. */
const CHUNK = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const marks = (n: number) => Array(n).fill('?').join(',');
const addTo = (found: Map<string, Set<string>>, savedSearchId: string, internalId: string) => {
  const ids = found.get(savedSearchId);
  if (ids) ids.add(internalId);
  else found.set(savedSearchId, new Set([internalId]));
};

export class SqliteSavedSearchStore implements SavedSearchStore {
  private readonly stmt;

  constructor(private readonly db: Database.Database) {
    this.stmt = {
      count: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM saved_searches WHERE holder_id = ?'),
      insert: db.prepare(
        'INSERT INTO saved_searches (id, holder_id, owner, name, query, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      get: db.prepare<[string], Row>('SELECT * FROM saved_searches WHERE id = ?'),
      list: db.prepare<[string], Row>('SELECT * FROM saved_searches WHERE holder_id = ? ORDER BY created_at, id'),
      all: db.prepare<[], Row>('SELECT * FROM saved_searches ORDER BY created_at, id'),
      any: db.prepare<[], number>('SELECT EXISTS (SELECT 1 FROM saved_searches)').pluck(),
      update: db.prepare<[string | null, string | null, number, string], Row>(
        'UPDATE saved_searches SET name = coalesce(?, name), query = coalesce(?, query), updated_at = ? WHERE id = ? RETURNING *',
      ),
      remove: db.prepare('DELETE FROM saved_searches WHERE id = ?'),
      removeMatches: db.prepare('DELETE FROM saved_search_matches WHERE saved_search_id = ?'),
      record: db.prepare(
        'INSERT INTO saved_search_matches (saved_search_id, internal_id, matched_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      forget: db.prepare('DELETE FROM saved_search_matches WHERE saved_search_id = ? AND internal_id = ?'),
      forgetProfile: db.prepare('DELETE FROM saved_search_matches WHERE internal_id = ?'),
      since: db.prepare<[string, number, number], { saved_search_id: string; internal_id: string; matched_at: number }>(
        'SELECT * FROM saved_search_matches WHERE saved_search_id = ? AND matched_at >= ? ORDER BY matched_at DESC, internal_id LIMIT ?',
      ),
      getState: db.prepare<[string], { value: string }>('SELECT value FROM saved_search_state WHERE key = ?'),
      setState: db.prepare(
        'INSERT INTO saved_search_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ),
    };
  }

  async insert(s: SavedSearch, maxPerHolder: number): Promise<boolean> {
    return this.db
      .transaction(() => {
        if (this.stmt.count.get(s.holderId)!.n >= maxPerHolder) return false;
        this.stmt.insert.run(s.id, s.holderId, s.owner, s.name, JSON.stringify(s.query), s.createdAt, s.updatedAt);
        return true;
      })
      .immediate();
  }

  async get(id: string): Promise<SavedSearch | null> {
    const row = this.stmt.get.get(id);
    return row ? toSearch(row) : null;
  }

  async list(holderId: string): Promise<SavedSearch[]> {
    return this.stmt.list.all(holderId).map(toSearch);
  }

  async all(): Promise<SavedSearch[]> {
    return this.stmt.all.all().map(toSearch);
  }

  async any(): Promise<boolean> {
    return this.stmt.any.get() === 1;
  }

  async update(id: string, c: SavedSearchChanges): Promise<SavedSearch | null> {
    const row = this.stmt.update.get(
      c.name ?? null,
      c.query ? JSON.stringify(c.query) : null,
      c.updatedAt ?? Date.now(),
      id,
    );
    return row ? toSearch(row) : null;
  }

  async remove(id: string): Promise<boolean> {
    return this.db.transaction(() => {
      this.stmt.removeMatches.run(id);
      return this.stmt.remove.run(id).changes === 1;
    })();
  }

  async matchedAmong(internalIds: string[]): Promise<Map<string, Set<string>>> {
    const found = new Map<string, Set<string>>();
    for (const ids of chunks(internalIds)) {
      const rows = this.db
        .prepare<string[], { saved_search_id: string; internal_id: string }>(
          `SELECT saved_search_id, internal_id FROM saved_search_matches WHERE internal_id IN (${marks(ids.length)})`,
        )
        .all(...ids);
      for (const r of rows) addTo(found, r.saved_search_id, r.internal_id);
    }
    return found;
  }

  async applyMatches({ recorded, forgotten, removed, checkpoint }: MatchChanges): Promise<void> {
    if (recorded.length + forgotten.length + removed.length === 0 && !checkpoint) return;
    this.db
      .transaction(() => {
        for (const id of removed) this.stmt.forgetProfile.run(id);
        for (const m of forgotten) this.stmt.forget.run(m.savedSearchId, m.internalId);
        for (const m of recorded) this.stmt.record.run(m.savedSearchId, m.internalId, m.matchedAt);
        if (checkpoint) this.stmt.setState.run('matcher', JSON.stringify(checkpoint));
      })
      .immediate();
  }

  async matchesSince(savedSearchId: string, since: number, limit: number): Promise<SavedSearchMatch[]> {
    return this.stmt.since
      .all(savedSearchId, since, limit)
      .map((r) => ({ savedSearchId: r.saved_search_id, internalId: r.internal_id, matchedAt: r.matched_at }));
  }

  async checkpoint(): Promise<SyncPosition | null> {
    const row = this.stmt.getState.get('matcher');
    return row ? (JSON.parse(row.value) as SyncPosition) : null;
  }

  async saveCheckpoint(position: SyncPosition): Promise<void> {
    this.stmt.setState.run('matcher', JSON.stringify(position));
  }
}
