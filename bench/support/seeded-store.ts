import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from '../../src/config/config';
import { composeService, type Composition } from '../../src/container';
import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';

/**
 * The store a benchmark runs on: seeded through the import (as an operator loads a file of profiles), or reused.
 *
 * With BENCH_DATA_DIR set, the seeded store is kept there between runs (the embedded SQLite file; with MONGODB_URL,
 * a database named in the directory's manifest) and reused by the next run of the same benchmark when its manifest
 * says it holds the same profiles: the same benchmark, the same count, and the same output of the profile generator
 * (a digest of its first profiles, so a change to the demo population reseeds). A store written by an earlier version
 * of the service is brought up to date as the service opens it (its migrations, the embedded search index's rebuild),
 * as on an upgrade. Without BENCH_DATA_DIR, a temporary store is seeded and removed at the end, as before.
 *
 * A directory that holds anything but a manifest of ours is never wiped: the run stops instead.
 */
export interface SeedPlan {
  /** Which benchmark's store: each has its own profiles (their seeds and ids), so a directory serves one. */
  bench: string;
  profiles: number;
  /** Profiles `offset` to `offset + count - 1` of the population (called in order, `count` <= 10 000). */
  generate(offset: number, count: number): RawProfile[];
  /** The environment of the service (DATA_DIR and MONGODB_DB are set here). */
  env: Record<string, string>;
  /** Whether to keep MONGODB_URL from `env` (bench:search is embedded only). */
  mongodb: boolean;
  /** Where to keep the store instead of BENCH_DATA_DIR (bench:growth keeps one a size). */
  dir?: string;
}

export interface SeededStore {
  composition: Composition;
  config: Config;
  /** The environment for servers started on this store (DATA_DIR, and MONGODB_DB on MongoDB). */
  env: Record<string, string>;
  /** The MongoDB database, on MongoDB. */
  mongoDb: string | null;
  reused: boolean;
  /** Seconds spent seeding (0 when reused). */
  seedSeconds: number;
  /** Keeps a reused store and removes a temporary one; closes the service. */
  close(): Promise<void>;
}

interface Manifest {
  bench: string;
  profiles: number;
  generator: string;
  backend: 'sqlite' | 'mongodb';
  mongoDb: string | null;
}

const MANIFEST = 'bench-seed.json';
/** The tracking host of every benchmark's service, unless TRACKING_BASE_URL says another. */
const BENCH_TRACKING_BASE_URL = process.env.TRACKING_BASE_URL ?? 'https://track.bench.example/t';
const CHUNK = 10_000;

export async function seededStore(plan: SeedPlan): Promise<SeededStore> {
  const keptIn = plan.dir ?? process.env.BENCH_DATA_DIR;
  const kept = keptIn ? resolve(keptIn) : null;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), `fpd-${plan.bench}-`));
  const backend = plan.mongodb && plan.env.MONGODB_URL ? 'mongodb' : 'sqlite';
  const wanted: Manifest = {
    bench: plan.bench,
    profiles: plan.profiles,
    generator: createHash('sha256')
      .update(JSON.stringify(plan.generate(0, 20)))
      .digest('hex')
      .slice(0, 16),
    backend,
    mongoDb: null,
  };
  const found = kept ? readManifest(dataDir) : null;
  const reusable =
    found !== null &&
    found.bench === wanted.bench &&
    found.profiles === wanted.profiles &&
    found.generator === wanted.generator &&
    found.backend === wanted.backend;
  const mongoDb =
    backend === 'mongodb'
      ? reusable
        ? found.mongoDb!
        : `fpd_${plan.bench.replace(/\W/g, '_')}_${Date.now().toString(36)}`
      : null;
  const env: Record<string, string> = {
    // Fixed rather than the default http://localhost:PORT/t: a server started on another port would prepare every
    // profile's distribution anew at its start (the key they are prepared under holds the tracking host), competing
    // for the CPU with what is timed; and the tracked links, hence sync digests, stay the same from run to run.
    TRACKING_BASE_URL: BENCH_TRACKING_BASE_URL,
    ...plan.env,
    DATA_DIR: dataDir,
  };
  if (backend === 'mongodb') env.MONGODB_DB = mongoDb!;
  else delete env.MONGODB_URL;
  let config = loadConfig(env);

  if (kept && !reusable) {
    if (found?.mongoDb) await dropMongoDb(config, found.mongoDb);
    clearDataDir(dataDir);
    if (found) console.log(`${MANIFEST} in ${dataDir} describes another store (${describe(found)}): seeding anew`);
    // The secrets loadConfig kept in the directory went with it: kept again, or the servers the bench starts would
    // make up others and prepare every profile's distribution anew at their start, while they are timed.
    config = loadConfig(env);
  }
  // with the import's threads for a first load, as `fpd import` has them
  const composition = await composeService(config, { importThreads: true });
  const { services: c, internals } = composition;
  let seedSeconds = 0;
  if (reusable) {
    const count = await internals.stores.profiles.count();
    if (count !== plan.profiles) {
      await c.close();
      throw new Error(
        `${dataDir} holds ${count} profiles where its manifest says ${plan.profiles}: remove the directory (and its MongoDB database ${mongoDb ?? ''}) and run again`,
      );
    }
    console.log(`reusing ${plan.profiles} seeded profiles (${backend}) from ${dataDir}`);
  } else {
    const t0 = performance.now();
    // as `fpd import` loads a file: the import's threads prepare the lines of a first load (five times as fast)
    async function* lines() {
      for (let i = 0; i < plan.profiles; i += CHUNK)
        for (const p of plan.generate(i, Math.min(CHUNK, plan.profiles - i))) yield `${JSON.stringify(p)}\n`;
    }
    const report = await c.imports.importNdjson(Readable.from(lines()));
    if (report.rejected.length > 0) throw new Error(`the seed rejected ${JSON.stringify(report.rejected[0])}`);
    seedSeconds = (performance.now() - t0) / 1000;
    console.log(
      `seeded ${plan.profiles} profiles into ${backend} in ${seedSeconds.toFixed(1)} s${kept ? ` (kept in ${dataDir} for the next run)` : ''}`,
    );
    if (kept) writeFileSync(join(dataDir, MANIFEST), `${JSON.stringify({ ...wanted, mongoDb }, null, 2)}\n`);
  }
  // A store seeded by an earlier version (or under other settings) is prepared now, as `fpd profiles prepare` would,
  // rather than by the servers' start-up pass while they are timed.
  const preparing = Date.now();
  const prepared = await c.preparedProfiles.prepareAll();
  if (prepared.kept > 0)
    console.log(
      `prepared the distribution of ${prepared.kept} profiles in ${((Date.now() - preparing) / 1000).toFixed(1)} s (the upgrade's pass)`,
    );
  return {
    composition,
    config,
    env,
    mongoDb,
    reused: reusable,
    seedSeconds,
    async close() {
      await c.close();
      if (kept) return;
      if (mongoDb) await dropMongoDb(config, mongoDb);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function readManifest(dir: string): Manifest | null {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) {
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new Error(`BENCH_DATA_DIR=${dir} is not empty and holds no ${MANIFEST}: give an empty or new directory`);
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Empties a directory this module seeded (it holds our manifest) or an empty one. */
function clearDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
}

const describe = (m: Manifest) => `${m.bench}, ${m.profiles} profiles, ${m.backend}, generator ${m.generator}`;

export async function dropMongoDb(config: Config, name: string): Promise<void> {
  if (!config.mongodb) return;
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(config.mongodb.url);
  await client.db(name).dropDatabase();
  await client.close();
}
