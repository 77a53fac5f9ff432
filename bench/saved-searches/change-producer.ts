/**
 * bench/saved-searches' changes, made by a process of their own (as the server or `fpd import` makes them, never the
 * process that matches): `rate` seeded profiles a second, picked at random, get new content through the import for
 * `seconds` seconds. Started by saved-searches.bench.ts with the service's environment and
 *
 *   change-producer.ts PROFILES SECONDS RATE SEED
 *
 * it tells its parent (IPC) `{ ready }` once its service is composed, then for each second's batch
 * `{ storedAt, last, ids }` (the wall time before the import, the latest modification time it stored, the ids), and
 * `{ done, importCpuMs }` at the end.
 */
import { loadConfig } from '../../src/config/config';
import { composeService } from '../../src/container';
import { demoProfiles } from '../../src/demo/demo-profiles';

const [N, SECONDS, RATE, SEED] = process.argv.slice(2).map(Number) as [number, number, number, number];

/** The id the seeding gave the j-th profile (saved-searches.bench.ts's generator: demoProfiles numbers from 1). */
const seededId = (j: number) =>
  `s${String(Math.floor(j / 10_000)).padStart(3, '0')}-${String((j % 10_000) + 1).padStart(6, '0')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const send = (message: object) => new Promise<void>((r) => process.send!(message, () => r()));

async function main(): Promise<void> {
  const { services: c, internals } = await composeService(loadConfig(process.env as Record<string, string>));
  await send({ ready: true });
  let pick = SEED;
  let importCpuMs = 0;
  const started = performance.now();
  for (let s = 0; s < SECONDS; s++) {
    await sleep(Math.max(0, started + s * 1000 - performance.now()));
    const batch = demoProfiles(RATE, { seed: SEED + s, idPrefix: 'x-' });
    for (const p of batch) p.meta.id = seededId((pick = (pick * 48271) % 2147483647) % N); // new content for a seeded profile
    const before = process.cpuUsage();
    const storedAt = Date.now();
    await c.imports.importProfiles(batch);
    const cpu = process.cpuUsage(before);
    importCpuMs += (cpu.user + cpu.system) / 1000;
    const versions = await internals.stores.profiles.versionsByIds(batch.map((p) => p.meta.id));
    await send({ storedAt, last: Math.max(...versions.map((v) => v.modifiedAt)), ids: batch.map((p) => p.meta.id) });
  }
  await send({ done: true, importCpuMs });
  await c.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
