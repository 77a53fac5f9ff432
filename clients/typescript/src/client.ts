import createClient, { type Client } from 'openapi-fetch';
import { FpdApiError } from './errors.js';
import { withRetries, type RetryOptions } from './retry.js';
import type { components, operations, paths } from './schema.js';

// A body the description marks optional (requestBody?) is still the body's type, not never.
type JsonBody<Op extends { requestBody?: unknown }> =
  NonNullable<Op['requestBody']> extends { content: { 'application/json': infer B } } ? B : never;
type JsonAnswer<Op> = Op extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

export type Profile = components['schemas']['Profile'];
export type Tombstone = components['schemas']['Tombstone'];
export type SyncPage = JsonAnswer<operations['listFreelances']>;
export type Me = JsonAnswer<operations['me']>;
export type SearchRequest = JsonBody<operations['searchFreelances']>;
export type SearchPage = JsonAnswer<operations['searchFreelances']>;

export interface FpdClientOptions {
  /** Where the service answers, e.g. `https://fpd.example.com` (or `.../v1`). */
  baseUrl: string;
  /** Your key (`fpd_...`), sent as `x-api-key`. */
  apiKey: string;
  /** Backoff on 429 and 503 (honours `Retry-After`). */
  retry?: RetryOptions;
  /** Another fetch (a proxy agent, tests); default the global one. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface SyncOptions {
  /** The `since` the previous run returned (Unix seconds); 0 for the first synchronisation. */
  since: number;
  /** Upsert one profile in your store, by `meta.id`. Awaited, in the order of the listing. */
  upsert: (profile: Profile) => unknown;
  /** Delete one profile from your store (its tombstone: `meta.status` is `deleted`). Awaited, in order. */
  remove: (id: string, tombstone: Tombstone) => unknown;
  /** Page size, 1 to 1000 (default 1000). */
  limit?: number;
  /** Stops the run between requests (and during a backoff). */
  signal?: AbortSignal;
}

export interface SyncResult {
  /** Store it (after your upserts and deletions are durable) and pass it to the next run. */
  since: number;
  pages: number;
  upserted: number;
  removed: number;
}

/** A removed profile comes as a tombstone: `meta.status` is `deleted`, nothing else is left of it. */
const isTombstone = (p: Profile | Tombstone): p is Tombstone => p.meta.status === 'deleted';

/** The answer's body, or an FpdApiError for anything but a 2xx. */
function answer<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) throw new FpdApiError(result.response, result.error);
  return result.data;
}

/**
 * A typed client of fpd: every route through `api` (openapi-fetch), and the recipes clients otherwise write by hand.
 */
export class FpdClient {
  /** Every route of the OpenAPI description, typed: `client.api.GET('/partners/whitelist')`. */
  readonly api: Client<paths>;

  constructor(options: FpdClientOptions) {
    const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.api = createClient<paths>({
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      headers: { 'x-api-key': options.apiKey },
      fetch: withRetries(send, options.retry),
    });
  }

  /** Who the key is: its type, name, slug, rate limit left (GET /me). */
  async me(): Promise<Me> {
    return answer(await this.api.GET('/me'));
  }

  /**
   * The sync recipe (README, docs/api.md): every profile changed after `since`, page by page by `infos.nextCursor`;
   * a tombstone goes to `remove`, anything else to `upsert`. Returns `since` for the next run: the high-water mark
   * of the run's first page, which never passes a change not yet delivered. Run one at a time, on a schedule and when
   * a verified webhook says something changed.
   */
  async sync(options: SyncOptions): Promise<SyncResult> {
    const limit = options.limit ?? 1000;
    const result: SyncResult = { since: options.since, pages: 0, upserted: 0, removed: 0 };
    let cursor: string | undefined;
    for (let page = 1; ; page++) {
      options.signal?.throwIfAborted();
      const query = { modifiedTime: options.since, page, limit, showDeleted: true, ...(cursor ? { cursor } : {}) };
      const body = answer(await this.api.GET('/freelances', { params: { query }, signal: options.signal }));
      for (const profile of body.freelances) {
        if (isTombstone(profile)) {
          await options.remove(profile.meta.id, profile);
          result.removed++;
        } else {
          await options.upsert(profile as Profile);
          result.upserted++;
        }
      }
      result.pages = page;
      result.since = body.infos.nextModifiedTime;
      if (!body.infos.nextCursor) return result;
      cursor = body.infos.nextCursor;
    }
  }

  /** Stage 1 search of the anonymised pool (partner keys): POST /partners/search. */
  async search(request: SearchRequest): Promise<SearchPage> {
    return answer(await this.api.POST('/partners/search', { body: request }));
  }

  /** Stage 2: one profile in full for a whitelisted recruiter (partner keys): POST /partners/reveal. */
  async reveal(freelanceId: string, recruiterEmail: string): Promise<Profile> {
    return answer(await this.api.POST('/partners/reveal', { body: { freelanceId, recruiterEmail } }));
  }
}

export const createFpdClient = (options: FpdClientOptions) => new FpdClient(options);
