import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  listingSearchParams,
  parseListingState,
  searchApiQuery,
  withFilters,
  type ListingState,
} from './listing-state';

const read = (query: string) => parseListingState(new URLSearchParams(query), 'newest');

describe('spec filters in the address', () => {
  it('reads choices (repeated), yes/no and number ranges from specs.<key> parameters', () => {
    const state = read('specs.ram=8&specs.ram=12&specs.5g=true&specs.screen.min=6&specs.screen.max=6.8&specs.os=Android');
    expect(state.specs).toEqual([
      { key: '5g', type: 'boolean', value: true },
      { key: 'os', type: 'choice', values: ['Android'] },
      { key: 'ram', type: 'number', values: [8, 12] },
      { key: 'screen', type: 'number', min: 6, max: 6.8 },
    ]);
    expect(hasFilters(state)).toBe(true);
  });

  it('writes them back in key order, so the same filters always make the same shareable address', () => {
    const state = withFilters(read(''), {
      specs: [
        { key: 'screen', type: 'number', min: 6 },
        { key: '5g', type: 'boolean', value: true },
        { key: 'ram', type: 'number', values: [8] },
      ],
    });
    const params = listingSearchParams(state, 'newest', new URLSearchParams('q=phone&specs.old=1'));
    expect(params.toString()).toBe('q=phone&specs.5g=true&specs.ram=8&specs.screen.min=6');
    expect(read(params.toString()).specs).toEqual(state.specs.slice().sort((a, b) => (a.key < b.key ? -1 : 1)));
  });

  it('leaves out a parameter the server would refuse, keeping the others', () => {
    expect(
      read('specs.ram.min=lots&specs.5g=maybe&specs.flavour=mint&specs.screen.min=9&specs.screen.max=2&specs.os=iOS').specs,
    ).toEqual([{ key: 'os', type: 'choice', values: ['iOS'] }]);
  });

  it('asks the search call for the same filters', () => {
    const state: ListingState = {
      ...read(''),
      specs: [
        { key: 'ram', type: 'number', min: 8 },
        { key: '5g', type: 'boolean', value: true },
      ],
    };
    const query = new URLSearchParams(searchApiQuery({ categories: ['Mobiles'] }, state));
    expect(query.getAll('specs.ram.min')).toEqual(['8']);
    expect(query.getAll('specs.5g')).toEqual(['true']);
    expect(query.get('category')).toBe('Mobiles');
  });

  it('clears them with the other filters', () => {
    expect(hasFilters(withFilters(read('specs.5g=true'), { specs: [] }))).toBe(false);
  });
});
