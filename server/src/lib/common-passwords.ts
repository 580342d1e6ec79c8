import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './errors';

/** The 10,000 most used passwords (zxcvbn's ranked list), lower-cased: the first guesses of any attacker. */
const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000).map((password) => password.toLowerCase()));

export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());

/** Refuses a new password that is on the list, with a message a person can act on. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('invalid_data', 'password: this password is one of the most common and easy to guess; please choose another');
  }
}
