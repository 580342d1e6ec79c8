import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../../shared/ui/Spinner';
import { Toaster } from '../toasts/Toaster';

/** Around every page, framed or not: the notification area and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
