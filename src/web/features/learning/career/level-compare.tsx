import { SKILL_RATING_LABELS } from '@shared/career-messages';
import type { LevelView } from '@shared/contract/career';
import { SKILL_RATING_MAX, SKILL_RATING_MIN, SKILL_RATING_NOTE_MAX } from '@shared/learning-messages';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { onValidSubmit, rulesWhenIdle } from '@/lib/validate-form';
import { usePutRating, useShareRatings } from './career-api';
import { careerTexts as t } from './career-texts';

const skillRatingRules = rulesWhenIdle(() =>
  import('@shared/career-rules').then((rules) => rules.skillRatingSchema),
);

type Competency = LevelView['competencies'][number];
type Place = NonNullable<LevelView['place']>;

const labelOf = (rating: number) => SKILL_RATING_LABELS[rating - SKILL_RATING_MIN] ?? String(rating);
const RATINGS = Array.from(
  { length: SKILL_RATING_MAX - SKILL_RATING_MIN + 1 },
  (_, i) => SKILL_RATING_MIN + i,
);

/**
 * A person's level vs the next, competency by competency: the two texts side by side (stacked on a
 * phone), the next one marked where it asks something new, and the ratings the caller may read.
 */
export function LevelCompare({ view, place }: { view: LevelView; place: Place }) {
  const self = view.viewer === 'self';
  const share = useShareRatings();
  const anyUnshared = view.competencies.some((competency) => competency.self && !competency.self.shared);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-lg font-semibold">{t.trackLevel(place.track.name, place.level.name)}</p>
        {place.level.summary && (
          <p className="max-w-prose text-sm text-muted-foreground">{place.level.summary}</p>
        )}
        {place.next ? (
          <p className="text-sm">{t.nextLevel(place.next.name)}</p>
        ) : (
          <div className="rounded-lg border bg-card p-3">
            <p className="font-semibold">{t.atTop}</p>
            <p className="text-sm text-muted-foreground">{t.atTopText}</p>
          </div>
        )}
      </div>
      {self && anyUnshared && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t.sharing}</p>
          <Button
            type="button"
            variant="outline"
            disabled={share.isPending}
            onClick={() => share.mutate({ shared: true })}
          >
            {t.shareAll}
          </Button>
        </div>
      )}
      {view.competencies.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noCompetencies}</p>
      ) : (
        <ul className="grid gap-3">
          {view.competencies.map((competency) => (
            <CompetencyRow
              key={competency.id}
              competency={competency}
              view={view}
              hasNext={place.next !== null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Both columns alike, the marked one's edge included, so that their headings and texts line up. */
const column = 'grid content-start gap-1 rounded-md border-l-4 p-2';

function CompetencyRow({
  competency,
  view,
  hasNext,
}: {
  competency: Competency;
  view: LevelView;
  hasNext: boolean;
}) {
  const headingId = `competency-${competency.id}`;
  const self = view.viewer === 'self';
  const marked = competency.changed;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
        <h3 id={headingId} className="font-semibold break-words">
          {competency.name}
        </h3>
        <div className={hasNext ? 'grid gap-3 md:grid-cols-2' : 'grid gap-3'}>
          <div className={`${column} border-transparent`}>
            <p className="text-xs font-semibold text-muted-foreground uppercase">
              {self ? t.yourLevel : t.theirLevel}
            </p>
            <AskText text={competency.current} />
          </div>
          {hasNext && (
            <div
              className={marked ? `${column} border-primary bg-accent/40` : `${column} border-transparent`}
            >
              <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-muted-foreground uppercase">
                {t.next}
                {marked && (
                  <Badge variant="accent">{competency.current === null ? t.newAtLevel : t.changes}</Badge>
                )}
              </p>
              <AskText text={competency.next} same={!marked && competency.next !== null} />
            </div>
          )}
        </div>
        <Ratings competency={competency} view={view} />
      </article>
    </li>
  );
}

/** What a level asks, or, muted, that it asks nothing yet; `same` tells a screen reader it has not changed. */
function AskText({ text, same = false }: { text: string | null; same?: boolean }) {
  if (text === null) return <p className="text-sm text-muted-foreground italic">{t.asksNothing}</p>;
  return (
    <p className="text-sm whitespace-pre-line">
      {text}
      {same && <span className="sr-only"> ({t.same})</span>}
    </p>
  );
}

function RatingLine({ label, rating, note }: { label: string; rating: number; note: string | null }) {
  return (
    <div className="grid gap-0.5">
      <p className="text-sm">
        <span className="font-medium">{label}:</span> {labelOf(rating)}
      </p>
      {note && <p className="text-sm whitespace-pre-line text-muted-foreground">{note}</p>}
    </div>
  );
}

function Ratings({ competency, view }: { competency: Competency; view: LevelView }) {
  const self = view.viewer === 'self';
  const share = useShareRatings();
  const mine = self ? competency.self : competency.leads.find((rating) => rating.mine);
  const others = competency.leads.filter((rating) => !rating.mine);
  // The switch moves when pressed, not once the server has answered and the level is read again.
  const shared = share.isPending ? share.variables.shared : competency.self?.shared;
  return (
    <section aria-label={`${t.ratings}: ${competency.name}`} className="grid gap-2 border-t pt-3">
      {competency.self ? (
        <RatingLine label={self ? t.selfRating : t.theirSelfRating} {...competency.self} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {self ? `${t.selfRating}: ${t.notRated}` : `${t.theirSelfRating}: ${t.notShared}`}
        </p>
      )}
      {!self && mine && <RatingLine label={t.yourLeadRating} {...mine} />}
      {others.map((rating, index) => (
        <RatingLine
          key={rating.rater?.id ?? `former-${index}`}
          label={t.leadRating(rating.rater?.fullName ?? null)}
          {...rating}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <RateButton competency={competency} view={view} current={mine ?? null} />
        {self && competency.self && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              role="switch"
              className="size-4 accent-primary"
              checked={shared ?? false}
              disabled={share.isPending}
              aria-label={t.shareLabel(competency.name)}
              onChange={(event) =>
                share.mutate({ shared: event.target.checked, competencyIds: [competency.id] })
              }
            />
            {t.share}
          </label>
        )}
      </div>
    </section>
  );
}

function RateButton({
  competency,
  view,
  current,
}: {
  competency: Competency;
  view: LevelView;
  current: { rating: number; note: string | null } | null;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rate = usePutRating(view.person.id, () => setOpen(false));
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t.rate}
        <span className="sr-only"> {competency.name}</span>
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={t.rateTitle(competency.name)} cancel={t.close}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={onValidSubmit(
            skillRatingRules,
            (input) => rate.mutate({ ...input, competencyId: competency.id }),
            ['rating'],
          )}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-rating`}>{t.rating}</Label>
            <NativeSelect id={`${id}-rating`} name="rating" defaultValue={String(current?.rating ?? 3)}>
              {RATINGS.map((value) => (
                <option key={value} value={value}>
                  {value}: {labelOf(value)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>{t.note}</Label>
            <Textarea
              id={`${id}-note`}
              name="note"
              defaultValue={current?.note ?? ''}
              maxLength={SKILL_RATING_NOTE_MAX}
            />
          </div>
          <SubmitButton busy={rate.isPending} busyLabel={t.saving}>
            {t.save}
          </SubmitButton>
        </form>
      </FormDialog>
    </>
  );
}
