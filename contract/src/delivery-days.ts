// Plain data, no zod: the storefront, the admin area and the order emails format the promised day the same way.

/** Orders placed before this hour (India's time, on a working day) are dispatched that day; later ones the next working day. */
export const DISPATCH_CUTOFF_HOUR_IST = 14;

/** The longest a rule may promise, in days after dispatch. */
export const MAX_DELIVERY_DAYS = 30;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu, 4 Dec" for the promised day `2026-12-04` (India's calendar day, kept as YYYY-MM-DD). */
export function formatDeliveryDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Names of its own rather than toLocaleDateString: the server's and each browser's locale data differ ("Sep", "Sept").
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${weekday}, ${date} ${MONTHS[month - 1]}`;
}

/** What a shopper reads of a promised day: "Delivery by Thu, 4 Dec". */
export const deliveryByText = (day: string) => `Delivery by ${formatDeliveryDay(day)}`;

/** What a shopper reads of a pincode the shop does not serve. */
export const notServedText = (pincode: string) => `We don't deliver to ${pincode} yet`;

/** The statuses of an order still on its way to the shopper: the day it was promised is shown for these only. */
export const ON_ITS_WAY_STATUSES: readonly string[] = [
  'Payment pending',
  'Awaiting confirmation',
  'Pending',
  'Awaiting address',
  'Shipped',
];

/** "Delivery by Thu, 4 Dec" for an order on its way that was promised a day; undefined otherwise. */
export function orderDeliveryPromise(order: { status: string; deliverBy?: string | undefined }): string | undefined {
  return order.deliverBy && ON_ITS_WAY_STATUSES.includes(order.status) ? deliveryByText(order.deliverBy) : undefined;
}
