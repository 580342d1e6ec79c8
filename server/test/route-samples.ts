import { randomUUID } from 'node:crypto';
import { INDIAN_STATES, type ApiRoute } from '@voltcart/contract';

/** What one request to a table entry carries: its path parameters, query and body. */
export type SampleInput = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

/** An id the shop never made: a well-formed UUID, so a call that reads by it answers 404. */
const unknownId = () => randomUUID();

const address = () => ({
  fullName: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: INDIAN_STATES[0],
  pincode: '560001',
});

const productFields = () => ({
  productName: 'Sample phone',
  productPrice: 100,
  productDescription: 'A phone',
  productBrand: 'Voltcart',
});

/**
 * Bodies the entries' schemas take, by call key, with unknown ids wherever an id is asked: the route-errors test
 * sends them where the failure it provokes must not be the body's (signed out, a shopper on an admin call, an
 * unknown id). An entry with a body the test needs and none here fails that test, naming the entry.
 */
const SAMPLE_BODIES: Record<string, () => unknown> = {
  'auth.login': () => ({ email: 'nobody@example.com', password: 'not the password' }),
  'auth.adminLogin': () => ({ email: 'nobody@example.com', password: 'not the password' }),
  'accounts.changePassword': () => ({ currentPassword: 'not the password', newPassword: 'another long password' }),
  'accounts.changeEmail': () => ({ newEmail: 'moved@example.com', password: 'not the password' }),
  'accounts.setUserDisabled': () => ({ disabled: true }),
  'twoFactor.confirm': () => ({ password: 'not the password', code: '123456' }),
  'twoFactor.disable': () => ({ password: 'not the password', code: '123456' }),
  'catalog.updateProduct': productFields,
  'cart.add': () => ({ productId: unknownId() }),
  'cart.remove': () => ({ _id: unknownId() }),
  'cart.update': () => ({ _id: unknownId(), quantity: 1 }),
  'comments.add': () => ({ productId: unknownId(), comment: 'Works well' }),
  'payment.initiate': () => ({ amount: 100, cartItems: [{ productId: unknownId(), quantity: 1 }] }),
  'orders.updateStatus': () => ({ status: 'Shipped' }),
  'orders.deliveryAddress': () => ({ addressId: unknownId() }),
  'orders.partRefund': () => ({ amount: 100, reason: 'A scratch on the lid' }),
  'address.create': address,
  'address.update': address,
  'stockAlerts.subscribe': () => ({ productId: unknownId(), email: 'waiting@example.com' }),
  'coupons.apply': () => ({ code: 'NOSUCHCODE' }),
  'coupons.adminCreate': () => ({ code: `SAMPLE${randomUUID().slice(0, 8)}`, kind: 'percent', value: 10 }),
  'coupons.adminUpdate': () => ({ code: `SAMPLE${randomUUID().slice(0, 8)}`, kind: 'flat', value: 100 }),
  'delivery.adminCreate': () => ({ prefix: '9', serviceable: false }),
  'delivery.adminUpdate': () => ({ prefix: '9', serviceable: false }),
  'delivery.adminUpload': () => ({ csv: 'prefix,min_days,max_days,cod,serviceable\n9,,,no,no\n' }),
  'reviews.create': () => ({ productId: unknownId(), rating: 4, title: 'Good', body: 'Works well for what I need every day.' }),
  'reviews.update': () => ({ rating: 4, title: 'Good', body: 'Works well for what I need every day.' }),
  'reviews.report': () => ({ reason: 'Spam' }),
  'reviews.hide': () => ({ reason: 'Off topic' }),
  'cod.confirm': () => ({ code: '123456' }),
  'cod.confirmByToken': () => ({ token: 'a-token-that-names-no-order-at-all' }),
  'cod.updateSettings': () => ({ maxOrderValue: 50000, fee: 49, confirmation: 'email-code', refusalsLimit: 2 }),
  'shipping.webhook': () => ({
    eventId: 'sample-event',
    awb: 'NO-SUCH-AWB-1',
    status: 'in_transit',
    at: '2026-12-07T10:00:00.000Z',
  }),
  'variants.create': () => ({ productId: unknownId(), options: { Colour: 'Blue' } }),
  'variants.add': () => ({ options: { Colour: 'Green' } }),
  'variants.updateOptions': () => ({ options: { Colour: 'Red' } }),
  'cartReminders.updateSettings': () => ({ hours: 24 }),
};

/** Path parameters that are not ids: a value the entry takes. */
const SAMPLE_PARAMS: Record<string, Record<string, string>> = {
  'catalog.byCategory': { categories: 'Mouse' },
};

/** The entries that read a record by an id in their body (the path's ids are found from the path itself). */
export const READS_BODY_ID = new Set([
  'cart.add',
  'cart.remove',
  'cart.update',
  'comments.add',
  'stockAlerts.subscribe',
  'reviews.create',
  'variants.create',
]);

/** Path parameters that name a record by its id: an unknown one answers 404. */
export const ID_PARAMS = new Set(['id', 'productId', 'orderId', 'transactionId', 'importId']);

const paramNamesOf = (entry: ApiRoute) => [...entry.call.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);

/** Whether the entry reads a record by an id the request names (path or body): an unknown one answers 404. */
export const readsById = (entry: ApiRoute) =>
  READS_BODY_ID.has(entry.call.key) || paramNamesOf(entry).some((name) => ID_PARAMS.has(name));

/**
 * A request the entry's schemas take, its ids unknown. An entry with a body and no sample here sends an empty object:
 * enough where its guard answers before the body is read, and a failing probe (400) names the entry that needs one.
 */
export function sampleInputOf(entry: ApiRoute): SampleInput {
  const query = SAMPLE_QUERIES[entry.call.key];
  return {
    params: sampleParamsOf(entry),
    ...(query && { query }),
    ...(entry.body && { body: SAMPLE_BODIES[entry.call.key]?.() ?? {} }),
  };
}

/** Queries a call must have (its schema asks for them), so that its guard, not the query, answers. */
const SAMPLE_QUERIES: Record<string, Record<string, string>> = { 'orders.gstRegister': { month: '2026-12' } };

const sampleParamsOf = (entry: ApiRoute) =>
  Object.fromEntries(paramNamesOf(entry).map((name) => [name, SAMPLE_PARAMS[entry.call.key]?.[name] ?? unknownId()]));

/** A path parameter no id, transaction id or category list is: the categories' own is too long (any name answers a list). */
const MALFORMED_PARAM = 'not an id!';
const MALFORMED_PARAMS: Record<string, Record<string, string>> = { 'catalog.byCategory': { categories: 'x'.repeat(501) } };
/** A query no listing takes: `limit` from 1, or a page from 1 where pages are numbered. */
const MALFORMED_QUERIES: Record<string, Record<string, string>> = {
  'reviews.list': { page: '0' },
  'catalogueCsv.importProducts': { dryRun: 'maybe' },
  'catalogueCsv.ordersCsv': { from: 'yesterday' },
  'orders.gstRegister': { month: '2026-13' },
};

/**
 * The entry's request with one part malformed (each part it has, in turn): a path parameter, the query (every
 * listing pages with `limit` from 1), or the body (a JSON list where an object is asked; an empty form).
 */
export function malformedInputsOf(entry: ApiRoute): { part: string; input: SampleInput }[] {
  const valid = () => sampleInputOf(entry);
  const malformed: { part: string; input: SampleInput }[] = [];
  for (const name of paramNamesOf(entry)) {
    const input = valid();
    malformed.push({
      part: `param ${name}`,
      input: { ...input, params: { ...input.params, [name]: MALFORMED_PARAMS[entry.call.key]?.[name] ?? MALFORMED_PARAM } },
    });
  }
  if (entry.query)
    malformed.push({ part: 'query', input: { ...valid(), query: MALFORMED_QUERIES[entry.call.key] ?? { limit: '0' } } });
  if (entry.body) {
    const isForm = entry.bodyKind === 'multipart';
    malformed.push({ part: 'body', input: { ...valid(), body: isForm ? {} : [] } });
  }
  return malformed;
}
