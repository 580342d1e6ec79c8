import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { credentialsFilled, NO_CREDENTIALS } from '../../../shared/sign-in';
import { toast } from '../../../shared/toasts/toast-store';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { SignInFields } from '../../../shared/ui/SignInFields';
import { isSignInNotice, returnAfterSignIn } from '../../../shared/sign-in-notice';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { FormAlert } from '../../../shared/ui/FormAlert';
import { loginUser } from '../slice';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // A page that sent the shopper here may say why ("Your password has been changed…").
  const location = useLocation();
  const notice = isSignInNotice(location.state) ? location.state.notice : undefined;
  // …and ask to be shown again once signed in (an emailed link that needs the account's session).
  const returnTo = returnAfterSignIn(location.state);
  const serverError = useAppSelector((state) => state.auth.error);
  const [credentials, setCredentials] = useState(NO_CREDENTIALS);
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentialsFilled(credentials)) return;
    setSubmitting(true);
    setAttempted(true);
    const result = await dispatch(loginUser({ email: credentials.email.trim(), password: credentials.password }));
    setSubmitting(false);
    if (loginUser.fulfilled.match(result)) {
      toast.success('Login successful');
      void navigate(returnTo ? returnTo.pathname : paths.home, returnTo ? { replace: true, state: returnTo.state } : undefined);
      return;
    }
    toast.error(result.payload?.status ? 'Login failed' : 'Error logging in');
  };

  const refusal = <FormAlert message={attempted && !submitting ? (serverError ?? undefined) : undefined} />;
  return (
    <AuthCard
      title="Sign in to your account"
      subtitle="Welcome back. Your cart and orders are waiting."
      footer={{ prompt: "Don't have an account?", to: paths.register, label: 'Sign up' }}
    >
      {notice && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {notice}
        </p>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <SignInFields credentials={credentials} onCredentials={setCredentials} submitting={submitting} refusal={refusal} />
      </form>
      <p className="mt-4 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-semibold text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  );
}

export default LoginPage;
