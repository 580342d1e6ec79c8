import type { Product } from '@voltcart/contract';
import { GitCompareArrows } from 'lucide-react';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { toggleCompared, useComparedProducts } from '../compare-store';

/**
 * "Compare" on a card or a product page: collects the product for /compare, or takes it out (a toggle button). A
 * product it cannot take (a fifth, another category's) says why in a toast, which the notification area reads out.
 */
export function CompareToggle({ product, size = 'sm' }: { product: Product; size?: 'sm' | 'lg' }) {
  const compared = useComparedProducts().some((entry) => entry.id === product._id);
  return (
    <Button
      variant="secondary"
      size={size}
      aria-pressed={compared}
      aria-label={`Compare ${product.productName}`}
      title={compared ? 'Remove from the comparison' : 'Add to the comparison'}
      className="aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
      onClick={() => {
        const result = toggleCompared(product);
        if (result.outcome === 'refused') toast.error(result.message);
      }}
    >
      <GitCompareArrows className="size-4" aria-hidden />
      Compare
    </Button>
  );
}
