import { Webhook } from 'standardwebhooks';
import type { SigningSecret } from './webhook-events';

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the message's id, the same on every attempt),
 * `webhook-timestamp` (this attempt's, Unix seconds) and `webhook-signature`, one `v1,<base64 HMAC-SHA256>` per
 * secret still valid, separated by spaces: during the 24 hours after a rotation both the new and the old secret sign,
 * so a receiver holding either verifies. Signed by the `standardwebhooks` package, not by hand.
 */
export function signatureHeaders(
  secrets: SigningSecret[],
  messageId: string,
  payload: string,
  now: number,
): Record<string, string> {
  const at = new Date(now);
  const valid = secrets.filter((s) => s.expiresAt === null || s.expiresAt > now);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now / 1000)),
    'webhook-signature': valid.map((s) => new Webhook(s.secret).sign(messageId, at, payload)).join(' '),
  };
}
