import { z } from 'zod';
import { envelope, Id } from './common';
import { findCategory } from './category';
import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_STOCK } from './limits';
import { indianDigits } from './money';
import { productVariantFields } from './variants';
import { SpecificationsInput, SpecificationsSchema } from './specifications';

export const Product = z.object({
  _id: Id,
  productName: z.string(),
  productPrice: z.number(),
  salesPrice: z.number(),
  productDescription: z.string(),
  productBrand: z.string(),
  productCategory: z.string(),
  productImage: z.array(z.string()),
  /** Units on the shelf and not reserved by a checkout. */
  productStock: z.number().int().min(0),
  /**
   * The stock-keeping unit, unique ignoring case: the key a spreadsheet import matches the product by. Every product
   * has one and the shop's answers carry it; optional here so answers kept by an older client still read.
   */
  sku: z.string().optional(),
  createdAt: z.string(),
  ...productVariantFields,
  /** Attribute key → value (`GET /api/product/getProductById/:id` and the product forms' answers; listings leave it out). */
  specifications: SpecificationsSchema.optional(),
  /** The mean of its shown reviews to one decimal (0 with none), and how many there are. */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
});
export type Product = z.infer<typeof Product>;

const categoryName = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const category = findCategory(text);
    if (!category) {
      ctx.addIssue({ code: 'custom', message: `Choose one of the shop's categories ("${text}" is not one)` });
      return z.NEVER;
    }
    return category.name;
  });

/** The most characters a SKU has. */
export const MAX_SKU_LENGTH = 64;

/** A stock-keeping unit: letters, digits, dashes, dots and underscores, starting with a letter or digit. */
export const Sku = z
  .string({ message: 'Enter the SKU' })
  .trim()
  .min(1, { message: 'Enter the SKU' })
  .max(MAX_SKU_LENGTH, { message: `SKU is too long: at most ${MAX_SKU_LENGTH} characters` })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    message: 'SKU is letters, digits, dashes, dots and underscores, like LOGI-MOUSE-0001',
  });

/** The most a price may be, in rupees. */
const MAX_PRICE = 10_000_000;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Price fields: a JSON number, or in multipart forms a plain decimal string (`1499`, `1499.50`). Nothing else
 * is a price: not null, "", a list, hex, exponents or words. Messages name the field as its label does (`label`).
 */
const price = (label: string) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) return Number(value.trim());
      const message = blank(value) ? `Enter the ${label.toLowerCase()}` : `${label} must be a number like 1499 or 1499.50`;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .pipe(
      z
        .number()
        .min(0, { message: `${label} cannot be negative` })
        .max(MAX_PRICE, { message: `${label} is at most ₹${indianDigits(MAX_PRICE)}` })
        .multipleOf(0.01, { message: `${label} has at most two decimals (paise), like 1499.50` }),
    );

const stockMessage = `Stock is a whole number of units from 0 to ${indianDigits(MAX_PRODUCT_STOCK)}`;

/** Units in stock: a JSON whole number, or in multipart forms a plain digit string (`12`). */
const stock = z.unknown().transform((value, ctx) => {
  const units = typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof units === 'number' && Number.isInteger(units) && units >= 0 && units <= MAX_PRODUCT_STOCK) return units;
  ctx.addIssue({ code: 'custom', message: stockMessage });
  return z.NEVER;
});

const required = (label: string, blankMessage: string, max: number) =>
  z
    .string({ message: blankMessage })
    .trim()
    .min(1, { message: blankMessage })
    .max(max, { message: `${label} is too long: at most ${indianDigits(max)} characters` });

const productFieldsBase = z.object({
  productName: required('Product name', 'Enter the product name', 200),
  productPrice: price('Price'),
  salesPrice: z.preprocess((value) => (value === '' || value == null ? undefined : value), price('Sale price').optional()),
  productDescription: required('Description', 'Enter a description', 5000),
  productBrand: required('Brand', 'Enter the brand', 100),
  productCategory: z.preprocess((value) => (value === '' || value == null ? undefined : value), categoryName.optional()),
  // Optional: the spec's own admin client knows no stock. A new product without it starts at 0 (not for sale until
  // counted); an update without it keeps the product's stock.
  productStock: z.preprocess((value) => (value === '' || value == null ? undefined : value), stock.optional()),
  // Optional: checked by type against the product's category where the form is taken. An update without it keeps them.
  specifications: SpecificationsInput,
  // Optional: the spec's own client knows none. A new product without one is given one; an update without it keeps it.
  sku: z.preprocess((value) => (value === '' || value == null ? undefined : value), Sku.optional()),
});

const salesPriceNotAbovePrice = (fields: { productPrice: number; salesPrice?: number | undefined }) =>
  fields.salesPrice === undefined || fields.salesPrice <= fields.productPrice;
const salesPriceIssue = {
  message: 'Sale price cannot be above the price',
  path: ['salesPrice'],
  // Checked whenever both prices read as prices, so a form learns it with its other problems, not after them.
  when: ({ value }: { value: unknown }) => {
    const prices = value as { productPrice?: unknown; salesPrice?: unknown };
    return typeof prices.productPrice === 'number' && typeof prices.salesPrice === 'number';
  },
};

/** Text fields of the multipart add-product form; images come as repeated `images` file parts. */
export const ProductFields = productFieldsBase.refine(salesPriceNotAbovePrice, salesPriceIssue);
export type ProductFields = z.infer<typeof ProductFields>;

/**
 * Update payload. JSON with the spec's fields plus `productImage`, the image URLs to keep (only this shop's own
 * `/uploads/` URLs are accepted, as paths or on the shop's origin as answers name them for a storefront elsewhere). Multipart updates may add new `images` files too.
 */
export const UpdateProductBody = productFieldsBase
  .extend({
    productImage: z
      .array(
        z.string().regex(/^(https?:\/\/[^/\s]+)?\/uploads\/[\w./-]+$/, { message: "Images must be this shop's own uploads" }),
      )
      .max(MAX_PRODUCT_IMAGES, { message: `A product has at most ${MAX_PRODUCT_IMAGES} images` })
      .optional(),
  })
  .refine(salesPriceNotAbovePrice, salesPriceIssue);
export type UpdateProductBody = z.infer<typeof UpdateProductBody>;

export const CategoryParams = z.object({ categories: z.string().min(1).max(500) });

export const ProductAnswer = envelope(Product);
export const ProductsAnswer = envelope(z.array(Product));

export { LOW_STOCK_THRESHOLD, MAX_PRODUCT_IMAGES, MAX_PRODUCT_STOCK } from './limits';
