import { apiPaths, CATEGORIES, LISTING_PAGE_SIZE, type InitiatePaymentBody } from '@voltcart/contract';
import type { RawRequest, RequestSpec } from 'autocannon';
import type { GeneratedCatalog } from './catalog-generator';
import type { Shopper } from './shoppers';

/** What the home page's rows ask for (web/src/features/catalog/category-slice.ts: HOME_ROW_SIZE). */
export const HOME_ROW_SIZE = 4;
/** The category page the benchmarks use (also in bench:pages). */
export const BENCH_CATEGORY = 'Mobiles';
/** The filter a shopper narrowing down phones sets: 8 GB of RAM or more, with 5G. */
const BENCH_SPEC_FILTER = { 'specs.ram.min': 8, 'specs.5g': 'true' };
const BENCH_SPEC_FILTER_WORDS = 'RAM ≥ 8 GB and 5G';

/** The paged listing's page size (the shop's pages ask for LISTING_PAGE_SIZE) and the deep page the bench asks for. */
export const DEEP_PAGE = 40;
/** What the search scenario types: a brand, a category and a series, as a shopper narrowing down would. */
export const BENCH_SEARCH = 'kestrel mobiles pro';
/** A broad search: one brand's prefix, a tenth of the catalogue (its work grows with the catalogue). */
export const BENCH_BROAD_SEARCH = 'kest';

export type Scenario = {
  key: string;
  title: string;
  /** How many requests make one page view (the table's pages/s = req/s ÷ this). */
  requestsPerPage: number;
  /** What autocannon cycles through on each connection; `setupRequest` makes each one concrete. */
  requests: RequestSpec[];
  /** Concrete pages (one request per entry of `requests`) whose answers give the typical answer sizes. */
  samplePages: () => RawRequest[][];
  /**
   * Requests sent once each before the warm-up, so the measured run sees a shop that has been open a while rather
   * than one just started: every product page asked for once (a 3 s warm-up alone reaches about half the catalogue,
   * and the measured run then times first visits as much as kept answers). Not sent to the ceiling, which has no cache.
   */
  primer?: () => RawRequest[];
};

export type ScenarioInputs = {
  catalog: GeneratedCatalog;
  /** Shoppers with a few items in their carts: cart view and checkout. */
  cartShoppers: Shopper[];
  /** The initiate body of each cart shopper, in the same order. */
  checkoutBodies: InitiatePaymentBody[];
  /** Shoppers whose carts the add-to-cart scenario fills. */
  addShoppers: Shopper[];
};

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const json = { 'content-type': 'application/json' };

/** Cycles through `items` across all connections, so every shopper gets an even share of the requests. */
function rotation<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

const searchPath = (params: Record<string, string | number>) =>
  `${apiPaths.catalog.search}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

const oneRequest = (key: string, title: string, path: string): Scenario => ({
  key,
  title,
  requestsPerPage: 1,
  requests: [{ method: 'GET', path }],
  samplePages: () => [[{ method: 'GET', path }]],
});

/** The shop's paged listing (GET /api/product/search): a category's first and 40th page, filtered on specifications, and searches. */
export function listingScenarios(): Scenario[] {
  return [
    oneRequest(
      'listing',
      `paged listing, page 1 (${BENCH_CATEGORY}, newest, ${LISTING_PAGE_SIZE} a page, total and facets)`,
      searchPath({ category: BENCH_CATEGORY }),
    ),
    oneRequest(
      'listing40',
      `paged listing, page ${DEEP_PAGE} (${BENCH_CATEGORY}, newest)`,
      searchPath({ category: BENCH_CATEGORY, offset: (DEEP_PAGE - 1) * LISTING_PAGE_SIZE }),
    ),
    oneRequest(
      'specs',
      `paged listing filtered on specifications (${BENCH_CATEGORY}, ${BENCH_SPEC_FILTER_WORDS}, newest, with facets)`,
      searchPath({ category: BENCH_CATEGORY, ...BENCH_SPEC_FILTER }),
    ),
    oneRequest('search', `search "${BENCH_SEARCH}", page 1 by relevance`, searchPath({ q: BENCH_SEARCH })),
    oneRequest(
      'broadsearch',
      `broad search "${BENCH_BROAD_SEARCH}" (a tenth of the catalogue), page 1 by relevance`,
      searchPath({ q: BENCH_BROAD_SEARCH }),
    ),
  ];
}

export function buildScenarios(inputs: ScenarioInputs): Scenario[] {
  const { catalog, cartShoppers, checkoutBodies, addShoppers } = inputs;
  const productIds = catalog.productIds;

  const categoryListing: Scenario = {
    key: 'category',
    title: `category listing (${BENCH_CATEGORY}, all ${catalog.productsByCategory.get('mobiles')?.length ?? 0} products, as the category page asks)`,
    requestsPerPage: 1,
    requests: [{ method: 'GET', path: apiPaths.catalog.byCategory(BENCH_CATEGORY) }],
    samplePages: () => [[{ method: 'GET', path: apiPaths.catalog.byCategory(BENCH_CATEGORY) }]],
  };

  const homeRows = CATEGORIES.map((category) => ({
    method: 'GET',
    path: `${apiPaths.catalog.byCategory(category.name)}?limit=${HOME_ROW_SIZE}`,
  }));
  const home: Scenario = {
    key: 'home',
    title: `home page: 12 category rows (?limit=${HOME_ROW_SIZE}), 12 requests per page`,
    requestsPerPage: homeRows.length,
    requests: homeRows,
    samplePages: () => [homeRows],
  };

  const productPage: Scenario = {
    key: 'product',
    title: 'product by id + its comments (random product; each page asked for once before the warm-up), 2 requests per page',
    requestsPerPage: 2,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          context.productId = pick(productIds);
          return { ...request, path: apiPaths.catalog.productById(context.productId as string) };
        },
      },
      {
        method: 'GET',
        setupRequest: (request, context) => ({ ...request, path: apiPaths.comments.list(context.productId as string) }),
      },
    ],
    primer: () =>
      productIds.flatMap((id) => [
        { method: 'GET', path: apiPaths.catalog.productById(id) },
        { method: 'GET', path: apiPaths.comments.list(id) },
      ]),
    samplePages: () =>
      Array.from({ length: 21 }, () => {
        const id = pick(productIds);
        return [
          { method: 'GET', path: apiPaths.catalog.productById(id) },
          { method: 'GET', path: apiPaths.comments.list(id) },
        ];
      }),
  };

  const nextCartShopper = rotation(cartShoppers);
  const cartView: Scenario = {
    key: 'cart',
    title: `signed-in cart view (${cartShoppers.length} shoppers, 3 items each)`,
    requestsPerPage: 1,
    requests: [
      {
        method: 'GET',
        path: apiPaths.cart.view,
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: nextCartShopper().cookie } }),
      },
    ],
    samplePages: () =>
      cartShoppers
        .slice(0, 10)
        .map((shopper) => [{ method: 'GET', path: apiPaths.cart.view, headers: { cookie: shopper.cookie } }]),
  };

  const nextAddShopper = rotation(addShoppers);
  const addRequest = (shopper: Shopper): RawRequest => ({
    method: 'POST',
    path: apiPaths.cart.add,
    headers: { ...json, cookie: shopper.cookie },
    body: JSON.stringify({ productId: pick(productIds) }),
  });
  const addToCart: Scenario = {
    key: 'add',
    title: `add to cart (random product of ${productIds.length.toLocaleString('en-US')}, ${addShoppers.length} shoppers)`,
    requestsPerPage: 1,
    requests: [
      { method: 'POST', path: apiPaths.cart.add, setupRequest: (request) => ({ ...request, ...addRequest(nextAddShopper()) }) },
    ],
    samplePages: () => addShoppers.slice(0, 10).map((shopper) => [addRequest(shopper)]),
  };

  const checkouts = cartShoppers.map((shopper, index) => ({ shopper, body: JSON.stringify(checkoutBodies[index]) }));
  const nextCheckout = rotation(checkouts);
  const initiateRequest = ({ shopper, body }: (typeof checkouts)[number]): RawRequest => ({
    method: 'POST',
    path: apiPaths.payment.initiate,
    headers: { ...json, cookie: shopper.cookie },
    body,
  });
  const checkout: Scenario = {
    key: 'checkout',
    title: `checkout initiate, sandbox provider (${cartShoppers.length} shoppers, each cart's exact amount)`,
    requestsPerPage: 1,
    requests: [
      {
        method: 'POST',
        path: apiPaths.payment.initiate,
        setupRequest: (request) => ({ ...request, ...initiateRequest(nextCheckout()) }),
      },
    ],
    samplePages: () => checkouts.slice(0, 5).map((one) => [initiateRequest(one)]),
  };

  return [categoryListing, home, productPage, cartView, addToCart, checkout, ...listingScenarios(), ...pageScenarios(productIds)];
}

/** What a browser sends for a page: it takes HTML, gzipped. */
const pageHeaders = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
const pageRequest = (path: string): RawRequest => ({ method: 'GET', path, headers: pageHeaders });

/**
 * The shop's pages as a browser opens them (the server's render, kept until their answers change): the home page, a
 * category's page 1, and a random product's page (each asked for once before the warm-up).
 */
export function pageScenarios(productIds: string[]): Scenario[] {
  const onePage = (key: string, title: string, path: string): Scenario => ({
    key,
    title,
    requestsPerPage: 1,
    requests: [pageRequest(path)],
    samplePages: () => [[pageRequest(path)]],
  });
  return [
    onePage('homePage', 'home page, HTML (every row rendered on the server)', '/'),
    onePage('categoryPage', `category page, HTML (${BENCH_CATEGORY}, page 1)`, `/category/${BENCH_CATEGORY}`),
    {
      key: 'productPage',
      title: 'product page, HTML (random product, with its discussion; each asked for once before the warm-up)',
      requestsPerPage: 1,
      requests: [
        {
          method: 'GET',
          headers: pageHeaders,
          setupRequest: (request) => ({ ...request, path: `/product/${pick(productIds)}` }),
        },
      ],
      primer: () => productIds.map((id) => pageRequest(`/product/${id}`)),
      samplePages: () => Array.from({ length: 21 }, () => [pageRequest(`/product/${pick(productIds)}`)]),
    },
  ];
}
