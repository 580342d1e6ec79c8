import type { ListingSort, SpecFacet, SpecFilter } from '@voltcart/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/engine/executor';
import { inSearchSession, textMatches, type TextMatches } from '../../db/search';
import type { CatalogVersion } from '../../db/versions/catalog-version';
import { CatalogResultCache } from '../../db/search/result-cache';
import { catalogueSpelling } from '../../db/search/spelling';
import { searchWords } from '../../db/search/words';
import { imagesOf, PRODUCT_COLUMNS, type ProductWithCategoryRow } from './repo';
import { extraGroupMembersByBrand, groupCards, isGroupCard, type GroupCard } from '../variants';
import { facetAttributes, specCondition, specFacets, specValueGroups, type SpecValueGroup } from '../specifications';

/** A paged listing's filters, in the database's units (paise, category ids). */
export type ListingFilter = {
  text?: string;
  /** Match `text` with no typo correction. */
  exact?: boolean;
  categoryIds?: string[];
  brands?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
  minDiscountPercent?: number;
  /** Filters on the categories' specifications (one per attribute, in key order). */
  specs?: SpecFilter[];
};

export type ListingPage = { sort: ListingSort; limit: number; offset: number };

export type Listing = {
  rows: ProductWithCategoryRow[];
  images: Map<string, string[]>;
  total: number;
  brands: BrandCount[];
  pricePaise: { min: number; max: number } | null;
  /** Counts and ranges of the listing's categories' attributes (those of the categories the words name, for a search alone). */
  specs: SpecFacet[];
  /** The text's words that matched only by a typo, each spelt as the page's matches write it ("samsng": "Samsung"). */
  spellings: Record<string, string>;
  /** The page's variant groups' cards (one card per group: variants/listing-cards.ts), by group id. */
  groupCards: Map<string, GroupCard>;
};

/** Brands the facet lists at most (the most frequent first). */
const MAX_BRAND_FACETS = 100;

/** Percent off in hundredths, by integer arithmetic on both engines. */
const DISCOUNT = sql`case when p.price_paise > 0 then (p.price_paise - p.sales_price_paise) * 10000 / p.price_paise else 0 end`;

/**
 * A relevance order's first key: products of the categories the words name before the others ("phones" lists the
 * Mobiles first, then products whose text says phones).
 */
const namedCategoriesFirst = (categoryIds: string[]) =>
  categoryIds.length ? sql`case when p.category_id in (${sql.join(categoryIds)}) then 0 else 1 end asc, ` : sql``;

function orderBy(sort: ListingSort, matches: TextMatches | undefined): RawBuilder<unknown> {
  switch (sort) {
    case 'price-asc':
      return sql`p.sales_price_paise asc, p.id asc`;
    case 'price-desc':
      return sql`p.sales_price_paise desc, p.id desc`;
    case 'discount':
      return sql`${DISCOUNT} desc, p.id desc`;
    case 'relevance':
      if (matches) return sql`${namedCategoriesFirst(matches.categoryIds)}m.rank desc, p.created_at desc, p.id desc`;
      return sql`p.created_at desc, p.id desc`;
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
    case 'rating':
      return sql`p.rating_tenths desc, p.review_count desc, p.id desc`;
  }
}

/**
 * The filters' conditions on `p` (products), with or without the brand filter (facets count brands without it), and
 * `more` (one card per variant group).
 */
function conditions(filter: ListingFilter, withBrand: boolean, more?: RawBuilder<unknown>): RawBuilder<unknown> {
  const parts = [...(more ? [more] : []), ...conditionParts(filter, withBrand)];
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/** The conditions one by one; `exceptSpec`: leave that attribute's filter out (its own facet counts without it). */
function conditionParts(filter: ListingFilter, withBrand: boolean, exceptSpec?: string): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  for (const spec of filter.specs ?? []) if (spec.key !== exceptSpec) parts.push(specCondition(spec));
  if (filter.categoryIds) parts.push(sql`p.category_id in (${sql.join(filter.categoryIds)})`);
  if (withBrand && filter.brands?.length) parts.push(sql`p.brand in (${sql.join(filter.brands)})`);
  if (filter.minPricePaise !== undefined) parts.push(sql`p.sales_price_paise >= ${filter.minPricePaise}`);
  if (filter.maxPricePaise !== undefined) parts.push(sql`p.sales_price_paise <= ${filter.maxPricePaise}`);
  if (filter.inStock) parts.push(sql`p.stock > 0`);
  if (filter.minDiscountPercent) {
    parts.push(
      sql`p.price_paise > 0 and (p.price_paise - p.sales_price_paise) * 100 >= ${filter.minDiscountPercent} * p.price_paise`,
    );
  }
  return parts;
}

/**
 * The conditions, listing one card per variant group among the products they match (`from`: the listing's). A filter
 * on specifications picks variants by their own values (8 GB of RAM, 256 GB of storage): each match is its own card.
 */
const cardConditions = (from: RawBuilder<unknown>, filter: ListingFilter, withBrand: boolean) =>
  filter.specs?.length
    ? conditions(filter, withBrand)
    : conditions(filter, withBrand, isGroupCard(from, conditions(filter, withBrand, sql`p.variant_group_id is not null`)));

const noMatches = (): Listing => ({
  rows: [],
  images: new Map(),
  total: 0,
  brands: [],
  pricePaise: null,
  specs: [],
  spellings: {},
  groupCards: new Map(),
});

/**
 * One page of products by text, categories and filters, in the asked order (always ending on the id), with the
 * total and the facets: brand counts under every filter but the brand filter, and the matches' price range.
 * `version`: the catalogue's versions if the caller read them already for this request (read before the listing).
 */
export function searchListing(
  db: Executor,
  filter: ListingFilter,
  page: ListingPage,
  version?: CatalogVersion,
): Promise<Listing> {
  return listings.get(
    db,
    {
      key: (current) => listingKey(filter, page, current),
      compute: () =>
        filter.text === undefined ? listing(db, filter, page) : inSearchSession(db, (session) => listing(session, filter, page)),
      refreshStock: (answer) => withFreshStock(db, answer),
    },
    version,
  );
}

/**
 * Listings answered since the catalogue's last write (any process's): a repeated search or page costs a
 * primary-key read or two, however big the catalogue. Callers must not change what it returns.
 */
const listings = new CatalogResultCache<Listing>(200);

/**
 * What a listing depends on, in one string: the text as its search words, lists sorted and without repeats, and
 * with an in-stock filter the stock version (stock then decides the matches, not just what the page shows).
 */
function listingKey(filter: ListingFilter, page: ListingPage, version: CatalogVersion): string {
  const sorted = (list: string[] | undefined) => (list ? [...new Set(list)].sort() : null);
  return JSON.stringify([
    filter.text === undefined ? null : searchWords(filter.text),
    filter.exact ?? false,
    sorted(filter.categoryIds),
    sorted(filter.brands),
    filter.minPricePaise ?? null,
    filter.maxPricePaise ?? null,
    filter.inStock ?? false,
    // Stock decides which variant is its group's card, so a listing depends on it with or without an in-stock filter.
    version.stockVersion,
    filter.minDiscountPercent ?? 0,
    (filter.specs ?? []).map((spec) => (spec.type === 'choice' ? { ...spec, values: sorted(spec.values) } : spec)),
    page.sort,
    page.limit,
    page.offset,
  ]);
}

/** The listing with its page's stock read again (a page's products by primary key). */
async function withFreshStock(db: Executor, answer: Listing): Promise<Listing> {
  if (answer.rows.length === 0) return answer;
  const fresh = await db
    .selectFrom('products')
    .select(['id', 'stock'])
    .where(
      'id',
      'in',
      answer.rows.map((row) => row.id),
    )
    .execute();
  const stockOf = new Map(fresh.map((row) => [row.id, row.stock]));
  return { ...answer, rows: answer.rows.map((row) => ({ ...row, stock: stockOf.get(row.id) ?? row.stock })) };
}

async function listing(db: Executor, filter: ListingFilter, page: ListingPage): Promise<Listing> {
  const matches = filter.text === undefined ? undefined : await textMatches(db, filter.text, filter.exact);
  if (matches === null) return noMatches();
  // Only the relevance order needs the rank (counts, facets and other orders do without, for less work).
  const counted = matches ? sql`products p join ${matches.unranked} m on m.product_id = p.id` : sql`products p`;
  const from = matches && page.sort === 'relevance' ? sql`products p join ${matches.ranked} m on m.product_id = p.id` : counted;
  const where = cardConditions(counted, filter, true);
  const columns = sql.join(PRODUCT_COLUMNS.map((column) => sql.ref(`p.${column}`)));

  const plainListing = !matches && isPlain(filter);
  const specScope = facetAttributes(filter.categoryIds ?? matches?.categoryIds ?? []);
  const [items, facets, specs] = await Promise.all([
    sql<ProductWithCategoryRow>`
      select ${columns}, p.variant_group_id, c.name as category_name
      from ${from} left join categories c on c.id = p.category_id
      ${where}
      order by ${orderBy(page.sort, matches)}
      limit ${page.limit} offset ${page.offset}`.execute(db),
    plainListing ? plainFacets(db, filter.categoryIds) : facetsOf(db, counted, filter),
    specFacetsOf(db, counted, filter, specScope),
  ]);
  const rows = items.rows;
  const [images, cards] = await Promise.all([
    imagesOf(
      db,
      rows.map((row) => row.id),
    ),
    groupCards(
      db,
      rows.flatMap((row) => row.variant_group_id ?? []),
    ),
  ]);
  return {
    rows,
    images,
    groupCards: cards,
    total: facets.total,
    brands: facets.brands.slice(0, MAX_BRAND_FACETS),
    pricePaise: facets.total > 0 ? facets.pricePaise : null,
    specs,
    spellings: spellingsOf(matches?.typoWords ?? [], rows),
  };
}

/** Each typo word's spelling in the page's matches (every match holds it, give or take the typo). */
function spellingsOf(typoWords: string[], rows: ProductWithCategoryRow[]): Record<string, string> {
  const texts = rows.flatMap((row) => [row.name, row.brand, row.category_name ?? '']).concat(rows.map((row) => row.description));
  const spellings: Record<string, string> = {};
  for (const word of typoWords) {
    const spelling = catalogueSpelling(word, texts);
    if (spelling) spellings[word] = spelling;
  }
  return spellings;
}

type Facets = { total: number; brands: BrandCount[]; pricePaise: { min: number; max: number } | null };
type BrandCount = { brand: string; count: number };

/**
 * Total, brand counts and price range in one pass over the matches: grouped by brand under every filter but the
 * brand filter (the facet), the brand filter's total and price range are then the sum and range of its brands.
 */
async function facetsOf(db: Executor, from: RawBuilder<unknown>, filter: ListingFilter): Promise<Facets> {
  const { rows } = await sql<{ brand: string; count: number | string; min_price: number | string; max_price: number | string }>`
    select p.brand as brand, count(*) as count, min(p.sales_price_paise) as min_price, max(p.sales_price_paise) as max_price
    from ${from} ${cardConditions(from, filter, false)}
    group by p.brand`.execute(db);
  const groups = rows.map((row) => ({
    brand: row.brand,
    count: Number(row.count),
    min: Number(row.min_price),
    max: Number(row.max_price),
  }));
  const wanted = filter.brands?.length ? new Set(filter.brands) : undefined;
  const chosen = wanted ? groups.filter((group) => wanted.has(group.brand)) : groups;
  return {
    total: chosen.reduce((sum, group) => sum + group.count, 0),
    brands: byCount(groups),
    pricePaise: chosen.length
      ? { min: Math.min(...chosen.map((group) => group.min)), max: Math.max(...chosen.map((group) => group.max)) }
      : null,
  };
}

/** Most products first, then by name (the facet's order). */
const byCount = (brands: BrandCount[]): BrandCount[] =>
  brands
    .map(({ brand, count }) => ({ brand, count }))
    .sort((a, b) => b.count - a.count || (a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : 0));

/**
 * The facets of the scope's attributes: those without a filter counted together under every filter, each filtered
 * one under every filter but its own (so ticking 8 GB keeps 12 GB's count), all at once.
 */
async function specFacetsOf(
  db: Executor,
  from: RawBuilder<unknown>,
  filter: ListingFilter,
  scope: ReturnType<typeof facetAttributes>,
): Promise<SpecFacet[]> {
  if (scope.length === 0) return [];
  const filtered = new Set((filter.specs ?? []).map((spec) => spec.key));
  const unfiltered = scope.filter((attribute) => !filtered.has(attribute.key)).map((attribute) => attribute.key);
  const ownFiltered = scope.filter((attribute) => filtered.has(attribute.key)).map((attribute) => attribute.key);
  const groups: SpecValueGroup[][] = await Promise.all([
    specValueGroups(db, from, conditionParts(filter, true), unfiltered),
    ...ownFiltered.map((key) => specValueGroups(db, from, conditionParts(filter, true, key), [key])),
  ]);
  return specFacets(scope, groups.flat());
}

/** A listing of whole categories (or everything) with no other filter: what product_brand_counts answers alone. */
const isPlain = (filter: ListingFilter) =>
  !filter.specs?.length &&
  !filter.brands?.length &&
  filter.minPricePaise === undefined &&
  filter.maxPricePaise === undefined &&
  !filter.inStock &&
  !filter.minDiscountPercent;

/**
 * Whole categories' facets without reading their products: brand counts from product_brand_counts (the triggers
 * keep it), the price range by a seek at each end of the (category, price) index per category.
 */
async function plainFacets(db: Executor, categoryIds: string[] | undefined): Promise<Facets> {
  const where = categoryIds ? sql`where category_id in (${sql.join(categoryIds)})` : sql``;
  const [counts, ranges, extra] = await Promise.all([
    sql<{ brand: string; count: number | string }>`
      select brand, sum(products) as count from product_brand_counts ${where} group by brand`.execute(db),
    Promise.all(
      (categoryIds ?? [undefined]).map(async (categoryId) => {
        const inCategory = categoryId === undefined ? sql`` : sql`where category_id = ${categoryId}`;
        const { rows } = await sql<{ min_price: number | string | null; max_price: number | string | null }>`
          select (select min(sales_price_paise) from products ${inCategory}) as min_price,
                 (select max(sales_price_paise) from products ${inCategory}) as max_price`.execute(db);
        return rows[0];
      }),
    ),
    extraGroupMembersByBrand(db, categoryIds),
  ]);
  // The counts are of products: a variant group is one card.
  const brands = byCount(
    counts.rows
      .map((row) => ({ brand: row.brand, count: Number(row.count) - (extra.get(row.brand) ?? 0) }))
      .filter((row) => row.count > 0),
  );
  const found = ranges.filter((range) => range?.min_price !== null && range?.min_price !== undefined);
  return {
    total: brands.reduce((sum, brand) => sum + brand.count, 0),
    brands,
    pricePaise: found.length
      ? {
          min: Math.min(...found.map((range) => Number(range!.min_price))),
          max: Math.max(...found.map((range) => Number(range!.max_price))),
        }
      : null,
  };
}
