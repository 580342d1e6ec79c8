import { CATEGORIES, pagePaths } from '@voltcart/contract';
import type { Executor } from '../../db/executor';
import { productDates } from '../catalog';
import { escapeHtml } from './escape';
import { absoluteUrl } from './page-head';

type SitemapEntry = { path: string; lastmod?: string };

const latest = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);

/**
 * `/sitemap.xml`: the home page, every category page and every product page, each with the time its content
 * last changed (a category's and the home's: their newest product's).
 */
export async function sitemapXml(db: Executor, publicUrl: string): Promise<string> {
  const products = await productDates(db);
  const newestInCategory = new Map<string, string>();
  let newest: string | undefined;
  for (const product of products) {
    newest = latest(newest, product.updatedAt);
    if (product.categoryId) newestInCategory.set(product.categoryId, latest(newestInCategory.get(product.categoryId), product.updatedAt));
  }
  const entries: SitemapEntry[] = [
    { path: pagePaths.home, lastmod: newest },
    ...CATEGORIES.map((category) => ({ path: pagePaths.category(category.name), lastmod: newestInCategory.get(category.id) })),
    ...products.map((product) => ({ path: pagePaths.product(product.id), lastmod: product.updatedAt })),
  ];
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>${modified}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
