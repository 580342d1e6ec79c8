import { useAppSelector } from '../../../../app/hooks';
import { TitledSection } from '../../../../shared/ui/TitledSection';
import { selectUser } from '../../../auth/slice';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SignOutEverywhere } from './SignOutEverywhere';

/** The profile's "Account settings": password, email, and signing out every device. */
export function AccountSettings() {
  const user = useAppSelector(selectUser);
  return (
    <TitledSection
      headingId="account-settings-heading"
      title="Account settings"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
      headingClassName="text-xl font-semibold text-slate-900"
    >
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <ChangePasswordForm />
        <ChangeEmailForm currentEmail={user?.email} />
      </div>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <SignOutEverywhere />
      </div>
    </TitledSection>
  );
}
