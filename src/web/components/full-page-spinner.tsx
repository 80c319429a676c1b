import { Spinner } from '@/components/ui/spinner';

/** The "Loading..." spinner (docs/product.md#screens), filling the page while auth, the profile or a route's code loads. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-3">
      <Spinner label="Loading..." />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}
