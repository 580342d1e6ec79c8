import { describe, expect, it } from 'vitest';
import { catalogueSpelling, correctedText, editDistance } from './spelling';

describe('spelling', () => {
  it('counts one edit for a delete, an insert, a substitution and a swap of neighbours', () => {
    expect(['samsung', 'samsungs', 'samsong', 'smasung', 'samsung'].map((word) => editDistance('samsung', word))).toEqual([
      0, 1, 1, 1, 0,
    ]);
    expect(editDistance('samsng', 'galaxy')).toBe(5);
  });

  it("takes the catalogue's nearest word as written, the earlier text winning a tie", () => {
    expect(catalogueSpelling('samsng', ['Samsung Galaxy S24', 'samsung'])).toBe('Samsung');
    expect(catalogueSpelling('hedphones', ['Sony WH-1000XM5', 'Headphones for travel'])).toBe('Headphones');
  });

  it('replaces only the corrected words of what was typed', () => {
    expect(correctedText('Samsng  galaxy!', { samsng: 'Samsung' })).toBe('Samsung  galaxy!');
  });
});
