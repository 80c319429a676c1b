import type { Goal, KeyResult } from '@shared/contract/goals';
import {
  ArrowLeftIcon,
  CircleCheckIcon,
  MessageSquarePlusIcon,
  PencilIcon,
  RotateCcwIcon,
  Trash2Icon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { NotFoundState } from '@/components/not-found-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiRequestError } from '@/lib/api-client';
import { Link, useNavigate, useParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { useDeleteGoal, useGoal, useUpdateGoal } from './api/goals-api';
import { CheckInTimeline } from './check-in-timeline';
import { CheckInDialog, GoalFormDialog } from './goal-dialogs';
import { AddToOneOnOne, GoalActionItems, mayAddToOneOnOne } from './goal-one-on-ones';
import { goalPageTexts as texts, goalPageToasts } from './goal-page-texts';
import { formatDay } from './goal-period';
import { GoalProgressBar, percent } from './goal-progress-bar';
import { levelLabels, visibilityLabels } from './goals-texts';
import { HealthBadge } from './health-badge';
import { KeyResultChart } from './key-result-chart';
import { formatStanding } from './key-result-format';

const closedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * One goal: where it stands against where it should be, its key results with their history, what it
 * supports and what supports it, its check-ins, and the actions the caller may take.
 */
export function GoalPage() {
  const { id = '' } = useParams();
  const goal = useGoal(id);
  const notFound = goal.error instanceof ApiRequestError && goal.error.status === 404;
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <Link
        to="/accountability"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {texts.back}
      </Link>
      {notFound ? (
        <NotFoundState
          title={texts.notFoundTitle}
          text={texts.notFound}
          backTo="/accountability"
          backLabel={texts.backToGoals}
        />
      ) : (
        <QueryState query={goal} loadFailed={texts.loadFailed} layout="page" isEmpty={() => false}>
          {(loaded) => <GoalDetails goal={loaded} />}
        </QueryState>
      )}
    </main>
  );
}

function GoalDetails({ goal }: { goal: Goal }) {
  const [checkingIn, setCheckingIn] = useState(false);
  const open = goal.status === 'open';
  const canCheckIn = open && goal.canCheckIn;
  const checkIn = canCheckIn ? () => setCheckingIn(true) : undefined;
  return (
    <div className="grid gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{goal.title}</h1>
            <HealthBadge health={goal.health} />
          </div>
          {goal.closedAt && (
            <p className="text-sm text-muted-foreground">
              {texts.closedOn(closedDate.format(new Date(goal.closedAt)))}
            </p>
          )}
          {goal.description && (
            <p className="max-w-prose whitespace-pre-line text-muted-foreground">{goal.description}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
          {checkIn && (
            <Button type="button" onClick={checkIn}>
              <MessageSquarePlusIcon aria-hidden />
              {texts.checkIn}
            </Button>
          )}
          {mayAddToOneOnOne(goal) && <AddToOneOnOne goal={goal} />}
          {goal.canEdit && <GoalActions goal={goal} />}
        </div>
      </header>
      <GoalFacts goal={goal} />
      <Progress goal={goal} />
      <KeyResults goalId={goal.id} results={goal.keyResults} />
      <Alignment goal={goal} />
      <GoalActionItems goalId={goal.id} />
      <CheckInTimeline goal={goal} onCheckIn={checkIn} />
      {canCheckIn && <CheckInDialog goal={goal} open={checkingIn} onOpenChange={setCheckingIn} />}
    </div>
  );
}

function GoalFacts({ goal }: { goal: Goal }) {
  const facts: [string, ReactNode][] = [
    [texts.level, levelLabels[goal.level]],
    ...(goal.team
      ? [
          [
            texts.team,
            <Link key="team" to={`/teams/${goal.team.id}`} className="underline-offset-4 hover:underline">
              {goal.team.name}
            </Link>,
          ] as [string, ReactNode],
        ]
      : []),
    [texts.owner, goal.owner?.fullName?.trim() || texts.noOwner],
    [texts.period, `${formatDay(goal.startsOn)} – ${formatDay(goal.dueOn)}`],
    [texts.visibility, visibilityLabels[goal.visibility]],
  ];
  return (
    <dl aria-label={texts.details} className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {facts.map(([term, detail]) => (
        <div key={term} className="grid gap-0.5">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The goal's progress, with a tick where it should be by now. The tick sits over the bar's track,
 * which GoalProgressBar lays out as the row's width less its gap (0.75rem) and percentage (2.5rem).
 */
function Progress({ goal }: { goal: Goal }) {
  const expected = percent(goal.expectedProgress);
  return (
    <section aria-labelledby="goal-progress" className="grid gap-2">
      <h2 id="goal-progress" className="text-lg font-semibold">
        {texts.progress}
      </h2>
      <div className="relative">
        <GoalProgressBar progress={goal.progress} label={texts.goalProgress(goal.title)} />
        {goal.status === 'open' && (
          <span
            aria-hidden
            title={texts.expectedMark}
            data-testid="expected-mark"
            className="absolute top-1/2 h-4 w-0.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-foreground"
            style={{ left: `calc((100% - 3.25rem) * ${expected / 100})` }}
          />
        )}
      </div>
      {goal.status === 'open' && (
        <p className="text-sm text-muted-foreground">{texts.expectedByNow(expected)}</p>
      )}
      {goal.health === 'new' && <p className="text-sm text-muted-foreground">{texts.newGoal}</p>}
    </section>
  );
}

function KeyResults({ goalId, results }: { goalId: string; results: KeyResult[] }) {
  return (
    <section aria-labelledby="goal-key-results" className="grid gap-3">
      <h2 id="goal-key-results" className="text-lg font-semibold">
        {texts.keyResults}
      </h2>
      <ul aria-label={texts.keyResults} className="grid gap-3">
        {results.map((result) => (
          <li
            key={result.id}
            className="grid gap-3 rounded-lg border p-4 md:grid-cols-[1fr_auto] md:items-center"
          >
            <div className="grid gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="font-medium">{result.title}</h3>
                <p className="text-sm tabular-nums">{formatStanding(result)}</p>
              </div>
              <GoalProgressBar progress={result.progress} label={texts.keyResultProgress(result.title)} />
              {result.weight !== 1 && (
                <p className="text-xs text-muted-foreground">{texts.weight(result.weight)}</p>
              )}
            </div>
            <div className="md:w-60">
              <KeyResultChart goalId={goalId} result={result} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Alignment({ goal }: { goal: Goal }) {
  return (
    <section aria-labelledby="goal-alignment" className="grid gap-4">
      <h2 id="goal-alignment" className="text-lg font-semibold">
        {texts.alignment}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <RelatedGoals title={texts.supports} goals={goal.parents} none={texts.supportsNone} />
        <RelatedGoals title={texts.supportedBy} goals={goal.children} none={texts.supportedByNone} />
      </div>
    </section>
  );
}

function RelatedGoals({ title, goals, none }: { title: string; goals: Goal['parents']; none: string }) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      {goals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <ul aria-label={title} className="divide-y rounded-lg border">
          {goals.map((related) => (
            <li key={related.id} className="grid gap-2 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={`/goals/${related.id}`} className="font-medium underline-offset-4 hover:underline">
                  {related.title}
                </Link>
                <span className="flex items-center gap-2">
                  <Badge variant="secondary">{levelLabels[related.level]}</Badge>
                  <HealthBadge health={related.health} />
                </span>
              </div>
              <GoalProgressBar progress={related.progress} label={texts.goalProgress(related.title)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Edit, close or reopen, and delete: for the goal's owner, a lead of its team, or an admin. */
function GoalActions({ goal }: { goal: Goal }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const open = goal.status === 'open';
  const setStatus = useUpdateGoal(goal.id, () => {
    const said = open ? goalPageToasts.closed : goalPageToasts.reopened;
    toast({ title: said.title, description: said.description(goal.title) });
  });
  const remove = useDeleteGoal(goal.id, () => {
    toast({
      title: goalPageToasts.deleted.title,
      description: goalPageToasts.deleted.description(goal.title),
    });
    void navigate('/accountability');
  });
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setEditing(true)}>
        <PencilIcon aria-hidden />
        {texts.edit}
      </Button>
      <Button
        type="button"
        variant="outline"
        disabled={setStatus.isPending}
        onClick={() => setStatus.mutate({ status: open ? 'closed' : 'open' })}
      >
        {open ? <CircleCheckIcon aria-hidden /> : <RotateCcwIcon aria-hidden />}
        {open ? texts.close : texts.reopen}
      </Button>
      <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => setDeleting(true)}>
        <Trash2Icon aria-hidden />
        {texts.delete}
      </Button>
      <GoalFormDialog open={editing} onOpenChange={setEditing} goal={goal} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={texts.deleteTitle(goal.title)}
        description={texts.deleteDescription}
        confirm={texts.delete}
        cancel={texts.cancel}
        onConfirm={() => remove.mutate(undefined)}
      />
    </>
  );
}
