import { attributesOf, type SpecificationValue } from '@voltcart/contract';
import { DEMO_SPECIFICATIONS } from '../../server/src/db/seed/demo-specifications-data';
import { PRODUCTS } from '../../server/src/db/seed/products-data';

export type SpecificationRow = {
  product_id: string;
  attribute_key: string;
  number_value: number | null;
  text_value: string | null;
};

/**
 * Per category, each attribute's values as the demo catalogue's products of that category have them (real makers'
 * figures), so a generated product's RAM, battery or panel is one a real one has, and filters and facets see the
 * spread of values a real catalogue has.
 */
function valuePools(): Map<string, Map<string, SpecificationValue[]>> {
  const pools = new Map<string, Map<string, SpecificationValue[]>>();
  for (const product of PRODUCTS) {
    const values = DEMO_SPECIFICATIONS[product.name];
    if (!values) continue;
    const byKey = pools.get(product.category) ?? new Map<string, SpecificationValue[]>();
    pools.set(product.category, byKey);
    for (const attribute of attributesOf(product.category)) {
      const value = values[attribute.key];
      if (value !== undefined) byKey.set(attribute.key, [...(byKey.get(attribute.key) ?? []), value]);
    }
  }
  return pools;
}

/** A generated product's specification rows: for each attribute of its category, one of the demo's values (a tenth left out). */
export function specificationRowsMaker(random: () => number): (productId: string, categoryId: string) => SpecificationRow[] {
  const pools = valuePools();
  return (productId, categoryId) =>
    [...(pools.get(categoryId) ?? new Map<string, SpecificationValue[]>())].flatMap(([key, values]) => {
      if (random() < 0.1) return [];
      const value = values[Math.floor(random() * values.length)]!;
      return [
        {
          product_id: productId,
          attribute_key: key,
          number_value: typeof value === 'number' ? value : null,
          text_value: typeof value === 'number' ? null : String(value),
        },
      ];
    });
}
