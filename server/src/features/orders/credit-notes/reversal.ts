import type { TaxedLine } from '../invoice/gst-lines';

/** What a credit note keeps of a line it reverses: its tax class and the gross (GST-inclusive) amount reversed. */
export type ReversedLine = { description: string; hsnCode: string; gstRatePercent: number; grossPaise: number };

/** An invoice line a refund may reverse, with the order item it sells (none for cash on delivery's fee). */
export type ReversibleLine = TaxedLine & { orderItemId?: string | undefined };

/** Lines named by a refund: which order items, and how many of their units (all when no quantity). */
export type NamedLines = readonly { orderItemId: string; quantity?: number | undefined }[];

/**
 * Spreads a refund of `amountPaise` over the lines it reverses, in proportion to each line's gross (what was paid
 * for it), in whole paise: each line takes the floor of its share and the paise left go one each to the lines with
 * the largest remainders, so the reversed lines add up to the refund exactly. Named lines narrow the lines (and a
 * quantity, the share of the line) the refund is spread over. A refund of the whole invoice reverses every line whole.
 */
export function reversedLinesOf(lines: readonly ReversibleLine[], amountPaise: number, named?: NamedLines): ReversedLine[] {
  const bases = named
    ? named.flatMap((pick) => {
        const line = lines.find((candidate) => candidate.orderItemId === pick.orderItemId);
        if (!line) return [];
        const share = pick.quantity === undefined ? 1 : Math.min(pick.quantity, line.quantity) / line.quantity;
        return [{ line, basePaise: Math.round(line.grossPaise * share) }];
      })
    : lines.map((line) => ({ line, basePaise: line.grossPaise }));
  const baseTotal = bases.reduce((sum, base) => sum + base.basePaise, 0);
  if (baseTotal <= 0 || amountPaise <= 0) return [];
  // Never more than the lines hold: a refund past them is reversed up to them (the refund's own checks refuse it first).
  const amount = Math.min(amountPaise, baseTotal);
  const shares = bases.map((base) => {
    const exact = base.basePaise * amount;
    return { base, paise: Math.floor(exact / baseTotal), remainder: exact % baseTotal };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.paise, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    share.paise += 1;
    left -= 1;
  }
  return shares
    .filter((share) => share.paise > 0)
    .map(({ base, paise }) => ({
      description: base.line.description,
      hsnCode: base.line.hsnCode,
      gstRatePercent: base.line.gstRatePercent,
      grossPaise: paise,
    }));
}
