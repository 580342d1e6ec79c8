import { ConfirmNewsletterAnswer, ConfirmNewsletterBody, SubscribeAnswer, SubscribeBody } from '../newsletter';
import { apiPaths } from '../paths';
import { NotifyMeAnswer, NotifyMeBody } from '../stock-alert';
import { callsOf, defineRoute } from './route';

export const newsletterCalls = callsOf('newsletter', {
  subscribe: { method: 'POST', path: apiPaths.newsletter.subscribe },
  confirm: { method: 'POST', path: apiPaths.newsletter.confirm },
});

export const newsletterRoutes = {
  subscribe: defineRoute(newsletterCalls.subscribe, { body: SubscribeBody, response: { 200: SubscribeAnswer }, errors: [429] }),
  confirm: defineRoute(newsletterCalls.confirm, {
    body: ConfirmNewsletterBody,
    response: { 200: ConfirmNewsletterAnswer },
    errors: [404, 429],
  }),
};

export const stockAlertCalls = callsOf('stockAlerts', {
  /** "Notify me" on an out-of-stock product. */
  subscribe: { method: 'POST', path: apiPaths.stockAlerts.subscribe },
});

export const stockAlertRoutes = {
  subscribe: defineRoute(stockAlertCalls.subscribe, {
    body: NotifyMeBody,
    response: { 200: NotifyMeAnswer },
    errors: [404, 422, 429],
  }),
};
