import { type AdminLoginBody, type LoginBody, type RegisterFields, type User, type PageQuery } from '@voltcart/contract';
import type { Config } from '../../config';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import type { SessionSecondFactor, UserRow } from '../../db/engine/schema';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertImage, storeUploadedImage } from '../../lib/images';
import type { UploadsStore } from '../../lib/uploads';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { assertUncommonPassword } from '../../lib/common-passwords';
import {
  hashSessionToken,
  LAST_SEEN_RESOLUTION_MS,
  newSessionToken,
  SESSION_LIFETIME,
  type SessionKind,
} from '../../lib/sessions';
import * as repo from './repo';
import { accessOfSession, type SessionAccess } from './session-access';
import { toUser } from './user-view';

const LOGIN_FAILED = 'Login failed: the email or password is incorrect.';
const EMAIL_TAKEN = 'An account with this email already exists';
const ACCOUNT_DISABLED = 'This account is disabled. Contact support.';
export const USE_ADMIN_SIGN_IN =
  'This is an admin account: sign in at the admin sign-in (/admin-login), where your two-factor code is asked.';

/**
 * A new session for the user; answers the token (only its hash, keyed by the session secret, is stored). The row
 * records how it was made: its kind (the shopper's sign-in or admin sign-in) and whether a second factor passed.
 */
async function startSession(
  db: Executor,
  sessionSecret: string,
  userId: string,
  kind: SessionKind,
  secondFactor: SessionSecondFactor = 'none',
): Promise<string> {
  const token = newSessionToken();
  const now = Date.now();
  await repo.insertSession(db, {
    token_hash: hashSessionToken(token, sessionSecret),
    user_id: userId,
    kind,
    second_factor: secondFactor,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + SESSION_LIFETIME[kind].absoluteMs).toISOString(),
    last_seen_at: new Date(now).toISOString(),
  });
  return token;
}

async function checkCredentials(db: Executor, credentials: LoginBody): Promise<UserRow> {
  const row = await repo.findUserByEmail(db, credentials.email);
  // Verify against a dummy hash on a miss so the answer time does not reveal which emails exist.
  const valid = await verifyPassword(credentials.password, row?.password_hash ?? (await dummyPasswordHash()));
  if (!row || !valid) throw new AppError('unauthorized', LOGIN_FAILED);
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  if (row.disabled_at) throw new AppError('not_allowed', ACCOUNT_DISABLED);
  // Hashes made with weaker parameters than today's are upgraded while the password is at hand.
  if (needsRehash(row.password_hash)) await repo.updatePasswordHash(db, row.id, await hashPassword(credentials.password));
  return row;
}

type SignedInSession = { user: User; token: string };

/** The account a registration just made, as the features that react to it (the welcome mail) need it. */
export type RegisteredUser = { id: string; email: string; username: string };

/**
 * What auth tells the rest of the shop, wired by app.ts (auth knows no feature that listens). Each is called in
 * the transaction of the change it tells of, so what a listener writes is kept with that change or neither is.
 */
export type AuthEvents = {
  /** A shopper registered (accounts queues the welcome mail with its verify link). */
  onRegistered?: (trx: Executor, user: RegisteredUser) => Promise<void>;
};

export async function register(
  db: Executor,
  sessionSecret: string,
  uploads: UploadsStore,
  fields: RegisterFields,
  avatar: Buffer | undefined,
  events: AuthEvents = {},
): Promise<SignedInSession> {
  assertUncommonPassword(fields.password);
  if (await repo.findUserByEmail(db, fields.email)) throw new AppError('conflict', EMAIL_TAKEN);
  if (avatar) await assertImage(avatar);
  const passwordHash = await hashPassword(fields.password);
  const image = avatar ? await storeUploadedImage(avatar, uploads, 'avatars') : undefined;
  const row: UserRow = {
    id: newId(),
    username: fields.username,
    email: fields.email,
    phone: fields.phone,
    password_hash: passwordHash,
    image_url: image?.url ?? '',
    role: 'user',
    created_at: nowIso(),
    email_verified_at: null,
    disabled_at: null,
  };
  try {
    // The user, what listeners write of it (the welcome mail) and the first session: all kept or none.
    const token = await inTransaction(db, async (trx) => {
      await repo.insertUser(trx, row);
      await events.onRegistered?.(trx, { id: row.id, email: row.email, username: row.username });
      return startSession(trx, sessionSecret, row.id, 'cookie');
    });
    return { user: toUser(row), token };
  } catch (error) {
    // Two registrations racing for one email: the unique index decides (read outside the failed transaction).
    if (await repo.findUserByEmail(db, fields.email)) throw new AppError('conflict', EMAIL_TAKEN);
    throw error;
  }
}

/**
 * The shopper's sign-in. An admin is sent to admin sign-in instead (said only once the password proved right), so
 * no password alone makes a session of an admin's: the admin area needs the second factor there.
 */
export async function login(db: Executor, sessionSecret: string, credentials: LoginBody): Promise<SignedInSession> {
  const row = await checkCredentials(db, credentials);
  if (row.role === 'admin') throw new AppError('not_allowed', USE_ADMIN_SIGN_IN);
  return { user: toUser(row), token: await startSession(db, sessionSecret, row.id, 'cookie') };
}

/**
 * Asks the two-factor feature (which owns the enrolments) about an admin's second factor: not enrolled, a code
 * still to give, or passed; a wrong code throws `unauthorized`.
 */
export type SecondFactorCheck = (
  db: Executor,
  userId: string,
  code: string | undefined,
) => Promise<'not-enrolled' | 'code-required' | 'passed'>;

/** An admin signed in: `enrolOnly` when the session may do nothing but turn two-factor sign-in on. */
export type AdminSignedIn = SignedInSession & { enrolOnly: boolean };

/**
 * Admins only; the token works as a cookie and as `Authorization: Bearer`. An admin with two-factor sign-in on
 * gets `twoFactorRequired` (and no session) until the body carries the code. An admin without it gets, where the
 * shop requires it (`twoFactorRequired`), a session that can only enrol. `accountLock`: the account's own lock
 * (lib/lockout), which only a right second factor passes; it is thrown for anything less.
 */
export async function adminLogin(
  db: Executor,
  sessionSecret: string,
  credentials: AdminLoginBody,
  secondFactor: SecondFactorCheck,
  { twoFactorRequired, accountLock }: { twoFactorRequired: boolean; accountLock?: AppError },
): Promise<AdminSignedIn | { twoFactorRequired: true }> {
  const row = await checkCredentials(db, credentials);
  if (row.role !== 'admin') throw new AppError('not_allowed', 'Access denied. Admins only.');
  const outcome = await secondFactor(db, row.id, credentials.code);
  if (accountLock && outcome !== 'passed') throw accountLock;
  if (outcome === 'code-required') return { twoFactorRequired: true };
  const passed = outcome === 'passed' ? 'passed' : 'none';
  const token = await startSession(db, sessionSecret, row.id, 'bearer', passed);
  return {
    user: toUser(row),
    token,
    enrolOnly: accessOfSession({ role: row.role, kind: 'bearer', secondFactor: passed }, twoFactorRequired) === 'enrol-only',
  };
}

/** After enrolling two-factor sign-in with the password and a first code: this session's second factor passed. */
export async function markSecondFactorPassed(db: Executor, sessionSecret: string, token: string): Promise<void> {
  await repo.markSecondFactorPassed(db, hashSessionToken(token, sessionSecret));
}

/** Two-factor sign-in was turned off: every session of the admin loses the second factor it passed. */
export async function withdrawSecondFactor(db: Executor, userId: string): Promise<void> {
  await repo.withdrawSecondFactor(db, userId);
}

/** A live session's user and what the session may do (session-access.ts). */
export type LiveSession = { user: User; access: SessionAccess };

/**
 * The user of a session row read before its absolute expiry (`now` ≤ its expires_at, as the read filtered), when it
 * is also used within its idle timeout: an idle one is deleted, a live one's last use written at most once a
 * minute. For the guards' read of a session (read-models/session-rows.ts) and for a route whose read joined the session row.
 */
export async function sessionOfRow(
  db: Executor,
  tokenHash: string,
  row: repo.SessionOfUser | undefined,
  twoFactorRequired: boolean,
  now: number,
): Promise<LiveSession | undefined> {
  // Disabling ends the account's sessions; this refuses one that was starting at that very moment.
  if (!row || row.session_user_disabled_at) return undefined;
  const lastSeen = Date.parse(row.session_last_seen_at ?? row.session_created_at);
  if (now - lastSeen > SESSION_LIFETIME[row.session_kind].idleMs) {
    await repo.deleteSession(db, tokenHash);
    return undefined;
  }
  if (now - lastSeen > LAST_SEEN_RESOLUTION_MS) await repo.touchSession(db, tokenHash, new Date(now).toISOString());
  const user = toUser(repo.userRowOfSession(row));
  return {
    user,
    access: accessOfSession(
      { role: user.role, kind: row.session_kind, secondFactor: row.session_second_factor },
      twoFactorRequired,
    ),
  };
}

export async function endSession(db: Executor, sessionSecret: string, token: string): Promise<void> {
  await repo.deleteSession(db, hashSessionToken(token, sessionSecret));
}

export async function listUsers(db: Executor, page: PageQuery): Promise<User[]> {
  return (await repo.listUsers(db, page)).map(toUser);
}

/** Users by id, as the API shows them (comments and admin order listings name their people); missing ids are absent. */
export async function usersByIds(db: Executor, ids: string[]): Promise<Map<string, User>> {
  const rows = await repo.findUsersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toUser(row)]));
}

export const countUsers = (db: Executor) => repo.countUsers(db);

/** Where the shop's notices to its owners go: every admin who can still sign in. */
export const adminEmails = (db: Executor) => repo.findAdminEmails(db);

export const purgeExpiredSessions = (db: Executor) => repo.deleteExpiredSessions(db, nowIso());

/** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when no user has that email yet. */
export async function ensureAdmin(
  db: Executor,
  admin: Pick<Config['admin'], 'email' | 'password'>,
): Promise<'created' | 'exists'> {
  const email = admin.email.toLowerCase();
  if (await repo.findUserByEmail(db, email)) return 'exists';
  const passwordHash = await hashPassword(admin.password);
  try {
    await repo.insertUser(db, {
      id: newId(),
      username: 'Admin',
      email,
      phone: '0000000000',
      password_hash: passwordHash,
      image_url: '',
      role: 'admin',
      created_at: nowIso(),
      email_verified_at: nowIso(),
      disabled_at: null,
    });
  } catch (error) {
    // Another process starting beside this one made it first: the unique index decides.
    if (await repo.findUserByEmail(db, email)) return 'exists';
    throw error;
  }
  return 'created';
}
