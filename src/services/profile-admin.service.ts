import { notFound } from '../domain/errors';
import type { ProfileDistributor } from '../domain/profile/distribution';
import type { RemovalReason } from '../domain/profile/raw-profile.schema';
import type { CompanyStats, EventStore } from '../ports/event-store';
import type { ProfileChangeNotifier } from '../ports/profile-changes';
import type { ProfileStore, RemoveOutcome, RestoreOutcome } from '../ports/profile-store';
import type { Clock } from './clock';

/** Operator actions on profiles: remove (deleted, banned, excluded, made invisible) and restore; changes are notified. */
export class ProfileAdminService {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly distributor: ProfileDistributor,
    private readonly clock: Clock,
    private readonly changes: ProfileChangeNotifier,
    private readonly events: EventStore,
  ) {}

  /** A freelancer's views and events per recruiter company (`fpd stats`). */
  async stats(id: string): Promise<{ internalId: string; stats: CompanyStats[] }> {
    const internalId = await this.resolve(id);
    return { internalId, stats: await this.events.statsFor(internalId) };
  }

  /** Accepts the internal id as imported, or the distributed `meta.id`. */
  async resolve(id: string): Promise<string> {
    if (await this.profiles.get(id)) return id;
    const internal = this.distributor.internalId(id);
    if (internal && (await this.profiles.get(internal))) return internal;
    throw notFound(`No profile with id ${id}`);
  }

  async remove(id: string, reason: RemovalReason): Promise<{ internalId: string; outcome: RemoveOutcome }> {
    const internalId = await this.resolve(id);
    const outcome = await this.profiles.remove(internalId, reason, this.clock);
    if (outcome === 'removed') await this.changes.profilesChanged([internalId]);
    return { internalId, outcome };
  }

  async restore(id: string): Promise<{ internalId: string; outcome: RestoreOutcome }> {
    const internalId = await this.resolve(id);
    const outcome = await this.profiles.restore(internalId, this.clock);
    if (outcome === 'restored') await this.changes.profilesChanged([internalId]);
    return { internalId, outcome };
  }
}
