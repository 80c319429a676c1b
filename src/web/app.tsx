import { setNonce } from 'get-nonce';
import { AppProviders, createAppClients } from '@/app-providers';
import { callerOf } from '@/lib/auth';
import { BrowserRouter } from '@/lib/router';
import { AppRoutes, prefetchPage } from '@/router';

export { routeReady } from '@/router';

// Dialogs lock the page's scroll with a <style> element; the policy allows it only with the nonce
// the server wrote into this page.
setNonce(document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '');

// The data cache and the session, made as the app starts: a stored session's /api/me is asked for now.
const clients = createAppClients();

/** The first page's own data, asked before its first render, its code being in (router.tsx). */
export const prefetchFirstPage = (location: Pick<Location, 'pathname' | 'search'>) =>
  prefetchPage(location, callerOf(clients.sessionClient), clients.queryClient);

/** The whole app: data cache, session, router and toasts. main.tsx loads it for every page it renders. */
export function App() {
  return (
    <AppProviders clients={clients}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
