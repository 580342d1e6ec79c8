import { ConfirmNewsletterAnswer, ConfirmNewsletterBody, SubscribeAnswer, SubscribeBody } from '../newsletter';
import { NotifyMeAnswer, NotifyMeBody } from '../stock-alert';
import { newsletterCalls, stockAlertCalls } from './calls';
import { formRoute } from './route';

export const newsletterRoutes = {
  subscribe: formRoute(newsletterCalls.subscribe, SubscribeBody, SubscribeAnswer),
  // An unknown, used or expired link is a 400 saying which.
  confirm: formRoute(newsletterCalls.confirm, ConfirmNewsletterBody, ConfirmNewsletterAnswer),
};

export const stockAlertRoutes = {
  // 409: the product is in stock (buy it now).
  subscribe: formRoute(stockAlertCalls.subscribe, NotifyMeBody, NotifyMeAnswer, [404, 409]),
};
