import { pageTitles } from '@voltcart/contract';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AuthFormCard } from '../../../shared/ui/AuthFormCard';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { TextField } from '../../../shared/ui/TextField';
import { accountApi } from '../api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Forgot password?": asks for the email and confirms the same way whether or not it has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle(pageTitles.forgotPassword);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    const found = !wanted ? 'Please enter your email.' : EMAIL.test(wanted) ? undefined : 'Please enter a valid email address.';
    setProblem(found);
    setFailure(undefined);
    if (found) return;
    setSending(true);
    try {
      await accountApi.forgotPassword(wanted);
      setSentTo(wanted);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not send the link right now. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <StatePanel
        icon={MailCheck}
        tone="success"
        title="Check your inbox"
        page
        links={[{ to: paths.login, label: 'Back to sign in' }]}
      >
        <p role="status">
          If an account exists for <strong className="text-slate-900">{sentTo}</strong>, we have sent it a link to reset the
          password. The link works for 30 minutes.
        </p>
      </StatePanel>
    );
  }

  return (
    <AuthFormCard
      title={pageTitles.forgotPassword}
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={{ prompt: 'Remembered it?', to: paths.login, label: 'Sign in' }}
      onSubmit={onSubmit}
      failure={failure}
      submit={{ label: 'Send reset link', busyLabel: 'Sending...', busy: sending }}
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        problem={problem}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(undefined);
        }}
      />
    </AuthFormCard>
  );
}

export default ForgotPasswordPage;
