import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { codApi } from '../api';
import { codeDigitsOf, codeProblemOf } from '../code-form';

/**
 * The 6-digit code of a cash-on-delivery order, as emailed: a wrong, expired or locked code is said under the field
 * (and the focus goes back to it); "Send a new code" asks for another (the server allows one every 30 seconds and
 * says how long to wait). `onConfirmed` is told once the order is confirmed.
 */
export function CodeForm({ orderId, onConfirmed }: { orderId: string; onConfirmed: () => void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);
  const fieldId = useId();
  const focusField = () => document.getElementById(fieldId)?.focus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = codeProblemOf(code);
    if (refused) {
      flushSync(() => setProblem(refused));
      focusField();
      return;
    }
    setBusy('confirm');
    try {
      const answer = await codApi.confirm(orderId, code);
      toast.success(answer.message || 'Your order is confirmed');
      onConfirmed();
    } catch (error) {
      flushSync(() => setProblem(errorMessage(error, 'We could not confirm your order. Please try again.')));
      focusField();
    } finally {
      setBusy(null);
    }
  };

  const onResend = async () => {
    setBusy('resend');
    try {
      const answer = await codApi.resend(orderId);
      setNote(answer.message || 'A new code is on its way to your email.');
      setProblem(undefined);
      setCode('');
      focusField();
    } catch (error) {
      setNote(errorMessage(error, 'We could not send a new code. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Confirm with the emailed code" className="space-y-3">
      <TextField
        id={fieldId}
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="max-w-48"
        value={code}
        problem={problem}
        hint="We emailed it to you. It works for 10 minutes."
        onChange={(event) => {
          setCode(codeDigitsOf(event.target.value));
          setProblem(undefined);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy !== null}>
          {busy === 'confirm' ? 'Confirming...' : 'Confirm order'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void onResend()} disabled={busy !== null}>
          {busy === 'resend' ? 'Sending...' : 'Send a new code'}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {note}
      </p>
    </form>
  );
}
