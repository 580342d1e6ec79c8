import { createRequire } from 'node:module';
import { fieldError } from './validation';

/** zxcvbn's ranked list of used passwords (49,233), on its own: the package's index also loads its other dictionaries. */
const RANKED_LIST = '@zxcvbn-ts/language-common/dist/passwords.json.cjs';

/** How many of the list's first (most used) passwords are refused. */
const REFUSED = 10_000;

let common: Set<string> | undefined;

/**
 * The 10,000 most used passwords, lower-cased: the first guesses of any attacker. Read at the first password set, or at
 * a production start (which checks ADMIN_PASSWORD), and the module that holds the whole list is dropped from require's
 * cache, so only these stay in memory (the package's index kept ~2.6 MB of heap in every process, from start).
 */
function commonPasswords(): Set<string> {
  if (common) return common;
  const require = createRequire(import.meta.url);
  const file = require.resolve(RANKED_LIST);
  const ranked = require(file) as string[];
  delete require.cache[file];
  common = new Set(ranked.slice(0, REFUSED).map((password) => password.toLowerCase()));
  return common;
}

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

/** What a form shows under a new password that is on the list. */
export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common and easy to guess: choose another';

/** Refuses a new password that is on the list, under the form's field `field`, with a message a person can act on. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(field, COMMON_PASSWORD_MESSAGE);
}
