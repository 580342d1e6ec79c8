import { PAGE_STATE_ELEMENT_ID } from '@voltcart/contract';
import { jsonTextForScript } from './escape';
import { pageStateJson, renderPageHead } from './page-head';
import { pageHeadFor, type PageSources } from './page-heads';

export { seoRoutes } from './routes';

/**
 * The head section, status and web app state (its answers, as JSON and as the page's script) of each page the server
 * writes itself (web-assets.ts `PageHeadOf`); the other pages of the web app keep the template's head. `productOf` is
 * the catalogue routes' own loader (app.ts), so a product page and its call read the product together.
 */
export function pageHeads(sources: PageSources, publicUrl: string) {
  return async (pathname: string, query: URLSearchParams) => {
    const head = await pageHeadFor(sources, publicUrl, pathname, query);
    const stateJson = pageStateJson(head?.answers);
    return {
      status: head?.status ?? 200,
      headHtml: head && renderPageHead(head, publicUrl),
      stateJson,
      stateHtml: `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${jsonTextForScript(stateJson)}</script>`,
    };
  };
}
