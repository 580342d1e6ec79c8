// Zod-free: the web app builds image URLs and srcsets with these in the shopper's bundle.

/**
 * Widths (px) the server stores every product image and avatar at. An upload is kept as `<id>.webp` (full)
 * with `<id>-<variant>.webp` beside it; answers carry only the full URL, and the other sizes follow from it.
 * `medium` came later than the other two, so older images have none: the server redirects a request for such an
 * image's missing medium size to its full size, so a srcset may always name all three.
 */
export const IMAGE_WIDTHS = { thumb: 400, medium: 800, full: 1200 } as const;

export type ImageVariant = keyof typeof IMAGE_WIDTHS;

/** `sizes` of the product page's large image: the page's preload and the gallery's <img> must agree, or it loads twice. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * `/uploads/<folder>/<id>.webp`, or the same on the shop's own origin (answers name uploads absolutely when the
 * storefront lives elsewhere): an image this shop stored (not an outside file, not already a variant).
 */
const STORED_FULL = /^(https?:\/\/[^/]+)?\/uploads\/[\w-]+\/[\w-]+\.webp$/;
const VARIANT_SUFFIX = /-(thumb|medium)\.webp$/;

export const isStoredImage = (url: string): boolean => STORED_FULL.test(url) && !VARIANT_SUFFIX.test(url);

/** The URL of one size of a stored image (`/uploads/products/x.webp` → `/uploads/products/x-medium.webp`); any other URL as it is. */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  if (variant === 'full' || !isStoredImage(url)) return url;
  return url.replace(/\.webp$/, `-${variant}.webp`);
}

/** The full image's URL for a variant's (`x-medium.webp` → `x.webp`); undefined when `url` names no variant. */
export function fullImageUrlOf(variantUrl: string): string | undefined {
  const full = variantUrl.replace(VARIANT_SUFFIX, '.webp');
  return full !== variantUrl && isStoredImage(full) ? full : undefined;
}

/** `srcset` naming every stored size of an image, smallest first (`prefix` puts the API origin in front); undefined for other URLs. */
export function storedImageSrcSet(url: string, prefix: (path: string) => string = (path) => path): string | undefined {
  if (!isStoredImage(url)) return undefined;
  return (Object.keys(IMAGE_WIDTHS) as ImageVariant[])
    .map((variant) => `${prefix(imageVariantUrl(url, variant))} ${IMAGE_WIDTHS[variant]}w`)
    .join(', ');
}
