import { GST_STATE_CODES, GSTIN_PATTERN, gstinCheckCharacter, type IndianState } from '@voltcart/contract';

export { gstinCheckCharacter };

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
