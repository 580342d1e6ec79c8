import { formatRupees } from '@voltcart/contract';
import { discountPercent } from '../money';

/** Sales price in bold, the list price struck through, and the "-N%" badge when there is a discount. */
export function PriceTag({
  salesPrice,
  productPrice,
  size = 'md',
  showBadge = true,
  className = 'flex flex-wrap items-baseline gap-x-2 gap-y-1',
}: {
  salesPrice: number;
  productPrice: number;
  size?: 'md' | 'lg';
  /** Cards show the badge on the image instead. */
  showBadge?: boolean;
  /** Layout of the price line (cards stack the struck price under the sales price when narrow). */
  className?: string;
}) {
  const discount = discountPercent(productPrice, salesPrice);
  return (
    <div className={className}>
      <span data-testid="sales-price" className={`font-bold text-slate-900 ${size === 'lg' ? 'text-3xl' : 'text-base'}`}>
        <span className="sr-only">Price: </span>
        {formatRupees(salesPrice)}
      </span>
      {discount > 0 && (
        <>
          <s className={`text-slate-600 ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
            <span className="sr-only">Was </span>
            {formatRupees(productPrice)}
          </s>
          {showBadge && <DiscountBadge percent={discount} />}
        </>
      )}
    </div>
  );
}

export function DiscountBadge({ percent, className = '' }: { percent: number; className?: string }) {
  return (
    <span className={`rounded bg-offer-400 px-1.5 py-0.5 text-xs font-bold text-offer-950 ${className}`}>
      -{percent}%<span className="sr-only"> off</span>
    </span>
  );
}
