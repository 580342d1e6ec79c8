import { createHash } from 'node:crypto';
import type { Executor } from '../../db/engine/executor';
import type { JobBoard } from '../../lib/job-board';
import { runEvery, type TimedPasses } from '../../lib/timed-passes';
import { enqueueMail } from '../mail';
import { cartReminderMail } from './reminder-mail';
import * as repo from './repo';
import { unsubscribeLinks } from './unsubscribe-token';

export type SweepOptions = { publicUrl: string; secret: string; nowMs: number };

const HOUR_MS = 3_600_000;

/** A cart's content as a key: its products and quantities in product order, hashed (the same cart, the same key). */
export function cartKeyOf(lines: readonly { product_id: string; quantity: number }[]): string {
  const content = [...lines]
    .sort((a, b) => a.product_id.localeCompare(b.product_id))
    .map((line) => `${line.product_id}:${line.quantity}`)
    .join(',');
  return createHash('sha256').update(content).digest('base64url');
}

/**
 * Queues the reminder of every signed-in shopper's cart that has waited the setting's hours with no checkout: its
 * latest addition, the shopper's latest order and latest reminder all at least that long ago, and no reminder of
 * this content yet. One reminder per cart content (the primary key of cart_reminders and the mail's dedupe key, so
 * two processes sweeping at once queue one). The reminder's row and its mail are written in one transaction.
 */
export async function sweepAbandonedCarts(db: Executor, options: SweepOptions): Promise<{ queued: number }> {
  const hours = await repo.reminderHours(db);
  const cutoff = new Date(options.nowMs - hours * HOUR_MS).toISOString();
  const lines = await repo.waitingCartLines(db, cutoff);
  const carts = new Map<string, repo.WaitingCartLine[]>();
  for (const line of lines) carts.set(line.user_id, [...(carts.get(line.user_id) ?? []), line]);
  let queued = 0;
  for (const [userId, cart] of carts) {
    const { orderAt, reminderAt } = await repo.lastOrderAndReminder(db, userId);
    const lastAdded = cart.reduce((latest, line) => (line.added_at > latest ? line.added_at : latest), '');
    // A checkout since the last addition: the shopper is paying or has paid; not abandoned.
    if (orderAt && orderAt >= lastAdded) continue;
    if (orderAt && orderAt > cutoff) continue;
    if (reminderAt && reminderAt > cutoff) continue;
    const cartKey = cartKeyOf(cart);
    const at = new Date(options.nowMs).toISOString();
    const sent = await db.transaction().execute(async (trx) => {
      if (!(await repo.recordReminder(trx, userId, cartKey, at))) return false;
      const first = cart[0]!;
      await enqueueMail(
        trx,
        cartReminderMail({
          to: first.email,
          username: first.username,
          lines: cart,
          cartKey,
          userId,
          publicUrl: options.publicUrl,
          unsubscribe: unsubscribeLinks(options.publicUrl, options.secret, first.email),
        }),
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return { queued };
}

/** Sweeps every `everyMs` (main.ts starts it beside the payment reconciler and the mail sender). */
export function startCartReminderSweep(
  db: Executor,
  options: {
    publicUrl: string;
    secret: string;
    everyMs?: number;
    log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
    /** Where the System tab reads the sweep's last run and error. */
    jobs?: JobBoard;
  },
): TimedPasses {
  const everyMs = options.everyMs ?? 10 * 60_000;
  return runEvery(
    everyMs,
    async () => {
      const { queued } = await sweepAbandonedCarts(db, {
        publicUrl: options.publicUrl,
        secret: options.secret,
        nowMs: Date.now(),
      });
      if (queued > 0) options.log.info({ queued }, 'abandoned-cart reminders queued');
    },
    (error) => options.log.error({ err: error }, 'abandoned-cart sweep failed'),
    options.jobs?.track('Abandoned-cart reminders', everyMs),
  );
}
