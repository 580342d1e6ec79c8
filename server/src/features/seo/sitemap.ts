import { CATEGORIES, pagePaths } from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import { productDates } from '../catalog';
import { escapeHtml } from './escape';
import { absoluteUrl } from './page-head';

/** The sitemap protocol's most URLs in one file; a bigger catalogue gets a sitemap index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

type SitemapEntry = { path: string; lastmod?: string };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const latest = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);

/** The home page, every category page and every product page, each with when its content last changed. */
async function sitemapEntries(db: Executor): Promise<SitemapEntry[]> {
  const products = await productDates(db);
  // A category's and the home page's content is their products: they changed when their newest product did.
  const newestInCategory = new Map<string, string>();
  let newest: string | undefined;
  for (const product of products) {
    newest = latest(newest, product.updatedAt);
    if (product.categoryId)
      newestInCategory.set(product.categoryId, latest(newestInCategory.get(product.categoryId), product.updatedAt));
  }
  return [
    { path: pagePaths.home, lastmod: newest },
    ...CATEGORIES.map((category) => ({ path: pagePaths.category(category.name), lastmod: newestInCategory.get(category.id) })),
    ...products.map((product) => ({ path: pagePaths.product(product.id), lastmod: product.updatedAt })),
  ];
}

function xmlList(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', entries: SitemapEntry[], publicUrl: string): string {
  const lines = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
    return `  <${item}><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>${modified}</${item}>`;
  });
  return [XML_HEAD, `<${root} ${XMLNS}>`, ...lines, `</${root}>`, ''].join('\n');
}

/**
 * `/sitemap.xml`: every page when they fit in one file, else an index of `/sitemap/<n>.xml` parts (each with
 * the newest lastmod of its pages).
 */
export async function sitemapXml(db: Executor, publicUrl: string, maxUrls = SITEMAP_MAX_URLS): Promise<string> {
  const entries = await sitemapEntries(db);
  if (entries.length <= maxUrls) return xmlList('urlset', 'url', entries, publicUrl);
  const parts = Array.from({ length: Math.ceil(entries.length / maxUrls) }, (_, index) => ({
    path: pagePaths.sitemapPart(index + 1),
    lastmod: entries
      .slice(index * maxUrls, (index + 1) * maxUrls)
      .reduce<string | undefined>((newest, entry) => (entry.lastmod ? latest(newest, entry.lastmod) : newest), undefined),
  }));
  return xmlList('sitemapindex', 'sitemap', parts, publicUrl);
}

/** `/sitemap/<part>.xml` of a sitemap index (1-based), or `undefined` past the last part. */
export async function sitemapPartXml(
  db: Executor,
  publicUrl: string,
  part: number,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | undefined> {
  const entries = await sitemapEntries(db);
  const slice = entries.slice((part - 1) * maxUrls, part * maxUrls);
  if (part < 1 || slice.length === 0 || entries.length <= maxUrls) return undefined;
  return xmlList('urlset', 'url', slice, publicUrl);
}
