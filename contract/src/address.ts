import { z } from 'zod';
import { envelope, Id } from './common';

/** India's 28 states and 8 union territories, as a delivery address names them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export const IndianState = z.enum(INDIAN_STATES, { message: "state must be one of India's states or union territories" });
export type IndianState = z.infer<typeof IndianState>;

const text = (field: string, max: number) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} is too long` });

const optionalText = (field: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(max, { message: `${field} is too long` })
      .optional(),
  );

/** A 10-digit Indian mobile number (starts 6–9); a leading +91 or 0 and spaces or dashes are accepted and dropped. */
export const IndianMobile = z
  .string({ message: 'phone is required' })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, { message: 'phone must be a 10-digit Indian mobile number' }));

/** A 6-digit PIN code not starting with 0. */
export const Pincode = z
  .string({ message: 'pincode is required' })
  .trim()
  .regex(/^[1-9]\d{5}$/, { message: 'pincode must be 6 digits and not start with 0' });

/** Where an order goes: what the address book holds and what an order keeps as its snapshot. */
export const DeliveryAddress = z.object({
  fullName: text('fullName', 100),
  phone: IndianMobile,
  line1: text('line1', 200),
  line2: optionalText('line2', 200),
  landmark: optionalText('landmark', 200),
  city: text('city', 100),
  state: IndianState,
  pincode: Pincode,
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** POST /api/address and PUT /api/address/:id. */
export const AddressBody = DeliveryAddress.extend({ isDefault: z.boolean().optional() });
export type AddressBody = z.infer<typeof AddressBody>;

export const Address = DeliveryAddress.extend({ _id: Id, isDefault: z.boolean(), createdAt: z.string() });
export type Address = z.infer<typeof Address>;

export const AddressAnswer = envelope(Address);
export const AddressesAnswer = envelope(z.array(Address));
