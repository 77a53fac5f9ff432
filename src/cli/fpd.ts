import { Command, Option } from 'commander';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import { SingleBar, Presets } from 'cli-progress';
import { ConfigError, dataDirOf, loadConfig, type Config } from '../config/config';
import { describeStore, storeExists, type CommandServices } from '../command-services';
import type { ServiceContainer } from '../container';
import { DomainError } from '../domain/errors';
import { ACCESS_TYPES } from '../domain/keys/api-key';
import { REMOVAL_REASONS, type RemovalReason } from '../domain/profile/raw-profile.schema';
import type { ReindexProgress } from '../ports/indexer';
import type { CreatedKey, CreateKeyInput } from '../services/api-key.service';
import { ImportCheckpoints } from './import-checkpoint';
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
    console.error(`fpd: store: ${describeStore(probe)}`);
    return loadConfig();
  }
  const { named } = dataDirOf();
  const where = named ? 'DATA_DIR' : "no DATA_DIR: the installation's data directory";
  if (!writes) {
    throw new CliError(
      `no store at ${describeStore(probe).replace(/^SQLite /, '')} (${where}): nothing to read; set DATA_DIR to the server's data directory`,
    );
  }
  console.error(`fpd: created a new store: ${describeStore(probe)} (${where})`);
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
    { logDestination: 2, servesRequests: false, ...options },
  );
  try {
    return await run(c);
  } finally {
    await c.close();
  }
}

/** A key just made: shown once. `replaces`: the key it is a second key of (`keys rotate`). */
function printCreated({ key, record }: CreatedKey, json?: boolean, replaces?: string): void {
  if (json) {
    const out: Record<string, string> = { key, id: record.id, type: record.type };
    if (record.slug) out.slug = record.slug;
    if (record.integrationClientId) out.integrationClientId = record.integrationClientId;
    return console.log(JSON.stringify(out));
  }
  console.log(
    `Created ${record.type} key ${record.id}${record.slug ? ` (slug ${record.slug})` : ''}${record.integrationClientId ? ` (integrationClientId ${record.integrationClientId})` : ''}`,
  );
  if (replaces)
    console.log(
      `Key ${replaces} stays valid: revoke it once its holder uses the new key (fpd keys revoke ${replaces})`,
    );
  console.log(key);
}

const program = new Command('fpd')
  .description('Freelance Profile Distribution: operator commands')
  .showHelpAfterError();

const keys = program.command('keys').description('API keys');
keys
  .command('create')
  .description('create an API key and print it (it is shown once)')
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
    'a second key for the holder of an active key (same type, name, slug, sub-client); revoke the first once it is replaced',
  )
  .option('--json', 'print one JSON object on the last line')
  .action(async (id: string, o: { json?: boolean }) => {
    printCreated(await withCommand(true, async (c) => (await c.keys()).rotate(id)), o.json, id);
  });
keys
  .command('list')
  .description('list keys (masked)')
  .option('--json', 'JSON output')
  .action(async (o: { json?: boolean }) => {
    const list = await withCommand(false, async (c) => (await c.keys()).list());
    if (o.json) return console.log(JSON.stringify(list));
    for (const k of list) {
      const owner = k.slug ?? (k.integratorSlug ? `${k.integratorSlug}/${k.integrationClientId}` : '');
      const state = k.revokedAt
        ? `revoked ${new Date(k.revokedAt).toISOString()}`
        : k.expiresAt
          ? `${k.expiresAt > Date.now() ? 'rotated, works until' : 'rotated, expired'} ${new Date(k.expiresAt).toISOString()}`
          : 'active';
      console.log([k.maskedKey, k.type.padEnd(10), k.name, owner, state].join('  '));
    }
  });
keys
  .command('revoke <id>')
  .description(
    "revoke a key by its id (the part after fpd_); an integrator's last active key takes its sub-clients' keys along",
  )
  .action(async (id: string) => {
    const revoked = await withCommand(true, async (c) => (await c.keys()).revoke(id));
    console.log(`Revoked ${id}`);
    if (revoked.integratorStillActive)
      console.log(
        `Its sub-clients' keys stay active: integrator ${revoked.slug} still has an active key (${revoked.integratorStillActive})`,
      );
    else if (revoked.subClients.length > 0) {
      console.log(
        `Integrator ${revoked.slug} has no active key left: the keys of its ${revoked.subClients.length} sub-client(s) were revoked too: ${revoked.subClients.join(', ')}`,
      );
    }
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
        if (stale) console.error(`fpd: ${file} changed since an interrupted import of it: reading it from the start`);
        if (checkpoint)
          console.error(
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
    for (const r of report.rejected) console.error(`${file}:${r.line}: ${r.reason}`);
    for (const u of report.unresolvedAreas)
      console.error(`${file}:${u.line}: ${u.field}: not in the mobility dataset, kept as given (${u.area})`);
    const unresolved = report.unresolvedAreas.length;
    console.log(
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
    if (o.json) return console.log(JSON.stringify(listing));
    printProfileList(listing);
  });
profiles
  .command('show <id>')
  .description(
    'the stored profile (originals included) and where the search index stands for it (internal id or meta.id)',
  )
  .action(async (id: string) => {
    console.log(JSON.stringify(await withCommand(false, async (c) => (await c.lookup()).show(id)), null, 2));
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
        if (!out.write(`${JSON.stringify(profile)}\n`)) await once(out, 'drain');
        count++;
      }
      return count;
    });
    if (out !== process.stdout)
      await new Promise<void>((resolve, reject) =>
        (out as NodeJS.WritableStream).end(() => resolve()).on('error', reject),
      );
    console.error(`Exported ${n} profile${n === 1 ? '' : 's'}${o.output ? ` to ${o.output}` : ''}`);
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
    console.log(
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
    console.log(
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
    console.log(outcome === 'restored' ? `Restored ${internalId}` : `${internalId} was not removed`);
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
    console.log(
      `Indexed ${result.indexed} profiles into ${result.index} (${result.caughtUp} changed meanwhile, caught up); the alias now points to it`,
    );
  });

program
  .command('reindex')
  .description('enqueue a full reindex for the indexer worker; on a terminal, follow its progress')
  .option('--wait', 'return only when the reindex is done (exit code 1 if it failed)')
  .action(async (o: { wait?: boolean }) => {
    await withContainer(false, async (c) => {
      const jobId = await c.searchIndex.startReindex();
      console.log(`Reindex job ${jobId} enqueued`);
      if (!o.wait && !process.stderr.isTTY) return;
      const bar = process.stderr.isTTY
        ? new SingleBar(
            { stream: process.stderr, format: 'reindex [{bar}] {percentage}% | {value}/{total} profiles | {phase}' },
            Presets.shades_classic,
          )
        : null;
      bar?.start(1, 0, { phase: 'waiting' });
      for (;;) {
        const status = await c.searchIndex.reindexStatus(jobId);
        const p = status.progress as Partial<ReindexProgress> | number;
        if (typeof p === 'object' && p.total !== undefined) {
          bar?.setTotal(Math.max(p.total, 1));
          bar?.update(p.indexed ?? 0, { phase: p.phase });
        }
        if (status.state === 'completed' || status.state === 'failed') {
          bar?.stop();
          if (status.state === 'failed') throw new Error(`reindex ${jobId} failed: ${status.failedReason}`);
          const r = status.result as { index: string; indexed: number; caughtUp: number };
          console.log(
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
    const counts = await withContainer(false, (c) => c.searchIndex.counts());
    if (o.json) return console.log(JSON.stringify(counts));
    const cols = ['waiting', 'active', 'failed', 'delayed', 'completed'] as const;
    console.log(['queue'.padEnd(16), ...cols.map((k) => k.padStart(10))].join(''));
    for (const [name, n] of Object.entries(counts))
      console.log([name.padEnd(16), ...cols.map((k) => String(n[k]).padStart(10))].join(''));
  });

const indexer = program.command('indexer').description('indexing jobs that failed');
indexer
  .command('failed')
  .description('list the indexing jobs and reindexes that failed for good, with their profile ids and the reason')
  .option('--json', 'JSON output')
  .action(async (o: { json?: boolean }) => {
    const failed = await withContainer(false, (c) => c.searchIndex.failed());
    if (o.json) return console.log(JSON.stringify(failed));
    if (failed.length === 0) return console.log('No failed indexing jobs');
    for (const f of failed) {
      const what =
        f.type === 'reindex'
          ? 'reindex (its half-built index is deleted; start a new one with fpd reindex)'
          : `profiles ${f.ids.join(' ')}`;
      console.log(
        `job ${f.jobId}  ${f.failedAt ? new Date(f.failedAt).toISOString() : ''}  attempts ${f.attempts}  ${what}\n  ${f.reason}`,
      );
    }
  });
indexer
  .command('retry [jobIds...]')
  .description('put failed indexing jobs back in the queue (those named, or all with --all)')
  .option('--all', 'every failed job')
  .action(async (jobIds: string[], o: { all?: boolean }) => {
    if (jobIds.length === 0 && !o.all)
      throw new Error('name the jobs to retry (fpd indexer failed lists them) or give --all');
    const retried = await withContainer(false, (c) => c.searchIndex.retryFailed(o.all ? undefined : jobIds));
    console.log(
      retried.length === 0 ? 'No failed indexing jobs' : `Retrying ${retried.length} job(s): ${retried.join(' ')}`,
    );
  });

program
  .command('stats <id>')
  .description("a freelancer's statistics: views and events per recruiter company (internal id or meta.id)")
  .option('--json', 'JSON output')
  .action(async (id: string, o: { json?: boolean }) => {
    const { internalId, stats } = await withCommand(false, async (c) => (await c.lookup()).stats(id));
    if (o.json) return console.log(JSON.stringify({ freelancer: internalId, companies: stats }));
    if (stats.length === 0) return console.log(`${internalId}: no views or events yet`);
    console.log(`${internalId}: views and events per recruiter company`);
    for (const { company, counts } of stats) {
      const { profile_view: views = 0, ...others } = counts;
      const rest = Object.entries(others).map(([type, n]) => `${type} ${n}`);
      console.log(`  ${company}: ${views} view${views === 1 ? '' : 's'}${rest.length ? `, ${rest.join(', ')}` : ''}`);
    }
  });

program.parseAsync(process.argv).catch((err: unknown) => {
  if (err instanceof DomainError || err instanceof ConfigError) {
    console.error(`fpd: ${err.message}`);
  } else {
    console.error(`fpd: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(1);
});
