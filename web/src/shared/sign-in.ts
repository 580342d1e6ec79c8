import { toast } from './toasts/toast-store';

/** What a sign-in form holds. */
export interface Credentials {
  email: string;
  password: string;
}

export const NO_CREDENTIALS: Credentials = { email: '', password: '' };

/** Whether both sign-in fields are filled; tells the person what is missing when not. */
export function credentialsFilled({ email, password }: Credentials): boolean {
  if (email.trim() && password) return true;
  toast.warning('Please fill in all fields.');
  return false;
}
