import { PlusIcon } from 'lucide-react';
import type { PagePrefetch } from '@/app-pages';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { loadedOnOpen } from '@/lib/loaded-on-open';
import { useMe } from '@/lib/me';
import { useUrlParams, useUrlTab } from '@/lib/use-url-tab';
import { type FeedFilters, kudosFeedQuery } from './api/culture-api';
import { CultureMetrics } from './culture-metrics';
import { cultureTexts as t } from './culture-texts';
import { FILTER_PARAMS, type FilterParam, KudosFeed } from './kudos-feed';
import { ValuesWall } from './values-wall';

/** The composer, with its rules and the people picker, loads when the page is idle or it opens (decision 051). */
const KudosComposer = loadedOnOpen(() => import('./kudos-composer').then((module) => module.KudosComposer));

const TABS = ['feed', 'values', 'metrics'] as const;

/**
 * The page's first data at its plain address, asked before it renders (decision 056): the feed it
 * opens on, unfiltered.
 */
export const prefetchCulture: PagePrefetch = (caller, queryClient) =>
  queryClient.prefetchInfiniteQuery(kudosFeedQuery(caller, {}));

/** An id in the URL that the API would refuse is no filter at all. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = (value: string | null) => (value && UUID.test(value) ? value : undefined);

/**
 * Culture: the feed of kudos and celebrations, the values wall and the culture metrics. The tab,
 * the feed's filters and the composer (`?give=1`, with `&to=<userId>` to choose someone already, as a
 * profile's "Recognise" does) live in the URL.
 */
export function Culture() {
  const isAdmin = useMe().data?.role === 'admin';
  const [params, update] = useUrlParams();
  const [tab, setTab] = useUrlTab('tab', TABS);
  const filters: FeedFilters = {};
  for (const [param, field] of Object.entries(FILTER_PARAMS)) {
    const id = idParam(params.get(param));
    if (id) filters[field] = id;
  }
  const filter = (param: FilterParam | 'all', id: string | null) =>
    update(param === 'all' ? { person: null, team: null, value: null } : { [param]: id });
  const give = () => update({ give: '1' });

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={t.title} description={t.description}>
        <Button type="button" onClick={give}>
          <PlusIcon aria-hidden />
          {t.giveKudos}
        </Button>
      </PageHeader>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t.tabsLabel} className="auto-cols-auto">
          {TABS.map((option) => (
            <TabsTrigger key={option} value={option}>
              {t.tabs[option]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="feed">
          <KudosFeed filters={filters} onFilter={filter} onGive={give} />
        </TabsContent>
        <TabsContent value="values">
          <ValuesWall isAdmin={isAdmin} />
        </TabsContent>
        <TabsContent value="metrics">
          <CultureMetrics />
        </TabsContent>
      </Tabs>
      <KudosComposer
        open={params.get('give') === '1'}
        onOpenChange={(open) => update(open ? { give: '1' } : { give: null, to: null })}
        to={idParam(params.get('to'))}
      />
    </main>
  );
}
