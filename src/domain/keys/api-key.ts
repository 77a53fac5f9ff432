import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const ACCESS_TYPES = ['client', 'partner', 'integrator', 'admin'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export interface ApiKeyRecord {
  /** Public part of the key, also its identifier in logs and in `fpd keys list`. */
  id: string;
  /** SHA-256 (hex) of the secret part; the key itself is never stored. */
  secretHash: string;
  type: AccessType;
  name: string;
  /** Slug of a partner or integrator (its company name, lowercase, no spaces). */
  slug: string | null;
  /** For a sub-client of an integrator: the integrator's slug and the sub-client's id. */
  integratorSlug: string | null;
  integrationClientId: string | null;
  email: string | null;
  company: string | null;
  createdAt: number;
  revokedAt: number | null;
  /** The end of a rotated key's overlap (epoch ms): refused from then on. Null for a key that does not expire. */
  expiresAt: number | null;
  /**
   * Whom the key belongs to: the id of the first key of its lineage (a key made by `create` is its own holder; a
   * rotation's successor keeps its predecessor's). What a holder owns (webhook endpoints, saved searches) and what it
   * may spend (rate limit, caps) belong to the holder, whatever its rotations; revoking any key of a lineage revokes
   * all its live keys.
   */
  holderId: string;
  /** The key this one replaced (a rotation), null for the first of its lineage. */
  replaces: string | null;
  /** The key that replaced it: a key is rotated once at most (its successor can be rotated in turn). */
  replacedBy: string | null;
}

/** How long a key rotated by its holder keeps working beside its successor (`POST /me/rotate`). */
export const KEY_ROTATION_OVERLAP_MS = 24 * 3600_000;

/** How long a key that stopped working (revoked, or past its overlap) stays listed before it is deleted. */
export const STOPPED_KEY_RETENTION_MS = 30 * 24 * 3600_000;

/** When a key stopped working (its revocation, or the end of its overlap), or null while it works at `now`. */
export function stoppedAt(k: Pick<ApiKeyRecord, 'revokedAt' | 'expiresAt'>, now: number): number | null {
  const expired = k.expiresAt !== null && k.expiresAt <= now ? k.expiresAt : null;
  if (k.revokedAt === null) return expired;
  return expired === null ? k.revokedAt : Math.min(k.revokedAt, expired);
}

/** A key that opens the API at `now`: neither revoked nor past the end of its rotation's overlap. */
export const isLive = (k: Pick<ApiKeyRecord, 'revokedAt' | 'expiresAt'>, now: number): boolean =>
  k.revokedAt === null && (k.expiresAt === null || k.expiresAt > now);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_PATTERN = /^fpd_([A-Za-z0-9]{12})_([A-Za-z0-9]{40})$/;

function randomToken(length: number): string {
  // Rejection sampling keeps every character uniform over the 62-letter alphabet.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A new key `fpd_<id>_<secret>`: recognisable prefix, 12-character id, 40-character secret (about 238 bits). */
export function generateApiKey(): { key: string; id: string; secretHash: string } {
  const id = randomToken(12);
  const secret = randomToken(40);
  return { key: `fpd_${id}_${secret}`, id, secretHash: sha256(secret) };
}

/** Splits a presented key into its id and secret, or null when it cannot be one of ours. */
export function parseApiKey(presented: string): { id: string; secret: string } | null {
  const match = KEY_PATTERN.exec(presented);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatches(secret: string, secretHash: string): boolean {
  const presented = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(secretHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export function maskApiKey(id: string): string {
  return `fpd_${id}_${'*'.repeat(8)}`;
}
