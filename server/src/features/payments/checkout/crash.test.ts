import { apiPaths, paiseFromRupees, type Product } from '@voltcart/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAddress } from '../../../../test/addresses';
import { multipartBody } from '../../../../test/multipart';
import { createProduct } from '../../../../test/products';
import { createScratchDatabase, type ScratchDatabase } from '../../../../test/processes/scratch-database';
import { startShop, type RunningShop } from '../../../../test/processes/start-shop';
import { testEngine } from '../../../../test/test-app';
import { openDatabase, type OpenDatabase } from '../../../db/engine/database';
import { sandboxPaths } from '../providers/sandbox-paths';

// A real shop process, killed with SIGKILL in the middle of checkouts and Pay presses, then restarted on the
// same data: whatever was in flight, money and carts must add up afterwards.

let dataDir: string;
let database: ScratchDatabase | undefined;
let shop: RunningShop | undefined;
let db: OpenDatabase['db'];

// The reconciler looks every second and asks about a payment a second after it began.
const start = () =>
  startShop({
    dataDir,
    databaseUrl: database?.url,
    seedDemo: false,
    extraEnv: { RATE_LIMITS: 'off', RECONCILE_FIRST_CHECK_SECONDS: '1', RECONCILE_EVERY_SECONDS: '1' },
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-crash-'));
  if (testEngine === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'crash');
  shop = await start();
  db = openDatabase({ dataDir, databaseUrl: database?.url }).db;
});
afterAll(async () => {
  await shop?.stop();
  await db?.destroy();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Shopper = { userId: string; cookie: string };

/** A call as the shop's own pages make it (same origin), with the shopper's cookie; never hangs on a dead process. */
function call(
  url: string,
  init: { method?: string; cookie?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const base = shop!.url;
  return fetch(`${base}${url}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
    headers: {
      origin: base,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.json === undefined ? (init.body === undefined ? {} : { body: init.body }) : { body: JSON.stringify(init.json) }),
  });
}

async function register(n: number): Promise<Shopper> {
  const form = multipartBody({
    username: `Crash ${n}`,
    email: `crash${n}-${Date.now()}@example.com`,
    phone: '9876543210',
    password: 'a fine passphrase',
  });
  const response = await call(apiPaths.auth.register, {
    method: 'POST',
    body: new Uint8Array(form.payload),
    headers: form.headers,
  });
  expect(response.status).toBe(201);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('vc_session='))!;
  const shopper = { userId: (await response.json()).data._id, cookie: session.split(';')[0]! };
  // Checkout delivers to the shopper's default address.
  expect((await call(apiPaths.address.create, { method: 'POST', cookie: shopper.cookie, json: sampleAddress() })).status).toBe(
    201,
  );
  return shopper;
}

async function fill(shopper: Shopper, lines: { product: Product; quantity: number }[]): Promise<void> {
  for (const { product, quantity } of lines) {
    const added = await call(apiPaths.cart.add, { method: 'POST', cookie: shopper.cookie, json: { productId: product._id } });
    expect(added.status).toBe(200);
    const cartItemId = (await added.json()).data._id;
    const updated = await call(apiPaths.cart.update, {
      method: 'PUT',
      cookie: shopper.cookie,
      json: { _id: cartItemId, quantity },
    });
    expect(updated.status).toBe(200);
  }
}

async function initiate(shopper: Shopper, lines: { product: Product; quantity: number }[]): Promise<string> {
  const amount = lines.reduce((sum, line) => sum + paiseFromRupees(line.product.salesPrice) * line.quantity, 0) / 100;
  const cartItems = lines.map((line) => ({ productId: line.product._id, quantity: line.quantity }));
  const response = await call(apiPaths.payment.initiate, { method: 'POST', cookie: shopper.cookie, json: { amount, cartItems } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`initiate answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data.merchantTransactionId;
}

const press = (shopper: Shopper, merchantTransactionId: string, button: 'complete' | 'fail') =>
  call(sandboxPaths[button](merchantTransactionId), {
    method: 'POST',
    cookie: shopper.cookie,
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function cartOf(userId: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom('cart_items').select(['product_id', 'quantity']).where('user_id', '=', userId).execute();
  return Object.fromEntries(rows.map((row) => [row.product_id, Number(row.quantity)]));
}

async function waitFor(what: string, done: () => Promise<boolean>, withinMs = 90_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await done())) {
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${withinMs / 1000} s:\n${shop?.child.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Payments the provider (the sandbox's own rows) has decided, that the shop has not settled yet. */
async function unsettled(): Promise<number> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('sandbox_payments', 'sandbox_payments.merchant_transaction_id', 'payments.merchant_transaction_id')
    .select('payments.id')
    .where('payments.state', '=', 'PENDING')
    .where('sandbox_payments.state', '!=', 'PENDING')
    .execute();
  return rows.length;
}

async function checkInvariants(shoppers: Shopper[], cartsBefore: Map<string, Record<string, number>>): Promise<void> {
  const payments = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.state', 'payments.order_id', 'orders.status', 'orders.attention_reason', 'orders.user_id'])
    .execute();
  const orders = await db.selectFrom('orders').selectAll().execute();
  // Every completed payment has its order marked paid — or, paid after being superseded, refunded automatically
  // (the refund written with the settlement; a crash before the provider answered leaves it pending).
  for (const payment of payments.filter((row) => row.state === 'COMPLETED')) {
    if (payment.status === 'Pending') continue;
    expect(['Refund pending', 'Refunded']).toContain(payment.status);
    expect(payment.attention_reason).toMatch(/refunded automatically/);
  }
  // No order marked paid without exactly one completed payment.
  for (const order of orders.filter((row) => row.status === 'Pending')) {
    expect(payments.filter((row) => row.order_id === order.id && row.state === 'COMPLETED')).toHaveLength(1);
  }
  // At most one payable checkout per shopper.
  for (const shopper of shoppers) {
    expect(orders.filter((row) => row.user_id === shopper.userId && row.status === 'Payment pending').length).toBeLessThanOrEqual(
      1,
    );
  }
  // Every cart lost exactly what its paid orders bought.
  for (const shopper of shoppers) {
    const expected = { ...cartsBefore.get(shopper.userId) };
    const paid = orders.filter((row) => row.user_id === shopper.userId && row.status === 'Pending').map((row) => row.id);
    const bought = paid.length
      ? await db.selectFrom('order_items').select(['product_id', 'quantity']).where('order_id', 'in', paid).execute()
      : [];
    for (const item of bought) {
      const left = (expected[item.product_id!] ?? 0) - Number(item.quantity);
      if (left > 0) expected[item.product_id!] = left;
      else delete expected[item.product_id!];
    }
    expect(await cartOf(shopper.userId), `cart of ${shopper.userId}`).toEqual(expected);
  }
}

describe('a shop killed mid-checkout', () => {
  it(
    'settles every payment once after a restart, and every cart loses exactly what was paid for',
    { timeout: 300_000 },
    async () => {
      const products = await Promise.all(
        [499, 1299.5, 2599, 89].map((salesPrice, n) => createProduct({ db }, { name: `Crash product ${n}`, salesPrice })),
      );
      const shoppers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => register(n)));
      const cartLines = shoppers.map((_, n) => [
        { product: products[n % 4]!, quantity: 1 + (n % 3) },
        { product: products[(n + 1) % 4]!, quantity: 2 },
      ]);
      await Promise.all(shoppers.map((shopper, n) => fill(shopper, cartLines[n]!)));
      const cartsBefore = new Map(
        await Promise.all(shoppers.map(async (shopper) => [shopper.userId, await cartOf(shopper.userId)] as const)),
      );

      // The last shopper's checkout is begun before the crash; the provider completes it while the shop is down.
      const offline = shoppers.at(-1)!;
      const offlinePayment = await initiate(offline, cartLines.at(-1)!);
      const racing = shoppers.slice(0, -1);

      // Each shopper starts checkout twice at once (two tabs), then presses Pay (or, every third, Fail).
      let pressed = 0;
      const flows = racing.map(async (shopper, n) => {
        const [first, second] = await Promise.all([initiate(shopper, cartLines[n]!), initiate(shopper, cartLines[n]!)]);
        expect(second).toBe(first);
        pressed += 1;
        await press(shopper, first, n % 3 === 2 ? 'fail' : 'complete');
        await call(apiPaths.payment.status(first), { cookie: shopper.cookie });
      });
      const outcomes = Promise.allSettled(flows);
      await waitFor('a few Pay presses', async () => pressed >= 2, 60_000);
      shop!.child.process.kill('SIGKILL');
      await new Promise<void>((resolve) =>
        shop!.child.process.exitCode !== null || shop!.child.process.signalCode !== null
          ? resolve()
          : shop!.child.process.once('exit', () => resolve()),
      );
      await outcomes;

      // While the shop is down the provider completes a payment (that is the sandbox's side, not the shop's).
      await db
        .updateTable('sandbox_payments')
        .set({ state: 'COMPLETED', payment_mode: 'UPI_INTENT', transaction_id: 'SBXWHILEDOWN' })
        .where('merchant_transaction_id', '=', offlinePayment)
        .execute();

      shop = await start();
      await waitFor('the payment completed while the shop was down to be settled', async () => {
        const row = await db
          .selectFrom('payments')
          .innerJoin('orders', 'orders.id', 'payments.order_id')
          .select(['payments.state', 'orders.status'])
          .where('merchant_transaction_id', '=', offlinePayment)
          .executeTakeFirstOrThrow();
        return row.state === 'COMPLETED' && row.status === 'Pending';
      });
      await waitFor('every payment the provider decided to be settled', async () => (await unsettled()) === 0);

      await checkInvariants(shoppers, cartsBefore);
      expect(await cartOf(offline.userId)).toEqual({});
    },
  );
});
