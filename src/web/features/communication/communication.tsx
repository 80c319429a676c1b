import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlTab } from '@/lib/use-url-tab';
import { communicationTexts as t } from './communication-texts';
import { OneOnOnesTab } from './one-on-ones/one-on-ones-tab';

// The first tab comes with the page; the others load when opened (their forms are half the page's code).
const FeedbackTab = lazy(() => import('./feedback/feedback-tab').then((m) => ({ default: m.FeedbackTab })));
const ReviewsTab = lazy(() => import('./reviews/reviews-tab').then((m) => ({ default: m.ReviewsTab })));

/** The page's tabs, in order; the first is the page's plain address. A new tab: one entry, one TabsContent. */
const TABS = [
  { value: 'one-on-ones', label: '1:1s' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'reviews', label: 'Reviews' },
] as const;
const tabValues = TABS.map((tab) => tab.value) as [TabValue, ...TabValue[]];
type TabValue = (typeof TABS)[number]['value'];

/**
 * Communication & Feedback: 1:1s, feedback and 360s. The tab lives in the URL (`?tab=`), so links and
 * notifications can open one.
 */
export function Communication() {
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
        <TabsContent value="one-on-ones">
          <OneOnOnesTab />
        </TabsContent>
        <TabsContent value="feedback">
          <Suspense fallback={<Spinner className="mx-auto my-8" />}>
            <FeedbackTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="reviews">
          <Suspense fallback={<Spinner className="mx-auto my-8" />}>
            <ReviewsTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </main>
  );
}
