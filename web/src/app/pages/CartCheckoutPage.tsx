import { useAppSelector } from '../hooks';
import { DeliverTo } from '../../features/addresses/components/DeliverTo';
import { selectDeliveryAddress } from '../../features/addresses/slice';
import { CartPage } from '../../features/cart/pages/CartPage';
import { PaymentChoice } from '../../features/cod/components/PaymentChoice';
import { CouponBox } from '../../features/coupons/components/CouponBox';
import { useCartSummary } from '../../features/coupons/use-cart-summary';
import { DeliveryDate } from '../../features/delivery/components/DeliveryDate';

/**
 * /cart — the cart with the address book's "Deliver to" above Pay (with the day delivery promises that address), and the coupon box with the server's pricing of the
 * cart (Pay charges its total; if it cannot be read, the cart's own sum, which the server checks), and the choice of
 * paying online or cash on delivery (with the server's word on it); the features meet here.
 */
export default function CartCheckoutPage() {
  const { summary, failed } = useCartSummary();
  const pincode = useAppSelector(selectDeliveryAddress)?.pincode;
  const delivery = (
    <>
      <DeliverTo />
      <DeliveryDate pincode={pincode} />
    </>
  );
  return (
    <CartPage
      delivery={delivery}
      coupon={<CouponBox />}
      summary={failed ? undefined : summary}
      paymentChoice={(choice) => <PaymentChoice {...choice} summary={failed ? undefined : summary} />}
    />
  );
}
