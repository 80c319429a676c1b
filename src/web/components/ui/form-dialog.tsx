import { loadedOnOpen } from '@/lib/loaded-on-open';
import type { FormDialogProps } from './form-dialog-panel';

/** A dialog around a form (form-dialog-panel.tsx): its code loads when the page is idle or it opens. */
export const FormDialog = loadedOnOpen<FormDialogProps>(() =>
  import('./form-dialog-panel').then((module) => module.default),
);
