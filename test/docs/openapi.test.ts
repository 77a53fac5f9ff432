import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';

type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('GET /openapi.json', () => {
  let t: TestApp;
  let doc: Json;
  let operations: { path: string; method: string; op: Json }[];
  beforeAll(async () => {
    t = await startTestApp();
    doc = (await request(t.app).get('/openapi.json').expect(200)).body; // no key
    operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      METHODS.filter((m) => (item as Json)[m]).map((method) => ({ path, method, op: (item as Json)[method] as Json })),
    );
  });
  afterAll(async () => t.close());
  /** A schema, or the component its `$ref` names. */
  const deref = (r: Json): Json =>
    r.$ref
      ? (r.$ref as string)
          .slice(2)
          .split('/')
          .reduce((n: Json, p) => n[p], doc)
      : r;

  it('is OpenAPI 3.1 of interface 1.0.4, says /v1 is an alias and what the spec left open', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.4');
    expect(doc.info.description).toMatch(/also served under `\/v1`/);
    expect(doc.info.description).toMatch(/What the spec left open, and what we decided/);
    // docs/api.md is the overview, without its title: one text for the repository's readers and the API's.
    expect(doc.info.description).toBe(
      readFileSync(join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8').replace(/^# .*\n+/, ''),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/v1'))).toBe(false);
    expect(doc.servers.map((s: Json) => s.url)).toEqual(['/', '/v1']);
  });

  it('describes every route of the spec and ours', () => {
    const described = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(described).toEqual(
      expect.arrayContaining([
        'GET /freelances',
        'POST /freelances',
        'GET /freelances/deleted-freelances',
        'POST /partners/search',
        'POST /referential',
        'POST /partners/whitelist',
        'GET /partners/whitelist',
        'DELETE /partners/whitelist',
        'POST /partners/reveal',
        'POST /partners/events',
        'POST /partners/{partnerSlug}/whitelist',
        'POST /partners/{partnerSlug}/events',
        'GET /integration/{integrationClient}/clients',
        'POST /integration/{integrationClient}/whitelist/{integrationClientId}',
        'DELETE /integration/{integrationClient}/whitelist/{integrationClientId}',
        'GET /t/{watermark}/{id}/{field}',
        'GET /health',
        'GET /openapi.json',
        'GET /docs',
      ]),
    );
  });

  it('gives each operation its access, its errors, its rate-limit headers and examples', () => {
    for (const { path, method, op } of operations) {
      const where = `${method} ${path}`;
      expect([where, op.operationId]).toEqual([where, expect.any(String)]);
      expect([where, op['x-access']]).toEqual([where, expect.any(Array)]);
      const keyed = !op['x-access'].includes('public');
      expect([where, op.security]).toEqual([where, keyed ? [{ ApiKey: [] }] : []]);
      expect([where, op.description]).toEqual([where, expect.stringContaining('**Access**')]);
      const statuses = Object.keys(op.responses);
      expect([where, statuses.includes('500')]).toEqual([where, true]);
      // Rate-limited: every keyed route (/metrics included) and the sandbox's.
      const limited = keyed || path.startsWith('/sandbox/');
      if (keyed)
        expect([where, statuses.filter((s) => ['401', '403', '429'].includes(s))]).toEqual([
          where,
          ['401', '403', '429'],
        ]);
      if (op.parameters?.length || op.requestBody) expect([where, statuses.includes('400')]).toEqual([where, true]);
      // A body that is not JSON is 415 wherever a body is taken; a request line and headers over 16 KB are 431
      // anywhere.
      expect([where, statuses.includes('415')]).toEqual([where, op.requestBody !== undefined]);
      expect([where, statuses.includes('431')]).toEqual([where, true]);
      for (const [status, raw] of Object.entries(op.responses as Json)) {
        const response = deref(raw as Json);
        const json = response.content?.['application/json'];
        if (json && path !== '/openapi.json')
          expect([where, status, json.example !== undefined || json.schema?.$ref !== undefined]).toEqual([
            where,
            status,
            true,
          ]);
        // The counts are documented where a response always carries them: successes and the route's own errors (after
        // the key and the count), and 429; not on a generic error that may come before the count (no key, bad JSON).
        const generic = ['400', '401', '403', '413', '415', '431', '500'].includes(status);
        const counts = limited && !generic;
        expect([where, status, Object.keys(response.headers ?? {}).filter((h) => h.startsWith('RateLimit-'))]).toEqual([
          where,
          status,
          counts ? ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'] : [],
        ]);
      }
      if (limited) expect(Object.keys(deref(op.responses['429']).headers)).toContain('Retry-After');
    }
  });

  it('documents bounds, the error bodies, the deprecated routes and the sandbox', () => {
    const get = (path: string, method: string) => doc.paths[path][method];
    const param = (name: string) => get('/freelances', 'get').parameters.find((p: Json) => p.name === name);
    expect(param('limit')).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1, maximum: 1000 } });
    expect(param('modifiedTime').schema).toMatchObject({ type: 'integer', minimum: 0 });
    const search = get('/partners/search', 'post').requestBody.content['application/json'].schema;
    expect(search.properties.keywords.maxLength).toBe(500);
    expect(search.properties.skills.maxItems).toBe(20);
    expect(search.properties.limit).toMatchObject({ minimum: 1, maximum: 100, default: 20 });
    expect(doc.components.schemas.ValidationError.properties.error.enum).toEqual(['Validation failed']);
    expect(doc.components.schemas.Error.required).toEqual(['statusCode', 'message', 'code', 'docs']);
    expect(doc.components.schemas.ValidationError.required).toEqual(['error', 'message', 'code', 'docs']);
    expect(doc.components.responses.Error401.content['application/json'].example).toEqual({
      statusCode: 401,
      message: 'Missing x-api-key header',
      code: 'missing_api_key',
      docs: '/docs/errors#missing_api_key',
    });

    const deprecated = operations.filter((o) => o.op.deprecated).map((o) => o.path);
    expect(deprecated.sort()).toEqual(['/partners/{partnerSlug}/events', '/partners/{partnerSlug}/whitelist']);
    expect(Object.keys(get('/partners/{partnerSlug}/whitelist', 'post').responses['201'].headers)).toEqual(
      expect.arrayContaining(['Deprecation', 'Link']),
    );

    // The sandbox's routes are described at their own paths, without security, each the twin of a keyed route.
    const sandboxed = operations.filter((o) => o.op['x-sandbox']).map((o) => `${o.method} ${o.path}`);
    expect(sandboxed.sort()).toEqual([
      'get /sandbox/freelances',
      'get /sandbox/freelances/deleted-freelances',
      'get /sandbox/me',
      'post /sandbox/freelances',
      'post /sandbox/partners/search',
      'post /sandbox/referential',
    ]);
    for (const s of sandboxed) {
      const [method, path] = s.split(' ') as [string, string];
      expect([s, get(path, method).security, get(path, method)['x-access']]).toEqual([s, [], ['public']]);
      expect([s, get(path.slice('/sandbox'.length), method).security]).toEqual([s, [{ ApiKey: [] }]]);
    }
    // Each operation lists where it is served: the API's routes at the root and under /v1, documentation and metrics
    // at the root only.
    const rootOnly = ['/openapi.json', '/docs', '/docs/errors', '/metrics'];
    for (const o of operations)
      expect([o.path, o.op.servers.map((s: Json) => s.url)]).toEqual([
        o.path,
        rootOnly.includes(o.path) ? ['/'] : ['/', '/v1'],
      ]);
    expect(get('/t/{watermark}/{id}/{field}', 'get').responses['302'].headers.Location).toBeDefined();
    // Recruiters' and original e-mails are described as e-mails.
    const body = (path: string, method: string) => get(path, method).requestBody.content['application/json'].schema;
    expect(deref(body('/partners/whitelist', 'post')).properties.recruiterEmail).toMatchObject({
      type: 'string',
      format: 'email',
    });
    expect(
      deref(body('/integration/{integrationClient}/whitelist/{integrationClientId}', 'post')).properties.originalEmail,
    ).toMatchObject({ format: 'email' });
    expect(
      deref(body('/integration/{integrationClient}/whitelist/{integrationClientId}', 'delete')).properties
        .originalEmailToDelete,
    ).toMatchObject({ format: 'email' });
  });

  it('passes @redocly/cli lint (recommended rules) with no errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fpd-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      // Telemetry and update checks off: the linter must not leave the machine.
      const env = {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      };
      const cli = require.resolve('@redocly/cli/bin/cli.js');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
        env,
        maxBuffer: 16 << 20,
      }).catch((err) => err as { stdout: string });
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { severity: string; ruleId: string; message: string }[];
      };
      expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
