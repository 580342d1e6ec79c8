import type { IndianState } from '@voltcart/contract';
import { GST_STATE_CODES } from './state-codes';

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity number (1–9, then A–Z),
 * 'Z', and the check character.
 */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character, from its first 14 by the published mod-36 scheme: each character's value
 * (0–9, A=10 … Z=35) times a factor alternating 1, 2 from the left; each product adds its quotient and
 * remainder by 36; the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[index] ?? '') * ((index % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not a valid one for a seller registered in `state`; undefined when it is. */
export function gstinProblem(gstin: string, state: IndianState): string | undefined {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'must be a 15-character GSTIN: state code, PAN, entity number, Z and a check character (e.g. 29ABCDE1234F1ZW)';
  }
  const { code, olderCodes = [] } = GST_STATE_CODES[state];
  const stateCode = gstin.slice(0, 2);
  if (stateCode !== code && !olderCodes.includes(stateCode)) {
    return `starts with state code ${stateCode}, but SHOP_STATE ${state} is ${code}`;
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'has a wrong check character (mistyped?)';
  return undefined;
}
