import { GoalPage } from '@/features/goals/goal';

export default function Goal() {
  return <GoalPage />;
}
