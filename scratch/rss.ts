import { loadConfig } from '../src/config/config';
import { createContainer } from '../src/container';
const mb = () => `rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB heap ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB`;
async function main() {
  console.log('start', mb());
  const c = await createContainer(loadConfig({ ...process.env, DATA_DIR: '/tmp/fpd-rss-probe', DEMO_PROFILES: '0', LOG_LEVEL: 'warn' } as any));
  console.log('container', mb());
  await c.mobility.current?.();
  global.gc?.(); console.log('after gc', mb());
  const { startIndexerWorker } = await import('../indexer/indexer-worker');
  if (process.env.REDIS_URL) { const w = await startIndexerWorker(c, { log() {}, error() {} }); console.log('worker', mb()); await w.close(); }
  await c.close();
}
main();
