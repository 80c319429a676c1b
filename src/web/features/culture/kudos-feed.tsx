import { AwardIcon, PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { personName, usePeople } from '@/lib/people';
import { useTeams } from '@/lib/teams';
import { useCompanyValues } from '@/lib/values';
import { type FeedFilters, useKudosFeed } from './api/culture-api';
import { cultureTexts as t } from './culture-texts';
import { FeedPostCard } from './feed-post';

/** The feed's filters as the URL names them. */
export const FILTER_PARAMS = { person: 'personId', team: 'teamId', value: 'valueId' } as const;
export type FilterParam = keyof typeof FILTER_PARAMS;

/**
 * The company's kudos and celebrations, newest first, a page at a time, filtered by a person (what they
 * gave, received or were celebrated for), a team (what its members received) or a value.
 */
export function KudosFeed({
  filters,
  onFilter,
  onGive,
}: {
  filters: FeedFilters;
  onFilter: (param: FilterParam | 'all', id: string | null) => void;
  onGive: () => void;
}) {
  const feed = useKudosFeed(filters);
  const query = { ...feed, data: feed.data?.pages.flatMap((page) => page.items) };
  const filtered = Object.values(filters).some(Boolean);
  const empty = filtered ? (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-muted-foreground">{t.noMatch}</p>
      <Button type="button" variant="outline" onClick={() => onFilter('all', null)}>
        {t.clearFilters}
      </Button>
    </div>
  ) : (
    <EmptyState icon={AwardIcon} title={t.emptyTitle} text={t.empty}>
      <Button type="button" onClick={onGive}>
        <PlusIcon aria-hidden />
        {t.giveKudos}
      </Button>
    </EmptyState>
  );
  return (
    <div className="grid gap-4">
      <Filters filters={filters} onFilter={onFilter} />
      <QueryState query={query} loadFailed={t.loadFailed} layout="page" empty={empty}>
        {(posts) => (
          <section aria-labelledby="culture-feed-heading" className="grid gap-4">
            <h2 id="culture-feed-heading" className="sr-only">
              {t.feedLabel}
            </h2>
            <ul className="grid gap-3">
              {posts.map((post) => (
                <FeedPostCard key={post.id} post={post} />
              ))}
            </ul>
            <LoadMoreButton query={feed} label={t.loadMore} loadingLabel={t.loadingMore} />
          </section>
        )}
      </QueryState>
    </div>
  );
}

function Filters({
  filters,
  onFilter,
}: {
  filters: FeedFilters;
  onFilter: (param: FilterParam, id: string | null) => void;
}) {
  const id = useId();
  const people = usePeople().data ?? [];
  const teams = useTeams().data ?? [];
  const values = useCompanyValues().data ?? [];
  const select = (
    param: FilterParam,
    label: string,
    all: string,
    options: { id: string; name: string }[],
  ) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-${param}`} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={`${id}-${param}`}
        value={filters[FILTER_PARAMS[param]] ?? ''}
        onChange={(event) => onFilter(param, event.target.value || null)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <div role="group" aria-label={t.filtersLabel} className="grid gap-3 sm:grid-cols-3">
      {select(
        'person',
        t.person,
        t.allPeople,
        people.map((person) => ({ id: person.id, name: personName(person) })),
      )}
      {teams.length > 0 && select('team', t.team, t.allTeams, teams)}
      {values.length > 0 && select('value', t.value, t.allValues, values)}
    </div>
  );
}
