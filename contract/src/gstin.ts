import type { IndianState } from './indian-states';

/**
 * The GST state codes (the first two digits of a GSTIN, and the code printed beside the place of supply), as
 * the GST portal lists them. Andhra Pradesh registers under 37 since its split (28 is the old code) and the
 * merged Dadra and Nagar Haveli and Daman and Diu under 26 (Daman and Diu's old 25); both old codes still
 * appear on older GSTINs, so a GSTIN may carry either.
 */
export const GST_STATE_CODES: Record<IndianState, { code: string; olderCodes?: string[] }> = {
  'Jammu and Kashmir': { code: '01' },
  'Himachal Pradesh': { code: '02' },
  Punjab: { code: '03' },
  Chandigarh: { code: '04' },
  Uttarakhand: { code: '05' },
  Haryana: { code: '06' },
  Delhi: { code: '07' },
  Rajasthan: { code: '08' },
  'Uttar Pradesh': { code: '09' },
  Bihar: { code: '10' },
  Sikkim: { code: '11' },
  'Arunachal Pradesh': { code: '12' },
  Nagaland: { code: '13' },
  Manipur: { code: '14' },
  Mizoram: { code: '15' },
  Tripura: { code: '16' },
  Meghalaya: { code: '17' },
  Assam: { code: '18' },
  'West Bengal': { code: '19' },
  Jharkhand: { code: '20' },
  Odisha: { code: '21' },
  Chhattisgarh: { code: '22' },
  'Madhya Pradesh': { code: '23' },
  Gujarat: { code: '24' },
  'Dadra and Nagar Haveli and Daman and Diu': { code: '26', olderCodes: ['25'] },
  Maharashtra: { code: '27' },
  Karnataka: { code: '29' },
  Goa: { code: '30' },
  Lakshadweep: { code: '31' },
  Kerala: { code: '32' },
  'Tamil Nadu': { code: '33' },
  Puducherry: { code: '34' },
  'Andaman and Nicobar Islands': { code: '35' },
  Telangana: { code: '36' },
  'Andhra Pradesh': { code: '37', olderCodes: ['28'] },
  Ladakh: { code: '38' },
};

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity number (1–9, then A–Z),
 * 'Z', and the check character.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

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

/** Whether a GSTIN's first two digits are a code `state` registers under (its own, or an older one). */
export function gstinMatchesState(gstin: string, state: IndianState): boolean {
  const { code, olderCodes = [] } = GST_STATE_CODES[state];
  const stateCode = gstin.slice(0, 2);
  return stateCode === code || olderCodes.includes(stateCode);
}

/**
 * Why a buyer's GSTIN cannot go on an invoice to an address in `state`, in a shopper's words; undefined when it can.
 * The GSTIN is read upper-cased with its spaces dropped (as `normaliseGstin` gives it).
 */
export function buyerGstinProblem(gstin: string, state: IndianState | undefined): string | undefined {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'A GSTIN is 15 characters: 2-digit state code, PAN, entity number, Z and a check character (e.g. 29ABCDE1234F1ZW)';
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'This GSTIN’s last character does not match the rest: check it for a mistyped character';
  }
  if (state && !gstinMatchesState(gstin, state)) {
    return `This GSTIN is registered in state code ${gstin.slice(0, 2)}, but ${state} is ${GST_STATE_CODES[state].code}: use the GSTIN registered in the address’s state`;
  }
  return undefined;
}

/** A GSTIN as typed, read: spaces dropped, upper case. */
export const normaliseGstin = (value: string) => value.replace(/\s/g, '').toUpperCase();
