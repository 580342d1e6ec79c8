import { apiPaths } from '@voltcart/contract';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Liveness answers while the process runs; readiness only while the database answers, the schema is this build's, a
// configured Redis is connected and the process is not draining.

const opened: TestApp[] = [];
async function shopWith(env: Record<string, string> = {}) {
  const shop = await createTestApp(env);
  opened.push(shop);
  return shop;
}
afterAll(async () => {
  for (const shop of opened) await shop.close();
});

const ask = (shop: TestApp, url: string) => shop.app.inject({ method: 'GET', url });

/** Asks readiness until it answers `status` (Redis connects, and reconnects, in the background). */
async function readinessBecomes(shop: TestApp, status: number) {
  let answer = await ask(shop, apiPaths.health);
  for (let attempt = 0; attempt < 100 && answer.statusCode !== status; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await ask(shop, apiPaths.health);
  }
  return answer;
}

describe('health', () => {
  it('answers live without the database, and ready with it', async () => {
    const shop = await shopWith();
    const live = await ask(shop, apiPaths.healthLive);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ success: true, data: { status: 'live' } });
    expect((await ask(shop, apiPaths.health)).json()).toMatchObject({
      success: true,
      data: { status: 'ok', database: shop.engine },
    });
  });

  it('is not ready while the schema is behind this build, and ready again once it is not', async () => {
    const shop = await shopWith();
    const last = await shop.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`name`, 'desc')
      .executeTakeFirstOrThrow();
    await sql`delete from kysely_migration where name = ${last.name}`.execute(shop.db);
    const behind = await ask(shop, apiPaths.health);
    expect(behind.statusCode).toBe(503);
    expect(behind.headers['retry-after']).toMatch(/^\d+$/);
    expect(behind.json()).toMatchObject({
      success: false,
      data: null,
      message: 'The database is 1 migration behind this version of the shop',
    });
    await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${new Date().toISOString()})`.execute(shop.db);
    expect((await ask(shop, apiPaths.health)).statusCode).toBe(200);
  });

  it('answers not ready once draining, while liveness and other calls still answer', async () => {
    const shop = await shopWith();
    shop.app.readiness.drain();
    const draining = await ask(shop, apiPaths.health);
    expect(draining.statusCode).toBe(503);
    expect(draining.json().message).toBe('This process is shutting down');
    expect((await ask(shop, apiPaths.healthLive)).statusCode).toBe(200);
    expect((await ask(shop, apiPaths.catalog.categories)).statusCode).toBe(200);
  });

  it('answers the database as not reachable once it is closed, liveness still 200', async () => {
    const shop = await createTestApp();
    await shop.db.destroy();
    const answer = await ask(shop, apiPaths.health);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toMatch(/^The database \((SQLite|PostgreSQL)\) is not reachable$/);
    expect((await ask(shop, apiPaths.healthLive)).statusCode).toBe(200);
    await shop.app.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log('readiness with Redis: skipped, TEST_REDIS_URL is not set');

describe.runIf(redisUrl)('health with REDIS_URL', () => {
  it('is ready once Redis is connected', async () => {
    const shop = await shopWith({ REDIS_URL: redisUrl!, RATE_LIMITS: 'on' });
    expect((await readinessBecomes(shop, 200)).statusCode).toBe(200);
  });

  it('is not ready while Redis cannot be reached (nothing listens on its port)', async () => {
    const shop = await shopWith({ REDIS_URL: 'redis://127.0.0.1:1' });
    const answer = await readinessBecomes(shop, 503);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe('Redis (REDIS_URL) is not reachable');
    expect((await ask(shop, apiPaths.healthLive)).statusCode).toBe(200);
  });
});
