import { createCompetencySchema, createLevelSchema } from '@shared/career-rules';
import type { Track } from '@shared/contract/career';
import { COMPETENCY_NAME_MAX, LEVEL_NAME_MAX, LEVEL_SUMMARY_MAX } from '@shared/learning-messages';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { onValidSubmit } from '@/lib/validate-form';
import { useCompetencyWrites, useLevelWrites } from './career-api';
import { careerTexts as t } from './career-texts';

type Kind = 'level' | 'competency';
interface Entry {
  id: string;
  name: string;
  summary?: string | null;
}

/** An admin's ordered list of a track's levels or competencies: add, rename, move by buttons, delete. */
export function OrderedList({ kind, track }: { kind: Kind; track: Track }) {
  const levels = useLevelWrites(track.id);
  const skills = useCompetencyWrites(track.id);
  const writes = kind === 'level' ? levels : skills;
  const entries: Entry[] = kind === 'level' ? track.levels : track.competencies;
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const move = (entry: Entry, position: number) =>
    kind === 'level'
      ? levels.update.mutate({ levelId: entry.id, position })
      : skills.update.mutate({ competencyId: entry.id, position });
  const busy = writes.update.isPending || writes.remove.isPending;
  return (
    <section aria-label={kind === 'level' ? t.levels : t.competencies} className="grid content-start gap-2">
      <h4 className="font-semibold">{kind === 'level' ? t.levels : t.competencies}</h4>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{kind === 'level' ? t.noLevels : t.noSkills}</p>
      ) : (
        <ol className="grid gap-2">
          {entries.map((entry, index) => (
            <li key={entry.id} className="flex items-start justify-between gap-2 rounded-md border p-2">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium break-words">{entry.name}</p>
                {entry.summary && <p className="text-sm text-muted-foreground">{entry.summary}</p>}
              </div>
              <div className="flex shrink-0 flex-wrap justify-end gap-1">
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t.moveUp(entry.name)}
                  disabled={busy || index === 0}
                  onClick={() => move(entry, index - 1)}
                >
                  <ArrowUpIcon aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t.moveDown(entry.name)}
                  disabled={busy || index === entries.length - 1}
                  onClick={() => move(entry, index + 1)}
                >
                  <ArrowDownIcon aria-hidden />
                </Button>
                <RenameButton kind={kind} track={track} entry={entry} />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t.remove(entry.name)}
                  onClick={() => setDeleting(entry)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <AddForm kind={kind} track={track} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={
          kind === 'level'
            ? t.deleteLevelTitle(deleting?.name ?? '')
            : t.deleteSkillTitle(deleting?.name ?? '')
        }
        description={kind === 'level' ? t.deleteLevelText : t.deleteSkillText}
        confirm={t.delete}
        cancel={t.cancel}
        onConfirm={() => {
          if (deleting) writes.remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </section>
  );
}

function NameFields({ kind, id, entry }: { kind: Kind; id: string; entry?: Entry }) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{kind === 'level' ? t.levelName : t.competencyName}</Label>
        <Input
          id={`${id}-name`}
          name="name"
          defaultValue={entry?.name}
          maxLength={kind === 'level' ? LEVEL_NAME_MAX : COMPETENCY_NAME_MAX}
          autoComplete="off"
        />
      </div>
      {kind === 'level' && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-summary`}>{t.summary}</Label>
          <Textarea
            id={`${id}-summary`}
            name="summary"
            defaultValue={entry?.summary ?? ''}
            maxLength={LEVEL_SUMMARY_MAX}
          />
        </div>
      )}
    </>
  );
}

function AddForm({ kind, track }: { kind: Kind; track: Track }) {
  const id = useId();
  const levels = useLevelWrites(track.id);
  const skills = useCompetencyWrites(track.id);
  const create = kind === 'level' ? levels.create : skills.create;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const done = { onSuccess: () => form.reset() };
    if (kind === 'level')
      onValidSubmit(createLevelSchema, (input) => levels.create.mutate(input, done))(event);
    else onValidSubmit(createCompetencySchema, (input) => skills.create.mutate(input, done))(event);
  };
  return (
    <form
      noValidate
      aria-label={kind === 'level' ? t.addLevel : t.addCompetency}
      className="grid gap-2 rounded-md border border-dashed p-2"
      onSubmit={submit}
    >
      <NameFields kind={kind} id={id} />
      <SubmitButton busy={create.isPending} busyLabel={t.creating} variant="outline" className="sm:w-auto">
        {kind === 'level' ? t.addLevel : t.addCompetency}
      </SubmitButton>
    </form>
  );
}

function RenameButton({ kind, track, entry }: { kind: Kind; track: Track; entry: Entry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const levels = useLevelWrites(track.id);
  const skills = useCompetencyWrites(track.id);
  const update = kind === 'level' ? levels.update : skills.update;
  const close = { onSuccess: () => setOpen(false) };
  return (
    <>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={t.rename(entry.name)}
        onClick={() => setOpen(true)}
      >
        <PencilIcon aria-hidden />
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={t.rename(entry.name)} cancel={t.close}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={
            kind === 'level'
              ? onValidSubmit(createLevelSchema, (input) =>
                  levels.update.mutate({ levelId: entry.id, ...input }, close),
                )
              : onValidSubmit(createCompetencySchema, (input) =>
                  skills.update.mutate({ competencyId: entry.id, ...input }, close),
                )
          }
        >
          <NameFields kind={kind} id={id} entry={entry} />
          <SubmitButton busy={update.isPending} busyLabel={t.saving}>
            {t.saveName}
          </SubmitButton>
        </form>
      </FormDialog>
    </>
  );
}
