import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
// eslint-disable-next-line no-restricted-imports -- React's HTML renderer, not our src/server
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { SessionClient } from '@/lib/session-client';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { appPages } from './app-pages';
import { earlyActionsScript } from './prerendered-page';

// scripts/prerender.mjs writes the script nonce's stand-in with the page.
export { NONCE_PLACEHOLDER } from '@shared/csp-nonce';

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

/** A page as a signed-out visitor first sees it: /auth shows the card, on the Sign In tab. */
function SignedOutApp({ path, children }: { path: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider client={new SessionClient({ storage: noStorage, now: Date.now })}>
        <StaticRouter location={path}>{children}</StaticRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** The pages app-pages.ts marks to be rendered at build time, by path. */
export const prerenderedPages = new Map(
  appPages.flatMap((page) => (page.prerender ? [[page.path, { ...page, prerender: page.prerender }]] : [])),
);

/**
 * A page's HTML, without style attributes: the policy allows no inline style (Radix's tabs write two,
 * outline:none and animation-duration:0s, that change nothing before the script runs); the client's
 * render sets them through the DOM, which the policy allows.
 */
export async function renderPage(path: string): Promise<string> {
  const page = prerenderedPages.get(path);
  if (!page) throw new Error(`no prerendered page for ${path}`);
  const Page = await page.code.load();
  const html = renderToString(
    <StrictMode>
      <SignedOutApp path={path}>
        <Page />
      </SignedOutApp>
    </StrictMode>,
  );
  // Text and attribute values are escaped (a quote is &quot;), so this matches attributes alone.
  return html.replace(/ style="[^"]*"/g, '');
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
  if (prerenderedPages.get(path)?.prerender.visitorNeedsScript !== false)
    return sessionMarkScript + earlyActionsScript;
  const loadApp = `if(document.documentElement.dataset.session!==undefined)document.head.append(Object.assign(document.createElement("script"),{type:"module",crossOrigin:"",src:${JSON.stringify(appEntry)}}))`;
  return sessionMarkScript + loadApp;
}
