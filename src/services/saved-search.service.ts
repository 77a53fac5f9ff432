import { conflict, DomainError, notFound, validationError } from '../domain/errors';
import type { ApiKeyRecord } from '../domain/keys/api-key';
import { keyOwner } from '../domain/keys/owner';
import type { Stage1Result } from '../domain/search/anonymise';
import {
  MAX_MATCHES_READ,
  MAX_SAVED_SEARCHES_PER_HOLDER,
  newSavedSearchId,
  type SavedSearch,
} from '../domain/search/saved-searches';
import type { KeyStore } from '../ports/key-store';
import type { Log } from '../ports/log';
import type { AreaResolver } from '../domain/mobility/mobility-dataset';
import { toSearchDocument } from '../domain/search/search-document';
import { documentTerms } from '../domain/search/may-match';
import type { ChangeFeed } from './change-feed';
import type { SavedSearchStore } from '../ports/saved-search-store';
import type { SyncPosition } from '../ports/profile-store';
import type { SearchEngine } from '../ports/search-engine';
import { holderState } from './api-key.service';
import type { Clock } from './clock';
import type { CompiledCriteria, SearchService } from './search.service';
import type { PageInfo } from './sync.service';

export interface SavedSearchInput {
  name: string;
  query: SavedSearch['query'];
}

/**
 * How far behind the present the matcher reads the change feed (its ChangeFeed's lag). The feed's bound already stops
 * before every write still in flight, whichever process makes it; this margin covers only the disagreement of the
 * processes' clocks (NTP keeps it to milliseconds), so an alert goes out a second after the change, where the sync's
 * SYNC_SAFETY_LAG_SECONDS (5) would hold it back for no more safety.
 */
export const MATCHER_CLOCK_MARGIN_MS = 1000;
/**
 * A change the engine still does not show at its version after this long is matched as the engine shows it (the index
 * refused the document, or the indexer is down): the matcher moves on rather than stop every saved search behind it.
 */
const INDEX_WAIT_LIMIT_MS = 60_000;

export interface SavedSearchServiceDeps {
  store: SavedSearchStore;
  search: SearchService;
  engine: SearchEngine | null;
  /** The change feed the matcher follows (its page size, bound and checkpoint discipline: services/change-feed.ts). */
  feed: ChangeFeed;
  keys: KeyStore;
  /** Told, once a page of changes, of the profiles that came to match saved searches (webhooks' `search.matched`). */
  notify: (matched: { search: SavedSearch; internalIds: string[] }[]) => Promise<void>;
  clock: Clock;
  log: Log;
  /** The mobility dataset the index resolves work areas through (the pre-filter reads the documents the index holds). */
  areas?: AreaResolver;
}

/**
 * Saved searches (issue 29), per partner key, and their matcher.
 * - The matcher follows the profile change feed from its own checkpoint (as the webhook sweep and the search indexer
 *   do). For each page of changed profiles, once the engine shows them at their version, it asks the engine, for each
 *   live saved search, which of them match: SearchService.matchingAmong, the very query of POST /partners/search
 *   restricted to those ids. A profile that matches now and did not at its last change came to match: it is recorded
 *   (GET .../matches) and told (`search.matched`); one that no longer matches, or was removed, is forgotten.
 * - Reading the matches asks the engine again, so a profile listed still matches and is still there.
 * - A key revoked (or expired after a rotation) stops at once: its routes refuse it, the matcher skips its searches,
 *   and the delivery side disables its endpoints.
 */
export class SavedSearchService {
  /**
   * The live searches' compilation at the matcher's last pass: the next pass compiles only the searches created or
   * changed since, on the same basis (SearchService.compileMany), and reuses it whole when nothing changed.
   */
  private compiled: CompiledCriteria | undefined;

  constructor(private readonly deps: SavedSearchServiceDeps) {}

  // --- The partner's routes ------------------------------------------------------------------------------------

  async create(caller: ApiKeyRecord, input: SavedSearchInput): Promise<SavedSearch> {
    await this.checkQuery(input.query);
    const now = this.deps.clock();
    const saved: SavedSearch = {
      id: newSavedSearchId(),
      holderId: caller.holderId,
      owner: keyOwner(caller)!,
      name: input.name,
      query: input.query,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.deps.store.insert(saved, MAX_SAVED_SEARCHES_PER_HOLDER))) {
      throw conflict(
        `This key’s holder already has ${MAX_SAVED_SEARCHES_PER_HOLDER} saved searches, the most a holder may have (its keys and their rotations together): delete one first`,
      );
    }
    return saved;
  }

  /** The criteria, checked as a search checks them (the same messages, under `query.`). */
  private async checkQuery(query: SavedSearch['query']): Promise<void> {
    try {
      await this.deps.search.check(query);
    } catch (err) {
      if (err instanceof DomainError && err.code === 'validation') throw validationError(`query.${err.message}`);
      throw err;
    }
  }

  list(caller: ApiKeyRecord): Promise<SavedSearch[]> {
    return this.deps.store.list(caller.holderId);
  }

  /** The caller's saved search; another key's is as unknown as a missing one. */
  async get(caller: ApiKeyRecord, id: string): Promise<SavedSearch> {
    const saved = await this.deps.store.get(id);
    if (!saved || saved.holderId !== caller.holderId) throw notFound(`No saved search ${id}`);
    return saved;
  }

  async update(caller: ApiKeyRecord, id: string, changes: Partial<SavedSearchInput>): Promise<SavedSearch> {
    await this.get(caller, id);
    if (changes.query) await this.checkQuery(changes.query);
    const updated = await this.deps.store.update(id, { ...changes, updatedAt: this.deps.clock() });
    if (!updated) throw notFound(`No saved search ${id}`);
    return updated;
  }

  async remove(caller: ApiKeyRecord, id: string): Promise<void> {
    await this.get(caller, id);
    await this.deps.store.remove(id);
  }

  /**
   * The profiles that came to match the saved search at or after `since` and match it still (asked of the engine now),
   * newest first, as Stage 1 results with the caller's ids, a page at a time. At most the MAX_MATCHES_READ latest.
   */
  async matches(
    caller: ApiKeyRecord,
    id: string,
    since: number,
    page: number,
    limit: number,
  ): Promise<{ freelances: (Stage1Result & { matchedAt: string })[]; infos: PageInfo }> {
    const saved = await this.get(caller, id);
    const recorded = await this.deps.store.matchesSince(id, since, MAX_MATCHES_READ);
    const matchedAt = new Map(recorded.map((m) => [m.internalId, m.matchedAt]));
    const result = await this.deps.search.stillMatching(
      saved.owner,
      saved.query,
      recorded.map((m) => m.internalId),
      page,
      limit,
    );
    return {
      infos: result.infos,
      freelances: result.freelances.map((f, i) => ({
        ...f,
        matchedAt: new Date(matchedAt.get(result.order[i]!)!).toISOString(),
      })),
    };
  }

  // --- The matcher ---------------------------------------------------------------------------------------------

  /**
   * One pass over the change feed from the checkpoint up to what every writer has finished (the store's visible
   * bound): returns how many new matches it found. The first pass starts from the present. A page waits for the engine
   * to show its profiles at their version (the search cluster's indexer and refresh); the pass stops there.
   */
  async match(): Promise<number> {
    if (!this.deps.engine) return 0;
    const engine = this.deps.engine;
    const now = this.deps.clock();
    const upTo = await this.deps.feed.visibleBound();
    const from = await this.deps.store.checkpoint();
    // With no saved search kept there is no match to record or forget (removing a search removes its matches): the
    // pass moves past the changes without reading them (a server catching up a bulk load would otherwise analyse
    // every profile loaded, for no one).
    if (!from || !(await this.deps.store.any())) {
      await this.deps.store.saveCheckpoint({ modifiedAt: upTo, internalId: '' });
      return 0;
    }
    // The live searches, read once a pass (a key revoked stops its searches at the next pass), at its first page with
    // a profile to match (a pass that finds nothing new, or waits for the index, reads none); compiled anew only where
    // they or what their reading rests on changed.
    let pass: { searches: SavedSearch[]; compiled: CompiledCriteria } | null = null;
    let found = 0;
    await this.deps.feed.read(from, upTo, async (due) => {
      const shown = await engine.searchableVersions(due.filter((p) => !p.removalReason).map((p) => p.internalId));
      const waiting = due.findIndex(
        (p) =>
          !p.removalReason &&
          (shown.get(p.internalId) ?? -1) < p.modifiedAt &&
          now - p.modifiedAt < INDEX_WAIT_LIMIT_MS,
      );
      const batch = waiting === -1 ? due : due.slice(0, waiting);
      if (batch.length === 0) return 0;
      const removed = batch.filter((p) => p.removalReason).map((p) => p.internalId);
      const live = batch.filter((p) => !p.removalReason);
      // The position past the batch, saved with what it decided (the feed is given no `save` of its own).
      const { modifiedAt, internalId } = batch.at(-1)!;
      const checkpoint = { modifiedAt, internalId };
      if (live.length === 0) {
        await this.deps.store.applyMatches({ recorded: [], forgotten: [], removed, checkpoint });
        return batch.length;
      }
      if (!pass) {
        const searches = await this.liveSearches(now);
        this.compiled = await this.deps.search.compileMany(
          searches.map((s) => s.query),
          this.compiled,
        );
        pass = { searches, compiled: this.compiled };
      }
      // Each profile's search document as the index holds it: the engine is asked only about those a search could
      // match.
      const documents = new Map(live.map((p) => [p.internalId, documentTerms(toSearchDocument(p, this.deps.areas)!)]));
      const ids = live.map((p) => p.internalId);
      const answers = await this.deps.search.matchingAmongCompiled(pass.compiled, ids, documents);
      found += await this.record(pass.searches, answers, live, removed, checkpoint);
      return batch.length;
    });
    return found;
  }

  /**
   * What the searches' answers over a page mean: the profiles that came to match a search, told and recorded; those
   * that no longer match, and those removed, forgotten. The page's previous matches are read in one query, its new
   * matches told at once, then what it changes written in one, with the checkpoint past it
   * (SavedSearchStore.applyMatches).
   * A query the service no longer accepts (its vocabulary changed: the answer is its validation error) cannot hold
   * the others back; an engine that does not answer stops the pass (thrown by matchingAmongCompiled), which resumes
   * from the same page.
   */
  private async record(
    searches: SavedSearch[],
    answers: (string[] | DomainError)[],
    live: { internalId: string; modifiedAt: number }[],
    removed: string[],
    checkpoint: SyncPosition,
  ): Promise<number> {
    const before = await this.deps.store.matchedAmong(live.map((p) => p.internalId));
    const told: { search: SavedSearch; fresh: typeof live }[] = [];
    const forgotten: { savedSearchId: string; internalId: string }[] = [];
    for (const [i, search] of searches.entries()) {
      const answer = answers[i]!;
      if (answer instanceof DomainError) {
        this.deps.log.warn(`saved searches: ${search.id} of key ${search.holderId} skipped: ${answer.message}`);
        continue;
      }
      const matching = new Set(answer);
      const had = before.get(search.id) ?? new Set<string>();
      const fresh = live.filter((p) => matching.has(p.internalId) && !had.has(p.internalId));
      for (const id of had) if (!matching.has(id)) forgotten.push({ savedSearchId: search.id, internalId: id });
      if (fresh.length > 0) told.push({ search, fresh });
    }
    // Told first, then written: a matcher that stops between the two handles the page again and tells it again (an
    // endpoint keeps one event a subject), where the other order would record matches nobody was told of.
    if (told.length > 0)
      await this.deps.notify(
        told.map(({ search, fresh }) => ({ search, internalIds: fresh.map((p) => p.internalId) })),
      );
    await this.deps.store.applyMatches({
      recorded: told.flatMap(({ search, fresh }) =>
        fresh.map((p) => ({ savedSearchId: search.id, internalId: p.internalId, matchedAt: p.modifiedAt })),
      ),
      forgotten,
      removed,
      checkpoint,
    });
    return told.reduce((n, t) => n + t.fresh.length, 0);
  }

  /** Every saved search whose holder has a key that works now. */
  private async liveSearches(now: number): Promise<SavedSearch[]> {
    const all = await this.deps.store.all();
    const live = new Map<string, boolean>();
    for (const holderId of new Set(all.map((s) => s.holderId)))
      live.set(holderId, (await holderState(this.deps.keys, holderId, now)) === 'live');
    return all.filter((s) => live.get(s.holderId));
  }
}
