import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../engine/migrate';
import { emptyDatabaseForSuite } from '../../../test/empty-database';

const database = emptyDatabaseForSuite();

const mail = (id: string, state: 'pending' | 'sent' | 'failed') => ({
  id,
  kind: 'password-reset',
  dedupe_key: null,
  recipient: `${id}@example.com`,
  subject: 'Reset your Voltcart password',
  html: `<a href="http://shop.test/reset-password?token=secret-${id}">Reset</a>`,
  text: `Reset: http://shop.test/reset-password?token=secret-${id}`,
  state,
  next_attempt_at: '2026-11-30T10:00:00.000Z',
  claimed_until: null,
  last_error: null,
  message_id: state === 'sent' ? `<${id}@shop.test>` : null,
  created_at: '2026-11-30T10:00:00.000Z',
  sent_at: state === 'sent' ? '2026-11-30T10:00:02.000Z' : null,
});

describe('the account token safety migration', () => {
  it('empties the bodies of mail sent or failed before it, and keeps those still to send', async () => {
    const { db } = database;
    await database.migrating(() => migrateUpTo(db, '2026-11-28-0018-checkout-version'));
    await db
      .insertInto('mail_outbox')
      .values([mail('sent', 'sent'), mail('failed', 'failed'), mail('pending', 'pending')])
      .execute();
    await database.migrating(() => migrateToLatest(db));
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['id', 'recipient', 'message_id', 'html', 'text'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'failed', recipient: 'failed@example.com', message_id: null, html: '', text: '' },
      {
        id: 'pending',
        recipient: 'pending@example.com',
        message_id: null,
        html: mail('pending', 'pending').html,
        text: mail('pending', 'pending').text,
      },
      { id: 'sent', recipient: 'sent@example.com', message_id: '<sent@shop.test>', html: '', text: '' },
    ]);
  });
});
