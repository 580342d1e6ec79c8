import { formatRupees, type CartItem } from '@voltcart/contract';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/ui/ProductImage';
import { StockLabel } from '../../../shared/ui/StockLabel';
import { quantityChoices } from '../quantity-choices';

export function CartItemCard({
  item,
  busy,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const product = item.productId;
  const selectId = `quantity-${item._id}`;
  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0" aria-busy={busy}>
      <Link
        to={paths.product(product._id)}
        className="w-24 shrink-0 self-start rounded-lg border border-slate-200 p-1 sm:w-28"
        tabIndex={-1}
        aria-hidden
      >
        <ProductImage src={product.productImage[0]} alt="" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0 flex-1 basis-44">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{product.productBrand}</p>
            <h2 className="line-clamp-2 font-medium break-words text-slate-900">
              <Link to={paths.product(product._id)} className="hover:text-brand-700 hover:underline">
                {product.productName}
              </Link>
            </h2>
            <StockLabel stock={product.productStock} className="mt-1" />
          </div>
          <p className="shrink-0 text-right font-bold text-slate-900">
            {formatRupees(product.salesPrice * item.quantity)}
            {item.quantity > 1 && (
              <span className="block text-xs font-normal text-slate-600">{formatRupees(product.salesPrice)} each</span>
            )}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-sm text-slate-700">
              Qty
            </label>
            <select
              id={selectId}
              value={item.quantity}
              disabled={busy}
              onChange={(event) => onQuantity(Number(event.target.value))}
              aria-label={`Quantity of ${product.productName}`}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              {quantityChoices(item.quantity, product.productStock).map((quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove ${product.productName} from cart`}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:text-slate-400"
          >
            <Trash2 className="size-4" aria-hidden /> Remove
          </button>
        </div>
      </div>
    </li>
  );
}
