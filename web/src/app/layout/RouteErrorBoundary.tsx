import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';

type BoundaryProps = { children: ReactNode; pathname: string };
/** The error caught, and the address it happened at. */
type BoundaryState = { failed: boolean; error?: unknown; failedAt?: string };

// The shop uses the router's declarative mode (its data router costs ~17 KB gzipped on the home page), which has
// no route `errorElement`: this boundary plays that part, and forgets the error once the shopper goes elsewhere.
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failed) return null;
    if (state.failedAt === undefined) return { ...state, failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { failed: false };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shows the error page in place of a page that crashed or whose code could not be fetched. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
