import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { toast } from '../../app/toasts/toast-store';

export type AdminGate = 'checking' | 'admin' | 'signed-out' | 'not-admin';

/** The spec's texts (§5, §8) for the two ways in which someone is turned away. */
export const ACCESS_DENIED = {
  'signed-out': 'Access denied. Please log in as an admin.',
  'not-admin': 'Access denied. Admins only.',
} as const;

/**
 * For the admin's pages: waits for a running session check, then lets an admin in, or says why not and goes to /.
 * The server refuses the same calls on its own (401/403); this only keeps a visitor from a page of errors.
 * `enabled: false` stands the gate down (the admin is signing out and leaving on their own).
 */
export function useAdminGate({ enabled = true }: { enabled?: boolean } = {}): AdminGate {
  const { isAuthenticated, isLoading, user } = useAppSelector((state) => state.auth);
  const navigate = useNavigate();
  const gate: AdminGate = isLoading
    ? 'checking'
    : !isAuthenticated || !user
      ? 'signed-out'
      : user.role === 'admin'
        ? 'admin'
        : 'not-admin';

  useEffect(() => {
    if (!enabled || (gate !== 'signed-out' && gate !== 'not-admin')) return;
    toast.error(ACCESS_DENIED[gate]);
    void navigate(paths.home, { replace: true });
  }, [enabled, gate, navigate]);

  return gate;
}
