import { Component, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { toasts } from '@/lib/texts';

/**
 * What shows when a page cannot load or render (a chunk removed by a deploy, a dropped connection):
 * The product's generic wording (docs/product.md#toasts) and a reload, which fetches the current build. React alone and cva, so
 * that main.tsx can show it when the app's own chunk fails.
 */
export function PageError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  return (
    <main
      role="alert"
      className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background px-6 py-16 text-center"
    >
      <h1 className="text-2xl font-bold tracking-tight">{toasts.unexpectedError}</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be loaded. Reloading it usually helps.
      </p>
      <button type="button" className={buttonVariants({ size: 'lg' })} onClick={reload}>
        Reload the page
      </button>
    </main>
  );
}

interface PageErrorBoundaryProps {
  /** The current path: a new one gives the next page its chance. */
  path: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  path: string;
  failed: boolean;
}

/**
 * Catches what a routed page throws, a lazy chunk that failed to load among them, and shows
 * PageError instead of a blank page. React reports the error to console.error itself (the root's
 * onCaughtError), once: logging it here too would say it twice.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { path: this.props.path, failed: false };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState) {
    return props.path === state.path ? null : { path: props.path, failed: false };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
