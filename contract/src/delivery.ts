import { z } from 'zod';
import { envelope } from './common';

/**
 * What delivery promises to a pincode, counted from today's dispatch cut-off (2 pm in India), skipping Sundays.
 * `deliverBy` is the promised day (YYYY-MM-DD, India's calendar), null when the pincode is not served.
 */
export const DeliveryEstimate = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  days: z.number().int().nullable(),
  deliverBy: z.string().nullable(),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>;
export const DeliveryEstimateAnswer = envelope(DeliveryEstimate);
