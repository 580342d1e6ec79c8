import type { Envelope } from '@voltcart/contract';

/**
 * The answer the server wrote into this page's HTML for an API call the page makes as it opens (server
 * features/seo: `<script type="application/json" data-answer-of="<call>">`), or undefined. Each is taken once, by
 * the page's first render: a later visit to the same address, or a reload of its data, asks the API.
 */
export function takePageAnswer<T>(call: string): Envelope<T> | undefined {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[data-answer-of]')) {
    if (script.dataset.answerOf !== call) continue;
    script.remove();
    try {
      return JSON.parse(script.textContent ?? '') as Envelope<T>;
    } catch {
      // A page cut short in transit: the page asks the API instead.
      return undefined;
    }
  }
  return undefined;
}
