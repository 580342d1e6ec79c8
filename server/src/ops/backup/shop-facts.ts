import type { ShopFacts } from './manifest';

/** Runs one statement and answers its rows: better-sqlite3 on a file, or node-postgres in a transaction. */
export type RunQuery = (statement: string) => Promise<Record<string, unknown>[]>;

/** What the manifest says of the copied database, and what a restore checks again: its migrations and a few counts. */
export async function readShopFacts(query: RunQuery): Promise<ShopFacts> {
  const count = async (table: 'orders' | 'products' | 'users') =>
    Number((await query(`select count(*) as n from ${table}`))[0]?.n ?? 0);
  const migrations = (await query('select name from kysely_migration order by name')).map((row) => String(row.name));
  return {
    migrations,
    counts: { orders: await count('orders'), products: await count('products'), users: await count('users') },
  };
}

/** Where the restored database differs from what the manifest recorded; empty when it is the same. */
export function factsDiffer(recorded: ShopFacts, restored: ShopFacts): string[] {
  const differences: string[] = [];
  for (const name of ['orders', 'products', 'users'] as const) {
    if (recorded.counts[name] !== restored.counts[name])
      differences.push(`${restored.counts[name]} ${name}, the manifest says ${recorded.counts[name]}`);
  }
  if (recorded.migrations.join('\n') !== restored.migrations.join('\n'))
    differences.push('its migrations differ from the manifest');
  return differences;
}
