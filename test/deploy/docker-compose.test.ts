import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * No Docker engine runs on the machines of this project, so docker-compose.yml is never started here: this checks
 * its structure instead (services, images, loopback ports, health checks, the environment the API needs).
 */
describe('docker-compose.yml', () => {
  const root = join(__dirname, '..', '..');
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<
      string,
      {
        image?: string;
        build?: string;
        command?: string[];
        ports?: string[];
        volumes?: string[];
        networks?: Record<string, { ipv4_address?: string } | null>;
        healthcheck?: { test: string[] };
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
      }
    >;
    networks?: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
  };
  const s = compose.services;

  it('runs MongoDB 7 or 8, Elasticsearch 8, Redis 7 and the API', () => {
    expect(s.mongodb!.image).toMatch(/^mongo:[78]\./);
    expect(s.elasticsearch!.image).toMatch(/elasticsearch:8\.\d+\.\d+$/);
    expect(s.redis!.image).toMatch(/^redis:7/);
    expect(s.api!.build).toBe('.');
  });

  it('gives every service a health check and publishes ports on loopback only', () => {
    for (const [name, svc] of Object.entries(s)) {
      expect([name, Array.isArray(svc.healthcheck?.test)]).toEqual([name, true]);
      for (const port of svc.ports ?? [])
        expect([name, port]).toEqual([name, expect.stringMatching(/^127\.0\.0\.1:\d+:\d+$/)]);
    }
  });

  it('puts a reverse proxy in front of the API that sets X-Forwarded-For, trusted from the proxy alone', () => {
    const proxy = s.proxy!;
    expect(proxy.image).toMatch(/^nginx:1\.\d+/);
    // clients reach the proxy; the API publishes no port of its own
    expect(proxy.ports).toEqual(['127.0.0.1:3000:8080']);
    expect(s.api!.ports).toBeUndefined();
    expect(proxy.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    // the proxy's address is fixed inside the network's subnet, and it is the only one TRUST_PROXY names
    const address = proxy.networks!.default!.ipv4_address!;
    const subnet = compose.networks!.default!.ipam!.config![0]!.subnet;
    const [base, bits] = subnet.split('/') as [string, string];
    const asInt = (ip: string) => ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
    expect(asInt(address) >>> (32 - Number(bits))).toBe(asInt(base) >>> (32 - Number(bits)));
    expect(s.api!.environment!.TRUST_PROXY).toBe(address);
    // its configuration replaces X-Forwarded-For with the client's address (a client's own value is dropped)
    const mount = proxy.volumes!.find((v) => v.endsWith(':/etc/nginx/conf.d/default.conf:ro'))!;
    const conf = readFileSync(join(root, mount.split(':')[0]!), 'utf8').replace(/#.*$/gm, '');
    expect(conf).toMatch(/proxy_pass http:\/\/api:3000;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).not.toMatch(/\$proxy_add_x_forwarded_for/);
  });

  it('runs Elasticsearch as one node with security off, as documented', () => {
    expect(s.elasticsearch!.environment).toMatchObject({
      'discovery.type': 'single-node',
      'xpack.security.enabled': 'false',
    });
  });

  it('configures the API for the production engines and requires its secrets', () => {
    const env = s.api!.environment!;
    expect(env.MONGODB_URL).toBe('mongodb://mongodb:27017/');
    expect(env.ELASTICSEARCH_URL).toBe('http://elasticsearch:9200');
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    for (const secret of ['ID_SECRET', 'EMAIL_HASH_SALT', 'TRACKING_SECRET'])
      expect(env[secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
    expect(Object.values(s.api!.depends_on!).every((d) => d.condition === 'service_healthy')).toBe(true);
  });

  it('runs the indexer from the API image, on the same engines and secrets, once they are healthy', () => {
    const indexer = s.indexer!;
    expect([indexer.build, indexer.image]).toEqual([s.api!.build, s.api!.image]);
    expect(indexer.command).toEqual(['node', '--max-old-space-size=192', 'dist/indexer/main.js']);
    for (const name of [
      'MONGODB_URL',
      'MONGODB_DB',
      'ELASTICSEARCH_URL',
      'REDIS_URL',
      'ID_SECRET',
      'EMAIL_HASH_SALT',
      'TRACKING_SECRET',
    ]) {
      expect([name, indexer.environment![name]]).toEqual([name, s.api!.environment![name]]);
    }
    expect(indexer.depends_on).toEqual({
      mongodb: { condition: 'service_healthy' },
      elasticsearch: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(indexer.healthcheck!.test.join(' ')).toContain("'/fpd-indexer-'+(process.env.QUEUE_PREFIX||'fpd')+'.alive'");
  });

  it('runs the webhook worker from the API image, on the same store, Redis and secrets, once they are healthy', () => {
    const webhooks = s.webhooks!;
    expect([webhooks.build, webhooks.image]).toEqual([s.api!.build, s.api!.image]);
    expect(webhooks.command).toEqual(['node', 'dist/src/webhook-worker.js']);
    for (const name of ['MONGODB_URL', 'MONGODB_DB', 'REDIS_URL', 'ID_SECRET', 'EMAIL_HASH_SALT', 'TRACKING_SECRET']) {
      expect([name, webhooks.environment![name]]).toEqual([name, s.api!.environment![name]]);
    }
    expect(webhooks.depends_on).toEqual({
      mongodb: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(webhooks.healthcheck!.test.join(' ')).toContain(
      "'/fpd-webhooks-'+(process.env.QUEUE_PREFIX||'fpd')+'.alive'",
    );
  });

  it('builds the indexer entry and ships the files the code reads beside dist/ (index mappings, the API overview)', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
    const build = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts.build!;
    expect(tsconfig.include).toContain('indexer');
    // Read from dist/src/adapters/search-cluster/../../../mappings and dist/src/http/openapi/../../../docs/api.md.
    expect(build).toContain('cp -r mappings dist/');
    expect(build).toContain('cp docs/api.md dist/docs/');
    const buildStage = dockerfile.slice(0, dockerfile.indexOf('RUN npm run build'));
    expect(buildStage).toMatch(/^COPY mappings \.\/mappings$/m);
    expect(buildStage).toMatch(/^COPY docs\/api\.md \.\/docs\/api\.md$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/dist \.\/dist$/m);
  });

  it('every variable the API reads is documented in .env.example', () => {
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const config = readFileSync(join(root, 'src', 'config', 'config.ts'), 'utf8');
    const schema = config.slice(config.indexOf('const envSchema'), config.indexOf('export interface Config'));
    const vars = [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(vars.length).toBeGreaterThan(10);
    for (const v of vars) expect([v, example.includes(v!)]).toEqual([v, true]);
  });
});
