import { z } from 'zod';
import { envelope } from './common';

/**
 * The products spreadsheet's columns, in order (docs/catalogue-csv.md). `variantOptions` and `specifications` are
 * JSON objects; `images` is image addresses (or, on import, file names in the images zip) separated by `|`.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'productName',
  'productBrand',
  'productCategory',
  'productPrice',
  'salesPrice',
  'productStock',
  'productDescription',
  'variantGroupId',
  'variantOptions',
  'specifications',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The orders spreadsheet's columns, one row per order line (docs/catalogue-csv.md). */
export const ORDER_CSV_COLUMNS = [
  'orderId',
  'placedAt',
  'status',
  'paymentMethod',
  'paymentStatus',
  'customerEmail',
  'deliveryName',
  'deliveryPhone',
  'deliveryAddress',
  'deliveryCity',
  'deliveryState',
  'deliveryPincode',
  'productId',
  'sku',
  'productName',
  'quantity',
  'unitPrice',
  'lineTotal',
  'orderTotal',
  'refunded',
] as const;

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 20_000;

const boolText = z.enum(['true', 'false']).transform((text) => text === 'true');

export const ImportProductsQuery = z.object({
  // Absent is a dry run: applying is asked for in so many words.
  dryRun: boolText.optional(),
  /** The caller's id for this import, to read its progress (`GET …/import/:importId`) while it runs. */
  importId: z.string().uuid({ message: 'importId is a UUID' }).optional(),
});

export const ImportRowResult = z.enum(['created', 'updated', 'unchanged', 'error']);
export type ImportRowResult = z.infer<typeof ImportRowResult>;

export const ImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  row: z.number().int().min(2),
  sku: z.string(),
  result: ImportRowResult,
  reason: z.string().optional(),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const ImportAnswerData = z.object({
  rows: z.array(ImportRow),
  /** Whether the rows were written: never for a dry run, and never when any row is an error (all or nothing). */
  applied: z.boolean(),
});
export type ImportAnswerData = z.infer<typeof ImportAnswerData>;
export const ImportAnswer = envelope(ImportAnswerData);

export const ImportProgressParams = z.object({ importId: z.string().uuid() });
export const ImportProgress = z.object({
  phase: z.enum(['reading', 'checking', 'applying', 'done']),
  /** Rows checked (or, applying, written) so far, of `total`. */
  processed: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type ImportProgress = z.infer<typeof ImportProgress>;
export const ImportProgressAnswer = envelope(ImportProgress);

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are written 2026-12-31' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { message: 'That date does not exist' });

/** Both days included, in UTC; either may be left out (from the first order, to the last). */
export const OrdersCsvQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
