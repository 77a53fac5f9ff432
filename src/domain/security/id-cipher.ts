import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { decodeBase64Url } from './base64url';
import { deriveKey } from './secret-keys';

const IV_BYTES = 16;
const MAC_BYTES = 16;

/**
 * `meta.id`: AES-256-CBC of the internal id, encrypt-then-MAC.
 * - The IV is derived from the id (HMAC), so one profile always gets the same `meta.id` (sync clients index on it);
 *   its top bit is cleared, so the id never starts with `-` or `_`.
 * - An HMAC over IV and ciphertext is checked, in constant time, before anything is decrypted: a tampered, truncated
 *   or foreign id decodes to `null`, exactly like an id that was never issued.
 */
export class IdCipher {
  private readonly encKey: Buffer;
  private readonly ivKey: Buffer;
  private readonly macKey: Buffer;

  constructor(secret: string) {
    this.encKey = deriveKey(secret, 'meta-id:enc');
    this.ivKey = deriveKey(secret, 'meta-id:iv');
    this.macKey = deriveKey(secret, 'meta-id:mac');
  }

  encrypt(internalId: string): string {
    const iv = createHmac('sha256', this.ivKey).update(internalId).digest().subarray(0, IV_BYTES);
    // The id's first character comes from the IV's first 6 bits. Clearing the top bit keeps it in A-Za-f, never `-`
    // or `_`, so an id pasted on a command line (`fpd profiles restore <meta.id>`) is never taken for an option.
    iv[0]! &= 0x7f;
    const cipher = createCipheriv('aes-256-cbc', this.encKey, iv);
    const body = Buffer.concat([iv, cipher.update(internalId, 'utf8'), cipher.final()]);
    return Buffer.concat([body, this.mac(body)]).toString('base64url');
  }

  decrypt(publicId: string): string | null {
    const raw = decodeBase64Url(publicId, 1024);
    // IV + at least one AES block + MAC
    if (!raw || raw.length < IV_BYTES + 16 + MAC_BYTES || (raw.length - IV_BYTES - MAC_BYTES) % 16 !== 0) return null;
    const body = raw.subarray(0, raw.length - MAC_BYTES);
    if (!timingSafeEqual(this.mac(body), raw.subarray(raw.length - MAC_BYTES))) return null;
    try {
      const decipher = createDecipheriv('aes-256-cbc', this.encKey, body.subarray(0, IV_BYTES));
      return Buffer.concat([decipher.update(body.subarray(IV_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  private mac(body: Buffer): Buffer {
    return createHmac('sha256', this.macKey).update(body).digest().subarray(0, MAC_BYTES);
  }
}
