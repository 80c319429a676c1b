import type { Insights as Answer, InsightsSegment } from '@shared/contract/insights';
import type { PulseQuestion } from '@shared/wellbeing-messages';
import { CalendarRangeIcon, ShieldIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiRequestError } from '@/lib/api-client';
import { Link, useSearchParams } from '@/lib/router';
import { useInsights } from './api/insights-api';
import { type Bar, BarChart } from './charts/bar-chart';
import { enpsScale, type Point, pointOf, type Scale, scoreScale, shareScale } from './charts/figures';
import { Heatmap } from './charts/heatmap';
import { type ChartRow, type ChartSeries, LineChart } from './charts/line-chart';
import { insightsTexts as t, periodLabel, scoreNames, shareText } from './insights-texts';
import { sectionClasses } from './section';

/**
 * Insights & Analytics, for admins (the company and every team) and team leads (their teams): the
 * pulse's participation, eNPS and scores over the closed periods for a segment chosen in a select,
 * the stress heatmap of every segment, and goal progress and recognition's breadth per team. One
 * request; anyone else is told who sees Insights.
 */
export function Insights() {
  const insights = useInsights();
  const forbidden = insights.error instanceof ApiRequestError && insights.error.status === 403;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6 grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="max-w-prose text-muted-foreground">{t.description}</p>
      </header>
      {forbidden ? (
        <EmptyState icon={ShieldIcon} title={t.forbiddenTitle} text={t.forbidden}>
          <Button asChild variant="outline">
            <Link to="/stress">{t.seeStress}</Link>
          </Button>
        </EmptyState>
      ) : (
        <QueryState query={insights} loadFailed={t.loadFailed} layout="page">
          {(data) => <Dashboard data={data} />}
        </QueryState>
      )}
    </main>
  );
}

type Segment = InsightsSegment & { id: string; name: string };

const COMPANY = 'company';

/** The segments one may choose: the company first for an admin, then the teams. */
const segmentsOf = (data: Answer): Segment[] => [
  ...(data.company ? [{ ...data.company, id: COMPANY, name: t.company }] : []),
  ...data.teams,
];

function Dashboard({ data }: { data: Answer }) {
  const [params, setParams] = useSearchParams();
  const segments = segmentsOf(data);
  const chosen = segments.find((segment) => segment.id === params.get('team')) ?? segments[0];
  const rows: ChartRow[] = data.periods.map((period) => ({
    key: period.startsOn,
    label: periodLabel(period),
  }));
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === segments[0]?.id) next.delete('team');
        else next.set('team', id);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p>{data.scope === 'company' ? t.scopeCompany : t.scopeTeams}</p>
        <p className="max-w-prose">{t.threshold(data.threshold)}</p>
      </div>
      {data.periods.length === 0 || !chosen ? (
        <EmptyState icon={CalendarRangeIcon} title={t.noPeriodsTitle} text={t.noPeriods} />
      ) : (
        <>
          <SegmentSelect segments={segments} chosen={chosen} onChoose={choose} />
          <SegmentCharts segment={chosen} rows={rows} />
          <Card title={t.heatmap}>
            <Heatmap
              title={t.heatmapTable}
              rowHeader={t.team}
              columns={rows}
              rows={segments.map((segment) => ({
                key: segment.id,
                name: segment.name,
                points: segment.figures.map((figures) => pointOf(figures, (shown) => shown.scores.stress)),
              }))}
              scale={scoreScale}
              scaleNote={t.heatmapScale}
            />
          </Card>
        </>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Goals segments={segments} noTeams={data.teams.length === 0} />
        <Recognition segments={segments} noTeams={data.teams.length === 0} />
      </div>
    </div>
  );
}

function SegmentSelect({
  segments,
  chosen,
  onChoose,
}: {
  segments: Segment[];
  chosen: Segment;
  onChoose: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={id}>{t.segment}</Label>
      <NativeSelect id={id} value={chosen.id} onChange={(event) => onChoose(event.target.value)}>
        {segments.map((segment) => (
          <option key={segment.id} value={segment.id}>
            {segment.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A card of the page, named by its heading. */
function Card({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={sectionClasses}>
      <div className="grid gap-1">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {note && <p className="text-sm text-muted-foreground">{note}</p>}
      </div>
      {children}
    </section>
  );
}

/** Who answered, of the segment's members: the company's count always, a team's where it is shown. */
function participationPoints(segment: Segment): Point[] {
  return segment.answered.map((answered, index) => {
    if (answered !== null && segment.members > 0) return { value: Math.min(answered / segment.members, 1) };
    const figures = segment.figures[index];
    return figures?.suppressed ? { hidden: figures.reason } : null;
  });
}

const SCORES = ['workload', 'stress', 'recognition', 'clarity'] as const;

/** The chosen segment over the periods: participation and eNPS side by side, the four scores below. */
function SegmentCharts({ segment, rows }: { segment: Segment; rows: ChartRow[] }) {
  const scoreOf = (score: PulseQuestion) =>
    segment.figures.map((figures) => pointOf(figures, (shown) => shown.scores[score]));
  const chart = (title: string, chartTitle: string, note: string, series: ChartSeries[], scale: Scale) => (
    <Card title={title} note={note}>
      <LineChart title={chartTitle} rows={rows} series={series} scale={scale} />
    </Card>
  );
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        {chart(
          t.participation,
          t.participationOf(segment.name),
          t.participationScale,
          [{ name: t.participation, points: participationPoints(segment) }],
          shareScale,
        )}
        {chart(
          t.enps,
          t.enpsOf(segment.name),
          t.enpsScale,
          [{ name: t.enps, points: scoreOf('enps') }],
          enpsScale,
        )}
      </div>
      {chart(
        t.scores,
        t.scoresOf(segment.name),
        t.scoresScale,
        SCORES.map((score) => ({ name: scoreNames[score], points: scoreOf(score) })),
        scoreScale,
      )}
    </>
  );
}

function Goals({ segments, noTeams }: { segments: Segment[]; noTeams: boolean }) {
  const bars: Bar[] = segments.map(({ id, name, goals }) => ({
    key: id,
    label: name,
    share: goals.progress,
    cells: [goals.progress === null ? t.noGoals : shareText(goals.progress), String(goals.openGoals)],
  }));
  const { progress, open } = t.goalsColumns;
  return (
    <Card title={t.goals} note={t.goalsScale}>
      <BarChart title={t.goals} rowHeader={t.team} columns={[progress, open]} bars={bars} />
      {noTeams && <p className="text-sm text-muted-foreground">{t.noTeams}</p>}
    </Card>
  );
}

function Recognition({ segments, noTeams }: { segments: Segment[]; noTeams: boolean }) {
  const bars: Bar[] = segments.map(({ id, name, recognition }) => ({
    key: id,
    label: name,
    share: recognition.breadth,
    cells: [
      recognition.breadth === null ? t.noMembers : shareText(recognition.breadth),
      String(recognition.recognised),
      String(recognition.members),
    ],
  }));
  const { breadth, recognised, members } = t.recognitionColumns;
  return (
    <Card title={t.recognition} note={t.recognitionScale}>
      <BarChart
        title={t.recognition}
        rowHeader={t.team}
        columns={[breadth, recognised, members]}
        bars={bars}
      />
      {noTeams && <p className="text-sm text-muted-foreground">{t.noTeams}</p>}
    </Card>
  );
}
