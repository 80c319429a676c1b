import { lazy } from 'react';
import { Execution } from '@/features/execution/execution';
import { GoalCheckInSlot } from '@/features/execution/today/check-in-slot';

/** The goals feature's check-in dialog, loaded only when Today offers it. */
const GoalCheckIn = lazy(() =>
  import('@/features/goals/goal-check-in').then((module) => ({ default: module.GoalCheckIn })),
);

export default function ExecutionPage() {
  return (
    <GoalCheckInSlot value={GoalCheckIn}>
      <Execution />
    </GoalCheckInSlot>
  );
}
