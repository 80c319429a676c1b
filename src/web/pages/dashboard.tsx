import { Dashboard } from '@/features/dashboard/dashboard';

export default function DashboardPage() {
  return <Dashboard />;
}
