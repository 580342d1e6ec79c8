import { describe, expect, it } from 'vitest';
import { addressFormValues, checkAddressForm, serverProblems } from './address-form';

const filled = {
  ...addressFormValues(),
  fullName: 'Asha Rao',
  phone: '+91 98765 43210',
  line1: '12, 4th Cross',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

describe('the address form', () => {
  it('answers the body the contract accepts, normalised', () => {
    expect(checkAddressForm(filled)).toEqual({
      body: {
        fullName: 'Asha Rao',
        phone: '9876543210',
        line1: '12, 4th Cross',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
        isDefault: false,
      },
    });
  });

  it('says a blank required field is required, and a wrong one what it should be', () => {
    expect(checkAddressForm(addressFormValues())).toEqual({
      problems: {
        fullName: 'fullName is required',
        phone: 'phone is required',
        line1: 'line1 is required',
        city: 'city is required',
        state: 'state is required',
        pincode: 'pincode is required',
      },
    });
    expect(checkAddressForm({ ...filled, phone: '12345', pincode: '012345' })).toEqual({
      problems: {
        phone: 'phone must be a 10-digit Indian mobile number',
        pincode: 'pincode must be 6 digits and not start with 0',
      },
    });
  });

  it("places the server's refusal under the field it names, else above the form", () => {
    expect(serverProblems('pincode must be 6 digits and not start with 0')).toEqual({
      pincode: 'pincode must be 6 digits and not start with 0',
    });
    expect(serverProblems('state: Invalid option')).toEqual({ state: 'state: Invalid option' });
    expect(serverProblems('You can keep at most 20 addresses. Delete one to add another.')).toEqual({
      form: 'You can keep at most 20 addresses. Delete one to add another.',
    });
  });
});
