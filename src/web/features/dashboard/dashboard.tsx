import type { Me } from '@shared/api';
import { lazy, type ReactNode, Suspense } from 'react';
import { QueryState } from '@/components/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/me';
import { usePendingJoinRequests } from './api/get-pending-join-requests';
import { CompanyCodeCard } from './company-code-card';
import { dashboardTexts } from './dashboard-texts';
import { DueForCheckInCard } from './due-for-check-in-card';
import { firstStepsDone, GettingStartedCard, NextUpCard } from './getting-started-card';
import { GrowthCard, hasGrowth } from './growth-card';
import { ActionItemsCard, NextOneOnOneCard } from './one-on-one-cards';
import { PulsePromptCard } from './pulse-prompt-card';
import { StatCards } from './stat-cards';
import { TodayCard } from './today-card';
import { WelcomeCard } from './welcome-card';

/** The companion's card, loaded only for a person with a nudge today (decision 044). */
const NudgesCard = lazy(() => import('./nudges-card'));
/** The admin's inbox, loaded only for an admin (decision 049): a member's dashboard never needs it. */
const JoinRequestsCard = lazy(() => import('./join-requests-card'));

/** The admin's inbox; its list is asked for at once, while the card's code arrives beside it. */
function AdminInbox(props: { companyName: string; className: string }) {
  usePendingJoinRequests();
  return (
    <Suspense fallback={null}>
      <JoinRequestsCard {...props} />
    </Suspense>
  );
}

/**
 * The dashboard. Its data is the one /api/me request the guard already made; admins add a second card
 * with the pending join requests, which nobody else may load.
 */
export function Dashboard() {
  return (
    <DashboardPage>
      <DashboardContent />
    </DashboardPage>
  );
}

function DashboardPage({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6">
        {/* Focusable from code: where the focus goes when a card it was in goes away. */}
        <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none sm:text-3xl">
          {dashboardTexts.title}
        </h1>
      </header>
      {children}
    </main>
  );
}

/**
 * The dashboard while the guard checks the session and loads the profile: the header and the welcome
 * card in their places, its greeting blank, and the spinner where the figures will be. A member's
 * first load paints it from HTML, before any script has run (decision 025).
 */
export function DashboardSkeleton() {
  return (
    <DashboardPage>
      <div className="grid gap-4 md:gap-6">
        <div className="grid gap-4 md:gap-6 lg:grid-cols-3">
          <WelcomeCard className="lg:col-span-3" />
        </div>
        <Spinner className="py-24" />
      </div>
    </DashboardPage>
  );
}

function DashboardContent() {
  const me = useMe();
  return (
    <QueryState query={me} loadFailed={dashboardTexts.loadFailed} layout="page">
      {(data) => <DashboardCards me={data} />}
    </QueryState>
  );
}

function DashboardCards({ me }: { me: Me }) {
  const { profile, company, role, activeTeams, goals, pulse, firstSteps, colleagueToRecognise } = me;
  const name = profile?.fullName?.trim() || dashboardTexts.nameFallback;
  const isAdmin = role === 'admin';
  const code = isAdmin ? company?.companyCode : undefined;
  const pulsePrompt = Boolean(pulse && !pulse.answered);
  const dueForCheckIn = goals.dueForCheckIn.length > 0;

  // One column of minmax(0, 1fr) on a phone (grid-cols-1): an implicit column would grow to the widest
  // unbreakable line (a long e-mail address) and push the page past the screen's edge.
  return (
    <div className="grid grid-cols-1 gap-4 md:gap-6">
      <div className="grid grid-cols-1 gap-4 md:gap-6 lg:grid-cols-3">
        <WelcomeCard
          person={{ name, companyName: company?.name, role }}
          className={code ? 'lg:col-span-2' : 'lg:col-span-3'}
        />
        {code && <CompanyCodeCard code={code} />}
      </div>
      <StatCards activeTeams={activeTeams} goals={goals} />
      {me.nudges.length > 0 && (
        <Suspense fallback={null}>
          <NudgesCard nudges={me.nudges} />
        </Suspense>
      )}
      {pulse && pulsePrompt && <PulsePromptCard endsOn={pulse.endsOn} />}
      {dueForCheckIn && <DueForCheckInCard goals={goals.dueForCheckIn} />}
      {(me.today || me.nextOneOnOne || me.actionItems.length > 0 || hasGrowth(me.growth)) && (
        <div className="grid grid-cols-1 gap-4 md:gap-6 lg:grid-cols-2">
          {me.today && <TodayCard today={me.today} />}
          {me.nextOneOnOne && <NextOneOnOneCard next={me.nextOneOnOne} />}
          {me.actionItems.length > 0 && <ActionItemsCard items={me.actionItems} />}
          {hasGrowth(me.growth) && <GrowthCard growth={me.growth} />}
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 md:gap-6 lg:grid-cols-2">
        {isAdmin && company && <AdminInbox companyName={company.name} className="lg:order-2" />}
        {firstStepsDone(firstSteps) ? (
          <NextUpCard
            colleague={colleagueToRecognise}
            somethingWaits={pulsePrompt || dueForCheckIn || me.actionItems.length > 0}
            className={isAdmin ? 'lg:order-1' : 'lg:col-span-2'}
          />
        ) : (
          <GettingStartedCard
            isAdmin={isAdmin}
            done={firstSteps ?? { goal: false, team: false }}
            wide={!isAdmin}
            className={isAdmin ? 'lg:order-1' : 'lg:col-span-2'}
          />
        )}
      </div>
    </div>
  );
}
