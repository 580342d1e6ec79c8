import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@voltcart/contract';
import { stringify } from 'csv-stringify/sync';
import type { CatalogueRow } from './catalogue-rows';

/** Between image addresses in the `images` column (no address or zip file name holds one). */
export const IMAGE_SEPARATOR = '|';

/** Keys in a stable order, so the same values always write the same JSON (and an export compares as unchanged). */
export function canonicalJson(value: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));
}

function cellsOf(product: CatalogueRow): Record<ProductCsvColumn, string> {
  return {
    sku: product.sku,
    productName: product.productName,
    productBrand: product.productBrand,
    productCategory: product.productCategory,
    productPrice: String(product.productPrice),
    salesPrice: String(product.salesPrice),
    productStock: String(product.productStock),
    productDescription: product.productDescription,
    variantGroupId: product.variantGroupId ?? '',
    variantOptions: product.variantOptions ? canonicalJson(product.variantOptions) : '',
    specifications: Object.keys(product.specifications).length > 0 ? canonicalJson(product.specifications) : '',
    images: product.images.join(IMAGE_SEPARATOR),
  };
}

/**
 * The products spreadsheet: a header of the contract's columns and one row per product. A cell a spreadsheet would
 * read as a formula (=, +, -, @ first) is written as it is: the import reads it back the same, and the file is for
 * the shop's own admin (docs/catalogue-csv.md says to open it as text).
 */
export function productsCsv(products: readonly CatalogueRow[]): string {
  return stringify(
    products.map((product) => cellsOf(product)),
    { header: true, columns: [...PRODUCT_CSV_COLUMNS], bom: true },
  );
}
