import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the shop, from `paths` (absolute: this link resolves nothing). */
  to: string;
};

/**
 * A link to a page of the shop that opens it inside the app on a plain click, like the router's <Link>, without
 * its dozen hooks per link: the home page draws about fifty links, and <Link> was the largest part of its first
 * render. Modified clicks (new tab, download…) stay the browser's.
 */
export function ShopLink({ to, onClick, ...anchor }: ShopLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (anchor.target && anchor.target !== '_self') return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    // As <Link> does: a link to the page on screen replaces its history entry rather than adding a second one.
    if (`${pathname}${search}${hash}` === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...anchor} href={to} onClick={open} />;
}
