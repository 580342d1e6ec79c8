import path from 'node:path';
import { sql } from 'kysely';
import { createBenchDatabase } from '/work/wt-search/bench/shared/database';
import { generateCatalog } from '/work/wt-search/bench/api/catalog-generator';
import { searchListing } from '/work/wt-search/server/src/features/catalog/search-repo';

const per = Number(process.argv[2] ?? 1000);
const database = await createBenchDatabase(undefined);
await generateCatalog(database.db, { uploadsDir: path.join(database.dataDir, 'uploads'), perCategory: per, comments: false });
const db = database.db;
async function time(label: string, work: () => Promise<unknown>) {
  await work();
  const start = performance.now();
  for (let i = 0; i < 20; i += 1) await work();
  console.log(label, ((performance.now() - start) / 20).toFixed(2), 'ms');
}
await time('vocab IN', () => sql`select term from product_search_terms where term in ('mobiles','mobile','mobilesx','nobiles')`.execute(db));
await time('vocab eq', () => sql`select term from product_search_terms where term = 'mobiles'`.execute(db));
await time('fts match', () => sql`select count(*) from product_search where product_search match '"kestrel"* AND "mobiles"*'`.execute(db));
const { oneEditAway } = await import('/work/wt-search/server/src/db/search/words');
const c = oneEditAway('kestrel');
console.log('candidates', c.length);
await time('vocab 600', () => sql`select term from product_search_terms where term in (${sql.join(c)})`.execute(db));
await time('fts bm25 kest', () => sql`select r.product_id, -bm25(product_search, 1000.0, 100.0, 10.0, 1.0) as rank from product_search join product_search_rows r on r.id = product_search.rowid where product_search match '"kest"*'`.execute(db));
await time('fts rowid kest', () => sql`select rowid from product_search where product_search match '"kest"*'`.execute(db));
const { textMatches } = await import('/work/wt-search/server/src/db/search/index');
await time('textMatches kestrel', () => textMatches(db, 'kestrel'));
const tm = await textMatches(db, 'kestrel');
console.log(tm!.ranked.compile(db).sql.slice(0, 600));
await time('ranked kestrel', () => sql`select * from ${tm!.ranked} m order by rank desc limit 24`.execute(db));
await time('unranked kestrel', () => sql`select count(*) from ${tm!.unranked} m`.execute(db));
await time('items kestrel', () => sql`select p.id from products p join ${tm!.ranked} m on m.product_id = p.id order by m.rank desc, p.created_at desc, p.id desc limit 24`.execute(db));
console.log((await sql`explain query plan select p.id from products p join ${tm!.ranked} m on m.product_id = p.id order by m.rank desc, p.created_at desc, p.id desc limit 24`.execute(db)).rows.map((r: any) => r.detail).join(' / '));
await time('count kestrel', () => sql`select count(*) from products p join ${tm!.unranked} m on m.product_id = p.id`.execute(db));
console.log((await sql`explain query plan select count(*) from products p join ${tm!.unranked} m on m.product_id = p.id`.execute(db)).rows.map((r: any) => r.detail).join(' / '));

await time('listing p1', () => searchListing(db, { categoryIds: ['mobiles'] }, { sort: 'relevance', limit: 24, offset: 0 }));
await time('listing p40', () => searchListing(db, { categoryIds: ['mobiles'] }, { sort: 'relevance', limit: 24, offset: 936 }));
await time('search', () => searchListing(db, { text: 'kestrel mobiles' }, { sort: 'relevance', limit: 24, offset: 0 }));
await time('search kestrel', () => searchListing(db, { text: 'kestrel' }, { sort: 'relevance', limit: 24, offset: 0 }));
await time('search sams', () => searchListing(db, { text: 'kest' }, { sort: 'relevance', limit: 24, offset: 0 }));
for (const q of [
  sql`explain query plan select count(*) as total, min(p.sales_price_paise), max(p.sales_price_paise) from products p where p.category_id in ('mobiles')`,
  sql`explain query plan select p.brand, count(*) from products p where p.category_id in ('mobiles') group by p.brand order by count(*) desc, p.brand limit 100`,
  sql`explain query plan select p.*, c.name from products p left join categories c on c.id = p.category_id where p.category_id in ('mobiles') order by p.created_at desc, p.id desc limit 24 offset 936`,
]) console.log((await q.execute(db)).rows.map((r: any) => r.detail).join(' / '));
await database.remove();
process.exit(0);
