import { type DefaultOptions, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '@/components/deferred-toaster';
import { AuthProvider } from '@/lib/auth';
import { prefetchMe } from '@/lib/me';
import { createQueryClient } from '@/lib/query-client';
import { SessionClient, type SessionEnvironment } from '@/lib/session-client';

/** The data cache and the session that every page of the app shares. */
export interface AppClients {
  queryClient: QueryClient;
  sessionClient: SessionClient;
}

/**
 * Makes the app's data cache and session client and ties them together: whoever signs out (here,
 * another tab, or an expired session) leaves nothing of theirs cached. The rule is in place before
 * anything is asked, since a stored session's /api/me is asked for at once (`prefetchMe`), before the
 * first render. Tests pass their own cache settings and browser environment.
 */
export function createAppClients(
  options: { queries?: DefaultOptions['queries']; session?: SessionEnvironment } = {},
): AppClients {
  const queryClient = createQueryClient(options.queries);
  const sessionClient = new SessionClient(options.session);
  sessionClient.subscribe((event) => event === 'SIGNED_OUT' && queryClient.clear());
  prefetchMe(queryClient, sessionClient);
  return { queryClient, sessionClient };
}

/**
 * What every page runs inside: the data cache, the session (`useAuth`) and the toaster. The router
 * goes in `children`: the browser's in app.tsx, a memory router in the tests.
 */
export function AppProviders({ clients, children }: { clients: AppClients; children: ReactNode }) {
  return (
    <QueryClientProvider client={clients.queryClient}>
      <AuthProvider client={clients.sessionClient}>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
