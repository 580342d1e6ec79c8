import { useAppSelector } from '../hooks';
import { selectIsSignedIn } from '../../features/auth/slice';
import { ProductPage } from '../../features/catalog/pages/ProductPage';
import { CompareLink } from '../../features/compare/components/CompareLink';
import { CompareToggle } from '../../features/compare/components/CompareToggle';
import { Discussion } from '../../features/comments/components/Discussion';
import { DeliveryCheck } from '../../features/delivery/components/DeliveryCheck';
import { NotFoundPage } from '../../features/pages/pages/NotFoundPage';
import { ProductReviews } from '../../features/reviews/components/ProductReviews';
import { NotifyMeControl } from '../../features/stock-alerts/components/NotifyMeControl';

/**
 * /product/:id — the catalogue's product with its ratings and reviews and the shoppers' discussion under it, the
 * back-in-stock alert when sold out, Compare (with the way to /compare, as on the listings that collect), and the
 * delivery check by pincode in the buy box.
 */
export default function ProductDetailsPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <>
      <ProductPage
        deliveryCheck={<DeliveryCheck signedIn={signedIn} />}
        discussion={(productId) => (
          <>
            <ProductReviews productId={productId} />
            <Discussion productId={productId} />
          </>
        )}
        notFound={<NotFoundPage />}
        compareAction={(product) => <CompareToggle product={product} />}
        soldOutAction={(product) => (
          <NotifyMeControl key={product._id} productId={product._id} productName={product.productName} />
        )}
      />
      <CompareLink />
    </>
  );
}
