import type * as React from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';

/**
 * The sidebar on a phone: a drawer sliding in from the left (Radix's dialog). Its own chunk, which
 * only a phone loads: a desktop never draws it (issue 36).
 */
export default function PhoneDrawer({
  open,
  onOpenChange,
  width,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-slot="sidebar"
        data-mobile="true"
        side="left"
        className={cn('w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground', className)}
        style={{ '--sidebar-width': width } as React.CSSProperties}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">The Surfers OS modules and sign-out.</SheetDescription>
        <div data-slot="sidebar-inner" className="flex size-full flex-col">
          {children}
        </div>
      </SheetContent>
    </Sheet>
  );
}
