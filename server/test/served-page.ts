import { PAGE_STATE_ELEMENT_ID } from '@voltcart/contract';
import type { TestApp } from './test-app';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** What a crawler reads in the head of a served page: title, meta tags by name or property, canonical, JSON-LD. */
export type ServedHead = {
  title: string | undefined;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: Record<string, any>[];
  /** Every `<link rel="preload">`, its attributes decoded. */
  preloads: Record<string, string>[];
};

/** Reads the head of a page the way a crawler does (attribute values and text decoded, JSON-LD parsed). */
export function readHead(html: string): ServedHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!));
  if (titles.length > 1) throw new Error(`the page has ${titles.length} titles`);
  const metas = new Map<string, string>();
  for (const [, , key, content] of head.matchAll(/<meta (name|property)="([^"]*)" content="([^"]*)" \/>/g)) {
    if (metas.has(key!)) throw new Error(`the page says ${key} twice`);
    metas.set(decode(key!), decode(content!));
  }
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  const preloads = [...head.matchAll(/<link rel="preload"([^>]*)\/>/g)].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)])),
  );
  return { title: titles[0], meta: (key) => metas.get(key), canonical: canonical && decode(canonical), jsonLd, preloads };
}

/** GETs a page the way a browser or crawler asks for it. */
export async function fetchPage(shop: TestApp, url: string) {
  const response = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, headers: response.headers, html: response.body, head: readHead(response.body) };
}

/**
 * The answers a served page is rendered with (its `#page-state` script, the web app's preloaded state), by call, each
 * as the JSON text the API sends; none when the page has no state.
 */
export function pageAnswersOf(html: string): { call: string; json: string }[] {
  const script = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!script) return [];
  // Nothing in it can end or bend the script.
  if (/[<>]/.test(script[1]!)) throw new Error('the page state holds < or >');
  return Object.entries(JSON.parse(script[1]!) as Record<string, unknown>).map(([call, answer]) => ({
    call,
    json: JSON.stringify(answer),
  }));
}
