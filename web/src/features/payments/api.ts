import { apiCalls } from '@voltcart/contract';
import { call } from '../../shared/api-client';

export const paymentApi = {
  /** `success` is true only when the payment is COMPLETED; `data.state` tells PENDING from FAILED. */
  status: (merchantTransactionId: string) => call(apiCalls.payment.status, { params: { transactionId: merchantTransactionId } }),
};
