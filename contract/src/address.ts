import { z } from 'zod';
import { envelope, Id } from './common';
import { buyerGstinProblem, normaliseGstin } from './gstin';
import { IndianState } from './indian-states';

export { INDIAN_STATES, IndianState } from './indian-states';

/** Messages name the field in words, as its label does: a person reads them under the field or in the answer. */
const text = (label: string, blank: string, max: number) =>
  z
    .string({ message: blank })
    .trim()
    .min(1, { message: blank })
    .max(max, { message: `${label} is too long: at most ${max} characters` });

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(max, { message: `${label} is too long: at most ${max} characters` })
      .optional(),
  );

const MOBILE_BLANK = 'Enter a 10-digit mobile number';

/** A 10-digit Indian mobile number (starts 6–9); a leading +91 or 0 and spaces or dashes are accepted and dropped. */
export const IndianMobile = z
  .string({ message: MOBILE_BLANK })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .pipe(
    z
      .string()
      .min(1, { message: MOBILE_BLANK, abort: true })
      .regex(/^[6-9]\d{9}$/, { message: 'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9' }),
  );

/** A 6-digit PIN code not starting with 0. */
export const Pincode = z
  .string({ message: 'Enter the PIN code' })
  .trim()
  .min(1, { message: 'Enter the PIN code', abort: true })
  .regex(/^[1-9]\d{5}$/, { message: 'PIN code is 6 digits and does not start with 0' });

/** A business buyer's GSTIN as typed: spaces dropped, upper-cased; blank is none. Checked against the state below. */
const OptionalGstin = z.preprocess(
  (value) => (typeof value === 'string' ? (normaliseGstin(value) === '' ? undefined : normaliseGstin(value)) : value),
  z.string({ message: 'GSTIN must be text' }).max(15, { message: 'A GSTIN is 15 characters' }).optional(),
);

const deliveryAddressFields = {
  fullName: text('Full name', 'Enter the full name', 100),
  phone: IndianMobile,
  line1: text('Address line 1', 'Enter the house and street (address line 1)', 200),
  line2: optionalText('Address line 2', 200),
  landmark: optionalText('Landmark', 200),
  city: text('City', 'Enter the city', 100),
  state: IndianState,
  pincode: Pincode,
  /** A business purchase: the buyer's GSTIN and its registered business name (both or neither), for a B2B invoice. */
  gstin: OptionalGstin,
  businessName: optionalText('Business name', 200),
};

/**
 * A GSTIN must pass its format, its mod-36 check character and name the address's state in its first two digits; a
 * GSTIN needs the business name it is registered to, and a business name alone means nothing to the invoice.
 */
function checkBusinessBuyer(
  address: { gstin?: string | undefined; businessName?: string | undefined; state: IndianState },
  context: z.RefinementCtx,
): void {
  if (address.gstin) {
    const problem = buyerGstinProblem(address.gstin, address.state);
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
    if (!address.businessName)
      context.addIssue({ code: 'custom', path: ['businessName'], message: 'Enter the business name the GSTIN is registered to' });
  } else if (address.businessName) {
    context.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: 'Enter the business’s GSTIN, or leave the business name empty',
    });
  }
}

/** Where an order goes: what the address book holds and what an order keeps as its snapshot. */
export const DeliveryAddress = z.object(deliveryAddressFields).superRefine(checkBusinessBuyer);
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** POST /api/address and PUT /api/address/:id. */
export const AddressBody = z
  .object({ ...deliveryAddressFields, isDefault: z.boolean().optional() })
  .superRefine(checkBusinessBuyer);
export type AddressBody = z.infer<typeof AddressBody>;

export const Address = z.object({ ...deliveryAddressFields, _id: Id, isDefault: z.boolean(), createdAt: z.string() });
export type Address = z.infer<typeof Address>;

export const AddressAnswer = envelope(Address);
export const AddressesAnswer = envelope(z.array(Address));
