import { describe, expect, it } from 'vitest';
import { fullImageUrlOf, imageVariantUrl, isStoredImage, storedImageSrcSet } from './image-sizes';

describe('stored image sizes', () => {
  const full = '/uploads/products/0199a1b2-c3d4.webp';

  it('names each size of a stored image beside its full file', () => {
    expect(imageVariantUrl(full, 'thumb')).toBe('/uploads/products/0199a1b2-c3d4-thumb.webp');
    expect(imageVariantUrl(full, 'medium')).toBe('/uploads/products/0199a1b2-c3d4-medium.webp');
    expect(imageVariantUrl(full, 'full')).toBe(full);
    expect(fullImageUrlOf('/uploads/products/0199a1b2-c3d4-medium.webp')).toBe(full);
  });

  it("names the sizes of a stored image addressed on the shop's origin", () => {
    const absolute = `https://api.shop.example${full}`;
    expect(isStoredImage(absolute)).toBe(true);
    expect(imageVariantUrl(absolute, 'thumb')).toBe('https://api.shop.example/uploads/products/0199a1b2-c3d4-thumb.webp');
    expect(fullImageUrlOf('https://api.shop.example/uploads/products/0199a1b2-c3d4-medium.webp')).toBe(absolute);
  });

  it('leaves outside URLs, variants and the placeholder alone', () => {
    for (const url of [
      'https://cdn.example.com/a.webp',
      '/product-placeholder.svg',
      '/uploads/products/a-thumb.webp',
      '/uploads/products/a.png',
    ]) {
      expect(isStoredImage(url), url).toBe(false);
      expect(imageVariantUrl(url, 'thumb')).toBe(url);
      expect(storedImageSrcSet(url)).toBeUndefined();
    }
    expect(fullImageUrlOf(full)).toBeUndefined();
  });

  it('offers the three widths in a srcset, smallest first, on the given origin', () => {
    expect(storedImageSrcSet(full, (path) => `https://shop.example${path}`)).toBe(
      'https://shop.example/uploads/products/0199a1b2-c3d4-thumb.webp 400w, ' +
        'https://shop.example/uploads/products/0199a1b2-c3d4-medium.webp 800w, ' +
        'https://shop.example/uploads/products/0199a1b2-c3d4.webp 1200w',
    );
  });
});
