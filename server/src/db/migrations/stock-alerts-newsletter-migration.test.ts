import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../migrate';
import { openEmptyTestDatabase, type EmptyTestDatabase } from '../../../test/empty-database';

let db: EmptyTestDatabase['db'];
let database: EmptyTestDatabase;

beforeAll(async () => {
  database = await openEmptyTestDatabase();
  ({ db } = database);
});

afterAll(() => database.close());

describe('the stock alerts and newsletter migration', () => {
  it('keeps newsletter addresses from before the double opt-in, unconfirmed and without a pending link', async () => {
    await database.migrating(() => migrateUpTo(db, '2026-11-22-0012-accounts'));
    await db.insertInto('newsletter_subscribers').values({ email: 'old.reader@example.com', created_at: '2026-01-05T10:00:00.000Z' }).execute();
    await database.migrating(() => migrateToLatest(db));
    const rows = await db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toEqual([
      { email: 'old.reader@example.com', created_at: '2026-01-05T10:00:00.000Z', confirmed_at: null, confirm_token_hash: null, confirm_sent_at: null },
    ]);
  });
});
