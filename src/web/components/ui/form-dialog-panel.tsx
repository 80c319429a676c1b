import { XIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Escape in a combobox whose list is open closes the list (the combobox's own keys), not the dialog. */
function closeListFirst(event: KeyboardEvent) {
  const target = event.target;
  if (
    target instanceof Element &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  ) {
    event.preventDefault();
  }
}

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A wider dialog for a longer form: `max-w-2xl`. */
  className?: string;
  /** The close button's name, for assistive technology. */
  cancel?: string;
  children: ReactNode;
}

/** A dialog around a form: Radix traps focus in it and closes it with Escape. */
export default function FormDialogPanel({
  open,
  onOpenChange,
  title,
  className,
  cancel = 'Cancel',
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={closeListFirst}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg',
            className,
          )}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {children}
          <Dialog.Close className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
            <XIcon aria-hidden className="size-4" />
            <span className="sr-only">{cancel}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
