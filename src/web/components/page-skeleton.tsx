import { createContext, createElement, useContext, useEffect, useState } from 'react';
import { appPages } from '@/app-pages';
import { Spinner } from '@/components/ui/spinner';
import { matchPath, useLocation } from '@/lib/router';

/**
 * Whether the guard has let the page through. Until it has (the session and the profile are being
 * checked), the layout shows the page's skeleton inside the sidebar and the top bar: the app's shell,
 * which a member's page also paints from HTML before any script has run (decision 025).
 */
const PageAllowed = createContext(true);

export const PageAllowedProvider = PageAllowed.Provider;

export function usePageAllowed(): boolean {
  return useContext(PageAllowed);
}

/** The Loading... spinner in the page's place, beside the sidebar (docs/product.md#screens). */
function LoadingPage() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24">
      <Spinner label="Loading..." />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}

/**
 * What the page at this path shows while the guard checks: its own skeleton (its file's `Skeleton`
 * export, loaded with the page) or the spinner until that has loaded.
 */
export function PageSkeleton() {
  const { pathname } = useLocation();
  const code = appPages.find((candidate) => matchPath(candidate.path, pathname))?.code;
  const skeleton = code?.skeleton();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!code || skeleton) return;
    let active = true;
    code.load().then(
      () => active && setLoaded(true),
      () => {}, // the page itself shows the error when it renders
    );
    return () => {
      active = false;
    };
  }, [code, skeleton]);
  // The page file's own export, loaded once: the same component on every render, never made in one.
  return createElement(skeleton ?? LoadingPage);
}
