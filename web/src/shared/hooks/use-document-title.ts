import { documentTitle } from '@voltcart/contract';
import { useEffect } from 'react';

/** Sets the tab title to "<title> · Voltcart" (or the shop's own title) while the page is shown, as the server writes it. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
