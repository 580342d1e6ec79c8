import { deliveryByText, notServedText, type DeliveryEstimate } from '@voltcart/contract';

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
