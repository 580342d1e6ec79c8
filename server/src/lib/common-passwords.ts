import { createRequire } from 'node:module';
import { AppError } from './errors';

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

/** Refuses a new password that is on the list, with a message a person can act on. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(
      'invalid_data',
      'password: this password is one of the most common and easy to guess; please choose another',
    );
  }
}
