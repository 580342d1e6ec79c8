import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin';

describe('GSTIN', () => {
  it('computes the published mod-36 check character', () => {
    // Examples whose check characters are published with the algorithm.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29ABCDE1234F1Z')).toBe('W');
  });

  it("accepts a well-formed GSTIN of the seller's state, and the older code of a reorganised state", () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeUndefined();
    const oldAndhra = `28ABCDE1234F1Z${gstinCheckCharacter('28ABCDE1234F1Z')}`;
    expect(gstinProblem(oldAndhra, 'Andhra Pradesh')).toBeUndefined();
  });

  it('says what is wrong with a bad one', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', 'Maharashtra')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toBe('starts with state code 27, but SHOP_STATE Karnataka is 29');
    expect(gstinProblem('27AAPFU0939F1V', 'Maharashtra')).toMatch(/15-character GSTIN/);
  });
});
