import { RegisterFields } from '@voltcart/contract';
import { fieldProblems } from '../../shared/field-problems';

export type RegistrationFields = { username: string; email: string; phone: string; password: string };
export type RegistrationProblems = Partial<Record<keyof RegistrationFields, string>>;

/** The form's fields, in the order they show (the first with a problem gets the focus). */
export const REGISTRATION_FIELDS = ['username', 'email', 'phone', 'password'] as const;

/**
 * The sign-up rules the server applies, checked with its own schema (contract `RegisterFields`), in its words. The
 * server also refuses the most common passwords; that list is too long to send to every browser, so its refusal
 * comes back from the server and shows under the password.
 */
export function registrationProblems(fields: RegistrationFields): RegistrationProblems {
  const result = RegisterFields.safeParse(fields);
  return result.success ? {} : fieldProblems(result.error.issues, REGISTRATION_FIELDS);
}
