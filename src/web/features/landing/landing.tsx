import {
  ArrowRightIcon,
  type LucideIcon,
  TargetIcon,
  TrendingUpIcon,
  UsersIcon,
  WavesIcon,
} from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Waves } from '@/components/ui/waves';
import { landingFeatures, landingTexts } from './landing-texts';

const featureIcons: Record<(typeof landingFeatures)[number]['title'], LucideIcon> = {
  'Drive Accountability': TargetIcon,
  'Foster Collaboration': UsersIcon,
  'Strategic Growth': TrendingUpIcon,
};

/**
 * The public front page: what SOS is, the three things it does, and two ways in, both to /auth.
 * The first page people load, so it imports nothing heavier than a few icons, and no router: main.tsx
 * renders it alone for signed-out visitors, and its two links are plain links.
 */
export function Landing() {
  return (
    <div className="relative flex min-h-svh flex-col bg-background">
      <header className="absolute inset-x-0 top-0 z-10">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-5 sm:px-6">
          <Brand />
        </div>
      </header>
      <main className="flex-1">
        <Hero />
        <Features />
        <ClosingCall />
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        {landingTexts.brand} · {landingTexts.brandLong}
      </footer>
    </div>
  );
}

function Brand() {
  return (
    <div className="flex items-center gap-2.5">
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <WavesIcon aria-hidden className="size-5" />
      </span>
      <span className="grid leading-tight">
        <span className="font-bold tracking-tight">{landingTexts.brand}</span>
        <span className="text-xs text-muted-foreground">{landingTexts.brandLong}</span>
      </span>
    </div>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-accent/70 via-background to-background"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-32 pb-28 text-center sm:px-6 sm:pt-40 sm:pb-36">
        <p className="mb-6 inline-flex items-center gap-2 rounded-full border bg-card/80 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs sm:text-sm">
          <span aria-hidden className="size-1.5 rounded-full bg-primary" />
          {landingTexts.eyebrow}
        </p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {landingTexts.headline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          {landingTexts.lede}
        </p>
        <a href="/auth" className={`mt-10 ${buttonVariants({ size: 'xl' })}`}>
          {landingTexts.getStarted}
          <ArrowRightIcon aria-hidden />
        </a>
        <p className="mt-4 text-sm text-muted-foreground">{landingTexts.getStartedHint}</p>
      </div>
      <Waves
        className="absolute inset-x-0 bottom-0 h-20 text-primary/15 sm:h-28"
        edgeClassName="text-background"
      />
    </section>
  );
}

function Features() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {landingTexts.featuresTitle}
        </h2>
        <p className="mt-4 text-muted-foreground">{landingTexts.featuresLede}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {landingFeatures.map(({ title, description }) => {
          const Icon = featureIcons[title];
          return (
            <li
              key={title}
              className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ClosingCall() {
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="relative overflow-hidden rounded-2xl bg-primary px-6 pt-12 pb-24 text-center text-primary-foreground shadow-lg sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance">
          {landingTexts.closingTitle}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-primary-foreground/85">{landingTexts.closingLede}</p>
        <a
          href="/auth"
          className={`relative z-10 mt-8 ${buttonVariants({ size: 'xl', variant: 'secondary' })}`}
        >
          {landingTexts.startJourney}
        </a>
        <Waves className="absolute inset-x-0 bottom-0 h-20 text-primary-foreground/15" />
      </div>
    </section>
  );
}
