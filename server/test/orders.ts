import { paiseFromRupees, type DeliveryAddress, type OrderStatus, type Product } from '@voltcart/contract';
import { newId, newMerchantTransactionId, newOrderNumber } from '../src/lib/ids';
import type { TestApp } from './test-app';

export type TestOrderLine = {
  product: Product;
  quantity: number;
  /** unit price in rupees; the product's salesPrice when absent */ price?: number;
};

/**
 * Puts an order with its items (price snapshots) and one payment straight into the database, as checkout would
 * have left it. The payment's state follows the order status unless given.
 */
export async function insertOrder(
  shop: TestApp,
  userId: string,
  lines: TestOrderLine[],
  options: {
    status?: OrderStatus;
    createdAt?: string;
    paymentState?: 'PENDING' | 'COMPLETED' | 'FAILED';
    paymentMode?: string | null;
    providerTransactionId?: string | null;
    /** The order's delivery address snapshot (none unless given, as orders from before the shop kept addresses). */
    deliveryAddress?: DeliveryAddress;
  } = {},
): Promise<{ id: string; orderNumber: string; merchantTransactionId: string; totalPaise: number }> {
  const status = options.status ?? 'Pending';
  const createdAt = options.createdAt ?? new Date().toISOString();
  const paymentState =
    options.paymentState ?? (status === 'Payment pending' ? 'PENDING' : status === 'Payment failed' ? 'FAILED' : 'COMPLETED');
  const id = newId();
  const orderNumber = newOrderNumber();
  const merchantTransactionId = newMerchantTransactionId();
  const items = lines.map((line) => ({
    id: newId(),
    order_id: id,
    product_id: line.product._id,
    product_name: line.product.productName,
    product_image: line.product.productImage[0] ?? '',
    quantity: line.quantity,
    price_paise: paiseFromRupees(line.price ?? line.product.salesPrice),
  }));
  const totalPaise = items.reduce((sum, item) => sum + item.price_paise * item.quantity, 0);

  await shop.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('orders')
      .values({
        id,
        order_number: orderNumber,
        user_id: userId,
        status,
        total_paise: totalPaise,
        created_at: createdAt,
        updated_at: createdAt,
        ...(options.deliveryAddress ? { delivery_address: JSON.stringify(options.deliveryAddress) } : {}),
      })
      .execute();
    if (items.length > 0) await trx.insertInto('order_items').values(items).execute();
    await trx
      .insertInto('payments')
      .values({
        id: newId(),
        order_id: id,
        provider: 'sandbox',
        merchant_transaction_id: merchantTransactionId,
        provider_order_id: null,
        state: paymentState,
        amount_paise: totalPaise,
        payment_mode:
          options.paymentMode === undefined ? (paymentState === 'COMPLETED' ? 'UPI_INTENT' : null) : options.paymentMode,
        provider_transaction_id:
          options.providerTransactionId === undefined
            ? paymentState === 'COMPLETED'
              ? `T${merchantTransactionId}`
              : null
            : options.providerTransactionId,
        raw_status: null,
        redirect_url: null,
        created_at: createdAt,
        updated_at: createdAt,
        last_checked_at: null,
      })
      .execute();
  });
  return { id, orderNumber, merchantTransactionId, totalPaise };
}
