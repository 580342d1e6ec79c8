import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../engine/migrate';
import { emptyDatabaseForSuite } from '../../../test/empty-database';

const database = emptyDatabaseForSuite();

describe('the stock alerts and newsletter migration', () => {
  it('keeps newsletter addresses from before the double opt-in, unconfirmed and without a pending link', async () => {
    const { db } = database;
    await database.migrating(() => migrateUpTo(db, '2026-11-22-0012-accounts'));
    await db
      .insertInto('newsletter_subscribers')
      .values({ email: 'old.reader@example.com', created_at: '2026-01-05T10:00:00.000Z' })
      .execute();
    await database.migrating(() => migrateToLatest(db));
    const rows = await db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toEqual([
      {
        email: 'old.reader@example.com',
        created_at: '2026-01-05T10:00:00.000Z',
        confirmed_at: null,
        confirm_token_hash: null,
        confirm_sent_at: null,
      },
    ]);
  });
});
