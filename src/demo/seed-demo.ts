import type { ServiceContainer } from '../container';
import type { AccessType } from '../domain/keys/api-key';
import { REMOVAL_REASONS, type RawProfile } from '../domain/profile/raw-profile.schema';
import { demoProfiles } from './demo-profiles';

export interface DemoKey {
  type: AccessType | 'client (sub-client of demo-integrator)';
  name: string;
  key: string;
}

/**
 * Seeds an empty embedded store: `count` demo profiles (2% of them removed, one per removal reason in turn,
 * so the tombstone and deleted listings have something to show) and one key of each access type.
 */
export async function seedDemo(c: ServiceContainer, count: number): Promise<{ keys: DemoKey[]; profiles: number }> {
  const profiles = demoProfiles(count);
  await importDemoProfiles(c, profiles, 50);

  const keys: DemoKey[] = [];
  for (const type of ['client', 'partner', 'integrator', 'admin'] as const) {
    const name = `demo-${type}`;
    const created = await c.keys.create({
      type,
      name,
      slug: type === 'partner' || type === 'integrator' ? name : undefined,
    });
    keys.push({ type, name, key: created.key });
  }
  const sub = await c.keys.create({
    type: 'client',
    name: 'Demo sub-client',
    integrator: 'demo-integrator',
    email: 'contact@sub-client.example',
    company: 'Sub Client SAS',
  });
  keys.push({ type: 'client (sub-client of demo-integrator)', name: 'Demo sub-client', key: sub.key });
  return { keys, profiles: profiles.length };
}

/** Imports demo profiles and removes one in `removeEvery` of them, one removal reason after the other. */
export async function importDemoProfiles(
  c: ServiceContainer,
  profiles: RawProfile[],
  removeEvery: number,
): Promise<void> {
  await c.imports.importProfiles(profiles);
  const removed = profiles.filter((_, i) => i % removeEvery === removeEvery - 1);
  for (const [i, p] of removed.entries())
    await c.profilesAdmin.remove(p.meta.id, REMOVAL_REASONS[i % REMOVAL_REASONS.length]!);
}
