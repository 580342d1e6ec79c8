import { AddressBook } from '../../features/addresses/components/AddressBook';
import { ProfilePage } from '../../features/auth/pages/ProfilePage';

/** /profile — the account with its address book; the two features meet here. */
export default function ProfileWithAddressesPage() {
  return <ProfilePage addressBook={<AddressBook />} />;
}
