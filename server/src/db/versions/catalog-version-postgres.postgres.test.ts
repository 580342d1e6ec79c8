import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products';
import { throughPort } from '../../../test/processes/scratch-database';
import { startTcpProxy, type TcpProxy } from '../../../test/processes/tcp-proxy';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postgresPoolOf } from '../engine/database';
import { catalogVersion } from './catalog-version';
import { postgresVersionReader } from './catalog-version-postgres';

// The version reader's own connection, read by ready-made protocol messages: it must answer what a plain query of
// the row answers, after every write, after its connection is cut, and with prepared statements off.

let shop: TestApp;
let proxy: TcpProxy;
beforeAll(async () => {
  shop = await createTestApp();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
});
afterAll(async () => {
  await proxy?.close();
  await shop.close();
});

/** A reader whose connection goes through the proxy (which the test cuts), with the shop's pool's other settings. */
function readerThroughProxy(preparedStatements: boolean) {
  const { pool } = postgresPoolOf(shop.db)!;
  return postgresVersionReader({
    pool: new pg.Pool({ ...pool.options, connectionString: throughPort(pool.options.connectionString!, proxy.port) }),
    preparedStatements,
  });
}

describe('the PostgreSQL catalogue version reader', () => {
  for (const preparedStatements of [true, false]) {
    it(`answers the row as a plain query does, after each write and after its connection is cut (prepared statements ${preparedStatements ? 'on' : 'off'})`, async () => {
      const reader = readerThroughProxy(preparedStatements);
      try {
        const before = await reader.current();
        expect(before).toEqual(await catalogVersion(shop.db));
        await createProduct(shop, { name: `Version probe ${preparedStatements}` });
        const after = await reader.current();
        expect(after).toEqual(await catalogVersion(shop.db));
        expect(after.version).toBeGreaterThan(before.version);

        proxy.cut();
        await expect(reader.current()).rejects.toThrow();
        await proxy.restore();
        await sql`update products set stock = stock + 1`.execute(shop.db);
        const reconnected = await reader.current();
        expect(reconnected).toEqual(await catalogVersion(shop.db));
        expect(reconnected.stockVersion).toBeGreaterThan(after.stockVersion);
      } finally {
        reader.close();
      }
    });
  }
});
