import { pageTitles } from '@voltcart/contract';
import { LinkIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthFormCard } from '../../../shared/ui/AuthFormCard';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useEmailedToken } from '../../../shared/hooks/use-emailed-token';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { TextField } from '../../../shared/ui/TextField';
import { accountApi } from '../api';
import { newPasswordProblems, type NewPasswordProblems } from '../password-rules';
import type { SignInNotice } from '../../../shared/sign-in-notice';

export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with your new password.';

/** The new password and its confirmation, in order. */
const PASSWORD_FIELDS: { name: keyof NewPasswordProblems; label: string; hint?: string }[] = [
  { name: 'password', label: 'New password', hint: 'At least 8 characters' },
  { name: 'confirm', label: 'Confirm new password' },
];

/** The page an emailed reset link opens: a new password (twice); success leads to the sign-in page. */
export function ResetPasswordPage() {
  useDocumentTitle(pageTitles.resetPassword);
  const navigate = useNavigate();
  const token = useEmailedToken();
  const [passwords, setPasswords] = useState({ password: '', confirm: '' });
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const link = useResetLinkCheck(token);

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

  if (link.state === 'checking') return <Spinner label="Checking your link..." showLabel className="py-16" />;
  if (link.state === 'unusable') {
    return (
      <StatePanel
        icon={LinkIcon}
        tone="error"
        title="This reset link no longer works"
        page
        links={[{ to: paths.forgotPassword, label: 'Get a new link' }]}
      >
        {link.message}
      </StatePanel>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblems(passwords.password, passwords.confirm);
    setProblems(found);
    setFailure(undefined);
    if (found.password || found.confirm) return;
    setSaving(true);
    try {
      await accountApi.resetPassword(token, passwords.password);
      const state: SignInNotice = { notice: PASSWORD_CHANGED };
      void navigate(paths.login, { replace: true, state });
    } catch (error) {
      setFailure(errorMessage(error, 'Could not change the password right now. Please try again.'));
      setSaving(false);
    }
  };

  return (
    <AuthFormCard
      title={pageTitles.resetPassword}
      subtitle="Pick a password you do not use anywhere else. Every device signed in to your account will be signed out."
      footer={{ prompt: 'Link expired?', to: paths.forgotPassword, label: 'Get a new one' }}
      onSubmit={onSubmit}
      failure={failure}
      submit={{ label: 'Set new password', busyLabel: 'Saving...', busy: saving }}
    >
      {PASSWORD_FIELDS.map(({ name, ...field }) => (
        <TextField
          key={name}
          type="password"
          name={name}
          autoComplete="new-password"
          required
          value={passwords[name]}
          problem={problems[name]}
          onChange={(event) => {
            setPasswords((current) => ({ ...current, [name]: event.target.value }));
            setProblems((current) => ({ ...current, [name]: undefined }));
          }}
          {...field}
        />
      ))}
    </AuthFormCard>
  );
}

/**
 * Asks the shop, as the page opens, whether the link still works, so that a used or expired link says so before a new
 * password is typed. A check that could not be made (offline, too many asks) leaves the form to find out.
 */
function useResetLinkCheck(token: string | undefined) {
  const [link, setLink] = useState<{ state: 'checking' | 'usable' } | { state: 'unusable'; message: string }>({
    state: 'checking',
  });
  useEffect(() => {
    if (!token) return;
    let current = true;
    accountApi.checkResetLink(token).then(
      () => current && setLink({ state: 'usable' }),
      (error: unknown) => {
        if (!current) return;
        setLink(
          error instanceof ApiError && error.status === 400
            ? { state: 'unusable', message: errorMessage(error, '') }
            : { state: 'usable' },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return link;
}

export default ResetPasswordPage;
