import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';
import type { Guards } from '../auth';
import * as reminders from './service';

/** The admin's reminder setting and counts, and the unsubscribe call of every marketing email's link. */
export function cartReminderRoutes({
  db,
  guards,
  secret,
}: {
  db: Executor;
  guards: Guards;
  secret: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { cartReminders: table } = apiRoutes;
    const admin = { preHandler: guards.requireAdmin };
    // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058): taken in this
    // plugin's scope alone, and not read (the link's query says who).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    route(table.settings, { schema: { tags: ['admin'] }, ...admin }, async () => ok(await reminders.reminderSettings(db)));

    route(table.updateSettings, { schema: { tags: ['admin'] }, ...admin }, async (request) => {
      return ok(await reminders.setReminderHours(db, request.body.hours), 'Reminder setting saved');
    });

    route(table.unsubscribe, { schema: { tags: ['newsletter'] }, ...publicRoute }, async (request) => {
      const { email, token } = request.query;
      await reminders.unsubscribe(db, secret, email, token);
      return ok({ email, unsubscribed: true as const }, 'You are unsubscribed: no more reminders or newsletters to this address');
    });
  };
}
