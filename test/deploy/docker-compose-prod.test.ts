import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { parse } from 'yaml';
import { openRedisConnection } from '../../src/adapters/open-stores';
import { IndexerQueue } from '../../src/adapters/queue/indexer-queue';
import { loadConfig } from '../../src/config/config';
import { PrivateRedis } from '../support/private-redis';

/**
 * docker-compose.prod.yml cannot be started here (no Docker engine): its structure is checked instead, and what can
 * run does: deploy/make-secrets.sh, the configuration the API's environment gives the service from those files, and
 * the Redis user list it writes, loaded by a real redis-server that the service's Redis clients then log in to.
 */
const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);

interface Service {
  image?: string;
  build?: string;
  command?: string[] | string;
  restart?: string;
  ports?: string[];
  expose?: string[];
  container_name?: string;
  volumes?: string[];
  secrets?: string[];
  networks?: Record<string, { ipv4_address?: string } | null>;
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number; resources?: { limits?: { cpus?: string; memory?: string } } };
}
const compose = parse(readFileSync(join(ROOT, 'docker-compose.prod.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  networks: Record<string, { ipam: { config: { subnet: string }[] } }>;
};
const s = compose.services;
const longRunning = Object.entries(s).filter(([name]) => name !== 'elasticsearch-setup');

describe('docker-compose.prod.yml', () => {
  it('runs MongoDB, Elasticsearch, Redis, the API, the indexer, the webhook worker and the proxy, each restarted, limited and health-checked', () => {
    expect(Object.keys(s).sort()).toEqual([
      'api',
      'elasticsearch',
      'elasticsearch-setup',
      'indexer',
      'mongodb',
      'proxy',
      'redis',
      'webhooks',
    ]);
    for (const [name, svc] of longRunning) {
      expect([name, svc.restart]).toEqual([name, 'unless-stopped']);
      expect([name, svc.deploy?.resources?.limits]).toEqual([
        name,
        { cpus: expect.stringMatching(/^\d+(\.\d+)?$/), memory: expect.stringMatching(/^\d+[mg]$/) },
      ]);
      expect([name, Array.isArray(svc.healthcheck?.test)]).toEqual([name, true]);
    }
    expect(s['elasticsearch-setup']!.restart).toBe('no'); // a one-shot
  });

  it('takes every credential from a file under ./secrets (ignored by git), never from a value in the file', () => {
    for (const [name, secret] of Object.entries(compose.secrets))
      expect([name, secret.file]).toEqual([name, expect.stringMatching(/^\.\/secrets\/[\w.]+$/)]);
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('secrets/');
    expect(execFileSync('git', ['ls-files', 'secrets'], { cwd: ROOT, encoding: 'utf8' })).toBe('');
    for (const [name, svc] of Object.entries(s)) {
      for (const [variable, value] of Object.entries(svc.environment ?? {})) {
        // a credential only ever through NAME_FILE (TRACKING_BASE_URL is public)
        expect([
          name,
          variable,
          !variable.endsWith('_FILE') &&
            /PASSWORD|SECRET|SALT|(MONGODB|REDIS|ELASTICSEARCH|OPENSEARCH)_URL/.test(variable),
        ]).toEqual([name, variable, false]);
        if (variable.endsWith('_FILE')) {
          const secret = value.replace(/^\/run\/secrets\//, '');
          expect([name, variable, svc.secrets ?? []]).toEqual([name, variable, expect.arrayContaining([secret])]);
          expect(compose.secrets[secret]).toBeDefined();
        }
      }
    }
    // the service's secrets, for the API, the indexer and the webhook worker alike
    for (const name of ['api', 'indexer', 'webhooks']) {
      expect(
        Object.keys(s[name]!.environment!)
          .filter((v) => v.endsWith('_FILE'))
          .sort(),
      ).toEqual([
        'ELASTICSEARCH_URL_FILE',
        'EMAIL_HASH_SALT_FILE',
        'ID_SECRET_FILE',
        'MONGODB_URL_FILE',
        'REDIS_URL_FILE',
        'TRACKING_SECRET_FILE',
      ]);
    }
  });

  it('authenticates on MongoDB (root from a secret, the service as its own user on its database), Redis and Elasticsearch', () => {
    const mongo = s.mongodb!;
    expect(mongo.environment).toMatchObject({
      MONGO_INITDB_ROOT_USERNAME: 'root',
      MONGO_INITDB_ROOT_PASSWORD_FILE: '/run/secrets/mongodb_root_password',
    });
    const init = mongo.volumes!.find((v) => v.includes('/docker-entrypoint-initdb.d/'))!;
    const script = readFileSync(join(ROOT, init.split(':')[0]!), 'utf8');
    expect(script).toContain("readFileSync('/run/secrets/mongodb_password'");
    expect(script).toMatch(
      /getSiblingDB\('fpd'\)\.createUser\(\{ user: 'fpd', pwd, roles: \[\{ role: 'readWrite', db: 'fpd' \}\] \}\)/,
    );
    expect(s.api!.environment!.MONGODB_DB).toBe('fpd');

    expect(s.redis!.command).toEqual(expect.arrayContaining(['--aclfile', '/run/secrets/redis_users']));
    expect(s.redis!.healthcheck!.test.join(' ')).toContain('-u "$$(cat /run/secrets/redis_url)"');

    expect(s.elasticsearch!.environment).toMatchObject({
      'xpack.security.enabled': 'true',
      ELASTIC_PASSWORD_FILE: '/run/secrets/elastic_password',
    });
    expect(s.elasticsearch!.healthcheck!.test.join(' ')).toContain(
      '-u \\"elastic:$$(cat /run/secrets/elastic_password)\\"'.replace(/\\"/g, '"'),
    );
    const setup = [s['elasticsearch-setup']!.command].flat().join('\n');
    expect(setup).toContain('_security/role/fpd');
    expect(setup).toContain('"names":["fpd-profiles*"]'); // SEARCH_INDEX's default alias and the indices behind it
    expect(loadConfig({ DATA_DIR: tmpdir(), OPENSEARCH_URL: 'http://x:9200' }).searchCluster!.index).toBe(
      'fpd-profiles',
    );
    expect(setup).toContain('_security/user/fpd');
    expect(setup).toContain('$$(cat /run/secrets/elasticsearch_password)');
    for (const name of ['api', 'indexer'])
      expect(s[name]!.depends_on!['elasticsearch-setup']).toEqual({ condition: 'service_completed_successfully' });
  });

  it('scales the API behind the proxy: no published port, no fixed name, readiness on /health/dependencies, TRUST_PROXY the proxy alone', () => {
    const api = s.api!;
    expect(api.ports).toBeUndefined();
    expect(api.container_name).toBeUndefined();
    expect(api.deploy!.replicas).toBeGreaterThanOrEqual(2);
    expect(api.healthcheck!.test.join(' ')).toContain("fetch('http://127.0.0.1:3000/health/dependencies')");
    const proxy = s.proxy!;
    const address = proxy.networks!.default!.ipv4_address!;
    const [base, bits] = compose.networks.default!.ipam.config[0]!.subnet.split('/') as [string, string];
    const asInt = (ip: string) => ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
    expect(asInt(address) >>> (32 - Number(bits))).toBe(asInt(base) >>> (32 - Number(bits)));
    expect(api.environment!.TRUST_PROXY).toBe(address);
    expect(proxy.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    expect(proxy.secrets).toEqual(['tls_certificate', 'tls_private_key']);
    // only the proxy publishes ports; the engines none
    for (const [name, svc] of Object.entries(s))
      if (name !== 'proxy') expect([name, svc.ports]).toEqual([name, undefined]);

    const mount = proxy.volumes!.find((v) => v.endsWith(':/etc/nginx/conf.d/default.conf:ro'))!;
    const conf = readFileSync(join(ROOT, mount.split(':')[0]!), 'utf8').replace(/#.*$/gm, '');
    expect(conf).toMatch(/resolver 127\.0\.0\.11 valid=\d+s/); // Docker's DNS asked again: replicas added later are found
    expect(conf.match(/set \$api http:\/\/api:3000;\s+proxy_pass \$api;/g)).toHaveLength(2);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).not.toMatch(/\$proxy_add_x_forwarded_for/);
    expect(conf).toContain('ssl_certificate /run/secrets/tls_certificate;');
    expect(conf).toContain('ssl_certificate_key /run/secrets/tls_private_key;');
    expect(conf).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    // compression is the API's: the proxy forwards Accept-Encoding (never cleared) and compresses nothing again
    expect(conf).toMatch(/gzip off;/);
    expect(conf).not.toMatch(/Accept-Encoding/i);
    expect(api.environment!.COMPRESSION ?? 'on').toBe('on');
  });

  it.each([
    ['indexer', ['node', '--max-old-space-size=192', 'dist/indexer/main.js']],
    ['webhooks', ['node', 'dist/src/webhook-worker.js']],
  ])('runs the %s worker as its own service, from the API image, on the same engines and secrets', (name, command) => {
    const { api } = s as Record<'api', Service>;
    const worker = s[name]!;
    expect([worker.build, worker.image]).toEqual([api.build, api.image]);
    expect(worker.command).toEqual(command);
    for (const [variable, value] of Object.entries(worker.environment!))
      expect([variable, value]).toEqual([variable, api.environment![variable]]);
    expect(worker.secrets).toEqual(api.secrets);
    expect(worker.depends_on).toEqual(api.depends_on);
    expect(worker.ports).toBeUndefined();
  });

  it('deploy/make-secrets.sh writes every secret file once (0644 in a 0700 directory), and the URLs from the passwords on each run', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'fpd-secrets-')), 'secrets');
    try {
      await run('bash', [join(ROOT, 'deploy', 'make-secrets.sh'), dir]);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const files = Object.values(compose.secrets)
        .map((f) => f.file.replace('./secrets/', ''))
        .filter((f) => !f.startsWith('tls_'));
      const passwords = [
        'mongodb_root_password',
        'mongodb_password',
        'redis_password',
        'elastic_password',
        'elasticsearch_password',
      ]; // not all mounted
      const first = Object.fromEntries(
        [...new Set([...files, ...passwords])].map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
      );
      for (const f of files) expect([f, statSync(join(dir, f)).mode & 0o777]).toEqual([f, 0o644]);
      expect(first.id_secret).toMatch(/^[0-9a-f]{64}$/);
      expect(
        new Set(
          [
            'id_secret',
            'email_hash_salt',
            'tracking_secret',
            'mongodb_password',
            'redis_password',
            'elasticsearch_password',
          ].map((f) => first[f]),
        ).size,
      ).toBe(6);
      expect(first.mongodb_url).toBe(`mongodb://fpd:${first.mongodb_password}@mongodb:27017/fpd?authSource=fpd\n`);
      expect(first.redis_url).toBe(`redis://fpd:${first.redis_password}@redis:6379\n`);
      expect(first['redis_users.acl']).toBe(`user default off\nuser fpd on >${first.redis_password} ~* &* +@all\n`);
      expect(first.elasticsearch_url).toBe(`http://fpd:${first.elasticsearch_password}@elasticsearch:9200\n`);

      // run again: nothing changes; a password changed by hand flows into the files made from it
      await run('bash', [join(ROOT, 'deploy', 'make-secrets.sh'), dir]);
      for (const f of files) expect([f, readFileSync(join(dir, f), 'utf8')]).toEqual([f, first[f]]);
      writeFileSync(join(dir, 'redis_password'), 'my own: p@ss/word\n');
      await run('bash', [join(ROOT, 'deploy', 'make-secrets.sh'), dir]);
      expect(readFileSync(join(dir, 'redis_url'), 'utf8')).toBe('redis://fpd:my%20own%3A%20p%40ss%2Fword@redis:6379\n');
      expect(readFileSync(join(dir, 'id_secret'), 'utf8')).toBe(first.id_secret);
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });

  it("the API's environment, with the files make-secrets.sh wrote, configures the service; Redis lets it in by that URL alone", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'fpd-secrets-')), 'secrets');
    await run('bash', [join(ROOT, 'deploy', 'make-secrets.sh'), dir]);
    const redis = await PrivateRedis.start(['--aclfile', join(dir, 'redis_users.acl')]);
    const clients: { close(): Promise<unknown> }[] = [];
    try {
      const env: Record<string, string> = { DATA_DIR: dir };
      for (const [name, value] of Object.entries(s.api!.environment!)) {
        env[name] = name.endsWith('_FILE')
          ? join(dir, compose.secrets[value.replace('/run/secrets/', '')]!.file.replace('./secrets/', ''))
          : value;
      }
      env.TRACKING_BASE_URL = 'https://fpd.example.com/t'; // required from the operator's environment
      const config = loadConfig(env);
      const secret = (f: string) => readFileSync(join(dir, f), 'utf8').trim();
      expect(config.secrets).toEqual({
        idSecret: secret('id_secret'),
        emailHashSalt: secret('email_hash_salt'),
        trackingSecret: secret('tracking_secret'),
        previousTrackingSecret: null,
      });
      expect(config.mongodb).toEqual({ url: secret('mongodb_url'), dbName: 'fpd' });
      expect(config.searchCluster).toMatchObject({
        engine: 'elasticsearch',
        urls: [secret('elasticsearch_url')],
        index: 'fpd-profiles',
      });
      expect(config).toMatchObject({ trustProxy: '172.30.0.10', log: { production: true }, port: 3000 });

      // The service's Redis clients (rate limits, the indexer's queues) log in with the URL's user and password.
      const url = config.redis!.url.replace('@redis:6379', `@127.0.0.1:${redis.port}`);
      const connection = (await openRedisConnection({ redis: { url, keyPrefix: 'x:' } }))!;
      clients.push({ close: async () => connection.disconnect() });
      expect(await connection.ping()).toBe('PONG');
      const queue = new IndexerQueue(url, config.indexer);
      clients.push(queue);
      expect(await queue.counts()).toMatchObject({ 'search-index': { waiting: 0 } });
      // and nobody gets in without it
      const anonymous = new Redis(`redis://127.0.0.1:${redis.port}`, {
        enableReadyCheck: false,
        maxRetriesPerRequest: 0,
      });
      clients.push({ close: async () => anonymous.disconnect() });
      anonymous.on('error', () => undefined); // its own handshake is refused too: that is the point, not noise for the log
      await expect(anonymous.ping()).rejects.toThrow(/NOAUTH/);
    } finally {
      for (const c of clients) await c.close();
      await redis.stop();
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });
});
