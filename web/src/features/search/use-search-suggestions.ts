import type { Product } from '@voltcart/contract';
import { useEffect, useState } from 'react';
import { searchProducts } from '../../shared/search-api';

/** Products a suggestion list shows at most. */
export const SUGGESTION_LIMIT = 6;
/** The pause in typing before suggestions are asked for. */
export const SUGGESTION_DELAY_MS = 200;
/** Fewer characters than this ask for nothing (one letter matches half the shop). */
export const SUGGESTION_MIN_CHARS = 2;

/**
 * Suggestions for what the shopper is typing: asked for once typing pauses; a newer text aborts the older call
 * and an older answer is dropped, so the list always belongs to the latest words.
 */
export function useSearchSuggestions(text: string): Product[] {
  const words = text.trim();
  const [answer, setAnswer] = useState<{ words: string; products: Product[] }>({ words: '', products: [] });

  useEffect(() => {
    if (words.length < SUGGESTION_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams({ q: words, limit: String(SUGGESTION_LIMIT) }).toString();
      searchProducts(query, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setAnswer({ words, products: data.items.slice(0, SUGGESTION_LIMIT) });
        },
        () => {
          // Suggestions are a help, not the search: a failed call leaves the list empty and Enter still searches.
          if (!controller.signal.aborted) setAnswer({ words, products: [] });
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [words]);

  return answer.words === words ? answer.products : [];
}
