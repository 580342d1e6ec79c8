import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminAreaPage, AdminHomePage, AdminLoginPage } from '../features/admin';
import { HomePage } from '../features/catalog/pages/HomePage';
import type { ContentPageSlug } from '../features/pages/content';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { ShopLayout } from './layout/ShopLayout';

// Home is in the entry bundle (it is the first page most visitors see); every other page is its own chunk.
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage'));
const ProfilePage = lazy(() => import('../features/auth/pages/ProfilePage'));
const CategoriesPage = lazy(() => import('../features/catalog/pages/CategoriesPage'));
const CategoryPage = lazy(() => import('../features/catalog/pages/CategoryPage'));
const ProductPage = lazy(() => import('../features/catalog/pages/ProductPage'));
const CartPage = lazy(() => import('../features/cart/pages/CartPage'));
const PaymentStatusPage = lazy(() => import('../features/payment/pages/PaymentStatusPage'));
const PaymentSuccessPage = lazy(() =>
  import('../features/payment/pages/PaymentResultPages').then((module) => ({ default: module.PaymentSuccessPage })),
);
const PaymentFailedPage = lazy(() =>
  import('../features/payment/pages/PaymentResultPages').then((module) => ({ default: module.PaymentFailedPage })),
);
const OrdersPage = lazy(() => import('../features/orders/pages/OrdersPage'));
const ContentPage = lazy(() => import('../features/pages/pages/ContentPage'));
const NotFoundPage = lazy(() => import('../features/pages/pages/NotFoundPage'));

const CONTENT_SLUGS: readonly ContentPageSlug[] = ['help', 'returns', 'shipping', 'contact', 'about', 'careers', 'blog', 'terms'];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        element: <ShopLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'categories', element: <CategoriesPage /> },
              { path: 'category/:categoryName', element: <CategoryPage /> },
              { path: 'product/:id', element: <ProductPage /> },
              { path: 'cart', element: <CartPage /> },
              { path: 'status/:merchantTransactionId', element: <PaymentStatusPage /> },
              { path: 'status', element: <PaymentStatusPage /> },
              { path: 'payment-success', element: <PaymentSuccessPage /> },
              { path: 'payment-failed', element: <PaymentFailedPage /> },
              { path: 'order', element: <OrdersPage /> },
              ...CONTENT_SLUGS.map((slug) => ({ path: slug, element: <ContentPage slug={slug} /> })),
              {
                path: 'admin',
                children: [
                  { index: true, element: <AdminAreaPage /> },
                  { path: 'product', element: <AdminAreaPage /> },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      // The admin's own screens, without the shopper's header and footer.
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '/admin-home', element: <AdminHomePage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
