import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableAccount, postAdminLogin, registerShopper, signInAdmin } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const setDisabled = (id: string, disabled: boolean, headers: Record<string, string>) =>
  shop.app.inject({ method: 'PUT', url: apiPaths.auth.setUserDisabled(id), headers, payload: { disabled } });
const login = (email: string, password: string) =>
  shop.app.inject({ method: 'POST', url: apiPaths.auth.login, payload: { email, password } });

describe('an admin disabling and enabling an account', () => {
  it("ends the shopper's sessions, refuses their sign-in, shows them disabled, and enabling lets them back", async () => {
    const admin = await signInAdmin(shop);
    const shopper = await registerShopper(shop, { email: 'to-disable@example.com', password: 'first passphrase' });

    const disabled = await setDisabled(shopper.user._id, true, admin.headers);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({
      success: true,
      message: 'Account disabled',
      data: { _id: shopper.user._id, disabled: true },
    });
    const row = await shop.db
      .selectFrom('users')
      .select('disabled_at')
      .where('id', '=', shopper.user._id)
      .executeTakeFirstOrThrow();
    expect(row.disabled_at).not.toBeNull();
    expect(
      await shop.db.selectFrom('sessions').select('token_hash').where('user_id', '=', shopper.user._id).execute(),
    ).toHaveLength(0);
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: shopper.headers })).statusCode).toBe(
      401,
    );

    const refused = await login('to-disable@example.com', 'first passphrase');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is disabled. Contact support.');
    // A wrong password still says only that the sign-in failed.
    expect((await login('to-disable@example.com', 'wrong passphrase')).json().message).toContain('Login failed');

    const users = await shop.app.inject({ method: 'GET', url: apiPaths.auth.allUsers, headers: admin.headers });
    expect(users.json().data.find((user: { _id: string }) => user._id === shopper.user._id)).toMatchObject({ disabled: true });

    const enabled = await setDisabled(shopper.user._id, false, admin.headers);
    expect(enabled.json()).toMatchObject({ message: 'Account enabled', data: { disabled: false } });
    expect((await login('to-disable@example.com', 'first passphrase')).statusCode).toBe(200);
  });

  it('refuses a session that survived the disabling', async () => {
    const admin = await signInAdmin(shop);
    const shopper = await registerShopper(shop);
    // As if a sign-in finished just as the account was disabled: the row says disabled, the session is there.
    await disableAccount(shop, shopper.user._id);
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: shopper.headers })).statusCode).toBe(
      401,
    );
    expect((await setDisabled(shopper.user._id, false, admin.headers)).statusCode).toBe(200);
  });

  it('refuses a disabled admin at admin sign-in', async () => {
    const admin = await signInAdmin(shop);
    const shopper = await registerShopper(shop, { email: 'second-admin@example.com', password: 'admin passphrase' });
    await shop.db.updateTable('users').set({ role: 'admin' }).where('id', '=', shopper.user._id).execute();
    await setDisabled(shopper.user._id, true, admin.headers);
    const refused = await postAdminLogin(shop, { email: 'second-admin@example.com', password: 'admin passphrase' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is disabled. Contact support.');
  });

  it('does not let an admin disable their own account', async () => {
    const admin = await signInAdmin(shop);
    const answer = await setDisabled(admin.user._id, true, admin.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('You cannot disable your own account');
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: admin.headers })).statusCode).toBe(200);
  });

  it('answers 403 to a shopper, 401 without a session, and 404 for an unknown account', async () => {
    const admin = await signInAdmin(shop);
    const shopper = await registerShopper(shop);
    const victim = await registerShopper(shop);
    const forbidden = await setDisabled(victim.user._id, true, shopper.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Access denied. Admins only.');
    expect((await setDisabled(victim.user._id, true, {})).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: victim.headers })).statusCode).toBe(
      200,
    );
    expect((await setDisabled('0190a000-0000-7000-8000-00000000beef', true, admin.headers)).statusCode).toBe(404);
  });
});
