import { LRUCache } from 'lru-cache';
import { DomainError, validationError } from '../domain/errors';
import type { Stage1Ids } from '../domain/partners/stage1-id';
import type { StoredProfile } from '../domain/profile/raw-profile.schema';
import { stage1Body, withIdentity, type Stage1Body, type Stage1Result } from '../domain/search/anonymise';
import { parseKeywords } from '../domain/search/keyword-grammar';
import { regionBySlug, regionFilterKeys, seniorityOfSlug, skillBySlug } from '../domain/search/referential';
import type { ProfileStore } from '../ports/profile-store';
import type { SearchEngine } from '../ports/search-engine';
import type { PageInfo } from './sync.service';

export interface SearchInput {
  keywords?: string;
  skills?: string[];
  workAreas?: string[];
  seniority?: string[];
  available?: boolean;
  page: number;
  limit: number;
}

/** For OR queries the spec caps `total` at 1000 per group. */
export const OR_TOTAL_CAP_PER_GROUP = 1000;

/** Stage 1: the keyword grammar and the filters, over the search engine; anonymised results, per-partner ids. */
export class SearchService {
  /**
   * Anonymised bodies by profile version (id, content hash, modification time): anonymising is a pure function of the
   * stored profile, so a profile found again is not redacted again; a changed profile is a new version.
   */
  private readonly bodies = new LRUCache<string, Stage1Body>({ max: 5_000 });

  constructor(
    private readonly engine: SearchEngine | null,
    private readonly profiles: ProfileStore,
    private readonly stage1: Stage1Ids,
    /** Told how long each engine query took (the search latency metric). */
    private readonly timed: (engine: string, seconds: number) => void = () => {},
  ) {}

  async search(owner: string, input: SearchInput): Promise<{ freelances: Stage1Result[]; infos: PageInfo }> {
    const keywords = parseKeywords(input.keywords ?? '');
    const known = <T>(field: string, values: string[] | undefined, table: Map<string, T>, what: string): T[] =>
      (values ?? []).map((slug, i) => {
        const entry = table.get(slug);
        if (entry === undefined) throw validationError(`${field}.${i}: unknown ${what} "${slug}" (see POST /referential)`);
        return entry;
      });
    const skills = known('skills', input.skills, skillBySlug, 'skill').map((s) => s.slug);
    const regions = known('workAreas', input.workAreas, regionBySlug, 'region');
    const seniorities = known('seniority', input.seniority, seniorityOfSlug, 'seniority');
    if (!this.engine) throw new DomainError('unavailable', 'Search is not available: no search engine is configured for this backend');

    const offset = (input.page - 1) * input.limit;
    const started = process.hrtime.bigint();
    const hits = await this.engine.search({
      keywords,
      skills,
      areaKeys: [...new Set(regions.flatMap(regionFilterKeys))],
      seniorities,
      available: input.available,
      offset,
      limit: input.limit,
    });
    this.timed(this.engine.name, Number(process.hrtime.bigint() - started) / 1e9);
    const total = keywords.groups.length > 1 ? Math.min(hits.total, OR_TOTAL_CAP_PER_GROUP * keywords.groups.length) : hits.total;
    const stored = new Map((await this.profiles.listByIds(hits.ids, 0, hits.ids.length)).items.map((p) => [p.internalId, p]));
    const freelances = hits.ids
      .map((id) => stored.get(id))
      .filter((p) => p !== undefined && !p.removalReason)
      .map((p, i) => withIdentity(this.body(p!), this.stage1.issue(p!.internalId, owner), offset + i + 1));
    return { freelances, infos: { total, page: input.page, limit: input.limit, totalPages: Math.ceil(total / input.limit) } };
  }

  private body(stored: StoredProfile): Stage1Body {
    if (!stored.contentHash) return stage1Body(stored);
    const version = `${stored.internalId}\u0000${stored.contentHash}\u0000${stored.modifiedAt}`;
    let body = this.bodies.get(version);
    if (body === undefined) this.bodies.set(version, (body = stage1Body(stored)));
    return body;
  }
}
