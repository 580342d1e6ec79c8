import { ShoppingCart } from 'lucide-react';
import type { CartSummary, PaymentMethodChoice } from '@voltcart/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { toast } from '../../../shared/toasts/toast-store';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/Button';
import { DeadEndPanel } from '../../../shared/ui/DeadEndPanel';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { CartItemCard } from '../components/CartItemCard';
import { RedirectOverlay } from '../components/RedirectOverlay';
import { OrderSummary } from '../components/OrderSummary';
import { fetchAddresses, selectAddressesStatus, selectDeliveryAddress } from '../../addresses/slice';
import { fetchCartItems, removeCartItem, updateCartItem } from '../slice';
import { cartTotal, useCheckout } from '../use-checkout';

/**
 * `delivery` is the "Deliver to" block shown above Pay (the addresses feature's, composed in app/); `coupon` the coupon box
 * and `summary` the server's pricing of the cart (the coupons feature's): null while it is being read, absent when the
 * page prices the cart itself.
 */
export function CartPage({
  delivery,
  coupon,
  summary,
  paymentChoice,
}: {
  delivery?: ReactNode;
  coupon?: ReactNode;
  summary?: CartSummary | null | undefined;
  /** How the shopper pays (online or cash on delivery: the cod feature's choice, composed in app/). */
  paymentChoice?: (choice: { method: PaymentMethodChoice; onMethod: (method: PaymentMethodChoice) => void }) => ReactNode;
}) {
  useDocumentTitle('Your cart');
  const dispatch = useAppDispatch();
  const { items, itemsStatus } = useAppSelector((state) => state.cart);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [chosenMethod, setMethod] = useState<PaymentMethodChoice>('online');
  const { pay, paying, redirecting } = useCheckout();
  const deliveryAddress = useAppSelector(selectDeliveryAddress);
  const addressesStatus = useAppSelector(selectAddressesStatus);
  // The list waits for this visit's own read: a list kept from earlier (an add on another page) would take
  // quantity changes that this read's later answer then overwrites with the old quantities.
  const [fresh, setFresh] = useState(false);

  useEffect(() => {
    void dispatch(fetchCartItems()).finally(() => setFresh(true));
    void dispatch(fetchAddresses());
  }, [dispatch]);

  if (!fresh || itemsStatus === 'idle' || itemsStatus === 'loading') return <PageSpinner label="Loading your cart..." />;

  if (itemsStatus === 'failed' && items.length === 0) {
    return (
      <StatePanel
        page
        tone="error"
        icon={ShoppingCart}
        title="Something went wrong"
        action={<Button onClick={() => void dispatch(fetchCartItems())}>Try again</Button>}
      >
        We couldn&apos;t load your cart.
      </StatePanel>
    );
  }

  if (items.length === 0) {
    return (
      <DeadEndPanel icon={ShoppingCart} title="Your cart is empty" wayOn={{ to: paths.home, label: 'Continue Shopping' }}>
        Find something you love among phones, TVs, cameras and more.
      </DeadEndPanel>
    );
  }

  const onQuantity = async (_id: string, quantity: number) => {
    setBusyId(_id);
    const result = await dispatch(updateCartItem({ _id, quantity }));
    setBusyId(null);
    if (updateCartItem.fulfilled.match(result)) toast.success('Cart updated successfully');
    // A quantity past the stock: the server's own words ('Only N left in stock').
    else toast.error(result.payload?.status === 409 ? result.payload.message : 'Failed to update cart');
  };
  const onRemove = async (_id: string) => {
    setBusyId(_id);
    const result = await dispatch(removeCartItem(_id));
    setBusyId(null);
    if (removeCartItem.fulfilled.match(result)) toast.success('Item removed from cart');
    else toast.error('Failed to delete item');
  };

  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const subtotal = cartTotal(items);
  // The server's pricing of this very cart (a quantity just changed is priced again), else none yet.
  const priced = summary && summary.subtotal === subtotal ? summary : undefined;
  // Cash on delivery only while the server offers it for this very cart (a change may withdraw it).
  const method: PaymentMethodChoice = chosenMethod === 'cod' && priced?.cod.available ? 'cod' : 'online';
  const codFee = method === 'cod' && priced ? priced.codFee : undefined;
  const payTotal = priced ? Math.round((priced.total + (codFee ?? 0)) * 100) / 100 : subtotal;
  const payBlockedBy = deliveryAddress
    ? summary !== undefined && !priced
      ? 'Working out your total...'
      : undefined
    : addressesStatus === 'failed'
      ? "We couldn't load your delivery addresses. Reload the page to try again."
      : addressesStatus === 'succeeded'
        ? 'Add a delivery address to pay.'
        : 'Loading your delivery address...';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Shopping Cart</h1>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" aria-label="Cart items">
          {items.map((item) => (
            <CartItemCard
              key={item._id}
              item={item}
              busy={busyId === item._id}
              onQuantity={(quantity) => void onQuantity(item._id, quantity)}
              onRemove={() => void onRemove(item._id)}
            />
          ))}
        </ul>
        <div className="lg:sticky lg:top-24">
          <OrderSummary
            itemCount={itemCount}
            total={subtotal}
            payTotal={payTotal}
            discount={
              priced?.couponCode && priced.discount > 0 ? { code: priced.couponCode, amount: priced.discount } : undefined
            }
            coupon={coupon}
            codFee={codFee}
            paymentChoice={paymentChoice?.({ method, onMethod: setMethod })}
            paying={paying || redirecting}
            delivery={delivery}
            payBlockedBy={payBlockedBy}
            onPay={() => deliveryAddress && void pay(items, deliveryAddress._id, payTotal, method)}
          />
        </div>
      </div>
      {redirecting && <RedirectOverlay />}
    </div>
  );
}

export default CartPage;
