import { CART_REMINDER_HOURS } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';

export async function reminderHours(db: Executor): Promise<number> {
  const row = await db.selectFrom('cart_reminder_settings').select('hours').where('id', '=', 1).executeTakeFirst();
  return row?.hours ?? CART_REMINDER_HOURS.default;
}

export async function setReminderHours(db: Executor, hours: number): Promise<void> {
  await db
    .insertInto('cart_reminder_settings')
    .values({ id: 1, hours, updated_at: nowIso() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ hours, updated_at: nowIso() }))
    .execute();
}

/** Marks an address unsubscribed from marketing mail (again is fine). */
export async function optOut(db: Executor, email: string, at: string): Promise<void> {
  await db
    .insertInto('mail_opt_outs')
    .values({ email: email.toLowerCase(), opted_out_at: at })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function isOptedOut(db: Executor, email: string): Promise<boolean> {
  const row = await db.selectFrom('mail_opt_outs').select('email').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

/** A cart line of a shopper whose cart may be due a reminder, with what the email shows of it. */
export type WaitingCartLine = {
  user_id: string;
  email: string;
  username: string;
  product_id: string;
  quantity: number;
  added_at: string;
  name: string;
  sales_price_paise: number;
};

/**
 * The cart lines of enabled shoppers, not unsubscribed, whose latest addition is at or before `cutoff`. What else
 * makes a cart due (no checkout since, no reminder of this content, none too recent) the sweep decides per cart.
 */
export function waitingCartLines(db: Executor, cutoff: string): Promise<WaitingCartLine[]> {
  return db
    .selectFrom('cart_items')
    .innerJoin('users', 'users.id', 'cart_items.user_id')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'cart_items.user_id',
      'users.email',
      'users.username',
      'cart_items.product_id',
      'cart_items.quantity',
      'cart_items.created_at as added_at',
      'products.name',
      'products.sales_price_paise',
    ])
    .where('users.disabled_at', 'is', null)
    .where('users.role', '=', 'user')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('mail_opt_outs')
            .select('email')
            .whereRef('mail_opt_outs.email', '=', eb.fn('lower', ['users.email'])),
        ),
      ),
    )
    .where((eb) =>
      eb(
        'cart_items.user_id',
        'in',
        eb
          .selectFrom('cart_items as latest')
          .select('latest.user_id')
          .groupBy('latest.user_id')
          .having((h) => h.fn.max('latest.created_at'), '<=', cutoff),
      ),
    )
    .orderBy('cart_items.user_id')
    .orderBy('cart_items.created_at')
    .orderBy('cart_items.id')
    .execute();
}

/** The shopper's latest order's time and latest reminder's time (each undefined when none). */
export async function lastOrderAndReminder(db: Executor, userId: string): Promise<{ orderAt?: string; reminderAt?: string }> {
  const order = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const reminder = await db
    .selectFrom('cart_reminders')
    .select((eb) => eb.fn.max('sent_at').as('at'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { ...(order?.at ? { orderAt: String(order.at) } : {}), ...(reminder?.at ? { reminderAt: String(reminder.at) } : {}) };
}

/** Records a reminder of this cart content; false when one was recorded already (another sweep, another process). */
export async function recordReminder(db: Executor, userId: string, cartKey: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('cart_reminders')
    .values({ user_id: userId, cart_key: cartKey, sent_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'cart_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Reminders sent, and how many of them a paid order of their shopper followed. */
export async function reminderCounts(db: Executor): Promise<{ sent: number; recovered: number }> {
  const sent = await db
    .selectFrom('cart_reminders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const recovered = await db
    .selectFrom('cart_reminders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orders')
          .innerJoin('payments', 'payments.order_id', 'orders.id')
          .select('orders.id')
          .whereRef('orders.user_id', '=', 'cart_reminders.user_id')
          .whereRef('orders.created_at', '>', 'cart_reminders.sent_at')
          .where('payments.state', '=', 'COMPLETED'),
      ),
    )
    .executeTakeFirstOrThrow();
  return { sent: Number(sent.count), recovered: Number(recovered.count) };
}
