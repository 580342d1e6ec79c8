import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { credentialsFilled } from '../../../shared/sign-in';
import { toast } from '../../../shared/toasts/toast-store';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { SignInFields } from '../../../shared/ui/SignInFields';
import { isSignInNotice, returnAfterSignIn } from '../../../shared/sign-in-notice';
import { AuthCard } from '../../../shared/ui/AuthCard';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentialsFilled(email, password)) return;
    setSubmitting(true);
    setAttempted(true);
    const result = await dispatch(loginUser({ email: email.trim(), password }));
    setSubmitting(false);
    if (loginUser.fulfilled.match(result)) {
      toast.success('Login successful');
      void navigate(returnTo ? returnTo.pathname : paths.home, returnTo ? { replace: true, state: returnTo.state } : undefined);
      return;
    }
    toast.error(result.payload?.status ? 'Login failed' : 'Error logging in');
  };

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
        <SignInFields
          email={email}
          onEmail={setEmail}
          password={password}
          onPassword={setPassword}
          submitting={submitting}
          refusal={
            attempted &&
            !submitting &&
            serverError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {serverError}
              </p>
            )
          }
        />
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
