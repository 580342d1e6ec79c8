import type { SeedProduct } from './products-data';

/**
 * The demo's variant groups: a demo product (by its name) and the options of each variant. The first entry's options
 * are the demo product's own; every other entry is a product of its own copied from it (its images too), with its own
 * name, price step and stock. Plain data: the same groups on every seed.
 */
export type SeedVariantGroup = {
  product: string;
  variants: { options: Record<string, string>; name: string; extra?: number; stock?: number }[];
};

const IPHONE = 'Apple iPhone 16 (128 GB) – Ultramarine';
const iphone = (colour: string, storage: '128 GB' | '256 GB') => ({
  options: { Colour: colour, Storage: storage },
  name: `Apple iPhone 16 (${storage}) – ${colour}`,
  ...(storage === '256 GB' ? { extra: 10000 } : {}),
});

export const VARIANT_GROUPS: SeedVariantGroup[] = [
  {
    product: IPHONE,
    variants: [
      iphone('Ultramarine', '128 GB'),
      iphone('Black', '128 GB'),
      iphone('Pink', '128 GB'),
      iphone('Ultramarine', '256 GB'),
      iphone('Black', '256 GB'),
      // One sold out, so the page's picker shows one marked.
      { ...iphone('Pink', '256 GB'), stock: 0 },
    ],
  },
  {
    product: 'Apple Watch Series 10 GPS 42 mm Aluminium Case with Sport Band',
    variants: [
      { options: { Size: '42 mm' }, name: 'Apple Watch Series 10 GPS 42 mm Aluminium Case with Sport Band' },
      { options: { Size: '46 mm' }, name: 'Apple Watch Series 10 GPS 46 mm Aluminium Case with Sport Band', extra: 3000 },
    ],
  },
  {
    product: 'Samsung Galaxy Buds3 Pro True Wireless Earbuds',
    variants: [
      { options: { Colour: 'Silver' }, name: 'Samsung Galaxy Buds3 Pro True Wireless Earbuds – Silver' },
      { options: { Colour: 'White' }, name: 'Samsung Galaxy Buds3 Pro True Wireless Earbuds – White' },
    ],
  },
];

/** How many demo products the groups add (their copies). */
export const VARIANT_COPIES = VARIANT_GROUPS.reduce((sum, group) => sum + group.variants.length - 1, 0);

/** A copy's stock when the group names none: the same on every seed, never sold out. */
const copyStock = (position: number) => 6 + ((position * 13) % 30);

type Row = {
  id: string;
  name: string;
  price_paise: number;
  sales_price_paise: number;
  stock: number;
  variant_group_id?: string | null;
  variant_options?: string | null;
};

/**
 * The demo rows with the groups: each group's demo product gets the group (its id is the group's) and its options,
 * and each other variant a row copied from it by `copy` (a new id), placed right after it.
 */
export function withVariantGroups<R extends Row>(
  products: SeedProduct[],
  rows: R[],
  copy: (row: R, position: number) => R,
): { rows: R[]; copiedFrom: Map<string, string> } {
  const copiedFrom = new Map<string, string>();
  const out: R[] = [];
  rows.forEach((row, index) => {
    const group = VARIANT_GROUPS.find((candidate) => candidate.product === products[index]!.name);
    if (!group) {
      out.push(row);
      return;
    }
    const [own, ...others] = group.variants;
    out.push({ ...row, name: own!.name, variant_group_id: row.id, variant_options: JSON.stringify(own!.options) });
    others.forEach((variant, position) => {
      const extraPaise = (variant.extra ?? 0) * 100;
      const made = copy(row, position);
      copiedFrom.set(made.id, row.id);
      out.push({
        ...made,
        name: variant.name,
        price_paise: row.price_paise + extraPaise,
        sales_price_paise: row.sales_price_paise + extraPaise,
        stock: variant.stock ?? copyStock(index + position),
        variant_group_id: row.id,
        variant_options: JSON.stringify(variant.options),
      });
    });
  });
  return { rows: out, copiedFrom };
}
