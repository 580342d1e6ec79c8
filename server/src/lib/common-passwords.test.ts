import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { assertUncommonPassword, COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('knows the most used ones, whatever their case', () => {
    for (const password of ['password', '12345678', 'qwerty123', 'iloveyou', 'Baseball', 'sunshine']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an uncommon passphrase through', () => {
    expect(isCommonPassword('volt-cart-2026')).toBe(false);
    expect(() => assertUncommonPassword('correct horse battery')).not.toThrow();
  });

  it('refuses a common one in words, under the field it is given', () => {
    expect(() => assertUncommonPassword('password1')).toThrow(COMMON_PASSWORD_MESSAGE);
    const refusal = (() => {
      try {
        assertUncommonPassword('password1', 'newPassword');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).options.fields).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
  });
});
