import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './backup-error';
import { FILE_MODE } from './folders';
import type { ShopFacts } from './manifest';
import { readShopFacts, type RunQuery } from './shop-facts';

export const PGDUMP_FILE = 'voltcart.pgdump';

/**
 * Dumps the shop's PostgreSQL database with pg_dump (its custom format, which pg_restore reads) while the shop runs.
 * The counts for the manifest are read in a repeatable-read transaction whose snapshot pg_dump is given, so they
 * describe exactly the rows dumped, whatever the shop writes meanwhile.
 */
export async function dumpPostgres(
  databaseUrl: string,
  backupDir: string,
): Promise<{ file: string; facts: ShopFacts; tool: string }> {
  const tool = await toolVersion('pg_dump');
  const client = await connect(databaseUrl);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const facts = await readShopFacts(queryOn(client));
    const target = path.join(backupDir, PGDUMP_FILE);
    closeSync(openSync(target, 'wx', FILE_MODE));
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0]!.snapshot}`, `--file=${target}`],
      databaseUrl,
    );
    await client.query('commit');
    return { file: PGDUMP_FILE, facts, tool };
  } finally {
    await client.end();
  }
}

/** Refuses a database that holds anything: a restore never mixes into, or writes over, another shop's tables. */
export async function assertEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = await connect(databaseUrl);
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    if (Number(rows[0]!.n) > 0)
      throw new BackupError(
        `The database of DATABASE_URL is not empty (it holds ${rows[0]!.n} tables, sequences or indexes), so nothing was restored: ` +
          'a restore goes into an empty database. Create a new one (createdb) and point DATABASE_URL at it.',
      );
  } finally {
    await client.end();
  }
}

/** Restores a dump into the empty database of DATABASE_URL, in one transaction, and answers what it holds. */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<ShopFacts> {
  await assertEmptyPostgres(databaseUrl);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dumpFile], databaseUrl);
  const client = await connect(databaseUrl);
  try {
    return await readShopFacts(queryOn(client));
  } finally {
    await client.end();
  }
}

const queryOn =
  (client: pg.Client): RunQuery =>
  async (statement) =>
    (await client.query(statement)).rows as Record<string, unknown>[];

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new BackupError(`Could not connect to the PostgreSQL database of DATABASE_URL: ${(error as Error).message}`);
  }
  return client;
}

/** The password travels in PGPASSWORD, never on a command line another user of the machine could list. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** The tool's version line; missing, a message saying what to install. */
export async function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  const { output } = await spawned(tool, ['--version'], process.env);
  return output.trim();
}

async function run(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  const { code, output } = await spawned(tool, [...args, `--dbname=${dbname}`], env);
  if (code !== 0) throw new BackupError(`${tool} failed (exit code ${code}):\n${output.trim()}`);
}

function spawned(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not on this machine (nor on PATH): install PostgreSQL's client programs, of the same major version ` +
                'as the database server or newer (Debian and Ubuntu: apt-get install postgresql-client), and run this again.',
            )
          : error,
      ),
    );
    child.once('close', (code) => resolve({ code, output }));
  });
}
