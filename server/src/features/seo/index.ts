import { productLoader } from '../catalog';
import { renderPageHead } from './page-head';
import { pageHeadFor, type PageSources } from './page-heads';

export { seoRoutes } from './routes';

/** The head section and status of each page the server writes itself (web-assets.ts `PageHeadOf`). */
export function pageHeads({ db, ready }: Pick<PageSources, 'db' | 'ready'>, publicUrl: string) {
  const sources: PageSources = { db, ready, productOf: productLoader(db) };
  return async (pathname: string, query: URLSearchParams) => {
    const head = await pageHeadFor(sources, publicUrl, pathname, query);
    return head && { status: head.status, headHtml: renderPageHead(head, publicUrl) };
  };
}
