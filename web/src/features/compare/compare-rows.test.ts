import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { compareRows } from './compare-rows';

describe('the comparison rows', () => {
  it('lists the price, the rating and every attribute of the category, marking the rows whose values differ', () => {
    const a = makeProduct({
      productCategory: 'Mobiles',
      salesPrice: 20000,
      rating: 4.3,
      reviewCount: 12,
      specifications: { ram: 8, '5g': true, os: 'Android' },
    });
    const b = makeProduct({ productCategory: 'Mobiles', salesPrice: 20000, specifications: { ram: 12, '5g': true } });
    const rows = compareRows([a, b]);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(rows[0]).toMatchObject({ key: 'price', label: 'Price', differs: false });
    expect(byKey.rating).toEqual({
      key: 'rating',
      label: 'Rating',
      values: ['4.3 out of 5 (12 reviews)', 'No reviews yet'],
      differs: true,
    });
    expect(byKey.ram).toEqual({ key: 'ram', label: 'RAM (GB)', values: ['8', '12'], differs: true });
    expect(byKey['5g']).toEqual({ key: '5g', label: '5G', values: ['Yes', 'Yes'], differs: false });
    expect(byKey.os).toEqual({ key: 'os', label: 'Operating system', values: ['Android', '—'], differs: true });
    expect(rows.map((row) => row.key)).toEqual([
      'price',
      'rating',
      'ram',
      'storage',
      'screen',
      'battery',
      '5g',
      'camera',
      'os',
      'chipset',
    ]);
  });
});
