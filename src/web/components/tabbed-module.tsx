import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlTab } from '@/lib/use-url-tab';

/** One tab of a module's page: its address (`?tab=`), its label and what it shows. */
export interface ModuleTab {
  value: string;
  label: string;
  Panel: ComponentType;
}

/**
 * A module's page made of tabs: its heading, then the tabs, the chosen one in the address (`?tab=`,
 * none for the first). The first tab usually comes with the page; the others load when opened
 * (`lazyTab`). A new tab is one entry in the module's list.
 */
export function TabbedModule({
  title,
  description,
  tabsLabel,
  tabs,
}: {
  title: string;
  description: string;
  tabsLabel: string;
  tabs: readonly ModuleTab[];
}) {
  const [tab, setTab] = useUrlTab('tab', tabs.map((option) => option.value) as [string, ...string[]]);
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6 grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="max-w-prose text-muted-foreground">{description}</p>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        {/* On a phone the tabs wrap into rows rather than squeeze into one. */}
        <TabsList aria-label={tabsLabel} className="flex h-auto flex-wrap gap-1 sm:grid sm:h-10 sm:gap-0">
          {tabs.map((option) => (
            <TabsTrigger key={option.value} value={option.value} className="h-8 grow sm:h-auto">
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Suspense fallback={<Spinner className="mx-auto my-8" />}>
              <Panel />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}

/** A tab that loads when opened: `lazyTab(() => import('./board/board-tab'), 'BoardTab')`. */
export function lazyTab<M extends Record<string, ComponentType>>(load: () => Promise<M>, name: keyof M) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}
