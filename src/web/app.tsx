import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { SessionClient } from '@/lib/session-client';
import { createRouter } from '@/router';

// Dialogs lock the page's scroll with a <style> element; the policy allows it only with the nonce
// the server wrote into this page.
setNonce(document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '');

const queryClient = createQueryClient();
const sessionClient = new SessionClient();
// Whoever signs out (here, another tab, or an expired session) leaves nothing of theirs cached.
sessionClient.subscribe((event) => event === 'SIGNED_OUT' && queryClient.clear());
const router = createRouter();

/** The whole app: data cache, session, router and toasts. main.tsx loads it for every page but a visitor's landing. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider client={sessionClient}>
        <TooltipProvider delayDuration={0}>
          <RouterProvider router={router} />
          <Toaster />
        </TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
