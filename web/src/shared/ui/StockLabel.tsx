import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { stockLevel, stockText } from '../stock';

const LOOK = {
  in: { icon: CircleCheck, className: 'text-green-700' },
  low: { icon: CircleAlert, className: 'text-amber-700' },
  out: { icon: CircleX, className: 'text-red-700' },
} as const;

/** The one stock line of the shop (cards, product page, cart lines): "In stock", "Only N left" or "Out of stock". */
export function StockLabel({
  stock,
  id,
  size = 'sm',
  className = '',
}: {
  stock: number;
  id?: string;
  size?: 'xs' | 'sm';
  className?: string;
}) {
  const { icon: Icon, className: tone } = LOOK[stockLevel(stock)];
  return (
    <p id={id} className={`flex items-center gap-1.5 font-medium ${size === 'xs' ? 'text-xs' : 'text-sm'} ${tone} ${className}`}>
      <Icon className={size === 'xs' ? 'size-3.5' : 'size-4'} aria-hidden />
      {stockText(stock)}
    </p>
  );
}
