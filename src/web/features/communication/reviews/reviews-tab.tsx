import type { Person } from '@shared/contract/people';
import type { Review, ReviewAnswer, ReviewResults } from '@shared/contract/reviews';
import {
  CHOSEN_GROUPS,
  type ChosenGroup,
  DEFAULT_REVIEW_QUESTIONS,
  REVIEW_QUESTIONS_MAX,
  SCORE_MAX,
  SCORE_MIN,
} from '@shared/review-messages';
import { answerReviewSchema, startReviewSchema } from '@shared/review-rules';
import { todayUtc } from '@shared/wellbeing-rules';
import { ArrowLeftIcon, PlusIcon, RadarIcon, XIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ChecklistField } from '@/components/checklist-field';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { ScaleField } from '@/components/scale-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth';
import { personName, usePeople } from '@/lib/people';
import { validateForm } from '@/lib/validate-form';
import { formatDay } from '../one-on-ones/format';
import {
  useAgreeReview,
  useAnswerReview,
  useDeclineReview,
  useReviewResults,
  useReviews,
  useStartReview,
} from './reviews-api';
import { reviewsTexts as texts } from './reviews-texts';

/**
 * The Reviews tab of /communication (decision 037): opt-in 360s for development. The list of the
 * person's 360s and what they still owe, starting one, the rater's form and the results, where the
 * anonymous groups show only from 3 answers and the leads by name.
 */

type View =
  { kind: 'list' } | { kind: 'start' } | { kind: 'answer'; review: Review } | { kind: 'results'; id: string };

export function ReviewsTab() {
  const [view, setView] = useState<View>({ kind: 'list' });
  const back = () => setView({ kind: 'list' });
  if (view.kind === 'start') return <StartReview onDone={back} />;
  if (view.kind === 'answer') return <AnswerForm review={view.review} onDone={back} />;
  if (view.kind === 'results') return <ResultsView id={view.id} onBack={back} />;
  return <ReviewList onView={setView} />;
}

const nameOf = (person: Review['subject']) => person?.fullName?.trim() || '—';

function ReviewList({ onView }: { onView: (view: View) => void }) {
  const reviews = useReviews();
  const { user } = useAuth();
  const start = (
    <Button onClick={() => onView({ kind: 'start' })}>
      <PlusIcon aria-hidden />
      {texts.start}
    </Button>
  );
  return (
    <QueryState
      query={reviews}
      loadFailed={texts.loadFailed}
      empty={
        <EmptyState icon={RadarIcon} title={texts.emptyTitle} text={texts.empty}>
          {start}
        </EmptyState>
      }
    >
      {(items) => {
        const sections: [string, Review[]][] = [
          [texts.aboutMe, items.filter((review) => review.aboutMe)],
          [texts.toRate, items.filter((review) => !review.aboutMe && review.myGroup !== null)],
          [
            texts.startedByMe,
            items.filter(
              (review) => !review.aboutMe && review.myGroup === null && review.startedBy?.id === user?.id,
            ),
          ],
          [
            texts.sharedWithMe,
            items.filter(
              (review) =>
                !review.aboutMe &&
                review.myGroup === null &&
                review.startedBy?.id !== user?.id &&
                review.resultsReadable,
            ),
          ],
        ];
        return (
          <div className="grid gap-6">
            <div>{start}</div>
            {sections
              .filter(([, list]) => list.length > 0)
              .map(([title, list]) => (
                <section key={title} aria-label={title} className="grid gap-3">
                  <h2 className="text-lg font-semibold">{title}</h2>
                  {list.map((review) => (
                    <ReviewCard key={review.id} review={review} onView={onView} />
                  ))}
                </section>
              ))}
          </div>
        );
      }}
    </QueryState>
  );
}

function ReviewCard({ review, onView }: { review: Review; onView: (view: View) => void }) {
  const owes = review.status === 'open' && review.myGroup !== null && !review.iAnswered;
  // Under the "About you" heading, the card need not say it again.
  const title = review.aboutMe ? texts.yours : texts.about(nameOf(review.subject));
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{title}</CardTitle>
          <Badge variant={review.status === 'open' ? 'default' : 'secondary'}>
            {texts.status[review.status]}
          </Badge>
          {review.myGroup && review.iAnswered && <Badge variant="outline">{texts.answered}</Badge>}
        </div>
        <CardDescription>
          {review.status === 'closed' ? texts.closed : texts.closesOn(formatDay(review.closesOn))} ·{' '}
          {texts.asked(review.asked.lead, review.asked.peer, review.asked.report)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {review.aboutMe && review.status === 'awaiting_agreement' && <AgreeForm review={review} />}
        {!review.aboutMe && review.status === 'awaiting_agreement' && (
          <DeclineButton review={review} label={texts.withdraw} />
        )}
        <div className="flex flex-wrap gap-2">
          {owes && <Button onClick={() => onView({ kind: 'answer', review })}>{texts.answer}</Button>}
          {review.resultsReadable && (
            <Button variant="outline" onClick={() => onView({ kind: 'results', id: review.id })}>
              {texts.results}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function DeclineButton({ review, label }: { review: Review; label: string }) {
  const declining = useDeclineReview();
  return (
    <div>
      <Button variant="outline" disabled={declining.isPending} onClick={() => declining.mutate(review.id)}>
        {label}
      </Button>
    </div>
  );
}

function AgreeForm({ review }: { review: Review }) {
  const agreeing = useAgreeReview();
  const declining = useDeclineReview();
  const [share, setShare] = useState(review.shareWithLeads);
  const id = useId();
  return (
    <div className="grid gap-2 text-sm">
      <p>{texts.agreeHint(nameOf(review.startedBy))}</p>
      <label htmlFor={id} className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-4"
          checked={share}
          onChange={(e) => setShare(e.target.checked)}
        />
        {texts.agreeShare}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={agreeing.isPending}
          onClick={() => agreeing.mutate({ id: review.id, shareWithLeads: share })}
        >
          {texts.agree}
        </Button>
        <Button variant="outline" disabled={declining.isPending} onClick={() => declining.mutate(review.id)}>
          {texts.decline}
        </Button>
      </div>
    </div>
  );
}

// ---- Starting a 360 ------------------------------------------------------------------------------

/** Who each colleague is to `me` in the company's teams: a lead of theirs, a report, or a peer. */
function groupsOf(people: readonly Person[], meId: string | undefined) {
  const me = people.find((person) => person.id === meId);
  const myTeams = new Map(me?.teams.map((team) => [team.id, team.isLead]) ?? []);
  const groupOf = (person: Person): ChosenGroup => {
    if (person.teams.some((team) => myTeams.has(team.id) && team.isLead)) return 'lead';
    if (person.teams.some((team) => myTeams.get(team.id) === true)) return 'report';
    return 'peer';
  };
  const others = people.filter((person) => person.id !== meId);
  return Object.fromEntries(
    CHOSEN_GROUPS.map((group) => [
      group,
      others
        .filter((person) => groupOf(person) === group)
        .map((person) => ({ id: person.id, label: personName(person) })),
    ]),
  ) as Record<ChosenGroup, { id: string; label: string }[]>;
}

const dayAhead = (days: number) =>
  new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function StartReview({ onDone }: { onDone: () => void }) {
  const people = usePeople();
  return (
    <QueryState query={people} loadFailed={texts.loadFailed} isEmpty={() => false}>
      {(everyone) => <StartForm people={everyone} onDone={onDone} />}
    </QueryState>
  );
}

function StartForm({ people, onDone }: { people: readonly Person[]; onDone: () => void }) {
  const { user } = useAuth();
  const starting = useStartReview(onDone);
  const id = useId();
  const choices = groupsOf(people, user?.id);
  const [chosen, setChosen] = useState<Record<ChosenGroup, string[]>>({ lead: [], peer: [], report: [] });
  const [questions, setQuestions] = useState<string[]>([...DEFAULT_REVIEW_QUESTIONS]);
  const [closesOn, setClosesOn] = useState(dayAhead(14));
  const [share, setShare] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const raters = CHOSEN_GROUPS.flatMap((group) => chosen[group].map((userId) => ({ userId, group })));
    const input = validateForm(startReviewSchema, { raters, questions, closesOn, shareWithLeads: share });
    if (input) starting.mutate(input);
  };
  return (
    <form className="grid gap-6" onSubmit={submit} aria-label={texts.startTitle}>
      <h2 className="text-lg font-semibold">{texts.startTitle}</h2>
      <p className="text-sm text-muted-foreground">{texts.empty}</p>
      {CHOSEN_GROUPS.map((group) => (
        <ChecklistField
          key={group}
          legend={texts.groups[group]}
          hint={texts.groupHints[group]}
          searchLabel={`${texts.searchPeople}: ${texts.groups[group]}`}
          empty={texts.nobody}
          items={choices[group]}
          chosen={chosen[group]}
          onChange={(ids) => setChosen({ ...chosen, [group]: ids })}
        />
      ))}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{texts.questions}</legend>
        {questions.map((question, index) => (
          <div key={index} className="flex items-center gap-2">
            <Input
              aria-label={texts.questionLabel(index + 1)}
              value={question}
              onChange={(event) =>
                setQuestions(questions.map((q, i) => (i === index ? event.target.value : q)))
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={texts.removeQuestion(index + 1)}
              disabled={questions.length === 1}
              onClick={() => setQuestions(questions.filter((_, i) => i !== index))}
            >
              <XIcon aria-hidden />
            </Button>
          </div>
        ))}
        {questions.length < REVIEW_QUESTIONS_MAX && (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setQuestions([...questions, ''])}
            >
              <PlusIcon aria-hidden />
              {texts.addQuestion}
            </Button>
          </div>
        )}
      </fieldset>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={`${id}-closes`}>{texts.closesOnLabel}</Label>
        <Input
          id={`${id}-closes`}
          type="date"
          value={closesOn}
          onChange={(event) => setClosesOn(event.target.value)}
        />
      </div>
      <div className="grid gap-1 text-sm">
        <label htmlFor={`${id}-share`} className="flex items-center gap-2">
          <input
            id={`${id}-share`}
            type="checkbox"
            className="size-4"
            checked={share}
            onChange={(event) => setShare(event.target.checked)}
          />
          {texts.share}
        </label>
        <p className="text-muted-foreground">{texts.shareHint}</p>
      </div>
      <div className="flex gap-2">
        <SubmitButton busy={starting.isPending} busyLabel={texts.sending} className="w-auto">
          {texts.send}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

// ---- Answering ------------------------------------------------------------------------------------

function AnswerForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const answering = useAnswerReview(review.id, onDone);
  const id = useId();
  const group = review.myGroup ?? 'peer';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answers = review.questions.map((question) => {
      const score = form.get(`${id}-score-${question.id}`);
      return {
        questionId: question.id,
        score: typeof score === 'string' ? Number(score) : undefined,
        comment: form.get(`${id}-comment-${question.id}`),
      };
    });
    const input = validateForm(answerReviewSchema, { answers });
    if (input) answering.mutate(input);
  };
  const subject = review.aboutMe ? texts.yourself : nameOf(review.subject);
  return (
    <form className="grid gap-6" onSubmit={submit} aria-label={texts.answerTitle(subject)}>
      <h2 className="text-lg font-semibold">{texts.answerTitle(subject)}</h2>
      <p className="rounded-md border bg-muted/40 p-3 text-sm">{texts.whoSees[group]}</p>
      {review.questions.map((question) => (
        <div key={question.id} className="grid gap-3">
          <ScaleField
            name={`${id}-score-${question.id}`}
            legend={question.text}
            min={SCORE_MIN}
            max={SCORE_MAX}
            low={texts.scaleLow}
            high={texts.scaleHigh}
          />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-comment-${question.id}`}>{texts.comment}</Label>
            <Textarea id={`${id}-comment-${question.id}`} name={`${id}-comment-${question.id}`} rows={2} />
          </div>
        </div>
      ))}
      <div className="flex gap-2">
        <SubmitButton busy={answering.isPending} busyLabel={texts.sendingAnswers} className="w-auto">
          {texts.sendAnswers}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

// ---- Results ----------------------------------------------------------------------------------------

function ResultsView({ id, onBack }: { id: string; onBack: () => void }) {
  const results = useReviewResults(id);
  return (
    <div className="grid gap-6">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeftIcon aria-hidden />
          {texts.back}
        </Button>
      </div>
      <QueryState query={results} loadFailed={texts.loadFailed} isEmpty={() => false}>
        {(shown) => <Results results={shown} />}
      </QueryState>
    </div>
  );
}

function Answers({ answers, questions }: { answers: ReviewAnswer[]; questions: Review['questions'] }) {
  return (
    <ul className="grid gap-2 text-sm">
      {questions.map((question) => {
        const answer = answers.find((entry) => entry.questionId === question.id);
        return (
          <li key={question.id}>
            <span className="text-muted-foreground">{question.text}</span>{' '}
            <span className="font-medium tabular-nums">
              {answer ? `${answer.score} / ${SCORE_MAX}` : '—'}
            </span>
            {answer?.comment && <p className="break-words whitespace-pre-line">{answer.comment}</p>}
          </li>
        );
      })}
    </ul>
  );
}

function Results({ results }: { results: ReviewResults }) {
  const { review } = results;
  const name = nameOf(review.subject);
  const questionText = (questionId: string) =>
    review.questions.find((question) => question.id === questionId)?.text ?? '';
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">{texts.resultsTitle(review.aboutMe ? texts.you : name)}</h2>
      <Card>
        <CardHeader>
          <CardTitle>{review.aboutMe ? texts.self : texts.selfOf(name)}</CardTitle>
        </CardHeader>
        <CardContent>
          {results.self ? (
            <Answers answers={results.self} questions={review.questions} />
          ) : (
            <p className="text-sm text-muted-foreground">{texts.noSelf}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{texts.leads}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {results.leads.length === 0 && <p className="text-sm text-muted-foreground">{texts.noLeads}</p>}
          {results.leads.map((entry) => (
            <section key={entry.lead?.id} aria-label={nameOf(entry.lead)} className="grid gap-1">
              <h3 className="font-medium">{nameOf(entry.lead)}</h3>
              <Answers answers={entry.answers} questions={review.questions} />
            </section>
          ))}
        </CardContent>
      </Card>
      {results.groups.map((group) => (
        <section key={group.group} aria-label={texts.groupNames[group.group]}>
          <Card>
            <CardHeader>
              <CardTitle>{texts.groupNames[group.group]}</CardTitle>
              <CardDescription>
                {group.withheld ?? texts.answeredOf(group.answered ?? 0, group.asked)}
              </CardDescription>
            </CardHeader>
            {!group.withheld && (
              <CardContent className="grid gap-3">
                <ul className="grid gap-1 text-sm">
                  {group.questions.map((figure) => (
                    <li key={figure.questionId}>
                      <span className="text-muted-foreground">{questionText(figure.questionId)}</span>{' '}
                      <span className="font-medium tabular-nums">{texts.mean(figure.mean)}</span>{' '}
                      <span className="text-muted-foreground">({texts.count(figure.count)})</span>
                    </li>
                  ))}
                </ul>
                <h3 className="text-sm font-medium">{texts.comments}</h3>
                {group.comments.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{texts.noComments}</p>
                ) : (
                  <ul className="grid gap-2 text-sm">
                    {group.comments.map((comment, index) => (
                      <li key={index} className="rounded-md border p-2">
                        <p className="text-xs text-muted-foreground">{questionText(comment.questionId)}</p>
                        <p className="break-words whitespace-pre-line">{comment.text}</p>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            )}
          </Card>
        </section>
      ))}
    </div>
  );
}
