import { apiPaths, type PaymentStatusData } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const paymentApi = {
  /** `success` is true only when the payment is COMPLETED; `data.state` tells PENDING from FAILED. */
  status: (merchantTransactionId: string) => apiRequest<PaymentStatusData>(apiPaths.payment.status(merchantTransactionId)),
};
