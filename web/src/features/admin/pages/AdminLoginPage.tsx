import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isTwoFactorRequired } from '@voltcart/contract';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { credentialsFilled, NO_CREDENTIALS } from '../../../shared/sign-in';
import { toast } from '../../../shared/toasts/toast-store';
import { checkAuth, selectIsAdmin, selectIsCheckingSession, selectUser } from '../../auth/slice';
import { adminToken } from '../../../shared/admin-token';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { dataOf } from '../../../shared/thunks';
import { SignInFields } from '../../../shared/ui/SignInFields';
import { IconBadge } from '../../../shared/ui/IconBadge';
import { adminApi } from '../api';
import { adminTabPath } from '../admin-tabs';
import { AdminBrand } from '../components/AdminBrand';
import { SecondFactorFields } from '../two-factor/SecondFactorFields';

/**
 * /admin-login: admins sign in here; a shopper's credentials are refused with the server's message. An admin with
 * two-factor sign-in on is asked, after the password, for the app's code or a recovery code; one who must turn it
 * on first (the shop requires it) lands on the Security tab's enrolment.
 */
export default function AdminLoginPage() {
  useDocumentTitle('Admin sign-in');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const checking = useAppSelector(selectIsCheckingSession);
  const [credentials, setCredentials] = useState(NO_CREDENTIALS);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState('');
  /** Set once the server asked for the second factor: the password is right, the code comes next. */
  const [askingCode, setAskingCode] = useState(false);
  const [code, setCode] = useState('');

  const startOver = () => {
    setAskingCode(false);
    setCode('');
    setCredentials((current) => ({ ...current, password: '' }));
    setRefusal('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentialsFilled(credentials)) return;
    if (askingCode && !code.trim()) {
      toast.warning('Enter the code to sign in.');
      return;
    }
    setSubmitting(true);
    setRefusal('');
    try {
      const answer = await dataOf(
        adminApi.login({
          email: credentials.email.trim(),
          password: credentials.password,
          ...(askingCode ? { code: code.trim() } : {}),
        }),
      );
      if (isTwoFactorRequired(answer)) {
        setAskingCode(true);
        setSubmitting(false);
        return;
      }
      adminToken.save(answer.token);
      // The answer also set the session cookie: the shop's session check now knows the admin.
      await dispatch(checkAuth());
      if (answer.twoFactorEnrolmentRequired) {
        toast.warning('Turn on two-factor sign-in to use the admin area.');
        void navigate(adminTabPath('standalone', 'security'));
        return;
      }
      toast.success('Login successful');
      void navigate(paths.adminHome);
    } catch (error) {
      const message = errorMessage(error, 'Login failed');
      setRefusal(message);
      toast.error(message);
      setSubmitting(false);
    }
  };

  const signedInAdmin = !checking && isAdmin && !submitting ? user : null;
  const refusalNote = refusal && !submitting && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{refusal}</p>;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <AdminBrand />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <IconBadge icon={ShieldCheck} />
            <div>
              <h1 className="text-2xl font-bold text-slate-900">Admin sign-in</h1>
              <p className="text-sm text-slate-600">For the shop&apos;s staff only.</p>
            </div>
          </div>
          {signedInAdmin && (
            <p className="mt-5 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              You are signed in as {signedInAdmin.username}.{' '}
              <Link to={paths.adminHome} className="font-semibold underline">
                Open the admin area
              </Link>
            </p>
          )}
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-4">
            {askingCode ? (
              <SecondFactorFields
                code={code}
                onCode={setCode}
                submitting={submitting}
                refusal={refusalNote}
                onStartOver={startOver}
              />
            ) : (
              <SignInFields
                credentials={credentials}
                onCredentials={setCredentials}
                emailAutoComplete="username"
                submitting={submitting}
                refusal={refusalNote}
              />
            )}
          </form>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to={paths.home} className="font-semibold text-brand-700 hover:underline">
            Back to the shop
          </Link>
        </p>
      </div>
    </main>
  );
}
