import type { MapGoal, MapTeam, PurposeMap } from '@shared/contract/purpose';
import { CompassIcon, TargetIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { MissionCard } from '@/components/mission-card';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { useMe } from '@/lib/me';
import { Link } from '@/lib/router';
import { usePurposeMap } from './map-api';
import { GoalLine, GoalsUnder } from './map-parts';
import { mapTexts as t } from './map-texts';
import { EditPurposeButton } from './purpose-dialog';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** The purpose map: the mission and values, each company goal with what supports it, and each team's purpose. */
export function MapTab() {
  const map = usePurposeMap();
  const isAdmin = useMe().data?.role === 'admin';
  return (
    <QueryState query={map} loadFailed={t.loadFailed} isEmpty={() => false} layout="page">
      {({ map: data }) => <PurposeMapView map={data} isAdmin={isAdmin} />}
    </QueryState>
  );
}

function PurposeMapView({ map, isAdmin }: { map: PurposeMap; isAdmin: boolean }) {
  const ids = new Set(map.goals.map((goal) => goal.id));
  const childrenOf = (id: string) => map.goals.filter((goal) => goal.parentIds.includes(id));
  const companyGoals = map.goals.filter((goal) => goal.level === 'company');
  // The caller's goals that support no open goal on the map: nothing above shows them.
  const loose = map.goals.filter(
    (goal) => goal.mine && goal.level !== 'company' && !goal.parentIds.some((id) => ids.has(id)),
  );
  return (
    <div className="grid gap-8">
      <MissionCard mission={map.mission} isAdmin={isAdmin} />
      {map.values.length > 0 && (
        <section aria-labelledby="map-values" className="grid gap-2">
          <h2 id="map-values" className="text-sm font-medium text-muted-foreground">
            {t.valuesTitle}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {map.values.map((value) => (
              <li key={value.id}>
                <Badge variant="outline" title={value.description ?? undefined} className="text-sm">
                  {value.name}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      {loose.length > 0 && (
        <section aria-labelledby="map-loose" className="grid gap-3 rounded-lg border border-dashed p-4">
          <h2 id="map-loose" className="text-lg font-semibold">
            {t.notConnectedTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{t.notConnectedText}</p>
          <ul className="grid gap-3">
            {loose.map((goal) => (
              <li key={goal.id}>
                <GoalLine goal={goal} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <CompanyGoals goals={companyGoals} childrenOf={childrenOf} />
      {map.omitted > 0 && (
        <p className="text-sm text-muted-foreground">
          <Link to="/accountability" className={linkClass}>
            {t.omitted}
          </Link>
        </p>
      )}
      <Teams teams={map.teams} goals={map.goals} childrenOf={childrenOf} />
    </div>
  );
}

function CompanyGoals({ goals, childrenOf }: { goals: MapGoal[]; childrenOf: (id: string) => MapGoal[] }) {
  return (
    <section aria-labelledby="map-company-goals" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="map-company-goals" className="text-xl font-semibold">
          {t.companyGoalsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.companyGoalsDescription}</p>
      </div>
      {goals.length === 0 ? (
        <EmptyState icon={TargetIcon} title={t.noCompanyGoalsTitle} text={t.noCompanyGoalsText} level={3}>
          <Link to="/accountability" className={linkClass}>
            {t.setGoals}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {goals.map((goal) => (
            <li key={goal.id}>
              <article aria-label={goal.title} className="grid gap-4 rounded-lg border bg-card p-4">
                <GoalLine goal={goal} prominent />
                {childrenOf(goal.id).length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t.nothingUnder}</p>
                ) : (
                  <GoalsUnder parent={goal} childrenOf={childrenOf} />
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Teams({
  teams,
  goals,
  childrenOf,
}: {
  teams: MapTeam[];
  goals: MapGoal[];
  childrenOf: (id: string) => MapGoal[];
}) {
  return (
    <section aria-labelledby="map-teams" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="map-teams" className="text-xl font-semibold">
          {t.teamsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.teamsDescription}</p>
      </div>
      {teams.length === 0 ? (
        <EmptyState icon={CompassIcon} title={t.teamsTitle} text={t.noTeams} level={3} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {teams.map((team) => (
            <li key={team.id}>
              <TeamCard
                team={team}
                goals={goals.filter((goal) => goal.level === 'team' && goal.team?.id === team.id)}
                childrenOf={childrenOf}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TeamCard({
  team,
  goals,
  childrenOf,
}: {
  team: MapTeam;
  goals: MapGoal[];
  childrenOf: (id: string) => MapGoal[];
}) {
  const headingId = `map-team-${team.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full content-start gap-3 rounded-lg border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-words">
          {team.name}
        </h3>
        {team.canEditPurpose && <EditPurposeButton team={team} />}
      </div>
      {team.purpose ? (
        <p className="break-words">{team.purpose}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{team.canEditPurpose ? t.noPurposeLead : t.noPurpose}</p>
      )}
      {goals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noTeamGoals}</p>
      ) : (
        <ul className="grid gap-3">
          {goals.map((goal) => (
            <li key={goal.id} className="grid gap-3">
              <GoalLine goal={goal} />
              <GoalsUnder parent={goal} childrenOf={childrenOf} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
