import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASHES_AT_ONCE, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes a burst of passwords (more than run at once), each verifying against its own hash only', async () => {
    const passwords = Array.from({ length: PASSWORD_HASHES_AT_ONCE * 3 }, (_, index) => `burst-password-${index}`);
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    expect(new Set(hashes).size).toBe(passwords.length);
    const checks = await Promise.all(
      passwords.flatMap((password, index) => [
        verifyPassword(password, hashes[index]!),
        verifyPassword(password, hashes[(index + 1) % hashes.length]!),
      ]),
    );
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
  });

  it('still hashes after a verification failed on a malformed hash', async () => {
    expect(await verifyPassword('anything', 'not-an-argon2-hash')).toBe(false);
    expect(await verifyPassword('after', await hashPassword('after'))).toBe(true);
  });
});
