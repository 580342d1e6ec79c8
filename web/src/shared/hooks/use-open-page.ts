import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

/**
 * Opens a page of the shop (an absolute path) in the app, as the router's navigate does, for components drawn
 * many times (a listing's 24 Add buttons): useNavigate costs each of them a dozen hooks and a re-render on every
 * change of address.
 */
export function useOpenPage(): (to: string) => void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback((to: string) => void navigator.push(to), [navigator]);
}
