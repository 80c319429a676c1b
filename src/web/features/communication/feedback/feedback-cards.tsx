import type { FeedbackItem, FeedbackRequest } from '@shared/contract/feedback';
import { EyeOffIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { feedbackTexts as t, formatDay, ownVisibilityTexts, visibilityTexts } from './feedback-texts';

const nameOf = (person: { fullName: string | null } | null) => person?.fullName?.trim() || 'A colleague';

/**
 * One piece of feedback: who wrote it about whom and when, who reads it, and its text; for the
 * recipient of leads-only feedback, that it exists and why its text is not shown.
 */
export function FeedbackCard({
  item,
  heading,
  aboutMe = false,
  onDelete,
}: {
  item: FeedbackItem;
  /** "From Ana", "To Ben", "Ana about Ben": what the list needs to say. */
  heading: string;
  /** Feedback the reader received: who reads it is said in their words ("You and your leads"). */
  aboutMe?: boolean;
  onDelete?: ((item: FeedbackItem) => void) | undefined;
}) {
  const words = aboutMe ? ownVisibilityTexts : visibilityTexts;
  return (
    <article className="grid gap-2 rounded-lg border p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{heading}</h3>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{words[item.visibility].label}</Badge>
          <time dateTime={item.createdAt}>{formatDay(item.createdAt)}</time>
        </div>
      </header>
      {item.question && <p className="text-sm text-muted-foreground">{t.answering(item.question)}</p>}
      {item.body === null ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <EyeOffIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.withheld}
        </p>
      ) : (
        <p className="whitespace-pre-line">{item.body}</p>
      )}
      {(item.value || (onDelete && item.mine)) && (
        <footer className="flex flex-wrap items-center justify-between gap-2">
          {item.value ? <Badge variant="secondary">{item.value.name}</Badge> : <span />}
          {onDelete && item.mine && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t.deleteLabel(nameOf(item.recipient))}
              onClick={() => onDelete(item)}
            >
              {t.deleteFeedback}
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}

export const headingFor = {
  received: (item: FeedbackItem) => t.from(nameOf(item.author)),
  given: (item: FeedbackItem) => t.to(nameOf(item.recipient)),
  team: (item: FeedbackItem) => t.about(nameOf(item.author), nameOf(item.recipient)),
};

/** A request asked of the caller, waiting for their answer. */
export function WaitingRequestCard({
  request,
  onAnswer,
}: {
  request: FeedbackRequest;
  onAnswer: (request: FeedbackRequest) => void;
}) {
  return (
    <article className="grid gap-2 rounded-lg border p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">{t.askedBy(nameOf(request.asker))}</h4>
        <span className="text-sm text-muted-foreground">{t.expires(formatDay(request.expiresAt))}</span>
      </header>
      <p className="whitespace-pre-line">{request.question}</p>
      <footer className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="outline">{visibilityTexts[request.visibility].label}</Badge>
        <Button
          type="button"
          size="sm"
          aria-label={t.answerLabel(nameOf(request.asker))}
          onClick={() => onAnswer(request)}
        >
          {t.answer}
        </Button>
      </footer>
    </article>
  );
}

/** A request the caller asked: the question, who answered, and whether it expired. */
export function AskedRequestCard({ request }: { request: FeedbackRequest }) {
  const answered = request.asked.filter((asked) => asked.answered).length;
  return (
    <article className="grid gap-2 rounded-lg border p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">{request.question}</h4>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{ownVisibilityTexts[request.visibility].label}</Badge>
          {request.expired ? (
            <Badge variant="secondary">{t.expired}</Badge>
          ) : (
            <span>{t.expires(formatDay(request.expiresAt))}</span>
          )}
        </div>
      </header>
      <p className="text-sm text-muted-foreground">{t.answeredCount(answered, request.asked.length)}</p>
      <ul aria-label={t.answeredBy} className="flex flex-wrap gap-2 text-sm">
        {request.asked.map((asked) => (
          <li key={asked.person.id} className="rounded-full border px-3 py-0.5">
            {nameOf(asked.person)}: {asked.answered ? t.hasAnswered : t.notAnswered}
          </li>
        ))}
      </ul>
    </article>
  );
}
