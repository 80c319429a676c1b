import type { DecisionRecord } from '@shared/contract/strategy';
import {
  DECISION_OPTIONS_MAX,
  DECISION_TEXT_MAX,
  DECISION_TITLE_MAX,
  OPTION_POINTS_MAX,
  OPTION_TITLE_MAX,
} from '@shared/strategy-messages';
import { createDecisionSchema, updateDecisionSchema } from '@shared/strategy-rules';
import { PlusIcon, XIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ChecklistField } from '@/components/checklist-field';
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
import { personName, usePeople } from '@/lib/people';
import {
  useCompanyGoals,
  useCreateDecision,
  useDecisions,
  useStrategy,
  useTeams,
  useUpdateDecision,
} from '../strategy-api';
import { decisionsTexts as t } from './decisions-texts';

/** The record form's selects fill their field, as the list's filter does. */
export const fullSelect = `${selectClass} w-full`;

interface OptionDraft {
  key: number;
  title: string;
  pros: string;
  cons: string;
}

interface Draft {
  title: string;
  context: string;
  options: OptionDraft[];
  decision: string;
  approverId: string;
  contributorIds: string[];
  informedIds: string[];
  goalIds: string[];
  pillarIds: string[];
}

let keys = 0;
const idsOf = (people: { id: string | null }[]) => people.flatMap((person) => (person.id ? [person.id] : []));

function draftOf(record: DecisionRecord | undefined): Draft {
  return {
    title: record?.title ?? '',
    context: record?.context ?? '',
    options: (record?.options ?? []).map((option) => ({
      key: (keys += 1),
      title: option.title,
      pros: option.pros ?? '',
      cons: option.cons ?? '',
    })),
    decision: record?.decision ?? '',
    approverId: record?.approver?.id ?? '',
    contributorIds: idsOf(record?.contributors ?? []),
    informedIds: idsOf(record?.informed ?? []),
    goalIds: (record?.goals ?? []).map((goal) => goal.id),
    pillarIds: (record?.pillars ?? []).map((pillar) => pillar.id),
  };
}

const contentOf = (draft: Draft) => ({
  ...draft,
  options: draft.options.map(({ title, pros, cons }) => ({ title, pros, cons })),
});

/** The form of a new record (`record` undefined) or of a proposed one's edit. */
export function RecordForm({
  record,
  onClose,
  onCreated,
}: {
  record?: DecisionRecord | undefined;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(record));
  const [version, setVersion] = useState(record?.version ?? 0);
  const [theirs, setTheirs] = useState<DecisionRecord>();
  const [where, setWhere] = useState('company');
  const [supersedesId, setSupersedesId] = useState('');
  const { error, validate } = useDialogValidation();
  const create = useCreateDecision((id) => {
    onClose();
    onCreated?.(id);
  });
  const update = useUpdateDecision(record?.id ?? '', onClose);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!record) {
      const input = validate(createDecisionSchema, {
        ...contentOf(draft),
        visibility: where === 'company' ? 'company' : 'team',
        teamId: where === 'company' ? null : where,
        supersedesId: supersedesId || null,
      });
      if (input) create.mutate(input);
      return;
    }
    const input = validate(updateDecisionSchema, { ...contentOf(draft), version });
    if (!input) return;
    update.mutate(input, {
      onError: (failure) => {
        const newer = newerOf<{ record: DecisionRecord }>(failure)?.record;
        if (!newer) return;
        // Saving again replaces their version, knowingly: the next save names it.
        setVersion(newer.version);
        setTheirs(newer);
      },
    });
  };
  const pending = record ? update : create;
  const failure = error || (theirs ? undefined : pending.error?.message);
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {theirs && (
        <ConflictNotice
          key={theirs.version}
          onStartFromTheirs={() => {
            setDraft(draftOf(theirs));
            setTheirs(undefined);
          }}
        >
          <p className="font-medium">{theirs.title}</p>
          {theirs.decision && <p className="whitespace-pre-line">{theirs.decision}</p>}
        </ConflictNotice>
      )}
      <Content draft={draft} change={change} />
      {!record && (
        <Placement
          where={where}
          setWhere={setWhere}
          supersedesId={supersedesId}
          setSupersedesId={setSupersedesId}
        />
      )}
      <People draft={draft} change={change} />
      <Links draft={draft} change={change} />
      <DialogFormActions
        failure={failure}
        cancel={t.cancel}
        onCancel={onClose}
        busy={pending.isPending}
        busyLabel={t.saving}
      >
        {record ? t.save : t.propose}
      </DialogFormActions>
    </form>
  );
}

type Change = (patch: Partial<Draft>) => void;

function Content({ draft, change }: { draft: Draft; change: Change }) {
  const id = useId();
  const setOption = (key: number, patch: Partial<OptionDraft>) =>
    change({
      options: draft.options.map((option) => (option.key === key ? { ...option, ...patch } : option)),
    });
  return (
    <>
      <DialogField id={`${id}-title`} label={t.titleLabel}>
        <Input
          id={`${id}-title`}
          value={draft.title}
          maxLength={DECISION_TITLE_MAX}
          autoComplete="off"
          onChange={(event) => change({ title: event.target.value })}
        />
      </DialogField>
      <DialogField id={`${id}-context`} label={t.contextLabel} hint={t.contextHint}>
        <Textarea
          id={`${id}-context`}
          rows={3}
          value={draft.context}
          maxLength={DECISION_TEXT_MAX}
          aria-describedby={`${id}-context-hint`}
          onChange={(event) => change({ context: event.target.value })}
        />
      </DialogField>
      <p className="text-sm text-muted-foreground">{t.optionsHint}</p>
      {draft.options.map((option, index) => (
        <fieldset key={option.key} className="grid gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-semibold">{t.optionLegend(index + 1)}</legend>
          <DialogField id={`${id}-${option.key}-title`} label={t.optionTitle}>
            <Input
              id={`${id}-${option.key}-title`}
              value={option.title}
              maxLength={OPTION_TITLE_MAX}
              autoComplete="off"
              onChange={(event) => setOption(option.key, { title: event.target.value })}
            />
          </DialogField>
          <div className="grid gap-3 sm:grid-cols-2">
            <DialogField id={`${id}-${option.key}-pros`} label={t.optionPros}>
              <Textarea
                id={`${id}-${option.key}-pros`}
                rows={2}
                value={option.pros}
                maxLength={OPTION_POINTS_MAX}
                onChange={(event) => setOption(option.key, { pros: event.target.value })}
              />
            </DialogField>
            <DialogField id={`${id}-${option.key}-cons`} label={t.optionCons}>
              <Textarea
                id={`${id}-${option.key}-cons`}
                rows={2}
                value={option.cons}
                maxLength={OPTION_POINTS_MAX}
                onChange={(event) => setOption(option.key, { cons: event.target.value })}
              />
            </DialogField>
          </div>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="justify-self-start"
            onClick={() => change({ options: draft.options.filter((other) => other.key !== option.key) })}
          >
            <XIcon aria-hidden />
            {t.removeOption(index + 1)}
          </Button>
        </fieldset>
      ))}
      {draft.options.length < DECISION_OPTIONS_MAX && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            change({ options: [...draft.options, { key: (keys += 1), title: '', pros: '', cons: '' }] })
          }
        >
          <PlusIcon aria-hidden />
          {t.addOption}
        </Button>
      )}
      <DialogField id={`${id}-decision`} label={t.decisionLabel} hint={t.decisionHint}>
        <Textarea
          id={`${id}-decision`}
          rows={3}
          value={draft.decision}
          maxLength={DECISION_TEXT_MAX}
          aria-describedby={`${id}-decision-hint`}
          onChange={(event) => change({ decision: event.target.value })}
        />
      </DialogField>
    </>
  );
}

/** A new record's readers (fixed once proposed) and the accepted record it would supersede. */
function Placement({
  where,
  setWhere,
  supersedesId,
  setSupersedesId,
}: {
  where: string;
  setWhere: (where: string) => void;
  supersedesId: string;
  setSupersedesId: (id: string) => void;
}) {
  const id = useId();
  const teams = useTeams();
  const accepted = useDecisions('accepted');
  const acceptedRecords = accepted.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <DialogField id={`${id}-where`} label={t.visibilityLabel} hint={t.visibilityHint}>
        <select
          id={`${id}-where`}
          className={fullSelect}
          value={where}
          aria-describedby={`${id}-where-hint`}
          onChange={(event) => setWhere(event.target.value)}
        >
          <option value="company">{t.visibilityCompany}</option>
          {(teams.data ?? [])
            .filter((team) => team.isMember)
            .map((team) => (
              <option key={team.id} value={team.id}>
                {t.teamOption(team.name)}
              </option>
            ))}
        </select>
      </DialogField>
      <DialogField id={`${id}-supersedes`} label={t.supersedesLabel} hint={t.supersedesHint}>
        <select
          id={`${id}-supersedes`}
          className={fullSelect}
          value={supersedesId}
          aria-describedby={`${id}-supersedes-hint`}
          onChange={(event) => setSupersedesId(event.target.value)}
        >
          <option value="">{t.supersedesNone}</option>
          {acceptedRecords.map((record) => (
            <option key={record.id} value={record.id}>
              {record.title}
            </option>
          ))}
        </select>
      </DialogField>
    </>
  );
}

function People({ draft, change }: { draft: Draft; change: Change }) {
  const id = useId();
  const people = usePeople();
  const items = (people.data ?? []).map((person) => ({ id: person.id, label: personName(person) }));
  return (
    <>
      <DialogField id={`${id}-approver`} label={t.approverLabel}>
        <select
          id={`${id}-approver`}
          className={fullSelect}
          value={draft.approverId}
          onChange={(event) => change({ approverId: event.target.value })}
        >
          <option value="">{t.chooseApprover}</option>
          {items.map((person) => (
            <option key={person.id} value={person.id}>
              {person.label}
            </option>
          ))}
        </select>
      </DialogField>
      <ChecklistField
        legend={t.contributorsLegend}
        hint={t.contributorsHint}
        searchLabel={t.searchPeople}
        empty={t.noPeople}
        items={items}
        chosen={draft.contributorIds}
        onChange={(contributorIds) => change({ contributorIds })}
      />
      <ChecklistField
        legend={t.informedLegend}
        hint={t.informedHint}
        searchLabel={t.searchPeople}
        empty={t.noPeople}
        items={items}
        chosen={draft.informedIds}
        onChange={(informedIds) => change({ informedIds })}
      />
    </>
  );
}

function Links({ draft, change }: { draft: Draft; change: Change }) {
  const goals = useCompanyGoals();
  const strategy = useStrategy();
  return (
    <>
      <ChecklistField
        legend={t.goalsLegend}
        hint={t.goalsHint}
        searchLabel={t.searchGoals}
        empty={t.noGoals}
        items={(goals.data ?? []).map((goal) => ({ id: goal.id, label: goal.title }))}
        chosen={draft.goalIds}
        onChange={(goalIds) => change({ goalIds })}
      />
      <ChecklistField
        legend={t.pillarsLegend}
        hint={t.pillarsHint}
        searchLabel={t.searchPillars}
        empty={t.noPillars}
        items={(strategy.data?.pillars ?? []).map((pillar) => ({ id: pillar.id, label: pillar.name }))}
        chosen={draft.pillarIds}
        onChange={(pillarIds) => change({ pillarIds })}
      />
    </>
  );
}
