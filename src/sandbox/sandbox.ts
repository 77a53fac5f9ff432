import { createHash } from 'node:crypto';
import type { Config } from '../config/config';
import { createContainer, type ServiceContainer } from '../container';
import { demoProfiles } from '../demo/demo-profiles';
import { importDemoProfiles } from '../demo/seed-demo';

/**
 * The sandbox: the real routes and services over a synthetic dataset that lives apart from real data.
 * - Its own store: an in-memory SQLite database filled at start-up from the demo generator with a fixed seed (one
 *   profile in ten removed, so the deleted listing and tombstones have content). The real store is never opened,
 *   so no real profile can appear there.
 * - Its own secrets, derived from fixed public strings: sandbox `meta.id`s, Stage 1 ids and cursors are the same on
 *   every instance and after a restart (examples in the docs keep working), and a real `meta.id` never decrypts
 *   under them (its HMAC tag fails), so it is an unknown id there.
 * - Its tracked links are `TRACKING_BASE_URL/sandbox/{watermark}/{meta.id}/{field}`, redirecting to the synthetic
 *   originals (example addresses), never to a real profile's.
 */
export const SANDBOX_SEED = 20240701;
export const SANDBOX_REMOVE_EVERY = 10;

const sandboxSecret = (name: string) =>
  createHash('sha256').update(`fpd sandbox ${name} (public, synthetic data only)`).digest('hex');

export async function createSandbox(config: Config): Promise<ServiceContainer> {
  const sandboxConfig: Config = {
    ...config,
    mongodb: null,
    searchCluster: null,
    // The API's own limiter, request log and metrics cover sandbox requests: its container needs no Redis, and
    // logs only what goes wrong.
    redis: null,
    log: { ...config.log, level: config.log.level === 'silent' ? 'silent' : 'warn' },
    secrets: {
      idSecret: sandboxSecret('id'),
      emailHashSalt: sandboxSecret('email'),
      trackingSecret: sandboxSecret('tracking'),
      previousTrackingSecret: null,
    },
    trackingBaseUrl: `${config.trackingBaseUrl.replace(/\/+$/, '')}/sandbox`,
  };
  const sandbox = await createContainer(sandboxConfig, { inMemoryStore: true });
  const profiles = demoProfiles(config.sandboxProfiles, { seed: SANDBOX_SEED, idPrefix: 'sandbox-' });
  await importDemoProfiles(sandbox, profiles, SANDBOX_REMOVE_EVERY);
  return sandbox;
}
