import type pg from 'pg';
import { CATALOG_VERSION_QUERY, toCatalogVersion, type CatalogVersion } from './catalog-version';
import { readPerTurn } from './coalesced-read';
import { OneRowRead, versionReadMessages } from './version-read-message';
import type { PostgresPool } from '../engine/database';

/** The named statement PostgreSQL plans once per connection, unless prepared statements are off (a transaction pooler in front). */
const STATEMENT_NAME = 'voltcart_catalog_version_reader';

/**
 * PostgreSQL's version reads on a connection of their own, with the pool's settings (address, schema, timeouts):
 * never queued behind the pool's work, and without Kysely's and the pool's work per read, which cost more than the
 * primary-key read itself. Each read is one write of ready bytes (version-read-message.ts: no query object, no row
 * description, no result built). Reads are shared by the calls of one turn of the event loop. A failed read
 * drops the connection and is answered as the pool's failure would be (503); the next read connects again.
 */
export function postgresVersionReader({ pool, preparedStatements }: PostgresPool): {
  current: () => Promise<CatalogVersion>;
  close: () => void;
} {
  const Client = (pool as unknown as { Client: typeof pg.Client }).Client;
  let connection: Promise<pg.Client> | undefined;
  let closed = false;
  const messages = versionReadMessages(CATALOG_VERSION_QUERY, preparedStatements ? STATEMENT_NAME : '');
  /** The connection the named statement was parsed on (it is parsed again on a new one). */
  let parsedOn: pg.Client | undefined;

  const drop = (client: pg.Client) => {
    connection = undefined;
    client.end().catch(() => {});
  };
  const connect = (): Promise<pg.Client> => {
    if (connection) return connection;
    const client = new Client(pool.options);
    const opened: Promise<pg.Client> = client.connect().then(
      () => {
        if (!closed) return client;
        void client.end().catch(() => {});
        throw new Error('the catalogue version reader is closed');
      },
      (error: unknown) => {
        if (connection === opened) connection = undefined;
        throw error;
      },
    );
    // A connection lost between reads: the next read makes a new one.
    client.on('error', () => {
      if (connection === opened) drop(client);
    });
    connection = opened;
    return opened;
  };

  const read = async (): Promise<CatalogVersion> => {
    if (closed) throw new Error('the catalogue version reader is closed');
    const opened = connect();
    const client = await opened;
    try {
      const bytes = preparedStatements && parsedOn === client ? messages.read : messages.parseAndRead;
      const row = await new Promise<(string | null)[] | undefined>((resolve, reject) => {
        client.query(new OneRowRead(bytes, (error, fields) => (error ? reject(error) : resolve(fields))));
      });
      if (!row) throw new Error('catalog_version is empty: run the migrations');
      parsedOn = client;
      const [token, version, stock_version, comments_version] = row as [string, string, string, string];
      return toCatalogVersion({ token, version, stock_version, comments_version });
    } catch (error) {
      if (connection === opened) drop(client);
      throw error;
    }
  };

  // Started after the poll phase, one at a time: the requests parsed in one turn share a read, where starting at the
  // first call would make the turn's later calls wait for a second read.
  return {
    current: readPerTurn(read),
    close: () => {
      closed = true;
      const open = connection;
      connection = undefined;
      void open?.then((client) => client.end()).catch(() => {});
    },
  };
}
