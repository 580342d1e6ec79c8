import type { TwoFactorSetup, TwoFactorStatus, User } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../mail';
import { twoFactorOffMessage } from './two-factor-off-mail';
import { looksLikeRecoveryCode, newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import * as repo from './repo';
import { hashRecoveryCode, openSecret, sealSecret, type TwoFactorKeys } from './secret-box';

/** The name authenticator apps list the account under. */
const ISSUER = 'Voltcart';
/** One 30-second step either side of now: a phone's clock a little off still signs in. */
const CLOCK_DRIFT_SECONDS = 30;

const ALREADY_ON = 'Two-factor sign-in is already on for your account.';
const WRONG_CONFIRM_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';
export const WRONG_SIGN_IN_CODE =
  'The sign-in code is not right, or was already used. Enter the current code from your app or an unused recovery code.';

/** otplib and qrcode (about 15 MB resident together) load at the first two-factor call: most shops have few admins. */
const otp = () => import('otplib');

/** The TOTP time step a code belongs to, or undefined when it is not a current code (or one at or before `afterTimeStep`). */
async function matchedTimeStep(secret: string, code: string, afterTimeStep?: number): Promise<number | undefined> {
  const { verify } = await otp();
  const result = await verify({
    secret,
    token: code,
    epochTolerance: CLOCK_DRIFT_SECONDS,
    ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
  });
  // otplib's result type covers HOTP too; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Whether the admin's two-factor sign-in is on, its unused recovery codes, and whether the shop requires it. */
export async function status(db: Executor, userId: string, required: boolean): Promise<TwoFactorStatus> {
  const enrolment = await repo.findEnrolment(db, userId);
  const enabled = enrolment?.state === 'enabled';
  return { enabled, recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, userId) : 0, required };
}

/** A new pending secret for the admin (replacing a pending one): its otpauth URI, QR code and text form. */
export async function startEnrolment(db: Executor, keys: TwoFactorKeys, admin: User): Promise<TwoFactorSetup> {
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([otp(), import('qrcode')]);
  const secret = generateSecret();
  const saved = await repo.savePendingEnrolment(db, admin._id, sealSecret(keys, admin._id, secret), nowIso());
  if (!saved) throw new AppError('conflict', ALREADY_ON);
  const otpauthUri = generateURI({ issuer: ISSUER, label: admin.email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret };
}

/** Turns two-factor sign-in on with a first code from the app; answers the recovery codes, shown this once. */
export async function confirmEnrolment(db: Executor, keys: TwoFactorKeys, userId: string, code: string): Promise<string[]> {
  const enrolment = await repo.findEnrolment(db, userId);
  if (enrolment?.state === 'enabled') throw new AppError('conflict', ALREADY_ON);
  if (!enrolment) throw new AppError('conflict', 'Start setting up two-factor sign-in first.');
  const timeStep = await matchedTimeStep(openSecret(keys, userId, enrolment.sealed_secret), code);
  if (timeStep === undefined) throw new AppError('invalid_data', WRONG_CONFIRM_CODE);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    // The secret confirmed must be the one still pending: a setup run again meanwhile replaced it.
    if (!(await repo.enableEnrolment(trx, userId, enrolment.sealed_secret, timeStep, now)))
      throw new AppError('conflict', 'Two-factor setup changed meanwhile. Start again.');
    await repo.replaceRecoveryCodes(
      trx,
      userId,
      recoveryCodes.map((recoveryCode) => hashRecoveryCode(keys, normaliseRecoveryCode(recoveryCode))),
      now,
    );
  });
  return recoveryCodes;
}

const NOT_ON = 'Two-factor sign-in is not on for your account.';

/** Checks a second factor given to turn two-factor sign-in off: as at sign-in (a code works once), but a wrong one is a wrong field, not a failed sign-in. */
export async function checkCodeToDisable(db: Executor, keys: TwoFactorKeys, userId: string, code: string): Promise<void> {
  let outcome: SecondFactorOutcome;
  try {
    outcome = await checkSignInCode(db, keys, userId, code);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'unauthorized')
      throw new AppError('invalid_data', `code: ${WRONG_SIGN_IN_CODE}`);
    throw error;
  }
  if (outcome !== 'passed') throw new AppError('conflict', NOT_ON);
}

/** Turns two-factor sign-in off (after `checkCodeToDisable` and the password); the admin's address is told. */
export async function disable(db: Executor, admin: User): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await repo.removeEnabledEnrolment(trx, admin._id))) throw new AppError('conflict', NOT_ON);
    await enqueueMail(trx, twoFactorOffMessage({ username: admin.username, email: admin.email }));
  });
}

/** What an admin's second factor says at sign-in. */
export type SecondFactorOutcome = 'not-enrolled' | 'code-required' | 'passed';

/**
 * Checks the code given at sign-in: a current TOTP code not used before, or an unused recovery code (used up
 * here). Without two-factor sign-in on, nothing is asked. A wrong code throws `unauthorized`, so it counts
 * toward the sign-in lockout as a wrong password does.
 */
export async function checkSignInCode(
  db: Executor,
  keys: TwoFactorKeys,
  userId: string,
  code: string | undefined,
): Promise<SecondFactorOutcome> {
  const enrolment = await repo.findEnrolment(db, userId);
  if (enrolment?.state !== 'enabled') return 'not-enrolled';
  if (code === undefined) return 'code-required';
  const digits = code.replace(/\s/g, '');
  if (/^[0-9]{6}$/.test(digits)) {
    const timeStep = await matchedTimeStep(
      openSecret(keys, userId, enrolment.sealed_secret),
      digits,
      enrolment.last_time_step ?? undefined,
    );
    if (timeStep !== undefined && (await repo.acceptTimeStep(db, userId, timeStep))) return 'passed';
  } else {
    const recoveryCode = normaliseRecoveryCode(code);
    if (
      looksLikeRecoveryCode(recoveryCode) &&
      (await repo.useRecoveryCode(db, userId, hashRecoveryCode(keys, recoveryCode), nowIso()))
    )
      return 'passed';
  }
  throw new AppError('unauthorized', WRONG_SIGN_IN_CODE);
}
