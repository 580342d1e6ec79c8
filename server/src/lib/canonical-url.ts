/** Letters, digits and `-._~`: RFC 3986's unreserved characters, which mean the same percent-encoded or not. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;

/**
 * The request's URL with one spelling of its path, given to Fastify as `rewriteUrl` (it runs before routing and before
 * every hook). Fastify's router decodes escapes before it matches, so `/api/auth/%6Cogout` is the logout call, while the
 * hooks that test the path (the cross-site guard, the API's headers, uploads, 405s, the ready answers) read the URL as
 * sent. Decoding here the escapes of unreserved characters (RFC 3986 §6.2.2.2: the same address) makes the router and
 * every reader of `request.url` see the same path, in one place, and any client that over-encodes still works, where
 * refusing such paths would need an answer sent before routing. Other escapes keep their meaning and stay (`%2F` is not
 * a path's slash, the router keeps it too; `%20` spells no route). A `#` ends the path for the router as `?` does: it
 * becomes the `?` that every reader splits on.
 */
export function canonicalUrl(url: string): string {
  // Every request passes here: most have neither, and are answered by two native scans.
  const hash = url.indexOf('#');
  const percent = url.indexOf('%');
  if (hash === -1 && percent === -1) return url;
  const question = url.indexOf('?');
  const end = Math.min(question === -1 ? url.length : question, hash === -1 ? url.length : hash);
  const escaped = percent !== -1 && percent < end;
  if (!escaped && hash !== end) return url;
  const path = escaped ? url.slice(0, end).replace(ESCAPE, decodeUnreserved) : url.slice(0, end);
  return end === url.length ? path : `${path}?${url.slice(end + 1)}`;
}

function decodeUnreserved(escape: string, hex: string): string {
  const character = String.fromCharCode(Number.parseInt(hex, 16));
  return UNRESERVED.test(character) ? character : escape;
}
