import { apiPaths, CommentsAnswer } from '@voltcart/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ok } from '../../lib/reply';
import { discussionsAtVersion } from './service';

// A product's discussion answers a ready body (features/catalog/ready-answers.ts) until the next comment write.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('a product’s discussion from the ready answers', () => {
  it('reads byte for byte as the uncached answer, is public, and answers 304 to the same ETag', async () => {
    const shopper = await registerShopper(shop, { username: 'Tara' });
    const product = await createProduct(shop);
    for (const comment of ['First <i>take</i>', 'Second "take"\nwith a line']) {
      const posted = await shop.app.inject({ method: 'POST', url: apiPaths.comments.add, headers: shopper.headers, payload: { productId: product._id, comment } });
      expect(posted.statusCode).toBe(201);
    }
    const expected = serializerCompiler({ schema: CommentsAnswer, method: 'GET', url: '/' })(ok((await discussionsAtVersion(shop.db, [product._id])).discussions.get(product._id)));
    const url = apiPaths.comments.list(product._id);
    const made = await shop.app.inject({ method: 'GET', url });
    const cached = await shop.app.inject({ method: 'GET', url });
    expect(made.body).toBe(expected);
    expect(cached.body).toBe(expected);
    expect(cached.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const revalidated = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': cached.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('shows an author’s new name on the next read (a change of the users row, not of comments)', async () => {
    const shopper = await registerShopper(shop, { username: 'Old Name' });
    const product = await createProduct(shop);
    const posted = await shop.app.inject({ method: 'POST', url: apiPaths.comments.add, headers: shopper.headers, payload: { productId: product._id, comment: 'Hello' } });
    expect(posted.statusCode).toBe(201);
    const url = apiPaths.comments.list(product._id);
    for (let read = 0; read < 2; read += 1) expect((await shop.app.inject({ method: 'GET', url })).json().data[0].userId.username).toBe('Old Name');
    await shop.db.updateTable('users').set({ username: 'New Name' }).where('id', '=', shopper.user._id).execute();
    expect((await shop.app.inject({ method: 'GET', url })).json().data[0].userId.username).toBe('New Name');
  });
});
