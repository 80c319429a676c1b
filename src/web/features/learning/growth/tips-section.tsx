import type { LearningTips } from '@shared/contract/growth';
import { tipText } from '@shared/growth-rules';
import { TIP_MAX } from '@shared/learning-messages';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { validateForm } from '@/lib/validate-form';
import { useLearningTips, useSaveTip } from './growth-api';
import { growthTexts as t } from './growth-texts';

/**
 * "This week's tips": one text per competency of a chosen track, for admins and leads only (the
 * answer says whether the caller writes tips; nobody else sees the section).
 */
export function TipsSection() {
  const [trackId, setTrackId] = useState<string | null>(null);
  const tips = useLearningTips(trackId);
  if (!tips.data?.canWrite) return null;
  return (
    <section aria-labelledby="tips-title" className="grid gap-4 border-t pt-6">
      <div className="grid gap-1">
        <h2 id="tips-title" className="text-xl font-semibold">
          {t.tipsTitle}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t.tipsDescription}</p>
      </div>
      <QueryState query={tips} loadFailed={t.tipsLoadFailed} isEmpty={() => false}>
        {(data) => <TipsOfTrack tips={data} onTrack={setTrackId} />}
      </QueryState>
    </section>
  );
}

function TipsOfTrack({ tips, onTrack }: { tips: LearningTips; onTrack: (trackId: string) => void }) {
  const id = useId();
  if (tips.tracks.length === 0) return <p className="text-sm text-muted-foreground">{t.noTracks}</p>;
  return (
    <div className="grid gap-4">
      <div className="grid max-w-sm gap-2">
        <Label htmlFor={`${id}-track`}>{t.trackLabel}</Label>
        <NativeSelect
          id={`${id}-track`}
          value={tips.trackId ?? ''}
          onChange={(event) => onTrack(event.target.value)}
        >
          {tips.tracks.map((track) => (
            <option key={track.id} value={track.id}>
              {track.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {tips.competencies.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noCompetencies}</p>
      ) : (
        <ul className="grid gap-3">
          {tips.competencies.map((competency) => (
            <TipForm key={`${competency.id}-${tips.week}`} competency={competency} week={tips.week} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TipForm({ competency, week }: { competency: LearningTips['competencies'][number]; week: string }) {
  const id = useId();
  const save = useSaveTip();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    // A tip emptied is a tip taken back.
    if (text.trim() === '') {
      if (competency.tip) save.mutate({ competencyId: competency.id, week, text: null });
      return;
    }
    const input = validateForm(tipText, text);
    if (input !== null) save.mutate({ competencyId: competency.id, week, text: input });
  };
  return (
    <li>
      <form noValidate onSubmit={submit} className="grid gap-2 rounded-lg border bg-card p-3">
        <Label htmlFor={`${id}-text`}>{t.tipLabel(competency.name)}</Label>
        <Textarea
          id={`${id}-text`}
          name="text"
          rows={2}
          maxLength={TIP_MAX}
          defaultValue={competency.tip?.text ?? ''}
        />
        <SubmitButton
          busy={save.isPending}
          busyLabel={t.saving}
          aria-label={t.saveTipLabel(competency.name)}
          className="sm:w-auto sm:justify-self-end"
        >
          {t.saveTip}
        </SubmitButton>
      </form>
    </li>
  );
}
