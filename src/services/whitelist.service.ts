import { forbidden, notFound } from '../domain/errors';
import { recruiterAddress, recruiterLocalPart } from '../domain/partners/recruiter-address';
import type { Owner } from '../domain/keys/owner';
import { normaliseEmail } from '../domain/security/email-hash';
import type { TrackingMode } from '../domain/partners/vocabulary';
import type { WhitelistEntry, WhitelistStore } from '../ports/whitelist-store';
import type { Clock } from './clock';

export type { WhitelistEntry };

export interface RecruiterInput {
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  trackingMode?: TrackingMode;
}

const MAX_SUFFIX = 10_000;

export class WhitelistService {
  constructor(
    private readonly store: WhitelistStore,
    private readonly proxyDomain: string,
    private readonly clock: Clock,
    /** Told after each change to an owner's whitelist (webhooks' whitelist.changed); never fails the change. */
    private readonly changed: (owner: Owner) => Promise<void> = async () => {},
  ) {}

  /**
   * Whitelists a recruiter for an owner. Posting an existing recruiter again keeps its address and updates its
   * names, company and tracking mode (kept as it was when not given).
   */
  async add(owner: Owner, input: RecruiterInput): Promise<{ created: boolean; entry: WhitelistEntry }> {
    const email = normaliseEmail(input.email);
    const now = this.clock();
    const fields = {
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      company: input.company.trim(),
    };
    const existing = await this.store.get(owner, email);
    if (existing) {
      const entry = await this.store.update(owner, email, {
        ...fields,
        trackingMode: input.trackingMode ?? existing.trackingMode,
        updatedAt: now,
      });
      if (entry) return this.told(owner, { created: false, entry }, existing);
    }
    const whitelistedEmail = await this.allocateAddress(owner, email, fields);
    const { inserted, entry } = await this.store.insert({
      owner,
      email,
      ...fields,
      whitelistedEmail,
      trackingMode: input.trackingMode ?? 'tracked',
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) return this.told(owner, { created: true, entry });
    // A concurrent request for the same recruiter won: apply this one's fields to its entry.
    const updated = await this.store.update(owner, email, {
      ...fields,
      trackingMode: input.trackingMode ?? entry.trackingMode,
      updatedAt: now,
    });
    return this.told(owner, { created: false, entry: updated ?? entry }, entry);
  }

  /** Tells of the change, unless the entry's names, company and mode are what they were (`before`). */
  private async told<T extends { entry: WhitelistEntry }>(
    owner: Owner,
    result: T,
    before?: WhitelistEntry,
  ): Promise<T> {
    const same =
      before &&
      (['firstname', 'lastname', 'company', 'trackingMode'] as const).every((f) => before[f] === result.entry[f]);
    if (!same) await this.changed(owner);
    return result;
  }

  /**
   * The first address of the recruiter's names that is free in this owner's map, or already this e-mail's there. Only
   * the owner's own recruiters are counted, so the number says nothing about other owners' whitelists.
   */
  private async allocateAddress(
    owner: Owner,
    email: string,
    f: { firstname: string; lastname: string; company: string },
  ): Promise<string> {
    const local = recruiterLocalPart(f.company, f.firstname, f.lastname);
    for (let n = 1; n <= MAX_SUFFIX; n++) {
      const address = recruiterAddress(local, this.proxyDomain, n);
      if (await this.store.claimAddress(owner, address, email)) return address;
    }
    throw new Error(`no free proxy address for ${local}`);
  }

  list(owner: Owner): Promise<WhitelistEntry[]> {
    return this.store.list(owner);
  }

  /** One page of an owner's whitelist, oldest first, and how many it holds in all. */
  async page(owner: Owner, page: number, limit: number): Promise<{ items: WhitelistEntry[]; total: number }> {
    const all = await this.store.list(owner);
    return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
  }

  async remove(owner: Owner, email: string, field: string): Promise<void> {
    if (!(await this.store.remove(owner, normaliseEmail(email))))
      throw notFound(`${field}: not in this whitelist`, 'unknown_recruiter');
    await this.changed(owner);
  }

  /** The owner's entry for a recruiter, or 403: acting for a recruiter needs the recruiter whitelisted. */
  async require(owner: Owner, email: string, field: string): Promise<WhitelistEntry> {
    const entry = await this.store.get(owner, normaliseEmail(email));
    if (!entry) throw forbidden(`${field}: this recruiter is not in your whitelist`, 'not_whitelisted');
    return entry;
  }
}
