import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // The sender now empties a message's bodies once it is sent or has failed for good (their links are the
  // recipient's secrets); the messages delivered before that are emptied here.
  await db.updateTable('mail_outbox').set({ html: '', text: '' }).where('state', 'in', ['sent', 'failed']).execute();
  // Change-of-email mail is capped per receiving address per day: the count reads by recipient and time.
  await db.schema.createIndex('mail_outbox_recipient').on('mail_outbox').columns(['recipient', 'created_at']).execute();
}
