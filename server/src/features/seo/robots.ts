import { pagePaths } from '@voltcart/contract';
import { absoluteUrl } from './page-head';

/** Areas with nothing for a search engine: the API, the admin, a shopper's own pages and the payment sandbox. */
const PRIVATE_PREFIXES = ['/api/', '/admin', '/cart', '/order', '/profile', '/sandbox/'] as const;

/** `/robots.txt`: the shop is open to crawlers except its private areas; the sitemap says where the pages are. */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, pagePaths.sitemap)}`,
    '',
  ].join('\n');
