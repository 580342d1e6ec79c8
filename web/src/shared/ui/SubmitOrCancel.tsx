import { Button } from './Button';
import type { ButtonVariant } from './button-styles';

/** A form's last row: its submit button (saying `busyLabel` while the form is busy) and Cancel, both disabled meanwhile. */
export function SubmitOrCancel({
  label,
  busyLabel,
  busy,
  onCancel,
  variant,
  className = 'flex flex-wrap gap-3',
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
