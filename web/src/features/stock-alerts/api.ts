import { apiCalls } from '@voltcart/contract';
import { call } from '../../shared/api-client';

export const stockAlertsApi = {
  /** "Notify me when it's back"; a signed-in shopper may leave out the email (their account's is used). */
  notifyMe: (productId: string, email?: string) =>
    call(apiCalls.stockAlerts.subscribe, { body: email === undefined ? { productId } : { productId, email } }),
};
