import { apiPaths, type StockAlert } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const stockAlertsApi = {
  /** "Notify me when it's back"; a signed-in shopper may leave out the email (their account's is used). */
  notifyMe: (productId: string, email?: string) =>
    apiRequest<StockAlert>(apiPaths.stockAlerts.subscribe, {
      method: 'POST',
      json: email === undefined ? { productId } : { productId, email },
    }),
};
