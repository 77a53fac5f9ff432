import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const TSC = require.resolve('typescript/bin/tsc');

/**
 * The client as a user adopts it: `npm pack` in clients/typescript (its prepack builds the JavaScript), the tarball
 * installed into an empty project, then used from plain CommonJS `.js`, from an `.mjs` module, and from TypeScript
 * under `moduleResolution` node16, nodenext and bundler, against a live server. Its dependencies come from npm's
 * cache (`--prefer-offline`): the repository's own install put them there.
 */
describe('the packed client (@fpd/client from npm pack)', () => {
  let t: TestApp;
  let server: ReturnType<TestApp['app']['listen']>;
  let project: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    t = await startTestApp({ SYNC_SAFETY_LAG_SECONDS: '5' });
    await t.c.imports.importProfiles(['a', 'b', 'c'].map((id) => rawProfile(id)));
    t.clock.advance(60_000);
    server = t.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    env = {
      ...process.env,
      FPD_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      FPD_CLIENT_KEY: t.key.client,
      FPD_PARTNER_KEY: t.key.partner,
    };

    project = mkdtempSync(join(tmpdir(), 'fpd-client-consumer-'));
    const packDir = join(project, 'pack');
    mkdirSync(packDir);
    await run('npm', ['pack', '--silent', '--pack-destination', packDir], { cwd: join(ROOT, 'clients', 'typescript') });
    const tarball = readdirSync(packDir).find((f) => f.endsWith('.tgz'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(packDir, tarball!)], {
      cwd: project,
    });
  }, 240_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  const node = async (file: string, code: string) => {
    writeFileSync(join(project, file), code);
    const { stdout } = await run(process.execPath, [file], { cwd: project, env });
    return JSON.parse(stdout);
  };

  it('syncs from plain CommonJS JavaScript (require)', async () => {
    const out = await node(
      'sync.js',
      `const { createFpdClient, FpdApiError } = require('@fpd/client');
const fpd = createFpdClient({ baseUrl: process.env.FPD_URL, apiKey: process.env.FPD_CLIENT_KEY });
(async () => {
  const labels = [];
  const result = await fpd.sync({ since: 0, upsert: (p) => void labels.push(p.basics.label), remove: () => {} });
  const wrong = createFpdClient({ baseUrl: process.env.FPD_URL, apiKey: 'fpd_client_wrong', retry: { retries: 0 } });
  const refused = await wrong.me().catch((e) => (e instanceof FpdApiError ? e.status + ' ' + e.code : String(e)));
  console.log(JSON.stringify({ labels, since: result.since, refused }));
})().catch((e) => { console.error(e); process.exit(1); });
`,
    );
    expect(out).toEqual({
      labels: Array(3).fill('Développeuse Full-Stack'),
      since: expect.any(Number),
      refused: '403 invalid_api_key',
    });
  });

  it('searches with facets and a brief, and verifies webhooks, from an ES module (import)', async () => {
    const out = await node(
      'search.mjs',
      `import { createFpdClient, verifyWebhook, WebhookVerificationError } from '@fpd/client';
const fpd = createFpdClient({ baseUrl: process.env.FPD_URL, apiKey: process.env.FPD_PARTNER_KEY });
const page = await fpd.search({ keywords: 'typescript', facets: ['seniority'], limit: 5 });
const brief = await fpd.search({ brief: 'Nous cherchons un développeur TypeScript à Lyon pour une mission de six mois.' });
let tampered;
try {
  verifyWebhook('whsec_' + Buffer.from('k'.repeat(32)).toString('base64'), '{}', { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' });
} catch (e) {
  tampered = e instanceof WebhookVerificationError;
}
console.log(JSON.stringify({ total: page.infos.total, facets: Object.keys(page.infos.facets), brief: brief.infos.total, tampered }));
`,
    );
    expect(out).toEqual({ total: 3, facets: ['seniority'], brief: 3, tampered: true });
  });

  describe.each(['node16', 'nodenext', 'bundler'])('from TypeScript, moduleResolution %s', (resolution) => {
    const tsc = async (files: Record<string, string>) => {
      for (const [file, code] of Object.entries(files)) writeFileSync(join(project, file), code);
      const options = {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        target: 'ES2022',
        module: resolution === 'bundler' ? 'ESNext' : resolution,
        moduleResolution: resolution,
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules', '@types')],
      };
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: options, files: Object.keys(files) }),
      );
      return run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project }).then(
        () => '',
        (err: { stdout: string }) => err.stdout,
      );
    };
    const USE = `
const fpd = createFpdClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: 'fpd_key' });
export async function use(body: string, headers: Record<string, string>) {
  const page = await fpd.search({ keywords: 'react', facets: ['skills'], brief: 'Un développeur React.' });
  const first: string | undefined = page.freelances[0]?.id;
  const event = verifyWebhook('whsec_x', body, headers);
  return { first, type: event.type, total: page.infos.total };
}
`;
    const IMPORT = `import { createFpdClient, verifyWebhook } from '@fpd/client';\n`;

    it('compiles a module using sync, search and webhooks, in a CommonJS (.ts) and an ES (.mts) file', async () => {
      const files: Record<string, string> = { 'use.mts': IMPORT + USE };
      if (resolution !== 'bundler') files['use.ts'] = IMPORT + USE;
      expect(await tsc(files)).toBe('');
    }, 60_000);

    it('and refuses a wrong field: the types are the package’s, not any', async () => {
      const errors = await tsc({ 'wrong.mts': `${IMPORT}${USE}fpd.search({ keyword: 'react' });\n` });
      expect(errors).toContain("'keyword' does not exist in type");
    }, 60_000);
  });
});
