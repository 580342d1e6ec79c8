import type { Product } from '@voltcart/contract';
import { BellRing, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { paths } from '../../../shared/paths';
import { isOutOfStock } from '../../../shared/stock';
import { Button } from '../../../shared/ui/Button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { useAddToCart } from '../use-add-to-cart';

/**
 * The shop's action on a product card; disabled, with the reason read out, when the product is out of stock
 * (then a bell leads to the product page's "Notify me when it's back"). Focus stays on it while it adds, and the
 * notification area reads the outcome out.
 */
export function AddToCartButton({ product }: { product: Product }) {
  const { add, addingId } = useAddToCart();
  const reasonId = useId();
  const soldOut = isOutOfStock(product.productStock);
  // While it adds, the button says it is unavailable but stays enabled: a disabled button drops the keyboard's focus
  // (the browser moves it to the page), and the shopper who pressed it would start again from the top.
  const adding = addingId === product._id;
  return (
    <>
      <Button
        size="sm"
        className="aria-disabled:cursor-not-allowed aria-disabled:bg-brand-700/60"
        onClick={() => {
          if (!adding) void add(product._id);
        }}
        disabled={soldOut}
        aria-disabled={adding || undefined}
        aria-label={`Add ${product.productName} to cart`}
        aria-describedby={soldOut ? reasonId : undefined}
        title={soldOut ? 'Out of stock' : undefined}
      >
        <ShoppingCart className="size-4" aria-hidden />
        Add
      </Button>
      {soldOut && (
        <span id={reasonId} className="sr-only">
          Out of stock
        </span>
      )}
      {soldOut && (
        <ShopLink
          to={paths.productNotifyMe(product._id)}
          aria-label={`Notify me when ${product.productName} is back`}
          title="Notify me when it's back"
          className={buttonClasses('secondary', 'sm')}
        >
          <BellRing className="size-4" aria-hidden />
        </ShopLink>
      )}
    </>
  );
}
