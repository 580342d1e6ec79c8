import {
  awbProblem,
  courierName,
  normaliseAwb,
  trackingUrlOf,
  trackingUrlProblem,
  type Courier,
  type UpdateOrderStatusBody,
} from '@voltcart/contract';
import { AppError } from '../../../lib/errors';
import type { Executor } from '../../../db/engine/executor';
import { shipmentByAwb } from './repo';

/** A shipment as the admin gave it, checked: the courier, its AWB (normalised) and the tracking page built for it. */
export type ShippingInput = { courier: Courier; awb: string; trackingUrl: string | null };

const invalid = (field: string, words: string) =>
  new AppError('invalid_data', `${field}: ${words}`, { fields: { [field]: words } });

/**
 * The courier and AWB of a Shipped move. The admin area always sends both. The spec's own client sends only the
 * status: its order ships without tracking (undefined). Given either, both are needed, the AWB must fit the courier,
 * and 'other' needs an https tracking URL.
 */
export function shippingInputOf(body: Pick<UpdateOrderStatusBody, 'courier' | 'awb' | 'trackingUrl'>): ShippingInput | undefined {
  const { courier, awb, trackingUrl } = body;
  if (courier === undefined && !awb) return undefined;
  if (courier === undefined) throw invalid('courier', 'Choose the courier');
  const problem = awbProblem(courier, awb ?? '');
  if (problem) throw invalid('awb', problem);
  if (courier === 'other') {
    const urlProblem = trackingUrlProblem(trackingUrl);
    if (urlProblem) throw invalid('trackingUrl', urlProblem);
  }
  const normalised = normaliseAwb(awb!);
  return { courier, awb: normalised, trackingUrl: trackingUrlOf(courier, normalised, trackingUrl) };
}

/** Refuses an AWB another shipment already has (a courier's update names only the AWB). */
export async function assertAwbFree(db: Executor, input: ShippingInput): Promise<void> {
  if (await shipmentByAwb(db, input.awb)) {
    throw new AppError('business_rule', `awb: AWB ${input.awb} is already on another shipment`, {
      fields: { awb: `AWB ${input.awb} is already on another shipment` },
    });
  }
}

export const shipmentWords = (input: { courier: Courier; awb: string }) => `${courierName(input.courier)}, AWB ${input.awb}`;
