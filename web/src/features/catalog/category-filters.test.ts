import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { selectedCategories, sortProducts, toggleCategory } from './category-filters';

describe('category filters', () => {
  it('sorts by sales price both ways and keeps the server order by default', () => {
    const cheap = makeProduct({ salesPrice: 999, productPrice: 1999 });
    const dear = makeProduct({ salesPrice: 49999, productPrice: 50000 });
    const middle = makeProduct({ salesPrice: 5000, productPrice: 4000000 });
    const list = [middle, dear, cheap];
    expect(sortProducts(list, 'price-asc')).toEqual([cheap, middle, dear]);
    expect(sortProducts(list, 'price-desc')).toEqual([dear, middle, cheap]);
    expect(sortProducts(list, 'default')).toEqual(list);
  });

  it('reads names and aliases from the address in the shop order', () => {
    expect(selectedCategories('tvs,Mouse,processors,nonsense')).toEqual(['Mouse', 'Processor', 'TV']);
    expect(selectedCategories(undefined)).toEqual([]);
  });

  it('ticks and unticks a category', () => {
    expect(toggleCategory(['TV'], 'Mouse')).toEqual(['Mouse', 'TV']);
    expect(toggleCategory(['Mouse', 'TV'], 'TV')).toEqual(['Mouse']);
  });
});
