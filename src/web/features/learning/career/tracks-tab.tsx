import { createTrackSchema, updateTrackSchema } from '@shared/career-rules';
import type { Track, TrackSummary } from '@shared/contract/career';
import { EXPECTATION_MAX, TRACK_DESCRIPTION_MAX, TRACK_NAME_MAX } from '@shared/learning-messages';
import { LayersIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useMe } from '@/lib/me';
import { onValidSubmit } from '@/lib/validate-form';
import {
  useCreateTrack,
  useDeleteTrack,
  usePutExpectation,
  useTrack,
  useTracks,
  useUpdateTrack,
} from './career-api';
import { careerTexts as t } from './career-texts';
import { OrderedList } from './track-lists';

/** Tracks: everyone reads the company's tracks; admins add, edit and delete them and what each level asks. */
export function TracksTab() {
  const isAdmin = useMe().data?.role === 'admin';
  const tracks = useTracks();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  return (
    <section aria-labelledby="tracks-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="tracks-title" className="text-xl font-semibold">
          {t.tracksTitle}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t.tracksDescription}</p>
      </div>
      <QueryState query={tracks} loadFailed={t.tracksLoadFailed}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon={LayersIcon}
              title={isAdmin ? t.noTracksTitle : t.noTracksMember}
              text={isAdmin ? t.noTracksAdminText : t.noTracksMemberText}
              level={3}
            >
              {isAdmin && <NewTrackForm onAdded={setChosen} />}
            </EmptyState>
          ) : (
            <>
              <TrackChooser tracks={data.items} chosen={chosen ?? data.items[0]!.id} onChoose={setChosen} />
              <TrackView
                trackId={data.items.some((one) => one.id === chosen) ? chosen! : data.items[0]!.id}
                isAdmin={isAdmin}
              />
              {isAdmin && (
                <details className="rounded-lg border p-4">
                  <summary className="cursor-pointer font-medium">{t.addTrack}</summary>
                  <div className="pt-3">
                    <NewTrackForm onAdded={setChosen} />
                  </div>
                </details>
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function TrackChooser({
  tracks,
  chosen,
  onChoose,
}: {
  tracks: TrackSummary[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  return (
    <nav aria-label={t.choose}>
      <ul className="flex flex-wrap gap-2">
        {tracks.map((track) => (
          <li key={track.id}>
            <Button
              type="button"
              size="sm"
              variant={track.id === chosen ? 'default' : 'outline'}
              aria-pressed={track.id === chosen}
              onClick={() => onChoose(track.id)}
            >
              {track.name}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NewTrackForm({ onAdded }: { onAdded: (id: string) => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateTrack((track) => {
    form.current?.reset();
    onAdded(track.id);
  });
  return (
    <form
      ref={form}
      noValidate
      aria-label={t.addTrack}
      className="grid w-full max-w-xl gap-3 text-left"
      onSubmit={(event) => {
        const open = new FormData(event.currentTarget).get('open') === 'on';
        onValidSubmit(createTrackSchema, (input) => create.mutate({ ...input, openToMoves: open }))(event);
      }}
    >
      <TrackFields id={id} />
      <SubmitButton
        busy={create.isPending}
        busyLabel={t.creating}
        className="sm:w-auto sm:justify-self-start"
      >
        {t.create}
      </SubmitButton>
    </form>
  );
}

function TrackFields({ id, track }: { id: string; track?: Track }) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t.trackName}</Label>
        <Input
          id={`${id}-name`}
          name="name"
          defaultValue={track?.name}
          maxLength={TRACK_NAME_MAX}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>{t.description}</Label>
        <Textarea
          id={`${id}-description`}
          name="description"
          defaultValue={track?.description ?? ''}
          maxLength={TRACK_DESCRIPTION_MAX}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="open"
          className="size-4 accent-primary"
          defaultChecked={track?.openToMoves}
        />
        {t.openToMoves}
      </label>
    </>
  );
}

function TrackView({ trackId, isAdmin }: { trackId: string; isAdmin: boolean }) {
  const track = useTrack(trackId);
  return (
    <QueryState query={track} loadFailed={t.tracksLoadFailed}>
      {({ track: whole }) => <TrackWhole track={whole} isAdmin={isAdmin} />}
    </QueryState>
  );
}

function TrackWhole({ track, isAdmin }: { track: Track; isAdmin: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <article aria-labelledby={`track-${track.id}`} className="grid gap-4 rounded-lg border bg-card p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h3 id={`track-${track.id}`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {track.name}
            {track.openToMoves && <Badge variant="secondary">{t.openToMovesBadge}</Badge>}
          </h3>
          {track.description && (
            <p className="max-w-prose text-sm whitespace-pre-line text-muted-foreground">
              {track.description}
            </p>
          )}
        </div>
        {isAdmin && <TrackActions track={track} />}
      </div>
      {isAdmin ? (
        <div className="grid gap-4 md:grid-cols-2">
          <OrderedList kind="level" track={track} />
          <OrderedList kind="competency" track={track} />
        </div>
      ) : (
        <LevelList track={track} />
      )}
      {track.competencies.length > 0 && track.levels.length > 0 && (
        <div className="grid gap-3">
          {isAdmin && (
            <Button type="button" variant="outline" className="w-fit" onClick={() => setEditing(!editing)}>
              {editing ? t.doneEditing : t.editAsks}
            </Button>
          )}
          <Expectations track={track} editing={isAdmin && editing} />
        </div>
      )}
    </article>
  );
}

function LevelList({ track }: { track: Track }) {
  if (track.levels.length === 0) return <p className="text-sm text-muted-foreground">{t.noLevels}</p>;
  return (
    <section aria-label={t.levels}>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {track.levels.map((level) => (
          <li key={level.id} className="rounded-md border p-3">
            <p className="font-medium">{level.name}</p>
            {level.summary && (
              <p className="text-sm whitespace-pre-line text-muted-foreground">{level.summary}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Each competency with what each level asks: a grid of the levels on a wide screen, a list on a phone. */
function Expectations({ track, editing }: { track: Track; editing: boolean }) {
  const put = usePutExpectation(track.id);
  return (
    <ul className="grid gap-3">
      {track.competencies.map((competency) => (
        <li key={competency.id} className="grid gap-2">
          <h4 className="font-semibold">{competency.name}</h4>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {track.levels.map((level) => {
              const text = competency.expectations.find((one) => one.levelId === level.id)?.text ?? '';
              const label = t.asks(competency.name, level.name);
              const fieldId = `asks-${competency.id}-${level.id}`;
              return (
                <div key={level.id} className="grid content-start gap-1 rounded-md border p-2">
                  {editing ? (
                    <>
                      <Label htmlFor={fieldId} className="text-xs">
                        {level.name}
                        <span className="sr-only">: {label}</span>
                      </Label>
                      <Textarea
                        id={fieldId}
                        defaultValue={text}
                        maxLength={EXPECTATION_MAX}
                        onBlur={(event) => {
                          const value = event.target.value;
                          if (value.trim() !== text)
                            put.mutate({ competencyId: competency.id, levelId: level.id, text: value });
                        }}
                      />
                    </>
                  ) : (
                    <>
                      <p className="text-xs font-semibold text-muted-foreground uppercase">{level.name}</p>
                      <p
                        className={
                          text ? 'text-sm whitespace-pre-line' : 'text-sm text-muted-foreground italic'
                        }
                      >
                        {text || t.asksNothing}
                      </p>
                    </>
                  )}
                </div>
              );
            })}
          </div>
        </li>
      ))}
    </ul>
  );
}

function TrackActions({ track }: { track: Track }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const id = useId();
  const update = useUpdateTrack(track.id, () => setEditing(false));
  const remove = useDeleteTrack(() => setDeleting(false));
  return (
    <div className="flex shrink-0 gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
        {t.editTrack}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setDeleting(true)}>
        {t.deleteTrack}
      </Button>
      <FormDialog open={editing} onOpenChange={setEditing} title={t.editTrack} cancel={t.close}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            const open = new FormData(event.currentTarget).get('open') === 'on';
            onValidSubmit(updateTrackSchema, (input) => update.mutate({ ...input, openToMoves: open }))(
              event,
            );
          }}
        >
          <TrackFields id={id} track={track} />
          <SubmitButton busy={update.isPending} busyLabel={t.saving}>
            {t.saveTrack}
          </SubmitButton>
        </form>
      </FormDialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t.deleteTrackTitle(track.name)}
        description={t.deleteTrackText}
        confirm={t.delete}
        cancel={t.cancel}
        onConfirm={() => remove.mutate(track.id)}
      />
    </div>
  );
}
