import { MongoClient } from 'mongodb';
import type { Stores } from '../../ports/stores';
import { MongoEventStore, type EventDocument } from './mongo-event.store';
import { MongoKeyStore, type KeyDocument, type RotationDocument } from './mongo-key.store';
import { MongoSavedSearchStore } from './mongo-saved-search.store';
import { MongoProfileStore, type ProfileDocument, type WriteInFlightDocument } from './mongo-profile.store';
import { MongoWebhookStore } from './mongo-webhook.store';
import { MongoWhitelistStore, type AddressDocument, type WhitelistDocument } from './mongo-whitelist.store';

/**
 * Connects to MongoDB and ensures the indexes the stores' queries use:
 * - profiles (modifiedAt, _id): the sync listing, its keyset resumption and its sort;
 * - profiles (removedAt, _id): the deleted listing;
 * - api_keys (integratorSlug, createdAt): an integrator's sub-clients; (holderId, createdAt): a holder's keys;
 * - whitelist (owner, createdAt): an owner's recruiters; events (freelancer): a freelancer's statistics.
 * `ignoreUndefined`: optional fields left undefined are omitted, as in JSON, not stored as null.
 */
export async function openMongoStores(url: string, dbName: string): Promise<Stores> {
  const client = new MongoClient(url, { ignoreUndefined: true, serverSelectionTimeoutMS: 5000, maxPoolSize: 20 });
  await client.connect();
  const db = client.db(dbName);
  const profiles = db.collection<ProfileDocument>('profiles');
  const keys = db.collection<KeyDocument>('api_keys');
  const whitelist = db.collection<WhitelistDocument>('whitelist');
  const events = db.collection<EventDocument>('events');
  // One index per call: FerretDB 1.24 drops the connection when one createIndexes names several existing indexes.
  await profiles.createIndex({ modifiedAt: 1, _id: 1 }, { name: 'sync_order' });
  await profiles.createIndex({ removedAt: 1, _id: 1 }, { name: 'removed_order' });
  await keys.createIndex({ integratorSlug: 1, createdAt: 1 }, { name: 'by_integrator' });
  const keyStore = new MongoKeyStore(keys, db.collection<RotationDocument>('api_key_rotations'));
  await keyStore.ensureHolders();
  await whitelist.createIndex({ owner: 1, createdAt: 1 }, { name: 'by_owner' });
  await events.createIndex({ freelancer: 1 }, { name: 'by_freelancer' });
  // Proxy addresses are numbered within each owner (owner_addresses); `recruiter_addresses`, the former global map,
  // is no longer read.
  const whitelists = new MongoWhitelistStore(db.collection<AddressDocument>('owner_addresses'), whitelist);
  await whitelists.seedAddresses();
  const webhooks = new MongoWebhookStore(db);
  await webhooks.ensureIndexes();
  const savedSearches = new MongoSavedSearchStore(db);
  await savedSearches.ensureIndexes();
  return {
    backend: 'mongodb',
    profiles: new MongoProfileStore(profiles, db.collection<WriteInFlightDocument>('writes_in_flight')),
    keys: keyStore,
    whitelists,
    events: new MongoEventStore(events),
    webhooks,
    savedSearches,
    search: null, // OpenSearch/Elasticsearch, fed by the indexer
    ping: async () => void (await db.command({ ping: 1 })),
    close: () => client.close(),
  };
}
