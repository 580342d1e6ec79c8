import type { Product } from '@voltcart/contract';
import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { useAddToCart } from '../use-add-to-cart';

/** The shop's action on a product card. */
export function AddToCartButton({ product }: { product: Product }) {
  const { add, addingId } = useAddToCart();
  return (
    <Button
      size="sm"
      onClick={() => void add(product._id)}
      disabled={addingId === product._id}
      aria-label={`Add ${product.productName} to cart`}
    >
      <ShoppingCart className="size-4" aria-hidden />
      Add
    </Button>
  );
}
