import { hkdfSync } from 'node:crypto';

/** Derives independent 32-byte keys from one configured secret, one per purpose, so no key is used twice. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `fpd:${purpose}`, 32));
}
