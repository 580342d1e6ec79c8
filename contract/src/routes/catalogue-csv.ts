import { z } from 'zod';
import { ImportAnswer, ImportProductsQuery, ImportProgressAnswer, ImportProgressParams, OrdersCsvQuery } from '../catalogue-csv';
import { catalogueCsvCalls } from './calls';
import { defineRoute } from './route';

const adminErrors = [401, 403] as const;

export const catalogueCsvRoutes = {
  productsCsv: defineRoute(catalogueCsvCalls.productsCsv, { response: {}, unenveloped: 'csv', errors: adminErrors }),
  /** Multipart: the spreadsheet as `file`, optionally a zip of the images it names as `images`. */
  importProducts: defineRoute(catalogueCsvCalls.importProducts, {
    query: ImportProductsQuery,
    body: z.object({}),
    bodyKind: 'multipart',
    response: { 200: ImportAnswer },
    errors: adminErrors,
  }),
  // 404: no import of that id is running or finished in this process.
  importProgress: defineRoute(catalogueCsvCalls.importProgress, {
    params: ImportProgressParams,
    response: { 200: ImportProgressAnswer },
    errors: [...adminErrors, 404],
  }),
  ordersCsv: defineRoute(catalogueCsvCalls.ordersCsv, {
    query: OrdersCsvQuery,
    response: {},
    unenveloped: 'csv',
    errors: adminErrors,
  }),
};
