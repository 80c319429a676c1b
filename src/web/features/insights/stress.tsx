import type { StressFigures, StressOverview as Overview } from '@shared/contract/wellbeing';
import { CalendarClockIcon, HeartPulseIcon, LockKeyholeIcon, UsersRoundIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useStressOverview } from './api/insights-api';
import { checkInScale, type Point, pointOf, scoreScale } from './charts/figures';
import { type ChartRow, LineChart } from './charts/line-chart';
import { chartTexts, dayLabel, MINE_DAYS, periodLabel, stressTexts as t } from './insights-texts';
import { sectionClasses } from './section';

const WELLBEING = '/wellbeing';
const PULSE = '/wellbeing?tab=pulse';

/**
 * Reducing Stress: the company's and my teams' stress and workload from the anonymous pulse, period
 * by period (withheld figures as gaps that say why), and beside them my own check-ins' stress, which
 * only I see.
 */
export function Stress() {
  const overview = useStressOverview();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={t.title} description={t.description}>
        <Button asChild>
          <Link to={WELLBEING}>
            <HeartPulseIcon aria-hidden />
            {t.checkIn}
          </Link>
        </Button>
      </PageHeader>
      <QueryState query={overview} loadFailed={t.loadFailed} layout="page">
        {(data) => <Figures data={data} />}
      </QueryState>
    </main>
  );
}

interface Segment {
  id: string;
  name: string;
  /** Per period, in the periods' order; null where the segment has no figures (not in it then). */
  figures: (StressFigures | null)[];
}

/** The caller's teams over the periods, each once, in the order they first appear. */
function teamsOf(periods: Overview['periods']): Segment[] {
  const teams = new Map<string, Segment>();
  periods.forEach((period, index) => {
    for (const team of period.teams) {
      const segment = teams.get(team.id) ?? {
        id: team.id,
        name: team.name,
        figures: periods.map(() => null),
      };
      segment.figures[index] = team.figures;
      teams.set(team.id, segment);
    }
  });
  return [...teams.values()];
}

function Figures({ data }: { data: Overview }) {
  const rows: ChartRow[] = data.periods.map((period) => ({
    key: period.startsOn,
    label: periodLabel(period),
  }));
  const company: Segment = { id: 'company', name: t.company, figures: data.periods.map((p) => p.company) };
  const teams = teamsOf(data.periods);
  const closed = data.periods.length > 0;
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-sm text-muted-foreground">
        {t.about} {t.scale}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {closed ? (
          <SegmentCard segment={company} rows={rows} level={2} />
        ) : (
          <EmptyState icon={CalendarClockIcon} title={t.noPeriodsTitle} text={t.noPeriods}>
            <Button asChild variant="outline">
              <Link to={PULSE}>{t.answerPulse}</Link>
            </Button>
          </EmptyState>
        )}
        <Mine mine={data.mine} />
      </div>
      {closed && <Teams teams={teams} rows={rows} />}
    </div>
  );
}

function Teams({ teams, rows }: { teams: Segment[]; rows: ChartRow[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {t.teams}
      </h2>
      {teams.length === 0 ? (
        <EmptyState icon={UsersRoundIcon} title={t.noTeamsTitle} text={t.noTeams} level={3}>
          <Button asChild variant="outline">
            <Link to="/teams">{t.findTeam}</Link>
          </Button>
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {teams.map((team) => (
            <SegmentCard key={team.id} segment={team} rows={rows} level={3} />
          ))}
        </div>
      )}
    </section>
  );
}

/** One segment's stress and workload over the periods. */
function SegmentCard({ segment, rows, level }: { segment: Segment; rows: ChartRow[]; level: 2 | 3 }) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const read = (figure: 'stress' | 'workload') =>
    segment.figures.map((figures): Point => figures && pointOf(figures, (shown) => shown[figure]));
  const stress = read('stress');
  const workload = read('workload');
  return (
    <section aria-labelledby={id} className={sectionClasses}>
      <Heading id={id} className="font-semibold">
        {segment.name}
      </Heading>
      <LineChart
        title={t.chartOf(segment.name)}
        rows={rows}
        series={[
          { name: t.stress, points: stress },
          { name: t.workload, points: workload },
        ]}
        scale={scoreScale}
      />
    </section>
  );
}

/** Today's date in UTC, as the API counts days. */
const todayUtc = () => new Date().toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

/** My own check-ins' stress over the last days: placed by date, so a day without one is a gap in time. */
function Mine({ mine }: { mine: Overview['mine'] }) {
  const id = useId();
  const end = Date.parse(todayUtc());
  const start = end - (MINE_DAYS - 1) * DAY_MS;
  const rows: ChartRow[] = mine.map((entry) => ({
    key: entry.day,
    label: dayLabel(entry.day),
    at: Math.min(Math.max((Date.parse(entry.day) - start) / (end - start), 0), 1),
  }));
  const last = mine.at(-1);
  return (
    <section aria-labelledby={id} className={sectionClasses}>
      <div className="grid gap-1">
        <h2 id={id} className="flex items-center gap-2 font-semibold">
          <LockKeyholeIcon aria-hidden className="size-4 text-muted-foreground" />
          {t.mineTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.private}</p>
      </div>
      {last ? (
        <>
          <LineChart
            title={t.mineChart}
            rowHeader={chartTexts.day}
            rows={rows}
            series={[{ name: t.stress, points: mine.map((entry) => ({ value: entry.stress })) }]}
            scale={checkInScale}
            ends={[dayLabel(new Date(start).toISOString().slice(0, 10)), dayLabel(todayUtc())]}
          />
          <p className="text-xs text-muted-foreground">{t.mineScale}</p>
        </>
      ) : (
        <EmptyState icon={HeartPulseIcon} title={t.noMineTitle} text={t.noMine} level={3}>
          <Button asChild variant="outline">
            <Link to={WELLBEING}>{t.checkIn}</Link>
          </Button>
        </EmptyState>
      )}
    </section>
  );
}
