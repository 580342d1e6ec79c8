import { UPLOADS_PREFIX } from './store';

/** A JSON string that is exactly an upload's path (`"/uploads/products/x.webp"`), never text that merely holds one. */
const UPLOAD_PATH_STRING = /"\/uploads\/([\w-]+(?:\/[\w.-]+)+)"/g;

/**
 * Answers name images by absolute URL on the shop's own origin when a storefront on another origin reads them
 * (CORS_ORIGINS set): `"/uploads/products/x.webp"` → `"https://api.shop.in/uploads/products/x.webp"`. Applied to
 * an answer's JSON text, so every route, ready answer and cart view gets it alike; already absolute text is left as it is.
 */
export function absoluteUploadUrls(publicUrl: string): (json: string) => string {
  const origin = new URL(publicUrl).origin;
  return (json) => (json.includes('"/uploads/') ? json.replace(UPLOAD_PATH_STRING, `"${origin}/uploads/$1"`) : json);
}

/** An upload's URL as the database keeps it (`/uploads/...`): the shop's own absolute form back to its path. */
export function storedUploadUrl(url: string, publicUrl: string): string {
  const prefix = `${new URL(publicUrl).origin}${UPLOADS_PREFIX}`;
  return url.startsWith(prefix) ? url.slice(prefix.length - UPLOADS_PREFIX.length) : url;
}
