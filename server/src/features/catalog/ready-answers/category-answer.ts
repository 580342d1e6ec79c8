import { ProductsAnswer, type PageQuery, type Product } from '@voltcart/contract';
import type { Executor } from '../../../db/engine/executor';
import type { ReadyAnswerRecipe } from './ready-answers';
import { listProductsByCategories } from '../service';

/**
 * How a call for the products of categories (`Mobiles,TVs`) is answered, by its route and by the home page's HTML (its
 * first row): a ready answer of products and stock. Every product of the categories (no limit) is made one at a time
 * with the shop's other whole listings.
 */
export function categoryAnswer(db: Executor, categories: string, query: PageQuery): ReadyAnswerRecipe<Product[]> {
  return {
    shows: 'products-and-stock',
    schema: ProductsAnswer,
    madeAlone: query.limit === undefined,
    data: () => listProductsByCategories(db, categories, query),
  };
}
