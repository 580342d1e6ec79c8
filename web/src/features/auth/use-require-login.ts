import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { toast } from '../../app/toasts/toast-store';

export type LoginGate = 'checking' | 'signed-in' | 'redirecting';

/**
 * For pages only a signed-in shopper may see: waits for a running session check, then either lets the page
 * render or says 'Please login to continue' and goes to /login. `enabled: false` stands the gate down
 * (the page is signing out and leaving on its own).
 */
export function useRequireLogin({ enabled = true }: { enabled?: boolean } = {}): LoginGate {
  const { isAuthenticated, isLoading } = useAppSelector((state) => state.auth);
  const navigate = useNavigate();
  const gate: LoginGate = isAuthenticated ? 'signed-in' : isLoading ? 'checking' : 'redirecting';

  useEffect(() => {
    if (!enabled || gate !== 'redirecting') return;
    toast.error('Please login to continue');
    void navigate(paths.login, { replace: true });
  }, [enabled, gate, navigate]);

  return gate;
}
