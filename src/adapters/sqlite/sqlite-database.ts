import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Opens (and migrates) the embedded database. WAL mode lets the CLI write while the server reads; the busy timeout
 * makes a writer wait for another instead of failing. The file holds raw e-mails and phones: it is created readable
 * by its owner only (0600, like secrets.json), and SQLite gives its -wal and -shm files the database's mode; files
 * left more open by an earlier version are narrowed to 0600 when opened.
 */
export const MIGRATIONS: string[] = [
  `CREATE TABLE profiles (
     internal_id    TEXT PRIMARY KEY,
     doc            TEXT NOT NULL,
     content_hash   TEXT NOT NULL,
     removal_reason TEXT,
     removed_at     INTEGER,
     created_at     INTEGER NOT NULL,
     modified_at    INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX profiles_by_modification ON profiles (modified_at, internal_id);
   CREATE INDEX profiles_active_by_modification ON profiles (modified_at, internal_id) WHERE removal_reason IS NULL;
   CREATE INDEX profiles_removed ON profiles (removed_at, internal_id) WHERE removal_reason IS NOT NULL;
   CREATE TABLE api_keys (
     id                    TEXT PRIMARY KEY,
     secret_hash           TEXT NOT NULL,
     type                  TEXT NOT NULL,
     name                  TEXT NOT NULL,
     slug                  TEXT,
     integrator_slug       TEXT,
     integration_client_id TEXT,
     email                 TEXT,
     company               TEXT,
     created_at            INTEGER NOT NULL,
     revoked_at            INTEGER
   );
   CREATE INDEX api_keys_by_integrator ON api_keys (integrator_slug, created_at);`,
  `CREATE TABLE recruiter_addresses (
     whitelisted_email TEXT PRIMARY KEY,
     email             TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE whitelist (
     owner             TEXT NOT NULL,
     email             TEXT NOT NULL,
     firstname         TEXT NOT NULL,
     lastname          TEXT NOT NULL,
     company           TEXT NOT NULL,
     whitelisted_email TEXT NOT NULL,
     tracking_mode     TEXT NOT NULL,
     created_at        INTEGER NOT NULL,
     updated_at        INTEGER NOT NULL,
     PRIMARY KEY (owner, email)
   ) WITHOUT ROWID;
   CREATE TABLE events (
     owner             TEXT NOT NULL,
     event_id          TEXT NOT NULL,
     type              TEXT NOT NULL,
     freelancer        TEXT NOT NULL,
     recruiter_email   TEXT NOT NULL,
     recruiter_company TEXT NOT NULL,
     occurred_at       INTEGER NOT NULL,
     recorded_at       INTEGER NOT NULL,
     PRIMARY KEY (owner, event_id)
   ) WITHOUT ROWID;
   CREATE INDEX events_by_freelancer ON events (freelancer, recruiter_company, type);`,
  // Search (embedded engine): maintained in the same transactions as the profiles (sqlite-search-index.ts).
  `CREATE TABLE search_docs (
     rowid       INTEGER PRIMARY KEY,
     internal_id TEXT NOT NULL UNIQUE,
     seniority   TEXT NOT NULL,
     available   INTEGER NOT NULL,
     updated_at  INTEGER NOT NULL
   );
   CREATE TABLE search_skills (slug TEXT NOT NULL, doc INTEGER NOT NULL, PRIMARY KEY (slug, doc)) WITHOUT ROWID;
   CREATE TABLE search_areas (area TEXT NOT NULL, doc INTEGER NOT NULL, PRIMARY KEY (area, doc)) WITHOUT ROWID;
   CREATE VIRTUAL TABLE search_fts USING fts5(
     headline, skills, summary, work, headline_x, skills_x, summary_x, work_x, tokenize = 'unicode61'
   );`,
  // Stage 1 reads the versions of its hits on every search: from this index alone, not from rows that carry the
  // whole document (content_hash comes after doc, so reading it from the row walks the document's overflow pages).
  `CREATE INDEX profiles_versions ON profiles (internal_id, content_hash, modified_at, removal_reason);`,
  // Profile writes in flight, seen by every process on the file (src/adapters/in-flight-writes.ts).
  `CREATE TABLE writes_in_flight (
     id         TEXT PRIMARY KEY,
     since      INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   ) WITHOUT ROWID;`,
  // Proxy addresses are numbered within each owner (a global map told a caller that another owner had whitelisted
  // someone of the same name): the map becomes per owner, seeded with the addresses the owners' entries hold.
  `CREATE TABLE owner_addresses (
     owner             TEXT NOT NULL,
     whitelisted_email TEXT NOT NULL,
     email             TEXT NOT NULL,
     PRIMARY KEY (owner, whitelisted_email)
   ) WITHOUT ROWID;
   INSERT OR IGNORE INTO owner_addresses (owner, whitelisted_email, email) SELECT owner, whitelisted_email, email FROM whitelist;
   DROP TABLE recruiter_addresses;`,
  // The search index's own version (SEARCH_DOCUMENT_VERSION; SqliteSearchIndex rebuilds a stale index at open), and
  // its words per column (the dictionary of typo tolerance).
  `CREATE TABLE IF NOT EXISTS search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
   CREATE VIRTUAL TABLE IF NOT EXISTS search_vocab USING fts5vocab(search_fts, 'col');`,
  // Webhooks (src/adapters/sqlite/sqlite-webhook.store.ts): endpoints, the events waiting for each (one per subject,
  // its latest version), each endpoint's delivery log, the latest version emitted per subject, the sweep checkpoint.
  `CREATE TABLE IF NOT EXISTS webhook_endpoints (
     id               TEXT PRIMARY KEY,
     key_id           TEXT NOT NULL,
     whitelist_owner  TEXT,
     url              TEXT NOT NULL,
     description      TEXT NOT NULL,
     types            TEXT NOT NULL,
     enabled          INTEGER NOT NULL,
     disabled_reason  TEXT,
     secrets          TEXT NOT NULL,
     created_at       INTEGER NOT NULL,
     updated_at       INTEGER NOT NULL,
     last_success_at  INTEGER,
     failing_since    INTEGER
   ) WITHOUT ROWID;
   CREATE INDEX IF NOT EXISTS webhook_endpoints_by_key ON webhook_endpoints (key_id, created_at);
   CREATE TABLE IF NOT EXISTS webhook_outbox (
     endpoint_id TEXT NOT NULL,
     subject     TEXT NOT NULL,
     type        TEXT NOT NULL,
     version     INTEGER NOT NULL,
     taken       INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (endpoint_id, subject)
   ) WITHOUT ROWID;
   CREATE INDEX IF NOT EXISTS webhook_outbox_waiting ON webhook_outbox (endpoint_id, version, subject) WHERE version > taken;
   CREATE TABLE IF NOT EXISTS webhook_messages (
     id              TEXT PRIMARY KEY,
     endpoint_id     TEXT NOT NULL,
     type            TEXT NOT NULL,
     payload         TEXT NOT NULL,
     event_count     INTEGER NOT NULL,
     status          TEXT NOT NULL,
     attempts        INTEGER NOT NULL,
     created_at      INTEGER NOT NULL,
     last_attempt_at INTEGER,
     next_attempt_at INTEGER,
     delivered_at    INTEGER,
     response_status INTEGER,
     latency_ms      INTEGER,
     error           TEXT
   ) WITHOUT ROWID;
   CREATE INDEX IF NOT EXISTS webhook_messages_by_endpoint ON webhook_messages (endpoint_id, id);
   CREATE INDEX IF NOT EXISTS webhook_messages_pending ON webhook_messages (endpoint_id, id) WHERE status = 'pending';
   CREATE INDEX IF NOT EXISTS webhook_messages_by_creation ON webhook_messages (created_at) WHERE status <> 'pending';
   CREATE TABLE IF NOT EXISTS webhook_subjects (subject TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS webhook_state (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;`,
  // The search index's keys: places, and now skills, regions and attributes (every filter tests keys, every facet
  // counts them: src/domain/search/match-keys.ts), by key and, for facets, by document; the day rate and the first day
  // available for their range filters. Its rows are rebuilt with the index (search documents version 4).
  `ALTER TABLE search_areas RENAME TO search_keys;
   ALTER TABLE search_keys RENAME COLUMN area TO key;
   CREATE INDEX search_keys_by_doc ON search_keys (doc, key);
   DROP TABLE search_skills;
   ALTER TABLE search_docs DROP COLUMN seniority;
   ALTER TABLE search_docs DROP COLUMN available;
   ALTER TABLE search_docs ADD COLUMN rate REAL;
   ALTER TABLE search_docs ADD COLUMN available_from INTEGER;`,
  // Facets count the keys of search_docs.facet_keys (a join with search_keys by document cost ten times more); the
  // index is rebuilt when the store opens (its version forgotten) to fill them.
  `DROP INDEX IF EXISTS search_keys_by_doc;
   ALTER TABLE search_docs ADD COLUMN facet_keys TEXT NOT NULL DEFAULT '';
   DELETE FROM search_meta WHERE key = 'version';`,
  // A key rotated by its holder (POST /me/rotate) works until the end of its overlap.
  `ALTER TABLE api_keys ADD COLUMN expires_at INTEGER;`,
  // Each profile's distribution, prepared once per version (src/domain/profile/distribution.ts) and kept beside it,
  // with the key it was prepared under; NULL for versions stored before (the upgrade's pass prepares them:
  // src/services/prepared-profile.service.ts). The index counts what is prepared under a key.
  `ALTER TABLE profiles ADD COLUMN prepared_key TEXT;
   ALTER TABLE profiles ADD COLUMN prepared TEXT;
   CREATE INDEX profiles_prepared ON profiles (prepared_key);`,
  // Saved searches (issue 29), the profiles each currently matches, and the matcher's checkpoint in the change feed.
  `CREATE TABLE saved_searches (
     id TEXT PRIMARY KEY, key_id TEXT NOT NULL, owner TEXT NOT NULL, name TEXT NOT NULL, query TEXT NOT NULL,
     created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
   CREATE INDEX saved_searches_by_key ON saved_searches (key_id, created_at);
   CREATE TABLE saved_search_matches (
     saved_search_id TEXT NOT NULL, internal_id TEXT NOT NULL, matched_at INTEGER NOT NULL,
     PRIMARY KEY (saved_search_id, internal_id)) WITHOUT ROWID;
   CREATE INDEX saved_search_matches_by_time ON saved_search_matches (saved_search_id, matched_at);
   CREATE INDEX saved_search_matches_by_profile ON saved_search_matches (internal_id);
   CREATE TABLE saved_search_state (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;`,
  // Facets count each document's facet keys as ids of a dictionary (search_facet_keys, sqlite-search-index.ts), one
  // character a key, concatenated by SQLite and counted in one pass (sqlite-search.worker.cjs): reading the keys as
  // text, splitting and counting them in a Map was most of what facets cost. The index is rebuilt when the store
  // opens (its version forgotten) to fill them.
  `CREATE TABLE search_facet_keys (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE);
   ALTER TABLE search_docs DROP COLUMN facet_keys;
   ALTER TABLE search_docs ADD COLUMN facet_ids TEXT NOT NULL DEFAULT '';
   DELETE FROM search_meta WHERE key = 'version';`,
  // Each field's word pairs (sqlite-search-index.ts, wordPairs): a phrase is a phrase of pairs, each one token, whose
  // rows FTS5 reads from one short list where the words' own lists were intersected position by position (what the
  // vocabulary's phrase alternatives cost). The index is rebuilt when the store opens (its version forgotten).
  `DROP TABLE IF EXISTS search_vocab;
   DROP TABLE search_fts;
   CREATE VIRTUAL TABLE search_fts USING fts5(
     headline, skills, summary, work, headline_x, skills_x, summary_x, work_x,
     headline_p, skills_p, summary_p, work_p, headline_xp, skills_xp, summary_xp, work_xp,
     tokenize = "unicode61 tokenchars '_'"
   );
   CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_fts, 'col');
   DELETE FROM search_meta WHERE key = 'version';`,
  // How many documents hold each facet key, kept as they are written (sqlite-search-index.ts): a facet counted over
  // the whole pool (no keywords, no filter but its own) reads them instead of every document's facet_ids. The index is
  // rebuilt when the store opens (its version forgotten) to count them.
  `ALTER TABLE search_facet_keys ADD COLUMN docs INTEGER NOT NULL DEFAULT 0;
   DELETE FROM search_meta WHERE key = 'version';`,
  // A document's keys by document again: rewriting or removing a profile deletes its keys (sqlite-search-index.ts),
  // which without this index read every key of the pool (13 ms a write at 20 000 profiles, 65 at 100 000: most of an
  // update's cost). Appended in document order on a first load, so it costs the import little.
  `CREATE INDEX IF NOT EXISTS search_keys_by_doc ON search_keys (doc);`,
  // ...but on `doc` itself the planner took it for search's lookups of a document's keys (`key IN (...) AND doc = ?`),
  // where the primary key was faster (`devops -junior` in two regions, 21 -> 27 ms at 100 000 profiles): indexed on
  // `doc + 0`, it serves only the statements written for it (sqlite-search-index.ts's deleteKeys).
  `DROP INDEX IF EXISTS search_keys_by_doc;
   CREATE INDEX IF NOT EXISTS search_keys_for_writes ON search_keys (doc + 0);`,
  // Keys belong to a holder, the first key of their lineage (a key stored before lineages is its own), and name the key
  // they replaced and the one that replaced them (src/domain/keys/api-key.ts). Webhook endpoints and saved searches
  // belong to the holder: the key each names (its current key, since a rotation moved them) is that key's holder.
  `ALTER TABLE api_keys ADD COLUMN holder_id TEXT;
   ALTER TABLE api_keys ADD COLUMN replaces TEXT;
   ALTER TABLE api_keys ADD COLUMN replaced_by TEXT;
   UPDATE api_keys SET holder_id = id;
   CREATE INDEX api_keys_by_holder ON api_keys (holder_id, created_at);
   ALTER TABLE webhook_endpoints RENAME COLUMN key_id TO holder_id;
   ALTER TABLE saved_searches RENAME COLUMN key_id TO holder_id;`,
  // Webhook deliveries under a lease per endpoint (sqlite-webhook.store.ts, takeLease): one run sends to an endpoint at
  // a time, whatever Redis forgets; and an attempt is marked in flight before it is sent (sending_at), so that one a dead
  // worker never recorded is logged as interrupted and sent again under its webhook-id.
  `CREATE TABLE webhook_leases (endpoint_id TEXT PRIMARY KEY, owner TEXT NOT NULL, until INTEGER NOT NULL) WITHOUT ROWID;
   ALTER TABLE webhook_messages ADD COLUMN sending_at INTEGER;`,
];

export function openSqlite(file: string): Database.Database {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true });
    closeSync(openSync(file, 'a', 0o600)); // an empty file is a new database; SQLite would create it 0644
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let v = version; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    }).immediate();
  }
  return db;
}
