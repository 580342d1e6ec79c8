import { allApiRoutes, ErrorAnswer, errorCodesOfStatus, successStatusOf } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { schemaOfRoute } from './contract-routes';

const entries = allApiRoutes();

describe('the Fastify schema of a route-table entry', () => {
  it('answers every failure the entry declares with the error envelope, under a status the contract gives codes', () => {
    const unschemed = entries
      .filter((entry) => !entry.unenveloped)
      .flatMap((entry) => {
        const response = schemaOfRoute(entry).response as Record<number, unknown>;
        return entry.errors
          .filter((status) => response[status] !== ErrorAnswer || !(status in errorCodesOfStatus))
          .map((status) => `${entry.call.key} ${status}`);
      });
    expect(unschemed).toEqual([]);
  });

  it("answers the entry's success under its own schema, and no failure under a 2xx status", () => {
    const wrong = entries
      .filter((entry) => !entry.unenveloped)
      .filter((entry) => {
        const response = schemaOfRoute(entry).response as Record<number, unknown>;
        const success = successStatusOf(entry);
        return response[success] !== entry.response[success] || entry.errors.some((status) => status < 400);
      })
      .map((entry) => entry.call.key);
    expect(wrong).toEqual([]);
  });
});
