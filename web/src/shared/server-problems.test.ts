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

  it('puts anything that names no field above the form, and does not match a field inside a longer word', () => {
    expect(serverProblems('Too many attempts', ['password'])).toEqual({ form: 'Too many attempts' });
    expect(serverProblems('passwords do not match', ['password'])).toEqual({ form: 'passwords do not match' });
  });
});
