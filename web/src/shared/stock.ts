import { LOW_STOCK_THRESHOLD } from '@voltcart/contract';

export type StockLevel = 'in' | 'low' | 'out';

/** How a shopper reads a product's stock: plenty, a few left (≤ LOW_STOCK_THRESHOLD), or none. */
export const stockLevel = (stock: number): StockLevel => (stock <= 0 ? 'out' : stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in');

/** "In stock", "Only N left" or "Out of stock". */
export function stockText(stock: number): string {
  const level = stockLevel(stock);
  return level === 'out' ? 'Out of stock' : level === 'low' ? `Only ${stock} left` : 'In stock';
}

export const isOutOfStock = (stock: number) => stock <= 0;
