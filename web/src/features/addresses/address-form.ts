import { AddressBody, type Address } from '@voltcart/contract';
import { serverProblems as problemsNamed } from '../../shared/server-problems';

export const ADDRESS_FIELDS = ['fullName', 'phone', 'line1', 'line2', 'landmark', 'city', 'state', 'pincode'] as const;
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
    isDefault: address?.isDefault ?? false,
  };
}

/** The form checked with the contract's own schema: the body to send, or a message per field. */
export function checkAddressForm(values: AddressFormValues): { body: AddressBody } | { problems: AddressProblems } {
  const result = AddressBody.safeParse({ ...values, state: values.state || undefined });
  if (result.success) return { body: result.data };
  const problems: AddressProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField | undefined;
    if (!field || problems[field]) continue;
    // A blank required field says so, rather than what its format should be.
    const blank = field !== 'line2' && field !== 'landmark' && values[field].trim() === '';
    problems[field] = blank ? `${field} is required` : issue.message;
  }
  return { problems };
}

/** A server refusal placed under the field it names ("pincode must be…", "pincode: …"), else above the form. */
export function serverProblems(message: string): AddressProblems {
  return problemsNamed(message, ADDRESS_FIELDS);
}
