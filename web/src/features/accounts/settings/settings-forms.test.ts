import { describe, expect, it } from 'vitest';
import { checkEmailForm, checkPasswordForm, emptyPasswordForm, serverProblems } from './settings-forms';

describe('the change-password form', () => {
  it('answers the body to send when every field is right, without the confirmation', () => {
    const checked = checkPasswordForm({
      currentPassword: 'old one',
      newPassword: 'a new passphrase',
      confirmPassword: 'a new passphrase',
      signOutOtherDevices: true,
    });
    expect(checked).toEqual({ body: { currentPassword: 'old one', newPassword: 'a new passphrase', signOutOtherDevices: true } });
  });

  it('names each problem by its label', () => {
    const checked = checkPasswordForm({ ...emptyPasswordForm(), newPassword: 'short', confirmPassword: 'shorter' });
    expect(checked).toEqual({
      problems: {
        currentPassword: 'Current password is required',
        newPassword: 'New password must be at least 8 characters',
        confirmPassword: 'The two new passwords do not match',
      },
    });
  });

  it('refuses a confirmation that differs even when the rest is right', () => {
    const checked = checkPasswordForm({
      currentPassword: 'old one',
      newPassword: 'a new passphrase',
      confirmPassword: 'a new passphrasE',
      signOutOtherDevices: false,
    });
    expect(checked).toEqual({ problems: { confirmPassword: 'The two new passwords do not match' } });
  });
});

describe('the change-email form', () => {
  it('lower-cases and trims the new email', () => {
    expect(checkEmailForm({ newEmail: '  Asha@Example.COM ', password: 'secret' })).toEqual({
      body: { newEmail: 'asha@example.com', password: 'secret' },
    });
  });

  it('names a malformed email and a missing password', () => {
    expect(checkEmailForm({ newEmail: 'asha', password: '' })).toEqual({
      problems: { newEmail: 'New email must be a valid email address', password: 'Password is required' },
    });
  });
});

describe('server refusals', () => {
  it('go under the field they name, else above the form', () => {
    expect(serverProblems('currentPassword: the password is incorrect', ['currentPassword', 'newPassword'])).toEqual({
      currentPassword: 'Current password: the password is incorrect',
    });
    expect(serverProblems('An account with this email already exists', ['newEmail', 'password'])).toEqual({
      form: 'An account with this email already exists',
    });
  });
});
