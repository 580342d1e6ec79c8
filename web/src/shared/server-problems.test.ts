import { describe, expect, it } from 'vitest';
import { serverProblems } from './server-problems';

describe('serverProblems', () => {
  it('places a refusal under the field it names, as sent unless told how to say it', () => {
    expect(serverProblems('pincode must be 6 digits', ['pincode', 'city'])).toEqual({ pincode: 'pincode must be 6 digits' });
    expect(
      serverProblems('code: the code is not right', ['password', 'code'], (_field, message) => message.toUpperCase()),
    ).toEqual({
      code: 'CODE: THE CODE IS NOT RIGHT',
    });
  });

  it("places a refusal under each field its answer's `fields` names, in the server's words", () => {
    const refusal = {
      message: 'Enter the full name; Enter the city',
      fields: { fullName: 'Enter the full name', city: 'Enter the city' },
    };
    expect(serverProblems(refusal, ['fullName', 'city', 'pincode'])).toEqual({
      fullName: 'Enter the full name',
      city: 'Enter the city',
    });
    // A field the form does not have is not shown under another: the message goes above the form.
    expect(
      serverProblems({ message: 'A product has at most 10 images', fields: { images: 'A product has at most 10 images' } }, [
        'productName',
      ]),
    ).toEqual({
      form: 'A product has at most 10 images',
    });
  });

  it('puts anything that names no field above the form, and does not match a field inside a longer word', () => {
    expect(serverProblems('Too many attempts', ['password'])).toEqual({ form: 'Too many attempts' });
    expect(serverProblems('passwords do not match', ['password'])).toEqual({ form: 'passwords do not match' });
  });
});
