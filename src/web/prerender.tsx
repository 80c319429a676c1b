import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
// eslint-disable-next-line no-restricted-imports -- React's HTML renderer, not our src/server
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Landing } from '@/features/landing/landing';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { SessionClient } from '@/lib/session-client';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { AuthPage } from '@/pages/auth';
import { earlyActionsScript } from './prerendered-page';

/**
 * The pages with nothing of a person's own on them, rendered to HTML at build time
 * (scripts/prerender.mjs) so that they paint before any script has run (decision 010). The client
 * then renders the same page over it.
 */

/** A browser that has no stored session: what a visitor's first load looks like. */
const noStorage: Storage = {
  length: 0,
  clear() {},
  getItem: () => null,
  key: () => null,
  removeItem() {},
  setItem() {},
};

/** /auth as a signed-out visitor first sees it: the card, on the Sign In tab. */
function SignedOutApp({ path, children }: { path: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider client={new SessionClient({ storage: noStorage, now: Date.now })}>
        <StaticRouter location={path}>{children}</StaticRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}

interface PrerenderedPage {
  render: () => ReactNode;
  /**
   * Whether a visitor's copy runs the app at all. The landing page is text and two plain links: its
   * HTML is the whole page, so it names no script, and only a person with a stored session (about to
   * be sent to their dashboard) loads the app (decision 011).
   */
  visitorNeedsScript: boolean;
}

export const prerenderedPages: Record<string, PrerenderedPage> = {
  '/': { render: () => <Landing />, visitorNeedsScript: false },
  '/auth': {
    render: () => (
      <SignedOutApp path="/auth">
        <AuthPage />
      </SignedOutApp>
    ),
    visitorNeedsScript: true,
  },
};

/**
 * A page's HTML, without style attributes: the policy allows no inline style (Radix's tabs write two,
 * outline:none and animation-duration:0s, that change nothing before the script runs); the client's
 * render sets them through the DOM, which the policy allows.
 */
export function renderPage(path: string): string {
  const page = prerenderedPages[path];
  if (!page) throw new Error(`no prerendered page for ${path}`);
  // Text and attribute values are escaped (a quote is &quot;), so this matches attributes alone.
  return renderToString(<StrictMode>{page.render()}</StrictMode>).replace(/ style="[^"]*"/g, '');
}

/**
 * Runs in <head> before the page's HTML is parsed: with a stored session the person is about to be
 * sent on (to the dashboard), so the CSS hides the prerendered page rather than flash it.
 */
export const sessionMarkScript = `try{if(localStorage.getItem(${JSON.stringify(
  STORAGE_KEY,
)})!==null)document.documentElement.dataset.session=""}catch(e){}`;

/**
 * The one inline script of a prerendered page: the session mark, and the note of a visitor's early
 * action. A page whose visitors run no script (`visitorNeedsScript: false`) names its entry `appEntry`
 * here instead of in a <script> tag: it is loaded for a stored session only.
 */
export function headScript(path: string, appEntry: string): string {
  if (prerenderedPages[path]?.visitorNeedsScript !== false) return sessionMarkScript + earlyActionsScript;
  const loadApp = `if(document.documentElement.dataset.session!==undefined)document.head.append(Object.assign(document.createElement("script"),{type:"module",crossOrigin:"",src:${JSON.stringify(appEntry)}}))`;
  return sessionMarkScript + loadApp;
}
