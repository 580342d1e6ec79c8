import { renderPageHead } from './page-head';
import { pageHeadFor, type PageSources } from './page-heads';

export { seoRoutes } from './routes';

/**
 * The head section and status of each page the server writes itself (web-assets.ts `PageHeadOf`). `productOf` is the
 * catalogue routes' own loader (app.ts), so a product page and its call read the product together.
 */
export function pageHeads(sources: PageSources, publicUrl: string) {
  return async (pathname: string, query: URLSearchParams) => {
    const head = await pageHeadFor(sources, publicUrl, pathname, query);
    return head && { status: head.status, headHtml: renderPageHead(head, publicUrl) };
  };
}
