import { LOW_STOCK_THRESHOLD, type Product } from '@voltcart/contract';

/** Products at or below the low-stock threshold, fewest units first (then by name). */
export function lowStockProducts(products: readonly Product[]): Product[] {
  return products
    .filter((product) => product.productStock <= LOW_STOCK_THRESHOLD)
    .sort((a, b) => a.productStock - b.productStock || a.productName.localeCompare(b.productName));
}
