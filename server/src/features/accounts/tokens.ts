import { createHash, randomBytes } from 'node:crypto';
import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';
import type { AccountTokenRow } from '../../db/engine/schema';

export type AccountTokenPurpose = AccountTokenRow['purpose'];

const MINUTE = 60_000;

/** How long each kind of link works after it is mailed. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 60 * MINUTE,
  'reset-password': 30 * MINUTE,
  'change-email': 24 * 60 * MINUTE,
  // Mailed to the address an account just left: its owner has a week to take the account back.
  'undo-email-change': 7 * 24 * 60 * MINUTE,
};

/**
 * The links a step of recovery (a reset, a password change, signing out everywhere, an admin's disabling) ends:
 * a pending change of email or a verification a taken-over session may have started. Undo links stay: they are
 * the way back of the address the account was moved from.
 */
export const LINKS_RECOVERY_ENDS: readonly AccountTokenPurpose[] = ['change-email', 'verify-email'];

/** 256 random bits; the token is high-entropy, so a plain SHA-256 is enough to keep the stored form useless. */
const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for the user (only its hash is stored); answers the token to put in the link. */
export async function issueAccountToken(
  db: Executor,
  {
    userId,
    purpose,
    newEmail = null,
    now = Date.now(),
  }: { userId: string; purpose: AccountTokenPurpose; newEmail?: string | null; now?: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: hashAccountToken(token),
      user_id: userId,
      purpose,
      new_email: newEmail,
      expires_at: new Date(now + ACCOUNT_TOKEN_LIFETIME_MS[purpose]).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/** The token's row of one of `purposes`, used, expired or not (what a page tells its visitor of a link); undefined when none. */
export async function findAccountToken(
  db: Executor,
  token: string,
  purposes: AccountTokenPurpose[],
): Promise<AccountTokenRow | undefined> {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', hashAccountToken(token))
    .where('purpose', 'in', purposes)
    .executeTakeFirst();
}

/** The token's row while it can still be used (unused, unexpired, of one of `purposes`), without using it up. */
export async function findUsableAccountToken(
  db: Executor,
  token: string,
  purposes: AccountTokenPurpose[],
  now = nowIso(),
): Promise<AccountTokenRow | undefined> {
  const row = await findAccountToken(db, token, purposes);
  return row && row.used_at === null && row.expires_at > now ? row : undefined;
}

/**
 * Uses the token up: answers its row when it exists, has one of `purposes`, is unused and unexpired, else
 * undefined. One conditional UPDATE decides, so two requests racing with one token cannot both win.
 */
export async function consumeAccountToken(
  db: Executor,
  token: string,
  purposes: AccountTokenPurpose[],
  now = nowIso(),
): Promise<AccountTokenRow | undefined> {
  const tokenHash = hashAccountToken(token);
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('account_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Ends every unused token of that purpose, or of those purposes (a new reset link makes the older ones useless). */
export async function revokeAccountTokens(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose | readonly AccountTokenPurpose[],
  now = nowIso(),
): Promise<void> {
  const purposes = typeof purpose === 'string' ? [purpose] : [...purpose];
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

/** How many links of this purpose the user was sent since `since` (a cap on mail to one inbox). */
export async function countTokensSince(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
