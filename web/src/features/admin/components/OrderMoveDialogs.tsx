import { formatRupees, type Order } from '@voltcart/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Modal } from './Modal';

/** Who the order is for, as an admin reads it in a question. */
export const customerNameOf = (order: Order) => order.customer?.username ?? 'the customer';

/** What each question is told: the order, whether its answer is on its way, and what each button does. */
type QuestionProps<Answer extends unknown[]> = {
  order: Order;
  working: boolean;
  onKeep: () => void;
  onConfirm: (...answer: Answer) => void;
};

/**
 * Asks before an admin cancels an order, naming what it returns ("Refund ₹72,990.00 to Arjun Mehta?") and asking why
 * (the reason is kept with the order). Keep the order has the focus, so Enter alone cancels nothing.
 */
export function ConfirmCancelDialog({ order, working, onKeep, onConfirm }: QuestionProps<[reason: string]>) {
  const paid = order.paymentState === 'COMPLETED';
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const noteId = `${fieldId}-note`;
  const confirm = () => {
    const given = reason.trim();
    if (!given) {
      setProblem('Say why the order is cancelled');
      field.current?.focus();
      return;
    }
    onConfirm(given);
  };
  const question = paid
    ? `Refund ${formatRupees(order.totalAmount)} to ${customerNameOf(order)}?`
    : `Cancel the unpaid checkout of ${customerNameOf(order)}?`;
  return (
    <Modal
      title={question}
      size="sm"
      onClose={() => !working && onKeep()}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep} disabled={working} data-autofocus>
            Keep the order
          </Button>
          <Button variant="danger" className="border border-red-300" onClick={confirm} disabled={working}>
            {working ? 'Cancelling...' : paid ? 'Cancel and refund' : 'Cancel checkout'}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        Order <span className="font-mono font-semibold text-slate-900">#{order.orderId}</span> will be cancelled
        {paid
          ? ` and ${formatRupees(order.totalAmount)} paid through ${order.paymentMethod} goes back to ${customerNameOf(order)}. The shopper is emailed.`
          : '. Nothing was paid, so nothing is refunded; the checkout can no longer be paid.'}
      </p>
      <div className="mt-4">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
          Reason for cancelling
        </label>
        <textarea
          id={fieldId}
          ref={field}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(event) => {
            setReason(event.target.value);
            if (problem) setProblem('');
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? noteId : undefined}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 ${
            problem ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        {problem && (
          <p id={noteId} className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}

/** Asks before an admin sends a failed refund again, naming the amount and the shopper. */
export function ConfirmRetryRefundDialog({ order, working, onKeep, onConfirm }: QuestionProps<[]>) {
  const amount = formatRupees(order.refund?.amount ?? order.totalAmount);
  return (
    <Modal
      title={`Refund ${amount} to ${customerNameOf(order)}?`}
      size="sm"
      onClose={() => !working && onKeep()}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep} disabled={working} data-autofocus>
            Not now
          </Button>
          <Button onClick={onConfirm} disabled={working}>
            {working ? 'Retrying...' : 'Retry refund'}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        The refund of order <span className="font-mono font-semibold text-slate-900">#{order.orderId}</span> failed. A new refund
        of {amount} is sent to {order.paymentMethod}.
      </p>
    </Modal>
  );
}
