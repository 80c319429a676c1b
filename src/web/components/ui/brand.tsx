import { WavesIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from '@/lib/router';
import { cn } from '@/lib/utils';

/** The product's mark: a wave on the primary colour, "SOS" and "Surfers OS". */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-3', className)}>
      <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md shadow-primary/25">
        <WavesIcon aria-hidden className="size-5" />
      </span>
      <span className="grid text-left leading-tight">
        <span className="text-lg font-semibold tracking-tight">SOS</span>
        <span className="text-xs text-muted-foreground">Surfers OS</span>
      </span>
    </span>
  );
}

/**
 * The frame of the pages a person sees before the app itself (sign-in, company setup): the mark,
 * one centred column for a card, and a calm sea behind it. `corner` holds an action for the top right.
 */
export function BrandedPage({ children, corner }: { children: React.ReactNode; corner?: React.ReactNode }) {
  return (
    <div className="relative isolate flex min-h-svh flex-col overflow-hidden bg-background">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(120%_70%_at_50%_0%,var(--accent),transparent_70%)] opacity-80"
      />
      <Sea />
      {corner && <div className="absolute top-4 right-4 sm:top-6 sm:right-6">{corner}</div>}
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-8 px-4 pt-16 pb-24 sm:pt-12">
        <Link
          to="/"
          aria-label="SOS, Surfers OS: home"
          className="rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandMark />
        </Link>
        <div className="w-full">{children}</div>
      </main>
    </div>
  );
}

/** Two slow swells along the bottom of the page; decoration only. */
function Sea() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 1440 200"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 -z-10 h-28 w-full sm:h-44"
    >
      <path
        className="fill-primary/10"
        d="M0 96c120-30 240-46 360-30s240 62 360 62 240-46 360-62 240 0 360 22v112H0z"
      />
      <path className="fill-primary/15" d="M0 144c160-34 320-40 480-16s320 52 480 40 320-44 480-48v80H0z" />
    </svg>
  );
}
