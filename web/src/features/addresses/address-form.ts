import { AddressBody, type Address } from '@voltcart/contract';
import { fieldProblems } from '../../shared/field-problems';
import { serverProblems as problemsNamed, type Refusal } from '../../shared/server-problems';

export const ADDRESS_FIELDS = [
  'fullName',
  'phone',
  'line1',
  'line2',
  'landmark',
  'city',
  'state',
  'pincode',
  'gstin',
  'businessName',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFormValues = Record<AddressField, string> & { isDefault: boolean };
export type AddressProblems = Partial<Record<AddressField, string>> & { form?: string };

export function addressFormValues(address?: Address): AddressFormValues {
  return {
    fullName: address?.fullName ?? '',
    phone: address?.phone ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    pincode: address?.pincode ?? '',
    gstin: address?.gstin ?? '',
    businessName: address?.businessName ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/** The form checked with the contract's own schema: the body to send, or its words per field ("Enter the city"). */
export function checkAddressForm(values: AddressFormValues): { body: AddressBody } | { problems: AddressProblems } {
  const result = AddressBody.safeParse({ ...values, state: values.state || undefined });
  if (result.success) return { body: result.data };
  return { problems: fieldProblems(result.error.issues, ADDRESS_FIELDS) };
}

/** A server refusal placed under the fields it names, else above the form. */
export function serverProblems(refusal: string | Refusal): AddressProblems {
  return problemsNamed(refusal, ADDRESS_FIELDS);
}
