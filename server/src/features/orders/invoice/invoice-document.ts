import { DeliveryAddress, PAID_ORDER_STATUSES, type IndianState, type OrderStatus } from '@voltcart/contract';
import type { SellerSettings } from '../../../config/seller';
import type { OrderItemRow, OrderRow } from '../../../db/engine/schema';
import { gstStateCodeOf } from '../../../lib/gst/state-codes';
import { rupeesInWords } from './amount-in-words';
import { indianDateOf } from './financial-year';
import { invoiceTotals, supplyKindOf, taxLine, type InvoiceTotals, type SupplyKind, type TaxedLine } from './gst-lines';
import { UNCATEGORISED_TAX_CLASS } from './tax-rates';

/** Everything a tax invoice prints, worked out; the PDF only lays it out. */
export type InvoiceDocument = {
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  seller: SellerSettings & { stateCode: string };
  /** A business buyer (a B2B invoice) has its GSTIN and business name here; `name` is then the business's. */
  buyer: {
    name: string;
    addressLines: string[];
    phone: string | undefined;
    gstin?: string | undefined;
    attention?: string | undefined;
  };
  placeOfSupply: { state: IndianState; code: string };
  supply: SupplyKind;
  lines: TaxedLine[];
  totals: InvoiceTotals;
  amountInWords: string;
  /** Set when the order was cancelled after it was invoiced: names its credit note, or says one is due (refund under way). */
  cancellationNote: string | undefined;
  /** Set on a credit note (the document reverses the invoice it names); the lines are then what it reverses. */
  creditNote?: { number: string; date: string } | undefined;
  /** The coupon the order was paid with, when it had one (its discount is on the lines). */
  couponCode: string | undefined;
};

/** A paid order's rows, with its invoice number. */
export type InvoicedOrder = OrderRow & { invoice_number: string; invoiced_at: string };

/**
 * The invoice of a paid order: its lines at their snapshot prices and tax classes, taxed by where the order
 * goes. An order placed before the shop kept addresses has none on record; its place of supply is then the
 * seller's own state (GST's rule for a supply to an unregistered buyer whose address is not recorded) and the
 * buyer is named by their account.
 */
export function invoiceDocumentOf(
  order: InvoicedOrder,
  items: OrderItemRow[],
  seller: SellerSettings,
  accountName: string,
  creditNotes: readonly { number: string; date: string }[] = [],
): InvoiceDocument {
  const address = deliveryAddressOf(order.delivery_address);
  const placeOfSupply = address?.state ?? seller.state;
  const supply = supplyKindOf(seller.state, placeOfSupply);
  const lines = invoiceLinesOf(order, items, supply);
  const totals = invoiceTotals(lines);
  return {
    invoiceNumber: order.invoice_number,
    invoiceDate: indianDateOf(new Date(order.invoiced_at)),
    orderNumber: order.order_number,
    seller: { ...seller, stateCode: gstStateCodeOf(seller.state) },
    buyer: address
      ? {
          name: address.businessName && address.gstin ? address.businessName : address.fullName,
          ...(address.gstin ? { gstin: address.gstin, attention: address.fullName } : {}),
          addressLines: [
            [address.line1, address.line2].filter(Boolean).join(', '),
            // As the shopper wrote it ("Near City Mall", "Opposite the bus stand"), as the cart and the mails show it.
            ...(address.landmark ? [address.landmark] : []),
            `${address.city}, ${address.state} ${address.pincode}`,
          ],
          phone: address.phone,
        }
      : { name: accountName, addressLines: ['No delivery address on record'], phone: undefined },
    placeOfSupply: { state: placeOfSupply, code: gstStateCodeOf(placeOfSupply) },
    supply,
    lines,
    totals,
    amountInWords: rupeesInWords(totals.totalPaise),
    couponCode: order.coupon_code ?? undefined,
    cancellationNote: wasCancelledAfterPayment(order.status) ? cancellationNoteOf(order.status, creditNotes) : undefined,
  };
}

/**
 * The invoice's lines, taxed for `supply`: one per order item, in the items' order, then cash on delivery's fee when
 * the order had one. (A line's gross, what was paid for it, is the same whatever the supply.)
 */
export function invoiceLinesOf(order: OrderRow, items: OrderItemRow[], supply: SupplyKind): TaxedLine[] {
  const lines = items.map((item) =>
    taxLine(
      {
        description: item.product_name,
        hsnCode: item.hsn_code ?? UNCATEGORISED_TAX_CLASS.hsnCode,
        quantity: Number(item.quantity),
        unitPricePaise: Number(item.price_paise),
        gstRatePercent: item.gst_rate_percent === null ? UNCATEGORISED_TAX_CLASS.gstRatePercent : Number(item.gst_rate_percent),
        discountPaise: Number(item.discount_paise ?? 0),
      },
      supply,
    ),
  );
  const codFeePaise = Number(order.cod_fee_paise ?? 0);
  // Cash on delivery's fee is ancillary to the goods (a composite supply): it is taxed as its principal line, the largest.
  if (codFeePaise > 0)
    lines.push(
      taxLine(
        { ...codFeeTaxClass(lines), description: 'Cash on delivery fee', quantity: 1, unitPricePaise: codFeePaise },
        supply,
      ),
    );
  return lines;
}

function codFeeTaxClass(lines: readonly TaxedLine[]): { hsnCode: string; gstRatePercent: number } {
  const principal = [...lines].sort((a, b) => b.grossPaise - a.grossPaise)[0];
  return principal
    ? { hsnCode: principal.hsnCode, gstRatePercent: principal.gstRatePercent }
    : { hsnCode: UNCATEGORISED_TAX_CLASS.hsnCode, gstRatePercent: UNCATEGORISED_TAX_CLASS.gstRatePercent };
}

function cancellationNoteOf(status: OrderStatus, creditNotes: readonly { number: string; date: string }[]): string {
  if (creditNotes.length === 0)
    return `This order was cancelled (${status}) after this invoice was issued; a credit note is due against it.`;
  const named = creditNotes.map((note) => `${note.number} dated ${note.date}`).join(', ');
  return `This order was cancelled (${status}) after this invoice was issued; credit note ${named} is issued against it.`;
}

const wasCancelledAfterPayment = (status: OrderStatus) => !(PAID_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

function deliveryAddressOf(text: string | null): DeliveryAddress | undefined {
  if (!text) return undefined;
  try {
    const parsed = DeliveryAddress.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
