import { randomUUID } from 'node:crypto';
import type { StampClock } from '../ports/profile-store';

/**
 * How long a write may stay registered as in flight: past it, its registration is taken for that of a process
 * that died mid-write and is ignored (so a crash holds sync marks and the sweep back for at most this long). One
 * store call writes at most one batch (500 profiles): seconds on a slow store, never minutes.
 */
export const WRITE_LEASE_MS = 5 * 60_000;

/**
 * The writes in flight on one store, kept in the store itself (a table, a collection) so that every process that
 * shares the store sees them. Each adapter implements these three steps; `stampedWrite` and `visibleUpTo` are the
 * protocol, the same for all (docs/indexer.md, "Writes become visible late").
 */
export interface InFlightWrites {
  /** Records, durably and visibly to every other connection before it returns, a write in flight since `since`. */
  register(id: string, since: number, expiresAt: number): Promise<void> | void;
  release(id: string): Promise<void> | void;
  /** The `since` of the oldest registration that has not expired at `now`, or null. */
  oldest(now: number): Promise<number | null> | number | null;
}

/**
 * Runs `write` with its stamp: registered first, stamped after the registration is visible, released at the end.
 * A reader that did not see the registration read its clock before the registration existed, so before the stamp;
 * a reader that saw it stops just before its `since`, which is not after the stamp.
 */
export async function stampedWrite<T>(
  writes: InFlightWrites,
  clock: StampClock,
  write: (stamp: number) => Promise<T> | T,
): Promise<T> {
  const since = clock();
  const id = randomUUID();
  await writes.register(id, since, since + WRITE_LEASE_MS);
  try {
    return await write(Math.max(clock(), since));
  } finally {
    // A release that fails (the store went away) leaves a registration that expires with its lease: the write
    // itself is done, so it is not reported as failed.
    await Promise.resolve()
      .then(() => writes.release(id))
      .catch(() => undefined);
  }
}

/** `ProfileStore.visibleUpTo`: `now`, or just before the oldest write still in flight. */
export async function visibleUpTo(writes: InFlightWrites, now: number): Promise<number> {
  const oldest = await writes.oldest(now);
  return oldest === null ? now : Math.min(now, oldest - 1);
}
