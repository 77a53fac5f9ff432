import { Command, Option } from 'commander';
import { createReadStream, statSync } from 'node:fs';
import { SingleBar, Presets } from 'cli-progress';
import { ConfigError, loadConfig } from '../config/config';
import { createContainer, type ServiceContainer } from '../container';
import { atLeast } from '../observability/logger';
import { DomainError } from '../domain/errors';
import { ACCESS_TYPES, type AccessType } from '../domain/keys/api-key';
import { REMOVAL_REASONS, type RemovalReason } from '../domain/profile/raw-profile.schema';
import { rebuildSearchIndex } from '../services/search-index.service';

/**
 * `fpd`, the operator CLI. It runs on the same configuration (environment) and the same stores as the server, so
 * what it writes is what the running server reads (keys and profiles are read per request: effective at once).
 */

async function withContainer<T>(run: (c: ServiceContainer) => Promise<T>): Promise<T> {
  // stdout is the command's output (--json is parsed): the service's log lines, warnings and errors only, go to stderr
  const config = loadConfig();
  const c = await createContainer({ ...config, log: { ...config.log, level: atLeast(config.log.level, 'warn') } }, { logDestination: 2 });
  try {
    return await run(c);
  } finally {
    await c.close();
  }
}

const program = new Command('fpd').description('Freelance Profile Distribution: operator commands').showHelpAfterError();

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
  .action(async (o: { type: AccessType; name: string; slug?: string; integrator?: string; email?: string; company?: string; json?: boolean }) => {
    const { key, record } = await withContainer((c) => c.keys.create(o));
    if (o.json) {
      const out: Record<string, string> = { key, id: record.id, type: record.type };
      if (record.slug) out.slug = record.slug;
      if (record.integrationClientId) out.integrationClientId = record.integrationClientId;
      console.log(JSON.stringify(out));
    } else {
      console.log(`Created ${record.type} key ${record.id}${record.slug ? ` (slug ${record.slug})` : ''}${record.integrationClientId ? ` (integrationClientId ${record.integrationClientId})` : ''}`);
      console.log(key);
    }
  });
keys
  .command('list')
  .description('list keys (masked)')
  .option('--json', 'JSON output')
  .action(async (o: { json?: boolean }) => {
    const list = await withContainer((c) => c.keys.list());
    if (o.json) return console.log(JSON.stringify(list));
    for (const k of list) {
      const owner = k.slug ?? (k.integratorSlug ? `${k.integratorSlug}/${k.integrationClientId}` : '');
      console.log([k.maskedKey, k.type.padEnd(10), k.name, owner, k.revokedAt ? `revoked ${new Date(k.revokedAt).toISOString()}` : 'active'].join('  '));
    }
  });
keys
  .command('revoke <id>')
  .description('revoke a key by its id (the part after fpd_)')
  .action(async (id: string) => {
    await withContainer((c) => c.keys.revoke(id));
    console.log(`Revoked ${id}`);
  });

program
  .command('import <file>')
  .description('upsert raw profiles from an NDJSON file (one profile per line)')
  .action(async (file: string) => {
    const size = statSync(file).size;
    const bar = size > 256 * 1024 ? new SingleBar({ stream: process.stderr, format: 'import [{bar}] {percentage}% | {value}/{total} bytes' }, Presets.shades_classic) : null;
    bar?.start(size, 0);
    const report = await withContainer((c) => c.imports.importNdjson(createReadStream(file), (bytes) => bar?.update(Math.min(bytes, size))));
    bar?.stop();
    for (const r of report.rejected) console.error(`${file}:${r.line}: ${r.reason}`);
    for (const u of report.unresolvedAreas) console.error(`${file}:${u.line}: ${u.field}: not in the mobility dataset, kept as given (${u.area})`);
    const unresolved = report.unresolvedAreas.length;
    console.log(
      `created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, rejected ${report.rejected.length}` +
        (unresolved ? `, ${unresolved} work area${unresolved > 1 ? 's' : ''} not in the mobility dataset (kept as given)` : ''),
    );
    if (report.rejected.length > 0) process.exitCode = 1;
  });

const profiles = program.command('profiles').description('remove or restore profiles');
profiles
  .command('remove <id>')
  .description('remove a profile from distribution (internal id or meta.id)')
  .addOption(new Option('--reason <reason>', 'why').choices(REMOVAL_REASONS).makeOptionMandatory())
  .action(async (id: string, o: { reason: RemovalReason }) => {
    const { internalId, outcome } = await withContainer((c) => c.profilesAdmin.remove(id, o.reason));
    console.log(outcome === 'removed' ? `Removed ${internalId} (${o.reason})` : `${internalId} was already removed (reason now ${o.reason})`);
  });
profiles
  .command('restore <id>')
  .description('distribute a removed profile again (internal id or meta.id)')
  .action(async (id: string) => {
    const { internalId, outcome } = await withContainer((c) => c.profilesAdmin.restore(id));
    console.log(outcome === 'restored' ? `Restored ${internalId}` : `${internalId} was not removed`);
  });

program
  .command('search-index')
  .description('the search cluster (OpenSearch or Elasticsearch) index')
  .command('rebuild')
  .description('fill a new index from the store, then point the alias to it in one step (searches never see a half-built index)')
  .action(async () => {
    const result = await withContainer((c) =>
      rebuildSearchIndex(
        c.searchCluster,
        c.stores.profiles,
        (n) => {
          if (process.stderr.isTTY) process.stderr.write(`\rindexed ${n}`);
        },
        c.mobility,
      ),
    );
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(`Indexed ${result.indexed} profiles into ${result.index}; the alias now points to it`);
  });

program
  .command('stats <id>')
  .description("a freelancer's statistics: views and events per recruiter company (internal id or meta.id)")
  .option('--json', 'JSON output')
  .action(async (id: string, o: { json?: boolean }) => {
    const { internalId, stats } = await withContainer(async (c) => {
      const internal = await c.profilesAdmin.resolve(id);
      return { internalId: internal, stats: await c.stores.events.statsFor(internal) };
    });
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
