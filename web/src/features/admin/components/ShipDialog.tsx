import { awbProblem, COURIER_TABLE, COURIERS, trackingUrlProblem, type Courier, type Order } from '@voltcart/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { customerNameOf } from './OrderMoveDialogs';
import { Modal } from './Modal';

/** The courier, AWB and (for another courier) tracking URL an admin ships an order with. */
export type ShippingAnswer = { courier: Courier; awb: string; trackingUrl?: string };

const fieldLook = (problem: string | undefined) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 ${problem ? 'border-red-600' : 'border-slate-300'}`;

/**
 * Asks an admin for the courier and AWB before an order ships (the shopper's timeline and emails link its tracking
 * page). The AWB is checked against the courier's shape as the server checks it; the first wrong field takes the focus.
 */
export function ShipDialog({
  order,
  working,
  onKeep,
  onConfirm,
}: {
  order: Order;
  working: boolean;
  onKeep: () => void;
  onConfirm: (answer: ShippingAnswer) => void;
}) {
  const [courier, setCourier] = useState<Courier>('delhivery');
  const [awb, setAwb] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [problems, setProblems] = useState<{ awb?: string; trackingUrl?: string }>({});
  const awbField = useRef<HTMLInputElement>(null);
  const urlField = useRef<HTMLInputElement>(null);
  const id = useId();
  const other = courier === 'other';
  const confirm = () => {
    const found = {
      awb: awbProblem(courier, awb),
      trackingUrl: other ? trackingUrlProblem(trackingUrl) : undefined,
    };
    setProblems(found);
    if (found.awb) return awbField.current?.focus();
    if (found.trackingUrl) return urlField.current?.focus();
    onConfirm({ courier, awb: awb.trim(), ...(other ? { trackingUrl: trackingUrl.trim() } : {}) });
  };
  return (
    <Modal
      title={`Ship order #${order.orderId}`}
      size="sm"
      onClose={() => !working && onKeep()}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep} disabled={working}>
            Not yet
          </Button>
          <Button onClick={confirm} disabled={working}>
            {working ? 'Shipping...' : 'Ship order'}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{customerNameOf(order)} is emailed the courier and a link to track the parcel.</p>
      <div className="mt-4">
        <label htmlFor={`${id}-courier`} className="block text-sm font-medium text-slate-800">
          Courier
        </label>
        <select
          id={`${id}-courier`}
          value={courier}
          data-autofocus
          onChange={(event) => {
            setCourier(event.target.value as Courier);
            setProblems({});
          }}
          className={fieldLook(undefined)}
        >
          {COURIERS.map((key) => (
            <option key={key} value={key}>
              {COURIER_TABLE[key].name}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-awb`} className="block text-sm font-medium text-slate-800">
          AWB number
        </label>
        <input
          id={`${id}-awb`}
          ref={awbField}
          value={awb}
          maxLength={60}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setAwb(event.target.value);
            if (problems.awb) setProblems({ ...problems, awb: undefined });
          }}
          aria-invalid={problems.awb ? true : undefined}
          aria-describedby={`${id}-awb-note`}
          className={`${fieldLook(problems.awb)} font-mono`}
        />
        <p id={`${id}-awb-note`} className={`mt-1 text-sm ${problems.awb ? 'text-red-700' : 'text-slate-600'}`}>
          {problems.awb ?? COURIER_TABLE[courier].awb?.words ?? 'As printed on the shipping label'}
        </p>
      </div>
      {other && (
        <div className="mt-4">
          <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-800">
            Tracking URL
          </label>
          <input
            id={`${id}-url`}
            ref={urlField}
            type="url"
            inputMode="url"
            value={trackingUrl}
            maxLength={500}
            placeholder="https://"
            onChange={(event) => {
              setTrackingUrl(event.target.value);
              if (problems.trackingUrl) setProblems({ ...problems, trackingUrl: undefined });
            }}
            aria-invalid={problems.trackingUrl ? true : undefined}
            aria-describedby={problems.trackingUrl ? `${id}-url-note` : undefined}
            className={fieldLook(problems.trackingUrl)}
          />
          {problems.trackingUrl && (
            <p id={`${id}-url-note`} className="mt-1 text-sm text-red-700">
              {problems.trackingUrl}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
