import { describe, expect, it } from 'vitest';
import { AddressBody, ProductFields } from '@voltcart/contract';
import { describeRefusal } from './validation';

const issuesOf = (
  schema: { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) => schema.safeParse(input).error?.issues ?? [];

describe('a refusal in words', () => {
  it("says the contract's words of each field once, and names no field by its key", () => {
    const refusal = describeRefusal(issuesOf(AddressBody, { fullName: ' ', phone: '', pincode: '0' }));
    expect(refusal.fields).toMatchObject({
      fullName: 'Enter the full name',
      phone: 'Enter a 10-digit mobile number',
      pincode: 'PIN code is 6 digits and does not start with 0',
    });
    expect(refusal.message).toBe(
      'Enter the full name; Enter a 10-digit mobile number; Enter the house and street (address line 1)',
    );
    expect(refusal.message).not.toMatch(/fullName|line1|pincode/);
  });

  it('puts the field in words before a message zod worded itself, or a fragment', () => {
    const refusal = describeRefusal([
      { path: ['productImage', 0], message: 'Invalid input: expected string, received number' },
      { path: ['line1'], message: 'must not contain control characters' },
    ]);
    expect(refusal.fields).toEqual({
      productImage: 'Product image: invalid input: expected string, received number',
      line1: 'Line 1: must not contain control characters',
    });
  });

  it('says the sale price above the price with the other problems of the form', () => {
    const refusal = describeRefusal(issuesOf(ProductFields, { productName: '', productPrice: '10', salesPrice: '12' }));
    expect(refusal.fields).toMatchObject({
      productName: 'Enter the product name',
      salesPrice: 'Sale price cannot be above the price',
    });
  });

  it("names a query's parameters by their keys, as the caller wrote them", () => {
    expect(describeRefusal([{ path: ['limit'], message: 'Too small: expected number to be >=1' }], { of: 'address' })).toEqual({
      message: 'limit: Too small: expected number to be >=1',
      fields: {},
    });
  });
});
