import { useGoal } from './api/goals-api';
import { CheckInDialog } from './goal-dialogs';

/**
 * The check-in dialog for a goal known by its id (Today offers it when a key result's item is ticked):
 * it opens once the goal is read.
 */
export function GoalCheckIn({ goalId, onClose }: { goalId: string; onClose: () => void }) {
  const goal = useGoal(goalId).data;
  if (!goal) return null;
  return <CheckInDialog goal={goal} open onOpenChange={(open) => !open && onClose()} />;
}
