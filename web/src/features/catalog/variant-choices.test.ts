import type { VariantSummary } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { otherVariantsLabel } from '../../shared/variant-label';
import { optionChoices } from './variant-choices';

const variant = (id: string, colour: string, storage: string, productStock = 5): VariantSummary => ({
  _id: id,
  options: { Colour: colour, Storage: storage },
  salesPrice: 1000,
  productStock,
});

// Black comes in both sizes, Pink in 128 GB only, and Black 256 GB is sold out.
const group = [
  variant('black-128', 'Black', '128 GB'),
  variant('pink-128', 'Pink', '128 GB'),
  variant('black-256', 'Black', '256 GB', 0),
];

describe('optionChoices', () => {
  it('leads each value to the variant with it and the current other values, marking the current one', () => {
    expect(optionChoices(group, { Colour: 'Black', Storage: '128 GB' })).toEqual([
      {
        key: 'Colour',
        choices: [
          { value: 'Black', variantId: 'black-128', current: true, outOfStock: false },
          { value: 'Pink', variantId: 'pink-128', current: false, outOfStock: false },
        ],
      },
      {
        key: 'Storage',
        choices: [
          { value: '128 GB', variantId: 'black-128', current: true, outOfStock: false },
          { value: '256 GB', variantId: 'black-256', current: false, outOfStock: true },
        ],
      },
    ]);
  });

  it('leaves a combination the group does not have without a variant (disabled)', () => {
    const [, storage] = optionChoices(group, { Colour: 'Pink', Storage: '128 GB' });
    expect(storage!.choices).toEqual([
      { value: '128 GB', variantId: 'pink-128', current: true, outOfStock: false },
      { value: '256 GB', current: false, outOfStock: false },
    ]);
  });
});

describe('otherVariantsLabel', () => {
  it('counts the other values of the one option that varies, else the other variants', () => {
    expect(otherVariantsLabel(4, { Colour: 4 })).toBe('+3 colours');
    expect(otherVariantsLabel(2, { Size: 2 })).toBe('+1 size');
    expect(otherVariantsLabel(6, { Colour: 3, Storage: 2 })).toBe('+5 more options');
    expect(otherVariantsLabel(1, { Colour: 1 })).toBeUndefined();
  });
});
