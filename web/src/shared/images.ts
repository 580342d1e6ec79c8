import { apiUrl } from './api-client';

/** Shown when a product has no image, or its image fails to load. */
export const PLACEHOLDER_IMAGE = '/product-placeholder.svg';

/** Pixel widths the server stores every upload at (`<id>.webp` and `<id>-thumb.webp`). */
const IMAGE_WIDTHS = { full: 1200, thumb: 400 } as const;

const isStoredWebp = (url: string) => /^\/uploads\/.+\.webp$/.test(url) && !url.endsWith('-thumb.webp');

/** The 400 px thumbnail of a stored image, or the URL itself for anything else. */
export function thumbnailUrl(url: string): string {
  return apiUrl(isStoredWebp(url) ? url.replace(/\.webp$/, '-thumb.webp') : url);
}

/** `srcset` offering the thumbnail and the full image of a stored upload; undefined for other URLs. */
export function imageSrcSet(url: string): string | undefined {
  if (!isStoredWebp(url)) return undefined;
  return `${thumbnailUrl(url)} ${IMAGE_WIDTHS.thumb}w, ${apiUrl(url)} ${IMAGE_WIDTHS.full}w`;
}
