import type Database from 'better-sqlite3';
import type { AccessType, ApiKeyRecord } from '../../domain/keys/api-key';
import type { KeyStore } from '../../ports/key-store';

interface KeyRow {
  id: string;
  secret_hash: string;
  type: AccessType;
  name: string;
  slug: string | null;
  integrator_slug: string | null;
  integration_client_id: string | null;
  email: string | null;
  company: string | null;
  created_at: number;
  revoked_at: number | null;
  expires_at: number | null;
}

const toRecord = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  secretHash: r.secret_hash,
  type: r.type,
  name: r.name,
  slug: r.slug,
  integratorSlug: r.integrator_slug,
  integrationClientId: r.integration_client_id,
  email: r.email,
  company: r.company,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
  expiresAt: r.expires_at ?? null,
});

export class SqliteKeyStore implements KeyStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      insert: db.prepare(
        `INSERT INTO api_keys (id, secret_hash, type, name, slug, integrator_slug, integration_client_id, email, company, created_at, revoked_at, expires_at)
         VALUES (@id, @secretHash, @type, @name, @slug, @integratorSlug, @integrationClientId, @email, @company, @createdAt, @revokedAt, @expiresAt)`,
      ),
      byId: db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?'),
      all: db.prepare<[], KeyRow>('SELECT * FROM api_keys ORDER BY created_at, id'),
      byIntegrator: db.prepare<[string], KeyRow>(
        'SELECT * FROM api_keys WHERE integrator_slug = ? ORDER BY created_at, id',
      ),
      revoke: db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
      expire: db.prepare<[number, string, number]>(
        'UPDATE api_keys SET expires_at = ? WHERE id = ? AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)',
      ),
    };
  }

  async insert(record: ApiKeyRecord): Promise<void> {
    this.stmt.insert.run(record);
  }

  async findById(id: string): Promise<ApiKeyRecord | null> {
    const row = this.stmt.byId.get(id);
    return row ? toRecord(row) : null;
  }

  async list(filter: { integratorSlug?: string } = {}): Promise<ApiKeyRecord[]> {
    const rows =
      filter.integratorSlug === undefined ? this.stmt.all.all() : this.stmt.byIntegrator.all(filter.integratorSlug);
    return rows.map(toRecord);
  }

  async revoke(id: string, now: number): Promise<boolean> {
    return this.stmt.revoke.run(now, id).changes === 1;
  }

  async expire(id: string, at: number): Promise<boolean> {
    return this.stmt.expire.run(at, id, at).changes === 1;
  }
}
