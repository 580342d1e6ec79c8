import type { Executor } from '../../db/engine/executor';
import { codTermsOf, type CodTerms } from './rules';

/** What the cart summary shows of cash on delivery for the shopper's cart: its fee, and whether it is offered (why not). */
export type CartCodTerms = (
  db: Executor,
  userId: string,
  order: { valuePaise: number; pincode: string | undefined },
  nowMs: number,
) => Promise<Pick<CodTerms, 'feePaise' | 'available' | 'reason'>>;

export const cartCodTerms: CartCodTerms = async (db, userId, order, nowMs) => {
  const { feePaise, available, reason } = await codTermsOf(db, userId, order, nowMs);
  return { feePaise, available, reason };
};
