import { CATEGORIES, findCategory, MAX_PRODUCT_IMAGES, paiseFromRupees, rupeesFromPaise, type Product, type ProductFields, type UpdateProductBody } from '@voltcart/contract';
import type { AppContext } from '../../app-context';
import { nowIso, type Db } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertImage, storeUploadedImage } from '../../lib/images';
import * as repo from './repo';

export function toProduct(row: repo.ProductRow, images: string[]): Product {
  return {
    _id: row.id,
    productName: row.name,
    productPrice: rupeesFromPaise(row.price_paise),
    salesPrice: rupeesFromPaise(row.sales_price_paise),
    productDescription: row.description,
    productBrand: row.brand,
    productCategory: row.category_name ?? '',
    productImage: images,
    createdAt: row.created_at,
  };
}

/** Products by id, as the API shows them (other features populate their rows with this); missing ids are absent. */
export async function productsByIds(db: Db, ids: string[]): Promise<Map<string, Product>> {
  const unique = [...new Set(ids)];
  const [rows, images] = await Promise.all([repo.findProductsByIds(db, unique), repo.imagesOf(db, unique)]);
  return new Map(rows.map((row) => [row.id, toProduct(row, images.get(row.id) ?? [])]));
}

const categoryIdOf = (name: string | undefined) => (name ? (findCategory(name)?.id ?? null) : null);

export function createCatalogService({ db, config }: AppContext) {
  const listed = ({ rows, images }: Awaited<ReturnType<typeof repo.listProducts>>) =>
    rows.map((row) => toProduct(row, images.get(row.id) ?? []));

  async function storeImages(files: Buffer[], alreadyKept = 0): Promise<string[]> {
    if (alreadyKept + files.length > MAX_PRODUCT_IMAGES) {
      throw new AppError('invalid_data', `images: a product has at most ${MAX_PRODUCT_IMAGES} images`);
    }
    // Check every file before storing any, so a bad one leaves nothing behind.
    for (const bytes of files) await assertImage(bytes);
    const stored = [];
    for (const bytes of files) stored.push(await storeUploadedImage(bytes, config.uploadsDir, 'products'));
    return stored.map((image) => image.url);
  }

  async function getProduct(id: string): Promise<Product> {
    const product = (await productsByIds(db, [id])).get(id);
    if (!product) throw notFound('Product');
    return product;
  }

  return {
    categories: () => CATEGORIES.map(({ id, name, heading }) => ({ id, name, heading })),

    /** Products of a comma-separated list of category names or aliases; unknown names match nothing. */
    async listByCategories(list: string, page: repo.Page): Promise<Product[]> {
      const categoryIds = [...new Set(list.split(',').flatMap((name) => findCategory(name)?.id ?? []))];
      if (categoryIds.length === 0) return [];
      return listed(await repo.listProducts(db, { categoryIds }, page));
    },

    async listAll(page: repo.Page): Promise<Product[]> {
      return listed(await repo.listProducts(db, {}, page));
    },

    getProduct,
    countProducts: () => repo.countProducts(db),

    async addProduct(fields: ProductFields, files: Buffer[]): Promise<Product> {
      const imageUrls = await storeImages(files);
      const now = nowIso();
      const id = newId();
      await repo.insertProduct(
        db,
        {
          id,
          name: fields.productName,
          price_paise: paiseFromRupees(fields.productPrice),
          sales_price_paise: paiseFromRupees(fields.salesPrice ?? fields.productPrice),
          description: fields.productDescription,
          brand: fields.productBrand,
          category_id: categoryIdOf(fields.productCategory),
          created_at: now,
          updated_at: now,
        },
        imageUrls,
      );
      return getProduct(id);
    },

    /** Keeps the listed images of this product (others are dropped) and appends new files. */
    async updateProduct(id: string, body: UpdateProductBody, files: Buffer[]): Promise<Product> {
      const current = await getProduct(id);
      const kept = body.productImage ?? current.productImage;
      const foreign = kept.find((url) => !current.productImage.includes(url));
      if (foreign) throw new AppError('invalid_data', `productImage: ${foreign} is not an image of this product`);
      const added = await storeImages(files, kept.length);
      await repo.updateProduct(
        db,
        id,
        {
          name: body.productName,
          price_paise: paiseFromRupees(body.productPrice),
          sales_price_paise: paiseFromRupees(body.salesPrice ?? body.productPrice),
          description: body.productDescription,
          brand: body.productBrand,
          category_id: categoryIdOf(body.productCategory),
          updated_at: nowIso(),
        },
        [...kept, ...added],
      );
      return getProduct(id);
    },

    async deleteProduct(id: string): Promise<void> {
      if (!(await repo.deleteProduct(db, id))) throw notFound('Product');
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
