import { apiPaths, MAX_COMMENT_LENGTH } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postComment } from '../../../test/comments';
import { createProduct } from '../../../test/products';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const addComment = (shopper: SignedIn | undefined, payload: unknown) => postComment(shop, shopper, payload);
const viewComments = (productId: string) => shop.app.inject({ method: 'GET', url: apiPaths.comments.list(productId) });
const commentRowsOf = (productId: string) =>
  shop.db.selectFrom('comments').selectAll().where('product_id', '=', productId).execute();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('posting a comment', () => {
  it('stores the comment and answers 201 with its author and date', async () => {
    const shopper = await registerShopper(shop, { username: 'Meera' });
    const product = await createProduct(shop);
    const response = await addComment(shopper, { productId: product._id, comment: 'Great battery life.' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      error: false,
      message: 'Comment added successfully!',
      data: {
        productId: product._id,
        comment: 'Great battery life.',
        userId: { _id: shopper.user._id, username: 'Meera', imageUrl: '' },
      },
    });
    expect(new Date(body.data.date).toISOString()).toBe(body.data.date);
    const rows = await commentRowsOf(product._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.data._id, user_id: shopper.user._id, body: 'Great battery life.' });
  });

  it('stores HTML and SQL text exactly as written and answers it as plain JSON text', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    const text = `<script>alert("hi")</script> <img src=x onerror=alert(1)> '); DROP TABLE comments; --`;
    const response = await addComment(shopper, { productId: product._id, comment: text });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/json');
    expect((await commentRowsOf(product._id))[0]!.body).toBe(text);
    expect((await viewComments(product._id)).json().data[0].comment).toBe(text);
  });

  it('keeps surrounding spaces and line breaks as written', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    const text = '  Line one\nLine two  ';
    await addComment(shopper, { productId: product._id, comment: text });
    expect((await commentRowsOf(product._id))[0]!.body).toBe(text);
  });

  it.each([[''], ['   '], ['\n\t ']])('answers 400 "Please enter a comment before submitting." for %j', async (comment) => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    const response = await addComment(shopper, { productId: product._id, comment });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: true, message: 'Please enter a comment before submitting.' });
    expect(await commentRowsOf(product._id)).toHaveLength(0);
  });

  it('answers 400 "Please enter a comment before submitting." when the comment is missing', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    const response = await addComment(shopper, { productId: product._id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a comment before submitting.');
  });

  it.each([[{ comment: 'Nice' }], [{ productId: '', comment: 'Nice' }], [{ productId: null, comment: 'Nice' }]])(
    'answers 400 "Product ID is missing." for %j',
    async (payload) => {
      const shopper = await registerShopper(shop);
      const response = await addComment(shopper, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: true, message: 'Product ID is missing.' });
    },
  );

  it('answers 400 naming the product id in words for a malformed one and 404 for an unknown product', async () => {
    const shopper = await registerShopper(shop);
    const malformed = await addComment(shopper, { productId: 'abc', comment: 'Nice' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Product id: must be a valid id');
    const unknown = await addComment(shopper, { productId: '01890000-0000-7000-8000-000000000000', comment: 'Nice' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
  });

  it(`accepts ${MAX_COMMENT_LENGTH} characters and answers 400 naming comment beyond that`, async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    expect((await addComment(shopper, { productId: product._id, comment: 'a'.repeat(MAX_COMMENT_LENGTH) })).statusCode).toBe(201);
    const tooLong = await addComment(shopper, { productId: product._id, comment: 'a'.repeat(MAX_COMMENT_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('comment');
    expect(await commentRowsOf(product._id)).toHaveLength(1);
  });

  it('answers 401 "Please login to continue" without a session and stores nothing', async () => {
    const product = await createProduct(shop);
    const response = await addComment(undefined, { productId: product._id, comment: 'Anonymous' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Please login to continue' });
    expect(await commentRowsOf(product._id)).toHaveLength(0);
  });

  it('ignores a user id sent in the body: the comment belongs to the signed-in shopper', async () => {
    const shopper = await registerShopper(shop);
    const other = await registerShopper(shop);
    const product = await createProduct(shop);
    await addComment(shopper, { productId: product._id, comment: 'Mine', userId: other.user._id });
    expect((await commentRowsOf(product._id))[0]!.user_id).toBe(shopper.user._id);
  });
});

describe('reading the discussion', () => {
  it('lists a product’s comments newest first without needing a session', async () => {
    const first = await registerShopper(shop, { username: 'Early' });
    const second = await registerShopper(shop, { username: 'Late' });
    const product = await createProduct(shop);
    const elsewhere = await createProduct(shop);
    await addComment(first, { productId: product._id, comment: 'First!' });
    await pause(5);
    await addComment(second, { productId: product._id, comment: 'Second.' });
    await addComment(first, { productId: elsewhere._id, comment: 'Other product' });

    const response = await viewComments(product._id);
    expect(response.statusCode).toBe(200);
    const comments = response.json().data;
    expect(comments.map((comment: { comment: string }) => comment.comment)).toEqual(['Second.', 'First!']);
    expect(comments[0].userId).toEqual({ _id: second.user._id, username: 'Late', imageUrl: '' });
    expect(comments[0].date > comments[1].date).toBe(true);
  });

  it('answers an empty list for a product nobody has discussed', async () => {
    const product = await createProduct(shop);
    const response = await viewComments(product._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: [] });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await viewComments('01890000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await viewComments('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('productId');
  });

  it('shows each of several product pages opened together its own discussion, its authors and a 404 for an unknown one', async () => {
    const [asha, ravi] = [await registerShopper(shop, { username: 'Asha' }), await registerShopper(shop, { username: 'Ravi' })];
    const [talked, quiet, alsoTalked] = [await createProduct(shop), await createProduct(shop), await createProduct(shop)];
    await addComment(asha, { productId: talked._id, comment: 'Sturdy.' });
    await pause(5);
    await addComment(ravi, { productId: talked._id, comment: 'Loud fan.' });
    await addComment(ravi, { productId: alsoTalked._id, comment: 'Worth it.' });
    const unknown = '01890000-0000-7000-8000-0000000000ff';

    // Asked in one turn: the shop reads them as one batch.
    const answers = await Promise.all([talked._id, quiet._id, unknown, alsoTalked._id].map(viewComments));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 200]);
    const shown = (index: number) =>
      answers[index]!.json().data.map((comment: { comment: string; productId: string; userId: { username: string } }) => [
        comment.productId,
        comment.userId.username,
        comment.comment,
      ]);
    expect(shown(0)).toEqual([
      [talked._id, 'Ravi', 'Loud fan.'],
      [talked._id, 'Asha', 'Sturdy.'],
    ]);
    expect(shown(1)).toEqual([]);
    expect(shown(3)).toEqual([[alsoTalked._id, 'Ravi', 'Worth it.']]);
  });
});
