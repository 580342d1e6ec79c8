import { fillRoutePattern } from '@voltcart/contract';

/** The sandbox's pay page and the two buttons on it; not part of the shop's API, so not in the contract. */
export const sandboxRoutePatterns = {
  payPage: '/sandbox/pay/:merchantTransactionId',
  complete: '/sandbox/pay/:merchantTransactionId/complete',
  fail: '/sandbox/pay/:merchantTransactionId/fail',
} as const;

export const sandboxPaths = {
  payPage: (merchantTransactionId: string) => fillRoutePattern(sandboxRoutePatterns.payPage, { merchantTransactionId }),
  complete: (merchantTransactionId: string) => fillRoutePattern(sandboxRoutePatterns.complete, { merchantTransactionId }),
  fail: (merchantTransactionId: string) => fillRoutePattern(sandboxRoutePatterns.fail, { merchantTransactionId }),
};
