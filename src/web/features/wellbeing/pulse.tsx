import type { PulseStatus } from '@shared/contract/wellbeing';
import { addDays } from '@shared/days';
import { PULSE_QUESTION_KEYS } from '@shared/wellbeing-messages';
import { ChartColumnIcon, CheckCircle2Icon, ShieldCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { QueryState } from '@/components/query-state';
import { ScaleField } from '@/components/scale-field';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';
import { Link } from '@/lib/router';
import { onValidSubmit, rulesWhenIdle } from '@/lib/validate-form';
import { isAlreadyAnswered, useAnswerPulse, usePulseStatus } from './api/wellbeing-api';
import { formatLongDay } from './days';
import { wellbeingTexts as t } from './wellbeing-texts';

const pulseAnswersRules = rulesWhenIdle(() =>
  import('@shared/wellbeing-rules').then((rules) => rules.pulseAnswersSchema),
);

/**
 * The pulse open now: its five questions and what answering stores, or, once answered, when the next
 * one opens. Admins and leads also get the way to the results.
 */
export function Pulse() {
  const status = usePulseStatus();
  const answer = useAnswerPulse();
  return (
    <QueryState query={status} loadFailed={t.pulseLoadFailed} isEmpty={() => false}>
      {(pulse) => (
        <div className="grid gap-4">
          {pulse.answered ? (
            <Answered pulse={pulse} again={isAlreadyAnswered(answer.error)} />
          ) : (
            <PulseForm pulse={pulse} send={answer.mutate} busy={answer.isPending} />
          )}
          {pulse.canReadResults && <ResultsNote />}
        </div>
      )}
    </QueryState>
  );
}

function PulseForm({
  pulse,
  send,
  busy,
}: {
  pulse: PulseStatus;
  send: ReturnType<typeof useAnswerPulse>['mutate'];
  busy: boolean;
}) {
  const id = useId();
  const { period, settings } = pulse;
  const endsOn = formatLongDay(period.endsOn);
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg leading-none font-semibold">
          {t.pulseTitle}
        </h2>
        <CardDescription>
          {t.pulsePeriod(period.cadence, formatLongDay(period.startsOn), endsOn)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section
          aria-labelledby={`${id}-stored`}
          className="flex gap-3 rounded-md border bg-muted/40 p-3 text-sm"
        >
          <ShieldCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <h3 id={`${id}-stored`} className="font-medium">
              {t.storedTitle}
            </h3>
            <ul className="grid gap-1">
              <li>{t.storedAnswers}</li>
              <li>{t.storedParticipation}</li>
              <li>{t.storedResults(settings.threshold, endsOn)}</li>
            </ul>
          </div>
        </section>
        <form
          noValidate
          onSubmit={onValidSubmit(pulseAnswersRules, (answers) => send({ answers }), PULSE_QUESTION_KEYS)}
          className="grid gap-6"
        >
          {pulse.questions.map((question) => (
            <ScaleField
              key={question.key}
              name={question.key}
              legend={question.text}
              min={question.min}
              max={question.max}
              low={question.low}
              high={question.high}
            />
          ))}
          <SubmitButton busy={busy} busyLabel={t.sending} className="sm:w-auto sm:justify-self-end">
            {t.send}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

/** After answering; `again` when the answers just sent were refused as a second answer. */
function Answered({ pulse, again }: { pulse: PulseStatus; again: boolean }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border bg-card p-6">
      <CheckCircle2Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t.answeredTitle}</h2>
        {again && <p>{t.alreadyAnswered}</p>}
        <p className="text-muted-foreground">{t.nextOpens(formatLongDay(addDays(pulse.period.endsOn, 1)))}</p>
      </div>
    </div>
  );
}

function ResultsNote() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground">{t.resultsNote}</p>
      <Link to="/analytics" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <ChartColumnIcon aria-hidden />
        {t.resultsLink}
      </Link>
    </div>
  );
}
