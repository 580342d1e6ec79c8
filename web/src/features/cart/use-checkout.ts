import { paiseFromRupees, rupeesFromPaise, type CartItem, type PaymentMethodChoice } from '@voltcart/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { toast } from '../../shared/toasts/toast-store';
import { apiUrl, errorMessage } from '../../shared/api-client';
import { browser } from '../../shared/browser';
import { cartApi } from './api';
import { fetchCartItems } from './slice';

/** How long 'Redirecting to PhonePe...' shows before the browser leaves (the spec's: docs/product.md). */
const PAYMENT_REDIRECT_DELAY_MS = 1000;

/** The amount the shopper pays: sales prices times quantities, in rupees with two decimals. */
export function cartTotal(items: readonly CartItem[]): number {
  return rupeesFromPaise(items.reduce((sum, item) => sum + paiseFromRupees(item.productId.salesPrice) * item.quantity, 0));
}

const failedToInitiate = (message: string) =>
  `Failed to initiate payment: ${message}. Please ensure you're logged in and try again.`;

/**
 * Starts a payment for the cart, delivered to `addressId`: initiate, show the redirect overlay, then go to the provider's
 * page. `amount` is the total the server priced (after a coupon); the items' sum without it.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [paying, setPaying] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pay = useCallback(
    async (items: readonly CartItem[], addressId: string, amount?: number, paymentMethod: PaymentMethodChoice = 'online') => {
      setPaying(true);
      try {
        const answer = await cartApi.checkout({
          amount: amount ?? cartTotal(items),
          cartItems: items.map((item) => ({ productId: item.productId._id, quantity: item.quantity })),
          addressId,
          // The spec's client sends none (online); only cash on delivery is named.
          ...(paymentMethod === 'cod' ? { paymentMethod } : {}),
        });
        const redirectUrl = answer.redirectUrl || answer.data?.redirectUrl;
        if (!answer.success || !redirectUrl) {
          toast.error(failedToInitiate(answer.message || 'Payment initiation failed'));
          setPaying(false);
          return;
        }
        if (paymentMethod === 'cod') {
          // Placed without the provider: the order-placed page (the storefront's own) takes the emailed code; the
          // server took the bought lines off the cart.
          void dispatch(fetchCartItems());
          void navigate(new URL(redirectUrl, window.location.origin).pathname);
          return;
        }
        setRedirecting(true);
        timer.current = setTimeout(() => browser.go(apiUrl(redirectUrl)), PAYMENT_REDIRECT_DELAY_MS);
      } catch (error) {
        toast.error(failedToInitiate(errorMessage(error, 'Payment initiation failed')));
        setPaying(false);
      }
    },
    [dispatch, navigate],
  );

  return { pay, paying, redirecting };
}
