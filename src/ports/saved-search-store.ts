import type { SavedSearch, SavedSearchMatch } from '../domain/search/saved-searches';
import type { SyncPosition } from './profile-store';

/** What the matcher decided about a page of changed profiles (SavedSearchStore.applyMatches). */
export interface MatchChanges {
  recorded: SavedSearchMatch[];
  forgotten: Pick<SavedSearchMatch, 'savedSearchId' | 'internalId'>[];
  removed: string[];
  /** The matcher's position past the page, saved with them (what a page handled again would write is already there). */
  checkpoint?: SyncPosition;
}

export type SavedSearchChanges = Partial<Pick<SavedSearch, 'name' | 'query' | 'updatedAt'>>;

/**
 * Saved searches per API key, the profiles each one currently matches (as of the profile's last change the matcher
 * saw), and the matcher's checkpoint in the change feed. SQLite and MongoDB adapters, held to one contract
 * (test/contract/saved-search-store.contract.ts).
 */
export interface SavedSearchStore {
  /** Inserts it unless its key already has `maxPerHolder`; false then. */
  insert(search: SavedSearch, maxPerHolder: number): Promise<boolean>;
  get(id: string): Promise<SavedSearch | null>;
  /** The key's saved searches, oldest first. */
  list(holderId: string): Promise<SavedSearch[]>;
  /** Every saved search, oldest first (the matcher's). */
  all(): Promise<SavedSearch[]>;
  /** Whether any saved search is kept (removing the last removes every match): the matcher's pass has work. */
  any(): Promise<boolean>;
  update(id: string, changes: SavedSearchChanges): Promise<SavedSearch | null>;
  /** Removes it and its matches; false when there was none. */
  remove(id: string): Promise<boolean>;

  /**
   * Of `internalIds`, those recorded as matching, per saved search (only the searches that have one): the matcher reads a
   * page's previous matches in one query, whatever the number of saved searches.
   */
  matchedAmong(internalIds: string[]): Promise<Map<string, Set<string>>>;
  /**
   * A page of the matcher's decisions, written at once (one transaction, one bulk write: the matcher waits for the
   * store's writer once a page, not once a saved search): the profiles `removed` are forgotten by every saved search,
   * the `forgotten` pairs by theirs, then the `recorded` matches are added (a match already recorded keeps its time),
   * then the `checkpoint` saved: never before them (on SQLite, in the same transaction).
   */
  applyMatches(changes: MatchChanges): Promise<void>;
  /** The saved search's matches at or after `since`, newest first (then by id), at most `limit`. */
  matchesSince(savedSearchId: string, since: number, limit: number): Promise<SavedSearchMatch[]>;

  /** Where the matcher resumes in the change feed (exclusive); null before its first run. */
  checkpoint(): Promise<SyncPosition | null>;
  saveCheckpoint(position: SyncPosition): Promise<void>;
}
