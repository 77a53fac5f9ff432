import { join } from 'node:path';
import type { Config } from '../../src/config/config';
import { openSqlite } from '../../src/adapters/sqlite/sqlite-database';

/** Reads every profile document straight from the store, in sync order, page by page: the bench's baseline. */
export interface RawReader {
  pages(limit: number): AsyncGenerator<unknown[]>;
  close(): Promise<void>;
}

export async function rawReader(config: Config, mongoDb: string): Promise<RawReader> {
  if (config.mongodb) {
    const { MongoClient } = await import('mongodb');
    const client = await MongoClient.connect(config.mongodb.url);
    const profiles = client.db(mongoDb).collection<{ _id: string; modifiedAt: number }>('profiles');
    return {
      async *pages(limit) {
        let after: { m: number; id: string } | null = null;
        for (;;) {
          const filter: object = after
            ? { $or: [{ modifiedAt: { $gt: after.m } }, { modifiedAt: after.m, _id: { $gt: after.id } }] }
            : {};
          const rows: { _id: string; modifiedAt: number }[] = await profiles
            .find(filter)
            .sort({ modifiedAt: 1, _id: 1 })
            .limit(limit)
            .toArray();
          if (rows.length === 0) return;
          yield rows;
          const last: { _id: string; modifiedAt: number } = rows.at(-1)!;
          after = { m: last.modifiedAt, id: last._id };
        }
      },
      close: () => client.close(),
    };
  }
  const db = openSqlite(join(config.dataDir, 'fpd.sqlite'));
  const first = db.prepare<[number], { internal_id: string; modified_at: number; doc: string }>(
    'SELECT internal_id, modified_at, doc FROM profiles ORDER BY modified_at, internal_id LIMIT ?',
  );
  const next = db.prepare<[number, string, number], { internal_id: string; modified_at: number; doc: string }>(
    'SELECT internal_id, modified_at, doc FROM profiles WHERE (modified_at, internal_id) > (?, ?) ORDER BY modified_at, internal_id LIMIT ?',
  );
  return {
    async *pages(limit) {
      let rows = first.all(limit);
      while (rows.length > 0) {
        yield rows.map((r) => JSON.parse(r.doc));
        const last = rows.at(-1)!;
        rows = next.all(last.modified_at, last.internal_id, limit);
      }
    },
    close: async () => void db.close(),
  };
}
