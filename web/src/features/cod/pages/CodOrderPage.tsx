import CodConfirmPage from './CodConfirmPage';
import OrderPlacedPage from './OrderPlacedPage';

/**
 * Cash on delivery's two pages in one chunk (one lazy route's entry in the home bundle, not two): the order-placed page
 * with its code form, and the emailed link's page.
 */
export default function CodOrderPage({ page }: { page: 'placed' | 'confirm' }) {
  return page === 'placed' ? <OrderPlacedPage /> : <CodConfirmPage />;
}
