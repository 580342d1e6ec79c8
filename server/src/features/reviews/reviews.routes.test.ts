import { apiPaths, REVIEW_LIMITS, type VariantGroup } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../test/orders';
import { createProduct } from '../../../test/products';
import { postReview, reviewFields, reviewsOf } from '../../../test/reviews';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestApp();
  admin = await signInAdmin(shop);
});
afterAll(() => shop.close());

const productRow = (id: string) =>
  shop.db.selectFrom('products').select(['rating_tenths', 'review_count']).where('id', '=', id).executeTakeFirstOrThrow();

describe('writing a review', () => {
  it('marks "Verified purchase" for a shopper with a Delivered order holding the product, and not for one whose order is not delivered', async () => {
    const product = await createProduct(shop);
    const buyer = await registerShopper(shop, { username: 'Buyer' });
    const waiting = await registerShopper(shop, { username: 'Waiting' });
    const stranger = await registerShopper(shop);
    await insertOrder(shop, buyer.user._id, [{ product, quantity: 1 }], { status: 'Delivered' });
    await insertOrder(shop, waiting.user._id, [{ product, quantity: 1 }], { status: 'Shipped' });

    const bought = await postReview(shop, buyer, product._id, { rating: 5 });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().data).toMatchObject({ author: 'Buyer', rating: 5, verified: true, helpfulCount: 0, mine: true });
    expect((await postReview(shop, waiting, product._id)).json().data.verified).toBe(false);
    expect((await postReview(shop, stranger, product._id)).json().data.verified).toBe(false);
    expect(await productRow(product._id)).toEqual({ rating_tenths: 43, review_count: 3 });
  });

  it('counts a delivered order of another variant of the group as a verified purchase, and not one of another product', async () => {
    const [blue, other] = [await createProduct(shop), await createProduct(shop)];
    const grouped = await shop.app.inject({
      method: 'POST',
      url: apiPaths.variants.create,
      headers: admin.headers,
      payload: { productId: blue._id, options: { Colour: 'Blue' } },
    });
    expect(grouped.statusCode).toBe(201);
    const added = await shop.app.inject({
      method: 'POST',
      url: apiPaths.variants.add(blue._id),
      headers: admin.headers,
      payload: { options: { Colour: 'Red' } },
    });
    expect(added.statusCode).toBe(201);
    const redId = (added.json().data as VariantGroup).members.find((member) => member.options.Colour === 'Red')!._id;
    const buyer = await registerShopper(shop);
    await insertOrder(shop, buyer.user._id, [{ product: { ...blue, _id: redId }, quantity: 1 }], { status: 'Delivered' });
    await insertOrder(shop, buyer.user._id, [{ product: other, quantity: 1 }], { status: 'Shipped' });

    expect((await postReview(shop, buyer, blue._id)).json().data.verified).toBe(true);
    expect((await postReview(shop, buyer, other._id)).json().data.verified).toBe(false);
  });

  it('takes one review per shopper per product: a second answers 409 in words', async () => {
    const product = await createProduct(shop);
    const shopper = await registerShopper(shop);
    expect((await postReview(shop, shopper, product._id)).statusCode).toBe(201);
    const again = await postReview(shop, shopper, product._id, { title: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this product. Edit your review instead.');
    expect(await shop.db.selectFrom('reviews').select('title').where('product_id', '=', product._id).execute()).toEqual([
      { title: 'Does the job' },
    ]);
  });

  it('names each bad field in words', async () => {
    const product = await createProduct(shop);
    const shopper = await registerShopper(shop);
    const answer = await postReview(shop, shopper, product._id, {
      rating: 6,
      title: 'x'.repeat(REVIEW_LIMITS.titleMax + 1),
      body: 'Too short',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      rating: 'Choose a rating from 1 to 5 stars',
      title: 'Title is too long: at most 100 characters',
      body: 'Review is too short: at least 20 characters',
    });
    expect((await postReview(shop, shopper, product._id, { rating: 2.5 })).statusCode).toBe(400);
    expect((await postReview(shop, shopper, product._id, { body: 'y'.repeat(2001) })).json().fields.body).toBe(
      'Review is too long: at most 2,000 characters',
    );
  });

  it('answers 401 signed out and 404 for an unknown product', async () => {
    const product = await createProduct(shop);
    expect((await postReview(shop, undefined, product._id)).statusCode).toBe(401);
    const shopper = await registerShopper(shop);
    const unknown = await postReview(shop, shopper, '01890000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
  });

  it('is edited and deleted by its author only, and the product’s stars follow', async () => {
    const product = await createProduct(shop);
    const author = await registerShopper(shop);
    const other = await registerShopper(shop);
    const id = (await postReview(shop, author, product._id, { rating: 2 })).json().data._id;
    const edit = (who: SignedIn, fields = reviewFields({ rating: 5, title: 'Better after the update' })) =>
      shop.app.inject({ method: 'PUT', url: apiPaths.reviews.update(id), headers: who.headers, payload: fields });

    expect((await edit(other)).statusCode).toBe(404);
    const edited = await edit(author);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 5, title: 'Better after the update' });
    expect(await productRow(product._id)).toEqual({ rating_tenths: 50, review_count: 1 });

    const remove = (who: SignedIn) =>
      shop.app.inject({ method: 'DELETE', url: apiPaths.reviews.remove(id), headers: who.headers });
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(author)).statusCode).toBe(200);
    expect(await productRow(product._id)).toEqual({ rating_tenths: 0, review_count: 0 });
    expect((await reviewsOf(shop, product._id)).json().data).toMatchObject({ count: 0, average: 0, reviews: [] });
  });

  it('an edit after the delivery makes the review verified', async () => {
    const product = await createProduct(shop);
    const author = await registerShopper(shop);
    const id = (await postReview(shop, author, product._id)).json().data._id;
    await insertOrder(shop, author.user._id, [{ product, quantity: 1 }], { status: 'Delivered' });
    const edited = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.reviews.update(id),
      headers: author.headers,
      payload: reviewFields(),
    });
    expect(edited.json().data.verified).toBe(true);
  });
});

describe('reading a product’s reviews', () => {
  it('answers the average, the count, the count per star and the reviews, publicly', async () => {
    const product = await createProduct(shop);
    for (const rating of [5, 4, 4, 1]) await postReview(shop, await registerShopper(shop), product._id, { rating });
    const answer = await reviewsOf(shop, product._id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      average: 3.5,
      count: 4,
      perStar: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 },
      page: 1,
      pages: 1,
      myReview: null,
    });
    expect(answer.json().data.reviews).toHaveLength(4);
  });

  it('sorts by most recent, most helpful and highest rating', async () => {
    const product = await createProduct(shop);
    const voters = [await registerShopper(shop), await registerShopper(shop)];
    const ids: string[] = [];
    for (const [rating, title] of [
      [3, 'First'],
      [5, 'Second'],
      [1, 'Third'],
    ] as const) {
      ids.push((await postReview(shop, await registerShopper(shop), product._id, { rating, title })).json().data._id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const voter of voters)
      await shop.app.inject({ method: 'POST', url: apiPaths.reviews.helpful(ids[0]!), headers: voter.headers });
    await shop.app.inject({ method: 'POST', url: apiPaths.reviews.helpful(ids[2]!), headers: voters[0]!.headers });
    const titles = async (sort: string) =>
      (await reviewsOf(shop, product._id, { sort })).json().data.reviews.map((review: { title: string }) => review.title);
    expect(await titles('recent')).toEqual(['Third', 'Second', 'First']);
    expect(await titles('helpful')).toEqual(['First', 'Third', 'Second']);
    expect(await titles('rating')).toEqual(['Second', 'First', 'Third']);
    expect((await reviewsOf(shop, product._id, { sort: 'loudest' })).statusCode).toBe(400);
  });

  it('pages ten at a time', async () => {
    const product = await createProduct(shop);
    for (let index = 0; index < REVIEW_LIMITS.pageSize + 2; index += 1)
      await postReview(shop, await registerShopper(shop), product._id, { title: `Review ${index}` });
    const first = (await reviewsOf(shop, product._id)).json().data;
    const second = (await reviewsOf(shop, product._id, { page: 2 })).json().data;
    expect(first.reviews).toHaveLength(REVIEW_LIMITS.pageSize);
    expect(second).toMatchObject({ page: 2, pages: 2, count: 12 });
    expect(second.reviews.map((review: { title: string }) => review.title)).toEqual(['Review 1', 'Review 0']);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await reviewsOf(shop, '01890000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('helpful votes and reports', () => {
  it('counts one helpful vote per shopper and none on one’s own review', async () => {
    const product = await createProduct(shop);
    const author = await registerShopper(shop);
    const reader = await registerShopper(shop);
    const id = (await postReview(shop, author, product._id)).json().data._id;
    const vote = (who: SignedIn) => shop.app.inject({ method: 'POST', url: apiPaths.reviews.helpful(id), headers: who.headers });

    const own = await vote(author);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe('You cannot mark your own review helpful.');
    expect((await vote(reader)).json().data).toEqual({ helpfulCount: 1, voted: true });
    const twice = await vote(reader);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already marked this review helpful.');
    expect((await reviewsOf(shop, product._id, { viewer: reader })).json().data.reviews[0]).toMatchObject({
      helpfulCount: 1,
      voted: true,
      mine: false,
    });
    expect((await reviewsOf(shop, product._id)).json().data.reviews[0].voted).toBe(false);
  });

  it('takes a report once per shopper, not on one’s own, and lists reported reviews first for the admin', async () => {
    const product = await createProduct(shop);
    const author = await registerShopper(shop);
    const reader = await registerShopper(shop);
    const quiet = (await postReview(shop, await registerShopper(shop), product._id, { title: 'Quiet' })).json().data._id;
    const id = (await postReview(shop, author, product._id, { title: 'Reported' })).json().data._id;
    const report = (who: SignedIn) =>
      shop.app.inject({
        method: 'POST',
        url: apiPaths.reviews.report(id),
        headers: who.headers,
        payload: { reason: 'Spam link' },
      });

    expect((await report(author)).statusCode).toBe(422);
    expect((await report(reader)).statusCode).toBe(200);
    expect((await report(reader)).statusCode).toBe(409);
    const list = await shop.app.inject({ method: 'GET', url: apiPaths.reviews.adminList, headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data as { _id: string; reportCount: number; reportReasons: string[] }[];
    expect(listed[0]).toMatchObject({ _id: id, reportCount: 1, reportReasons: ['Spam link'] });
    expect(listed.findIndex((review) => review._id === quiet)).toBeGreaterThan(0);
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.reviews.adminList, headers: reader.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('moderation', () => {
  it('hiding takes a review off the list and the average and emails its author the reason; restoring puts it back', async () => {
    const product = await createProduct(shop);
    const author = await registerShopper(shop, { username: 'Loud' });
    await postReview(shop, await registerShopper(shop), product._id, { rating: 5 });
    const id = (await postReview(shop, author, product._id, { rating: 1, title: 'Rubbish' })).json().data._id;
    expect((await reviewsOf(shop, product._id)).json().data).toMatchObject({ average: 3, count: 2 });

    const hidden = await shop.app.inject({
      method: 'POST',
      url: apiPaths.reviews.hide(id),
      headers: admin.headers,
      payload: { reason: 'Abusive language' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden: true, hiddenReason: 'Abusive language' });
    const after = (await reviewsOf(shop, product._id)).json().data;
    expect(after).toMatchObject({ average: 5, count: 1, perStar: { 1: 0, 5: 1 } });
    expect(after.reviews.map((review: { _id: string }) => review._id)).not.toContain(id);
    expect(await productRow(product._id)).toEqual({ rating_tenths: 50, review_count: 1 });
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text'])
      .where('recipient', '=', author.user.email)
      .where('kind', '=', 'review-hidden')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your review of ${product.productName} was hidden`);
    expect(mail[0]!.text).toContain('Their reason: Abusive language');
    // The author still sees their own review, marked hidden, to edit it.
    expect((await reviewsOf(shop, product._id, { viewer: author })).json().data.myReview).toMatchObject({
      _id: id,
      hidden: true,
    });

    const restored = await shop.app.inject({ method: 'POST', url: apiPaths.reviews.restore(id), headers: admin.headers });
    expect(restored.json().data.hidden).toBe(false);
    expect((await reviewsOf(shop, product._id)).json().data).toMatchObject({ average: 3, count: 2 });
  });

  it('answers 403 to a shopper and 404 for an unknown review', async () => {
    const shopper = await registerShopper(shop);
    const unknown = '01890000-0000-7000-8000-000000000000';
    const hide = (who: SignedIn) =>
      shop.app.inject({ method: 'POST', url: apiPaths.reviews.hide(unknown), headers: who.headers, payload: { reason: 'x' } });
    expect((await hide(shopper)).statusCode).toBe(403);
    expect((await hide(admin)).statusCode).toBe(404);
  });
});
