import { isUnpaidAttempt, type OrderStatus } from '@voltcart/contract';
import { useState } from 'react';

/**
 * Orders without the checkouts that ended unpaid (failed, replaced, cancelled unpaid), and the switch that shows
 * them too; the switch is there only when some are hidden.
 */
export function useUnpaidAttempts<T extends { status: OrderStatus }>(orders: T[]) {
  const [showing, setShowing] = useState(false);
  const attempts = orders.filter((order) => isUnpaidAttempt(order.status)).length;
  const shown = showing ? orders : orders.filter((order) => !isUnpaidAttempt(order.status));
  const toggle =
    attempts > 0 ? (
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={showing}
          onChange={(event) => setShowing(event.target.checked)}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        Show unpaid attempts ({attempts})
      </label>
    ) : null;
  return { shown, toggle };
}
