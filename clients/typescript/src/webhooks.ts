import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { webhooks } from './schema.js';

export { WebhookVerificationError };

/** A message the service POSTs to a webhook endpoint (`profile.changed`, `profile.removed`, `whitelist.changed`). */
export type WebhookEvent = {
  [K in keyof webhooks]: webhooks[K]['post']['requestBody']['content']['application/json'];
}[keyof webhooks];

/** Request headers as Node (`IncomingMessage.headers`), Express or fetch (`Headers`) give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function signatureHeaders(headers: WebhookHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  const get =
    headers instanceof Headers
      ? (name: string) => headers.get(name) ?? undefined
      : (name: string) => {
          const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
          return Array.isArray(entry) ? entry[0] : entry;
        };
  for (const name of SIGNATURE_HEADERS) {
    const value = get(name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * Verifies a webhook message (Standard Webhooks, the `standardwebhooks` package) and returns its event: pass the
 * RAW body, as received, before any JSON parsing, and the request's headers. Throws WebhookVerificationError on a
 * missing or wrong signature, or a timestamp more than 5 minutes away. `secrets`: the endpoint's `whsec_...`; give
 * the old and the new one while you switch after `rotate-secret` (either verifies).
 */
export function verifyWebhook(
  secrets: string | readonly string[],
  body: string | Uint8Array,
  headers: WebhookHeaders,
): WebhookEvent {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  if (list.length === 0) throw new WebhookVerificationError('No secret to verify with');
  const payload = typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const signed = signatureHeaders(headers);
  let failure: unknown;
  for (const secret of list) {
    try {
      return new Webhook(secret).verify(payload, signed) as WebhookEvent;
    } catch (err) {
      failure = err;
    }
  }
  throw failure;
}
