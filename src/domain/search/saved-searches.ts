import { randomBytes } from 'node:crypto';
import type { Owner } from '../keys/owner';

/**
 * Saved searches (issue 29): a partner key keeps the criteria of a Stage 1 search under a name, and learns of the
 * profiles that come to match them (pulled: GET .../matches; pushed: the `search.matched` webhook event). Whether a
 * profile matches is decided by the search itself (SearchService.matchingAmong: the same grammar, expansion and
 * engine query as POST /partners/search, restricted to the changed profiles' ids), never by a second implementation.
 */

/** The criteria of a search: what POST /partners/search takes, without its paging. */
export interface SearchCriteria {
  keywords?: string;
  skills?: string[];
  workAreas?: string[];
  seniority?: string[];
  available?: boolean;
  remoteWork?: string[];
  missionDuration?: string[];
  daysPerWeek?: string[];
  /** Language codes, each optionally with `:` and the lowest level (`en:fluent`). */
  languages?: string[];
  /** Euros a day: the lowest rate a freelancer asks, at most this. */
  maxRate?: number;
  rateUnknown?: 'include' | 'exclude';
  /** YYYY-MM-DD: available on that day at the latest. */
  availableBefore?: string;
  openToCdi?: boolean;
  vehicle?: boolean;
}

export interface SavedSearch {
  /** `ss_` and 16 random bytes (base64url: never a `:`, which separates it from a profile in event subjects). */
  id: string;
  /** The API key (its public id) that saved it: only that key sees it, changes it and is told of its matches. */
  holderId: string;
  /** The partner whose Stage 1 ids its matches carry (`partner:{slug}`). */
  owner: Owner;
  name: string;
  /** The search body as validated by POST /partners/search's schema, without `page` and `limit`. */
  query: SearchCriteria & Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
}

/** A profile that came to match a saved search, and when (the version of the profile that matched). */
export interface SavedSearchMatch {
  savedSearchId: string;
  internalId: string;
  matchedAt: number;
}

export const MAX_SAVED_SEARCHES_PER_HOLDER = 100;
/** GET .../matches re-checks at most this many of the latest matches (newest first) against the search now. */
export const MAX_MATCHES_READ = 5_000;

export const newSavedSearchId = () => `ss_${randomBytes(16).toString('base64url')}`;
