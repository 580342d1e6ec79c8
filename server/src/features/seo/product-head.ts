import {
  documentTitle,
  findCategory,
  formatRupees,
  pagePaths,
  pageTitles,
  PRODUCT_IMAGE_SIZES,
  storedImageSrcSet,
  type Product,
} from '@voltcart/contract';
import { absoluteUrl, type PageHead } from './page-head';

const DESCRIPTION_LENGTH = 160;

/** "Name by Brand — ₹price (MRP ₹price). What it is…", at most about a search snippet long. */
function productDescription(product: Product): string {
  const mrp = product.productPrice > product.salesPrice ? ` (MRP ${formatRupees(product.productPrice)})` : '';
  const lead = `${product.productName} by ${product.productBrand} — ${formatRupees(product.salesPrice)}${mrp}.`;
  const about = product.productDescription.replace(/\s+/g, ' ').trim();
  const room = DESCRIPTION_LENGTH - lead.length - 1;
  if (!about || room < 20) return lead;
  return `${lead} ${about.length > room ? `${about.slice(0, room - 1).trimEnd()}…` : about}`;
}

/** A product page: its title, description, first image, and schema.org `Product` and `BreadcrumbList`. */
export function productHead(product: Product, publicUrl: string): PageHead {
  const path = pagePaths.product(product._id);
  const url = absoluteUrl(publicUrl, path);
  const category = findCategory(product.productCategory);
  const images = product.productImage.map((image) => absoluteUrl(publicUrl, image));
  const crumbs = [
    { name: 'Home', path: pagePaths.home },
    ...(category ? [{ name: category.name, path: pagePaths.category(category.name) }] : []),
    { name: product.productName, path },
  ];
  return {
    status: 200,
    title: documentTitle(pageTitles.product(product.productName)),
    description: productDescription(product),
    canonicalPath: path,
    ogType: 'product',
    image: product.productImage[0],
    // The gallery's large image is the page's largest paint; same srcset and sizes as the gallery, so it loads once.
    preloadImages: product.productImage.slice(0, 1).map((image) => {
      const srcset = storedImageSrcSet(image);
      return srcset ? { href: image, srcset, sizes: PRODUCT_IMAGE_SIZES } : { href: image };
    }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.productName,
        description: product.productDescription,
        sku: product._id,
        brand: { '@type': 'Brand', name: product.productBrand },
        ...(category ? { category: category.name } : {}),
        ...(images.length > 0 ? { image: images } : {}),
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'INR',
          price: product.salesPrice.toFixed(2),
          availability: product.productStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
        // Only with reviews: an empty aggregateRating is an error to search engines.
        ...(product.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating.toFixed(1),
                reviewCount: product.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(publicUrl, crumb.path),
        })),
      },
    ],
  };
}
