import { apiCalls, apiPaths } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../test/api-mock';
import { call } from './api-client';

const authorization = (init: unknown) => ((init as RequestInit).headers as Record<string, string>).Authorization;

describe('admin calls', () => {
  it('send the kept admin token as a bearer header, and shopper calls never do', async () => {
    localStorage.setItem('adminToken', 'tok-1');
    const api = mockApi({ [`GET ${apiPaths.auth.totalUsers}`]: ok(3), [`GET ${apiPaths.cart.count}`]: ok(0) });
    await call(apiCalls.auth.totalUsers, { asAdmin: true });
    await call(apiCalls.cart.count);
    expect(authorization(api.fetchMock.mock.calls[0]?.[1])).toBe('Bearer tok-1');
    expect(authorization(api.fetchMock.mock.calls[1]?.[1])).toBeUndefined();
  });

  it('drop a token whose session ended and go on with the cookie alone', async () => {
    localStorage.setItem('adminToken', 'stale');
    const api = mockApi({
      [`GET ${apiPaths.auth.totalUsers}`]: () => (api.calls.length === 1 ? fail(401, 'Please sign in') : ok(7)),
    });
    const answer = await call(apiCalls.auth.totalUsers, { asAdmin: true });
    expect(answer.data).toBe(7);
    expect(api.calls).toHaveLength(2);
    expect(authorization(api.fetchMock.mock.calls[1]?.[1])).toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
