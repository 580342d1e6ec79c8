import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';
import { notFound } from '../../lib/errors';
import * as repo from './repo';
import { isUnsubscribeToken } from './unsubscribe-token';

/** The admin's setting with the counts the dashboard shows. */
export async function reminderSettings(db: Executor) {
  const [hours, counts] = await Promise.all([repo.reminderHours(db), repo.reminderCounts(db)]);
  return { hours, remindersSent: counts.sent, cartsRecovered: counts.recovered };
}

export async function setReminderHours(db: Executor, hours: number) {
  await repo.setReminderHours(db, hours);
  return reminderSettings(db);
}

/** Honours an unsubscribe link at once; a token that is not the address's answers 404 (a link typed wrong). */
export async function unsubscribe(db: Executor, secret: string, email: string, token: string): Promise<void> {
  if (!isUnsubscribeToken(secret, email, token)) throw notFound('Unsubscribe link');
  await repo.optOut(db, email, nowIso());
}
