import { validationError } from '../errors';
import type { SealedBox } from '../security/sealed-box';

/**
 * Cursor paging for GET /freelances.
 *
 * Page numbers alone can skip a profile: when a profile on an already-read page is modified, it moves to the end of
 * the (modifiedAt, id) ordering and every later profile shifts one place back, so the first one of the next page
 * is never seen. The cursor is a keyset position instead: the next page starts strictly after the last profile sent.
 *
 * The cursor also carries the sync's high-water mark, fixed when its first page was served: `now - safety lag`,
 * in Unix seconds, and never past the start of a write still in flight (`highWaterMark`). Every change stamped at
 * or before it was visible before the first page was read, so it is either delivered by this sync or re-stamped
 * later than the mark. Clients pass it as `modifiedTime` next time (it is `infos.nextModifiedTime`). The lag
 * covers the clocks of the service's processes disagreeing a little.
 */
export interface SyncCursor {
  /** modifiedTime of the query the cursor belongs to. */
  since: number;
  showDeleted: boolean;
  /** Page size of the query (absent from cursors issued before it was sealed in). */
  limit?: number;
  /** Last position sent. */
  modifiedAt: number;
  internalId: string;
  /** The page number this cursor leads to. */
  page: number;
  /** High-water mark of the sync, Unix seconds. */
  highWater: number;
  /**
   * `infos.total` as counted for the first page, which later pages repeat rather than count again (absent from
   * cursors issued before it was carried: those pages count).
   */
  total?: number;
}

interface SealedCursor {
  v: 1;
  s: number;
  d: 0 | 1;
  m: number;
  i: string;
  p: number;
  h: number;
  t?: number;
  l?: number;
}

export function encodeCursor(box: SealedBox, cursor: SyncCursor): string {
  const sealed: SealedCursor = {
    v: 1,
    s: cursor.since,
    d: cursor.showDeleted ? 1 : 0,
    m: cursor.modifiedAt,
    i: cursor.internalId,
    p: cursor.page,
    h: cursor.highWater,
    l: cursor.limit,
    t: cursor.total,
  };
  return box.seal(sealed);
}

export function decodeCursor(box: SealedBox, token: string): SyncCursor | null {
  const c = box.open(token) as Partial<SealedCursor> | null;
  if (!c || c.v !== 1 || typeof c.i !== 'string' || ![c.s, c.m, c.p, c.h].every(Number.isSafeInteger)) return null;
  if ((c.l !== undefined && !Number.isSafeInteger(c.l)) || (c.t !== undefined && !Number.isSafeInteger(c.t)))
    return null;
  return {
    since: c.s!,
    showDeleted: c.d === 1,
    modifiedAt: c.m!,
    internalId: c.i,
    page: c.p!,
    highWater: c.h!,
    ...(c.l !== undefined && { limit: c.l }),
    ...(c.t !== undefined && { total: c.t }),
  };
}

/**
 * The cursor a page request presents, checked against the request: a cursor leads to one page of one query, so
 * another `modifiedTime`, `showDeleted` or `limit` than its first page's, or another `page` than the one it leads
 * to, is a 400 `cursor_mismatch` (a cursor read with another limit would answer a wrong `infos.page`), and so is a
 * token this service did not seal.
 */
export function openCursor(
  box: SealedBox,
  token: string,
  q: { modifiedTime: number; showDeleted: boolean; limit: number; page: number },
): SyncCursor {
  const cursor = decodeCursor(box, token);
  if (!cursor)
    throw validationError(
      'cursor: is not a cursor this service issued (use infos.nextCursor as returned)',
      'cursor_mismatch',
    );
  if (
    cursor.since !== q.modifiedTime ||
    cursor.showDeleted !== q.showDeleted ||
    (cursor.limit !== undefined && cursor.limit !== q.limit)
  ) {
    throw validationError(
      'cursor: belongs to another query (modifiedTime, showDeleted and limit must be those of the first page)',
      'cursor_mismatch',
    );
  }
  if (cursor.page !== q.page) throw validationError(`page: must be ${cursor.page} with this cursor`, 'cursor_mismatch');
  return cursor;
}

/**
 * The high-water mark for a sync starting now: the safety lag behind the present, and never past a write still in
 * flight. `visibleUpToMs` is the store's `visibleUpTo(now)`; the mark is the last whole second T such that every
 * change stamped up to T's last millisecond is visible (the next sync asks for changes after T).
 */
export function highWaterMark(nowMs: number, safetyLagSeconds: number, visibleUpToMs = nowMs): number {
  return Math.max(0, Math.min(Math.floor(nowMs / 1000) - safetyLagSeconds, Math.floor((visibleUpToMs + 1) / 1000) - 1));
}
