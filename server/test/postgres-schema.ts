import pg from 'pg';

/**
 * Suites on PostgreSQL share TEST_DATABASE_URL's database, each in a schema of its own, and Vitest runs several suites
 * at once. Kysely's migrator lists every table of the database (its introspector asks pg_get_serial_sequence of each)
 * and fails with "schema … does not exist" when another suite drops its schema meanwhile. So migrations run under a
 * shared advisory lock (any number at once) and a schema is dropped under the exclusive one.
 */
const SCHEMAS_LOCK = 7_300_118;

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Makes a new schema named `${prefix}_…` (unique) in the database of `databaseUrl` and answers its name. */
export async function createTestSchema(databaseUrl: string, prefix: string): Promise<string> {
  const schema = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(databaseUrl, (client) => client.query(`create schema ${schema}`));
  return schema;
}

/** Runs `migrate` (migrations of a suite's schema) while no suite drops its schema; at once without a PostgreSQL URL (SQLite). */
export async function whileNoSchemaIsDropped<T>(databaseUrl: string | undefined, migrate: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return migrate();
  return withClient(databaseUrl, async (client) => {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMAS_LOCK]);
    try {
      return await migrate();
    } finally {
      await client.query('select pg_advisory_unlock_shared($1)', [SCHEMAS_LOCK]);
    }
  });
}

/** Drops a suite's schema with all it holds, once no suite is migrating. */
export async function dropTestSchema(databaseUrl: string, schema: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [SCHEMAS_LOCK]);
    await client.query(`drop schema if exists ${schema} cascade`);
    // The session's end releases the lock.
  });
}
