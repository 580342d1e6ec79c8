import type { Executor } from '../../db/engine/executor';
import type { MailOutboxRow } from '../../db/engine/schema';
import type { JobBoard, TrackedJob } from '../../lib/job-board';
import { runEvery } from '../../lib/timed-passes';
import type { MailKind } from './message';
import { SMTP_TIMEOUTS, type MailLogger, type MailTransport } from './transport';

/**
 * The background sender: delivers the outbox (outbox.ts) through a transport (transport.ts).
 *
 * Every server process may run one. A message is taken with ONE conditional UPDATE (pending, due, and claimed
 * by nobody or by a claim that lapsed → claimed until now + claimMs, attempts + 1); only the process whose
 * update changed the row sends it, so two processes never send one message. A process that dies while holding
 * a claim leaves the message pending; once the claim lapses another pass (in any process) takes it again, so
 * nothing is lost on restart.
 *
 * Once a message is sent (or has failed for good) its row keeps kind, recipient, subject and Message-ID, and its
 * bodies are emptied: the links they carried are secrets of the recipient's inbox, not of the database.
 *
 * At-least-once window: between the SMTP server answering 250 (it has the message) and the UPDATE that marks
 * the row sent, a crash leaves the row pending, and the message is sent again after the claim lapses. It cannot
 * be closed without the SMTP server taking part (no two-phase commit with a mail server), so it is kept as
 * small as it can be: the row is marked sent by a single-row UPDATE straight after the server's answer, with no
 * other work between (no batching of marks, no logging first), one message at a time. A resend carries the
 * same Message-ID (derived from the outbox id), so it is recognisable as the same message; mail systems that
 * de-duplicate by Message-ID drop it.
 */
export type MailSenderOptions = {
  transport: MailTransport;
  log: MailLogger;
  /** How long a claim lasts: longer than one SMTP conversation can take, short enough that a dead process's claims lapse soon. */
  claimMs?: number;
  /** Delay before the next try after `attempts` failed tries (1, 2, …). */
  backoffMs?: (attempts: number) => number;
  /** After this many failed tries the message is marked failed. */
  maxAttempts?: number;
  /** How many due messages one pass looks at. */
  batchSize?: number;
  now?: () => Date;
  /** Asked before each message: true ends the pass early (the process is closing). */
  stopping?: () => boolean;
  /** Where a message that could not be delivered is noted (the admin's System tab), its recipient left out. */
  job?: TrackedJob;
};

/** Longer than SMTP_TIMEOUTS together (a whole conversation), with room to spare. */
export const DEFAULT_CLAIM_MS =
  2 * (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout) + 20_000;
export const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_BATCH_SIZE = 50;
/** 30 s, 1 min, 2 min, … doubling, at most an hour: 8 tries span about an hour (a long outage of the mail server). */
export const defaultBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export type SendSummary = { sent: number; retrying: number; failed: number };

/** One pass: sends every due, unclaimed message (up to batchSize), one at a time. Safe in any number of processes at once. */
export async function sendDueMail(db: Executor, options: MailSenderOptions): Promise<SendSummary> {
  const now = options.now ?? (() => new Date());
  const summary: SendSummary = { sent: 0, retrying: 0, failed: 0 };
  const due = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now().toISOString())
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now().toISOString())]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
    .execute();
  for (const { id } of due) {
    if (options.stopping?.()) break;
    const mail = await claim(db, id, now(), options.claimMs ?? DEFAULT_CLAIM_MS);
    if (!mail) continue; // another process took it first
    summary[await deliver(db, mail, options, now)] += 1;
  }
  return summary;
}

/** Takes the message for this process until now + claimMs; undefined when another process holds it or it is no longer due. */
async function claim(db: Executor, id: string, at: Date, claimMs: number): Promise<MailOutboxRow | undefined> {
  const now = at.toISOString();
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ claimed_until: new Date(at.getTime() + claimMs).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
}

async function deliver(
  db: Executor,
  mail: MailOutboxRow,
  options: MailSenderOptions,
  now: () => Date,
): Promise<keyof SendSummary> {
  let messageId: string;
  try {
    ({ messageId } = await options.transport.send({
      id: mail.id,
      kind: mail.kind as MailKind,
      to: mail.recipient,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.list_unsubscribe ? { listUnsubscribe: mail.list_unsubscribe } : {}),
    }));
  } catch (error) {
    return recordFailure(db, mail, error, options, now());
  }
  // Straight after the server's answer: see the at-least-once window above. The bodies go with it: a sent
  // message's links (reset, verify, change of email, unsubscribe) must not stay readable in the database.
  await db
    .updateTable('mail_outbox')
    .set({
      state: 'sent',
      sent_at: now().toISOString(),
      message_id: messageId,
      claimed_until: null,
      last_error: null,
      html: '',
      text: '',
      list_unsubscribe: null,
    })
    .where('id', '=', mail.id)
    .execute();
  return 'sent';
}

async function recordFailure(
  db: Executor,
  mail: MailOutboxRow,
  error: unknown,
  options: MailSenderOptions,
  at: Date,
): Promise<'retrying' | 'failed'> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const attempts = Number(mail.attempts);
  const failed = attempts >= (options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const backoff = options.backoffMs ?? defaultBackoffMs;
  await db
    .updateTable('mail_outbox')
    .set({
      state: failed ? 'failed' : 'pending',
      // A failed message is never tried again: nothing needs its bodies (and their links) any more.
      ...(failed ? { html: '', text: '', list_unsubscribe: null } : {}),
      last_error: reason,
      claimed_until: null,
      next_attempt_at: failed ? mail.next_attempt_at : new Date(at.getTime() + backoff(attempts)).toISOString(),
    })
    .where('id', '=', mail.id)
    // Still ours: a send that outlasted its claim leaves the row to the process that took it over.
    .where('claimed_until', '=', mail.claimed_until)
    .execute();
  // Who and what, never the body (it may hold a sign-in link).
  const facts = { outboxId: mail.id, kind: mail.kind, to: mail.recipient, attempts, reason };
  options.job?.noteError(`A ${mail.kind} email was not delivered (${failed ? 'given up' : 'will retry'}): ${reason}`);
  if (failed) options.log.error(facts, 'mail could not be delivered; marked failed');
  else options.log.warn(facts, 'mail not delivered; will retry');
  return failed ? 'failed' : 'retrying';
}

/**
 * Runs `sendDueMail` every `everyMs` (2 s: a message queued by a request goes out within a few seconds; the
 * query of due rows uses the (state, next_attempt_at) index and costs little), with runEvery's guarantees.
 */
export function startMailSender(
  db: Executor,
  options: MailSenderOptions & { everyMs?: number; jobs?: JobBoard },
): { stop: () => Promise<void> } {
  const { everyMs = 2_000 } = options;
  const job = options.jobs?.track('Mail sender', everyMs);
  let stopped = false;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  // A full batch means more may be waiting (a burst of orders): the next pass starts at once.
  const drain = async () => {
    let summary: SendSummary;
    do summary = await sendDueMail(db, { ...options, batchSize, stopping: () => stopped, ...(job && { job }) });
    while (!stopped && summary.sent + summary.retrying + summary.failed >= batchSize);
  };
  const passes = runEvery(everyMs, drain, (error) => options.log.error({ err: error }, 'mail send pass failed'), job);
  return {
    /** Stops the timer, waits for the message being sent (so the database can be closed after it) and closes the transport. */
    async stop() {
      stopped = true;
      await passes.stop();
      options.transport.close();
    },
  };
}
