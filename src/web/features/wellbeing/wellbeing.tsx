import { addDays, localDay } from '@shared/days';
import { QueryState } from '@/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSearchParams } from '@/lib/router';
import { useMoodHistory } from './api/wellbeing-api';
import { CheckInForm } from './check-in-form';
import { MoodHistory } from './mood-history';
import { Pulse } from './pulse';
import { wellbeingTexts as t } from './wellbeing-texts';

const TABS = ['checkin', 'pulse'] as const;
type Tab = (typeof TABS)[number];

/** The history read at once: the longest span the chart offers, up to today. */
const HISTORY_DAYS = 90;

/**
 * Well-being: the private daily check-in with the person's history, and the anonymous pulse. The tab
 * lives in the URL (`?tab=pulse`), so the dashboard's prompt and the notification link straight to it.
 */
export function Wellbeing() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((option) => option === params.get('tab')) ?? 'checkin';
  const choose = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'checkin') changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6 grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="max-w-prose text-muted-foreground">{t.description}</p>
      </header>
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label={t.tabsLabel}>
          {TABS.map((option) => (
            <TabsTrigger key={option} value={option}>
              {t.tabs[option]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="checkin">
          <CheckIn />
        </TabsContent>
        <TabsContent value="pulse">
          <Pulse />
        </TabsContent>
      </Tabs>
    </main>
  );
}

/** Today's form and the history, from one request: today's entry, when there is one, fills the form. */
function CheckIn() {
  const today = localDay();
  const history = useMoodHistory(addDays(today, -(HISTORY_DAYS - 1)), today);
  return (
    <QueryState query={history} loadFailed={t.loadFailed} isEmpty={() => false}>
      {(entries) => {
        const entry = entries.find((item) => item.day === today);
        return (
          <div className="grid gap-4 md:gap-6">
            {/* Keyed by what was saved, so the form starts again from the server's entry after each save. */}
            <CheckInForm key={entry?.updatedAt ?? 'none'} today={today} entry={entry} />
            <MoodHistory entries={entries} today={today} />
          </div>
        );
      }}
    </QueryState>
  );
}
