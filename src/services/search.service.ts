import { LRUCache } from 'lru-cache';
import { DomainError, validationError } from '../domain/errors';
import type { Stage1Ids } from '../domain/partners/stage1-id';
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

const versionKey = (v: { internalId: string; contentHash: string; modifiedAt: number }) => `${v.internalId}\u0000${v.contentHash}\u0000${v.modifiedAt}`;

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
    const bodies = await this.bodiesOf(hits.ids);
    const freelances = hits.ids
      .filter((id) => bodies.has(id))
      .map((id, i) => withIdentity(bodies.get(id)!, this.stage1.issue(id, owner), offset + i + 1));
    return { freelances, infos: { total, page: input.page, limit: input.limit, totalPages: Math.ceil(total / input.limit) } };
  }

  /**
   * The anonymised body of each profile that is still there: the versions are read first (no document), and only the
   * profiles whose current version is not kept are read whole and anonymised.
   */
  private async bodiesOf(ids: string[]): Promise<Map<string, Stage1Body>> {
    const found = new Map<string, Stage1Body>();
    const missing: string[] = [];
    for (const v of await this.profiles.versionsByIds(ids)) {
      if (v.removed) continue;
      const body = v.contentHash ? this.bodies.get(versionKey(v)) : undefined;
      if (body) found.set(v.internalId, body);
      else missing.push(v.internalId);
    }
    if (missing.length > 0) {
      for (const p of (await this.profiles.listByIds(missing, 0, missing.length)).items) {
        if (p.removalReason) continue;
        const body = stage1Body(p);
        if (p.contentHash) this.bodies.set(versionKey(p), body);
        found.set(p.internalId, body);
      }
    }
    return found;
  }
}
