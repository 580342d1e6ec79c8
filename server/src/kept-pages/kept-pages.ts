import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A page to send: its status and its HTML, as it is or gzipped (each made once, when first asked for). */
export type PageToSend = { status: number; length: number; html: () => string; gzipped: () => Buffer };

export type KeptPages = {
  /** The page kept for `key` if it was made from exactly this state (the answers' very bytes). */
  find: (key: string, stateJson: string) => PageToSend | undefined;
  /** Keeps the page made for `key` from this state, and answers it. */
  keep: (key: string, stateJson: string, status: number, html: string) => PageToSend;
};

/** A page made now, kept by nobody: its gzip is made at its first gzipped send. */
export function pageToSend(status: number, html: string): PageToSend {
  let gzipped: Buffer | undefined;
  return { status, length: html.length, html: () => html, gzipped: () => (gzipped ??= gzipSync(html)) };
}

/** A gzipped page larger than this is not kept (the home page is ~25 KB gzipped). */
const MAX_PAGE_BYTES = 512 * 1024;

const digestOf = (stateJson: string) => createHash('sha256').update(stateJson).digest('base64');

/**
 * Pages rendered on the server, kept gzipped by address (and whether the request carried a session cookie) with a
 * digest of the state they were made from: a page whose answers are the same bytes as its kept one's (the ready
 * answers' versions unchanged) is sent as kept, neither rendered nor gzipped again; any write that changes its
 * answers makes it afresh on the next request, in every process. No visitor's data is in a page. What it buys:
 * docs/design.md (Pages); `maxBytes` 0 keeps none.
 */
export function keptPages(maxBytes: number): KeptPages {
  const pages =
    maxBytes > 0
      ? new LRUCache<string, { digest: string; status: number; length: number; gzipped: Buffer }>({
          maxSize: maxBytes,
          maxEntrySize: MAX_PAGE_BYTES,
          sizeCalculation: ({ gzipped }) => gzipped.length + 100,
        })
      : undefined;
  return {
    find(key, stateJson) {
      const kept = pages?.get(key);
      if (!kept || kept.digest !== digestOf(stateJson)) return undefined;
      // A client that takes no gzip (rare: browsers and crawlers do) gets it unzipped.
      const { status, length, gzipped } = kept;
      return { status, length, html: () => gunzipSync(gzipped).toString('utf8'), gzipped: () => gzipped };
    },
    keep(key, stateJson, status, html) {
      const page = pageToSend(status, html);
      pages?.set(key, { digest: digestOf(stateJson), status, length: page.length, gzipped: page.gzipped() });
      return page;
    },
  };
}
