import {
  apiPaths,
  CONFIRM_EMAIL_OTHER_ACCOUNT,
  SIGN_IN_TO_CONFIRM_EMAIL,
  UNDO_LINK_INVALID,
  VERIFY_LINK_INVALID,
} from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { issueAccountToken } from './tokens';

// The second half of a change of email: its confirmation from the account's own session, the old address's
// undo link, and every step of recovery ending the links a taken-over session may have started.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const PASSWORD = 'first passphrase';
const DAY = 24 * 60 * 60 * 1000;

const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const checkAuth = (headers: Record<string, string>) => shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers });
async function signIn(email: string, password = PASSWORD): Promise<{ cookie: string }> {
  const answer = await post(apiPaths.auth.login, { email, password });
  expect(answer.statusCode, answer.body).toBe(200);
  return { cookie: `vc_session=${answer.cookies.find((cookie) => cookie.name === 'vc_session')!.value}` };
}

/** The newest queued mail of `kind` to `to`, with its one link and that link's token (carried in the fragment). */
async function lastMail(to: string, kind: string) {
  const rows = await shop.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const mail = rows.at(-1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  return { mail, link, token: link ? new URLSearchParams(new URL(link).hash.slice(1)).get('token') : null };
}

let counter = 0;
/** A shopper who asked to move to a new address: the link mailed there, and the welcome (verify) link still pending. */
async function shopperMoving(): Promise<
  SignedIn & { oldEmail: string; newEmail: string; changeToken: string; verifyToken: string }
> {
  counter += 1;
  const oldEmail = `mover-${counter}-${Date.now()}@example.com`;
  const newEmail = `moved-${counter}-${Date.now()}@example.com`;
  const shopper = await registerShopper(shop, { email: oldEmail, password: PASSWORD });
  const asked = await post(apiPaths.auth.changeEmail, { newEmail, password: PASSWORD }, shopper.headers);
  expect(asked.statusCode, asked.body).toBe(200);
  const { token: changeToken } = await lastMail(newEmail, 'email-change');
  const { token: verifyToken } = await lastMail(oldEmail, 'welcome');
  return { ...shopper, oldEmail, newEmail, changeToken: changeToken!, verifyToken: verifyToken! };
}

const confirmChange = (token: string, headers: Record<string, string> = {}) =>
  post(apiPaths.auth.verifyEmail, { token }, headers);
const emailOf = async (userId: string) =>
  (await shop.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

describe('confirming a change of email', () => {
  it('asks a request without a session to sign in, refuses another account, and keeps the link for its owner', async () => {
    const mover = await shopperMoving();
    const signedOut = await confirmChange(mover.changeToken);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ success: false, message: SIGN_IN_TO_CONFIRM_EMAIL });

    const stranger = await registerShopper(shop);
    const otherAccount = await confirmChange(mover.changeToken, stranger.headers);
    expect(otherAccount.statusCode).toBe(403);
    expect(otherAccount.json().message).toBe(CONFIRM_EMAIL_OTHER_ACCOUNT);
    expect(await emailOf(mover.user._id)).toBe(mover.oldEmail);
    expect(await emailOf(stranger.user._id)).toBe(stranger.user.email);

    const owner = await confirmChange(mover.changeToken, mover.headers);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data).toEqual({ email: mover.newEmail });
    expect((await checkAuth(mover.headers)).json().data).toMatchObject({ email: mover.newEmail, emailVerified: true });
  });

  it('tells the old address, with an undo link, and ends the reset links mailed there', async () => {
    const mover = await shopperMoving();
    const resetToken = await issueAccountToken(shop.db, { userId: mover.user._id, purpose: 'reset-password' });

    expect((await confirmChange(mover.changeToken, mover.headers)).statusCode).toBe(200);

    const { mail, link } = await lastMail(mover.oldEmail, 'email-changed');
    expect(mail).toMatchObject({ subject: 'The email of your Voltcart account was changed' });
    expect(mail!.text).toContain(mover.newEmail);
    expect(link).toMatch(/^http:\/\/shop\.test\/undo-email-change#token=[\w-]{43}$/);
    const reset = await post(apiPaths.auth.resetPassword, { token: resetToken, password: 'a brand new passphrase' });
    expect(reset.statusCode).toBe(400);
    expect((await post(apiPaths.auth.login, { email: mover.newEmail, password: 'a brand new passphrase' })).statusCode).toBe(401);
  });
});

describe('undoing a change of email', () => {
  it('moves the account back, signs every device out and ends its other links; the link works once', async () => {
    const mover = await shopperMoving();
    const phone = await signIn(mover.oldEmail);
    expect((await confirmChange(mover.changeToken, mover.headers)).statusCode).toBe(200);
    const { token: undoToken } = await lastMail(mover.oldEmail, 'email-changed');
    // Whoever moved the account asks for a reset at the new address and another move.
    const resetAtNew = await issueAccountToken(shop.db, { userId: mover.user._id, purpose: 'reset-password' });
    expect(
      (
        await post(
          apiPaths.auth.changeEmail,
          { newEmail: `further-${Date.now()}@example.com`, password: PASSWORD },
          mover.headers,
        )
      ).statusCode,
    ).toBe(200);

    const undone = await post(apiPaths.auth.undoEmailChange, { token: undoToken });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ success: true, data: { email: mover.oldEmail } });
    expect(await emailOf(mover.user._id)).toBe(mover.oldEmail);
    expect((await checkAuth(mover.headers)).statusCode).toBe(401);
    expect((await checkAuth(phone)).statusCode).toBe(401);
    expect((await post(apiPaths.auth.resetPassword, { token: resetAtNew, password: 'a brand new passphrase' })).statusCode).toBe(
      400,
    );
    const pending = await shop.db
      .selectFrom('account_tokens')
      .select('purpose')
      .where('user_id', '=', mover.user._id)
      .where('used_at', 'is', null)
      .execute();
    expect(pending).toEqual([]);

    const signedIn = await post(apiPaths.auth.login, { email: mover.oldEmail, password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.emailVerified).toBe(true);
    const again = await post(apiPaths.auth.undoEmailChange, { token: undoToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(UNDO_LINK_INVALID);
  });

  it('works for 7 days and not after', async () => {
    const shopper = await registerShopper(shop, { password: PASSWORD });
    await shop.db
      .updateTable('users')
      .set({ email: `elsewhere-${Date.now()}@example.com` })
      .where('id', '=', shopper.user._id)
      .execute();
    const lastDay = await issueAccountToken(shop.db, {
      userId: shopper.user._id,
      purpose: 'undo-email-change',
      newEmail: shopper.user.email,
      now: Date.now() - 7 * DAY + 60_000,
    });
    const tooLate = await issueAccountToken(shop.db, {
      userId: shopper.user._id,
      purpose: 'undo-email-change',
      newEmail: shopper.user.email,
      now: Date.now() - 7 * DAY - 60_000,
    });

    const late = await post(apiPaths.auth.undoEmailChange, { token: tooLate });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(UNDO_LINK_INVALID);
    expect((await post(apiPaths.auth.undoEmailChange, { token: lastDay })).statusCode).toBe(200);
    expect(await emailOf(shopper.user._id)).toBe(shopper.user.email);
  });

  it('answers 409 and keeps the link when another account has taken the old address since', async () => {
    const mover = await shopperMoving();
    expect((await confirmChange(mover.changeToken, mover.headers)).statusCode).toBe(200);
    const { token: undoToken } = await lastMail(mover.oldEmail, 'email-changed');
    const newcomer = await registerShopper(shop, { email: mover.oldEmail });
    const refused = await post(apiPaths.auth.undoEmailChange, { token: undoToken });
    expect(refused.statusCode).toBe(409);
    expect(await emailOf(mover.user._id)).toBe(mover.newEmail);
    expect(await emailOf(newcomer.user._id)).toBe(mover.oldEmail);
    expect((await checkAuth(mover.headers)).statusCode).toBe(200);
  });
});

describe('every step of recovery ends a pending change of email and verify links', () => {
  /** Follows both links signed in as the shopper, as the shopper would after the step; both must be dead. */
  async function expectLinksDead(mover: Awaited<ReturnType<typeof shopperMoving>>, headers: Record<string, string>) {
    const change = await confirmChange(mover.changeToken, headers);
    expect(change.statusCode, change.body).toBe(400);
    expect(change.json().message).toBe(VERIFY_LINK_INVALID);
    expect((await confirmChange(mover.verifyToken, headers)).statusCode).toBe(400);
    expect(await emailOf(mover.user._id)).toBe(mover.oldEmail);
  }

  it('a password reset', async () => {
    const mover = await shopperMoving();
    const resetToken = await issueAccountToken(shop.db, { userId: mover.user._id, purpose: 'reset-password' });
    expect((await post(apiPaths.auth.resetPassword, { token: resetToken, password: 'a brand new passphrase' })).statusCode).toBe(
      200,
    );
    await expectLinksDead(mover, await signIn(mover.oldEmail, 'a brand new passphrase'));
  });

  it('a change of password', async () => {
    const mover = await shopperMoving();
    const changed = await post(
      apiPaths.auth.changePassword,
      { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
      mover.headers,
    );
    expect(changed.statusCode).toBe(200);
    await expectLinksDead(mover, mover.headers);
  });

  it('signing out everywhere', async () => {
    const mover = await shopperMoving();
    expect((await post(apiPaths.auth.signOutEverywhere, undefined, mover.headers)).statusCode).toBe(200);
    await expectLinksDead(mover, await signIn(mover.oldEmail));
  });

  it('an admin disabling the account', async () => {
    const mover = await shopperMoving();
    const resetToken = await issueAccountToken(shop.db, { userId: mover.user._id, purpose: 'reset-password' });
    const admin = await signInAdmin(shop);
    const setDisabled = (disabled: boolean) =>
      shop.app.inject({
        method: 'PUT',
        url: apiPaths.auth.setUserDisabled(mover.user._id),
        headers: admin.headers,
        payload: { disabled },
      });
    expect((await setDisabled(true)).statusCode).toBe(200);
    expect((await setDisabled(false)).statusCode).toBe(200);
    await expectLinksDead(mover, await signIn(mover.oldEmail));
    expect((await post(apiPaths.auth.resetPassword, { token: resetToken, password: 'a brand new passphrase' })).statusCode).toBe(
      400,
    );
  });
});
