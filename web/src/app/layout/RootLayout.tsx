import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../shared/ui/Spinner';
import { Toaster } from '../toasts/Toaster';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

/** Around every page, framed or not: the notification area, the error page and the scroll reset. */
export function RootLayout() {
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
