import { useEffect } from 'react';

const SHOP_NAME = 'Voltcart';

/** Sets the tab title to "<title> · Voltcart" while the page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP_NAME}` : `${SHOP_NAME} — Electronics, delivered`;
  }, [title]);
}
