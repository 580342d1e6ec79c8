import { toast } from './toasts/toast-store';

/** Whether both sign-in fields are filled; tells the person what is missing when not. */
export function credentialsFilled(email: string, password: string): boolean {
  if (email.trim() && password) return true;
  toast.warning('Please fill in all fields.');
  return false;
}
