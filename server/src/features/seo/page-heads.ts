import {
  BANNER_DESKTOP_QUERY,
  BANNER_MOBILE_QUERY,
  BANNERS,
  bannerUrl,
  CATEGORIES,
  documentTitle,
  firstPageCalls,
  findCategory,
  HOME_ROW_SIZE,
  Id,
  imageVariantUrl,
  isWebAppPage,
  LISTING_PRIORITY_CARDS,
  pagePaths,
  pageTitles,
  type Envelope,
  type Product,
  type ProductSearchData,
  ProductSearchQuery,
  SHOP_DESCRIPTION,
  SHOP_NAME,
  SHOP_TITLE,
} from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import { AppError } from '../../lib/errors';
import { failure } from '../../lib/reply';
import type { DiscussionAnswers } from '../comments';
import { categoryAnswer, productAnswer, searchAnswer, type ProductLoader, type ReadyAnswers } from '../catalog';
import { absoluteUrl, type PageHead } from './page-head';
import { productHead } from './product-head';

/**
 * The home page, with the site's search box described for search engines, and every row's answer (the very bytes the
 * API sends, kept for the calls too): the page is rendered with their products.
 */
async function homeHead({ db, ready }: PageSources, publicUrl: string): Promise<PageHead> {
  const answers = await Promise.all(
    CATEGORIES.map(async ({ name }) => {
      const call = firstPageCalls.homeRow(name);
      return { call, json: await ready.jsonOf(call, categoryAnswer(db, name, { limit: HOME_ROW_SIZE })) };
    }),
  );
  return {
    status: 200,
    answers,
    title: SHOP_TITLE,
    description: SHOP_DESCRIPTION,
    canonicalPath: pagePaths.home,
    ogType: 'website',
    // The carousel's first banner is the home page's largest paint: one set per screen size, as its <picture> picks.
    preloadImages: BANNERS.slice(0, 1).flatMap((banner) => [
      { href: bannerUrl(banner.slug, 'mobile'), media: BANNER_MOBILE_QUERY },
      { href: bannerUrl(banner.slug, 'desktop'), media: BANNER_DESKTOP_QUERY },
    ]),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SHOP_NAME,
        url: absoluteUrl(publicUrl, pagePaths.home),
        potentialAction: {
          '@type': 'SearchAction',
          target: `${publicUrl}/search?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** The head of the 404 page: answered for unknown products and categories (the web app shows its 404 page). */
export const notFoundHead: PageHead = {
  status: 404,
  title: documentTitle(pageTitles.notFound),
  description: 'The page you are looking for doesn’t exist or has moved.',
  noindex: true,
  ogType: 'website',
};

/** What a page's HTML reads: the database, through the API's ready answers, which it shares. */
export type PageSources = { db: Executor; ready: ReadyAnswers; productOf: ProductLoader; discussions: DiscussionAnswers };

/**
 * Page 1 of a listing (`call`: its first-page API call) as the page opens with it: the call's answer, the very
 * bytes the API sends (kept or made under the catalogue's current versions, and kept for the call too), and the
 * images of the cards drawn first, one of them the page's largest paint, which the browser would otherwise find
 * only once the code has run.
 */
async function firstListingPage({ db, ready }: PageSources, call: string): Promise<Pick<PageHead, 'answers' | 'preloadImages'>> {
  const parsed = ProductSearchQuery.safeParse(Object.fromEntries(new URLSearchParams(call.slice(call.indexOf('?') + 1))));
  // A call the API would refuse (a search's words over their length) is left to the page, which shows the refusal.
  if (!parsed.success) return {};
  const query = parsed.data;
  const json = await ready.jsonOf(call, searchAnswer(db, query));
  const listing = (JSON.parse(json) as { data: ProductSearchData }).data;
  return {
    answers: [{ call, json }],
    preloadImages: listing.items.slice(0, LISTING_PRIORITY_CARDS).flatMap((product) => {
      const image = product.productImage[0];
      return image ? [{ href: imageVariantUrl(image, 'thumb') }] : [];
    }),
  };
}

/** `/category/Mobiles,tvs`: the known categories in the shop's order, as the web app reads the address. */
async function categoryHead(sources: PageSources, param: string, query: URLSearchParams): Promise<PageHead> {
  const wanted = new Set(param.split(',').flatMap((name) => findCategory(name)?.id ?? []));
  const categories = CATEGORIES.filter((category) => wanted.has(category.id));
  if (categories.length === 0) return notFoundHead;
  const names = categories.map((category) => category.name);
  const headings = categories.map((category) => category.heading).join(', ');
  // Filters, sort or a later page change the listing's call; the plain address (most visits) is page 1.
  const firstPage = query.size === 0 ? firstPageCalls.category(names) : undefined;
  return {
    status: 200,
    title: documentTitle(pageTitles.category(names)),
    description: `${headings} at Voltcart: compare prices and brands, with free delivery across India.`,
    canonicalPath: pagePaths.category(names),
    ogType: 'website',
    ...(firstPage ? await firstListingPage(sources, firstPage) : {}),
  };
}

/** `/search?q=…`: with nothing else in the address (most searches), page 1 of its results comes with the page. */
async function searchHead(sources: PageSources, query: URLSearchParams): Promise<PageHead> {
  const wanted = (query.get('q') ?? '').trim();
  // "Search instead for …" (exact=1, the words as typed) is a plain search too.
  const exact = query.get('exact') === '1';
  const plain = wanted !== '' && [...query.keys()].every((key) => key === 'q' || (key === 'exact' && exact));
  return {
    ...(plain ? await firstListingPage(sources, firstPageCalls.search(wanted, exact)) : {}),
    status: 200,
    title: documentTitle(pageTitles.search(wanted)),
    description: wanted ? `Products at Voltcart matching "${wanted}".` : SHOP_DESCRIPTION,
    canonicalPath: pagePaths.search(wanted),
    // Result pages are endless and thin: kept out of indexes, their links to products still followed.
    noindex: true,
    ogType: 'website',
  };
}

/**
 * A product page, with its product's and its discussion's answers (the API's very bytes, kept for the calls too), so
 * that it is rendered with both; an id that names no product is the 404 page, rendered with the API's 404 answer.
 */
async function productPageHead({ ready, productOf, discussions }: PageSources, id: string, publicUrl: string): Promise<PageHead> {
  const [productCall, discussionCall] = firstPageCalls.product(id);
  const missing = {
    ...notFoundHead,
    answers: [{ call: productCall, json: JSON.stringify(failure('not_found', 'Product not found')) }],
  };
  // A malformed id names no product; asking the database would only fail on PostgreSQL's uuid checks.
  if (!Id.safeParse(id).success) return missing;
  let json: string;
  let discussionJson: string;
  try {
    [json, discussionJson] = await Promise.all([
      ready.jsonOf(productCall, productAnswer(productOf, id)),
      ready.jsonOf(discussionCall, discussions.recipeOf(id)),
    ]);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return missing;
    throw error;
  }
  const product = (JSON.parse(json) as Envelope<Product>).data;
  return {
    ...productHead(product, publicUrl),
    answers: [
      { call: productCall, json },
      { call: discussionCall, json: discussionJson },
    ],
  };
}

const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * The head of a page the server writes itself (home, category, product, search), `undefined` for the other
 * pages of the web app, which keep the template's own head, and the 404 page's for an address the app has no page for.
 */
export async function pageHeadFor(
  sources: PageSources,
  publicUrl: string,
  pathname: string,
  query: URLSearchParams,
): Promise<PageHead | undefined> {
  if (pathname === pagePaths.home) return homeHead(sources, publicUrl);
  if (pathname === '/search') return searchHead(sources, query);
  const [, section, param, ...rest] = pathname.split('/');
  if (rest.length === 0 && param) {
    const value = decoded(param);
    if (section === 'category') return value === undefined ? notFoundHead : categoryHead(sources, value, query);
    if (section === 'product') return value === undefined ? notFoundHead : productPageHead(sources, value, publicUrl);
  }
  return isWebAppPage(pathname) ? undefined : notFoundHead;
}
