import { type ComponentType, createContext, createElement, useContext } from 'react';

/**
 * The goal check-in dialog Today offers when a key result's item is ticked. It belongs to the goals
 * feature, which a feature does not import: the Execution page hands it in (pages/execution.tsx).
 */
export type GoalCheckInComponent = ComponentType<{ goalId: string; onClose: () => void }>;

export const GoalCheckInSlot = createContext<GoalCheckInComponent | null>(null);

/** Whether the page handed in a check-in dialog. */
export const useHasGoalCheckIn = () => useContext(GoalCheckInSlot) !== null;

/** The page's check-in dialog for `goalId`, if it handed one in. */
export function GoalCheckIn(props: { goalId: string; onClose: () => void }) {
  const slot = useContext(GoalCheckInSlot);
  return slot ? createElement(slot, props) : null;
}
