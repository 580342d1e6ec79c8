import { apiPaths } from '@voltcart/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { postComment } from '../../../test/comments';
import { createProduct } from '../../../test/products';
import { postReview } from '../../../test/reviews';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RATE_LIMIT } from '../../lib/rate-limits';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log('review and comment limits through Redis: skipped, TEST_REDIS_URL is not set');

const opened: TestApp[] = [];
afterAll(async () => {
  for (const shop of opened) await shop.close();
});

/** A registration address of its own per shopper, so the sign-up limit (per address) never refuses one. */
const freshAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const engines: [string, Record<string, string>][] = [
  ['in process memory', {}],
  ...(redisUrl ? [['in Redis', { REDIS_URL: redisUrl }] satisfies [string, Record<string, string>]] : []),
];

describe.each(engines)('a shopper’s hourly limits, counted %s', (_where, env) => {
  it(`posts at most ${RATE_LIMIT.review.max} reviews and ${RATE_LIMIT.comment.max} comments an hour`, async () => {
    const shop = await createTestApp({ RATE_LIMITS: 'on', ...env });
    opened.push(shop);
    const shopper = await registerShopper(shop, {}, { remoteAddress: freshAddress() });
    const products = await Promise.all(Array.from({ length: RATE_LIMIT.review.max + 1 }, () => createProduct(shop)));
    for (const product of products.slice(0, RATE_LIMIT.review.max))
      expect((await postReview(shop, shopper, product._id)).statusCode).toBe(201);
    const refused = await postReview(shop, shopper, products.at(-1)!._id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toContain('Too many requests');
    expect(await shop.db.selectFrom('reviews').select('id').where('user_id', '=', shopper.user._id).execute()).toHaveLength(
      RATE_LIMIT.review.max,
    );
    // Another shopper is counted apart.
    const other = await registerShopper(shop, {}, { remoteAddress: freshAddress() });
    expect((await postReview(shop, other, products.at(-1)!._id)).statusCode).toBe(201);

    for (let index = 0; index < RATE_LIMIT.comment.max; index += 1)
      expect((await postComment(shop, shopper, { productId: products[0]!._id, comment: `Note ${index}` })).statusCode).toBe(201);
    expect((await postComment(shop, shopper, { productId: products[0]!._id, comment: 'One more' })).statusCode).toBe(429);
    // Reading is never limited.
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.reviews.list(products[0]!._id) })).statusCode).toBe(200);
  });
});
