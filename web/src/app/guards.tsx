import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { selectIsAdmin, selectIsCheckingSession, selectIsLoggingOut, selectIsSignedIn } from '../features/auth/slice';
import { paths } from '../shared/paths';
import { toast } from '../shared/toasts/toast-store';
import { PageSpinner } from '../shared/ui/Spinner';
import { useAppSelector } from './hooks';

/** The spec's texts (docs/product.md) for the two ways in which someone is turned away from the admin's pages. */
const ACCESS_DENIED = {
  signedOut: 'Access denied. Please log in as an admin.',
  notAdmin: 'Access denied. Admins only.',
} as const;

type GuardProps = {
  /** The guarded page; the matched child route when absent. */
  children?: ReactNode;
  /** What the spinner says while a session check runs. */
  waitingLabel?: string;
};

/**
 * True from the moment this page asked to log out: the page then leaves on its own (home or the admin sign-in,
 * with its own toast), so the guard must not send it to a login page with a "please login" on the way.
 */
function useLeavingByLogout(signedIn: boolean): boolean {
  const loggingOut = useAppSelector(selectIsLoggingOut);
  const [leaving, setLeaving] = useState(false);
  if (loggingOut && !leaving) setLeaving(true);
  // A logout that failed leaves the shopper where they were, and the guard on duty again.
  if (!loggingOut && signedIn && leaving) setLeaving(false);
  return leaving;
}

/** Turns a visitor away with a message once the running session check (if any) has ended. */
function useTurnAway(message: string | null, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (message === null) return;
    toast.error(message);
    void navigate(to, { replace: true });
  }, [message, to, navigate]);
}

/** Pages only a signed-in shopper may see (profile, cart, orders). */
export function RequireUser({ children, waitingLabel }: GuardProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const checking = useAppSelector(selectIsCheckingSession);
  const leaving = useLeavingByLogout(signedIn);
  const turnedAway = !signedIn && !checking && !leaving;
  useTurnAway(turnedAway ? 'Please login to continue' : null, paths.login);

  if (signedIn || leaving) return children ?? <Outlet />;
  return <PageSpinner label={waitingLabel} />;
}

/**
 * The admin's pages. The server refuses the same calls on its own (401/403); this only keeps a visitor from a
 * page of errors.
 */
export function RequireAdmin({ children, waitingLabel }: GuardProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const checking = useAppSelector(selectIsCheckingSession);
  const leaving = useLeavingByLogout(signedIn);
  const refusal = checking || leaving || isAdmin ? null : signedIn ? ACCESS_DENIED.notAdmin : ACCESS_DENIED.signedOut;
  useTurnAway(refusal, paths.home);

  if ((isAdmin && !checking) || leaving) return children ?? <Outlet />;
  return <PageSpinner label={waitingLabel} />;
}
