import { randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;

// No 0/O, 1/I/L: a code copied from paper is read back right. 31 letters × 12 places ≈ 59 bits each.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A new recovery code as shown to the admin: `abcd-efgh-jkmn`. */
export function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** A typed recovery code in the form its hash was made from: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

/** Whether typed text has the shape of a recovery code at all (saves a lookup for anything else). */
export const looksLikeRecoveryCode = (normalised: string) =>
  normalised.length === GROUPS * GROUP_LENGTH && [...normalised].every((letter) => ALPHABET.includes(letter));
