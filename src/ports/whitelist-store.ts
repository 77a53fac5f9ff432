import type { TrackingMode } from '../domain/partners/vocabulary';

/** A recruiter in the whitelist of one owner (a partner, or an integrator's sub-client). */
export interface WhitelistEntry {
  /** `partner:{slug}` or `client:{integrationClientId}`. */
  owner: string;
  /** The recruiter's real e-mail, trimmed and lower-cased: the entry's key within its owner. */
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  whitelistedEmail: string;
  trackingMode: TrackingMode;
  createdAt: number;
  updatedAt: number;
}

/** Whitelists, and each owner's map of recruiter proxy addresses. SQLite and MongoDB adapters. */
export interface WhitelistStore {
  /**
   * Binds a proxy address to a real e-mail within one owner: true when the address is now bound to that e-mail for
   * this owner (just now, or before, even if the recruiter was removed since); false when another e-mail holds it
   * there. Atomic: two callers never both get one address. Owners' maps are independent, so no answer depends on
   * another owner's whitelist.
   */
  claimAddress(owner: string, whitelistedEmail: string, email: string): Promise<boolean>;
  /** Inserts the entry unless (owner, email) exists; returns the stored entry and whether it was inserted. */
  insert(entry: WhitelistEntry): Promise<{ inserted: boolean; entry: WhitelistEntry }>;
  /** Updates names, company and mode of an existing entry (the address never changes); null if absent. */
  update(
    owner: string,
    email: string,
    fields: Pick<WhitelistEntry, 'firstname' | 'lastname' | 'company' | 'trackingMode' | 'updatedAt'>,
  ): Promise<WhitelistEntry | null>;
  get(owner: string, email: string): Promise<WhitelistEntry | null>;
  /** The owner's entries, oldest first. */
  list(owner: string): Promise<WhitelistEntry[]>;
  remove(owner: string, email: string): Promise<boolean>;
}
