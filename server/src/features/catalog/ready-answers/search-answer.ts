import { ProductSearchAnswer, type ProductSearchData, type ProductSearchQuery } from '@voltcart/contract';
import type { Executor } from '../../../db/engine/executor';
import type { ReadyAnswerRecipe } from './ready-answers';
import { searchProducts } from '../service';

/** How a product search is answered: its ready answer shows products and stock, serialised through the call's 200 schema. */
export function searchAnswer(db: Executor, query: ProductSearchQuery): ReadyAnswerRecipe<ProductSearchData> {
  return { shows: 'products-and-stock', schema: ProductSearchAnswer, data: (version) => searchProducts(db, query, version) };
}
