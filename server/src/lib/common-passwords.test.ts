import { describe, expect, it } from 'vitest';
import { assertUncommonPassword, isCommonPassword } from './common-passwords';

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

  it('refuses a common one with a message naming the field', () => {
    expect(() => assertUncommonPassword('password1')).toThrow(/^password: this password is one of the most common/);
  });
});
