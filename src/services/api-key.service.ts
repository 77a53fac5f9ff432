import { randomUUID } from 'node:crypto';
import { conflict, DomainError, notFound, validationError } from '../domain/errors';
import {
  generateApiKey,
  isLive,
  KEY_ROTATION_OVERLAP_MS,
  maskApiKey,
  parseApiKey,
  secretMatches,
  STOPPED_KEY_RETENTION_MS,
  stoppedAt,
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
  /** The holder whose lineage was revoked (the id of its first key). */
  holderId: string;
  /** Every key of that holder revoked now, the one named among them when it was still unrevoked. */
  keys: string[];
  /** Sub-client keys revoked with their integrator (every sub-client of an integrator that no other holder serves). */
  subClients: string[];
  /** For an integrator key: a live key of another holder of the same slug, whose sub-clients therefore stay; else null. */
  integratorStillActive: string | null;
}

export interface CreatedKey {
  key: string;
  record: ApiKeyRecord;
}

export interface RotatedKey extends CreatedKey {
  /** The key it replaces, and when that one stops working. */
  previous: { id: string; expiresAt: number };
}

/** What the clean-up of keys stopped long ago deleted (`ApiKeyService.purgeStopped`). */
export interface Purged {
  /** Key rows deleted: keys revoked or expired more than STOPPED_KEY_RETENTION_MS ago. */
  keys: string[];
  /** Holders left without any key: what belonged only to them is deleted with their last key. */
  holders: string[];
}

/** Told when a holder's last key row is deleted: what belongs only to that holder goes with it. */
export type HolderGone = (holder: Pick<ApiKeyRecord, 'holderId' | 'type' | 'integrationClientId'>) => Promise<void>;

/**
 * Whether a holder has a key that works at `now`; if not, `revoked` when its lineage was revoked (or it has no key
 * left), `expired` when its keys ran past their overlap. What a holder owns (webhook endpoints, saved searches) acts
 * only while it is live.
 */
export async function holderState(
  keys: KeyStore,
  holderId: string,
  now: number,
): Promise<'live' | 'revoked' | 'expired'> {
  const lineage = await keys.list({ holderId });
  if (lineage.some((k) => isLive(k, now))) return 'live';
  return lineage.some((k) => k.revokedAt === null) ? 'expired' : 'revoked';
}

/** Keys of one lineage in its order: each before the key that replaced it (then by age). */
function inLineageOrder<K extends Pick<ApiKeyRecord, 'id' | 'replaces' | 'createdAt'>>(keys: K[]): K[] {
  const byId = new Map(keys.map((k) => [k.id, k]));
  const depth = (k: K): number => {
    let n = 0;
    for (let at = k.replaces; at && byId.has(at) && n < keys.length; at = byId.get(at)!.replaces) n++;
    return n;
  };
  return [...keys].sort((a, b) => depth(a) - depth(b) || a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** The most sub-clients (each with its live keys) an integrator may have at once. */
export const MAX_SUB_CLIENTS_PER_INTEGRATOR = 1000;

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
    private readonly holderGone: HolderGone = async () => {},
    private readonly maxSubClients = MAX_SUB_CLIENTS_PER_INTEGRATOR,
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
      if (!(await this.keys.list()).some((k) => k.type === 'integrator' && k.slug === integratorSlug && isLive(k, now)))
        throw validationError(`integrator: no integrator with slug "${integratorSlug}"`);
      const subClients = new Set(
        (await this.keys.list({ integratorSlug })).filter((k) => isLive(k, now)).map((k) => k.integrationClientId),
      );
      if (subClients.size >= this.maxSubClients)
        throw conflict(
          `Integrator ${integratorSlug} already has ${this.maxSubClients} sub-clients, the most an integrator may have: revoke one first`,
        );
    }
    if (slug) await this.requireFreeSlug(slug);
    const { key, id, secretHash } = generateApiKey();
    const record: ApiKeyRecord = {
      id,
      secretHash,
      type: input.type,
      name,
      slug,
      integratorSlug,
      integrationClientId: integratorSlug ? randomUUID() : null,
      email: input.email?.trim() || null,
      company: input.company?.trim() || null,
      createdAt: this.clock(),
      revokedAt: null,
      expiresAt: null,
      holderId: id,
      replaces: null,
      replacedBy: null,
    };
    await this.keys.insert(record);
    return { key, record };
  }

  /**
   * The next key of a live key's holder: the same type, name, slug, sub-client and holder, so everything the holder
   * owns stays its own (whitelist, Stage 1 ids, sub-clients, webhook endpoints, saved searches, its limits). The key
   * keeps working `overlapMs` more (the holder's `POST /me/rotate` and the operator's `fpd keys rotate`: 24 h by
   * default; 0 ends it now), then is refused. A key is rotated once at most, in one atomic step of the store (of many
   * rotations at once exactly one succeeds, the others are a 409); its successor can be rotated in turn, and that ends
   * at once any older key still in its overlap: a holder has at most two live keys. Revocation takes effect at once
   * and takes the whole lineage.
   */
  async rotate(id: string, overlapMs = KEY_ROTATION_OVERLAP_MS): Promise<RotatedKey> {
    const current = await this.keys.findById(id);
    const now = this.clock();
    if (!current) throw notFound(`No key with id ${id}`);
    if (current.revokedAt !== null) throw conflict(`Key ${id} is revoked: create a key instead`);
    if (!isLive(current, now)) throw conflict(`Key ${id} has expired: create a key instead`);
    const { key, id: successorId, secretHash } = generateApiKey();
    const expiresAt = now + overlapMs;
    if (!(await this.keys.claimRotation(id, successorId, expiresAt))) throw await this.notRotatable(id);
    const record: ApiKeyRecord = {
      ...current,
      id: successorId,
      secretHash,
      createdAt: now,
      revokedAt: null,
      expiresAt: null,
      replaces: id,
      replacedBy: null,
    };
    try {
      await this.keys.insert(record);
    } catch (err) {
      await this.keys.releaseRotation(id, successorId);
      throw err;
    }
    const lineage = await this.keys.list({ holderId: current.holderId });
    if (lineage.find((k) => k.id === id)?.revokedAt !== null) {
      // the lineage was revoked while the successor was being stored: it goes too
      await this.keys.revokeHolder(current.holderId, this.clock());
      throw conflict(`Key ${id} is revoked: create a key instead`);
    }
    for (const older of lineage) {
      if (older.id !== id && older.id !== successorId && isLive(older, now)) await this.keys.expire(older.id, now);
    }
    return { key, record, previous: { id, expiresAt } };
  }

  /** Why a key that was live could not be rotated: it was just rotated, revoked or expired by another call. */
  private async notRotatable(id: string): Promise<DomainError> {
    const now = this.clock();
    const k = await this.keys.findById(id);
    if (!k || k.revokedAt !== null) return conflict(`Key ${id} is revoked: create a key instead`);
    if (k.replacedBy !== null)
      return conflict(
        `Key ${id} was already rotated: key ${k.replacedBy} replaced it${k.expiresAt === null ? '' : ` and it stops working at ${new Date(k.expiresAt).toISOString()}`}; rotate that key instead. If you did not rotate it, your key has leaked: ask the provider to revoke it, which revokes every key of its lineage`,
      );
    if (!isLive(k, now)) return conflict(`Key ${id} has expired: create a key instead`);
    return conflict(
      `Key ${id} stops working at ${new Date(k.expiresAt!).toISOString()} and cannot be rotated: rotate a key that does not expire`,
    );
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

  /** Keys as stored, without their hash: all, one integrator's sub-clients, or one holder's (oldest first). */
  async records(filter?: { integratorSlug?: string; holderId?: string }): Promise<Omit<ApiKeyRecord, 'secretHash'>[]> {
    return (await this.keys.list(filter)).map(({ secretHash: _hash, ...rest }) => rest);
  }

  /** The holder's keys that work now, in the order of the lineage (a key before the key that replaced it). */
  async liveLineage(holderId: string): Promise<Omit<ApiKeyRecord, 'secretHash'>[]> {
    const now = this.clock();
    return inLineageOrder((await this.records({ holderId })).filter((k) => isLive(k, now)));
  }

  async list(): Promise<(Omit<ApiKeyRecord, 'secretHash'> & { maskedKey: string })[]> {
    return (await this.records()).map((rest) => ({ ...rest, maskedKey: maskApiKey(rest.id) }));
  }

  /**
   * Revokes the key's whole lineage: every key of its holder that is not revoked yet (a successor a thief made with a
   * leaked key included), at once. An integrator's sub-clients are its clients only while it is one: revoking an
   * integrator with no other live holder of its slug (keys from before lineages) revokes its sub-clients' keys too.
   * 409 when every key of the lineage is already revoked.
   */
  async revoke(id: string): Promise<Revoked> {
    const record = await this.keys.findById(id);
    if (!record) throw notFound(`No key with id ${id}`);
    const now = this.clock();
    const outcome: Revoked = {
      slug: record.slug,
      holderId: record.holderId,
      keys: [],
      subClients: [],
      integratorStillActive: null,
    };
    if (record.type === 'integrator' && record.slug !== null) {
      outcome.integratorStillActive =
        (await this.keys.list()).find(
          (k) =>
            k.holderId !== record.holderId &&
            k.type === 'integrator' &&
            k.slug === record.slug &&
            isLive(k, now) &&
            k.replacedBy === null,
        )?.id ?? null;
    }
    const revoked = new Set(await this.keys.revokeHolder(record.holderId, now));
    outcome.keys = inLineageOrder(await this.keys.list({ holderId: record.holderId }))
      .map((k) => k.id)
      .filter((id) => revoked.has(id));
    if (outcome.keys.length === 0) throw conflict(`Key ${id} is already revoked, with every key of its lineage`);
    if (record.type === 'integrator' && record.slug !== null && outcome.integratorStillActive === null) {
      const subHolders = new Set(
        (await this.keys.list({ integratorSlug: record.slug }))
          .filter((k) => k.revokedAt === null)
          .map((k) => k.holderId),
      );
      for (const holder of subHolders) outcome.subClients.push(...(await this.keys.revokeHolder(holder, now)));
    }
    return outcome;
  }

  /**
   * Deletes the rows of keys that stopped working (revoked, or past their overlap) more than STOPPED_KEY_RETENTION_MS
   * ago, and, once a holder has no key row left, what belonged only to it (`holderGone`: its webhook endpoints and
   * their logs, its saved searches and their matches, a sub-client's whitelist). Run daily by the server and by
   * `fpd keys purge`.
   */
  async purgeStopped(): Promise<Purged> {
    const before = this.clock() - STOPPED_KEY_RETENTION_MS;
    const now = this.clock();
    const all = await this.keys.list();
    const stale = all.filter((k) => {
      const at = stoppedAt(k, now);
      return at !== null && at < before;
    });
    const staleIds = new Set(stale.map((k) => k.id));
    const gone = new Map<string, ApiKeyRecord>();
    for (const k of stale) gone.set(k.holderId, k);
    for (const k of all) if (!staleIds.has(k.id)) gone.delete(k.holderId);
    // What belongs to a holder goes first: a run stopped between the two finds the keys again and finishes.
    for (const holder of gone.values()) await this.holderGone(holder);
    await this.keys.remove([...staleIds]);
    return { keys: [...staleIds], holders: [...gone.keys()] };
  }
}
