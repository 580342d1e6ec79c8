import { apiRoutes } from '@voltcart/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../db/engine/executor';
import { contractRoutes } from '../../../lib/contract-routes';
import { notFound } from '../../../lib/errors';
import { multipartFormRoutes, readMultipartForm } from '../../../lib/multipart';
import { ok } from '../../../lib/reply';
import type { UploadsStore } from '../../../lib/uploads';
import { fieldError } from '../../../lib/validation';
import type { Guards } from '../../auth';
import { readCatalogue } from './catalogue-rows';
import { importProducts } from './import-products';
import { ImportProgressBoard } from './import-progress';
import { productsCsv } from './products-csv';

/** The spreadsheet and the images zip of one import: a 20,000-row file is a few MB; the zip holds full-size photos. */
const IMPORT_MAX_BYTES = 256 * 1024 * 1024;

/** A CSV answer as a download. */
export const csvDownload = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'private, no-store',
});

/** The products spreadsheet: export, import (checked or applied) and the import's progress; admin role. */
export function catalogueCsvRoutes({
  db,
  uploads,
  publicUrl,
  guards,
}: {
  db: Executor;
  uploads: UploadsStore;
  publicUrl: string;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const board = new ImportProgressBoard();
  return async (app) => {
    const route = contractRoutes(app);
    const { catalogueCsv: table } = apiRoutes;
    const admin = { preHandler: guards.requireAdmin };

    route(
      table.productsCsv,
      { schema: { tags: ['admin'], description: 'Every product as a CSV attachment (docs/catalogue-csv.md).' }, ...admin },
      async (_request, reply) => {
        const csv = productsCsv(await readCatalogue(db));
        return reply.headers(csvDownload(`products-${new Date().toISOString().slice(0, 10)}.csv`)).send(csv);
      },
    );

    route(table.importProgress, { schema: { tags: ['admin'] }, ...admin }, async (request) => {
      const progress = board.of(request.params.importId);
      if (!progress) throw notFound('Import');
      return ok(progress);
    });

    await app.register(
      multipartFormRoutes(IMPORT_MAX_BYTES, (forms) => {
        contractRoutes(forms)(
          table.importProducts,
          { schema: { tags: ['admin'], consumes: ['multipart/form-data'] }, ...admin },
          async (request) => {
            const form = await readMultipartForm(request, { fields: z.object({}), files: ['file', 'images'] });
            const csv = form.files.find((file) => file.field === 'file');
            if (!csv) throw fieldError('file', 'Choose the CSV file to import');
            const zip = form.files.find((file) => file.field === 'images');
            const { importId, dryRun = true } = request.query;
            const answer = await importProducts(
              db,
              uploads,
              { csv: csv.bytes, zip: zip?.bytes },
              { dryRun, publicUrl, onProgress: (progress) => board.report(importId, progress) },
            );
            const errors = answer.rows.filter((row) => row.result === 'error').length;
            const message = answer.applied
              ? 'Import applied'
              : errors > 0
                ? `${errors} row${errors === 1 ? ' has' : 's have'} errors: nothing was imported`
                : 'File checked: nothing was changed yet';
            return ok(answer, message);
          },
        );
      }),
    );
  };
}
