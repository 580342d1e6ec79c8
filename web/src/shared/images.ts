import { imageVariantUrl, storedImageSrcSet } from '@voltcart/contract';
import { apiUrl } from './api-client';

/** Shown when a product has no image, or its image fails to load. */
export const PLACEHOLDER_IMAGE = '/product-placeholder.svg';

/** The 400 px thumbnail of a stored image, or the URL itself for anything else. */
export function thumbnailUrl(url: string): string {
  return apiUrl(imageVariantUrl(url, 'thumb'));
}

/** `srcset` offering every stored size of an upload (400, 800 and 1200 px); undefined for other URLs. */
export function imageSrcSet(url: string): string | undefined {
  return storedImageSrcSet(url, apiUrl);
}
