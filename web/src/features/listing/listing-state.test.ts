import { apiPaths, firstPageCalls } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import {
  listingSearchParams,
  pageCount,
  pagerItems,
  parseListingState,
  searchApiQuery,
  withFilters,
  type ListingState,
} from './listing-state';

const plain: ListingState = {
  sort: 'newest',
  brands: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  minDiscount: null,
  specs: [],
  page: 1,
};

describe('listing state in the address', () => {
  it('reads every part of the state from the query', () => {
    const params = new URLSearchParams(
      'sort=price-asc&brand=Samsung,Apple&minPrice=10000&maxPrice=49999.5&inStock=true&minDiscount=25&page=2',
    );
    expect(parseListingState(params, 'newest')).toEqual({
      sort: 'price-asc',
      brands: ['Samsung', 'Apple'],
      minPrice: 10000,
      maxPrice: 49999.5,
      inStock: true,
      minDiscount: 25,
      specs: [],
      page: 2,
    });
  });

  it('writes a state back to the same query, and reading that gives the state again', () => {
    const state: ListingState = {
      sort: 'discount',
      brands: ['Samsung', 'Apple'],
      minPrice: 500,
      maxPrice: 2000,
      inStock: true,
      minDiscount: 10,
      specs: [],
      page: 3,
    };
    const params = listingSearchParams(state, 'newest');
    expect(decodeURIComponent(params.toString())).toBe(
      'sort=discount&brand=Samsung,Apple&minPrice=500&maxPrice=2000&inStock=true&minDiscount=10&page=3',
    );
    expect(parseListingState(params, 'newest')).toEqual(state);
  });

  it('leaves every default out, so a plain listing has a plain address', () => {
    expect(listingSearchParams(plain, 'newest').toString()).toBe('');
    expect(parseListingState(new URLSearchParams(), 'newest')).toEqual(plain);
    // A search's default sort is relevance; choosing newest there is a choice worth keeping.
    expect(listingSearchParams({ ...plain, sort: 'newest' }, 'relevance').toString()).toBe('sort=newest');
  });

  it('keeps the parameters that are not the listing’s own (a search’s words)', () => {
    const params = listingSearchParams({ ...plain, page: 2 }, 'relevance', new URLSearchParams('q=sams&page=5&brand=Apple'));
    expect(params.toString()).toBe('q=sams&sort=newest&page=2');
  });

  it('falls back to the defaults for anything malformed', () => {
    const params = new URLSearchParams('sort=cheapest&brand=,%20,&minPrice=abc&maxPrice=-5&inStock=yes&minDiscount=200&page=0');
    expect(parseListingState(params, 'relevance')).toEqual({ ...plain, sort: 'relevance' });
    expect(parseListingState(new URLSearchParams('page=2.5&brand=Sony,Sony'), 'newest')).toMatchObject({
      page: 1,
      brands: ['Sony'],
    });
    // A category page offers no relevance order (there are no words to rank by).
    expect(parseListingState(new URLSearchParams('sort=relevance'), 'newest').sort).toBe('newest');
    expect(parseListingState(new URLSearchParams('sort=relevance'), 'relevance').sort).toBe('relevance');
  });

  it('a filter change goes back to page 1', () => {
    expect(withFilters({ ...plain, page: 4 }, { brands: ['Sony'] })).toEqual({ ...plain, brands: ['Sony'], page: 1 });
  });
});

describe('the API query of a listing page', () => {
  it('asks for the page’s slice of 24 with every filter', () => {
    const query = searchApiQuery(
      { q: 'sams', categories: ['Mobiles', 'TV'] },
      { ...plain, brands: ['Samsung'], minPrice: 100, inStock: true, page: 3 },
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      q: 'sams',
      category: 'Mobiles,TV',
      sort: 'newest',
      brand: 'Samsung',
      minPrice: '100',
      inStock: 'true',
      limit: '24',
      offset: '48',
    });
  });

  it('leaves out a reversed price range (the server refuses it), and keeps a range of one price', () => {
    const reversed = Object.fromEntries(
      new URLSearchParams(searchApiQuery({ q: 'tv' }, { ...plain, minPrice: 90000, maxPrice: 1000 })),
    );
    expect(reversed).not.toHaveProperty('minPrice');
    expect(reversed).not.toHaveProperty('maxPrice');
    const single = Object.fromEntries(
      new URLSearchParams(searchApiQuery({ q: 'tv' }, { ...plain, minPrice: 500, maxPrice: 500 })),
    );
    expect(single).toMatchObject({ minPrice: '500', maxPrice: '500' });
  });
});

describe('pages', () => {
  it('counts the pages of a total, at least one', () => {
    expect([0, 1, 24, 25, 48, 1000].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 42]);
  });

  it('shows every page up to seven, then the ends and the current page’s neighbours with gaps', () => {
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 42)).toEqual([1, 2, 3, 4, null, 42]);
    expect(pagerItems(20, 42)).toEqual([1, null, 19, 20, 21, null, 42]);
    expect(pagerItems(5, 42)).toEqual([1, null, 4, 5, 6, null, 42]);
    expect(pagerItems(42, 42)).toEqual([1, null, 39, 40, 41, 42]);
    expect(pagerItems(4, 42)).toEqual([1, 2, 3, 4, 5, null, 42]);
  });
});

describe('the call a plain category address makes', () => {
  it('is the one the server preloads with the page (contract firstPageCalls)', () => {
    const state = parseListingState(new URLSearchParams(), 'newest');
    for (const categories of [['Mobiles'], ['Mouse', 'TV']]) {
      expect(`${apiPaths.catalog.search}?${searchApiQuery({ categories }, state)}`).toBe(firstPageCalls.category(categories));
    }
  });
});

describe('the call a plain search address makes', () => {
  it('is the one the server writes into the page (contract firstPageCalls)', () => {
    const state = parseListingState(new URLSearchParams({ q: 'usb c & hdmi' }), 'relevance');
    for (const q of ['phone', 'usb c & hdmi', 'ülträ 4k']) {
      expect(`${apiPaths.catalog.search}?${searchApiQuery({ q }, state)}`).toBe(firstPageCalls.search(q));
      expect(`${apiPaths.catalog.search}?${searchApiQuery({ q, exact: true }, state)}`).toBe(firstPageCalls.search(q, true));
    }
  });
});
