import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';

/**
 * A form's submit button that says what is happening while the request runs ("Signing in...") and
 * cannot be pressed twice.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className,
  disabled,
  ...props
}: React.ComponentProps<typeof Button> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy || disabled} className={cn('w-full', className)} {...props}>
      {busy && <Loader2Icon aria-hidden className="animate-spin" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
