import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/test-app';
import { openDatabase, type OpenDatabase } from '../database';
import { migrateToLatest, migrateUpTo } from '../migrate';

let db: OpenDatabase['db'];
let dataDir: string;
let schema: string | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-migration-'));
  const databaseUrl = testEngine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (databaseUrl) {
    schema = `m_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  ({ db } = openDatabase({ dataDir, databaseUrl, ...(schema ? { schema } : {}) }));
});

afterAll(async () => {
  if (schema) await sql.raw(`drop schema ${schema} cascade`).execute(db);
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the stock alerts and newsletter migration', () => {
  it('keeps newsletter addresses from before the double opt-in, unconfirmed and without a pending link', async () => {
    await migrateUpTo(db, '2026-11-22-0012-accounts');
    await db.insertInto('newsletter_subscribers').values({ email: 'old.reader@example.com', created_at: '2026-01-05T10:00:00.000Z' }).execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toEqual([
      { email: 'old.reader@example.com', created_at: '2026-01-05T10:00:00.000Z', confirmed_at: null, confirm_token_hash: null, confirm_sent_at: null },
    ]);
  });
});
