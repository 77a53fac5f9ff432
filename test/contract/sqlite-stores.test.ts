import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStores } from '../../src/adapters/sqlite/sqlite-stores';
import { storeContract } from './profile-store.contract';

describe('store contract [sqlite]', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  storeContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fpd-contract-'));
    dirs.push(dir);
    return openSqliteStores(join(dir, 'fpd.sqlite'));
  });
});
