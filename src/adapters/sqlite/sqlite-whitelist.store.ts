import type Database from 'better-sqlite3';
import type { TrackingMode } from '../../domain/partners/vocabulary';
import type { WhitelistEntry, WhitelistStore } from '../../ports/whitelist-store';

interface Row {
  owner: string;
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  whitelisted_email: string;
  tracking_mode: TrackingMode;
  created_at: number;
  updated_at: number;
}

const toEntry = (r: Row): WhitelistEntry => ({
  owner: r.owner,
  email: r.email,
  firstname: r.firstname,
  lastname: r.lastname,
  company: r.company,
  whitelistedEmail: r.whitelisted_email,
  trackingMode: r.tracking_mode,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export class SqliteWhitelistStore implements WhitelistStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      claim: db.prepare(
        'INSERT INTO owner_addresses (owner, whitelisted_email, email) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      holder: db.prepare<[string, string], { email: string }>(
        'SELECT email FROM owner_addresses WHERE owner = ? AND whitelisted_email = ?',
      ),
      insert: db.prepare(
        `INSERT INTO whitelist (owner, email, firstname, lastname, company, whitelisted_email, tracking_mode, created_at, updated_at)
         VALUES (@owner, @email, @firstname, @lastname, @company, @whitelistedEmail, @trackingMode, @createdAt, @updatedAt) ON CONFLICT DO NOTHING`,
      ),
      update: db.prepare<[string, string, string, TrackingMode, number, string, string], Row>(
        'UPDATE whitelist SET firstname = ?, lastname = ?, company = ?, tracking_mode = ?, updated_at = ? WHERE owner = ? AND email = ? RETURNING *',
      ),
      get: db.prepare<[string, string], Row>('SELECT * FROM whitelist WHERE owner = ? AND email = ?'),
      list: db.prepare<[string], Row>('SELECT * FROM whitelist WHERE owner = ? ORDER BY created_at, email'),
      remove: db.prepare('DELETE FROM whitelist WHERE owner = ? AND email = ?'),
    };
  }

  async claimAddress(owner: string, whitelistedEmail: string, email: string): Promise<boolean> {
    this.stmt.claim.run(owner, whitelistedEmail, email);
    return this.stmt.holder.get(owner, whitelistedEmail)?.email === email;
  }

  async insert(entry: WhitelistEntry): Promise<{ inserted: boolean; entry: WhitelistEntry }> {
    const inserted = this.stmt.insert.run(entry).changes === 1;
    return { inserted, entry: inserted ? entry : toEntry(this.stmt.get.get(entry.owner, entry.email)!) };
  }

  async update(
    owner: string,
    email: string,
    f: Pick<WhitelistEntry, 'firstname' | 'lastname' | 'company' | 'trackingMode' | 'updatedAt'>,
  ): Promise<WhitelistEntry | null> {
    const row = this.stmt.update.get(f.firstname, f.lastname, f.company, f.trackingMode, f.updatedAt, owner, email);
    return row ? toEntry(row) : null;
  }

  async get(owner: string, email: string): Promise<WhitelistEntry | null> {
    const row = this.stmt.get.get(owner, email);
    return row ? toEntry(row) : null;
  }

  async list(owner: string): Promise<WhitelistEntry[]> {
    return this.stmt.list.all(owner).map(toEntry);
  }

  async remove(owner: string, email: string): Promise<boolean> {
    return this.stmt.remove.run(owner, email).changes === 1;
  }
}
