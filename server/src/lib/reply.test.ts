import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataJsonOf, ok, okJson, okJsonOfDataJson } from './reply';

const Answer = z.object({
  success: z.boolean(),
  error: z.boolean(),
  message: z.string(),
  data: z.object({ name: z.string(), tags: z.array(z.string()) }),
});

describe('envelope JSON text', () => {
  it("takes an answer's data out as JSON text, even when a string in it or the message holds the envelope's own words", () => {
    const data = { name: 'Cable ,"data":{"x":1} “₹”', tags: ['"data":', '}'] };
    const body = Buffer.from(JSON.stringify(ok(data, 'Said ,\\"data\\": here')));
    expect(dataJsonOf(body)).toBe(JSON.stringify(data));
    expect(dataJsonOf(Buffer.from(okJson(Answer, data)))).toBe(JSON.stringify(data));
    expect(() => dataJsonOf(Buffer.from('{"success":true}'))).toThrow();
  });

  it('wraps data already serialised exactly as serialising the whole envelope would', () => {
    for (const [data, message] of [
      [{ name: 'Lamp', tags: [] }, 'Product added to cart!'],
      [{ name: 'नमस्ते "quoted"\n', tags: ['a'] }, 'A "quoted" message — ₹'],
    ] as const) {
      expect(okJsonOfDataJson(JSON.stringify(data), message)).toBe(JSON.stringify(ok(data, message)));
    }
  });
});
