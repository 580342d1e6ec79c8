import { describe, expect, it } from 'vitest';
import { productHead } from './product-head';

const product = {
  _id: '0190a000-0000-7000-8000-000000000001',
  productName: 'Voltcart Buds',
  productPrice: 2999,
  salesPrice: 1999,
  productDescription: 'Wireless earbuds.',
  productBrand: 'Voltcart',
  productCategory: 'Airpodes',
  productImage: [],
  productStock: 4,
  createdAt: '2026-12-01T00:00:00.000Z',
  rating: 4.3,
  reviewCount: 12,
};

const productLd = (head: ReturnType<typeof productHead>) =>
  (head.jsonLd as Record<string, unknown>[]).find((entry) => entry['@type'] === 'Product')!;

describe('a product page’s JSON-LD', () => {
  it('carries aggregateRating with the average and the count when the product has reviews', () => {
    expect(productLd(productHead(product, 'https://shop.example')).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('carries none without reviews', () => {
    expect(productLd(productHead({ ...product, rating: 0, reviewCount: 0 }, 'https://shop.example'))).not.toHaveProperty(
      'aggregateRating',
    );
  });
});
