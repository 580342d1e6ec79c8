import { ConfirmNewsletterAnswer, ConfirmNewsletterBody, SubscribeAnswer, SubscribeBody } from '../newsletter';
import { NotifyMeAnswer, NotifyMeBody } from '../stock-alert';
import { newsletterCalls, stockAlertCalls } from './calls';
import { defineRoute } from './route';

export const newsletterRoutes = {
  subscribe: defineRoute(newsletterCalls.subscribe, {
    body: SubscribeBody,
    response: { 200: SubscribeAnswer },
    errors: [403, 429],
  }),
  confirm: defineRoute(newsletterCalls.confirm, {
    body: ConfirmNewsletterBody,
    response: { 200: ConfirmNewsletterAnswer },
    // An unknown, used or expired link is a 400 saying which.
    errors: [403, 429],
  }),
};

export const stockAlertRoutes = {
  subscribe: defineRoute(stockAlertCalls.subscribe, {
    body: NotifyMeBody,
    response: { 200: NotifyMeAnswer },
    // 409: the product is in stock (buy it now).
    errors: [403, 404, 409, 429],
  }),
};
