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

  it('says in words what a blank required field needs, and what a wrong one should be', () => {
    expect(checkAddressForm(addressFormValues())).toEqual({
      problems: {
        fullName: 'Enter the full name',
        phone: 'Enter a 10-digit mobile number',
        line1: 'Enter the house and street (address line 1)',
        city: 'Enter the city',
        state: 'Choose a state or union territory',
        pincode: 'Enter the PIN code',
      },
    });
    expect(checkAddressForm({ ...filled, phone: '12345', pincode: '012345', landmark: 'x'.repeat(201) })).toEqual({
      problems: {
        phone: 'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9',
        landmark: 'Landmark is too long: at most 200 characters',
        pincode: 'PIN code is 6 digits and does not start with 0',
      },
    });
  });

  it("places the server's refusal under the fields its answer names, else above the form", () => {
    expect(
      serverProblems({
        message: 'Enter the city; Enter the PIN code',
        fields: { city: 'Enter the city', pincode: 'Enter the PIN code' },
      }),
    ).toEqual({ city: 'Enter the city', pincode: 'Enter the PIN code' });
    expect(serverProblems('pincode must be 6 digits and not start with 0')).toEqual({
      pincode: 'pincode must be 6 digits and not start with 0',
    });
    expect(serverProblems('state: Invalid option')).toEqual({ state: 'state: Invalid option' });
    expect(serverProblems('You can keep at most 20 addresses. Delete one to add another.')).toEqual({
      form: 'You can keep at most 20 addresses. Delete one to add another.',
    });
  });
});
