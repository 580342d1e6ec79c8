import type { Executor } from '../../db/engine/executor';
import type { TwoFactorEnrolmentRow } from '../../db/engine/schema';

export function findEnrolment(db: Executor, userId: string): Promise<TwoFactorEnrolmentRow | undefined> {
  return db.selectFrom('two_factor_enrolments').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Starts (or restarts) a pending enrolment; answers false when the admin's enrolment is already enabled. */
export async function savePendingEnrolment(db: Executor, userId: string, sealedSecret: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('two_factor_enrolments')
    .values({
      user_id: userId,
      sealed_secret: sealedSecret,
      state: 'pending',
      last_time_step: null,
      created_at: now,
      enabled_at: null,
    })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ sealed_secret: sealedSecret, last_time_step: null, created_at: now })
        .where('two_factor_enrolments.state', '=', 'pending'),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Pending → enabled with the confirming code's time step; one conditional UPDATE, so two confirmations cannot both win. */
export async function enableEnrolment(
  db: Executor,
  userId: string,
  sealedSecret: string,
  timeStep: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_enrolments')
    .set({ state: 'enabled', last_time_step: timeStep, enabled_at: now })
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .where('sealed_secret', '=', sealedSecret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a code's time step as used unless that step (or a later one) was used already: a code works once. */
export async function acceptTimeStep(db: Executor, userId: string, timeStep: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_enrolments')
    .set({ last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where('state', '=', 'enabled')
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[], now: string): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(codeHashes.map((codeHash) => ({ code_hash: codeHash, user_id: userId, used_at: null, created_at: now })))
    .execute();
}

/** Uses a recovery code up; false when it is not the user's or was used before. */
export async function useRecoveryCode(db: Executor, userId: string, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends the admin's enrolment and its recovery codes; false when two-factor sign-in was not on (another request won). */
export async function removeEnabledEnrolment(db: Executor, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('two_factor_enrolments')
    .where('user_id', '=', userId)
    .where('state', '=', 'enabled')
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  return true;
}
