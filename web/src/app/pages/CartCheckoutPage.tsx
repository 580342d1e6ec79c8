import { DeliverTo } from '../../features/addresses/components/DeliverTo';
import { CartPage } from '../../features/cart/pages/CartPage';

/** /cart — the cart with the address book's "Deliver to" above Pay; the two features meet here. */
export default function CartCheckoutPage() {
  return <CartPage delivery={<DeliverTo />} />;
}
