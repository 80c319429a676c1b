import type { GoalSummary } from '@shared/contract/goals';
import type { GoalStatus } from '@shared/goal-messages';
import { PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { PagePrefetch } from '@/app-pages';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/lib/me';
import { Link } from '@/lib/router';
import { useTeams } from '@/lib/teams';
import { useUrlParams, useUrlTab } from '@/lib/use-url-tab';
import { type GoalFilters, goalsQuery, useGoals } from './api/goals-api';
import { EmptyGoals } from './empty-goals';
import { GoalFormDialog } from './goal-dialogs';
import type { GoalFormDialogDefaults } from './goal-form-dialog';
import { formatDay } from './goal-period';
import { GoalProgressBar } from './goal-progress-bar';
import { GoalTree } from './goal-tree';
import { goalsTexts as t, healthLabels, levelLabels, visibilityLabels } from './goals-texts';
import { HealthBadge } from './health-badge';

const VIEWS = ['mine', 'team', 'company', 'alignment'] as const;
type View = (typeof VIEWS)[number];
type ListView = Exclude<View, 'alignment'>;

/** What each list asks GET /api/goals for. */
const viewFilters: Record<ListView, GoalFilters> = {
  mine: { ownerId: 'me' },
  team: { teamId: 'mine' },
  company: { level: 'company' },
};

/** The healths one filters by: a closed goal's health is "closed", which the status shows already. */
const HEALTH_FILTERS = ['new', 'on_track', 'at_risk', 'off_track', 'check_in_overdue'] as const;
type HealthFilter = (typeof HEALTH_FILTERS)[number];

const pick = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

/** What a list asks for: its view's goals, open or closed, of one health if one is chosen. */
const listFilters = (view: ListView, status: GoalStatus, health?: HealthFilter): GoalFilters => ({
  ...viewFilters[view],
  status,
  ...(health && status === 'open' ? { health } : {}),
});

/**
 * The page's first data at its plain address, asked before it renders (decision 056): the list it
 * opens on, the person's open goals.
 */
export const prefetchAccountability: PagePrefetch = (caller, queryClient) =>
  queryClient.prefetchInfiniteQuery(goalsQuery(caller, listFilters('mine', 'open')));

/**
 * Goals: the caller's, their teams', the company's, and how they align. The view, the filters and the
 * form (`?create=1`: the dashboard's "Set Your First Goal") live in the URL.
 */
export function Accountability() {
  const isAdmin = useMe().data?.role === 'admin';
  const [params, update] = useUrlParams();
  const [view, setView] = useUrlTab('view', VIEWS);
  const [defaults, setDefaults] = useState<GoalFormDialogDefaults>();
  const health = pick(HEALTH_FILTERS, params.get('health'));
  const status: GoalStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const create = (preset?: GoalFormDialogDefaults) => {
    setDefaults(preset);
    update({ create: '1' });
  };
  const list = (shown: ListView) => (
    <GoalList
      view={shown}
      filters={listFilters(shown, status, health)}
      filtered={Boolean(health) || status === 'closed'}
      isAdmin={isAdmin}
      onCreate={create}
    />
  );
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={t.title} description={t.description}>
        <Button type="button" onClick={() => create()}>
          <PlusIcon aria-hidden />
          {t.create}
        </Button>
      </PageHeader>
      <Tabs value={view} onValueChange={setView}>
        <TabsList aria-label={t.viewsLabel} className="h-auto grid-flow-row grid-cols-2 gap-1 sm:grid-cols-4">
          {VIEWS.map((option) => (
            <TabsTrigger key={option} value={option} className="h-8">
              {t.views[option]}
            </TabsTrigger>
          ))}
        </TabsList>
        {view !== 'alignment' && (
          <Filters
            health={health}
            status={status}
            onHealth={(next) => update({ health: next ?? null })}
            onStatus={(next) => update({ status: next === 'open' ? null : next, health: null })}
          />
        )}
        <TabsContent value="mine">{list('mine')}</TabsContent>
        <TabsContent value="team">{list('team')}</TabsContent>
        <TabsContent value="company">{list('company')}</TabsContent>
        <TabsContent value="alignment">
          <GoalTree isAdmin={isAdmin} onCreate={() => create()} />
        </TabsContent>
      </Tabs>
      <GoalFormDialog
        open={params.get('create') === '1'}
        onOpenChange={(open) => update({ create: open ? '1' : null })}
        defaults={defaults}
      />
    </main>
  );
}

function Filters({
  health,
  status,
  onHealth,
  onStatus,
}: {
  health: HealthFilter | undefined;
  status: GoalStatus;
  onHealth: (health: HealthFilter | undefined) => void;
  onStatus: (status: GoalStatus) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div role="group" aria-label={t.statusFilter} className="inline-flex w-fit rounded-md border p-0.5">
        {(['open', 'closed'] as const).map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={status === option ? 'secondary' : 'ghost'}
            aria-pressed={status === option}
            onClick={() => onStatus(option)}
          >
            {t.statuses[option]}
          </Button>
        ))}
      </div>
      {status === 'open' && (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-health`} className="text-sm font-medium">
            {t.healthFilter}
          </label>
          <NativeSelect
            id={`${id}-health`}
            className="w-auto"
            value={health ?? ''}
            onChange={(event) => onHealth(pick(HEALTH_FILTERS, event.target.value))}
          >
            <option value="">{t.allHealths}</option>
            {HEALTH_FILTERS.map((option) => (
              <option key={option} value={option}>
                {healthLabels[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}

function GoalList({
  view,
  filters,
  filtered,
  isAdmin,
  onCreate,
}: {
  view: ListView;
  filters: GoalFilters;
  /** A health or the closed goals asked for: an empty answer is no match, not a first step. */
  filtered: boolean;
  isAdmin: boolean;
  onCreate: (preset?: GoalFormDialogDefaults) => void;
}) {
  const goals = useGoals(filters);
  const query = { ...goals, data: goals.data?.pages.flatMap((page) => page.items) };
  const empty = filtered ? (
    <p className="py-8 text-center text-muted-foreground">{t.noMatch}</p>
  ) : (
    <EmptyView view={view} isAdmin={isAdmin} onCreate={onCreate} />
  );
  return (
    <QueryState query={query} loadFailed={t.loadFailed} layout="page" empty={empty}>
      {(items) => (
        <section aria-label={t.views[view]} className="grid gap-4">
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((goal) => (
              <GoalCard key={goal.id} goal={goal} />
            ))}
          </ul>
          <LoadMoreButton query={goals} label={t.loadMore} loadingLabel={t.loadingMore} />
        </section>
      )}
    </QueryState>
  );
}

function EmptyView({
  view,
  isAdmin,
  onCreate,
}: {
  view: ListView;
  isAdmin: boolean;
  onCreate: (preset?: GoalFormDialogDefaults) => void;
}) {
  if (view === 'mine') {
    return (
      <EmptyGoals
        title={t.emptyMineTitle}
        text={t.emptyMine}
        action={t.setFirstGoal}
        onAction={() => onCreate({ level: 'personal' })}
      />
    );
  }
  if (view === 'team') return <EmptyTeamGoals isAdmin={isAdmin} onCreate={onCreate} />;
  return isAdmin ? (
    <EmptyGoals
      title={t.emptyCompanyTitle}
      text={t.emptyCompany}
      action={t.setCompanyGoal}
      onAction={() => onCreate({ level: 'company' })}
    />
  ) : (
    <EmptyGoals title={t.emptyCompanyTitle} text={t.emptyCompany}>
      <p className="max-w-md text-sm text-muted-foreground">{t.emptyCompanyMember}</p>
    </EmptyGoals>
  );
}

/** No team goals: someone in no team is sent to the teams; a lead or an admin sets the first one. */
function EmptyTeamGoals({
  isAdmin,
  onCreate,
}: {
  isAdmin: boolean;
  onCreate: (preset?: GoalFormDialogDefaults) => void;
}) {
  const teams = useTeams().data ?? [];
  if (!teams.some((team) => team.isMember)) {
    return (
      <EmptyGoals title={t.noTeamTitle} text={t.noTeam}>
        <Button asChild variant="outline">
          <Link to="/teams">{t.browseTeams}</Link>
        </Button>
      </EmptyGoals>
    );
  }
  const sets = isAdmin || teams.some((team) => team.isLead);
  return (
    <EmptyGoals
      title={t.emptyTeamTitle}
      text={t.emptyTeam}
      {...(sets ? { action: t.setTeamGoal, onAction: () => onCreate({ level: 'team' }) } : {})}
    />
  );
}

function GoalCard({ goal }: { goal: GoalSummary }) {
  const facts = [
    goal.team?.name,
    t.owner(goal.owner?.fullName?.trim() || t.noOwner),
    t.period(formatDay(goal.startsOn), formatDay(goal.dueOn)),
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      {/* The person's own data, for the bench's "own data painted" (scripts/bench/browser.mjs). */}
      <h2 className="text-lg font-semibold" elementtiming="own-data">
        <Link to={`/goals/${goal.id}`} className="underline-offset-4 hover:underline focus-visible:underline">
          {goal.title}
        </Link>
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{levelLabels[goal.level]}</Badge>
        <HealthBadge health={goal.health} />
        {goal.visibility === 'private' && <Badge variant="outline">{visibilityLabels.private}</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>
      <GoalProgressBar progress={goal.progress} label={t.progressOf(goal.title)} />
    </li>
  );
}
