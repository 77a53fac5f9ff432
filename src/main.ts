import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import express from 'express';
import { loadConfig } from './config/config';
import { createContainer, type ServiceContainer } from './container';
import { seedDemo } from './demo/seed-demo';
import { runProcess, type Running } from './entry-point';
import { createApp } from './http/app';
import { createSandbox } from './sandbox/sandbox';
import { gracefulServer } from './http/graceful-server';
import { createHttpServer } from './http/http-server';
import { exposition } from './http/routes/metrics/metrics.routes';

/** `npm start`: the API server. On an empty DATA_DIR (embedded default) it seeds the demo dataset first. */
async function main(): Promise<Running> {
  const config = loadConfig();
  const fresh = !config.mongodb && !existsSync(join(config.dataDir, 'fpd.sqlite'));
  const container = await createContainer(config);
  const { logger } = container;
  container.metrics.collectProcessMetrics();

  if (fresh && config.demoProfiles > 0) {
    const { keys, profiles } = await seedDemo(container, config.demoProfiles);
    // The one human-readable block: demo keys are shown once, on a fresh embedded store, and never logged.
    const lines = keys.map((k) => `  ${k.type.padEnd(40)} ${k.key}`);
    console.log(
      [
        `Seeded ${profiles} demo profiles in ${config.dataDir}. Demo API keys (shown once; keep them):`,
        ...lines,
        `Try: curl -H "x-api-key: ${keys[0]!.key}" "http://localhost:${config.port}/freelances?modifiedTime=0&page=1&limit=2"`,
      ].join('\n'),
    );
  }

  // The sandbox's synthetic dataset is built in memory before the server listens.
  const sandbox = config.sandboxProfiles > 0 ? await createSandbox(config) : undefined;
  if (sandbox) container.onClose('sandbox', () => sandbox.close());
  // Scheduled last, so that it stops first when the server does.
  const jobs = await container.scheduleJobs();
  const loaded = container.mobility.status()!;
  logger.info(
    `Mobility dataset: ${loaded.mobilities.length} areas from ${loaded.source}; next refresh ${jobs.mobilityRefresh?.toISOString() ?? 'never'}` +
      ` (${config.mobility.refresh.pattern} ${config.mobility.refresh.tz}, ${jobs.scheduler} scheduler);` +
      ` keys stopped over 30 days ago deleted next at ${jobs.keyPurge?.toISOString() ?? 'never'}`,
  );
  // Webhooks: without Redis this process delivers them; with Redis the worker does (npm run webhooks).
  if (container.webhookDelivery.inProcess) await container.webhookDelivery.run();

  const servers: {
    name: string;
    stop: (timeoutMs: number) => Promise<import('./http/graceful-server').StopOutcome>;
  }[] = [];
  const listen = (name: string, app: express.Express, port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createHttpServer(app);
      server.once('error', reject);
      server.listen(port, config.host, () => {
        const address = server.address();
        const url = `http://${config.host}:${typeof address === 'object' && address ? address.port : port}`;
        logger.info(
          { listener: name, url, store: config.mongodb ? 'mongodb' : 'sqlite' },
          `fpd ${name} listening on ${url}`,
        );
        resolve(server);
      });
      servers.push({ name, ...gracefulServer(server) });
    });

  const background = new AbortController();
  let preparing: Promise<void> = Promise.resolve();
  const stop = async (signal: string): Promise<number> => {
    background.abort();
    const timeoutMs = config.shutdownTimeoutMs;
    // Closing clients may hang on a dead peer: the process exits anyway a little after the deadline.
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, timeoutMs + 5_000).unref();
    const stopped = servers.map(async (s) => ({ name: s.name, ...(await s.stop(timeoutMs)) })); // listeners closed now
    logger.info(
      { signal, timeoutMs },
      `${signal} received: no new connections; finishing requests in flight (at most ${timeoutMs} ms)`,
    );
    const outcomes = await Promise.all(stopped);
    const inFlight = outcomes.reduce((n, o) => n + o.inFlight, 0);
    const cut = outcomes.reduce((n, o) => n + o.cut, 0);
    if (cut > 0) logger.warn({ inFlight, cut }, `${cut} requests were still running at the deadline and were cut`);
    else logger.info({ inFlight }, `all ${inFlight} requests in flight finished`);
    await preparing; // its batch in hand, at most
    await container.close();
    logger.info({ exitCode: cut > 0 ? 1 : 0 }, 'clients closed; exiting');
    return cut > 0 ? 1 : 0;
  };

  await listen('API', createApp(container, { sandbox }), config.port);
  // The search cluster's index, created when missing: a refusal is said now (health says it too, searches answer 503).
  container.searchIndex
    .prepare()
    .catch((err: unknown) =>
      logger.error({ err }, `search is unavailable: ${err instanceof Error ? err.message : String(err)}`),
    );
  // Typo tolerance's dictionary (the pool's words) is read now rather than by the first search.
  void container.search.warmUp();
  // Profiles stored without their distribution prepared (by an earlier version, or under other secrets) get it now,
  // while the server answers (their sync pages prepare them per request meanwhile).
  preparing = prepareDistributions(container, background.signal);
  if (config.metricsPort !== null) {
    // Scrapers' listener: GET /metrics without a key; bind it where only the scraper reaches it.
    const scrape = express();
    scrape.disable('x-powered-by');
    scrape.get('/metrics', exposition(container.metrics));
    await listen('metrics', scrape, config.metricsPort);
  }
  return { stop };
}

/**
 * The upgrade's pass over profiles stored without a prepared distribution, logged at most every 10 s and at its end.
 */
async function prepareDistributions(container: ServiceContainer, signal: AbortSignal): Promise<void> {
  const { logger } = container;
  const t0 = Date.now();
  let said = 0;
  try {
    const done = await container.preparedProfiles.prepareAll({
      signal,
      onProgress: ({ prepared, total }) => {
        if (said !== 0 && Date.now() - said < 10_000) return;
        if (said === 0)
          logger.info(
            { prepared, total },
            `preparing the distribution of ${total - prepared} profiles stored without one (sync pages prepare them per request meanwhile)`,
          );
        else
          logger.info(
            { prepared, total },
            `prepared distributions: ${prepared} of ${total} (${Math.floor((prepared / total) * 100)} %)`,
          );
        said = Date.now();
      },
    });
    if (done.kept > 0)
      logger.info(
        { kept: done.kept, prepared: done.prepared, total: done.total },
        `prepared the distribution of ${done.kept} profiles in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
  } catch (err) {
    if (!signal.aborted)
      logger.error(
        { err },
        `preparing distributions failed (sync pages prepare them per request; restart or run fpd profiles prepare): ${err instanceof Error ? err.message : String(err)}`,
      );
  }
}

runProcess('fpd', main);
