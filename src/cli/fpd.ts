import { Command, InvalidArgumentError, Option } from 'commander';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import { SingleBar, Presets } from 'cli-progress';
import { ConfigError, dataDirOf, loadConfig, type Config } from '../config/config';
import { describeStore, storeExists, type CommandServices } from '../command-services';
import type { ServiceContainer } from '../container';
import { DomainError } from '../domain/errors';
import {
  ACCESS_TYPES,
  KEY_ROTATION_OVERLAP_MS,
  STOPPED_KEY_RETENTION_MS,
  type ApiKeyRecord,
} from '../domain/keys/api-key';
import { REMOVAL_REASONS, type RemovalReason } from '../domain/profile/raw-profile.schema';
import type { ReindexProgress } from '../ports/indexer';
import type { CreatedKey, CreateKeyInput, RotatedKey } from '../services/api-key.service';
import { ImportCheckpoints } from './import-checkpoint';
import { print, printJson, safeJson, warn } from './terminal-text';
import { ImportProgress } from './import-progress';
import {
  IMPORT_EXAMPLE,
  filterOf,
  filterOptions,
  pageOptions,
  printProfileList,
  type FilterFlags,
} from './profile-commands';

/**
 * `fpd`, the operator CLI. It runs on the same configuration (environment) and the same stores as the server, so
 * what it writes is what the running server reads (keys and profiles are read per request: effective at once).
 *
 * Each command builds only what it needs (src/command-services.ts): the key commands open the key store and nothing
 * else, the look-ups the stores; what changes profiles or drives the indexer builds the service's container. Every
 * command says on stderr which store it opened. A command that only reads never creates a store: on the embedded
 * default with no store in the data directory (DATA_DIR, or `data` in the installation's directory) it stops and says
 * where it looked; one that writes creates it there, and says so.
 */
class CliError extends Error {}

function configFor(writes: boolean): Config {
  // Read without writing anything first: secrets.json is written only beside a store that is (or will be) there.
  const probe = loadConfig(process.env, { persistSecrets: false });
  if (storeExists(probe)) {
    warn(`fpd: store: ${describeStore(probe)}`);
    return loadConfig();
  }
  const { named } = dataDirOf();
  const where = named ? 'DATA_DIR' : "no DATA_DIR: the installation's data directory";
  if (!writes) {
    throw new CliError(
      `no store at ${describeStore(probe).replace(/^SQLite /, '')} (${where}): nothing to read; set DATA_DIR to the server's data directory`,
    );
  }
  warn(`fpd: created a new store: ${describeStore(probe)} (${where})`);
  return loadConfig();
}

/** The key and look-up commands: their services, built on first use, closed after. */
async function withCommand<T>(writes: boolean, run: (c: CommandServices) => Promise<T>): Promise<T> {
  const config = configFor(writes);
  const c = (await import('../command-services')).openCommandServices(config);
  try {
    return await run(c);
  } finally {
    await c.close();
  }
}

/** Commands that change profiles or drive the search index: the service's whole container. */
async function withContainer<T>(
  writes: boolean,
  run: (c: ServiceContainer) => Promise<T>,
  options: { importThreads?: boolean } = {},
): Promise<T> {
  // stdout is the command's output (--json is parsed): the service's log lines, warnings and errors only, go to stderr
  const config = configFor(writes);
  const [{ createContainer }, { atLeast }] = await Promise.all([
    import('../container'),
    import('../observability/logger'),
  ]);
  const c = await createContainer(
    { ...config, log: { ...config.log, level: atLeast(config.log.level, 'warn') } },
    { logDestination: 2, servesRequests: false, placesOnFirstUse: true, ...options },
  );
  try {
    return await run(c);
  } finally {
    await c.close();
  }
}

/** A key just made: shown once; for a rotation, the key it replaces and when that one stops working. */
function printCreated({ key, record }: CreatedKey, json?: boolean, previous?: RotatedKey['previous']): void {
  if (json) {
    const out: Record<string, string | null> = { key, id: record.id, type: record.type, holderId: record.holderId };
    if (record.slug) out.slug = record.slug;
    if (record.integrationClientId) out.integrationClientId = record.integrationClientId;
    if (previous) Object.assign(out, { replaces: previous.id, replacedExpiresAt: iso(previous.expiresAt) });
    return printJson(out);
  }
  print(
    `Created ${record.type} key ${record.id}${record.slug ? ` (slug ${record.slug})` : ''}${record.integrationClientId ? ` (integrationClientId ${record.integrationClientId})` : ''}`,
  );
  if (previous)
    print(
      `It replaces key ${previous.id} (holder ${record.holderId}), which ${previous.expiresAt > Date.now() ? 'keeps working until' : 'stopped working at'} ${iso(previous.expiresAt)}`,
    );
  print(key);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A key's line in `keys list`: masked key, type, name, owner, holder, lineage, state. */
function keyLine(k: Omit<ApiKeyRecord, 'secretHash'> & { maskedKey: string }, now: number): string {
  const owner = k.slug ?? (k.integratorSlug ? `${k.integratorSlug}/${k.integrationClientId}` : '-');
  const state =
    k.revokedAt !== null
      ? `revoked ${iso(k.revokedAt)}`
      : k.expiresAt === null
        ? 'active'
        : `${k.expiresAt > now ? 'works until' : 'expired'} ${iso(k.expiresAt)}`;
  const lineage = [k.replaces && `replaces ${k.replaces}`, k.replacedBy && `replaced by ${k.replacedBy}`]
    .filter(Boolean)
    .join(', ');
  return [k.maskedKey, k.type.padEnd(10), k.name, owner, `holder ${k.holderId}`, lineage || '-', state].join('  ');
}

const program = new Command('fpd')
  .description('Freelance Profile Distribution: operator commands')
  .showHelpAfterError();

const keys = program.command('keys').description('API keys');
keys
  .command('create')
  .description('create an API key for a new holder and print it (it is shown once)')
  .addOption(new Option('--type <type>', 'access type').choices(ACCESS_TYPES).makeOptionMandatory())
  .requiredOption('--name <name>', 'holder of the key')
  .option('--slug <slug>', 'partner or integrator slug (default: from the name)')
  .option('--integrator <slug>', 'make this client key a sub-client of that integrator')
  .option('--email <email>', 'contact e-mail (sub-clients)')
  .option('--company <company>', 'company (sub-clients)')
  .option('--json', 'print one JSON object on the last line')
  .action(async (o: CreateKeyInput & { json?: boolean }) => {
    printCreated(await withCommand(true, async (c) => (await c.keys()).create(o)), o.json);
  });
keys
  .command('rotate <id>')
  .description(
    "the next key of a key's holder (same type, name, slug, sub-client, holder); the key keeps working for the overlap, then stops",
  )
  .addOption(
    new Option('--overlap-hours <hours>', 'how long the replaced key keeps working (0: it stops now)')
      .default(KEY_ROTATION_OVERLAP_MS / 3600_000)
      .argParser((v) => {
        const n = Number(v);
        if (!/^\d+(\.\d+)?$/.test(v) || n > 24 * 30) throw new InvalidArgumentError('must be hours, from 0 to 720');
        return n;
      }),
  )
  .option('--json', 'print one JSON object on the last line')
  .action(async (id: string, o: { overlapHours: number; json?: boolean }) => {
    const rotated = await withCommand(true, async (c) => (await c.keys()).rotate(id, o.overlapHours * 3600_000));
    printCreated(rotated, o.json, rotated.previous);
  });
keys
  .command('list')
  .description('list keys (masked), each with its holder and lineage (the key it replaced, the key that replaced it)')
  .option('--json', 'JSON output')
  .action(async (o: { json?: boolean }) => {
    const list = await withCommand(false, async (c) => (await c.keys()).list());
    if (o.json) return printJson(list);
    const now = Date.now();
    for (const k of list) print(keyLine(k, now));
  });
keys
  .command('revoke <id>')
  .description(
    "revoke a key's whole lineage at once (every key of its holder: a successor made with a leaked key too); an integrator's sub-clients go with it",
  )
  .option('--json', 'JSON output')
  .action(async (id: string, o: { json?: boolean }) => {
    const revoked = await withCommand(true, async (c) => (await c.keys()).revoke(id));
    if (o.json) return printJson(revoked);
    const n = revoked.keys.length;
    print(`Revoked ${n} key${n === 1 ? '' : 's'} of holder ${revoked.holderId}: ${revoked.keys.join(', ')}`);
    if (revoked.integratorStillActive)
      print(
        `Its sub-clients' keys stay active: integrator ${revoked.slug} still has an active key (${revoked.integratorStillActive})`,
      );
    else if (revoked.subClients.length > 0) {
      print(
        `Integrator ${revoked.slug} has no active key left: the keys of its sub-clients were revoked too (${revoked.subClients.length}): ${revoked.subClients.join(', ')}`,
      );
    }
  });
keys
  .command('purge')
  .description(
    `delete keys stopped (revoked or expired) over ${STOPPED_KEY_RETENTION_MS / 86_400_000} days ago, and what belonged only to their holders (the server does it daily)`,
  )
  .option('--json', 'JSON output')
  .action(async (o: { json?: boolean }) => {
    const purged = await withCommand(true, async (c) => (await c.keys()).purgeStopped());
    if (o.json) return printJson(purged);
    print(
      `Deleted ${purged.keys.length} key(s) stopped over ${STOPPED_KEY_RETENTION_MS / 86_400_000} days ago, and what belonged only to ${purged.holders.length} holder(s) left without a key`,
    );
  });

program
  .command('import <file>')
  .description('upsert raw profiles from an NDJSON file (one profile per line)')
  .addHelpText(
    'after',
    `\nOne line of FILE (the spec's profile shape, holding the originals; meta.id is the internal id):\n${IMPORT_EXAMPLE}\n\nExample:\n  fpd import profiles.ndjson\n  fpd profiles export > backup.ndjson && fpd import backup.ndjson   # changes nothing`,
  )
  .option('--restart', 'read the file from its start, even where an interrupted import of it left a checkpoint')
  .addOption(
    new Option('--progress-interval <seconds>', 'seconds between progress lines when stderr is not a terminal')
      .default(10)
      .argParser(Number)
      .hideHelp(),
  )
  .action(async (file: string, o: { restart?: boolean; progressInterval: number }) => {
    const size = statSync(file).size;
    const report = await withContainer(
      true,
      async (c) => {
        const checkpoints = new ImportCheckpoints(file, describeStore(c.config), dataDirOf().dir);
        const { checkpoint, stale } = o.restart ? { checkpoint: null, stale: false } : checkpoints.load();
        if (stale) warn(`fpd: ${file} changed since an interrupted import of it: reading it from the start`);
        if (checkpoint)
          warn(
            `fpd: resuming an interrupted import of ${file} after line ${checkpoint.line} (byte ${checkpoint.offset} of ${size}; --restart reads it from the start)`,
          );
        const progress = new ImportProgress(size, checkpoint, process.stderr, o.progressInterval * 1000);
        const done = await c.imports.importNdjson(createReadStream(file, { start: checkpoint?.offset ?? 0 }), {
          resumeFrom: checkpoint ?? undefined,
          onCheckpoint: (at) => {
            if (at.offset < size) checkpoints.save(at);
            progress.update(at);
          },
        });
        progress.stop();
        checkpoints.clear();
        return done;
      },
      { importThreads: true },
    );
    for (const r of report.rejected) warn(`${file}:${r.line}: ${r.reason}`);
    for (const u of report.unresolvedAreas)
      warn(`${file}:${u.line}: ${u.field}: not in the mobility dataset, kept as given (${u.area})`);
    const unresolved = report.unresolvedAreas.length;
    print(
      `created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, rejected ${report.rejected.length}` +
        (unresolved
          ? `, ${unresolved} work area${unresolved > 1 ? 's' : ''} not in the mobility dataset (kept as given)`
          : ''),
    );
    if (report.rejected.length > 0) process.exitCode = 1;
  });

const profiles = program.command('profiles').description('look profiles up, export, remove or restore them');
filterOptions(
  profiles
    .command('list')
    .description(
      'list stored profiles, oldest modification first: internal id, meta.id, status, modification time, headline',
    ),
)
  .addOption(pageOptions.page)
  .addOption(pageOptions.limit)
  .option('--json', 'one JSON object: { items, total, page, limit }')
  .action(async (o: FilterFlags & { page: number; limit: number; json?: boolean }) => {
    const listing = await withCommand(false, async (c) => (await c.lookup()).list(filterOf(o), o.page, o.limit));
    if (o.json) return printJson(listing);
    printProfileList(listing);
  });
profiles
  .command('show <id>')
  .description(
    'the stored profile (originals included) and where the search index stands for it (internal id or meta.id)',
  )
  .action(async (id: string) => {
    printJson(await withCommand(false, async (c) => (await c.lookup()).show(id)), 2);
  });
filterOptions(
  profiles
    .command('export')
    .description('write the stored profiles as NDJSON in the import format (fpd import of the file changes nothing)'),
)
  .option('--output <file>', 'write to this file instead of stdout')
  .action(async (o: FilterFlags & { output?: string }) => {
    const out = o.output ? createWriteStream(o.output, { mode: 0o600 }) : process.stdout; // it holds personal data
    const n = await withCommand(false, async (c) => {
      let count = 0;
      for await (const profile of (await c.lookup()).exportProfiles(filterOf(o))) {
        if (!out.write(`${safeJson(profile)}\n`)) await once(out, 'drain');
        count++;
      }
      return count;
    });
    if (out !== process.stdout)
      await new Promise<void>((resolve, reject) =>
        (out as NodeJS.WritableStream).end(() => resolve()).on('error', reject),
      );
    warn(`Exported ${n} profile${n === 1 ? '' : 's'}${o.output ? ` to ${o.output}` : ''}`);
  });
profiles
  .command('prepare')
  .description(
    'prepare the distribution of every profile stored without one (after an upgrade, or a change of ID_SECRET, EMAIL_HASH_SALT, FREELANCER_PROXY_DOMAIN or TRACKING_BASE_URL); the server does it at start too',
  )
  .action(async () => {
    const bar = process.stderr.isTTY
      ? new SingleBar(
          { stream: process.stderr, format: 'prepare [{bar}] {percentage}% | {value}/{total} profiles' },
          Presets.shades_classic,
        )
      : null;
    const done = await withContainer(true, (c) =>
      c.preparedProfiles.prepareAll({
        onProgress: ({ prepared, total }) => {
          if (bar && !bar.isActive) bar.start(total, prepared);
          bar?.update(prepared);
        },
      }),
    );
    bar?.stop();
    print(
      done.kept === 0
        ? `Every profile's distribution is prepared (${done.total} profiles)`
        : `Prepared the distribution of ${done.kept} profiles (${done.prepared} of ${done.total} now prepared)`,
    );
  });
profiles
  .command('remove <id>')
  .description('remove a profile from distribution (internal id or meta.id)')
  .addOption(new Option('--reason <reason>', 'why').choices(REMOVAL_REASONS).makeOptionMandatory())
  .action(async (id: string, o: { reason: RemovalReason }) => {
    const { internalId, outcome } = await withContainer(true, (c) => c.profilesAdmin.remove(id, o.reason));
    print(
      outcome === 'removed'
        ? `Removed ${internalId} (${o.reason})`
        : `${internalId} was already removed (reason now ${o.reason})`,
    );
  });
profiles
  .command('restore <id>')
  .description('distribute a removed profile again (internal id or meta.id)')
  .action(async (id: string) => {
    const { internalId, outcome } = await withContainer(true, (c) => c.profilesAdmin.restore(id));
    print(outcome === 'restored' ? `Restored ${internalId}` : `${internalId} was not removed`);
  });

program
  .command('search-index')
  .description('the search cluster (OpenSearch or Elasticsearch) index')
  .command('rebuild')
  .description(
    'rebuild the index in this process, without the queue: fill a new index from the store, catch up, swap the alias',
  )
  .action(async () => {
    const result = await withContainer(false, (c) =>
      c.searchIndex.rebuildHere((p) => {
        if (process.stderr.isTTY) process.stderr.write(`\r${p.phase} ${p.indexed}/${p.total}`);
      }),
    );
    if (process.stderr.isTTY) process.stderr.write('\n');
    print(
      `Indexed ${result.indexed} profiles into ${result.index} (${result.caughtUp} changed meanwhile, caught up); the alias now points to it`,
    );
  });

program
  .command('reindex')
  .description('enqueue a full reindex for the indexer worker; on a terminal, follow its progress')
  .option('--wait', 'return only when the reindex is done (exit code 1 if it failed)')
  .action(async (o: { wait?: boolean }) => {
    await withCommand(false, async (c) => {
      const jobs = await c.indexerJobs();
      const jobId = await jobs.startReindex();
      print(`Reindex job ${jobId} enqueued`);
      if (!o.wait && !process.stderr.isTTY) return;
      const bar = process.stderr.isTTY
        ? new SingleBar(
            { stream: process.stderr, format: 'reindex [{bar}] {percentage}% | {value}/{total} profiles | {phase}' },
            Presets.shades_classic,
          )
        : null;
      bar?.start(1, 0, { phase: 'waiting' });
      for (;;) {
        const status = await jobs.reindexStatus(jobId);
        const p = status.progress as Partial<ReindexProgress> | number;
        if (typeof p === 'object' && p.total !== undefined) {
          bar?.setTotal(Math.max(p.total, 1));
          bar?.update(p.indexed ?? 0, { phase: p.phase });
        }
        if (status.state === 'completed' || status.state === 'failed') {
          bar?.stop();
          if (status.state === 'failed') throw new Error(`reindex ${jobId} failed: ${status.failedReason}`);
          const r = status.result as { index: string; indexed: number; caughtUp: number };
          print(
            `Indexed ${r.indexed} profiles into ${r.index} (${r.caughtUp} changed meanwhile, caught up); the alias now points to it`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    });
  });

program
  .command('queues')
  .description("the indexer's queues: waiting, active, failed, delayed and completed jobs")
  .option('--json', 'JSON output')
  .action(async (o: { json?: boolean }) => {
    const counts = await withCommand(false, async (c) => (await c.indexerJobs()).counts());
    if (o.json) return printJson(counts);
    const cols = ['waiting', 'active', 'failed', 'delayed', 'completed'] as const;
    print(['queue'.padEnd(16), ...cols.map((k) => k.padStart(10))].join(''));
    for (const [name, n] of Object.entries(counts))
      print([name.padEnd(16), ...cols.map((k) => String(n[k]).padStart(10))].join(''));
  });

const indexer = program.command('indexer').description('indexing jobs that failed');
indexer
  .command('failed')
  .description('list the indexing jobs and reindexes that failed for good, with their profile ids and the reason')
  .option('--json', 'JSON output')
  .action(async (o: { json?: boolean }) => {
    const failed = await withCommand(false, async (c) => (await c.indexerJobs()).failed());
    if (o.json) return printJson(failed);
    if (failed.length === 0) return print('No failed indexing jobs');
    for (const f of failed) {
      const what =
        f.type === 'reindex'
          ? 'reindex (its half-built index is deleted; start a new one with fpd reindex)'
          : `profiles ${f.ids.join(' ')}`;
      print(`job ${f.jobId}  ${f.failedAt ? new Date(f.failedAt).toISOString() : ''}  attempts ${f.attempts}  ${what}`);
      print(`  ${f.reason}`);
    }
  });
indexer
  .command('retry [jobIds...]')
  .description('put failed indexing jobs back in the queue (those named, or all with --all)')
  .option('--all', 'every failed job')
  .action(async (jobIds: string[], o: { all?: boolean }) => {
    if (jobIds.length === 0 && !o.all)
      throw new Error('name the jobs to retry (fpd indexer failed lists them) or give --all');
    const retried = await withCommand(false, async (c) =>
      (await c.indexerJobs()).retryFailed(o.all ? undefined : jobIds),
    );
    print(retried.length === 0 ? 'No failed indexing jobs' : `Retrying ${retried.length} job(s): ${retried.join(' ')}`);
  });

program
  .command('stats <id>')
  .description("a freelancer's statistics: views and events per recruiter company (internal id or meta.id)")
  .option('--json', 'JSON output')
  .action(async (id: string, o: { json?: boolean }) => {
    const { internalId, stats } = await withCommand(false, async (c) => (await c.lookup()).stats(id));
    if (o.json) return printJson({ freelancer: internalId, companies: stats });
    if (stats.length === 0) return print(`${internalId}: no views or events yet`);
    print(`${internalId}: views and events per recruiter company`);
    for (const { company, counts } of stats) {
      const { profile_view: views = 0, ...others } = counts;
      const rest = Object.entries(others).map(([type, n]) => `${type} ${n}`);
      print(`  ${company}: ${views} view${views === 1 ? '' : 's'}${rest.length ? `, ${rest.join(', ')}` : ''}`);
    }
  });

program.parseAsync(process.argv).catch((err: unknown) => {
  if (err instanceof DomainError || err instanceof ConfigError) {
    warn(`fpd: ${err.message}`);
  } else {
    warn(`fpd: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(1);
});
