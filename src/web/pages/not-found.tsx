import { ArrowLeftIcon, CompassIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Link, useLocation } from '@/lib/router';

/** Any path the router does not know (docs/product.md#404-page); the missing path goes to the console. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  // Once per path: StrictMode runs effects twice in development, and one log line is enough.
  const loggedPath = useRef<string | null>(null);

  useEffect(() => {
    if (loggedPath.current === pathname) return;
    loggedPath.current = pathname;
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-background px-6 py-16 text-center">
      <span
        aria-hidden
        className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary ring-1 ring-primary/15"
      >
        <CompassIcon className="size-7" />
      </span>
      <h1 className="text-6xl font-bold tracking-tight text-primary sm:text-7xl">404</h1>
      <p className="mt-3 text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <ArrowLeftIcon aria-hidden />
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
