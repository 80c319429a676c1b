import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toaster (Radix Toast), kept off the first screen's critical path: its code loads when the page
 * is idle, or at once when a toast is raised earlier. Toasts wait in lib/toast.ts's store meanwhile,
 * so one raised before the code arrived is shown when it does, for its full five seconds.
 */
export function DeferredToaster() {
  const [idle, setIdle] = useState(false);
  const waiting = useToasts().length > 0;
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
