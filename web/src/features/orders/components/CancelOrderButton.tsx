import type { Order } from '@voltcart/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { cancelMyOrder } from '../slice';

/**
 * "Cancel order" on a paid order that has not shipped, asking first in a small confirm dialog: "Keep order" has
 * the focus (Enter alone never cancels), Escape closes it, and the focus returns to the button.
 */
export function CancelOrderButton({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const titleId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);

  // Set when the dialog closes without cancelling: the focus goes back to "Cancel order" once it is shown again.
  const refocus = useRef(false);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (refocus.current) {
      opener.current?.focus();
      refocus.current = false;
    }
  }, [asking]);

  const close = () => {
    refocus.current = true;
    setAsking(false);
  };

  const confirm = async () => {
    setCancelling(true);
    const result = await dispatch(cancelMyOrder(order._id));
    setCancelling(false);
    if (cancelMyOrder.fulfilled.match(result)) {
      toast.success(`Order ${order.orderId} cancelled`);
      setAsking(false);
    } else {
      toast.error(`Error: ${result.payload?.message ?? 'Could not cancel the order.'}`);
      close();
    }
  };

  return (
    <div className="flex flex-col items-end gap-2">
      {!asking && (
        <button ref={opener} type="button" className={buttonClasses('secondary', 'sm')} onClick={() => setAsking(true)}>
          Cancel order
        </button>
      )}
      {asking && (
        <div
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !cancelling) close();
          }}
        >
          <p id={titleId} className="font-medium text-red-900">
            Cancel order #{order.orderId}?{' '}
            {order.paymentState === 'COMPLETED' ? 'The amount paid is refunded to your original payment method.' : ''}
          </p>
          <div className="mt-2 flex justify-end gap-2">
            <button ref={keep} type="button" className={buttonClasses('secondary', 'sm')} onClick={close} disabled={cancelling}>
              Keep order
            </button>
            <Button
              variant="danger"
              size="sm"
              className="border border-red-300"
              onClick={() => void confirm()}
              disabled={cancelling}
            >
              {cancelling ? 'Cancelling...' : 'Yes, cancel order'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
