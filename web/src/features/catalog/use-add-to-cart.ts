import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useOpenPage } from '../../shared/hooks/use-open-page';
import { paths } from '../../shared/paths';
import { toast } from '../../shared/toasts/toast-store';
import { selectIsSignedIn } from '../auth/slice';
import { addToCart } from '../cart/slice';

/**
 * Adds a product to the cart with the spec's messages. Signed-out shoppers are sent to log in first;
 * `openCart` (Buy Now) opens the cart after a successful add.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const openPage = useOpenPage();
  const isAuthenticated = useAppSelector(selectIsSignedIn);
  const [addingId, setAddingId] = useState<string | null>(null);

  const add = useCallback(
    async (productId: string, options: { openCart?: boolean } = {}) => {
      const askToLogin = () => {
        toast.error('Please login to continue');
        openPage(paths.login);
      };
      if (!isAuthenticated) return askToLogin();
      setAddingId(productId);
      const result = await dispatch(addToCart(productId));
      setAddingId(null);
      if (addToCart.fulfilled.match(result)) {
        toast.success(result.payload.message || 'Product added to cart!');
        if (options.openCart) openPage(paths.cart);
        return;
      }
      if (result.payload?.status === 401) return askToLogin();
      toast.error(result.payload?.message || 'Failed to add product to cart.');
    },
    [dispatch, openPage, isAuthenticated],
  );

  return { add, addingId };
}
