import { describe, expect, it } from 'vitest';
import { assertNoControlCharacters, MAX_INPUT_DEPTH } from './control-characters';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? [value] : { inner: value };
  return value;
};

describe('the walk over request input', () => {
  it(`takes input nested ${MAX_INPUT_DEPTH} levels deep and refuses one level more with 400`, () => {
    expect(() => assertNoControlCharacters(nested(MAX_INPUT_DEPTH), 'body')).not.toThrow();
    expect(() => assertNoControlCharacters(nested(MAX_INPUT_DEPTH + 1), 'body')).toThrow(
      expect.objectContaining({ statusCode: 400, message: `body: must not nest more than ${MAX_INPUT_DEPTH} levels deep` }),
    );
  });

  it('refuses 100,000 levels without running out of stack', () => {
    expect(() => assertNoControlCharacters(nested(100_000), 'body')).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('names the first field in the document that holds a control character', () => {
    const body = { items: [{ name: 'fine' }, { name: 'bad\u0000', note: 'also\u0001' }], later: 'x\u0002' };
    expect(() => assertNoControlCharacters(body, 'body')).toThrow('items[1].name: must not contain control characters');
    expect(() => assertNoControlCharacters({ address: { 'ke\u0007y': 'v' } }, 'body')).toThrow(
      'address: must not contain control characters',
    );
    expect(() => assertNoControlCharacters({ 'ke\u0007y': 'v' }, 'body')).toThrow(
      'ke\u0007y: must not contain control characters',
    );
    expect(() => assertNoControlCharacters('plain\u0000', 'query')).toThrow('query: must not contain control characters');
  });
});
