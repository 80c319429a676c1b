import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { BrowserRouter } from 'react-router';
import { DeferredToaster } from '@/components/deferred-toaster';
import { AuthProvider } from '@/lib/auth';
import { prefetchMe } from '@/lib/me';
import { createQueryClient } from '@/lib/query-client';
import { SessionClient } from '@/lib/session-client';
import { AppRoutes } from '@/router';

export { routeReady } from '@/router';

// Dialogs lock the page's scroll with a <style> element; the policy allows it only with the nonce
// the server wrote into this page.
setNonce(document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '');

const queryClient = createQueryClient();
const sessionClient = new SessionClient();
// Whoever signs out (here, another tab, or an expired session) leaves nothing of theirs cached.
sessionClient.subscribe((event) => event === 'SIGNED_OUT' && queryClient.clear());
prefetchMe(queryClient, sessionClient);

/** The whole app: data cache, session, router and toasts. main.tsx loads it for every page but a visitor's landing. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider client={sessionClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <DeferredToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
