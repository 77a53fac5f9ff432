export {
  FpdClient,
  createFpdClient,
  type FpdClientOptions,
  type Me,
  type Profile,
  type SearchPage,
  type SearchRequest,
  type SyncOptions,
  type SyncPage,
  type SyncResult,
  type Tombstone,
} from './client.js';
export { FpdApiError, type ApiErrorBody, type ErrorCode } from './errors.js';
export { RETRIED_STATUSES, retryAfterMs, retryDelayMs, withRetries, type RetryOptions } from './retry.js';
export { verifyWebhook, WebhookVerificationError, type WebhookEvent, type WebhookHeaders } from './webhooks.js';
export type { components, operations, paths, webhooks } from './schema.js';
