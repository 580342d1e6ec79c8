import { attributesOf, findCategory, formatRupees, formatSpecification, type Attribute, type Product } from '@voltcart/contract';

/** One row of the comparison: a label and each product's value as read, and whether they differ. */
export type CompareRow = { key: string; label: string; values: string[]; differs: boolean };

/** What a cell says when the product has no value for the attribute. */
export const NO_VALUE = '—';

const row = (key: string, label: string, values: string[]): CompareRow => ({
  key,
  label,
  values,
  differs: new Set(values).size > 1,
});

/** How the rating row reads a product's reviews: "4.3 out of 5 (12 reviews)", or that it has none. */
export function ratingText(product: Pick<Product, 'rating' | 'reviewCount'>): string {
  if (product.reviewCount === 0) return 'No reviews yet';
  return `${product.rating.toFixed(1)} out of 5 (${product.reviewCount} ${product.reviewCount === 1 ? 'review' : 'reviews'})`;
}

/** The price and rating rows, then one row per attribute of the products' category, in the category's order. */
export function compareRows(products: readonly Product[]): CompareRow[] {
  const categoryId = findCategory(products[0]?.productCategory ?? '')?.id;
  const attributes: readonly Attribute[] = attributesOf(categoryId);
  return [
    row(
      'price',
      'Price',
      products.map((product) => formatRupees(product.salesPrice)),
    ),
    row('rating', 'Rating', products.map(ratingText)),
    ...attributes.map((attribute) =>
      row(
        attribute.key,
        attribute.type === 'number' ? `${attribute.label} (${attribute.unit})` : attribute.label,
        products.map((product) => {
          const value = product.specifications?.[attribute.key];
          if (value === undefined) return NO_VALUE;
          return attribute.type === 'number' ? String(value) : formatSpecification(attribute, value);
        }),
      ),
    ),
  ];
}
