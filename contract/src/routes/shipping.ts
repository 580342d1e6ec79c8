import { ShippingWebhookAnswer, ShippingWebhookBody } from '../shipping';
import { shippingCalls } from './calls';
import { defineRoute } from './route';

export const shippingRoutes = {
  // 401: a missing or wrong signature; 404: no shipment has that AWB; 503: no SHIPPING_WEBHOOK_SECRET is configured.
  webhook: defineRoute(shippingCalls.webhook, {
    body: ShippingWebhookBody,
    response: { 200: ShippingWebhookAnswer },
    errors: [401, 404, 503],
  }),
};
