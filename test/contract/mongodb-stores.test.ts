import { MongoClient } from 'mongodb';
import { openMongoStores } from '../../src/adapters/mongodb/mongo-stores';
import { describeWithEngine } from '../support/engines';
import { storeContract } from './profile-store.contract';

describeWithEngine('mongodb', 'store contract', (url) => {
  const prefix = `fpd_contract_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}`;
  let n = 0;
  const used: string[] = [];
  afterAll(async () => {
    const client = await MongoClient.connect(url);
    for (const db of used) await client.db(db).dropDatabase();
    await client.close();
  });
  storeContract(async () => {
    const db = `${prefix}_${n++}`;
    used.push(db);
    return openMongoStores(url, db);
  });
});
