import { MongoClient } from 'mongodb';
import { loadConfig } from '../src/config/config';
import { createContainer } from '../src/container';
import { demoProfiles } from '../src/demo/demo-profiles';
const N = Number(process.argv[2] ?? 5000);
async function main() {
  const db = `fpd_probe_${Date.now().toString(36)}`;
  const env = { ...process.env, MONGODB_DB: db, OPENSEARCH_URL: '', REDIS_URL: '', ID_SECRET: 'i'.repeat(64), EMAIL_HASH_SALT: 's'.repeat(64), TRACKING_SECRET: 't'.repeat(64), DEMO_PROFILES: '0' } as Record<string,string>;
  const c = await createContainer(loadConfig(env));
  let t0 = performance.now();
  for (let i = 0; i < N; i += 1000) await c.imports.importProfiles(demoProfiles(Math.min(1000, N - i), { seed: 1000 + i, idPrefix: `p-${i / 1000}-` }));
  console.log(`seed ${N} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await c.close();
  const m = await MongoClient.connect(process.env.MONGODB_URL!);
  const col = m.db(db).collection('profiles');
  for (const [name, filter, bs] of [['all', {}, 1000], ['active', { removalReason: null }, 1000], ['all bs100', {}, 100], ['all bs5000', {}, 5000]] as const) {
    t0 = performance.now(); let n = 0; let bytes = 0;
    for await (const d of col.find(filter as any).batchSize(bs)) { n++; if (n < 50) bytes += JSON.stringify(d).length; }
    const ms = performance.now() - t0;
    console.log(`${name}: ${n} in ${ms.toFixed(0)} ms = ${(n / ms * 1000).toFixed(0)}/s, avg doc ${(bytes / 49).toFixed(0)} chars`);
  }
  await m.db(db).dropDatabase(); await m.close();
}
main();
