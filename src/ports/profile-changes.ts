/**
 * "These profiles changed": told by the services after each successful write to the store, so that a search
 * cluster follows. Carries internal ids only, never profile content (queued job data sits in clear in Redis).
 * Implementations (chosen in src/container.ts): none needed on the embedded default (SQLite updates FTS5 in the
 * write's transaction); a BullMQ queue with REDIS_URL and a cluster; the indexing itself, in-process, with a
 * cluster and no Redis. A failure to notify never fails the write: the indexer's sweep finds what was missed.
 */
export interface ProfileChangeNotifier {
  profilesChanged(internalIds: string[]): Promise<void>;
}

/** The embedded default: nothing to tell. */
export const noChangeNotifier: ProfileChangeNotifier = { profilesChanged: async () => {} };

/** Tells each notifier in turn (the search indexer, then webhooks). */
export const allOf = (...notifiers: ProfileChangeNotifier[]): ProfileChangeNotifier => ({
  async profilesChanged(internalIds) {
    for (const n of notifiers) await n.profilesChanged(internalIds);
  },
});
