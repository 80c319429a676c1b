import { loadedOnOpen } from '@/lib/loaded-on-open';
import type { ConfirmDialogProps } from './confirm-dialog-panel';

/** Asks before a change that cannot be undone (confirm-dialog-panel.tsx): loaded as FormDialog is. */
export const ConfirmDialog = loadedOnOpen<ConfirmDialogProps>(() =>
  import('./confirm-dialog-panel').then((module) => module.default),
);
