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

  it('names each problem in words, as its label does', () => {
    const checked = checkPasswordForm({ ...emptyPasswordForm(), newPassword: 'short', confirmPassword: 'shorter' });
    expect(checked).toEqual({
      problems: {
        currentPassword: 'Enter your current password',
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
      problems: { newEmail: 'Enter a valid email address, like name@example.com', password: 'Enter your password' },
    });
  });
});

describe('server refusals', () => {
  it('go under the field they name, else above the form', () => {
    const wrong = {
      message: 'The current password is incorrect',
      fields: { currentPassword: 'The current password is incorrect' },
    };
    expect(serverProblems(wrong, ['currentPassword', 'newPassword'])).toEqual({
      currentPassword: 'The current password is incorrect',
    });
    expect(serverProblems('An account with this email already exists', ['newEmail', 'password'])).toEqual({
      form: 'An account with this email already exists',
    });
  });
});
