import type { User } from '@voltcart/contract';
import { Button } from '../../../shared/ui/Button';
import { Modal } from './Modal';

/** Asks before an account is disabled or enabled; Cancel has the focus, so Enter alone changes nothing. */
export function ConfirmDisableDialog({
  user,
  working,
  problem,
  onCancel,
  onConfirm,
}: {
  user: User;
  working: boolean;
  problem: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const disabling = !user.disabled;
  return (
    <Modal
      title={disabling ? 'Disable account?' : 'Enable account?'}
      size="sm"
      onClose={() => !working && onCancel()}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={working} data-autofocus>
            Cancel
          </Button>
          <Button
            variant={disabling ? 'danger' : 'primary'}
            className={disabling ? 'border border-red-300' : ''}
            onClick={onConfirm}
            disabled={working}
          >
            {working ? (disabling ? 'Disabling...' : 'Enabling...') : disabling ? 'Disable' : 'Enable'}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        <strong className="font-semibold text-slate-900">{user.username}</strong> ({user.email}){' '}
        {disabling
          ? 'will be signed out on every device and cannot sign in until the account is enabled again.'
          : 'will be able to sign in again.'}
      </p>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </Modal>
  );
}
