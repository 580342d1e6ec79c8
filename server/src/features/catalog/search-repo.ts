import type { ListingSort } from '@voltcart/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import { inSearchSession, textMatches } from '../../db/search';
import { imagesOf, PRODUCT_COLUMNS, type ProductWithCategoryRow } from './repo';

/** A paged listing's filters, in the database's units (paise, category ids). */
export type ListingFilter = {
  text?: string;
  categoryIds?: string[];
  brands?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
  minDiscountPercent?: number;
};

export type ListingPage = { sort: ListingSort; limit: number; offset: number };

export type Listing = {
  rows: ProductWithCategoryRow[];
  images: Map<string, string[]>;
  total: number;
  brands: BrandCount[];
  pricePaise: { min: number; max: number } | null;
};

/** Brands the facet lists at most (the most frequent first). */
const MAX_BRAND_FACETS = 100;

/** Percent off in hundredths, by integer arithmetic on both engines. */
const DISCOUNT = sql`case when p.price_paise > 0 then (p.price_paise - p.sales_price_paise) * 10000 / p.price_paise else 0 end`;

function orderBy(sort: ListingSort, ranked: boolean): RawBuilder<unknown> {
  switch (sort) {
    case 'price-asc':
      return sql`p.sales_price_paise asc, p.id asc`;
    case 'price-desc':
      return sql`p.sales_price_paise desc, p.id desc`;
    case 'discount':
      return sql`${DISCOUNT} desc, p.id desc`;
    case 'relevance':
      if (ranked) return sql`m.rank desc, p.created_at desc, p.id desc`;
      return sql`p.created_at desc, p.id desc`;
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
  }
}

/** The filters' conditions on `p` (products), with or without the brand filter (facets count brands without it). */
function conditions(filter: ListingFilter, withBrand: boolean): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (filter.categoryIds) parts.push(sql`p.category_id in (${sql.join(filter.categoryIds)})`);
  if (withBrand && filter.brands?.length) parts.push(sql`p.brand in (${sql.join(filter.brands)})`);
  if (filter.minPricePaise !== undefined) parts.push(sql`p.sales_price_paise >= ${filter.minPricePaise}`);
  if (filter.maxPricePaise !== undefined) parts.push(sql`p.sales_price_paise <= ${filter.maxPricePaise}`);
  if (filter.inStock) parts.push(sql`p.stock > 0`);
  if (filter.minDiscountPercent) {
    parts.push(sql`p.price_paise > 0 and (p.price_paise - p.sales_price_paise) * 100 >= ${filter.minDiscountPercent} * p.price_paise`);
  }
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

const noMatches = (): Listing => ({ rows: [], images: new Map(), total: 0, brands: [], pricePaise: null });

/**
 * One page of products by text, categories and filters, in the asked order (always ending on the id), with the
 * total and the facets: brand counts under every filter but the brand filter, and the matches' price range.
 */
export function searchListing(db: Executor, filter: ListingFilter, page: ListingPage): Promise<Listing> {
  return filter.text === undefined ? listing(db, filter, page) : inSearchSession(db, (session) => listing(session, filter, page));
}

async function listing(db: Executor, filter: ListingFilter, page: ListingPage): Promise<Listing> {
  const matches = filter.text === undefined ? undefined : await textMatches(db, filter.text);
  if (matches === null) return noMatches();
  const from = matches ? sql`products p join ${matches} m on m.product_id = p.id` : sql`products p`;
  const where = conditions(filter, true);
  const columns = sql.join(PRODUCT_COLUMNS.map((column) => sql.ref(`p.${column}`)));

  const plainListing = !matches && isPlain(filter);
  const [items, summary, brands] = await Promise.all([
    sql<ProductWithCategoryRow>`
      select ${columns}, c.name as category_name
      from ${from} left join categories c on c.id = p.category_id
      ${where}
      order by ${orderBy(page.sort, matches !== undefined)}
      limit ${page.limit} offset ${page.offset}`.execute(db),
    plainListing ? plainSummary(db, filter.categoryIds) : summaryOf(db, from, where),
    plainListing ? plainBrandCounts(db, filter.categoryIds) : brandCountsOf(db, from, conditions(filter, false)),
  ]);
  const rows = items.rows;
  const total = plainListing ? brands.reduce((sum, brand) => sum + brand.count, 0) : summary.total;
  return {
    rows,
    images: await imagesOf(db, rows.map((row) => row.id)),
    total,
    brands: brands.slice(0, MAX_BRAND_FACETS),
    pricePaise: total > 0 ? summary.pricePaise : null,
  };
}

type Summary = { total: number; pricePaise: { min: number; max: number } | null };

async function summaryOf(db: Executor, from: RawBuilder<unknown>, where: RawBuilder<unknown>): Promise<Summary> {
  const { rows } = await sql<{ total: number | string; min_price: number | string | null; max_price: number | string | null }>`
    select count(*) as total, min(p.sales_price_paise) as min_price, max(p.sales_price_paise) as max_price
    from ${from} ${where}`.execute(db);
  const row = rows[0];
  const total = Number(row?.total ?? 0);
  return { total, pricePaise: total > 0 && row ? { min: Number(row.min_price), max: Number(row.max_price) } : null };
}

async function brandCountsOf(db: Executor, from: RawBuilder<unknown>, where: RawBuilder<unknown>): Promise<BrandCount[]> {
  const { rows } = await sql<{ brand: string; count: number | string }>`
    select p.brand as brand, count(*) as count
    from ${from} ${where}
    group by p.brand
    order by count(*) desc, p.brand asc
    limit ${MAX_BRAND_FACETS}`.execute(db);
  return rows.map((row) => ({ brand: row.brand, count: Number(row.count) }));
}

type BrandCount = { brand: string; count: number };

/** A listing of whole categories (or everything) with no other filter: what product_brand_counts answers alone. */
const isPlain = (filter: ListingFilter) =>
  !filter.brands?.length &&
  filter.minPricePaise === undefined &&
  filter.maxPricePaise === undefined &&
  !filter.inStock &&
  !filter.minDiscountPercent;

/** Every brand's products in the categories (all of them without), from the counts the triggers keep. */
async function plainBrandCounts(db: Executor, categoryIds: string[] | undefined): Promise<BrandCount[]> {
  const where = categoryIds ? sql`where category_id in (${sql.join(categoryIds)})` : sql``;
  const { rows } = await sql<{ brand: string; count: number | string }>`
    select brand, sum(products) as count from product_brand_counts ${where}
    group by brand order by sum(products) desc, brand asc`.execute(db);
  return rows.map((row) => ({ brand: row.brand, count: Number(row.count) })).filter((row) => row.count > 0);
}

/** The price range of whole categories: a seek at each end of the (category, price) index per category. */
async function plainSummary(db: Executor, categoryIds: string[] | undefined): Promise<Summary> {
  const ranges = await Promise.all(
    (categoryIds ?? [undefined]).map(async (categoryId) => {
      const inCategory = categoryId === undefined ? sql`` : sql`where category_id = ${categoryId}`;
      const { rows } = await sql<{ min_price: number | string | null; max_price: number | string | null }>`
        select (select min(sales_price_paise) from products ${inCategory}) as min_price,
               (select max(sales_price_paise) from products ${inCategory}) as max_price`.execute(db);
      return rows[0];
    }),
  );
  const found = ranges.filter((range) => range?.min_price !== null && range?.min_price !== undefined);
  if (found.length === 0) return { total: 0, pricePaise: null };
  return {
    // The total comes from the brand counts.
    total: 0,
    pricePaise: {
      min: Math.min(...found.map((range) => Number(range!.min_price))),
      max: Math.max(...found.map((range) => Number(range!.max_price))),
    },
  };
}
