import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlTab } from '@/lib/use-url-tab';
import { executionTexts as t } from './execution-texts';
import { TodayTab } from './today/today-tab';

/**
 * The page's tabs, in order; the first is the page's plain address and comes with the page, the
 * others load when opened. A new tab is one entry here.
 */
const TABS: readonly { value: string; label: string; Panel: ComponentType }[] = [
  { value: 'today', label: 'Today', Panel: TodayTab },
  {
    value: 'standups',
    label: 'Standups',
    Panel: lazyTab(() => import('./standups/standups-tab'), 'StandupsTab'),
  },
  { value: 'board', label: 'Board', Panel: lazyTab(() => import('./board/board-tab'), 'BoardTab') },
  { value: 'focus', label: 'Focus', Panel: lazyTab(() => import('./focus-habits-tabs'), 'FocusTab') },
  { value: 'habits', label: 'Habits', Panel: lazyTab(() => import('./focus-habits-tabs'), 'HabitsTab') },
  { value: 'figures', label: 'Figures', Panel: lazyTab(() => import('./figures/figures-tab'), 'FiguresTab') },
];
const tabValues = TABS.map((tab) => tab.value) as [string, ...string[]];

/** Execution & Focus: the day's plan, standups, the team's board and habits. The tab lives in the URL (`?tab=`). */
export function Execution() {
  const [tab, setTab] = useUrlTab('tab', tabValues);
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6 grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="max-w-prose text-muted-foreground">{t.description}</p>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t.tabsLabel}>
          {TABS.map((option) => (
            <TabsTrigger key={option.value} value={option.value}>
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
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
