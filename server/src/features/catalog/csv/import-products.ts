import { paiseFromRupees, type ImportAnswerData, type ImportProgress } from '@voltcart/contract';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { nowIso } from '../../../db/engine/database';
import { inTransaction, type Executor } from '../../../db/engine/executor';
import { AppError } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { assertImage, storeUploadedImage } from '../../../lib/images';
import type { UploadsStore } from '../../../lib/uploads';
import { saveSpecifications } from '../../specifications';
import { setVariantGroup } from '../../variants';
import * as repo from '../repo';
import { restocked } from '../stock';
import { readCatalogue, type CatalogueRow } from './catalogue-rows';
import { checkRecord, markDuplicateSkus, readCsvRecords, type CheckedRow, type WantedProduct } from './import-check';
import { readImagesZip } from './zip-images';

/**
 * Rows handled between two turns of the event loop: a chunk is a few milliseconds of work, so the shop's other calls
 * are answered between chunks while a 10,000-row file is checked and written.
 */
export const IMPORT_CHUNK_ROWS = 200;

export type ImportFiles = { csv: Buffer; zip?: Buffer | undefined };
export type ImportOptions = {
  dryRun: boolean;
  publicUrl: string;
  /** Told after every chunk; awaited, so a caller may hold the import there. */
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
};

/**
 * Checks a products spreadsheet row by row with the admin form's rules and, unless it is a dry run, applies it: all
 * or nothing in one transaction, keyed by SKU (docs/catalogue-csv.md). Any error row, and nothing is written.
 */
export async function importProducts(
  db: Executor,
  uploads: UploadsStore,
  files: ImportFiles,
  options: ImportOptions,
): Promise<ImportAnswerData> {
  const progress = async (phase: ImportProgress['phase'], processed: number, total: number) => {
    await options.onProgress?.({ phase, processed, total });
    await nextTurn();
  };
  await progress('reading', 0, 0);
  const records = readCsvRecords(files.csv.toString('utf8'));
  const zip = files.zip ? readImagesZip(files.zip) : new Map<string, Buffer>();
  const catalogue = await readCatalogue(db);
  const context = {
    bySku: new Map(catalogue.map((product) => [product.sku.toLowerCase(), product])),
    zipNames: new Set(zip.keys()),
    knownImages: new Set(catalogue.flatMap((product) => product.images)),
    publicUrl: options.publicUrl,
  };
  const rows: CheckedRow[] = [];
  for (let start = 0; start < records.length; start += IMPORT_CHUNK_ROWS) {
    records
      .slice(start, start + IMPORT_CHUNK_ROWS)
      .forEach((record, index) => rows.push(checkRecord(record, start + index + 2, context)));
    await progress('checking', rows.length, records.length);
  }
  markDuplicateSkus(rows);
  await refuseUnreadableImages(rows, zip);

  const answer = (applied: boolean): ImportAnswerData => ({
    rows: rows.map(({ row, sku, result, reason }) => ({ row, sku, result, ...(reason ? { reason } : {}) })),
    applied,
  });
  const changes = rows.filter((row) => row.result === 'created' || row.result === 'updated');
  if (options.dryRun || rows.some((row) => row.result === 'error')) {
    await progress('done', rows.length, rows.length);
    return answer(false);
  }

  if (changes.length === 0) {
    await progress('done', rows.length, rows.length);
    return answer(true);
  }
  const zipUrls = await storeZipImages(changes, zip, uploads);
  await inTransaction(db, async (trx) => {
    for (let start = 0; start < changes.length; start += IMPORT_CHUNK_ROWS) {
      for (const row of changes.slice(start, start + IMPORT_CHUNK_ROWS)) await writeRow(trx, row, zipUrls);
      await progress('applying', Math.min(start + IMPORT_CHUNK_ROWS, changes.length), changes.length);
    }
  });
  await progress('done', rows.length, rows.length);
  return answer(true);
}

/** Each zip file a good row names must be an image of an accepted kind (checked on a dry run too). */
async function refuseUnreadableImages(rows: CheckedRow[], zip: Map<string, Buffer>): Promise<void> {
  const verdicts = new Map<string, boolean>();
  for (const row of rows) {
    for (const image of row.wanted?.images ?? []) {
      if (!('zipName' in image)) continue;
      if (!verdicts.has(image.zipName)) {
        verdicts.set(
          image.zipName,
          await assertImage(zip.get(image.zipName)!).then(
            () => true,
            () => false,
          ),
        );
      }
      if (!verdicts.get(image.zipName)) {
        row.result = 'error';
        row.reason = `The image ${image.zipName} in the zip is not a JPEG, PNG or WebP image`;
        delete row.wanted;
        break;
      }
    }
  }
}

/** Stores each zip file the rows name once, as an admin's upload is stored; answers its address by file name. */
async function storeZipImages(rows: CheckedRow[], zip: Map<string, Buffer>, uploads: UploadsStore): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const row of rows) {
    for (const image of row.wanted!.images) {
      if (!('zipName' in image) || urls.has(image.zipName)) continue;
      try {
        urls.set(image.zipName, (await storeUploadedImage(zip.get(image.zipName)!, uploads, 'products')).url);
      } catch {
        throw new AppError('invalid_data', `Row ${row.row}: the image ${image.zipName} could not be read`);
      }
    }
  }
  return urls;
}

function columnsOf(wanted: WantedProduct) {
  return {
    name: wanted.productName,
    price_paise: paiseFromRupees(wanted.productPrice),
    sales_price_paise: paiseFromRupees(wanted.salesPrice),
    description: wanted.productDescription,
    brand: wanted.productBrand,
    category_id: wanted.categoryId,
  };
}

async function writeRow(trx: Executor, row: CheckedRow, zipUrls: Map<string, string>): Promise<void> {
  const wanted = row.wanted!;
  const now = nowIso();
  const images = wanted.images.map((image) => ('kept' in image ? image.kept : zipUrls.get(image.zipName)!));
  const existing: CatalogueRow | undefined = row.existing;
  const id = existing?.id ?? newId();
  if (existing) {
    const stock = wanted.productStock ?? existing.productStock;
    await repo.updateProduct(trx, id, { ...columnsOf(wanted), stock, updated_at: now }, images);
    if (stock > existing.productStock) await restocked(trx, [id]);
  } else {
    const product = {
      id,
      sku: wanted.sku,
      ...columnsOf(wanted),
      stock: wanted.productStock ?? 0,
      created_at: now,
      updated_at: now,
    };
    await repo.insertProduct(trx, product, images);
  }
  await saveSpecifications(trx, id, wanted.specifications);
  await setVariantGroup(trx, id, wanted.variantGroupId, wanted.variantOptions, now);
}
