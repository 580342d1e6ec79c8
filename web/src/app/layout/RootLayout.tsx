import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../shared/ui/Spinner';
import { Toaster } from '../toasts/Toaster';
import { useFocusOnNavigation } from '../use-focus-on-navigation';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

/**
 * Around every page, framed or not: the notification area, the error page, the scroll reset, and focus on the new
 * page's heading after a move inside the shop.
 */
export function RootLayout() {
  useFocusOnNavigation();
  return (
    <>
      <RouteErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Toaster />
      <ScrollToTop />
    </>
  );
}
