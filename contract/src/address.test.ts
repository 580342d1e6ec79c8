import { describe, expect, it } from 'vitest';
import { AddressBody, INDIAN_STATES } from './address';

const good = {
  fullName: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

describe('delivery address', () => {
  it('lists 28 states and 8 union territories', () => {
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });

  it('keeps a 10-digit mobile without its +91 and drops empty optional lines', () => {
    const parsed = AddressBody.parse(good);
    expect(parsed.phone).toBe('9845012345');
    expect(parsed.line2).toBeUndefined();
  });

  it.each([
    ['pincode', '060001', 'PIN code is 6 digits and does not start with 0'],
    ['pincode', '56001', 'PIN code is 6 digits and does not start with 0'],
    ['pincode', ' ', 'Enter the PIN code'],
    ['phone', '5845012345', 'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9'],
    ['phone', '98450123', 'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9'],
    ['phone', '', 'Enter a 10-digit mobile number'],
    ['state', 'Bangalore', 'Choose a state or union territory'],
    ['fullName', '  ', 'Enter the full name'],
  ])('refuses a bad %s (%s) in words, once', (field, value, message) => {
    const result = AddressBody.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    // A blank field is said to be blank, not also to be in the wrong format.
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
