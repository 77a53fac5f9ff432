import type { DeletedFreelanceRecord, ProfileDistributor, Viewer } from '../domain/profile/distribution';
import type { SealedBox } from '../domain/security/sealed-box';
import { encodeCursor, highWaterMark, openCursor, type SyncCursor } from '../domain/sync/sync-cursor';
import type { ProfileStore } from '../ports/profile-store';
import type { Clock } from './clock';

export interface PageInfo {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface SyncInfo extends PageInfo {
  /** Pass as `cursor` (with page + 1) to read the next page; null on the last page. */
  nextCursor: string | null;
  /** Pass as `modifiedTime` on the next synchronisation, once every page was read. */
  nextModifiedTime: number;
}

/**
 * Profiles as JSON texts (each the bytes `JSON.stringify` of the profile would give): a route writes them as they are.
 */
export interface SyncListing {
  freelances: string[];
  infos: SyncInfo;
}

const pageInfo = (total: number, page: number, limit: number): PageInfo => ({
  total,
  page,
  limit,
  totalPages: Math.ceil(total / limit),
});

export class SyncService {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly distributor: ProfileDistributor,
    private readonly cursors: SealedBox,
    private readonly clock: Clock,
    private readonly safetyLagSeconds: number,
  ) {}

  /**
   * GET /freelances: profiles the service changed after `modifiedTime` (Unix seconds), by (modification, id), each the
   * distribution prepared for its version completed for the caller. `total` is counted for the first page (or a page
   * asked without a cursor); pages read with a cursor repeat it (docs/api.md).
   */
  async listModified(
    q: { modifiedTime: number; page: number; limit: number; showDeleted: boolean; cursor?: string },
    viewer: Viewer,
  ): Promise<SyncListing> {
    const cursor: SyncCursor | null = q.cursor === undefined ? null : openCursor(this.cursors, q.cursor, q);
    const highWater = cursor?.highWater ?? (await this.firstPageMark());
    const result = await this.profiles.listModified({
      modifiedAfter: q.modifiedTime * 1000 + 999, // "after" a second means after its last millisecond
      includeRemoved: q.showDeleted,
      after: cursor ? { modifiedAt: cursor.modifiedAt, internalId: cursor.internalId } : undefined,
      offset: (q.page - 1) * q.limit,
      limit: q.limit + 1, // one more tells whether a next page exists
      preparedKey: this.distributor.preparationKey,
      countTotal: cursor?.total === undefined,
    });
    const total = result.total ?? cursor!.total!;
    const hasMore = result.items.length > q.limit;
    const items = hasMore ? result.items.slice(0, q.limit) : result.items;
    const last = items.at(-1);
    const view = this.distributor.forViewer(viewer);
    const nextCursor =
      hasMore && last
        ? encodeCursor(this.cursors, {
            since: q.modifiedTime,
            showDeleted: q.showDeleted,
            modifiedAt: last.modifiedAt,
            internalId: last.internalId,
            page: q.page + 1,
            highWater,
            limit: q.limit,
            total,
          })
        : null;
    return {
      freelances: items.map((row) => view.row(row)),
      infos: { ...pageInfo(total, q.page, q.limit), nextCursor, nextModifiedTime: highWater },
    };
  }

  /** The high-water mark of a sync whose first page is read now: the clock is read before the writes in flight. */
  private async firstPageMark(): Promise<number> {
    const now = this.clock();
    return highWaterMark(now, this.safetyLagSeconds, await this.profiles.visibleUpTo(now));
  }

  /** POST /freelances: the given `meta.id`s; ids that are unknown, foreign or tampered with are left out alike. */
  async listByIds(
    q: { ids: string[]; page: number; limit: number },
    viewer: Viewer,
  ): Promise<{ freelances: string[]; infos: PageInfo }> {
    const internalIds = [
      ...new Set(q.ids.map((id) => this.distributor.internalId(id)).filter((id): id is string => id !== null)),
    ];
    const result = await this.profiles.distributableByIds(
      internalIds,
      (q.page - 1) * q.limit,
      q.limit,
      this.distributor.preparationKey,
    );
    const view = this.distributor.forViewer(viewer);
    return { freelances: result.items.map((row) => view.row(row)), infos: pageInfo(result.total, q.page, q.limit) };
  }

  /** GET /freelances/deleted-freelances: removed profiles, by removal time. */
  async listRemoved(q: {
    page: number;
    limit: number;
  }): Promise<{ freelances: DeletedFreelanceRecord[]; infos: PageInfo }> {
    const result = await this.profiles.listRemoved({ offset: (q.page - 1) * q.limit, limit: q.limit });
    return {
      freelances: result.items.map((p) => this.distributor.deletedRecord(p)),
      infos: pageInfo(result.total, q.page, q.limit),
    };
  }
}
