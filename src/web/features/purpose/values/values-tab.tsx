import type { ValueFigures, ValuesInPractice } from '@shared/contract/values-in-practice';
import { VALUE_SCORE_MAX, VALUE_SCORE_MIN } from '@shared/purpose-messages';
import { valuesAnswerSchema } from '@shared/values-in-practice-rules';
import { ChartColumnIcon, CheckCircle2Icon, GemIcon, ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { ScaleField } from '@/components/scale-field';
import { buttonVariants } from '@/components/ui/button-variants';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { useMe } from '@/lib/me';
import { Link } from '@/lib/router';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { validateForm } from '@/lib/validate-form';
import { useAnswerValues, useValuesInPractice } from './values-api';
import { hiddenTexts, valuesTexts as t } from './values-texts';

const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const formatDay = (day: string, format = longDay) => format.format(new Date(`${day}T00:00:00Z`));

/**
 * Values in practice: this period's assessment (once per person), and each value's published results
 * over the sealed periods, for the company or a team the caller may read, beside its kudos.
 */
export function ValuesTab() {
  const [teamId, setTeamId] = useState<string | null>(null);
  const page = useValuesInPractice(teamId);
  return (
    <section aria-labelledby="values-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="values-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t.description}</p>
      </div>
      <QueryState query={page} loadFailed={t.loadFailed} isEmpty={() => false}>
        {(data) =>
          data.open.values.length === 0 ? (
            <NoValues />
          ) : (
            <>
              <Assessment data={data} />
              <Results data={data} teamId={teamId} onTeam={setTeamId} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function NoValues() {
  const isAdmin = useMe().data?.role === 'admin';
  return (
    <EmptyState icon={GemIcon} title={t.noValuesTitle} text={t.noValuesText} level={3}>
      {isAdmin ? (
        <Link to="/settings" className={buttonVariants({ variant: 'outline' })}>
          {t.noValuesAdmin}
        </Link>
      ) : (
        <p className="text-sm text-muted-foreground">{t.noValuesMember}</p>
      )}
    </EmptyState>
  );
}

function Assessment({ data }: { data: ValuesInPractice }) {
  const { period, answered } = data.open;
  const endsOn = formatDay(period.endsOn);
  if (answered) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border bg-card p-4">
        <CheckCircle2Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h3 className="font-semibold">{t.thanksTitle}</h3>
          <p className="text-sm text-muted-foreground">{t.thanksText(endsOn)}</p>
        </div>
      </div>
    );
  }
  return <AssessmentForm data={data} endsOn={endsOn} />;
}

function AssessmentForm({ data, endsOn }: { data: ValuesInPractice; endsOn: string }) {
  const id = useId();
  const answer = useAnswerValues();
  const { period, values, threshold } = data.open;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const scores: Record<string, number> = {};
    for (const value of values) {
      const picked = form.get(value.id);
      if (typeof picked === 'string') scores[value.id] = Number(picked);
    }
    if (Object.keys(scores).length < values.length) {
      toast({ title: toasts.validationError, description: t.missing, variant: 'destructive' });
      return;
    }
    const input = validateForm(valuesAnswerSchema, { scores });
    if (input) answer.mutate(input);
  };
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      className="grid gap-5 rounded-lg border bg-card p-4"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t.formTitle}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t.period(period.cadence, formatDay(period.startsOn), endsOn)}
        </p>
      </div>
      <section
        aria-labelledby={`${id}-anonymous`}
        className="flex gap-3 rounded-md border bg-muted/40 p-3 text-sm"
      >
        <ShieldCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h4 id={`${id}-anonymous`} className="font-medium">
            {t.anonymousTitle}
          </h4>
          <ul className="grid gap-1">
            <li>{t.anonymousScores}</li>
            <li>{t.anonymousParticipation}</li>
            <li>{t.anonymousResults(threshold, endsOn)}</li>
          </ul>
        </div>
      </section>
      {values.map((value) => (
        <div key={value.id} className="grid gap-1">
          <ScaleField
            name={value.id}
            legend={t.statement(value.name)}
            min={VALUE_SCORE_MIN}
            max={VALUE_SCORE_MAX}
            low={t.low}
            high={t.high}
          />
          {value.description && <p className="text-sm text-muted-foreground">{value.description}</p>}
        </div>
      ))}
      <SubmitButton busy={answer.isPending} busyLabel={t.sending} className="sm:w-auto sm:justify-self-start">
        {t.send}
      </SubmitButton>
    </form>
  );
}

function Results({
  data,
  teamId,
  onTeam,
}: {
  data: ValuesInPractice;
  teamId: string | null;
  onTeam: (teamId: string | null) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-results`} className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h3 id={`${id}-results`} className="text-lg font-semibold">
          {t.resultsTitle}
        </h3>
        {data.teams.length > 0 && (
          <div className="grid gap-1 sm:w-64">
            <Label htmlFor={`${id}-segment`}>{t.segment}</Label>
            <NativeSelect
              id={`${id}-segment`}
              value={teamId ?? ''}
              onChange={(event) => onTeam(event.target.value === '' ? null : event.target.value)}
            >
              <option value="">{t.company}</option>
              {data.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      {data.periods.length === 0 ? (
        <EmptyState
          icon={ChartColumnIcon}
          title={t.noResultsTitle}
          text={t.noResultsText(formatDay(data.open.period.endsOn))}
          level={3}
        />
      ) : (
        <ul className="grid gap-3">
          {data.results.map((value) => (
            <li key={value.id}>
              <ValueResults value={value} periods={data.periods} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const scrollRegion =
  'min-w-0 overflow-x-auto rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

type ValueResult = ValuesInPractice['results'][number];

/** One value's periods, newest first, as a table with a bar drawn for each shown score. */
function ValueResults({ value, periods }: { value: ValueResult; periods: ValuesInPractice['periods'] }) {
  const rows = periods.map((period, i) => ({ period, ...value.periods[i]! })).reverse();
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3 sm:p-4">
      {/* A long table scrolls sideways on a narrow screen: the keyboard reaches it too (Tab, then arrows). */}
      <div role="region" aria-label={t.tableOf(value.name)} tabIndex={0} className={scrollRegion}>
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-semibold">{t.tableOf(value.name)}</caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t.periodColumn}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t.scoreColumn}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t.answeredColumn}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t.kudosColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ period, figures, kudos }) => (
              <tr key={period.startsOn} className="border-t">
                <th scope="row" className="py-2 pr-3 text-left font-normal sm:whitespace-nowrap">
                  {t.periodRange(formatDay(period.startsOn, shortDay), formatDay(period.endsOn, shortDay))}
                </th>
                <ScoreCells figures={figures} />
                <td className="py-2 tabular-nums">{kudos}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ScoreCells({ figures }: { figures: ValueFigures | null }) {
  if (figures === null) {
    return (
      <td colSpan={2} className="py-2 pr-3 text-muted-foreground">
        {t.notScored}
      </td>
    );
  }
  if (figures.suppressed) {
    return (
      <td colSpan={2} className="py-2 pr-3 text-muted-foreground italic">
        {hiddenTexts[figures.reason]}
      </td>
    );
  }
  const share = ((figures.score - VALUE_SCORE_MIN) / (VALUE_SCORE_MAX - VALUE_SCORE_MIN)) * 100;
  return (
    <>
      <td className="py-2 pr-3">
        <div className="flex items-center gap-2">
          <span className="w-16 shrink-0 tabular-nums">{t.scoreOf(figures.score)}</span>
          <span aria-hidden className="hidden h-2 w-24 overflow-hidden rounded-full bg-muted sm:block">
            <span className="block h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
          </span>
        </div>
      </td>
      <td className="py-2 pr-3 tabular-nums">{figures.respondents}</td>
    </>
  );
}
