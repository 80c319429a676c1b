import { Dashboard, DashboardSkeleton } from '@/features/dashboard/dashboard';

export default function DashboardPage() {
  return <Dashboard />;
}

/** Shown inside the app's shell while the guard checks the session and loads the profile. */
export const Skeleton = DashboardSkeleton;
