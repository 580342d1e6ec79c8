import {
  codPagePaths,
  formatPaise,
  pagePaths,
  paiseFromRupees,
  type DeliveryAddress,
  type InitiatePaymentBody,
} from '@voltcart/contract';
import { nowIso } from '../../../db/engine/database';
import { inTransaction, type Executor } from '../../../db/engine/executor';
import { isTransactionConflict, isUniqueViolation } from '../../../db/engine/unique-violation';
import { AppError } from '../../../lib/errors';
import { newId, newMerchantTransactionId } from '../../../lib/ids';
import { deliveryAddressForCheckout } from '../../addresses';
import { listCartLines, type CartLine, type CartLineToCheck } from '../../cart';
import { codTermsOf, placeCodOrder } from '../../cod';
import { heldCouponIdOf, holdCouponUse, priceCart, releaseCouponUse, type CartPricing } from '../../coupons';
import { estimateDelivery } from '../../delivery';
import {
  createOrder,
  deliveryAddressOf,
  markOrderSuperseded,
  orderTotalPaise,
  payableCheckoutOf,
  type OrderLine,
  type PayableCheckout,
} from '../../orders';
import { assertMayHold } from './holds';
import { CHECKOUT_LIMITS, minutesOf } from './limits';
import { payableCheckoutWithPaymentOf, type PayableRead } from './read';
import { settlePayment } from '../confirmation';
import type { PaymentGateway } from '../providers/gateway';
import * as repo from '../repo';

/** PhonePe refuses less than ₹1.00. */
const MIN_PAYMENT_PAISE = 100;
/**
 * How long a checkout may wait for the provider's pay page. A second initiate waits this long for the first
 * one's page; a checkout still without one after this was abandoned (a crash mid-start) and is replaced.
 */
const PAY_PAGE_WAIT_MS = 15_000;
const PAY_PAGE_POLL_MS = 100;
/** Initiates racing for one cart meet at the unique index; the loser reads the winner's checkout on a retry. */
const MAX_ATTEMPTS = 4;

/** What the sandbox page and the status call say of a checkout a newer one replaced. */
export const SUPERSEDED_NOTE =
  'This checkout was replaced by a newer one from your cart, so it can no longer be paid. Return to Voltcart and pay the latest checkout.';

/** What they say of a checkout the shop cancelled before it was paid. */
export const CANCELLED_CHECKOUT_NOTE =
  'This order was cancelled, so it can no longer be paid. Nothing was charged; money that still arrives for it is refunded.';

/** What the sandbox page says of a checkout past its hold (PhonePe's own page expires with it). */
export const EXPIRED_CHECKOUT_NOTE = `This checkout expired: it was not paid within ${minutesOf(CHECKOUT_LIMITS.holdMs)} minutes, so its items went back on the shelf. Nothing was charged. Return to Voltcart to check out again.`;

export type InitiatedPayment = { merchantTransactionId: string; orderId: string; redirectUrl: string };

type CheckoutStart =
  | { kind: 'existing'; payment: repo.CheckoutPayment }
  /** A cash-on-delivery order, placed without the provider: the shopper goes to its order-placed page. */
  | { kind: 'cod'; orderId: string }
  | {
      kind: 'created';
      paymentId: string;
      merchantTransactionId: string;
      orderId: string;
      orderNumber: string;
      totalPaise: number;
    };

/**
 * Checkout: the amount comes from the caller's cart at current prices, never from the browser. One cart has at
 * most one payable checkout: the same cart again gets the same pending checkout back; a changed cart (or another
 * delivery address) supersedes it (its order 'Superseded', its payment marked) and gets a new one. In one
 * transaction it reads the cart and the delivery address, asks orders for the order ('Payment pending', with price
 * and address snapshots) and writes the PENDING payment; then it asks the provider for its pay page.
 */
export async function initiatePayment(
  db: Executor,
  gateway: PaymentGateway,
  userId: string,
  body: InitiatePaymentBody,
  read?: CheckoutRead,
  /** The storefront that started the checkout: the payment returns there, the order's emails link there. */
  storefrontUrl: string = gateway.publicUrl,
): Promise<InitiatedPayment> {
  const cod = body.paymentMethod === 'cod';
  const again = cod
    ? undefined
    : await unchangedCheckoutOf(db, gateway, userId, body, read ?? { lines: await listCartLines(db, userId) });
  if (again) return again;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    let start: CheckoutStart;
    try {
      start = await inTransaction(db, (trx) => beginCheckout(trx, gateway, userId, body, storefrontUrl));
    } catch (error) {
      // Another initiate from this cart wrote its checkout first: the next attempt finds it.
      if (isUniqueViolation(error)) continue;
      // Two checkouts swapping stock reservations over the same products can deadlock on PostgreSQL; it aborts
      // one, which wrote nothing and runs again.
      if (isTransactionConflict(error)) continue;
      throw error;
    }
    if (start.kind === 'cod') {
      return {
        merchantTransactionId: '',
        orderId: start.orderId,
        redirectUrl: `${storefrontUrl}${codPagePaths.orderPlaced(start.orderId)}`,
      };
    }
    if (start.kind === 'created') return askProviderForPayPage(db, gateway, userId, start, storefrontUrl);
    const redirectUrl = await payPageOf(db, start.payment);
    if (redirectUrl)
      return { merchantTransactionId: start.payment.merchant_transaction_id, orderId: start.payment.order_id, redirectUrl };
  }
  throw new AppError('unavailable', 'Your checkout is still being prepared. Please try again in a moment.');
}

/**
 * What the caller read before checkout: the cart's lines, and (checkout-read's checkoutOfSession, in the same
 * statement) the payable checkout; without `payable`, it is read here after the lines.
 */
export type CheckoutRead = { lines: CartLineToCheck[]; payable?: PayableRead | undefined };

/**
 * The same cart sent again (a second click, a reload) gets its pending checkout back without a transaction: plain
 * reads of the cart (`lines`, read by the caller), then (or in the same statement) the checkout with its payment and
 * default address. A checkout payable then was payable since it was made (an order never goes back to 'Payment
 * pending', and its payment is marked when it is paid or superseded), and it was made from lines equal to the cart
 * read: as if the whole check had run at that read. Anything else goes the transactional way.
 */
async function unchangedCheckoutOf(
  db: Executor,
  gateway: PaymentGateway,
  userId: string,
  body: InitiatePaymentBody,
  read: CheckoutRead,
): Promise<InitiatedPayment | undefined> {
  if (db.isTransaction) return undefined;
  const cartLines = matchingLines(read.lines, body);
  if (!cartLines) return undefined;
  // The default address comes with the checkout's read; only a chosen one is read beside it.
  const chosen =
    body.addressId === undefined ? undefined : deliveryAddressForCheckout(db, userId, body.addressId).catch(() => undefined);
  const payable = 'payable' in read ? read.payable : await payableCheckoutWithPaymentOf(db, userId);
  const deliveryAddress = chosen ? await chosen : payable?.defaultAddress;
  if (!payable || (body.addressId !== undefined && !deliveryAddress)) return undefined;
  const { checkout } = payable;
  // A coupon kept with the cart, or one the checkout was made with, is priced the transactional way.
  if (payable.keptCouponId !== null || checkout.totalPaise !== orderTotalPaise(cartLines)) return undefined;
  if (!sameLines(checkout.lines, cartLines) || !sameAddress(checkout.deliveryAddressJson, deliveryAddress)) return undefined;
  const { payment } = payable;
  if (!payment?.redirect_url || payment.superseded_at || !isReusable(payment, gateway, Date.now())) return undefined;
  return { merchantTransactionId: payment.merchant_transaction_id, orderId: payment.order_id, redirectUrl: payment.redirect_url };
}

/** The checkout's steps inside its transaction: the live checkout first, then the cart (see the race note below). */
async function beginCheckout(
  trx: Executor,
  gateway: PaymentGateway,
  userId: string,
  body: InitiatePaymentBody,
  storefrontUrl: string,
): Promise<CheckoutStart> {
  // Read before the cart: a settlement committing in between then shows as a changed cart, and superseding the
  // checkout it paid fails below, instead of a new order being made from lines already bought.
  const payable = await payableCheckoutOf(trx, userId);
  const now = nowIso();
  const cartLines = await listCartLines(trx, userId);
  // The discount is the server's: the coupon kept with the cart, judged against these lines now.
  const pricing = await priceCart(trx, userId, cartLines, Date.parse(now));
  const deliveryAddress = await deliveryAddressForCheckout(trx, userId, body.addressId);
  const promisedDeliveryOn = await promisedDeliveryDayOf(trx, deliveryAddress, Date.parse(now));
  if (body.paymentMethod === 'cod') {
    const codCheckout = { payable, cartLines, pricing, deliveryAddress, promisedDeliveryOn, now, storefrontUrl };
    return beginCodCheckout(trx, gateway, userId, body, codCheckout);
  }
  const orderLines = checkedOrderLines(cartLines, body, pricing);
  if (payable) {
    const payment = await repo.latestPaymentOf(trx, payable.orderId);
    const unchanged =
      sameLines(payable.lines, orderLines) &&
      sameAddress(payable.deliveryAddressJson, deliveryAddress) &&
      payable.totalPaise === pricing.totalPaise &&
      (await heldCouponIdOf(trx, payable.orderId)) === pricing.coupon?.couponId;
    if (payment && isReusable(payment, gateway, Date.parse(now)) && unchanged) return { kind: 'existing', payment };
    await supersede(trx, payable, payment, now);
  }
  await assertMayHold(trx, userId, orderLines, Date.parse(now));
  const order = await createOrder(
    trx,
    userId,
    orderLines,
    deliveryAddress,
    storefrontUrl,
    pricing.coupon ? { code: pricing.coupon.code } : undefined,
    promisedDeliveryOn,
  );
  if (pricing.coupon) await holdCouponUse(trx, pricing.coupon, { userId, orderId: order.orderId }, now);
  const paymentId = newId();
  const merchantTransactionId = newMerchantTransactionId();
  await repo.insertPayment(trx, {
    id: paymentId,
    order_id: order.orderId,
    provider: gateway.provider.name,
    merchant_transaction_id: merchantTransactionId,
    provider_order_id: null,
    state: 'PENDING',
    amount_paise: order.totalPaise,
    payment_mode: null,
    provider_transaction_id: null,
    raw_status: null,
    redirect_url: null,
    created_at: now,
    updated_at: now,
    last_checked_at: null,
  });
  return { kind: 'created', paymentId, merchantTransactionId, ...order };
}

/**
 * The day delivery promises the address now (null without an address, or in a shop without delivery rules). An
 * address it does not serve refuses the checkout before anything is written: no order, no stock held.
 */
async function promisedDeliveryDayOf(trx: Executor, address: DeliveryAddress | undefined, nowMs: number): Promise<string | null> {
  if (!address) return null;
  const estimate = await estimateDelivery(trx, address.pincode, nowMs);
  if (!estimate.serviceable) {
    throw new AppError(
      'business_rule',
      `${estimate.reason ?? `We don't deliver to ${address.pincode} yet.`} Choose another address.`,
    );
  }
  return estimate.deliverBy;
}

/**
 * Cash on delivery, in the checkout's transaction: the same checks and stock reservation as a prepaid order, the COD
 * rules judged for the address it goes to, and the browser's amount the total with the COD fee. A payable online
 * checkout of the cart is superseded (the shopper chose cash instead). No payment row and no provider: the order is
 * placed 'Awaiting confirmation' (cod's placeCodOrder mails the code, or confirms it when confirmation is off).
 */
async function beginCodCheckout(
  trx: Executor,
  gateway: PaymentGateway,
  userId: string,
  body: InitiatePaymentBody,
  checkout: {
    payable: PayableCheckout | undefined;
    cartLines: CartLine[];
    pricing: CartPricing;
    deliveryAddress: DeliveryAddress | undefined;
    promisedDeliveryOn: string | null;
    now: string;
    storefrontUrl: string;
  },
): Promise<CheckoutStart> {
  const { payable, cartLines, pricing, deliveryAddress, now } = checkout;
  const nowMs = Date.parse(now);
  if (cartLines.length === 0) throw new AppError('business_rule', 'Your cart is empty');
  if (!deliveryAddress) throw new AppError('business_rule', 'Add a delivery address to pay cash on delivery.');
  const terms = await codTermsOf(trx, userId, { valuePaise: pricing.totalPaise, pincode: deliveryAddress.pincode }, nowMs);
  if (!terms.available) throw new AppError('business_rule', terms.reason ?? 'Cash on delivery is not available');
  const orderLines = checkedOrderLines(cartLines, body, pricing, terms.feePaise);
  if (payable) await supersede(trx, payable, await repo.latestPaymentOf(trx, payable.orderId), now);
  await assertMayHold(trx, userId, orderLines, nowMs);
  const order = await createOrder(
    trx,
    userId,
    orderLines,
    deliveryAddress,
    checkout.storefrontUrl,
    pricing.coupon ? { code: pricing.coupon.code } : undefined,
    checkout.promisedDeliveryOn,
    { feePaise: terms.feePaise, status: 'Awaiting confirmation' },
  );
  if (pricing.coupon) await holdCouponUse(trx, pricing.coupon, { userId, orderId: order.orderId }, now);
  await placeCodOrder(
    trx,
    gateway,
    terms,
    {
      ...order,
      userId,
      storefrontUrl: checkout.storefrontUrl,
      bought: orderLines.map(({ productId, quantity }) => ({ productId, quantity })),
    },
    nowMs,
  );
  return { kind: 'cod', orderId: order.orderId };
}

/** Lines priced as an order prices them: product, quantity and unit price (what the checks compare). */
type PricedLine = Pick<OrderLine, 'productId' | 'quantity' | 'pricePaise'>;

/**
 * The cart checked against what the browser showed (items, quantities, total): its lines priced, or what the shopper is
 * told. With `pricing` (the transactional way) the total is after the coupon kept with the cart; without, the plain sum.
 */
function checkedLines(
  lines: readonly CartLineToCheck[],
  body: InitiatePaymentBody,
  pricing?: CartPricing,
  /** Cash on delivery's fee, which the total includes. */
  codFeePaise = 0,
): PricedLine[] {
  if (lines.length === 0) throw new AppError('business_rule', 'Your cart is empty');
  const priced = lines.map(({ productId, quantity, salesPricePaise }) => ({ productId, quantity, pricePaise: salesPricePaise }));
  const total = (pricing?.totalPaise ?? orderTotalPaise(priced)) + codFeePaise;
  if (!sameItems(lines, body.cartItems) || paiseFromRupees(body.amount) !== total) {
    // A coupon that stopped applying (the cart fell below its minimum, it expired) is why the total moved: say so.
    const couponNote =
      pricing?.problem && pricing.keptCode ? `Coupon ${pricing.keptCode} no longer applies: ${pricing.problem}. ` : '';
    throw new AppError(
      'conflict',
      `${couponNote}The cart changed: the total is now ${formatPaise(total)}. Please review your cart and try again.`,
    );
  }
  if (total < MIN_PAYMENT_PAISE) {
    throw new AppError('business_rule', `The order total must be at least ${formatPaise(MIN_PAYMENT_PAISE)} to pay online.`);
  }
  return priced;
}

/** The cart as order lines (each with its share of the coupon's discount), when it passes checkedLines' checks. */
function checkedOrderLines(lines: CartLine[], body: InitiatePaymentBody, pricing: CartPricing, codFeePaise = 0): OrderLine[] {
  checkedLines(lines, body, pricing, codFeePaise);
  return lines.map(({ productId, productName, productImage, quantity, salesPricePaise, productCategory }, index) => ({
    productId,
    productName,
    productImage,
    quantity,
    pricePaise: salesPricePaise,
    productCategory,
    discountPaise: pricing.coupon?.lineDiscountsPaise[index] ?? 0,
  }));
}

/** The cart's lines priced when they pass the checks, else undefined (the transactional way then says why). */
function matchingLines(lines: readonly CartLineToCheck[], body: InitiatePaymentBody): PricedLine[] | undefined {
  try {
    return checkedLines(lines, body);
  } catch {
    return undefined;
  }
}

/**
 * A pending checkout can be handed back when it is with this provider, still holds its stock (its pay page expires
 * with the hold) and has (or soon will have) its pay page.
 */
function isReusable(payment: repo.CheckoutPayment, gateway: PaymentGateway, nowMs: number): boolean {
  if (payment.state !== 'PENDING' || payment.provider !== gateway.provider.name) return false;
  const ageMs = nowMs - Date.parse(payment.created_at);
  if (ageMs >= CHECKOUT_LIMITS.holdMs) return false;
  return payment.redirect_url !== null || ageMs < PAY_PAGE_WAIT_MS;
}

/** Same products, quantities and unit prices. */
function sameLines(checkout: PayableCheckout['lines'], cart: readonly PricedLine[]): boolean {
  const key = (line: PricedLine) => `${line.productId}:${line.quantity}:${line.pricePaise}`;
  const wanted = new Set(cart.map(key));
  return checkout.length === cart.length && checkout.every((line) => wanted.has(key(line)));
}

/**
 * The checkout delivers where the shopper now chose (a different address, or the same one edited, is a new checkout);
 * none chosen and none saved is the same as a checkout made without one.
 */
function sameAddress(snapshot: string | null, chosen: DeliveryAddress | undefined): boolean {
  if (!chosen) return snapshot === null;
  // The snapshot is JSON.stringify of the address chosen then (createOrder): the same text is the same address, read no
  // further (parsing and checking it cost a twentieth of a checkout handed back). Other text is compared field by field.
  if (snapshot !== null && snapshot === JSON.stringify(chosen)) return true;
  const checkout = deliveryAddressOf({ delivery_address: snapshot });
  if (!checkout) return false;
  const fields = new Set([...Object.keys(checkout), ...Object.keys(chosen)]) as Set<keyof DeliveryAddress>;
  return [...fields].every((field) => checkout[field] === chosen[field]);
}

/** The payment first, then the order: the order settlement takes its locks in, so the two never deadlock. */
async function supersede(
  trx: Executor,
  payable: PayableCheckout,
  payment: repo.CheckoutPayment | undefined,
  now: string,
): Promise<void> {
  if (payment) await repo.markSuperseded(trx, payment.id, now);
  if (!(await markOrderSuperseded(trx, payable.orderId))) {
    throw new AppError('conflict', 'Your previous checkout was settled just now. Please review your cart and try again.');
  }
  await releaseCouponUse(trx, payable.orderId, now);
}

/** Waits (bounded) for the pay page of a checkout another request is starting; undefined when it never came. */
async function payPageOf(db: Executor, payment: repo.CheckoutPayment): Promise<string | undefined> {
  const deadline = Date.parse(payment.created_at) + PAY_PAGE_WAIT_MS;
  let current: repo.CheckoutPayment | undefined = payment;
  while (current && current.state === 'PENDING' && !current.superseded_at) {
    if (current.redirect_url) return current.redirect_url;
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, PAY_PAGE_POLL_MS));
    current = await repo.findPayment(db, payment.merchant_transaction_id);
  }
  return undefined;
}

async function askProviderForPayPage(
  db: Executor,
  gateway: PaymentGateway,
  userId: string,
  created: Extract<CheckoutStart, { kind: 'created' }>,
  storefrontUrl: string,
): Promise<InitiatedPayment> {
  const { provider, log } = gateway;
  const { merchantTransactionId, paymentId, orderId } = created;
  let providerPayment;
  try {
    providerPayment = await provider.createPayment({
      merchantTransactionId,
      amountPaise: created.totalPaise,
      orderNumber: created.orderNumber,
      redirectUrl: `${storefrontUrl}${pagePaths.paymentStatus(merchantTransactionId)}`,
    });
  } catch (error) {
    log.error({ err: error, merchantTransactionId }, 'the payment provider did not take the payment; the order is marked failed');
    // The shopper never saw a pay page, so nothing can be paid: fail it now rather than leave it pending.
    const reason = error instanceof Error ? error.message : 'create payment failed';
    await settlePayment(
      db,
      gateway,
      { id: paymentId, order_id: orderId, user_id: userId },
      { state: 'FAILED', raw: { error: reason } },
    );
    throw new AppError('unavailable', 'The payment provider is not reachable. Please try again.');
  }
  await repo.saveProviderOrder(db, paymentId, {
    redirect_url: providerPayment.redirectUrl,
    provider_order_id: providerPayment.providerOrderId,
    updated_at: nowIso(),
  });
  return { merchantTransactionId, orderId, redirectUrl: providerPayment.redirectUrl };
}

/** The browser's list must be exactly the cart: the same products, each once, with the same quantities. */
function sameItems(lines: readonly CartLineToCheck[], cartItems: InitiatePaymentBody['cartItems']): boolean {
  if (lines.length !== cartItems.length) return false;
  const quantityOf = new Map(lines.map((line) => [line.productId, line.quantity]));
  const seen = new Set<string>();
  for (const item of cartItems) {
    if (seen.has(item.productId) || quantityOf.get(item.productId) !== item.quantity) return false;
    seen.add(item.productId);
  }
  return true;
}
