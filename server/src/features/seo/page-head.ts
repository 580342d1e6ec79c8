import { SHOP_NAME } from '@voltcart/contract';
import { escapeHtml, jsonForScript } from './escape';

/** What the server writes into the `<head>` of one page it serves, and the status it answers with. */
export type PageHead = {
  status: 200 | 404;
  /** The whole document title, shop name included. */
  title: string;
  description: string;
  /** Path (and query) of the page's canonical address; absent for a page that has none (the 404 page). */
  canonicalPath?: string;
  /** `noindex` pages (search results, the 404 page) stay out of search engines' indexes. */
  noindex?: boolean;
  ogType: 'website' | 'product';
  /** An image URL as stored (absolute, or a path on this shop). */
  image?: string;
  /** Structured data (schema.org), one `<script type="application/ld+json">` each. */
  jsonLd?: object[];
  /** The page's largest image(s), fetched at high priority while the web app's code still loads (the LCP element). */
  preloadImages?: PreloadImage[];
  /** API calls the page makes as it opens (contract firstPageCalls), fetched with the HTML. */
  preloadCalls?: string[];
  /**
   * Answers to calls the page makes as it opens (the API's JSON, by call): the page is rendered with them, and they are
   * written into it as the web app's preloaded state (`pageStateJson`), which takes each once instead of asking.
   */
  answers?: { call: string; json: string }[];
};

/** One `<link rel="preload" as="image">`: `srcset`/`sizes` and `media` exactly as the page's own image has them. */
export type PreloadImage = { href: string; srcset?: string; sizes?: string; media?: string };

/** An absolute URL on the shop's public address, for a path or an already absolute URL. */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string): string => new URL(pathOrUrl, `${publicUrl}/`).href;

/** The tags of the page's marked head section; every value escaped. */
export function renderPageHead(head: PageHead, publicUrl: string): string {
  const canonical = head.canonicalPath === undefined ? undefined : absoluteUrl(publicUrl, head.canonicalPath);
  const image = head.image === undefined ? undefined : absoluteUrl(publicUrl, head.image);
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content === undefined ? [] : [`<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`];
  const preload = (image: PreloadImage) => {
    const attributes = [
      `href="${escapeHtml(image.href)}"`,
      ...(image.srcset ? [`imagesrcset="${escapeHtml(image.srcset)}"`] : []),
      ...(image.sizes ? [`imagesizes="${escapeHtml(image.sizes)}"`] : []),
      ...(image.media ? [`media="${escapeHtml(image.media)}"`] : []),
    ];
    return `<link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high" />`;
  };
  return [
    // First, so the browser starts the image before it reads the rest of the head.
    ...(head.preloadImages ?? []).map(preload),
    // `use-credentials`: the web app's calls send the session cookie (credentials: 'include'); the preload must match.
    ...(head.preloadCalls ?? []).map(
      (call) => `<link rel="preload" as="fetch" href="${escapeHtml(call)}" crossorigin="use-credentials" />`,
    ),
    `<title>${escapeHtml(head.title)}</title>`,
    ...meta('name', 'description', head.description),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    ...(head.noindex ? meta('name', 'robots', 'noindex, follow') : []),
    ...meta('property', 'og:site_name', SHOP_NAME),
    ...meta('property', 'og:type', head.ogType),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', canonical),
    ...meta('property', 'og:image', image),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}

/**
 * The web app's page answers state (web/src/app/page-answers.ts) as JSON text: each answer's bytes as the API sends
 * them, by call, serialised once.
 */
export function pageStateJson(answers: PageHead['answers'] = []): string {
  return `{${answers.map(({ call, json }) => `${JSON.stringify(call)}:${json}`).join(',')}}`;
}
