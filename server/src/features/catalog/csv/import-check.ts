import {
  findCategory,
  MAX_IMPORT_ROWS,
  MAX_PRODUCT_IMAGES,
  PRODUCT_CSV_COLUMNS,
  ProductFields,
  Sku,
  type ImportRow,
  type ImportRowResult,
} from '@voltcart/contract';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../../lib/errors';
import { storedUploadUrl } from '../../../lib/uploads/absolute-urls';
import { checkedSpecifications } from '../../specifications';
import type { CatalogueRow } from './catalogue-rows';
import { canonicalJson, IMAGE_SEPARATOR } from './products-csv';

/** What a good row asks for: its product's every column, and images as kept addresses or zip file names. */
export type WantedProduct = Omit<CatalogueRow, 'id' | 'images' | 'productStock'> & {
  /** Blank in the file: a new product starts at 0, an existing one keeps its stock. */
  productStock: number | undefined;
  images: ({ kept: string } | { zipName: string })[];
};

export type CheckedRow = ImportRow & { wanted?: WantedProduct; existing?: CatalogueRow };

const UPLOAD_ADDRESS = /^(https?:\/\/[^/\s]+)?\/uploads\/[\w./-]+$/;
const GROUP_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Reads the file's records: a header naming the contract's columns (any order; `sku` and the form's required ones). */
export function readCsvRecords(text: string): Record<string, string>[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: false, relax_column_count: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('invalid_data', `The file is not a CSV that can be read${line ? ` (near line ${line})` : ''}`);
  }
  if (records.length === 0) throw new AppError('invalid_data', 'The file has no rows under its header');
  if (records.length > MAX_IMPORT_ROWS) {
    throw new AppError('invalid_data', `The file has ${records.length} rows: at most ${MAX_IMPORT_ROWS} at a time`);
  }
  const header = Object.keys(records[0]!);
  const unknown = header.filter((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new AppError(
      'invalid_data',
      `Unknown column ${unknown.map((name) => `"${name}"`).join(', ')}; the columns are ${PRODUCT_CSV_COLUMNS.join(', ')}`,
    );
  }
  if (!header.includes('sku')) throw new AppError('invalid_data', 'The file needs a "sku" column: rows are matched by SKU');
  return records;
}

const parseJsonObject = (text: string, what: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Answered below in the same words.
  }
  throw new Error(`${what} must be a JSON object like {"Colour":"Black"}`);
};

const firstIssue = (error: { issues: { message: string; path: PropertyKey[] }[] }) =>
  error.issues[0]?.message ?? 'Not a valid row';

/** One record checked by the admin form's rules; throws an Error whose message is the row's reason. */
function wantedOf(
  record: Record<string, string>,
  zipNames: ReadonlySet<string>,
  knownImages: ReadonlySet<string>,
  publicUrl: string,
): WantedProduct {
  const sku = Sku.safeParse(record.sku ?? '');
  if (!sku.success) throw new Error(firstIssue(sku.error));
  const fields = ProductFields.safeParse({
    productName: record.productName,
    productPrice: record.productPrice,
    salesPrice: record.salesPrice,
    productDescription: record.productDescription,
    productBrand: record.productBrand,
    productCategory: record.productCategory,
    productStock: record.productStock,
  });
  if (!fields.success) throw new Error(firstIssue(fields.error));
  const categoryId = fields.data.productCategory ? (findCategory(fields.data.productCategory)?.id ?? null) : null;
  const specText = record.specifications?.trim() ?? '';
  let specifications: WantedProduct['specifications'] = {};
  if (specText) {
    try {
      specifications = checkedSpecifications(
        categoryId,
        parseJsonObject(specText, 'Specifications'),
      ) as WantedProduct['specifications'];
    } catch (error) {
      throw new Error(error instanceof Error ? `Specifications: ${error.message}` : 'Specifications are not valid');
    }
  }
  const groupId = record.variantGroupId?.trim() ?? '';
  const optionsText = record.variantOptions?.trim() ?? '';
  if (groupId && !GROUP_ID.test(groupId))
    throw new Error('Variant group id is letters, digits, dashes, dots and underscores (at most 64)');
  if (!groupId && optionsText) throw new Error('Variant options need a variant group id');
  let variantOptions: Record<string, string> | null = null;
  if (groupId) {
    const options = optionsText ? parseJsonObject(optionsText, 'Variant options') : {};
    const bad = Object.entries(options).find(
      ([key, value]) => !key.trim() || typeof value !== 'string' || !value.trim() || value.length > 60,
    );
    if (bad) throw new Error(`Variant option "${bad[0]}" needs a value in words (at most 60 characters)`);
    variantOptions = options as Record<string, string>;
  }
  const images = (record.images ?? '')
    .split(IMAGE_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      if (UPLOAD_ADDRESS.test(part)) {
        const url = storedUploadUrl(part, publicUrl);
        if (!knownImages.has(url)) throw new Error(`The image ${part} is not one of the shop's`);
        return { kept: url };
      }
      if (!zipNames.has(part)) throw new Error(`The image ${part} is neither a shop address nor a file in the images zip`);
      return { zipName: part };
    });
  if (images.length > MAX_PRODUCT_IMAGES) throw new Error(`A product has at most ${MAX_PRODUCT_IMAGES} images`);
  return {
    sku: sku.data,
    productName: fields.data.productName,
    productBrand: fields.data.productBrand,
    productCategory: fields.data.productCategory ?? '',
    categoryId,
    productPrice: fields.data.productPrice,
    salesPrice: fields.data.salesPrice ?? fields.data.productPrice,
    productStock: fields.data.productStock,
    productDescription: fields.data.productDescription,
    variantGroupId: groupId || null,
    variantOptions,
    specifications,
    images,
  };
}

/** Whether the row asks for exactly what the product is (its stock left blank keeps it). */
function sameAsExisting(wanted: WantedProduct, existing: CatalogueRow): boolean {
  const images = wanted.images.map((image) => ('kept' in image ? image.kept : undefined));
  return (
    wanted.sku === existing.sku &&
    wanted.productName === existing.productName &&
    wanted.productBrand === existing.productBrand &&
    wanted.categoryId === existing.categoryId &&
    wanted.productPrice === existing.productPrice &&
    wanted.salesPrice === existing.salesPrice &&
    (wanted.productStock === undefined || wanted.productStock === existing.productStock) &&
    wanted.productDescription === existing.productDescription &&
    wanted.variantGroupId === existing.variantGroupId &&
    (wanted.variantOptions ? canonicalJson(wanted.variantOptions) : null) ===
      (existing.variantOptions ? canonicalJson(existing.variantOptions) : null) &&
    canonicalJson(wanted.specifications) === canonicalJson(existing.specifications) &&
    images.length === existing.images.length &&
    images.every((url, index) => url === existing.images[index])
  );
}

/** Checks one record against the catalogue: its result and reason (line numbers count the header as line 1). */
export function checkRecord(
  record: Record<string, string>,
  line: number,
  context: {
    bySku: Map<string, CatalogueRow>;
    zipNames: ReadonlySet<string>;
    knownImages: ReadonlySet<string>;
    publicUrl: string;
  },
): CheckedRow {
  const sku = (record.sku ?? '').trim();
  try {
    const wanted = wantedOf(record, context.zipNames, context.knownImages, context.publicUrl);
    const existing = context.bySku.get(wanted.sku.toLowerCase());
    const result: ImportRowResult = !existing ? 'created' : sameAsExisting(wanted, existing) ? 'unchanged' : 'updated';
    return { row: line, sku, result, wanted, ...(existing ? { existing } : {}) };
  } catch (error) {
    return { row: line, sku, result: 'error', reason: error instanceof Error ? error.message : 'Not a valid row' };
  }
}

/** Marks every row whose SKU another row of the file has too, naming the other rows. */
export function markDuplicateSkus(rows: CheckedRow[]): void {
  const linesOf = new Map<string, number[]>();
  for (const row of rows) {
    if (!row.sku) continue;
    const key = row.sku.toLowerCase();
    linesOf.set(key, [...(linesOf.get(key) ?? []), row.row]);
  }
  for (const row of rows) {
    const lines = linesOf.get(row.sku.toLowerCase()) ?? [];
    if (lines.length < 2) continue;
    const others = lines.filter((line) => line !== row.row);
    row.result = 'error';
    row.reason = `SKU ${row.sku} is also on row ${others.join(', ')} of the file`;
    delete row.wanted;
  }
}
