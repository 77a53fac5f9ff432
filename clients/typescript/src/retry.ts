/** Backoff for the answers that say "not now": 429 (the key's rate limit) and 503 (a dependency is down). */

/** The statuses a request is sent again for; anything else is the caller's to handle. */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 503]);

export interface RetryOptions {
  /** How many times a request is sent again after a 429 or 503 (default 4; 0 never retries). */
  retries?: number;
  /** The first wait when the answer has no `Retry-After`, doubled at each retry, with jitter (default 500 ms). */
  baseDelayMs?: number;
  /** The longest wait: a `Retry-After` beyond it is not waited for, the answer is returned as is (default 60 s). */
  maxDelayMs?: number;
  /** Told before each wait (logging, metrics). */
  onRetry?: (retry: { status: number; attempt: number; delayMs: number; url: string }) => void;
  /** How to wait (tests, schedulers); default setTimeout, cut short by the request's AbortSignal. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const DEFAULTS = { retries: 4, baseDelayMs: 500, maxDelayMs: 60_000 };

/**
 * How long a `Retry-After` asks to wait, in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when the
 * header is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The wait before retry number `attempt` (1-based): what `Retry-After` says, else exponential with jitter. */
export function retryDelayMs(response: Response, attempt: number, options: RetryOptions = {}): number | null {
  const { baseDelayMs, maxDelayMs } = { ...DEFAULTS, ...options };
  const asked = retryAfterMs(response.headers.get('retry-after'));
  if (asked !== null) return asked <= maxDelayMs ? asked : null;
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A fetch that sends a request again on 429 and 503, at most `retries` times, waiting what `Retry-After` asks
 * (the service sends it with both) or backing off exponentially. The last answer is returned as is once the retries
 * are spent, or when the wait asked for is longer than `maxDelayMs`: the caller sees the 429 and its `Retry-After`.
 */
export function withRetries(
  fetchFn: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const retries = options.retries ?? DEFAULTS.retries;
  const wait = options.sleep ?? sleep;
  return async (request) => {
    for (let attempt = 1; ; attempt++) {
      // A request's body can be read once: each attempt sends a copy, the original stays for the next one.
      const response = await fetchFn(attempt <= retries ? request.clone() : request);
      if (!RETRIED_STATUSES.has(response.status) || attempt > retries) return response;
      const delayMs = retryDelayMs(response, attempt, options);
      if (delayMs === null) return response;
      await response.body?.cancel();
      options.onRetry?.({ status: response.status, attempt, delayMs, url: request.url });
      await wait(delayMs, request.signal);
    }
  };
}
