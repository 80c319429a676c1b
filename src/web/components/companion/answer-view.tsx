import type { CompanionSource } from '@shared/contract/companion';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from '@/lib/router';
import type { Answer } from './use-answer';

export const answerTexts = {
  thinking: 'The Surfer is reading your context…',
  sources: 'Sources',
  noSources: 'No sources: nothing of yours in SOS was about this.',
  source: (n: number, title: string) => `Source ${n}: ${title}`,
} as const;

/** The model's words, each `[n]` it cites made a link to that source (where the fact came from). */
function Cited({ text, sources }: { text: string; sources: CompanionSource[] }) {
  const parts = text.split(/(\[\d+\])/);
  return parts.map((part, index) => {
    const n = /^\[(\d+)\]$/.exec(part)?.[1];
    const source = n ? sources.find((candidate) => candidate.n === Number(n)) : undefined;
    if (!source) return <Fragment key={index}>{part}</Fragment>;
    return (
      <Link
        key={index}
        to={source.href}
        className="align-super text-xs font-medium text-primary underline-offset-2 hover:underline"
        aria-label={answerTexts.source(source.n, source.title)}
        title={source.title}
      >
        [{source.n}]
      </Link>
    );
  });
}

/**
 * A streamed answer: its words as they come (the region says it is busy until the last), the error
 * in words when the model gave no whole answer, and the sources it was given, each a link.
 */
export function AnswerView({ answer, label }: { answer: Answer; label: string }) {
  const busy = answer.status === 'streaming';
  return (
    <div className="grid gap-3" aria-busy={busy} aria-label={label} role="group">
      {answer.text ? (
        <p className="text-sm leading-relaxed whitespace-pre-wrap">
          <Cited text={answer.text} sources={answer.sources} />
        </p>
      ) : (
        busy && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2Icon aria-hidden className="size-4 animate-spin text-primary" />
            {answerTexts.thinking}
          </p>
        )
      )}
      {answer.error && (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <AlertCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {answer.error}
        </p>
      )}
      {!busy && answer.status === 'done' && <SourceList sources={answer.sources} />}
    </div>
  );
}

function SourceList({ sources }: { sources: CompanionSource[] }) {
  if (sources.length === 0) return <p className="text-xs text-muted-foreground">{answerTexts.noSources}</p>;
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">{answerTexts.sources}</p>
      <ol className="grid gap-1 text-xs">
        {sources.map((source) => (
          <li key={source.n} className="flex gap-1">
            <span className="text-muted-foreground">[{source.n}]</span>
            <Link to={source.href} className="text-primary underline-offset-2 hover:underline">
              {source.title}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
