// The server names these calls in a page's HTML, the web app makes them; both must build the same URL.
import { apiPaths } from './paths';
import { LISTING_PAGE_SIZE } from './search';

/**
 * The id of the `<script type="application/json">` in a page's HTML that holds the web app's store state the server
 * rendered the page with (its answers to the page's first calls): the browser hydrates from the same state.
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * How many cards open a listing with their image at high priority (the first screen's, one of them its largest
 * paint); the server preloads the same images with a category page's HTML.
 */
export const LISTING_PRIORITY_CARDS = 2;

/** How many products a home row shows (its call's `limit`). */
export const HOME_ROW_SIZE = 4;

/**
 * The API calls a page makes as soon as it opens, when its address carries no filters: the server preloads them
 * with the page's HTML (`<link rel="preload" as="fetch">`), so the answer is on its way while the code loads, or
 * writes their answers into it (a category's page 1, the home page's first row, a product page's product), so the
 * first render shows them.
 */
export const firstPageCalls = {
  /** A home row: its category's first products (the home page's first row is on its first screen). */
  homeRow: (categoryName: string) => `${apiPaths.catalog.byCategory(categoryName)}?limit=${HOME_ROW_SIZE}`,
  /** `/category/<names>` without a query: page 1 of its listing, newest first (web: listing-state.ts searchApiQuery). */
  category: (categoryNames: readonly string[]) =>
    `${apiPaths.catalog.search}?${new URLSearchParams({ category: categoryNames.join(','), sort: 'newest', limit: String(LISTING_PAGE_SIZE), offset: '0' }).toString()}`,
  /**
   * `/search?q=<words>` with nothing else in the address (but `exact=1`, the words as typed): page 1 of its results
   * by relevance (`words` trimmed, not empty).
   */
  search: (words: string, exact = false) =>
    `${apiPaths.catalog.search}?${new URLSearchParams({ q: words, ...(exact ? { exact: '1' } : {}), sort: 'relevance', limit: String(LISTING_PAGE_SIZE), offset: '0' }).toString()}`,
  /** A product page: the product (written into its HTML) and its comments (preloaded). */
  product: (productId: string) => [apiPaths.catalog.productById(productId), apiPaths.comments.list(productId)] as const,
};
