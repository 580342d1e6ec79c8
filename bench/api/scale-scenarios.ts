import { apiPaths, LISTING_PAGE_SIZE } from '@voltcart/contract';
import type { RequestSpec } from 'autocannon';

/** The deep page the bench asks for (the listing must have at least this many pages at the large catalogue). */
export const SCALE_DEEP_PAGE = 40;
/** What the narrow search types: a brand, a category and a series, as a shopper narrowing down would. */
export const SCALE_NARROW_SEARCH = 'kestrel mobiles pro';
/** A broad search: one brand's prefix, a tenth of the catalogue. */
export const SCALE_BROAD_SEARCH = 'kest';

export type ScaleScenario = { key: string; title: string; path: string; requests: RequestSpec[] };

const searchPath = (params: Record<string, string | number>) =>
  `${apiPaths.catalog.search}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

const scenario = (key: string, title: string, path: string): ScaleScenario => ({
  key,
  title,
  path,
  requests: [{ method: 'GET', path }],
});

/**
 * bench:scale's four requests: page 1 and page 40 of one listing (the whole catalogue, newest first: 42 pages
 * at 1,000 products, 4,167 at 100,000), a narrow search and a broad search, each with its total and facets.
 */
export function scaleScenarios(): ScaleScenario[] {
  return [
    scenario('page1', `listing page 1 (all products, newest, ${LISTING_PAGE_SIZE} a page)`, searchPath({ sort: 'newest' })),
    scenario(
      'page40',
      `listing page ${SCALE_DEEP_PAGE} (all products, newest)`,
      searchPath({ sort: 'newest', offset: (SCALE_DEEP_PAGE - 1) * LISTING_PAGE_SIZE }),
    ),
    scenario('narrow', `narrow search "${SCALE_NARROW_SEARCH}" (relevance)`, searchPath({ q: SCALE_NARROW_SEARCH })),
    scenario('broad', `broad search "${SCALE_BROAD_SEARCH}" (relevance)`, searchPath({ q: SCALE_BROAD_SEARCH })),
  ];
}
