import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearCompared,
  COMPARE_STORAGE_KEY,
  comparedProducts,
  removeCompared,
  resetCompareStoreForTests,
  toggleCompared,
} from './compare-store';

const phone = (n: number) => ({ _id: `phone-${n}`, productName: `Phone ${n}`, productCategory: 'Mobiles' });

describe('the compare list', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCompareStoreForTests();
  });
  afterEach(() => clearCompared());

  it('collects up to 4 products of one category and says why it takes no fifth', () => {
    for (const n of [1, 2, 3, 4]) expect(toggleCompared(phone(n)).outcome).toBe('added');
    expect(toggleCompared(phone(5))).toEqual({
      outcome: 'refused',
      message: 'You can compare up to 4 products at once. Remove one to add Phone 5.',
    });
    expect(comparedProducts().map((entry) => entry.id)).toEqual(['phone-1', 'phone-2', 'phone-3', 'phone-4']);
  });

  it("refuses another category's product, in words naming both", () => {
    toggleCompared(phone(1));
    expect(toggleCompared({ _id: 'tv-1', productName: 'A TV', productCategory: 'TV' })).toEqual({
      outcome: 'refused',
      message: 'You are comparing Mobiles: products of one category are compared together. Remove them to compare TV instead.',
    });
    expect(comparedProducts()).toHaveLength(1);
  });

  it('takes a product out when toggled again, or removed, and then takes another category', () => {
    toggleCompared(phone(1));
    toggleCompared(phone(2));
    expect(toggleCompared(phone(1)).outcome).toBe('removed');
    removeCompared('phone-2');
    expect(comparedProducts()).toEqual([]);
    expect(toggleCompared({ _id: 'tv-1', productName: 'A TV', productCategory: 'TV' }).outcome).toBe('added');
  });

  it('is kept across visits in localStorage', () => {
    toggleCompared(phone(1));
    toggleCompared(phone(2));
    resetCompareStoreForTests();
    expect(comparedProducts()).toEqual([
      { id: 'phone-1', name: 'Phone 1', category: 'Mobiles' },
      { id: 'phone-2', name: 'Phone 2', category: 'Mobiles' },
    ]);
    clearCompared();
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('starts empty from a kept list it cannot read', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    expect(comparedProducts()).toEqual([]);
    resetCompareStoreForTests();
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([{ id: 1 }, { id: 'x', name: 'X', category: 'Mobiles' }]));
    expect(comparedProducts()).toEqual([{ id: 'x', name: 'X', category: 'Mobiles' }]);
  });
});
