import { accountRoutes } from './accounts';
import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { codRoutes } from './cod';
import { catalogueCsvRoutes } from './catalogue-csv';
import { cartReminderRoutes } from './cart-reminders';
import { commentRoutes } from './comments';
import { couponRoutes } from './coupons';
import { deliveryRoutes } from './delivery';
import { newsletterRoutes, stockAlertRoutes } from './mailing';
import { opsRoutes } from './ops';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { reviewRoutes } from './reviews';
import { shippingRoutes } from './shipping';
import {
  accountCalls,
  addressCalls,
  authCalls,
  cartCalls,
  codCalls,
  catalogCalls,
  catalogueCsvCalls,
  cartReminderCalls,
  commentCalls,
  couponCalls,
  deliveryCalls,
  newsletterCalls,
  opsCalls,
  orderCalls,
  paymentCalls,
  reviewCalls,
  shippingCalls,
  stockAlertCalls,
  twoFactorCalls,
  variantCalls,
} from './calls';
import type { ApiCall, ApiRoute, RouteAnswer, RouteInput } from './route';
import { twoFactorRoutes } from './two-factor';
import { variantRoutes } from './variants';

export * from './route';
export { PhonePeWebhookBody } from './payments';
export { HealthAnswer, OpenApiDocument } from './ops';

/**
 * The route table: every call of the API with its method, path, params, query, body, success answer and failures,
 * declared once. The server registers its /api routes from it (server/src/lib/contract-routes.ts); the browser calls
 * them by their `apiCalls` half (web/src/shared/api-client.ts `call`), its input and answer types read from here.
 */
export const apiRoutes = {
  auth: authRoutes,
  accounts: accountRoutes,
  twoFactor: twoFactorRoutes,
  catalog: catalogRoutes,
  cart: cartRoutes,
  comments: commentRoutes,
  payment: paymentRoutes,
  orders: orderRoutes,
  address: addressRoutes,
  variants: variantRoutes,
  newsletter: newsletterRoutes,
  stockAlerts: stockAlertRoutes,
  coupons: couponRoutes,
  delivery: deliveryRoutes,
  cod: codRoutes,
  catalogueCsv: catalogueCsvRoutes,
  cartReminders: cartReminderRoutes,
  shipping: shippingRoutes,
  reviews: reviewRoutes,
  ops: opsRoutes,
};
export type ApiRoutes = typeof apiRoutes;

/** The table's calls without their schemas (zod-free): what the browser needs to make a call. */
export const apiCalls = {
  auth: authCalls,
  accounts: accountCalls,
  twoFactor: twoFactorCalls,
  catalog: catalogCalls,
  cart: cartCalls,
  comments: commentCalls,
  payment: paymentCalls,
  orders: orderCalls,
  address: addressCalls,
  variants: variantCalls,
  newsletter: newsletterCalls,
  stockAlerts: stockAlertCalls,
  coupons: couponCalls,
  delivery: deliveryCalls,
  cod: codCalls,
  catalogueCsv: catalogueCsvCalls,
  cartReminders: cartReminderCalls,
  shipping: shippingCalls,
  reviews: reviewCalls,
  ops: opsCalls,
} satisfies { [F in keyof ApiRoutes]: { [N in keyof ApiRoutes[F]]: ApiCall } };

/** Every entry of the table, one after another (the server's route check walks them). */
export function allApiRoutes(): ApiRoute[] {
  return Object.values(apiRoutes).flatMap((feature) => Object.values(feature) as ApiRoute[]);
}

/** The table entry of a call, found by its key `<feature>.<name>`. */
export type RouteOfCall<C extends ApiCall> = C['key'] extends `${infer F}.${infer N}`
  ? F extends keyof ApiRoutes
    ? N extends keyof ApiRoutes[F]
      ? ApiRoutes[F][N]
      : never
    : never
  : never;

export type CallInput<C extends ApiCall> = RouteInput<RouteOfCall<C>>;
export type CallAnswer<C extends ApiCall> = RouteAnswer<RouteOfCall<C>>;
