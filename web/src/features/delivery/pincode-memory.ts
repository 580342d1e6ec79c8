/** The pincode a shopper last checked, kept for the visit (the tab's session storage), shared by the product pages. */
const KEY = 'voltcart.delivery-pincode';

export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const pincodeMemory = {
  read(): string | undefined {
    try {
      const kept = sessionStorage.getItem(KEY) ?? undefined;
      return kept && PINCODE_PATTERN.test(kept) ? kept : undefined;
    } catch {
      // Storage refused (a private window's quota, a locked-down browser): the check still works, unremembered.
      return undefined;
    }
  },
  keep(pincode: string): void {
    try {
      sessionStorage.setItem(KEY, pincode);
    } catch {
      // As above: nothing to remember it in.
    }
  },
};
