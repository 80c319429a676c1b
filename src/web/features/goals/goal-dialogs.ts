import { loadedOnOpen } from '@/lib/loaded-on-open';

// A goal's form and its check-in load when the page is idle or the dialog opens, with their rules
// (decision 051): /accountability and a goal's page show the person's goals before any of it.

export const GoalFormDialog = loadedOnOpen(() =>
  import('./goal-form-dialog').then((module) => module.GoalFormDialog),
);

export const CheckInDialog = loadedOnOpen(() =>
  import('./check-in-dialog').then((module) => module.CheckInDialog),
);
