export type RegistrationFields = { username: string; email: string; phone: string; password: string };
export type RegistrationProblems = Partial<Record<keyof RegistrationFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{7,15}$/;

/** The sign-up rules the server applies too (contract `RegisterFields`), with messages a person can act on. */
export function registrationProblems(fields: RegistrationFields): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const username = fields.username.trim();
  if (!username) problems.username = 'Please enter your name.';
  else if (username.length < 2) problems.username = 'Name must be at least 2 characters.';
  const email = fields.email.trim();
  if (!email) problems.email = 'Please enter your email.';
  else if (!EMAIL.test(email)) problems.email = 'Please enter a valid email address.';
  const phone = fields.phone.trim();
  if (!phone) problems.phone = 'Please enter your phone number.';
  else if (!PHONE.test(phone)) problems.phone = 'Phone number must be 7 to 15 digits.';
  if (!fields.password) problems.password = 'Please enter a password.';
  else if (fields.password.length < 8) problems.password = 'Password must be at least 8 characters.';
  return problems;
}
