import type { CultureMetrics as Metrics } from '@shared/contract/culture';
import { QueryState } from '@/components/query-state';
import { useCultureMetrics } from './api/culture-api';
import { cultureTexts as t, percentText } from './culture-texts';
import { WeeklyChart } from './weekly-chart';

const section = 'grid gap-4 rounded-lg border bg-card p-4 text-card-foreground sm:p-6';

/**
 * How widely recognition reaches: the share of members recognised lately, givers and receivers week
 * by week, kudos per value, and per team for admins and leads. Nothing ranks a person.
 */
export function CultureMetrics() {
  const metrics = useCultureMetrics();
  return (
    <QueryState query={metrics} loadFailed={t.loadMetricsFailed} layout="page">
      {(data) => (
        <div className="grid gap-4">
          <Breadth company={data.company} />
          <p className="text-sm text-muted-foreground">{t.noLeaderboard}</p>
          <section aria-labelledby="culture-weeks" className={section}>
            <h2 id="culture-weeks" className="font-semibold">
              {t.weeksTitle}
            </h2>
            <WeeklyChart weeks={data.weeks} />
          </section>
          {data.byValue.length > 0 && <ByValue byValue={data.byValue} />}
          {data.teams.length > 0 && <Teams teams={data.teams} />}
        </div>
      )}
    </QueryState>
  );
}

function Breadth({ company }: { company: Metrics['company'] }) {
  return (
    <section aria-labelledby="culture-breadth" className={section}>
      <h2 id="culture-breadth" className="font-semibold">
        {t.breadthTitle}
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-semibold tracking-tight tabular-nums">
          {company.breadth === null ? '–' : percentText(company.breadth)}
        </span>
        <span className="text-muted-foreground">
          {company.breadth === null ? t.breadthNone : t.breadthOf}
        </span>
      </p>
      <ul className="grid gap-1 text-sm">
        <li>{t.recognisedOf(company.recognised, company.members)}</li>
        <li>{t.activity(company.kudosGiven, company.givers)}</li>
        <li>{t.received(company.kudosReceived, company.receivers)}</li>
      </ul>
    </section>
  );
}

function ByValue({ byValue }: { byValue: Metrics['byValue'] }) {
  const most = Math.max(1, ...byValue.map((row) => row.kudos));
  return (
    <section aria-labelledby="culture-by-value" className={section}>
      <h2 id="culture-by-value" className="font-semibold">
        {t.byValueTitle}
      </h2>
      <ul className="grid gap-3">
        {byValue.map((row) => {
          const name = row.value?.name ?? t.noValue;
          return (
            <li key={row.value?.id ?? 'none'} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className={row.value ? 'font-medium' : 'text-muted-foreground'}>{name}</span>
                <span className="tabular-nums">
                  {row.kudos}
                  <span className="sr-only"> {t.kudosUnit}</span>
                </span>
              </div>
              <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${(row.kudos / most) * 100}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Teams({ teams }: { teams: Metrics['teams'] }) {
  const c = t.teamColumns;
  return (
    <section aria-labelledby="culture-teams" className={section}>
      <h2 id="culture-teams" className="font-semibold">
        {t.teamsTitle}
      </h2>
      {/* On a phone the table scrolls sideways: the region takes the focus, so arrows scroll it. */}
      <div
        role="region"
        aria-label={t.teamsTable}
        tabIndex={0}
        className="overflow-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 font-medium">
                {c.name}
              </th>
              {[c.members, c.recognised, c.breadth, c.given, c.received].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {teams.map((team) => (
              <tr key={team.id}>
                <th scope="row" className="py-2 text-left font-medium">
                  {team.name}
                </th>
                {[
                  team.members,
                  team.recognised,
                  team.breadth === null ? '–' : percentText(team.breadth),
                  team.kudosGiven,
                  team.kudosReceived,
                ].map((cell, index) => (
                  <td key={index} className="px-3 py-2 text-right tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
