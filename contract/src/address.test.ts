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
    ['pincode', '060001', 'pincode must be 6 digits and not start with 0'],
    ['pincode', '56001', 'pincode must be 6 digits and not start with 0'],
    ['phone', '5845012345', 'phone must be a 10-digit Indian mobile number'],
    ['phone', '98450123', 'phone must be a 10-digit Indian mobile number'],
    ['state', 'Bangalore', "state must be one of India's states or union territories"],
    ['fullName', '  ', 'fullName is required'],
  ])('refuses a bad %s (%s)', (field, value, message) => {
    const result = AddressBody.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
