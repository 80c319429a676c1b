import {
  RITUAL_CADENCES,
  RITUAL_DURATION_MAX,
  RITUAL_DURATION_MIN,
  RITUAL_KINDS,
  RITUAL_NOTES_MAX,
  RITUAL_TITLE_MAX,
  type RitualCadence,
  type RitualKind,
} from '@shared/collaboration-messages';
import type { Ritual } from '@shared/contract/rituals';
import { addDays, localDay } from '@shared/days';
import {
  RITUAL_REVIEW_DAYS_DEFAULT,
  RITUAL_TEMPLATES,
  ritualCadenceLabels,
  ritualKindLabels,
} from '@shared/rituals-messages';
import { createRitualSchema, updateRitualSchema } from '@shared/rituals-rules';
import { CalendarClockIcon, CheckIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DialogField,
  DialogFormActions,
  useDialogValidation,
  useFocusBack,
} from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatShortDay } from '@/lib/days';
import { useMe } from '@/lib/me';
import { useTeams } from '@/lib/teams';
import {
  useCreateRitual,
  useDeleteRitual,
  useMyRituals,
  useReviewRitual,
  useTeamMembers,
  useUpdateRitual,
} from './rituals-api';
import { ritualsTexts as t } from './rituals-texts';

/**
 * The Rituals tab (decision 041): the rituals of the caller's teams by their next day; a team's leads
 * and admins add them from a template or from scratch, edit, review and delete them.
 */
export function RitualsTab() {
  const id = useId();
  const rituals = useMyRituals();
  const teams = useTeams();
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const writable = (teams.data ?? []).filter((team) => team.archivedAt === null && (isAdmin || team.isLead));
  const inATeam = (teams.data ?? []).some((team) => team.isMember);
  const [adding, setAdding] = useState(false);
  const addButton = useFocusBack(adding);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {t.title}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t.intro}</p>
        </div>
        {writable.length > 0 && (
          <Button ref={addButton} type="button" onClick={() => setAdding(true)} className="sm:w-auto">
            <PlusIcon aria-hidden />
            {t.add}
          </Button>
        )}
      </div>
      <QueryState
        query={rituals}
        loadFailed={t.loadFailed}
        empty={
          <EmptyState
            icon={CalendarClockIcon}
            title={t.emptyTitle}
            text={inATeam || writable.length > 0 ? t.emptyText : t.emptyNoTeam}
            level={3}
          />
        }
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((ritual) => (
              <RitualCard key={ritual.id} ritual={ritual} />
            ))}
          </ul>
        )}
      </QueryState>
      <FormDialog
        open={adding}
        onOpenChange={setAdding}
        title={t.addTitle}
        cancel={t.cancel}
        className="max-w-2xl"
      >
        <RitualForm teams={writable} onDone={() => setAdding(false)} />
      </FormDialog>
    </section>
  );
}

/** A ritual's line of when: its next day and time in the company's zone, how often and how long. */
function ritualWhen(ritual: Ritual) {
  return `${t.next(formatShortDay(ritual.nextOn), ritual.time)} (${ritual.timeZone}) · ${ritualCadenceLabels[ritual.cadence]} · ${t.minutes(ritual.durationMinutes)}`;
}

function RitualCard({ ritual }: { ritual: Ritual }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const review = useReviewRitual();
  const remove = useDeleteRitual();
  const headingId = `ritual-${ritual.id}`;
  const reviewed = () => {
    const today = localDay();
    const from = today > ritual.startsOn ? today : ritual.startsOn;
    review.mutate({ id: ritual.id, reviewOn: addDays(from, RITUAL_REVIEW_DAYS_DEFAULT) });
  };
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-2 rounded-lg border bg-card p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-medium break-words">
            {ritual.title}
          </h3>
          <Badge variant="outline">{ritual.team.name}</Badge>
          {ritual.dueForReview && <Badge variant="accent">{t.dueForReview}</Badge>}
        </div>
        <p className="text-sm">{ritualWhen(ritual)}</p>
        <p className="text-sm text-muted-foreground">
          {ritual.owner ? t.ownedBy(ritual.owner.fullName?.trim() || t.someone) : t.noOwner} ·{' '}
          {t.reviewOnDay(formatShortDay(ritual.reviewOn))}
        </p>
        {ritual.notes && (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">{t.notes}</summary>
            <p className="mt-1 whitespace-pre-wrap break-words">{ritual.notes}</p>
          </details>
        )}
        {ritual.canEdit && (
          <div className="flex flex-wrap gap-2">
            {ritual.dueForReview && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t.reviewedLabel(ritual.title)}
                disabled={review.isPending}
                onClick={reviewed}
              >
                <CheckIcon aria-hidden />
                {t.markReviewed}
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t.editLabel(ritual.title)}
              onClick={() => setEditing(true)}
            >
              <PencilIcon aria-hidden />
              {t.edit}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t.deleteLabel(ritual.title)}
              onClick={() => setDeleting(true)}
            >
              <Trash2Icon aria-hidden />
              {t.delete}
            </Button>
          </div>
        )}
      </article>
      <FormDialog
        open={editing}
        onOpenChange={setEditing}
        title={t.editTitle}
        cancel={t.cancel}
        className="max-w-2xl"
      >
        <RitualForm ritual={ritual} teams={[]} onDone={() => setEditing(false)} />
      </FormDialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t.deleteTitle}
        description={t.deleteDescription}
        confirm={t.delete}
        cancel={t.cancel}
        onConfirm={() => {
          remove.mutate(ritual.id);
          setDeleting(false);
        }}
      />
    </li>
  );
}

interface Prefill {
  title: string;
  notes: string;
  cadence: RitualCadence;
  durationMinutes: number;
}

const prefillOf = (kind: RitualKind): Prefill =>
  kind === 'custom'
    ? { title: '', notes: '', cadence: 'weekly', durationMinutes: 30 }
    : { ...RITUAL_TEMPLATES[kind] };

/** Adds a ritual (a template prefills name, agenda, cadence and duration) or edits one. */
function RitualForm({
  ritual,
  teams,
  onDone,
}: {
  ritual?: Ritual;
  teams: { id: string; name: string }[];
  onDone: () => void;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [teamId, setTeamId] = useState(ritual?.team.id ?? (teams.length === 1 ? (teams[0]?.id ?? '') : ''));
  const [kind, setKind] = useState<RitualKind>(ritual?.kind ?? 'retro');
  const [prefill, setPrefill] = useState<Prefill>(
    ritual
      ? {
          title: ritual.title,
          notes: ritual.notes ?? '',
          cadence: ritual.cadence,
          durationMinutes: ritual.durationMinutes,
        }
      : prefillOf('retro'),
  );
  const today = localDay();
  const [startsOn, setStartsOn] = useState(ritual?.startsOn ?? today);
  const members = useTeamMembers(teamId).data?.members ?? [];
  const { error, validate } = useDialogValidation();
  const create = useCreateRitual(onDone);
  const update = useUpdateRitual(ritual?.id ?? '', onDone);
  const saving = ritual ? update : create;

  const chooseKind = (next: RitualKind) => {
    setKind(next);
    setPrefill(prefillOf(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      kind,
      title: prefill.title,
      notes: prefill.notes,
      cadence: prefill.cadence,
      startsOn,
      time: form.get('time'),
      durationMinutes: prefill.durationMinutes,
      ownerId: form.get('ownerId'),
      reviewOn: form.get('reviewOn'),
    };
    if (ritual) {
      const input = validate(updateRitualSchema, values);
      if (input) update.mutate(input);
    } else {
      const input = validate(createRitualSchema, { ...values, teamId });
      if (input) create.mutate(input);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {!ritual && (
        <DialogField id={field('team')} label={t.team}>
          <NativeSelect id={field('team')} value={teamId} onChange={(event) => setTeamId(event.target.value)}>
            <option value="">{t.chooseTeam}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </NativeSelect>
        </DialogField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DialogField id={field('kind')} label={t.template}>
          <NativeSelect
            id={field('kind')}
            value={kind}
            onChange={(event) => chooseKind(event.target.value as RitualKind)}
          >
            {RITUAL_KINDS.map((option) => (
              <option key={option} value={option}>
                {ritualKindLabels[option]}
              </option>
            ))}
          </NativeSelect>
        </DialogField>
        <DialogField id={field('title')} label={t.title_}>
          <Input
            id={field('title')}
            value={prefill.title}
            maxLength={RITUAL_TITLE_MAX}
            onChange={(event) => setPrefill({ ...prefill, title: event.target.value })}
          />
        </DialogField>
        <DialogField id={field('cadence')} label={t.cadence}>
          <NativeSelect
            id={field('cadence')}
            value={prefill.cadence}
            onChange={(event) => setPrefill({ ...prefill, cadence: event.target.value as RitualCadence })}
          >
            {RITUAL_CADENCES.map((option) => (
              <option key={option} value={option}>
                {ritualCadenceLabels[option]}
              </option>
            ))}
          </NativeSelect>
        </DialogField>
        <DialogField id={field('starts')} label={t.startsOn} hint={t.startsOnHint}>
          <Input
            id={field('starts')}
            type="date"
            value={startsOn}
            aria-describedby={field('starts-hint')}
            onChange={(event) => setStartsOn(event.target.value)}
          />
        </DialogField>
        <DialogField id={field('time')} label={t.time(ritual?.timeZone ?? '')}>
          <Input id={field('time')} name="time" type="time" defaultValue={ritual?.time ?? '10:00'} />
        </DialogField>
        <DialogField id={field('duration')} label={t.duration}>
          <Input
            id={field('duration')}
            type="number"
            min={RITUAL_DURATION_MIN}
            max={RITUAL_DURATION_MAX}
            value={prefill.durationMinutes}
            onChange={(event) => setPrefill({ ...prefill, durationMinutes: Number(event.target.value) })}
          />
        </DialogField>
        <DialogField id={field('owner')} label={t.owner}>
          <NativeSelect
            key={teamId}
            id={field('owner')}
            name="ownerId"
            defaultValue={ritual?.owner?.id ?? ''}
          >
            <option value="">{t.chooseOwner}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.fullName?.trim() || member.email}
              </option>
            ))}
          </NativeSelect>
        </DialogField>
        <DialogField id={field('review')} label={t.reviewOn} hint={t.reviewHint}>
          <Input
            id={field('review')}
            name="reviewOn"
            type="date"
            defaultValue={ritual?.reviewOn ?? addDays(today, RITUAL_REVIEW_DAYS_DEFAULT)}
            aria-describedby={field('review-hint')}
          />
        </DialogField>
      </div>
      <DialogField id={field('notes')} label={t.notes}>
        <Textarea
          id={field('notes')}
          rows={6}
          value={prefill.notes}
          maxLength={RITUAL_NOTES_MAX}
          onChange={(event) => setPrefill({ ...prefill, notes: event.target.value })}
        />
      </DialogField>
      <DialogFormActions
        failure={error || saving.error?.message}
        cancel={t.cancel}
        onCancel={onDone}
        busy={saving.isPending}
        busyLabel={t.saving}
      >
        {t.save}
      </DialogFormActions>
    </form>
  );
}
