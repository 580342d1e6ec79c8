import { apiCalls, apiPaths } from '@voltcart/contract';
import { call } from '../../shared/api-client';
import { saveAdminDownload } from '../../shared/download';

const { catalogueCsv } = apiCalls;

const today = () => new Date().toISOString().slice(0, 10);

export const catalogueCsvApi = {
  downloadProducts: () => saveAdminDownload(apiPaths.catalogueCsv.productsCsv, `products-${today()}.csv`),
  downloadOrders: (from: string, to: string) => {
    const query = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
    return saveAdminDownload(`${apiPaths.catalogueCsv.ordersCsv}${query ? `?${query}` : ''}`, `orders-${to || today()}.csv`);
  },
  /** Checks (dry run) or applies a spreadsheet, with the images zip when one was chosen. */
  importProducts: (file: File, images: File | null, dryRun: boolean, importId: string) => {
    const body = new FormData();
    body.append('file', file);
    if (images) body.append('images', images);
    return call(catalogueCsv.importProducts, { query: { dryRun: dryRun ? 'true' : 'false', importId }, body, asAdmin: true });
  },
  progress: (importId: string) => call(catalogueCsv.importProgress, { params: { importId }, asAdmin: true }),
};
