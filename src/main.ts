import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config/config';
import { openJobScheduler } from './adapters/schedule/open-job-scheduler';
import { createContainer } from './container';
import { seedDemo } from './demo/seed-demo';
import { createApp } from './http/app';
import { createSandbox } from './sandbox/sandbox';

/** `npm start`: the API server. On an empty DATA_DIR (embedded default) it seeds the demo dataset first. */
async function main(): Promise<void> {
  const config = loadConfig();
  const fresh = !config.mongodb && !existsSync(join(config.dataDir, 'fpd.sqlite'));
  const container = await createContainer(config);

  if (fresh && config.demoProfiles > 0) {
    const { keys, profiles } = await seedDemo(container, config.demoProfiles);
    const lines = keys.map((k) => `  ${k.type.padEnd(40)} ${k.key}`);
    console.log(
      [
        `Seeded ${profiles} demo profiles in ${config.dataDir}. Demo API keys (shown once; keep them):`,
        ...lines,
        `Try: curl -H "x-api-key: ${keys[0]!.key}" "http://localhost:${config.port}/freelances?modifiedTime=0&page=1&limit=2"`,
      ].join('\n'),
    );
  }

  const scheduler = await openJobScheduler(config.redis?.url, { prefix: config.redis?.keyPrefix.replace(/:$/, "") });
  const refresh = await container.mobility.scheduleRefresh(scheduler, config.mobility.refresh);
  const loaded = container.mobility.status()!;
  console.log(
    `Mobility dataset: ${loaded.mobilities.length} areas from ${loaded.source}; next refresh ${(await refresh.nextRun())?.toISOString() ?? 'never'}` +
      ` (${config.mobility.refresh.pattern} ${config.mobility.refresh.tz}, ${scheduler.kind} scheduler)`,
  );


  // The sandbox's synthetic dataset is built in memory before the server listens.
  const sandbox = config.sandboxProfiles > 0 ? await createSandbox(config) : undefined;
  const app = createApp(container, { sandbox });
  const server = app.listen(config.port, config.host, () => {
    console.log(`fpd API listening on http://${config.host}:${config.port} (store: ${container.stores.backend}, rate limits: ${container.rateLimiter.store()})`);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      void Promise.all([scheduler.close(), container.close(), sandbox?.close()]).then(() => {
        clearTimeout(force);
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('fpd failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
