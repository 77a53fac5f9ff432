import { MongoClient } from 'mongodb';
import { loadConfig } from '../src/config/config';
import { createContainer } from '../src/container';
import { demoProfiles } from '../src/demo/demo-profiles';
const N = Number(process.argv[2] ?? 5000);
async function main() {
  const db = `fpd_probe_loop`;
  const m = await MongoClient.connect(process.env.MONGODB_URL!);
  const col = m.db(db).collection('profiles');
  if ((await col.estimatedDocumentCount()) < N) {
    const env = { ...process.env, MONGODB_DB: db, OPENSEARCH_URL: '', REDIS_URL: '', ID_SECRET: 'i'.repeat(64), EMAIL_HASH_SALT: 's'.repeat(64), TRACKING_SECRET: 't'.repeat(64), DEMO_PROFILES: '0' } as Record<string,string>;
    const c = await createContainer(loadConfig(env));
    for (let i = 0; i < N; i += 1000) await c.imports.importProfiles(demoProfiles(Math.min(1000, N - i), { seed: 1000 + i, idPrefix: `p-${i / 1000}-` }));
    await c.close();
  }
  const mode = process.argv[3] ?? 'plain';
  for (let r = 0; r < Number(process.argv[4] ?? 1); r++) {
    const t0 = performance.now(); let n = 0;
    const cur = mode === 'raw' ? col.find({}, { raw: true } as any) : col.find({});
    for await (const d of cur.batchSize(1000)) n++;
    const ms = performance.now() - t0;
    console.log(`${mode}: ${n} in ${ms.toFixed(0)} ms = ${(n / ms * 1000).toFixed(0)}/s`);
  }
  await m.close();
}
main();
