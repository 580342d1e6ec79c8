import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router';
import { HomePage } from '../features/catalog/pages/HomePage';
import type { ContentPageSlug } from '../features/pages/content';
import { NotFoundPage } from '../features/pages/pages/NotFoundPage';
import { paths, routePatterns } from '../shared/paths';
import { RequireAdmin, RequireUser } from './guards';
import { lazyPage, lazyPageOf, type LazyPage } from './lazy-page';
import { RootLayout } from './layout/RootLayout';
import { ShopLayout } from './layout/ShopLayout';

// Home is in the entry bundle (it is the first page most visitors see), and the small 404 page that the product and
// category pages also show (one file less for them to wait for); every other page is its own chunk, and no admin code
// reaches the shopper's bundles.
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage'));
const RegisterPage = lazyPage(() => import('../features/auth/pages/RegisterPage'));
const ForgotPasswordPage = lazyPage(() => import('../features/accounts/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('../features/accounts/pages/ResetPasswordPage'));
const VerifyEmailPage = lazyPage(() => import('../features/accounts/pages/VerifyEmailPage'));
const UndoEmailChangePage = lazyPage(() => import('../features/accounts/pages/UndoEmailChangePage'));
const ProfilePage = lazyPage(() => import('./pages/ProfileWithAddressesPage'));
const CategoriesPage = lazyPage(() => import('../features/catalog/pages/CategoriesPage'));
const CategoryPage = lazyPage(() => import('./pages/CategoryListingPage'));
const ProductDetailsPage = lazyPage(() => import('./pages/ProductDetailsPage'));
const SearchResultsPage = lazyPage(() => import('./pages/SearchResultsPage'));
const CartPage = lazyPage(() => import('./pages/CartCheckoutPage'));
const ComparePage = lazyPage(() => import('../features/compare/pages/ComparePage'));
const PaymentStatusPage = lazyPage(() => import('../features/payments/pages/PaymentStatusPage'));
const PaymentSuccessPage = lazyPage(() =>
  import('../features/payments/pages/PaymentResultPages').then((module) => ({ default: module.PaymentSuccessPage })),
);
const PaymentFailedPage = lazyPage(() =>
  import('../features/payments/pages/PaymentResultPages').then((module) => ({ default: module.PaymentFailedPage })),
);
const OrdersPage = lazyPage(() => import('../features/orders/pages/OrdersPage'));
const CodOrderPage = lazyPage(() => import('../features/cod/pages/CodOrderPage'));
const ContentPage = lazyPage(() => import('../features/pages/pages/ContentPage'));
const NewsletterConfirmPage = lazyPage(() => import('../features/newsletter/pages/NewsletterConfirmPage'));
const UnsubscribePage = lazyPage(() => import('../features/newsletter/pages/UnsubscribePage'));
// /admin and /admin/product: the admin area inside the shop frame (it picks its tab from the path).
const AdminAreaPage = lazyPage(() => import('./pages/AdminAreaWithFeaturesPage'));
// /admin-login and /admin-home: the admin's own screens, without the shopper's header and footer.
const AdminLoginPage = lazyPage(() => import('../features/admin/pages/AdminLoginPage'));
const AdminHomePage = lazyPage(() => import('./pages/AdminHomeWithFeaturesPage'));

const CONTENT_SLUGS: readonly ContentPageSlug[] = ['help', 'returns', 'shipping', 'contact', 'about', 'careers', 'blog', 'terms'];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.home,
        element: <ShopLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.verifyEmail, element: <VerifyEmailPage /> },
          { path: paths.undoEmailChange, element: <UndoEmailChangePage /> },
          { path: paths.categories, element: <CategoriesPage /> },
          { path: routePatterns.category, element: <CategoryPage /> },
          { path: routePatterns.product, element: <ProductDetailsPage /> },
          { path: routePatterns.search, element: <SearchResultsPage /> },
          { path: routePatterns.paymentStatus, element: <PaymentStatusPage /> },
          { path: routePatterns.paymentStatusByQuery, element: <PaymentStatusPage /> },
          { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
          { path: paths.paymentFailed, element: <PaymentFailedPage /> },
          ...CONTENT_SLUGS.map((slug) => ({ path: paths[slug], element: <ContentPage slug={slug} /> })),
          { path: paths.newsletterConfirm, element: <NewsletterConfirmPage /> },
          { path: paths.unsubscribe, element: <UnsubscribePage /> },
          { path: paths.compare, element: <ComparePage /> },
          {
            element: <RequireUser />,
            children: [{ path: paths.profile, element: <ProfilePage /> }],
          },
          {
            path: paths.cart,
            element: (
              <RequireUser waitingLabel="Loading your cart...">
                <CartPage />
              </RequireUser>
            ),
          },
          {
            path: paths.orders,
            element: (
              <RequireUser waitingLabel="Loading your orders...">
                <OrdersPage />
              </RequireUser>
            ),
          },
          {
            path: routePatterns.orderPlaced,
            element: (
              <RequireUser waitingLabel="Loading your order...">
                <CodOrderPage page="placed" />
              </RequireUser>
            ),
          },
          // Not behind the guard: a signed-out visitor is sent to sign in with the link's token kept (the page does it).
          { path: paths.codConfirm, element: <CodOrderPage page="confirm" /> },
          {
            element: <RequireAdmin />,
            children: [
              { path: paths.admin, element: <AdminAreaPage /> },
              { path: paths.adminProduct, element: <AdminAreaPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: paths.adminLogin, element: <AdminLoginPage /> },
      {
        path: paths.adminHome,
        element: (
          <RequireAdmin>
            <AdminHomePage />
          </RequireAdmin>
        ),
      },
    ],
  },
];

// The routes matched at the last pathname asked for: the opening page's chunk preload (main.tsx) and its first render
// share one match. react-router's matchRoutes flattens, ranks and compiles every route on each call (~40 here, a
// RegExp and two string replaces each), which its useRoutes would do again inside the first render's task.
let lastMatch: { pathname: string; matches: RouteMatch[] | null } | undefined;

/** The routes matched at `pathname` (matchRoutes), kept for the next ask of the same pathname. */
export function matchesAt(pathname: string): RouteMatch[] | null {
  if (lastMatch?.pathname !== pathname) lastMatch = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatch.matches;
}

/**
 * The shop's pages, in the router's declarative mode (inside a BrowserRouter): the data router adds ~17 KB
 * gzipped to every first load and the shop uses none of its loaders or actions. Errors: layout/RouteErrorBoundary.
 * What `useRoutes(routes)` renders at the top of the tree (no parent route, no location of its own, no relative
 * paths in the shop), from the match kept by matchesAt.
 */
export function AppRoutes() {
  return renderMatches(matchesAt(useLocation().pathname));
}

/** The lazy pages a route renders: its element's, or that of the element its guard wraps. */
function lazyPagesOf(route: RouteObject): LazyPage<object>[] {
  const element = route.element;
  const wrapped = isValidElement<{ children?: ReactNode }>(element) ? element.props.children : undefined;
  const own = [lazyPageOf(element), lazyPageOf(wrapped)].filter((page) => page !== undefined);
  return [...own, ...(route.children ?? []).flatMap(lazyPagesOf)];
}

/** Loads every page's chunk (the server renders any page at once, never suspending on its code). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(routes.flatMap(lazyPagesOf).map((page) => page.preload()));
}

/**
 * Loads the chunk of the page at `pathname` (when it has one of its own and renders it directly, not behind a guard),
 * so that the first render draws that page.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const matches = matchesAt(pathname) ?? [];
  await Promise.all(matches.map(({ route }) => lazyPageOf(route.element)?.preload()));
}
