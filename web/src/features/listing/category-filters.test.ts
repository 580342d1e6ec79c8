import { describe, expect, it } from 'vitest';
import { selectedCategories, toggleCategory } from './category-filters';

describe('category filters', () => {
  it('reads names and aliases from the address in the shop order', () => {
    expect(selectedCategories('tvs,Mouse,processors,nonsense')).toEqual(['Mouse', 'Processor', 'TV']);
    expect(selectedCategories(undefined)).toEqual([]);
  });

  it('ticks and unticks a category', () => {
    expect(toggleCategory(['TV'], 'Mouse')).toEqual(['Mouse', 'TV']);
    expect(toggleCategory(['Mouse', 'TV'], 'TV')).toEqual(['Mouse']);
  });
});
