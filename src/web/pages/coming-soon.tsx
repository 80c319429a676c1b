import { CircleCheckIcon, SparklesIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { navPages } from '@/app-pages';
import { navIcons } from '@/components/nav-icons';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** One page for the thirteen modules still to come: which one is the current path. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const module = navPages.find((page) => page.path === pathname);
  // The router only mounts this page on the path of a module still to come.
  if (!module?.comingSoon) return null;
  const Icon = navIcons[module.nav.icon];
  const { description, features } = module.comingSoon;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col items-start gap-5">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/15"
          >
            <Icon className="size-6" />
          </span>
          <span
            data-slot="badge"
            className="inline-flex items-center gap-1.5 rounded-full border border-primary/20 bg-accent px-3 py-1 text-xs font-medium text-accent-foreground"
          >
            <SparklesIcon aria-hidden className="size-3.5 text-primary" />
            Coming Soon
          </span>
        </div>
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{module.title}</h1>
          <p className="max-w-prose text-base text-pretty text-muted-foreground">{description}</p>
        </div>
      </div>

      <Card className="mt-8 gap-4">
        <CardHeader>
          <h2 className="leading-none font-semibold">Planned features</h2>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2">
            {features.map((feature) => (
              <li
                key={feature}
                className="flex items-center gap-3 rounded-lg bg-muted/60 px-3 py-2.5 text-sm"
              >
                <CircleCheckIcon aria-hidden className="size-4 shrink-0 text-primary" />
                <span className="first-letter:uppercase">{feature}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </main>
  );
}
