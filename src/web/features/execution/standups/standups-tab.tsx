import type { Participation, StandupPage, StandupTeam } from '@shared/contract/standups';
import { answerStandupSchema } from '@shared/standup-rules';
import { ChevronLeftIcon, ChevronRightIcon, MessagesSquareIcon, UsersIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { useUrlParams } from '@/lib/use-url-tab';
import { validateForm } from '@/lib/validate-form';
import { useAnswerStandup, useParticipation, useStandupDay, useStandupTeams } from './api/standups-api';
import { SettingsForm, SettingsSummary } from './standup-settings';
import { formatDay, formatShortDay, standupTexts as t } from './standups-texts';

/** The Standups tab: per team the person is in, its standup page of a day (`?team=`, `?day=`). */
export function StandupsTab() {
  const teams = useStandupTeams();
  return (
    <QueryState
      query={teams}
      loadFailed={t.loadFailed}
      empty={
        <EmptyState icon={UsersIcon} title={t.noTeamTitle} text={t.noTeamText}>
          <Button asChild variant="outline">
            <Link to="/teams">{t.toTeams}</Link>
          </Button>
        </EmptyState>
      }
    >
      {(list) => <Teams teams={list} />}
    </QueryState>
  );
}

function Teams({ teams }: { teams: StandupTeam[] }) {
  const id = useId();
  const [params, update] = useUrlParams();
  const chosen = teams.find((team) => team.teamId === params.get('team')) ?? teams[0]!;
  return (
    <div className="mt-4 grid gap-6">
      {teams.length > 1 && (
        <div className="grid max-w-xs gap-2">
          <Label htmlFor={`${id}-team`}>{t.team}</Label>
          <NativeSelect
            id={`${id}-team`}
            value={chosen.teamId}
            onChange={(event) => update({ team: event.target.value, day: null })}
          >
            {teams.map((team) => (
              <option key={team.teamId} value={team.teamId}>
                {team.teamName}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <TeamStandup key={chosen.teamId} team={chosen} day={params.get('day') ?? undefined} />
    </div>
  );
}

function TeamStandup({ team, day }: { team: StandupTeam; day: string | undefined }) {
  if (team.standup) return <StandupDay team={team} day={day} />;
  if (!team.isLead)
    return <EmptyState icon={MessagesSquareIcon} title={t.offTitle} text={t.offText(team.teamName)} />;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">{t.turnOnTitle}</h2>
        <CardDescription>{t.turnOnText(team.teamName)}</CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsForm teamId={team.teamId} standup={null} onDone={() => undefined} />
      </CardContent>
    </Card>
  );
}

function StandupDay({ team, day }: { team: StandupTeam; day: string | undefined }) {
  const page = useStandupDay(team.teamId, day);
  return (
    <QueryState query={page} loadFailed={t.dayLoadFailed}>
      {(data) => (
        <div className="grid gap-6">
          <DayNav page={data} />
          {data.standup?.paused && <p className="text-sm text-muted-foreground">{t.pausedNote}</p>}
          {!data.isStandupDay && <p className="text-sm text-muted-foreground">{t.notAStandupDay}</p>}
          {data.canAnswer && <AnswerForm key={data.day} page={data} />}
          <Answers page={data} />
          {data.isStandupDay && <NotAnswered page={data} />}
          <Participation teamId={team.teamId} />
          <Settings team={team} page={data} />
        </div>
      )}
    </QueryState>
  );
}

function DayNav({ page }: { page: StandupPage }) {
  const [, update] = useUrlParams();
  const go = (day: string | null) => update({ team: page.team.id, day: day === page.today ? null : day });
  return (
    <nav aria-label={t.dayNav} className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t.previousDay}
        disabled={!page.previousDay}
        onClick={() => go(page.previousDay)}
      >
        <ChevronLeftIcon aria-hidden />
      </Button>
      <h2 className="text-lg font-semibold">
        {page.team.name} · {formatDay(page.day)}
      </h2>
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t.nextDay}
        disabled={!page.nextDay}
        onClick={() => go(page.nextDay)}
      >
        <ChevronRightIcon aria-hidden />
      </Button>
      {page.day !== page.today && (
        <Button type="button" variant="ghost" size="sm" onClick={() => go(null)}>
          {t.backToToday}
        </Button>
      )}
    </nav>
  );
}

function AnswerForm({ page }: { page: StandupPage }) {
  const id = useId();
  const { user } = useAuth();
  const mine = page.answers.find((answer) => answer.person.id === user?.id);
  const questions = page.standup?.questions ?? [];
  const [texts, setTexts] = useState<string[]>(() =>
    questions.map((question, index) =>
      mine && mine.answers[index]?.text === question.text ? (mine.answers[index]?.answer ?? '') : '',
    ),
  );
  const send = useAnswerStandup(page.team.id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (texts.every((text) => text.trim() === '')) {
      toast({ title: t.answerRequired, variant: 'destructive' });
      return;
    }
    const input = validateForm(answerStandupSchema, { answers: texts });
    if (input) send.mutate({ answers: texts });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.yourAnswer}</CardTitle>
        <CardDescription>{t.yourAnswerHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {questions.map((question, index) => (
            <div key={index} className="grid gap-2">
              <Label htmlFor={`${id}-${index}`}>{question.text}</Label>
              <Textarea
                id={`${id}-${index}`}
                rows={2}
                value={texts[index] ?? ''}
                onChange={(event) =>
                  setTexts((current) => current.map((text, at) => (at === index ? event.target.value : text)))
                }
              />
            </div>
          ))}
          <SubmitButton busy={send.isPending} busyLabel={t.posting} className="w-fit">
            {mine ? t.update : t.post}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

function Answers({ page }: { page: StandupPage }) {
  const { user } = useAuth();
  return (
    <section aria-labelledby="standup-answers" className="grid gap-3">
      <h3 id="standup-answers" className="font-semibold">
        {t.answered} ({page.answers.length})
      </h3>
      {page.answers.length === 0 && <p className="text-sm text-muted-foreground">{t.noAnswersYet}</p>}
      <ul className="grid gap-3">
        {page.answers.map((answer) => (
          <li key={answer.person.id} className="rounded-lg border bg-card p-4">
            <p className="mb-2 flex flex-wrap items-center gap-2 font-medium">
              {answer.person.fullName?.trim() || t.unnamed}
              {answer.person.id === user?.id && <span className="text-muted-foreground">{t.you}</span>}
              {answer.blocked && <Badge variant="accent">{t.blocked}</Badge>}
              {answer.fromClose && <Badge variant="outline">{t.fromClose}</Badge>}
            </p>
            <dl className="grid gap-2 text-sm">
              {answer.answers.map((item, index) => (
                <div key={index}>
                  <dt className="text-muted-foreground">{item.text}</dt>
                  <dd className="whitespace-pre-line">
                    {item.answer || <span className="text-muted-foreground">{t.emptyAnswer}</span>}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NotAnswered({ page }: { page: StandupPage }) {
  return (
    <section aria-labelledby="standup-not-answered" className="grid gap-2">
      <h3 id="standup-not-answered" className="font-semibold">
        {t.notAnswered}
      </h3>
      {page.notAnswered.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.everyoneAnswered}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {page.notAnswered.map((person) => (
            <li key={person.id}>
              <Badge variant="secondary">{person.fullName?.trim() || t.unnamed}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Participation({ teamId }: { teamId: string }) {
  const participation = useParticipation(teamId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.participationTitle}</CardTitle>
        <CardDescription>{t.participationText}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={participation} loadFailed={t.dayLoadFailed}>
          {(data) => <ParticipationFigure participation={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ParticipationFigure({ participation }: { participation: Participation }) {
  if (!participation.shown)
    return (
      <p className="text-sm text-muted-foreground">{t.participationWithheld(participation.threshold)}</p>
    );
  return (
    <ol className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
      {participation.weeks.map((week) => (
        <li key={week.weekStart} className="grid gap-1 rounded-md border p-2">
          <span className="text-xs text-muted-foreground">{t.weekOf(formatShortDay(week.weekStart))}</span>
          <span className="font-medium">
            {week.share === null ? (
              <span className="text-xs font-normal text-muted-foreground">{t.noStandupThatWeek}</span>
            ) : (
              `${Math.round(week.share * 100)}%`
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Settings({ team, page }: { team: StandupTeam; page: StandupPage }) {
  const [editing, setEditing] = useState(false);
  const standup = page.standup;
  if (!standup) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.settingsTitle}</CardTitle>
        {!team.isLead && <CardDescription>{t.settingsReadOnly}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing ? (
          <SettingsForm
            teamId={team.teamId}
            standup={standup}
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <SettingsSummary standup={standup} />
            {team.isLead && (
              <Button type="button" variant="outline" className="w-fit" onClick={() => setEditing(true)}>
                {t.change}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
