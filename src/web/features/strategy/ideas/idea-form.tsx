import type { Idea } from '@shared/contract/ideas';
import {
  IDEA_ITEM_MAX,
  IDEA_MILESTONES_MAX,
  IDEA_TEMPLATES,
  IDEA_TEXT_MAX,
  IDEA_TITLE_MAX,
  type IdeaTemplate,
} from '@shared/idea-messages';
import { createIdeaSchema, updateIdeaSchema } from '@shared/idea-rules';
import { PlusIcon, XIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConflictNotice, newerOf } from '@/components/documents/conflict-notice';
import { Button } from '@/components/ui/button';
import {
  DialogField,
  DialogFormActions,
  selectClass,
  useDialogValidation,
} from '@/components/ui/dialog-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { personName } from '@/lib/people';
import { useTeams } from '../strategy-api';
import { useSaveIdea, useStartIdea, useTeamMembers } from './ideas-api';
import { ideasTexts as t, partLabels, templates } from './ideas-texts';

const fullSelect = `${selectClass} w-full`;

/** A new idea: its template, title and team; the team fills it in next. */
export function StartIdeaForm({
  teamId,
  onClose,
  onStarted,
}: {
  teamId: string | undefined;
  onClose: () => void;
  onStarted: (id: string) => void;
}) {
  const id = useId();
  const [template, setTemplate] = useState<IdeaTemplate>('swot');
  const [title, setTitle] = useState('');
  const [team, setTeam] = useState(teamId ?? '');
  const teams = useTeams();
  const { error, validate } = useDialogValidation();
  const start = useStartIdea((started) => {
    onClose();
    onStarted(started);
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validate(createIdeaSchema, { title, teamId: team, body: { template } });
    if (input) start.mutate(input);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t.templateLegend}</legend>
        {IDEA_TEMPLATES.map((option) => (
          <label key={option} className="flex items-start gap-2 rounded-md border p-3 text-sm">
            <input
              type="radio"
              name={`${id}-template`}
              value={option}
              checked={template === option}
              onChange={() => setTemplate(option)}
              className="mt-1"
            />
            <span>
              <span className="font-medium">{templates[option].name}</span>
              <span className="block text-muted-foreground">{templates[option].about}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <DialogField id={`${id}-title`} label={t.titleLabel} hint={t.titleHint}>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={IDEA_TITLE_MAX}
          autoComplete="off"
          aria-describedby={`${id}-title-hint`}
          onChange={(event) => setTitle(event.target.value)}
        />
      </DialogField>
      <DialogField id={`${id}-team`} label={t.teamLabel} hint={t.teamHint}>
        <select
          id={`${id}-team`}
          className={fullSelect}
          value={team}
          aria-describedby={`${id}-team-hint`}
          onChange={(event) => setTeam(event.target.value)}
        >
          <option value="">{t.chooseTeam}</option>
          {(teams.data ?? [])
            .filter((option) => option.isMember && !option.archivedAt)
            .map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
        </select>
      </DialogField>
      <DialogFormActions
        failure={error || start.error?.message}
        cancel={t.cancel}
        onCancel={onClose}
        busy={start.isPending}
        busyLabel={t.saving}
      >
        {t.start}
      </DialogFormActions>
    </form>
  );
}

interface MilestoneDraft {
  key: number;
  title: string;
  due: string;
  ownerId: string;
}

/** An idea's body as the form holds it: lists as lines of text. */
type Draft = Record<string, string> & { title: string };

let keys = 0;
const linesOf = (items: string[]) => items.join('\n');
const itemsOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function draftOf(idea: Idea): { draft: Draft; milestones: MilestoneDraft[] } {
  const body = idea.body;
  const draft: Draft = { title: idea.title };
  if (body.template === 'swot') {
    for (const part of ['strengths', 'weaknesses', 'opportunities', 'threats'] as const)
      draft[part] = linesOf(body[part]);
  } else if (body.template === 'premortem') {
    draft.failure = body.failure ?? '';
    draft.warningSigns = linesOf(body.warningSigns);
    draft.actions = linesOf(body.actions);
  } else {
    draft.goal = body.goal ?? '';
    draft.risks = linesOf(body.risks);
  }
  const milestones =
    body.template === 'planning'
      ? body.milestones.map((milestone) => ({
          key: (keys += 1),
          title: milestone.title,
          due: milestone.due ?? '',
          ownerId: milestone.ownerId ?? '',
        }))
      : [];
  return { draft, milestones };
}

function bodyOf(template: IdeaTemplate, draft: Draft, milestones: MilestoneDraft[]) {
  if (template === 'swot') {
    return {
      template,
      strengths: itemsOf(draft.strengths),
      weaknesses: itemsOf(draft.weaknesses),
      opportunities: itemsOf(draft.opportunities),
      threats: itemsOf(draft.threats),
    };
  }
  if (template === 'premortem') {
    return {
      template,
      failure: draft.failure,
      warningSigns: itemsOf(draft.warningSigns),
      actions: itemsOf(draft.actions),
    };
  }
  return {
    template,
    goal: draft.goal,
    milestones: milestones.map((milestone) => ({
      title: milestone.title,
      due: milestone.due || null,
      ownerId: milestone.ownerId || null,
    })),
    risks: itemsOf(draft.risks),
  };
}

/** The parts of each template, in order: a list (one item a line) or a text. */
const partsOf: Record<IdeaTemplate, { part: keyof typeof partLabels; list: boolean }[]> = {
  swot: [
    { part: 'strengths', list: true },
    { part: 'weaknesses', list: true },
    { part: 'opportunities', list: true },
    { part: 'threats', list: true },
  ],
  premortem: [
    { part: 'failure', list: false },
    { part: 'warningSigns', list: true },
    { part: 'actions', list: true },
  ],
  planning: [
    { part: 'goal', list: false },
    { part: 'milestones', list: false },
    { part: 'risks', list: true },
  ],
};

/** An idea's edit, whole, under the version check: a 409 keeps the form and shows theirs. */
export function EditIdeaForm({ idea, onClose }: { idea: Idea; onClose: () => void }) {
  const id = useId();
  const [{ draft, milestones }, setState] = useState(() => draftOf(idea));
  const [version, setVersion] = useState(idea.version);
  const [theirs, setTheirs] = useState<Idea>();
  const { error, validate } = useDialogValidation();
  const save = useSaveIdea(idea.id, onClose);
  const template = idea.body.template;
  const change = (patch: Partial<Draft>) =>
    setState((current) => ({ ...current, draft: { ...current.draft, ...patch } as Draft }));
  const setMilestones = (next: MilestoneDraft[]) => setState((current) => ({ ...current, milestones: next }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validate(updateIdeaSchema, {
      title: draft.title,
      version,
      body: bodyOf(template, draft, milestones),
    });
    if (!input) return;
    save.mutate(input, {
      onError: (failure) => {
        const newer = newerOf<{ idea: Idea }>(failure)?.idea;
        if (!newer) return;
        // Saving again replaces their version, knowingly: the next save names it.
        setVersion(newer.version);
        setTheirs(newer);
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {theirs && (
        <ConflictNotice
          key={theirs.version}
          onStartFromTheirs={() => {
            setState(draftOf(theirs));
            setTheirs(undefined);
          }}
        >
          <IdeaSummaryText idea={theirs} />
        </ConflictNotice>
      )}
      <DialogField id={`${id}-title`} label={t.titleLabel}>
        <Input
          id={`${id}-title`}
          value={draft.title}
          maxLength={IDEA_TITLE_MAX}
          autoComplete="off"
          onChange={(event) => change({ title: event.target.value })}
        />
      </DialogField>
      {partsOf[template].map(({ part, list }) =>
        part === 'milestones' ? (
          <Milestones key={part} teamId={idea.team.id} milestones={milestones} onChange={setMilestones} />
        ) : (
          <DialogField
            key={part}
            id={`${id}-${part}`}
            label={partLabels[part]}
            hint={list ? t.linesHint : undefined}
          >
            <Textarea
              id={`${id}-${part}`}
              rows={list ? 4 : 3}
              value={draft[part] ?? ''}
              maxLength={list ? IDEA_ITEM_MAX * 20 : IDEA_TEXT_MAX}
              aria-describedby={list ? `${id}-${part}-hint` : undefined}
              onChange={(event) => change({ [part]: event.target.value })}
            />
          </DialogField>
        ),
      )}
      <DialogFormActions
        failure={error || (theirs ? undefined : save.error?.message)}
        cancel={t.cancel}
        onCancel={onClose}
        busy={save.isPending}
        busyLabel={t.saving}
      >
        {t.save}
      </DialogFormActions>
    </form>
  );
}

/** Their version, in short, for the conflict notice: the title and the first items of each part. */
function IdeaSummaryText({ idea }: { idea: Idea }) {
  const lines = Object.entries(idea.body).flatMap(([part, value]) => {
    if (part === 'template' || !(part in partLabels)) return [];
    const text = Array.isArray(value)
      ? value
          .map((item: string | { title: string }) => (typeof item === 'string' ? item : item.title))
          .join(', ')
      : (value ?? '');
    return text ? [`${partLabels[part as keyof typeof partLabels]}: ${text}`] : [];
  });
  return (
    <>
      <p className="font-medium">{idea.title}</p>
      {lines.map((line) => (
        <p key={line} className="break-words">
          {line}
        </p>
      ))}
    </>
  );
}

function Milestones({
  teamId,
  milestones,
  onChange,
}: {
  teamId: string;
  milestones: MilestoneDraft[];
  onChange: (next: MilestoneDraft[]) => void;
}) {
  const id = useId();
  const members = useTeamMembers(teamId);
  const set = (key: number, patch: Partial<MilestoneDraft>) =>
    onChange(milestones.map((milestone) => (milestone.key === key ? { ...milestone, ...patch } : milestone)));
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium">{partLabels.milestones}</p>
      {milestones.map((milestone, index) => (
        <fieldset key={milestone.key} className="grid gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-semibold">{t.milestoneLegend(index + 1)}</legend>
          <DialogField id={`${id}-${milestone.key}-title`} label={t.milestoneTitle}>
            <Input
              id={`${id}-${milestone.key}-title`}
              value={milestone.title}
              maxLength={IDEA_ITEM_MAX}
              autoComplete="off"
              onChange={(event) => set(milestone.key, { title: event.target.value })}
            />
          </DialogField>
          <div className="grid gap-3 sm:grid-cols-2">
            <DialogField id={`${id}-${milestone.key}-due`} label={t.dueLabel}>
              <Input
                id={`${id}-${milestone.key}-due`}
                type="date"
                value={milestone.due}
                onChange={(event) => set(milestone.key, { due: event.target.value })}
              />
            </DialogField>
            <DialogField id={`${id}-${milestone.key}-owner`} label={t.ownerLabel}>
              <select
                id={`${id}-${milestone.key}-owner`}
                className={fullSelect}
                value={milestone.ownerId}
                onChange={(event) => set(milestone.key, { ownerId: event.target.value })}
              >
                <option value="">{t.noOwner}</option>
                {(members.data ?? []).map((member) => (
                  <option key={member.id} value={member.id}>
                    {personName(member)}
                  </option>
                ))}
              </select>
            </DialogField>
          </div>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="justify-self-start"
            onClick={() => onChange(milestones.filter((other) => other.key !== milestone.key))}
          >
            <XIcon aria-hidden />
            {t.removeMilestone(index + 1)}
          </Button>
        </fieldset>
      ))}
      {milestones.length < IDEA_MILESTONES_MAX && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => onChange([...milestones, { key: (keys += 1), title: '', due: '', ownerId: '' }])}
        >
          <PlusIcon aria-hidden />
          {t.addMilestone}
        </Button>
      )}
    </div>
  );
}
