import { notFound } from '../domain/errors';
import { ProfileDistributor } from '../domain/profile/distribution';
import type { ProfileStore } from '../ports/profile-store';

/**
 * The tracking host's rule: a tracked link leads to the original URL behind it only while every part of it is
 * authentic (the watermark, its tag binding it to the profile and field, the `meta.id`), the profile is distributed
 * and has such a link. Anything else is the same 404, so a link can be neither forged nor used to probe.
 */
export class TrackingService {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly distributor: ProfileDistributor,
  ) {}

  async target(watermark: string, publicId: string, field: string): Promise<string> {
    const link = this.distributor.readTrackedLink(watermark, publicId, field);
    const stored = link ? await this.profiles.get(link.internalId) : null;
    const target = stored && !stored.removalReason ? ProfileDistributor.originalUrl(stored.profile, link!.field) : null;
    if (!target) throw notFound('Link not found');
    return target;
  }
}
