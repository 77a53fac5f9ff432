import { retryAfterMs, withRetries } from '../../../clients/typescript/src/retry';

/** The client's backoff policy on scripted answers (the live 429 is test/clients/typescript-client.test.ts). */
function scripted(answers: (() => Response)[]) {
  const seen: { method: string; body: string }[] = [];
  const fetchFn = async (request: Request) => {
    seen.push({ method: request.method, body: await request.text() });
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next();
  };
  return { fetchFn, seen };
}

const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    new Response(code === 204 ? null : '{}', { status: code, headers });

describe('the client backoff (clients/typescript/src/retry.ts)', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.UTC(2026, 10, 25, 9, 0, 0);
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs(new Date(now + 3000).toUTCString(), now)).toBe(3000);
    expect(retryAfterMs(new Date(now - 3000).toUTCString(), now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('retries a 503 as it says, resending a POST body each time, and stops at a success', async () => {
    const { fetchFn, seen } = scripted([
      status(503, { 'retry-after': '2' }),
      status(429, { 'retry-after': '1' }),
      status(200),
    ]);
    const waits: number[] = [];
    const send = withRetries(fetchFn, { sleep: async (ms) => void waits.push(ms) });
    const response = await send(
      new Request('http://fpd.test/partners/search', { method: 'POST', body: '{"keywords":"react"}' }),
    );
    expect(response.status).toBe(200);
    expect(waits).toEqual([2000, 1000]);
    expect(seen).toEqual(Array(3).fill({ method: 'POST', body: '{"keywords":"react"}' }));
  });

  it('backs off exponentially with jitter without Retry-After, and returns the last answer once its retries are spent', async () => {
    const { fetchFn, seen } = scripted([status(503), status(503), status(503), status(503)]);
    const waits: number[] = [];
    const send = withRetries(fetchFn, { retries: 3, baseDelayMs: 100, sleep: async (ms) => void waits.push(ms) });
    const response = await send(new Request('http://fpd.test/freelances'));
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(4);
    expect(waits).toHaveLength(3);
    waits.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual((100 * 2 ** i) / 2);
      expect(ms).toBeLessThanOrEqual(100 * 2 ** i);
    });
  });

  it('does not retry other statuses, nor wait longer than maxDelayMs', async () => {
    for (const code of [400, 401, 403, 404, 500, 502]) {
      const { fetchFn, seen } = scripted([status(code, { 'retry-after': '1' })]);
      expect(
        (await withRetries(fetchFn, { sleep: async () => undefined })(new Request('http://fpd.test/me'))).status,
      ).toBe(code);
      expect(seen).toHaveLength(1);
    }
    const { fetchFn, seen } = scripted([status(429, { 'retry-after': '120' })]);
    const response = await withRetries(fetchFn, { maxDelayMs: 60_000, sleep: async () => undefined })(
      new Request('http://fpd.test/me'),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(seen).toHaveLength(1);
  });

  it('stops waiting when the request is aborted', async () => {
    const { fetchFn } = scripted([status(429, { 'retry-after': '30' })]);
    const controller = new AbortController();
    const pending = withRetries(fetchFn)(new Request('http://fpd.test/me', { signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('stopped')), 20);
    await expect(pending).rejects.toThrow('stopped');
  });
});
