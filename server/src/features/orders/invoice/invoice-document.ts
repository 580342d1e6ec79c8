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
  buyer: { name: string; addressLines: string[]; phone: string | undefined };
  placeOfSupply: { state: IndianState; code: string };
  supply: SupplyKind;
  lines: TaxedLine[];
  totals: InvoiceTotals;
  amountInWords: string;
  /** Set when the order was cancelled after it was invoiced: a credit note is due (not issued by the shop yet). */
  cancellationNote: string | undefined;
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
): InvoiceDocument {
  const address = deliveryAddressOf(order.delivery_address);
  const placeOfSupply = address?.state ?? seller.state;
  const supply = supplyKindOf(seller.state, placeOfSupply);
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
  const totals = invoiceTotals(lines);
  return {
    invoiceNumber: order.invoice_number,
    invoiceDate: indianDateOf(new Date(order.invoiced_at)),
    orderNumber: order.order_number,
    seller: { ...seller, stateCode: gstStateCodeOf(seller.state) },
    buyer: address
      ? {
          name: address.fullName,
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
    cancellationNote: wasCancelledAfterPayment(order.status)
      ? `This order was cancelled (${order.status}) after this invoice was issued; a credit note is due against it.`
      : undefined,
  };
}

function codFeeTaxClass(lines: readonly TaxedLine[]): { hsnCode: string; gstRatePercent: number } {
  const principal = [...lines].sort((a, b) => b.grossPaise - a.grossPaise)[0];
  return principal
    ? { hsnCode: principal.hsnCode, gstRatePercent: principal.gstRatePercent }
    : { hsnCode: UNCATEGORISED_TAX_CLASS.hsnCode, gstRatePercent: UNCATEGORISED_TAX_CLASS.gstRatePercent };
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
