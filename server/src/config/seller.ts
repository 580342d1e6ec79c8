import { INDIAN_STATES, type IndianState } from '@voltcart/contract';
import { ConfigError } from './error';
import { gstinProblem } from '../lib/gst/gstin';

/** Who sells: printed on every tax invoice. */
export type SellerSettings = {
  legalName: string;
  address: string;
  state: IndianState;
  gstin: string;
  /** The development demo seller (no real business): never in production. */
  isDemo: boolean;
};

/**
 * An obviously fake seller for development, so invoices render out of the box. The GSTIN has a valid format
 * and check character (the textbook placeholder PAN ABCDE1234F) but belongs to no one.
 */
export const DEMO_SELLER: Omit<SellerSettings, 'isDemo'> = {
  legalName: 'Voltcart Demo Seller — not a real business',
  address: '1 Demo Street, Koramangala, Bengaluru 560034',
  state: 'Karnataka',
  gstin: '29ABCDE1234F1ZW',
};

export const SELLER_VARIABLES = ['SHOP_LEGAL_NAME', 'SHOP_ADDRESS', 'SHOP_STATE', 'SHOP_GSTIN'] as const;

type SellerVars = Partial<Record<(typeof SELLER_VARIABLES)[number], string>>;

/**
 * The seller's legal name, address, state and GSTIN. Development falls back to the demo seller; production
 * (checked in production.ts) must set all four. The GSTIN must be well-formed, carry its check character,
 * and start with SHOP_STATE's code.
 */
export function sellerSettings(vars: SellerVars): SellerSettings {
  const legalName = vars.SHOP_LEGAL_NAME?.trim() || DEMO_SELLER.legalName;
  const address = vars.SHOP_ADDRESS?.trim() || DEMO_SELLER.address;
  const stateText = vars.SHOP_STATE?.trim() || DEMO_SELLER.state;
  const state = INDIAN_STATES.find((name) => name.toLowerCase() === stateText.toLowerCase());
  if (!state)
    throw new ConfigError(`Invalid configuration: SHOP_STATE "${stateText}" is not one of India's states or union territories`);
  const gstin = (vars.SHOP_GSTIN?.trim() || DEMO_SELLER.gstin).toUpperCase();
  const problem = gstinProblem(gstin, state);
  if (problem) throw new ConfigError(`Invalid configuration: SHOP_GSTIN ${problem}`);
  const isDemo = !vars.SHOP_LEGAL_NAME && !vars.SHOP_ADDRESS && !vars.SHOP_STATE && !vars.SHOP_GSTIN;
  return { legalName, address, state, gstin, isDemo };
}
