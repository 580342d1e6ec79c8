import { Gauge, type Registry } from 'prom-client';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/engine/schema';

// Gauges read from the database at each scrape: the mail outbox, pending payments and how long the reconciler has left
// the oldest waiting, and payments and refunds by outcome. Each scrape asks once, bounded, and reports nothing of a
// database that does not answer (the scrape still answers with the process's own metrics).

const SCRAPE_QUERY_TIMEOUT_MS = 1000;

export type QueueState = {
  outboxPending: number;
  outboxOldestSeconds: number;
  paymentsPending: number;
  reconcilerLagSeconds: number;
  payments: { state: string; count: number }[];
  refunds: { state: string; count: number }[];
};

async function readQueueState(db: Kysely<Database>): Promise<QueueState> {
  const now = Date.now();
  const ageOf = (iso: string | null | undefined) => (iso ? Math.max(0, (now - Date.parse(iso)) / 1000) : 0);
  const outbox = await db
    .selectFrom('mail_outbox')
    .where('state', '=', 'pending')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirst();
  const pending = await db
    .selectFrom('payments')
    .where('state', '=', 'PENDING')
    .where('superseded_at', 'is', null)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min(sql<string>`coalesce(last_checked_at, created_at)`).as('waiting_since'),
    ])
    .executeTakeFirst();
  const byState = (table: 'payments' | 'refunds') =>
    db
      .selectFrom(table)
      .select((eb) => ['state', eb.fn.countAll<number>().as('count')])
      .groupBy('state')
      .execute();
  const [payments, refunds] = await Promise.all([byState('payments'), byState('refunds')]);
  return {
    outboxPending: Number(outbox?.count ?? 0),
    outboxOldestSeconds: ageOf(outbox?.oldest as string | null | undefined),
    paymentsPending: Number(pending?.count ?? 0),
    reconcilerLagSeconds: ageOf(pending?.waiting_since as string | null | undefined),
    payments: payments.map((row) => ({ state: String(row.state), count: Number(row.count) })),
    refunds: refunds.map((row) => ({ state: String(row.state), count: Number(row.count) })),
  };
}

/** The queues as the database has them now; undefined when it does not answer within a second. */
export const queueStateNow = (db: Kysely<Database>): Promise<QueueState | undefined> => withTimeout(readQueueState(db));

export function queueAndPaymentState(registry: Registry, dbOf: () => Kysely<Database> | undefined): void {
  // One read serves every gauge of a scrape: the first gauge collected starts it, the others share it.
  let reading: Promise<QueueState | undefined> | undefined;
  const state = () => {
    const db = dbOf();
    if (!db) return Promise.resolve(undefined);
    reading ??= withTimeout(readQueueState(db)).finally(() => setTimeout(() => (reading = undefined), 0));
    return reading;
  };
  const gauge = (name: string, help: string, labelNames: string[], fill: (gauge: Gauge, state: QueueState) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const read = await state();
        this.reset();
        if (read) fill(this, read);
      },
    });
  gauge('voltcart_mail_outbox_pending', 'Emails waiting in the outbox', [], (g, s) => g.set(s.outboxPending));
  gauge('voltcart_mail_outbox_oldest_seconds', 'Age of the oldest email waiting in the outbox', [], (g, s) =>
    g.set(s.outboxOldestSeconds),
  );
  gauge('voltcart_payments_pending', 'Payments waiting for their provider’s answer', [], (g, s) => g.set(s.paymentsPending));
  gauge(
    'voltcart_payment_reconciler_lag_seconds',
    'How long the pending payment checked longest ago has waited since it was made or last checked',
    [],
    (g, s) => g.set(s.reconcilerLagSeconds),
  );
  gauge('voltcart_payments', 'Payments by outcome (PENDING, COMPLETED, FAILED)', ['outcome'], (g, s) => {
    for (const row of s.payments) g.set({ outcome: row.state }, row.count);
  });
  gauge('voltcart_refunds', 'Refunds by outcome (PENDING, COMPLETED, FAILED)', ['outcome'], (g, s) => {
    for (const row of s.refunds) g.set({ outcome: row.state }, row.count);
  });
}

async function withTimeout<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SCRAPE_QUERY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
