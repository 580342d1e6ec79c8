import { apiCalls, apiPaths } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/fixtures';
import { fail, mockApi, ok } from '../test/api-mock';
import { ApiError, call } from './api-client';

describe('call', () => {
  it('fills the path parameters of its entry, each URL-encoded, and answers the envelope', async () => {
    const product = makeProduct();
    const api = mockApi({ 'GET /api/product/getProductById/a%20b%2Fc': ok(product) });
    const answer = await call(apiCalls.catalog.productById, { params: { id: 'a b/c' } });
    expect(api.calls.map((each) => `${each.method} ${each.url}`)).toEqual(['GET /api/product/getProductById/a%20b%2Fc']);
    expect(answer.data).toEqual(product);
  });

  it('sends the query, leaving out the fields it does not set, or a ready URLSearchParams as it is', async () => {
    const api = mockApi({
      [`GET ${apiPaths.auth.allUsers}`]: ok([]),
      [`GET ${apiPaths.catalog.search}`]: ok({ items: [], total: 0, facets: { brands: [], price: null } }),
    });
    await call(apiCalls.auth.allUsers, { query: { limit: 20, offset: undefined } });
    await call(apiCalls.catalog.search, { query: new URLSearchParams('q=usb+c&category=Mouse%2CTV&sort=relevance') });
    expect(api.calls.map((each) => each.url)).toEqual([
      `${apiPaths.auth.allUsers}?limit=20`,
      `${apiPaths.catalog.search}?q=usb+c&category=Mouse%2CTV&sort=relevance`,
    ]);
  });

  it("sends a JSON body with its entry's method", async () => {
    const api = mockApi({ [`PUT ${apiPaths.cart.update}`]: ok(null) });
    await call(apiCalls.cart.update, { body: { _id: 'item-1', quantity: 3 } });
    const [update] = api.callsTo('PUT', apiPaths.cart.update);
    expect(update?.json).toEqual({ _id: 'item-1', quantity: 3 });
    const init = api.fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends a FormData body as multipart, leaving its content type to the browser', async () => {
    const api = mockApi({ [`POST ${apiPaths.auth.register}`]: { status: 201, body: ok(null).body } });
    const form = new FormData();
    form.append('username', 'Asha');
    await call(apiCalls.auth.register, { body: form });
    const [register] = api.callsTo('POST', apiPaths.auth.register);
    expect(register?.form?.get('username')).toBe('Asha');
    const init = api.fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it("throws an ApiError with the status, the server's message and its code", async () => {
    mockApi({
      [`POST ${apiPaths.cart.add}`]: fail(409, 'Only 2 left in stock', 'out_of_stock'),
      [`GET ${apiPaths.cart.count}`]: { status: 502, body: { message: 'Bad gateway' } },
    });
    const outOfStock = await call(apiCalls.cart.add, { body: { productId: 'p-1' } }).catch((error: unknown) => error);
    expect(outOfStock).toBeInstanceOf(ApiError);
    expect(outOfStock).toMatchObject({ status: 409, serverMessage: 'Only 2 left in stock', code: 'out_of_stock' });
    const withoutCode = await call(apiCalls.cart.count).catch((error: unknown) => error);
    expect(withoutCode).toMatchObject({ status: 502, serverMessage: 'Bad gateway', code: undefined });
  });
});
