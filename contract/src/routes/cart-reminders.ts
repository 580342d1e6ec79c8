import { z } from 'zod';
import { CartReminderSettingsAnswer, CartReminderSettingsBody, UnsubscribeAnswer, UnsubscribeQuery } from '../cart-reminders';
import { cartReminderCalls } from './calls';
import { defineRoute } from './route';

const adminErrors = [401, 403] as const;

export const cartReminderRoutes = {
  settings: defineRoute(cartReminderCalls.settings, { response: { 200: CartReminderSettingsAnswer }, errors: adminErrors }),
  updateSettings: defineRoute(cartReminderCalls.updateSettings, {
    body: CartReminderSettingsBody,
    response: { 200: CartReminderSettingsAnswer },
    errors: adminErrors,
  }),
  // 403 from another site's page; 404 for a token that is not the address's (a link typed wrong or made up).
  unsubscribe: defineRoute(cartReminderCalls.unsubscribe, {
    query: UnsubscribeQuery,
    // Empty, JSON, or a mail client's one-click form (`List-Unsubscribe=One-Click`, RFC 8058): nothing in it is read.
    body: z.unknown(),
    bodyKind: 'json-in-handler',
    response: { 200: UnsubscribeAnswer },
    errors: [403, 404],
  }),
};
