import pg from 'pg';

export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A PostgreSQL database of its own on the server of TEST_DATABASE_URL, for tests that start real shop
 * processes (they take a DATABASE_URL, not a schema). Dropped afterwards, whatever still holds it.
 */
export async function createScratchDatabase(baseUrl: string, tag: string): Promise<ScratchDatabase> {
  const name = `voltcart_${tag}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The same database reached through another host and port (a proxy in front of it). */
export function throughPort(databaseUrl: string, port: number): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}
