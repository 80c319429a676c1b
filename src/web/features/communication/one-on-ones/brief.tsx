import { WavesIcon } from 'lucide-react';
import { AnswerView } from '@/components/companion/answer-view';
import { useAnswer } from '@/components/companion/use-answer';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { oneOnOneTexts as t } from './one-on-ones-texts';

/**
 * The Surfer's brief before the next meeting (decision 046): from what both people already see, never
 * the private notes, each point citing its source. Asked for, never stored.
 */
export function Brief({ oneOnOneId }: { oneOnOneId: string }) {
  const { callApi } = useAuth();
  const { answer, ask } = useAnswer();
  const busy = answer?.status === 'streaming';
  const prepare = () =>
    ask((signal) =>
      callApi('POST /api/companion/one-on-ones/:id/brief', { params: { id: oneOnOneId }, signal }),
    );
  return (
    <section aria-labelledby="brief" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid max-w-prose gap-1">
          <h2 id="brief" className="flex items-center gap-2 text-lg font-semibold">
            <WavesIcon aria-hidden className="size-5 text-primary" />
            {t.briefTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{t.briefText}</p>
        </div>
        {/* aria-disabled, not disabled: the button keeps the focus while the brief is written. */}
        <Button
          type="button"
          variant="outline"
          aria-disabled={busy}
          className={busy ? 'opacity-60' : undefined}
          onClick={() => !busy && prepare()}
        >
          {busy ? t.preparingBrief : answer ? t.prepareAgain : t.prepareBrief}
        </Button>
      </div>
      {answer && (
        <div className="grid gap-2 rounded-lg border bg-background p-3">
          <h3 className="text-sm font-semibold">{t.briefResult}</h3>
          <AnswerView answer={answer} label={t.briefResult} />
        </div>
      )}
    </section>
  );
}
