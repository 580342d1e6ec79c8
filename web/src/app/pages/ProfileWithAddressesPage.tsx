import { AccountSettings } from '../../features/accounts/settings/components/AccountSettings';
import { AddressBook } from '../../features/addresses/components/AddressBook';
import { ProfilePage } from '../../features/auth/pages/ProfilePage';

/** /profile — the account with its address book and its settings; the features meet here. */
export default function ProfileWithAddressesPage() {
  return <ProfilePage addressBook={<AddressBook />} accountSettings={<AccountSettings />} />;
}
