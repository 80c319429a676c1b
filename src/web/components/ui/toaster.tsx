import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { dismissToast, useToasts, useToastsHeld } from '@/lib/toast';
import { cn } from '@/lib/utils';

/** The longest wait a browser's timer takes (2^31 - 1 ms): a held toast's closing never comes. */
const HELD_MS = 2_147_483_647;

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all data-[state=closed]:animate-out data-[state=closed]:fade-out-80 data-[state=open]:animate-in data-[state=open]:slide-in-from-bottom-full md:in-app:data-[state=open]:slide-in-from-top-full data-[swipe=end]:animate-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/**
 * Renders the toasts of lib/toast.ts with Radix Toast: each is announced by a live region (failures
 * assertively), closes after five seconds (held while the phone's drawer hides it) or on swipe, and can be dismissed with its button or F8 + Esc.
 */
export function Toaster() {
  const toasts = useToasts();
  const held = useToastsHeld();
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          // Held, a toast waits; released, it has its five seconds again (Radix restarts its timer).
          duration={held ? HELD_MS : undefined}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => !isOpen && dismissToast(id)}
          data-variant={variant ?? 'default'}
          className={toastVariants({ variant })}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
            )}
          >
            <XIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/*
        On the app's pages from a tablet up, at the top, in the middle of the area beside the sidebar:
        over the top bar, whose middle holds nothing, between its sidebar button and its bell, and above
        each page's heading, so that no toast covers a control of the page. Elsewhere (the visitor's
        pages, company setup, whose top holds the brand and Sign Out) and on a phone, at the bottom; on a
        phone hidden while the drawer is open, the drawer being the page then, to show again when it
        closes. The empty rest of the viewport lets clicks through.
      */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:max-w-[400px] md:in-app:top-0 md:in-app:right-auto md:in-app:bottom-auto md:in-app:left-[calc(50%+8rem)] md:in-app:w-[22rem] md:in-app:max-w-none md:in-app:-translate-x-1/2 md:in-app:flex-col md:in-app:p-2 [body:has([data-mobile=true][data-state=open])_&]:hidden" />
    </ToastPrimitive.Provider>
  );
}
