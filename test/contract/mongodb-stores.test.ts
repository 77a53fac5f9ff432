import { MongoClient } from 'mongodb';
import { openMongoStores } from '../../src/adapters/mongodb/mongo-stores';
import { describeWithEngine } from '../support/engines';
import { expectEntryAddressKeptPerOwner, storeContract } from './profile-store.contract';
import { savedSearchStoreContract } from './saved-search-store.contract';
import { webhookStoreContract } from './webhook-store.contract';

describeWithEngine('mongodb', 'store contract', (url) => {
  const prefix = `fpd_contract_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}`;
  let n = 0;
  const used: string[] = [];
  afterAll(async () => {
    const client = await MongoClient.connect(url);
    for (const db of used) await client.db(db).dropDatabase();
    await client.close();
  });
  const openFresh = async () => {
    const db = `${prefix}_${n++}`;
    used.push(db);
    return openMongoStores(url, db);
  };
  storeContract(openFresh);
  describe('webhooks', () => webhookStoreContract(openFresh));
  describe('saved searches', () => savedSearchStoreContract(openFresh));
});

describeWithEngine('mongodb', 'proxy address maps', (url) => {
  const db = `fpd_contract_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_addresses`;
  afterAll(async () => {
    const client = await MongoClient.connect(url);
    await client.db(db).dropDatabase();
    await client.close();
  });

  it('are seeded once from the entries of a database whose addresses came from one global map', async () => {
    const client = await MongoClient.connect(url);
    try {
      // What such a database holds: entries, and no per-owner map.
      await client
        .db(db)
        .collection('whitelist')
        .insertOne({
          _id: 'partner:a\u0000jean@x.example' as never,
          owner: 'partner:a',
          email: 'jean@x.example',
          firstname: 'Jean',
          lastname: 'D',
          company: 'Acme',
          whitelistedEmail: 'acme.jeand@r.example',
          trackingMode: 'tracked',
          createdAt: 1,
          updatedAt: 1,
        });
      await expectEntryAddressKeptPerOwner(await openMongoStores(url, db));
    } finally {
      await client.close();
    }
  });
});

describeWithEngine('mongodb', 'keys stored before lineages', (url) => {
  const db = `fpd_contract_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_holders`;
  afterAll(async () => {
    const client = await MongoClient.connect(url);
    await client.db(db).dropDatabase();
    await client.close();
  });

  it('are each their own holder, and own the endpoints and saved searches that named them', async () => {
    const client = await MongoClient.connect(url);
    try {
      const d = client.db(db);
      await d.collection('api_keys').insertOne({
        _id: 'k1' as never,
        secretHash: 'h',
        type: 'partner',
        name: 'Acme',
        slug: 'acme',
        createdAt: 1,
        revokedAt: null,
      });
      await d.collection('webhook_endpoints').insertOne({ _id: 'wh_1' as never, keyId: 'k1', createdAt: 1 });
      await d.collection('saved_searches').insertOne({ _id: 'ss_1' as never, keyId: 'k1', query: '{}', createdAt: 1 });
      const stores = await openMongoStores(url, db);
      try {
        expect(await stores.keys.findById('k1')).toMatchObject({ holderId: 'k1', replaces: null, replacedBy: null });
        expect(await d.collection('api_keys').findOne({ _id: 'k1' as never })).toMatchObject({ holderId: 'k1' });
        expect((await stores.webhooks.listEndpoints('k1')).map((e) => e.id)).toEqual(['wh_1']);
        expect((await stores.savedSearches.list('k1')).map((x) => x.id)).toEqual(['ss_1']);
      } finally {
        await stores.close();
      }
    } finally {
      await client.close();
    }
  });
});
