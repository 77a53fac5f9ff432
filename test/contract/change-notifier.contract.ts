import type { ProfileChangeNotifier } from '../../src/ports/profile-changes';

/**
 * The ProfileChangeNotifier contract (src/ports/profile-changes.ts), one suite for every adapter that carries changes
 * somewhere: the indexer's BullMQ queue, and the in-process indexing of a cluster without Redis. A notification never
 * fails the write it follows: with its backend gone it resolves, quickly, and says so once in the log (the indexer's
 * sweep, or a rebuild, catches up).
 */
export interface ChangeNotifierFixture {
  /** A notifier on a live backend, and whether it carried these profiles there. */
  live(): ProfileChangeNotifier;
  carried(internalIds: string[]): Promise<boolean>;
  /** Internal ids of profiles the store holds (what a write would notify). */
  ids: string[];
  /** A notifier whose backend is not there, and what it logged. */
  unreachable(): ProfileChangeNotifier;
  logged(): string[];
}

const eventually = async (probe: () => Promise<boolean>, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (await probe()) return true;
  return probe();
};

export function changeNotifierContract(fixture: () => Promise<ChangeNotifierFixture>): void {
  let f: ChangeNotifierFixture;
  beforeAll(async () => void (f = await fixture()));

  it('carries the changed profiles to its backend', async () => {
    await f.live().profilesChanged(f.ids);
    expect(await eventually(() => f.carried(f.ids), 10_000)).toBe(true);
  });

  it('takes an empty notification as nothing', async () => {
    await expect(f.live().profilesChanged([])).resolves.toBeUndefined();
  });

  it('never fails the write when its backend is gone: it resolves within seconds and says so in the log', async () => {
    const notifier = f.unreachable();
    const started = Date.now();
    await expect(notifier.profilesChanged(f.ids)).resolves.toBeUndefined();
    await expect(notifier.profilesChanged(f.ids)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(f.logged().length).toBeGreaterThan(0);
  });
}
