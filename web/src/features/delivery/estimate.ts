import { apiCalls, deliveryByText, notServedText, type DeliveryEstimate } from '@voltcart/contract';
import { call } from '../../shared/api-client';

/** The shopper's calls (the product page's check and the cart), apart from the admin's: the two pages load only these. */
export const estimateApi = {
  /** When a pincode is delivered to: the promised day and cash on delivery, or why it is not served. */
  estimate: (pincode: string) => call(apiCalls.delivery.estimate, { query: { pincode } }),
  /** The signed-in shopper's saved addresses (the default first), for the pincode a check starts from. */
  addresses: () => call(apiCalls.address.list),
};

/**
 * What a shopper reads of an estimate: "Delivery by Thu, 4 Dec", then the cash on delivery line; for a pincode the
 * shop does not serve, only that. A shop without delivery rules promises no day: "We deliver to 560034".
 */
export function estimateWords(estimate: DeliveryEstimate): { headline: string; cod?: string; served: boolean } {
  if (!estimate.serviceable)
    return { headline: estimate.reason?.replace(/\.$/, '') ?? notServedText(estimate.pincode), served: false };
  return {
    headline: estimate.deliverBy ? deliveryByText(estimate.deliverBy) : `We deliver to ${estimate.pincode}`,
    cod: estimate.codAvailable ? 'Cash on delivery available' : 'Cash on delivery not available',
    served: true,
  };
}
