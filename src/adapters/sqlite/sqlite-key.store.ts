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
  holder_id: string | null;
  replaces: string | null;
  replaced_by: string | null;
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
  holderId: r.holder_id ?? r.id,
  replaces: r.replaces ?? null,
  replacedBy: r.replaced_by ?? null,
});

export class SqliteKeyStore implements KeyStore {
  private readonly stmt;

  constructor(private readonly db: Database.Database) {
    this.stmt = {
      insert: db.prepare(
        `INSERT INTO api_keys (id, secret_hash, type, name, slug, integrator_slug, integration_client_id, email, company, created_at, revoked_at, expires_at, holder_id, replaces, replaced_by)
         VALUES (@id, @secretHash, @type, @name, @slug, @integratorSlug, @integrationClientId, @email, @company, @createdAt, @revokedAt, @expiresAt, @holderId, @replaces, @replacedBy)`,
      ),
      byId: db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?'),
      all: db.prepare<[], KeyRow>('SELECT * FROM api_keys ORDER BY created_at, id'),
      byIntegrator: db.prepare<[string], KeyRow>(
        'SELECT * FROM api_keys WHERE integrator_slug = ? ORDER BY created_at, id',
      ),
      byHolder: db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE holder_id = ? ORDER BY created_at, id'),
      // One statement: SQLite runs it alone, so of many claims at once exactly one finds the key without a successor.
      claim: db.prepare<[string, number, string]>(
        `UPDATE api_keys SET replaced_by = ?, expires_at = ?
         WHERE id = ? AND revoked_at IS NULL AND replaced_by IS NULL AND expires_at IS NULL`,
      ),
      release: db.prepare<[string, string]>(
        'UPDATE api_keys SET replaced_by = NULL, expires_at = NULL WHERE id = ? AND replaced_by = ?',
      ),
      unrevoked: db.prepare<[string], { id: string }>(
        'SELECT id FROM api_keys WHERE holder_id = ? AND revoked_at IS NULL ORDER BY created_at, id',
      ),
      revoke: db.prepare<[number, string]>('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
      expire: db.prepare<[number, string, number]>(
        'UPDATE api_keys SET expires_at = ? WHERE id = ? AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)',
      ),
      remove: db.prepare<[string]>('DELETE FROM api_keys WHERE id = ?'),
    };
  }

  async insert(record: ApiKeyRecord): Promise<void> {
    this.stmt.insert.run(record);
  }

  async findById(id: string): Promise<ApiKeyRecord | null> {
    const row = this.stmt.byId.get(id);
    return row ? toRecord(row) : null;
  }

  async list(filter: { integratorSlug?: string; holderId?: string } = {}): Promise<ApiKeyRecord[]> {
    const rows =
      filter.holderId !== undefined
        ? this.stmt.byHolder.all(filter.holderId)
        : filter.integratorSlug !== undefined
          ? this.stmt.byIntegrator.all(filter.integratorSlug)
          : this.stmt.all.all();
    return rows
      .map(toRecord)
      .filter((k) => filter.integratorSlug === undefined || k.integratorSlug === filter.integratorSlug);
  }

  async claimRotation(id: string, successorId: string, expiresAt: number): Promise<boolean> {
    return this.stmt.claim.run(successorId, expiresAt, id).changes === 1;
  }

  async releaseRotation(id: string, successorId: string): Promise<void> {
    this.stmt.release.run(id, successorId);
  }

  async revokeHolder(holderId: string, now: number): Promise<string[]> {
    return this.db.transaction(() =>
      this.stmt.unrevoked
        .all(holderId)
        .map((r) => r.id)
        .filter((id) => this.stmt.revoke.run(now, id).changes === 1),
    )();
  }

  async expire(id: string, at: number): Promise<boolean> {
    return this.stmt.expire.run(at, id, at).changes === 1;
  }

  async remove(ids: string[]): Promise<number> {
    return this.db.transaction(() => ids.reduce((n, id) => n + this.stmt.remove.run(id).changes, 0))();
  }
}
