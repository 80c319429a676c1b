import type { Me } from '@shared/api';
import {
  AwardIcon,
  BotIcon,
  CheckCircle2Icon,
  ChevronRightIcon,
  TargetIcon,
  UserPlusIcon,
  UsersIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link, useNavigate } from '@/lib/router';
import { cn } from '@/lib/utils';
import { dashboardTexts, nextUpTexts, stepDone } from './dashboard-texts';

interface FirstStepsProps {
  isAdmin: boolean;
  /** Which steps the person has done (`/api/me`'s `firstSteps`). */
  done: NonNullable<Me['firstSteps']>;
  /** The card spans the page (no Join Requests beside it): the steps sit side by side. */
  wide?: boolean;
  className?: string;
}

/** The first steps are behind a person once they have set a goal and have a team. */
export const firstStepsDone = (done: Me['firstSteps']) => Boolean(done?.goal && done.team);

/**
 * First steps, with the spec's three buttons. "Set Your First Goal" opens the goal creation form; the
 * team one depends on the role: admins open the team creation form, everyone else the open teams they
 * can join. A step done shows a check mark and stays a way back to its page; the first step not done is
 * the primary button. The companion's opens its page (decision 044).
 */
export function GettingStartedCard({ isAdmin, done, wide = false, className }: FirstStepsProps) {
  const navigate = useNavigate();
  const steps: { label: string; icon: typeof TargetIcon; to?: string; done: boolean }[] = [
    { label: dashboardTexts.setFirstGoal, icon: TargetIcon, to: '/accountability?create=1', done: done.goal },
    isAdmin
      ? { label: dashboardTexts.createFirstTeam, icon: UsersIcon, to: '/teams?create=1', done: done.team }
      : { label: dashboardTexts.joinTeam, icon: UserPlusIcon, to: '/teams?open=1', done: done.team },
    { label: dashboardTexts.chatWithCompanion, icon: BotIcon, to: '/ai-companion', done: false },
  ];
  const primary = steps.findIndex((step) => !step.done);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{dashboardTexts.gettingStarted}</CardTitle>
        <CardDescription>{dashboardTexts.gettingStartedDescription}</CardDescription>
      </CardHeader>
      <CardContent className={cn('grid gap-2', wide && 'md:grid-cols-3')}>
        {steps.map(({ label, icon: Icon, to, done: isDone }, index) => (
          <Button
            key={label}
            type="button"
            variant={index === primary ? 'default' : 'outline'}
            size="lg"
            className={cn('h-12 justify-start text-sm', index === primary && 'shadow-sm')}
            onClick={to ? () => void navigate(to) : undefined}
            aria-label={isDone ? stepDone(label) : undefined}
          >
            {isDone ? <CheckCircle2Icon aria-hidden className="text-primary" /> : <Icon aria-hidden />}
            <span className={cn('flex-1 text-left', isDone && 'text-muted-foreground line-through')}>
              {label}
            </span>
            <ChevronRightIcon aria-hidden className="opacity-60" />
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

interface NextUpProps {
  colleague: Me['colleagueToRecognise'];
  /** The pulse prompt or the goals due for a check-in show above: nothing else is waiting if neither. */
  somethingWaits: boolean;
  className?: string;
}

/**
 * Getting Started's successor: a colleague to recognise (a teammate the person has thanked least
 * lately), and, when no pulse or check-in waits above, a word that nothing does.
 */
export function NextUpCard({ colleague, somethingWaits, className }: NextUpProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{nextUpTexts.title}</CardTitle>
        <CardDescription>{nextUpTexts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {colleague && (
          <div className="grid gap-1.5">
            <Link
              to={`/culture?give=1&to=${encodeURIComponent(colleague.id)}`}
              className={cn(buttonVariants({ size: 'lg' }), 'h-12 justify-start text-sm shadow-sm')}
            >
              <AwardIcon aria-hidden />
              <span className="min-w-0 flex-1 truncate text-left">
                {nextUpTexts.recognise(colleague.fullName)}
              </span>
              <ChevronRightIcon aria-hidden className="opacity-60" />
            </Link>
            <p className="text-sm text-muted-foreground">{nextUpTexts.recogniseHint}</p>
          </div>
        )}
        {!somethingWaits && <p className="text-sm">{nextUpTexts.caughtUp}</p>}
        <Link to="/accountability" className={cn(buttonVariants({ variant: 'outline' }), 'justify-start')}>
          <TargetIcon aria-hidden />
          <span className="flex-1 text-left">{nextUpTexts.goals}</span>
          <ChevronRightIcon aria-hidden className="opacity-60" />
        </Link>
      </CardContent>
    </Card>
  );
}
