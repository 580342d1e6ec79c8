import { GST_STATE_CODES, type IndianState } from '@voltcart/contract';

export { GST_STATE_CODES };

/** The code printed for a state (place of supply): "29" for Karnataka. */
export const gstStateCodeOf = (state: IndianState): string => GST_STATE_CODES[state].code;
