import { randomUUID } from 'node:crypto';
import { forbidden, notFound, validationError } from '../domain/errors';
import type { ProfileDistributor, Viewer } from '../domain/profile/distribution';
import type { Stage1Ids } from '../domain/partners/stage1-id';
import type { CallerEventType } from '../domain/partners/vocabulary';
import type { ConsultationEvent, EventStore } from '../ports/event-store';
import type { ProfileStore } from '../ports/profile-store';
import type { Clock } from './clock';
import type { WhitelistService } from './whitelist.service';
import type { Owner } from '../domain/keys/owner';

export interface CallerEvent {
  type: CallerEventType;
  freelanceId: string;
  recruiterEmail: string;
  occurredAt?: string;
  eventId?: string;
}

/** Events may not claim to have happened more than this far in the future (clock skew allowance). */
const FUTURE_SKEW_MS = 5 * 60_000;

/** Stage 2 (reveal) and consultation events, for partners. */
export class PartnerService {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly events: EventStore,
    private readonly whitelists: WhitelistService,
    private readonly stage1: Stage1Ids,
    private readonly distributor: ProfileDistributor,
    private readonly clock: Clock,
  ) {}

  /**
   * The full profile behind a Stage 1 id, for a whitelisted recruiter in tracked mode, as JSON text (the distribution
   * prepared for its version, completed for the caller). Records `profile_view`. Ids of other partners, tampered ids
   * and removed profiles are all 404.
   */
  async reveal(owner: Owner, input: { freelanceId: string; recruiterEmail: string }, viewer: Viewer): Promise<string> {
    const recruiter = await this.whitelists.require(owner, input.recruiterEmail, 'recruiterEmail');
    if (recruiter.trackingMode === 'opt_out') {
      throw forbidden(
        'recruiterEmail: this recruiter is in opt_out mode; a reveal exposes contact details and so requires tracking',
        'recruiter_opt_out',
      );
    }
    const internalId = this.stage1.resolve(input.freelanceId, owner);
    const stored = internalId
      ? (await this.profiles.distributableByIds([internalId], 0, 1, this.distributor.preparationKey)).items[0]
      : undefined;
    if (!stored || stored.removalReason) throw notFound('freelanceId: no such freelancer', 'unknown_freelancer');
    const now = this.clock();
    await this.events.record([
      {
        eventId: randomUUID(),
        owner,
        type: 'profile_view',
        freelancer: stored.internalId,
        recruiterEmail: recruiter.email,
        recruiterCompany: recruiter.company,
        occurredAt: now,
        recordedAt: now,
      },
    ]);
    return this.distributor.forViewer(viewer).row(stored);
  }

  /**
   * Records caller events, all or none: every event is checked (known freelancer still distributed, whitelisted
   * recruiter, plausible time) before any is written. `freelanceId` may be a Stage 1 id of this partner or a `meta.id`.
   */
  async record(
    owner: Owner,
    events: CallerEvent[],
    field: (i: number, name: string) => string,
  ): Promise<{ recorded: number; duplicates: number }> {
    const now = this.clock();
    const out: ConsultationEvent[] = [];
    for (const [i, e] of events.entries()) {
      const internalId = this.stage1.resolve(e.freelanceId, owner) ?? this.distributor.internalId(e.freelanceId);
      const stored = internalId ? await this.profiles.get(internalId) : null;
      // A removed profile is refused like an unknown one, as on reveal: nothing can be consulted there any more.
      if (!stored || stored.removalReason)
        throw notFound(`${field(i, 'freelanceId')}: no such freelancer`, 'unknown_freelancer');
      const recruiter = await this.whitelists.require(owner, e.recruiterEmail, field(i, 'recruiterEmail'));
      const occurredAt = e.occurredAt === undefined ? now : Date.parse(e.occurredAt);
      if (occurredAt > now + FUTURE_SKEW_MS)
        throw validationError(`${field(i, 'occurredAt')}: must not be in the future`);
      out.push({
        eventId: e.eventId ?? randomUUID(),
        owner,
        type: e.type,
        freelancer: stored.internalId,
        recruiterEmail: recruiter.email,
        recruiterCompany: recruiter.company,
        occurredAt,
        recordedAt: now,
      });
    }
    return this.events.record(out);
  }
}
