import { apiPaths, type InitiatePaymentAnswer, type InitiatePaymentBody, type PaymentStatusData } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const paymentApi = {
  /** Creates the order and asks the provider for its pay page; the answer carries `redirectUrl` at the top level. */
  initiate: (body: InitiatePaymentBody) =>
    apiRequest<InitiatePaymentAnswer['data']>(apiPaths.payment.initiate, { method: 'POST', json: body }) as Promise<InitiatePaymentAnswer>,
  /** `success` is true only when the payment is COMPLETED; `data.state` tells PENDING from FAILED. */
  status: (merchantTransactionId: string) => apiRequest<PaymentStatusData>(apiPaths.payment.status(merchantTransactionId)),
};
