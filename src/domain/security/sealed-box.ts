import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import { decodeBase64Url } from './base64url';
import { deriveKey } from './secret-keys';

/**
 * Small authenticated, encrypted tokens (AES-256-GCM) for values the service hands out and reads back:
 * tracking links and sync cursors. The holder can neither read nor forge them. The nonce is derived from the
 * content (SIV-style), so the same content always seals to the same token: a profile serialised twice for the
 * same caller does not look changed.
 */
export class SealedBox {
  private readonly key: Buffer;
  private readonly nonceKey: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = deriveKey(secret, `sealed:${purpose}:key`);
    this.nonceKey = deriveKey(secret, `sealed:${purpose}:nonce`);
  }

  seal(value: unknown): string {
    const plain = Buffer.from(JSON.stringify(value), 'utf8');
    const nonce = createHmac('sha256', this.nonceKey).update(plain).digest().subarray(0, 12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The sealed value, or null when the token was not sealed by this box (forged, altered, truncated, foreign). */
  open(token: string): unknown {
    const raw = decodeBase64Url(token, 4096);
    if (!raw || raw.length < 12 + 16 + 1) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString('utf8'));
    } catch {
      return null;
    }
  }
}
