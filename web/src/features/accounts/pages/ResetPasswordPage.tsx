import { pageTitles } from '@voltcart/contract';
import { LinkIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useEmailedToken } from '../../../shared/hooks/use-emailed-token';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/Button';
import { FormAlert } from '../../../shared/ui/FormAlert';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { TextField } from '../../../shared/ui/TextField';
import { accountApi } from '../api';
import { newPasswordProblems, type NewPasswordProblems } from '../password-rules';
import type { SignInNotice } from '../../../shared/sign-in-notice';

export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with your new password.';

/** The page an emailed reset link opens: a new password (twice); success leads to the sign-in page. */
export function ResetPasswordPage() {
  useDocumentTitle(pageTitles.resetPassword);
  const navigate = useNavigate();
  const token = useEmailedToken();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  if (!token) {
    return (
      <StatePanel
        icon={LinkIcon}
        tone="error"
        title="This reset link is incomplete"
        page
        links={[{ to: paths.forgotPassword, label: 'Get a new link' }]}
      >
        Open the link from the email again, or ask for a new one.
      </StatePanel>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblems(password, confirm);
    setProblems(found);
    setFailure(undefined);
    if (found.password || found.confirm) return;
    setSaving(true);
    try {
      await accountApi.resetPassword(token, password);
      const state: SignInNotice = { notice: PASSWORD_CHANGED };
      void navigate(paths.login, { replace: true, state });
    } catch (error) {
      setFailure(errorMessage(error, 'Could not change the password right now. Please try again.'));
      setSaving(false);
    }
  };

  return (
    <AuthCard
      title={pageTitles.resetPassword}
      subtitle="Pick a password you do not use anywhere else. Every device signed in to your account will be signed out."
      footer={{ prompt: 'Link expired?', to: paths.forgotPassword, label: 'Get a new one' }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters"
          value={password}
          problem={problems.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblems((current) => ({ ...current, password: undefined }));
          }}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          required
          value={confirm}
          problem={problems.confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            setProblems((current) => ({ ...current, confirm: undefined }));
          }}
        />
        <FormAlert message={failure} />
        <Button type="submit" size="lg" className="w-full" disabled={saving}>
          {saving ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default ResetPasswordPage;
