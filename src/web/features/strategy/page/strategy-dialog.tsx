import type { Strategy } from '@shared/contract/strategy';
import {
  PILLAR_NAME_MAX,
  PILLAR_RATIONALE_MAX,
  PILLARS_MAX,
  PILLARS_MIN,
  STRATEGY_VISION_MAX,
} from '@shared/strategy-messages';
import { PencilIcon, PlusIcon, XIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ChecklistField } from '@/components/checklist-field';
import { ConflictNotice, newerOf } from '@/components/documents/conflict-notice';
import { Button } from '@/components/ui/button';
import { DialogFormActions, useDialogValidation, useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { rulesWhenIdle } from '@/lib/validate-form';
import { useCompanyGoals, usePutStrategy } from '../strategy-api';
import { pageTexts as t } from './page-texts';

const strategyRules = rulesWhenIdle(() =>
  import('@shared/strategy-rules').then((rules) => rules.strategyInputSchema),
);

interface PillarDraft {
  key: number;
  id?: string | undefined;
  name: string;
  rationale: string;
  goalIds: string[];
}

let keys = 0;
const draftsOf = (strategy: Strategy): PillarDraft[] => {
  const pillars: PillarDraft[] = strategy.pillars.map((pillar) => ({
    key: (keys += 1),
    id: pillar.id,
    name: pillar.name,
    rationale: pillar.rationale ?? '',
    goalIds: pillar.goals.map((goal) => goal.id),
  }));
  while (pillars.length < PILLARS_MIN)
    pillars.push({ key: (keys += 1), name: '', rationale: '', goalIds: [] });
  return pillars;
};

/** An admin's "Edit strategy" (or "Write the strategy") button and its dialog. */
export function EditStrategyButton({ strategy }: { strategy: Strategy }) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
  return (
    <>
      <Button ref={button} type="button" size="sm" onClick={() => setOpen(true)}>
        <PencilIcon aria-hidden />
        {strategy.id === null ? t.write : t.edit}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t.dialogTitle}
        cancel={t.close}
        className="max-w-2xl"
      >
        <StrategyForm strategy={strategy} onClose={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function StrategyForm({ strategy, onClose }: { strategy: Strategy; onClose: () => void }) {
  const id = useId();
  const [base, setBase] = useState(strategy);
  const [vision, setVision] = useState(strategy.vision ?? '');
  const [pillars, setPillars] = useState(() => draftsOf(strategy));
  const [theirs, setTheirs] = useState<Strategy>();
  const { error, validateLater } = useDialogValidation();
  const goals = useCompanyGoals();
  const save = usePutStrategy(onClose);
  const change = (key: number, patch: Partial<PillarDraft>) =>
    setPillars((all) => all.map((pillar) => (pillar.key === key ? { ...pillar, ...patch } : pillar)));
  const startFrom = (newer: Strategy) => {
    setBase(newer);
    setVision(newer.vision ?? '');
    setPillars(draftsOf(newer));
    setTheirs(undefined);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      version: base.version,
      vision,
      pillars: pillars.map(({ id: pillarId, name, rationale, goalIds }) => ({
        id: pillarId,
        name,
        rationale,
        goalIds,
      })),
    };
    void validateLater(strategyRules, values).then((input) => {
      if (!input) return;
      save.mutate(input, {
        onError: (failure) => {
          const newer = newerOf<{ strategy: Strategy }>(failure)?.strategy;
          if (!newer) return;
          // Saving again replaces their version, knowingly: the next save names it.
          setBase(newer);
          setTheirs(newer);
        },
      });
    });
  };
  const failure = error || (theirs ? undefined : save.error?.message);
  const choices = (goals.data ?? []).map((goal) => ({ id: goal.id, label: goal.title }));
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {theirs && (
        <ConflictNotice key={theirs.version} onStartFromTheirs={() => startFrom(theirs)}>
          {theirs.vision && <p className="whitespace-pre-line">{theirs.vision}</p>}
          <ul className="grid gap-1">
            {theirs.pillars.map((pillar) => (
              <li key={pillar.id}>{pillar.name}</li>
            ))}
          </ul>
        </ConflictNotice>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-vision`}>{t.visionLabel}</Label>
        <Textarea
          id={`${id}-vision`}
          rows={3}
          value={vision}
          maxLength={STRATEGY_VISION_MAX}
          aria-describedby={`${id}-vision-hint`}
          onChange={(event) => setVision(event.target.value)}
        />
        <p id={`${id}-vision-hint`} className="text-sm text-muted-foreground">
          {t.visionHint}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">{t.pillarsHint}</p>
      {pillars.map((pillar, index) => (
        <fieldset key={pillar.key} className="grid gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-semibold">{t.pillarLegend(index + 1)}</legend>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-${pillar.key}-name`}>{t.pillarName}</Label>
            <Input
              id={`${id}-${pillar.key}-name`}
              value={pillar.name}
              maxLength={PILLAR_NAME_MAX}
              autoComplete="off"
              onChange={(event) => change(pillar.key, { name: event.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-${pillar.key}-why`}>{t.pillarRationale}</Label>
            <Textarea
              id={`${id}-${pillar.key}-why`}
              rows={2}
              value={pillar.rationale}
              maxLength={PILLAR_RATIONALE_MAX}
              onChange={(event) => change(pillar.key, { rationale: event.target.value })}
            />
          </div>
          <ChecklistField
            legend={t.pillarGoals}
            hint={t.pillarGoalsHint}
            searchLabel={t.searchGoals}
            empty={t.noCompanyGoals}
            items={choices}
            chosen={pillar.goalIds}
            onChange={(goalIds) => change(pillar.key, { goalIds })}
          />
          {pillars.length > PILLARS_MIN && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="justify-self-start"
              onClick={() => setPillars((all) => all.filter((other) => other.key !== pillar.key))}
            >
              <XIcon aria-hidden />
              {t.removePillar(index + 1)}
            </Button>
          )}
        </fieldset>
      ))}
      {pillars.length < PILLARS_MAX && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            setPillars((all) => [...all, { key: (keys += 1), name: '', rationale: '', goalIds: [] }])
          }
        >
          <PlusIcon aria-hidden />
          {t.addPillar}
        </Button>
      )}
      <DialogFormActions
        failure={failure}
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
