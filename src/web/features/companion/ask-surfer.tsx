import { ASK_HISTORY_TURNS_MAX, QUESTION_MAX } from '@shared/companion-messages';
import type { ModelState } from '@shared/contract/companion';
import { BotOffIcon, SendIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { AnswerView } from '@/components/companion/answer-view';
import { type Answer, emptyAnswer, streamInto } from '@/components/companion/use-answer';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth';
import { onValidSubmit, rulesWhenIdle } from '@/lib/validate-form';
import { companionTexts as t } from './companion-texts';

const askRules = rulesWhenIdle(() => import('@shared/companion-rules').then((rules) => rules.askSchema));

interface Turn {
  id: number;
  question: string;
  answer: Answer;
}

/** The turns before a question, as the model reads them: the last ones, whole answers only. */
const historyOf = (turns: Turn[]) =>
  turns
    .filter((turn) => turn.answer.status === 'done')
    .flatMap((turn) => [
      { role: 'user' as const, content: turn.question },
      { role: 'assistant' as const, content: turn.answer.text },
    ])
    .slice(-ASK_HISTORY_TURNS_MAX);

/**
 * Ask the Surfer (decision 046): a conversation about the person's own work, kept in this page only
 * (nothing of it is stored), each answer streamed with the sources the server chose.
 */
export function AskSurfer({ model }: { model: ModelState }) {
  const id = useId();
  if (!model.on) return <ModelOff off={model.off} />;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t.askTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.askText}</p>
      </div>
      <Conversation />
    </section>
  );
}

function Conversation() {
  const id = useId();
  const { callApi } = useAuth();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // The answers under way, stopped when the person leaves the page.
  const [running] = useState(() => new Set<AbortController>());
  useEffect(() => () => running.forEach((controller) => controller.abort()), [running]);
  const busy = turns.at(-1)?.answer.status === 'streaming';

  const ask = ({ question }: { question: string }) => {
    const controller = new AbortController();
    running.add(controller);
    const turn: Turn = { id: turns.length, question, answer: emptyAnswer() };
    const history = historyOf(turns);
    setTurns((current) => [...current, turn]);
    setDraft('');
    void streamInto(
      () => callApi('POST /api/companion/ask', { body: { question, history }, signal: controller.signal }),
      (change) =>
        setTurns((current) =>
          current.map((each) => (each.id === turn.id ? { ...each, answer: change(each.answer) } : each)),
        ),
      controller.signal,
    ).finally(() => running.delete(controller));
  };

  return (
    <div className="grid gap-4">
      {turns.length > 0 && (
        <ol className="grid gap-4" aria-label={t.conversation}>
          {turns.map((turn) => (
            <li key={turn.id} className="grid gap-2">
              <p className="justify-self-end rounded-lg bg-primary/10 px-3 py-2 text-sm whitespace-pre-wrap">
                <span className="sr-only">{t.you}</span>
                {turn.question}
              </p>
              <div className="rounded-lg border bg-background p-3">
                <AnswerView answer={turn.answer} label={t.answerLabel(turn.question)} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <form ref={form} noValidate onSubmit={onValidSubmit(askRules, ask)} className="grid gap-2">
        <Label htmlFor={`${id}-question`}>{t.question}</Label>
        <Textarea
          id={`${id}-question`}
          name="question"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={QUESTION_MAX}
          rows={2}
          placeholder={t.questionPlaceholder}
          aria-describedby={`${id}-hint`}
          onKeyDown={(event) => {
            // Ctrl+Enter (⌘+Enter) asks, as in chat tools; Enter alone starts a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) form.current?.requestSubmit();
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t.questionHint}
          </p>
          <Button type="submit" disabled={busy}>
            <SendIcon aria-hidden />
            {t.ask}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** With the model off: why, and how to turn it on. The nudges above work either way. */
function ModelOff({ off }: { off: ModelState['off'] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-lg border bg-muted/40 p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold">
        <BotOffIcon aria-hidden className="size-5 text-muted-foreground" />
        {t.offTitle}
      </h2>
      {off === 'turned_off' ? (
        <p className="text-sm text-muted-foreground">{t.turnedOff}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t.notConfigured}</p>
          <pre className="overflow-x-auto rounded-md bg-background p-3 text-xs">{t.settingsExample}</pre>
          <p className="text-sm text-muted-foreground">{t.neverSent}</p>
        </>
      )}
    </section>
  );
}
