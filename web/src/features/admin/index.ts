import { lazy } from 'react';

/**
 * The admin feature's whole surface for the router (kept small and stable):
 * - `AdminLoginPage` at /admin-login and `AdminHomePage` at /admin-home, both without the shop's header/footer;
 * - `AdminAreaPage` at /admin and /admin/product, inside the shop frame (it picks its tab from the path).
 * Each is a lazily loaded default export of `./pages/*`, so no admin code reaches the shopper's bundles.
 */
export const AdminLoginPage = lazy(() => import('./pages/AdminLoginPage'));
export const AdminHomePage = lazy(() => import('./pages/AdminHomePage'));
export const AdminAreaPage = lazy(() => import('./pages/AdminAreaPage'));
