import { ProductAnswer, type Product } from '@voltcart/contract';
import { batchedLoad, PRODUCT_PAGE_BATCHES } from '../../../db/batches/batched-load';
import type { Executor } from '../../../db/engine/executor';
import { notFound } from '../../../lib/errors';
import type { AtVersion, ReadyAnswerRecipe } from './ready-answers';
import { productsAtVersion } from '../service';
import { withVariants } from '../../variants';

/** One product with the catalogue's versions it was read at; undefined for an unknown id. */
export type ProductLoader = (id: string) => Promise<AtVersion<Product> | undefined>;

/** Product pages that miss the ready answers together are read together (db/batches/batched-load.ts). */
export function productLoader(db: Executor): ProductLoader {
  return batchedLoad(async (ids) => {
    const { products: read, version } = await productsAtVersion(db, ids, { withSpecifications: true });
    // The group's members read after the versions: never older than the stamp (a newer read is made again once more).
    const products = await withVariants(db, read);
    return new Map([...products].map(([id, product]) => [id, { data: product, version: version! }]));
  }, PRODUCT_PAGE_BATCHES);
}

/**
 * How a call for one product is answered, by its route and by its page's HTML: a ready answer of the product, made
 * again after its own writes and stock changes; an unknown id throws not found. `alongside` runs with the read.
 */
export function productAnswer(productOf: ProductLoader, id: string, alongside?: () => Promise<void>): ReadyAnswerRecipe<Product> {
  return {
    shows: 'product',
    productId: id,
    schema: ProductAnswer,
    alsoStockOf: (product) => (product.variants ?? []).map((variant) => variant._id).filter((other) => other !== id),
    dataAtVersion: async () => {
      const [product] = await Promise.all([productOf(id), alongside?.()]);
      if (!product) throw notFound('Product');
      return product;
    },
  };
}
