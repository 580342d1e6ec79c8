import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../../app/hooks';
import { errorMessage } from '../../../../shared/api-client';
import { paths } from '../../../../shared/paths';
import { toast } from '../../../../shared/toasts/toast-store';
import { Button } from '../../../../shared/ui/Button';
import { buttonClasses } from '../../../../shared/ui/button-styles';
import { logoutUser } from '../../../auth/slice';
import { accountSettingsApi } from '../api';
import { FormAlert } from '../../../../shared/ui/FormAlert';

/** Ends every session of the account, this one too, after a confirm step. */
export function SignOutEverywhere() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState('');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  // The confirm step takes the focus (on Cancel, so Enter alone never signs out); closing it gives it back.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  const onConfirm = async () => {
    setWorking(true);
    setProblem('');
    try {
      await accountSettingsApi.signOutEverywhere();
      // The server ended this session too: the shop forgets the shopper as at any sign-out (cart, orders clear).
      await dispatch(logoutUser());
      toast.success('Signed out on every device');
      void navigate(paths.login);
    } catch (error) {
      setProblem(errorMessage(error, 'Could not sign out everywhere. Please try again.'));
      setWorking(false);
    }
  };

  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Sign out everywhere</h3>
      <p className="text-sm text-slate-600">Ends your sessions on every phone and computer, this one too.</p>
      {!confirming ? (
        <button ref={openerRef} type="button" className={buttonClasses('secondary')} onClick={() => setConfirming(true)}>
          <LogOut className="size-4" aria-hidden /> Sign out everywhere
        </button>
      ) : (
        <div
          role="group"
          aria-labelledby="sign-out-everywhere-question"
          className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p id="sign-out-everywhere-question" className="text-sm font-medium text-red-900">
            Sign out on every device? You will need to sign in again here too.
          </p>
          <FormAlert message={problem} />
          <div className="flex flex-wrap gap-2">
            <button
              ref={cancelRef}
              type="button"
              className={buttonClasses('secondary')}
              disabled={working}
              onClick={() => {
                setConfirming(false);
                setProblem('');
                requestAnimationFrame(() => openerRef.current?.focus());
              }}
            >
              Cancel
            </button>
            <Button
              variant="danger"
              className="border border-red-300 bg-white"
              disabled={working}
              onClick={() => void onConfirm()}
            >
              {working ? 'Signing out...' : 'Yes, sign out everywhere'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
