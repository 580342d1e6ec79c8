import { describe, expect, it } from 'vitest';
import { CATEGORIES, findCategory } from './category';
import { ProductFields } from './product';

describe('categories', () => {
  it("has the spec's twelve categories", () => {
    const spec = 'Mouse Airpodes Camera Earphones Mobiles Printers Processor Refrigerator Speakers TV Trimmers Watches';
    expect(CATEGORIES.map((category) => category.name)).toEqual(spec.split(' '));
  });

  it.each([
    ['Processors', 'Processor'],
    ['refrigerators', 'Refrigerator'],
    ['TVs', 'TV'],
    [' mouse ', 'Mouse'],
  ])("reads the strip's spelling %s as %s", (text, name) => {
    expect(findCategory(text)?.name).toBe(name);
  });

  it('knows nothing of other categories', () => {
    expect(findCategory('Toasters')).toBeUndefined();
  });
});

describe('product fields', () => {
  const fields = { productName: 'X', productPrice: '100', productDescription: 'd', productBrand: 'b' };

  it('reads prices sent as form text and defaults nothing it was not given', () => {
    expect(ProductFields.parse({ ...fields, salesPrice: '', productCategory: 'tvs' })).toEqual({
      productName: 'X',
      productPrice: 100,
      salesPrice: undefined,
      productDescription: 'd',
      productBrand: 'b',
      productCategory: 'TV',
    });
  });

  it('refuses a sales price above the price and a negative price', () => {
    expect(ProductFields.safeParse({ ...fields, salesPrice: '101' }).success).toBe(false);
    expect(ProductFields.safeParse({ ...fields, productPrice: '-1' }).success).toBe(false);
  });
});
