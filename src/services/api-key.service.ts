import { randomUUID } from 'node:crypto';
import { DomainError, notFound, validationError } from '../domain/errors';
import { generateApiKey, maskApiKey, parseApiKey, secretMatches, type AccessType, type ApiKeyRecord } from '../domain/keys/api-key';
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

export interface CreatedKey {
  key: string;
  record: ApiKeyRecord;
}

/** A slug is the company name in lowercase without spaces (spec); we also drop accents and punctuation. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
}

export class ApiKeyService {
  constructor(
    private readonly keys: KeyStore,
    private readonly clock: Clock,
  ) {}

  async create(input: CreateKeyInput): Promise<CreatedKey> {
    const name = input.name.trim();
    if (!name) throw validationError('name: is required');
    const needsSlug = input.type === 'partner' || input.type === 'integrator';
    const slug = needsSlug ? slugify(input.slug ?? name) : null;
    if (needsSlug && !slug) throw validationError('slug: must contain at least one letter or digit');
    if (input.slug !== undefined && !needsSlug) throw validationError('slug: only partner and integrator keys have a slug');
    if (input.integrator !== undefined && input.type !== 'client') throw validationError('integrator: only client keys can be sub-clients of an integrator');
    let integratorSlug: string | null = null;
    if (input.integrator !== undefined) {
      integratorSlug = slugify(input.integrator);
      const owners = (await this.keys.list()).filter((k) => k.type === 'integrator' && k.slug === integratorSlug && k.revokedAt === null);
      if (owners.length === 0) throw validationError(`integrator: no integrator with slug "${integratorSlug}"`);
    }
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
    };
    await this.keys.insert(record);
    return { key, record };
  }

  /** The live key record for a presented key, or null (unknown, malformed, wrong secret or revoked). */
  async authenticate(presented: string): Promise<ApiKeyRecord | null> {
    const parsed = parseApiKey(presented);
    if (!parsed) return null;
    const record = await this.keys.findById(parsed.id);
    if (!record || !secretMatches(parsed.secret, record.secretHash) || record.revokedAt !== null) return null;
    return record;
  }

  async list(): Promise<(Omit<ApiKeyRecord, 'secretHash'> & { maskedKey: string })[]> {
    return (await this.keys.list()).map(({ secretHash: _hash, ...rest }) => ({ ...rest, maskedKey: maskApiKey(rest.id) }));
  }

  async revoke(id: string): Promise<void> {
    if (await this.keys.revoke(id, this.clock())) return;
    const record = await this.keys.findById(id);
    if (!record) throw notFound(`No key with id ${id}`);
    throw new DomainError('conflict', `Key ${id} is already revoked`);
  }
}
