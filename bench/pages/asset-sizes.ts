import { gzipSync } from 'node:zlib';

/** One row of Lighthouse's `network-requests` audit (the fields used here). */
export type NetworkRequest = {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
};

export type AssetSizes = { files: number; transferBytes: number; rawBytes: number; gzipBytes: number };
export type PageAssets = { js: AssetSizes; css: AssetSizes };

const kindOf = (request: NetworkRequest): 'js' | 'css' | undefined => {
  if (request.resourceType === 'Script' || /javascript/.test(request.mimeType ?? '')) return 'js';
  if (request.resourceType === 'Stylesheet' || request.mimeType === 'text/css') return 'css';
  return undefined;
};

/**
 * Sums what the page loaded of JavaScript and CSS: the bytes that went over the wire (as Lighthouse saw them, so
 * they show whether the server compresses), and the gzip size of each file fetched again and gzipped here
 * (zlib's default level), which does not depend on the server.
 */
export async function pageAssets(requests: NetworkRequest[]): Promise<PageAssets> {
  const empty = (): AssetSizes => ({ files: 0, transferBytes: 0, rawBytes: 0, gzipBytes: 0 });
  const sizes: PageAssets = { js: empty(), css: empty() };
  const seen = new Set<string>();
  for (const request of requests) {
    const kind = kindOf(request);
    if (!kind || seen.has(request.url) || !request.url.startsWith('http')) continue;
    seen.add(request.url);
    const response = await fetch(request.url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${request.url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    sizes[kind].files += 1;
    sizes[kind].transferBytes += request.transferSize ?? 0;
    sizes[kind].rawBytes += bytes.length;
    sizes[kind].gzipBytes += gzipSync(bytes).length;
  }
  return sizes;
}
