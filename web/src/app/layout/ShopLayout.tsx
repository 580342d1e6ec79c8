import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { VerifyEmailBanner } from '../../features/accounts/components/VerifyEmailBanner';
import { PageSpinner } from '../../shared/ui/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The shopper's frame: header, the page, footer. */
export function ShopLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <VerifyEmailBanner />
      {/* At least a screen tall, so the footer never sits in view while a page loads and then jumps (layout shift). */}
      {/* The page's h1 takes the focus after a move inside the shop (app/use-focus-on-navigation): no ring round a title. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none [&_h1:focus]:outline-none">
        {/* A page that crashes shows the error inside the frame, so the header still leads elsewhere. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
