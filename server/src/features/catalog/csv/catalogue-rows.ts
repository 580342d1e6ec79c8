import { rupeesFromPaise } from '@voltcart/contract';
import { sql } from 'kysely';
import type { Executor } from '../../../db/engine/executor';
import { fromJsonColumn } from '../../../db/engine/json-aggregate';
import { specificationsJson, toSpecifications, type SpecificationRow } from '../../specifications';

/** A product as the spreadsheet holds it: every column as the import compares it (prices in rupees). */
export type CatalogueRow = {
  id: string;
  sku: string;
  productName: string;
  productBrand: string;
  /** The category's name ('' for none). */
  productCategory: string;
  categoryId: string | null;
  productPrice: number;
  salesPrice: number;
  productStock: number;
  productDescription: string;
  variantGroupId: string | null;
  variantOptions: Record<string, string> | null;
  specifications: Record<string, string | number | boolean>;
  images: string[];
};

/** Every product with its stock, variant columns, specifications and images, in creation order (ids are UUIDv7s). */
export async function readCatalogue(db: Executor): Promise<CatalogueRow[]> {
  const rows = await db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.sku',
      'products.name',
      'products.brand',
      'products.category_id',
      'products.price_paise',
      'products.sales_price_paise',
      'products.stock',
      'products.description',
      'products.variant_group_id',
      'products.variant_options',
      'categories.name as category_name',
    ])
    .select(sql<SpecificationRow[] | string | null>`${specificationsJson(db)}`.as('specifications'))
    .orderBy('products.id')
    .execute();
  const images = await db
    .selectFrom('product_images')
    .select(['product_id', 'url'])
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  const imagesOf = new Map<string, string[]>();
  for (const image of images) imagesOf.set(image.product_id, [...(imagesOf.get(image.product_id) ?? []), image.url]);
  return rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    productName: row.name,
    productBrand: row.brand,
    productCategory: row.category_name ?? '',
    categoryId: row.category_id,
    productPrice: rupeesFromPaise(row.price_paise),
    salesPrice: rupeesFromPaise(row.sales_price_paise),
    productStock: Number(row.stock),
    productDescription: row.description,
    variantGroupId: row.variant_group_id,
    variantOptions: row.variant_options ? (JSON.parse(row.variant_options) as Record<string, string>) : null,
    specifications: toSpecifications(row.category_id, fromJsonColumn(row.specifications) ?? []) as CatalogueRow['specifications'],
    images: imagesOf.get(row.id) ?? [],
  }));
}
