import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';
import { newId } from '../../lib/ids';
import type { MailKind, MailMessage } from './message';

/**
 * Queues a message for the background sender. Pass the transaction of the change the message tells of, so
 * both are kept or neither is. Answers false when a message with the same dedupe key was already queued.
 */
export async function enqueueMail(db: Executor, message: MailMessage): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .insertInto('mail_outbox')
    .values({
      id: newId(),
      kind: message.kind,
      dedupe_key: message.dedupeKey ?? null,
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      state: 'pending',
      next_attempt_at: now,
      claimed_until: null,
      last_error: null,
      message_id: null,
      created_at: now,
      sent_at: null,
      list_unsubscribe: message.listUnsubscribe ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * How many messages of `kinds` were queued to `recipient` since `since` (a cap on one kind of mail to one inbox,
 * whoever asks for it). A sent message keeps its kind, recipient and time (sender.ts blanks only its bodies).
 */
export async function countMailTo(
  db: Executor,
  { recipient, kinds, since }: { recipient: string; kinds: readonly MailKind[]; since: string },
): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient', '=', recipient)
    .where('kind', 'in', [...kinds])
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
