import { useState } from 'react';
import { PLACEHOLDER_IMAGE, imageSrcSet, thumbnailUrl } from '../images';
import { apiUrl } from '../api-client';

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  /** `sizes` for the srcset: how wide the image is drawn. */
  sizes?: string;
  /** The thumbnail only (cards, cart rows) or the full image with a srcset (gallery). */
  variant?: 'thumb' | 'full';
  priority?: boolean;
  className?: string;
};

/**
 * A product image inside a square, fixed-ratio box (nothing jumps while it loads), contained on white, falling
 * back to the placeholder when the product has no image or it fails to load.
 */
export function ProductImage({ src, alt, sizes, variant = 'thumb', priority = false, className = '' }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const usable = src && !failed ? src : undefined;
  const url = usable ? (variant === 'thumb' ? thumbnailUrl(usable) : apiUrl(usable)) : PLACEHOLDER_IMAGE;
  const srcSet = usable && variant === 'full' ? imageSrcSet(usable) : undefined;
  return (
    <div className={`relative aspect-square overflow-hidden bg-white ${className}`}>
      <img
        src={url}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={400}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        onError={() => setFailed(true)}
        className="absolute inset-0 size-full object-contain"
      />
    </div>
  );
}
