import { randomUUID } from 'node:crypto';
import { conflict, DomainError, notFound, validationError } from '../domain/errors';
import {
  generateApiKey,
  isLive,
  maskApiKey,
  parseApiKey,
  secretMatches,
  type AccessType,
  type ApiKeyRecord,
} from '../domain/keys/api-key';
import type { KeyStore } from '../ports/key-store';
import type { Clock } from './clock';

export interface CreateKeyInput {
  type: AccessType;
  name: string;
  /** Partner or integrator slug; derived from the name when not given. */
  slug?: string;
  /** Makes a client key a sub-client of this integrator. */
  integrator?: string;
  email?: string;
  company?: string;
}

export interface Revoked {
  /** The revoked key's slug (partners, integrators); null for other keys. */
  slug: string | null;
  /** Sub-client keys revoked with their integrator's last active key. */
  subClients: string[];
  /** For an integrator key: another active key of the same integrator, whose sub-clients therefore stay; else null. */
  integratorStillActive: string | null;
}

export interface CreatedKey {
  key: string;
  record: ApiKeyRecord;
}

export interface RotatedKey extends CreatedKey {
  /** The key it replaces, and when that one stops working (null: when it is revoked). */
  previous: { id: string; expiresAt: number | null };
}

/** Told when a key gets a successor (what belongs to a key, its webhook endpoints, moves to the new one). */
export type KeyRotated = (fromId: string, toId: string) => Promise<void>;

/** A slug is the company name in lowercase without spaces (spec); we also drop accents and punctuation but hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
}

/**
 * What a slug reads as, for telling holders apart: lower case, no accents, no punctuation (hyphens included). Two
 * slugs that fold alike would be one holder to whoever reads them (`acme`, `ACME`, `Acmé`, `ac-me`): only one active
 * key holds a slug of a given fold (`ApiKeyService.create`).
 */
export const foldSlug = (slug: string): string => slugify(slug).replace(/-/g, '');

export class ApiKeyService {
  constructor(
    private readonly keys: KeyStore,
    private readonly clock: Clock,
    private readonly rotated: KeyRotated = async () => {},
  ) {}

  async create(input: CreateKeyInput): Promise<CreatedKey> {
    const name = input.name.trim();
    if (!name) throw validationError('name: is required');
    const needsSlug = input.type === 'partner' || input.type === 'integrator';
    const slug = needsSlug ? slugify(input.slug ?? name) : null;
    if (needsSlug && !slug) throw validationError('slug: must contain at least one letter or digit');
    if (input.slug !== undefined && !needsSlug)
      throw validationError('slug: only partner and integrator keys have a slug');
    if (input.integrator !== undefined && input.type !== 'client')
      throw validationError('integrator: only client keys can be sub-clients of an integrator');
    let integratorSlug: string | null = null;
    if (input.integrator !== undefined) {
      integratorSlug = slugify(input.integrator);
      const now = this.clock();
      const owners = (await this.keys.list()).filter(
        (k) => k.type === 'integrator' && k.slug === integratorSlug && isLive(k, now),
      );
      if (owners.length === 0) throw validationError(`integrator: no integrator with slug "${integratorSlug}"`);
    }
    if (slug) await this.requireFreeSlug(slug);
    return this.issue({
      type: input.type,
      name,
      slug,
      integratorSlug,
      integrationClientId: integratorSlug ? randomUUID() : null,
      email: input.email?.trim() || null,
      company: input.company?.trim() || null,
      expiresAt: null,
    });
  }

  /**
   * A second key for the holder of a live key: the same type, name, slug and sub-client (whitelist, Stage 1 ids,
   * sub-clients stay theirs, and its webhook endpoints move to it). The way to give a partner or integrator a new
   * key, since `create` refuses a slug an active key holds. With `overlapMs` (a rotation by the holder), the first
   * key stops working that long after, and a key so rotated cannot be rotated again (its successor can), so that a
   * leaked key cannot breed live ones; without (the operator's `fpd keys rotate`), it stays valid until revoked.
   * Revocation takes effect at once either way.
   */
  async rotate(id: string, options: { overlapMs?: number } = {}): Promise<RotatedKey> {
    const current = await this.keys.findById(id);
    const now = this.clock();
    if (!current) throw notFound(`No key with id ${id}`);
    if (current.revokedAt !== null) throw conflict(`Key ${id} is revoked: create a key instead`);
    if (!isLive(current, now)) throw conflict(`Key ${id} has expired: create a key instead`);
    if (options.overlapMs !== undefined && current.expiresAt !== null) {
      throw conflict(
        `Key ${id} was already rotated and stops working at ${new Date(current.expiresAt).toISOString()}: rotate its successor instead`,
      );
    }
    const { id: _id, secretHash: _hash, createdAt: _at, revokedAt: _revoked, expiresAt: _expires, ...holder } = current;
    const created = await this.issue({ ...holder, expiresAt: null });
    let expiresAt = current.expiresAt;
    if (options.overlapMs !== undefined && (await this.keys.expire(id, now + options.overlapMs)))
      expiresAt = now + options.overlapMs;
    await this.rotated(id, created.record.id);
    return { ...created, previous: { id, expiresAt } };
  }

  /**
   * One holder per slug: a new partner or integrator key whose slug folds (`foldSlug`) to the slug of an active key
   * is refused, whatever that key's type, naming it. Otherwise a new key would share that holder's whitelist, Stage 1
   * ids, sub-clients or events, or merely pass for it; a second key of the same holder comes from `rotate`.
   */
  private async requireFreeSlug(slug: string): Promise<void> {
    const folded = foldSlug(slug);
    const now = this.clock();
    const holder = (await this.keys.list()).find(
      (k) => isLive(k, now) && k.slug !== null && foldSlug(k.slug) === folded,
    );
    if (!holder) return;
    throw conflict(
      `slug: "${slug}" reads as "${holder.slug}", the slug of the active ${holder.type} key ${holder.id} (${holder.name}): a slug belongs to one holder; choose another, or rotate that key for a second key of the same holder`,
    );
  }

  private async issue(
    holder: Omit<ApiKeyRecord, 'id' | 'secretHash' | 'createdAt' | 'revokedAt'>,
  ): Promise<CreatedKey> {
    const { key, id, secretHash } = generateApiKey();
    const record: ApiKeyRecord = { id, secretHash, ...holder, createdAt: this.clock(), revokedAt: null };
    await this.keys.insert(record);
    return { key, record };
  }

  /**
   * The live key record for a presented key, or null (unknown, malformed, wrong secret, revoked or past its overlap).
   */
  async authenticate(presented: string): Promise<ApiKeyRecord | null> {
    const parsed = parseApiKey(presented);
    if (!parsed) return null;
    const record = await this.keys.findById(parsed.id);
    if (!record || !secretMatches(parsed.secret, record.secretHash) || !isLive(record, this.clock())) return null;
    return record;
  }

  /** Keys as stored, without their hash: all, or one integrator's sub-clients (`integratorSlug`). */
  async records(filter?: { integratorSlug?: string }): Promise<Omit<ApiKeyRecord, 'secretHash'>[]> {
    return (await this.keys.list(filter)).map(({ secretHash: _hash, ...rest }) => rest);
  }

  async list(): Promise<(Omit<ApiKeyRecord, 'secretHash'> & { maskedKey: string })[]> {
    return (await this.keys.list()).map(({ secretHash: _hash, ...rest }) => ({
      ...rest,
      maskedKey: maskApiKey(rest.id),
    }));
  }

  /**
   * Revokes the key. An integrator's sub-clients are its clients only while it is one: revoking the last active key
   * of an integrator (by slug) revokes its sub-clients' keys first, so none outlives it; while another key of the
   * integrator is active (a rotation), they stay. Says which happened.
   */
  async revoke(id: string): Promise<Revoked> {
    const record = await this.keys.findById(id);
    if (!record) throw notFound(`No key with id ${id}`);
    if (record.revokedAt !== null) throw new DomainError('conflict', `Key ${id} is already revoked`);
    const outcome: Revoked = { slug: record.slug, subClients: [], integratorStillActive: null };
    if (record.type === 'integrator' && record.slug !== null) {
      // Another key that answers for the integrator: live and not on its way out (a rotated key's overlap ends)
      const others = await this.keys.list();
      outcome.integratorStillActive =
        others.find(
          (k) =>
            k.id !== id &&
            k.revokedAt === null &&
            k.expiresAt === null &&
            k.type === 'integrator' &&
            k.slug === record.slug,
        )?.id ?? null;
      if (outcome.integratorStillActive === null) {
        for (const sub of await this.keys.list({ integratorSlug: record.slug })) {
          if (sub.revokedAt === null && (await this.keys.revoke(sub.id, this.clock()))) outcome.subClients.push(sub.id);
        }
      }
    }
    if (!(await this.keys.revoke(id, this.clock()))) throw new DomainError('conflict', `Key ${id} is already revoked`);
    return outcome;
  }
}
