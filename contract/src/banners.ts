/** Home carousel banners, drawn at seed time into DATA_DIR/uploads/banners and served from these URLs. */
export const BANNERS = [
  { slug: 'mobiles', offer: 'Flagship phones — up to 25% off', link: '/category/Mobiles' },
  { slug: 'tv', offer: '4K TVs for the big match — from ₹19,999', link: '/category/TV' },
  { slug: 'airpodes', offer: 'True wireless earbuds — save up to 40%', link: '/category/Airpodes' },
  { slug: 'camera', offer: 'Mirrorless cameras — free lens cleaning kit', link: '/category/Camera' },
  { slug: 'watches', offer: 'Smartwatches — extra 10% off this week', link: '/category/Watches' },
] as const;

export const bannerUrl = (slug: string, size: 'desktop' | 'mobile') => `/uploads/banners/${slug}-${size}.webp`;

/** Screens narrower than 768 px get the mobile banners (the carousel's <picture> and the page's preload agree). */
export const BANNER_MOBILE_QUERY = '(max-width: 767px)';
export const BANNER_DESKTOP_QUERY = '(min-width: 768px)';

/** Pixel sizes of the two banner sets (desktop is shown at 768 px and wider). */
export const BANNER_SIZES = { desktop: { width: 1600, height: 500 }, mobile: { width: 800, height: 640 } } as const;
