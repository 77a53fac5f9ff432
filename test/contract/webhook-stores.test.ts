import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { openMongoStores } from '../../src/adapters/mongodb/mongo-stores';
import { openSqliteStores } from '../../src/adapters/sqlite/sqlite-stores';
import { describeWithEngine } from '../support/engines';
import { webhookStoreContract } from './webhook-store.contract';

describe('webhook store contract [sqlite]', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  webhookStoreContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fpd-webhook-contract-'));
    dirs.push(dir);
    return openSqliteStores(join(dir, 'fpd.sqlite'));
  });
});

describeWithEngine('mongodb', 'webhook store contract', (url) => {
  const prefix = `fpd_webhooks_${process.env.JEST_WORKER_ID ?? '0'}_${process.pid}_${Date.now().toString(36)}`;
  let n = 0;
  const used: string[] = [];
  afterAll(async () => {
    const client = await MongoClient.connect(url);
    for (const db of used) await client.db(db).dropDatabase();
    await client.close();
  });
  webhookStoreContract(async () => {
    const db = `${prefix}_${n++}`;
    used.push(db);
    return openMongoStores(url, db);
  });
});
