/**
 * The demo shop's stock, by a product's place in the demo list: the same on every seed. Most products have a
 * shelf of 8 to 60 units; a few are sold out (0) and a few are nearly gone (1 to 5), so the storefront shows
 * every stock label and the admin's low-stock list has something in it. The first product of each category
 * (its home row's headline) always has stock.
 */
export function seedStock(index: number, positionInCategory: number): number {
  if (positionInCategory === 0) return 8 + (index % 40);
  if (index % 23 === 7) return 0;
  if (index % 17 === 11) return 1 + (index % 5);
  return 8 + ((index * 37) % 53);
}
