import { attributesOf, findCategory, formatSpecification, type Product } from '@voltcart/contract';

/** The product's specifications in its category's order (a row per value it has); nothing when it has none. */
export function SpecificationsTable({ product }: { product: Product }) {
  const values = product.specifications ?? {};
  const rows = attributesOf(findCategory(product.productCategory)?.id).flatMap((attribute) => {
    const value = values[attribute.key];
    return value === undefined ? [] : [{ attribute, value }];
  });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="specifications-heading" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="specifications-heading" className="text-lg font-semibold text-slate-900">
        Specifications
      </h2>
      <table className="mt-3 w-full text-sm">
        <tbody>
          {rows.map(({ attribute, value }) => (
            <tr key={attribute.key} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="w-1/2 py-2 pr-4 text-left font-medium text-slate-600">
                {attribute.label}
              </th>
              <td className="py-2 text-slate-900">{formatSpecification(attribute, value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
