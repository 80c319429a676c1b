import { Account } from '@/features/account/account';

export default function AccountPage() {
  return <Account />;
}
