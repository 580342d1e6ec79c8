import { apiPaths, CommentsAnswer } from '@voltcart/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postComment } from '../../../test/comments';
import { createProduct } from '../../../test/products';
import { registerShopper } from '../../../test/shoppers';
import { statementsOf } from '../../../test/statements';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ok } from '../../lib/reply';
import { discussionsAtVersion } from './service';

// A product's discussion answers a ready body (features/catalog/ready-answers/ready-answers.ts) until the next comment write.

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
      const posted = await postComment(shop, shopper, { productId: product._id, comment });
      expect(posted.statusCode).toBe(201);
    }
    const expected = serializerCompiler({ schema: CommentsAnswer, method: 'GET', url: '/' })(
      ok((await discussionsAtVersion(shop.db, [product._id])).discussions.get(product._id)),
    );
    const url = apiPaths.comments.list(product._id);
    const made = await shop.app.inject({ method: 'GET', url });
    const cached = await shop.app.inject({ method: 'GET', url });
    expect(made.body).toBe(expected);
    expect(cached.body).toBe(expected);
    expect(cached.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const revalidated = await shop.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': cached.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('shows an author’s new name on the next read (a change of the users row, not of comments)', async () => {
    const shopper = await registerShopper(shop, { username: 'Old Name' });
    const product = await createProduct(shop);
    const posted = await postComment(shop, shopper, { productId: product._id, comment: 'Hello' });
    expect(posted.statusCode).toBe(201);
    const url = apiPaths.comments.list(product._id);
    for (let read = 0; read < 2; read += 1)
      expect((await shop.app.inject({ method: 'GET', url })).json().data[0].userId.username).toBe('Old Name');
    await shop.db.updateTable('users').set({ username: 'New Name' }).where('id', '=', shopper.user._id).execute();
    expect((await shop.app.inject({ method: 'GET', url })).json().data[0].userId.username).toBe('New Name');
  });

  it('is made with its product’s answer: the page’s comments call then reads nothing, and a new comment shows on the next read', async () => {
    const shopper = await registerShopper(shop, { username: 'Meera' });
    const product = await createProduct(shop);
    const posted = await postComment(shop, shopper, { productId: product._id, comment: 'Loud and clear' });
    expect(posted.statusCode).toBe(201);
    const expected = serializerCompiler({ schema: CommentsAnswer, method: 'GET', url: '/' })(
      ok((await discussionsAtVersion(shop.db, [product._id])).discussions.get(product._id)),
    );
    const page = await statementsOf(shop, () =>
      shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(product._id) }),
    );
    expect(page.result.statusCode).toBe(200);
    expect(page.sql.some((text) => text.includes('"comments"'))).toBe(true);
    const url = apiPaths.comments.list(product._id);
    const discussion = await statementsOf(shop, () => shop.app.inject({ method: 'GET', url }));
    expect(discussion.result.statusCode).toBe(200);
    expect(discussion.result.body).toBe(expected);
    expect(discussion.statements).toBe(0);
    // Another product page of a discussion kept already reads no comments again.
    const again = await statementsOf(shop, () =>
      shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(product._id) }),
    );
    expect(again.sql.some((text) => text.includes('"comments"'))).toBe(false);

    const second = await postComment(shop, shopper, { productId: product._id, comment: 'Still loud' });
    expect(second.statusCode).toBe(201);
    expect(
      (await shop.app.inject({ method: 'GET', url })).json().data.map((comment: { comment: string }) => comment.comment),
    ).toEqual(['Still loud', 'Loud and clear']);
  });

  it('an unknown product’s page answers 404, and so does its comments call', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(missing) })).json()).toMatchObject({
      success: false,
      message: 'Product not found',
    });
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.comments.list(missing) })).json()).toMatchObject({
      success: false,
      message: 'Product not found',
    });
  });
});
