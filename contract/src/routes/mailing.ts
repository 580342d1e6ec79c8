import { ConfirmNewsletterAnswer, ConfirmNewsletterBody, SubscribeAnswer, SubscribeBody } from '../newsletter';
import { NotifyMeAnswer, NotifyMeBody } from '../stock-alert';
import { newsletterCalls, stockAlertCalls } from './calls';
import { defineRoute } from './route';

export const newsletterRoutes = {
  subscribe: defineRoute(newsletterCalls.subscribe, { body: SubscribeBody, response: { 200: SubscribeAnswer }, errors: [429] }),
  confirm: defineRoute(newsletterCalls.confirm, {
    body: ConfirmNewsletterBody,
    response: { 200: ConfirmNewsletterAnswer },
    errors: [404, 429],
  }),
};

export const stockAlertRoutes = {
  subscribe: defineRoute(stockAlertCalls.subscribe, {
    body: NotifyMeBody,
    response: { 200: NotifyMeAnswer },
    errors: [404, 422, 429],
  }),
};
