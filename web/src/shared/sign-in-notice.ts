/**
 * What the sign-in page shows above its form when a page sends the shopper there (router state), and where a
 * successful sign-in goes next (the page that asked, with the router state it wants back) instead of home.
 */
export type SignInNotice = { notice: string; returnTo?: { pathname: string; state?: unknown } };

export const isSignInNotice = (state: unknown): state is SignInNotice =>
  typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string';

/** The shop's own page to return to after signing in, if the notice names one (never another site's address). */
export function returnAfterSignIn(state: unknown): SignInNotice['returnTo'] {
  if (!isSignInNotice(state) || !state.returnTo) return undefined;
  const { pathname } = state.returnTo;
  return typeof pathname === 'string' && pathname.startsWith('/') && !pathname.startsWith('//') ? state.returnTo : undefined;
}
