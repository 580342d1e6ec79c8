import { LOW_STOCK_THRESHOLD } from '@voltcart/contract';

const units = new Intl.NumberFormat('en-IN');

/** The admin grid's stock column: the exact count, marked when low or sold out. */
export function AdminStockLine({ stock }: { stock: number }) {
  const tone = stock <= 0 ? 'text-red-700' : stock <= LOW_STOCK_THRESHOLD ? 'text-amber-700' : 'text-slate-700';
  return (
    <p className={`text-xs font-medium ${tone}`}>
      Stock: {units.format(stock)}
      {stock <= 0 ? ' · sold out' : stock <= LOW_STOCK_THRESHOLD ? ' · low' : ''}
    </p>
  );
}
