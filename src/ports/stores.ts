import type { EventStore } from './event-store';
import type { KeyStore } from './key-store';
import type { ProfileStore } from './profile-store';
import type { SavedSearchStore } from './saved-search-store';
import type { SearchEngine } from './search-engine';
import type { WebhookStore } from './webhook-store';
import type { WhitelistStore } from './whitelist-store';

/** Every store the service needs, from one backend, chosen once at start-up (src/adapters/open-stores.ts). */
export interface Stores {
  backend: 'sqlite' | 'mongodb';
  profiles: ProfileStore;
  keys: KeyStore;
  whitelists: WhitelistStore;
  events: EventStore;
  /** Webhook subscriptions, the events waiting for each endpoint and their delivery logs. */
  webhooks: WebhookStore;
  /** Partners' saved searches and the profiles each matches. */
  savedSearches: SavedSearchStore;
  /** The search engine kept in step with this backend, if it has one (the embedded default does). */
  search: SearchEngine | null;
  /** Resolves when the backend answers a trivial query (health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
