import { COD_CODE_PATTERN } from '@voltcart/contract';

/** The code as typed, digits only (a pasted "123 456" or "123-456" reads as 123456), at most 6. */
export const codeDigitsOf = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

/** Why the typed code cannot be sent yet, or undefined when it can. */
export function codeProblemOf(code: string): string | undefined {
  if (code.length === 0) return 'Enter the 6-digit code from the email';
  if (!COD_CODE_PATTERN.test(code)) return 'The code has 6 digits';
  return undefined;
}
