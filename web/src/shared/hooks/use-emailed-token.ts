import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

/**
 * A page opened by an emailed link carries the link's token in the fragment (`#token=…`: browsers send no
 * fragment to any server, nor in a Referer). Links mailed before that carry it in the query (`?token=…`), and the
 * sign-in page hands it back in router state (`{ emailedToken }`) after a page sent the shopper to sign in.
 */
export function emailedTokenIn(location: Pick<Location, 'hash' | 'search' | 'state'>): string {
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  const fromQuery = new URLSearchParams(location.search).get('token');
  const state: unknown = location.state;
  const fromState =
    typeof state === 'object' && state !== null && 'emailedToken' in state && typeof state.emailedToken === 'string'
      ? state.emailedToken
      : null;
  return (fromFragment ?? fromQuery ?? fromState ?? '').trim();
}

/** Router state that hands a page its emailed token without putting it in an address. */
export const emailedTokenState = (token: string) => ({ emailedToken: token });

/**
 * The token of the emailed link this page was opened with, read once; the address is then replaced by the bare
 * page (history.replaceState), so the token stays in no address bar, history entry or bookmark.
 */
export function useEmailedToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => emailedTokenIn(location));
  const inAddress = emailedTokenIn(location) !== '';
  const { pathname } = location;
  useEffect(() => {
    if (inAddress) void navigate({ pathname, search: '', hash: '' }, { replace: true, state: null });
  }, [inAddress, pathname, navigate]);
  return token;
}
