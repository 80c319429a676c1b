import { Dashboard } from '@/features/dashboard/dashboard';

export function DashboardPage() {
  return <Dashboard />;
}
