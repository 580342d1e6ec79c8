import { ProductPage } from '../../features/catalog/pages/ProductPage';
import { Discussion } from '../../features/comments/components/Discussion';
import { NotFoundPage } from '../../features/pages/pages/NotFoundPage';

/** /product/:id — the catalogue's product with the shoppers' discussion under it; the two features meet here. */
export default function ProductDetailsPage() {
  return <ProductPage discussion={(productId) => <Discussion productId={productId} />} notFound={<NotFoundPage />} />;
}
