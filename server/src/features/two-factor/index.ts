/**
 * The two-factor feature's public surface. It owns `two_factor_enrolments` and `two_factor_recovery_codes`.
 * For auth: `secondFactorCheck(keys)` answers whether an admin's sign-in needs, or passed, its second factor.
 */
import type { Executor } from '../../db/engine/executor';
import type { TwoFactorKeys } from './secret-box';
import { checkSignInCode } from './service';

export { twoFactorKeys, type TwoFactorKeys } from './secret-box';
export { twoFactorRoutes } from './routes';
export type { SecondFactorOutcome } from './service';

export const secondFactorCheck = (keys: TwoFactorKeys) => (db: Executor, userId: string, code: string | undefined) =>
  checkSignInCode(db, keys, userId, code);
