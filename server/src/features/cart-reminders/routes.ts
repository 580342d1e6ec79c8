import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';
import type { Guards } from '../auth';
import * as repo from './repo';
import { isUnsubscribeToken } from './unsubscribe-token';

async function settingsOf(db: Executor) {
  const [hours, counts] = await Promise.all([repo.reminderHours(db), repo.reminderCounts(db)]);
  return { hours, remindersSent: counts.sent, cartsRecovered: counts.recovered };
}

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

    route(table.settings, { schema: { tags: ['admin'] }, ...admin }, async () => ok(await settingsOf(db)));

    route(table.updateSettings, { schema: { tags: ['admin'] }, ...admin }, async (request) => {
      await repo.setReminderHours(db, request.body.hours);
      return ok(await settingsOf(db), 'Reminder setting saved');
    });

    route(table.unsubscribe, { schema: { tags: ['newsletter'] }, ...publicRoute }, async (request) => {
      const { email, token } = request.query;
      if (!isUnsubscribeToken(secret, email, token)) throw notFound('Unsubscribe link');
      await repo.optOut(db, email, nowIso());
      return ok({ email, unsubscribed: true as const }, 'You are unsubscribed: no more reminders or newsletters to this address');
    });
  };
}
