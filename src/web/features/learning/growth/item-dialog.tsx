import type { GrowthItem } from '@shared/contract/growth';
import { createGrowthItemSchema, updateGrowthItemSchema } from '@shared/growth-rules';
import { GROWTH_ITEM_KINDS, GROWTH_ITEM_TITLE_MAX } from '@shared/learning-messages';
import { type FormEvent, useId } from 'react';
import { DialogFormActions, useDialogValidation } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateGrowthItem, useGrowthChoices, useUpdateGrowthItem } from './growth-api';
import { growthTexts as t } from './growth-texts';

/** The add and edit dialog of a growth item: kind, title, due day, competency, goal, resource. */
export function ItemDialog({
  open,
  onOpenChange,
  item,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; none to add one. */
  item?: GrowthItem;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? t.editTitle : t.addTitle}
      cancel={t.close}
    >
      {open && <ItemForm item={item} onClose={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

/** A form's field, or null when left empty: the body's way to say "no link" or "no due day". */
const valueOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && value !== '' ? value : null;
};

function ItemForm({ item, onClose }: { item?: GrowthItem; onClose: () => void }) {
  const id = useId();
  const choices = useGrowthChoices();
  const create = useCreateGrowthItem(onClose);
  const update = useUpdateGrowthItem(onClose);
  const { error, validate } = useDialogValidation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      kind: form.get('kind'),
      title: form.get('title'),
      dueOn: valueOf(form, 'dueOn'),
      competencyId: valueOf(form, 'competencyId'),
      goalId: valueOf(form, 'goalId'),
      resourceId: valueOf(form, 'resourceId'),
    };
    const schema = item ? updateGrowthItemSchema : createGrowthItemSchema;
    const input = validate(schema, values);
    if (!input) return;
    if (item) update.mutate({ id: item.id, ...input });
    else create.mutate(createGrowthItemSchema.parse(values));
  };
  const field = (name: string) => `${id}-${name}`;
  const data = choices.data;
  const failure = error || create.error?.message || update.error?.message;
  // An item's current goal or resource may have left the pickers' lists: it stays a choice.
  const goals = data?.goals ?? [];
  const goalChoices =
    item?.goal && !goals.some((goal) => goal.id === item.goal?.id) ? [...goals, item.goal] : goals;
  const resources = data?.resources ?? [];
  const resourceChoices =
    item?.resource && !resources.some((resource) => resource.id === item.resource?.id)
      ? [...resources, item.resource]
      : resources;
  const competencies = data?.competencies ?? [];
  const competencyChoices =
    item?.competency && !competencies.some((c) => c.id === item.competency?.id)
      ? [...competencies, item.competency]
      : competencies;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={field('title')}>{t.titleLabel}</Label>
        <Input
          id={field('title')}
          name="title"
          defaultValue={item?.title}
          maxLength={GROWTH_ITEM_TITLE_MAX}
          placeholder={t.titlePlaceholder}
          autoComplete="off"
        />
      </div>
      {/* The title is the field that needs the width; kind and day share a row on a wide screen. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={field('kind')}>{t.kindLabel}</Label>
          <NativeSelect id={field('kind')} name="kind" defaultValue={item?.kind ?? 'learn'}>
            {GROWTH_ITEM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.kind[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={field('due')}>{t.dueLabel}</Label>
          <Input id={field('due')} name="dueOn" type="date" defaultValue={item?.dueOn ?? ''} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={field('competency')}>{t.competencyLabel}</Label>
        <NativeSelect
          id={field('competency')}
          name="competencyId"
          defaultValue={item?.competency?.id ?? ''}
          aria-describedby={data && !data.track ? field('no-track') : undefined}
        >
          <option value="">{t.none}</option>
          {competencyChoices.map((competency) => (
            <option key={competency.id} value={competency.id}>
              {competency.name}
            </option>
          ))}
        </NativeSelect>
        {data && !data.track && (
          <p id={field('no-track')} className="text-sm text-muted-foreground">
            {t.noTrack}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={field('goal')}>{t.goalLabel}</Label>
        <NativeSelect id={field('goal')} name="goalId" defaultValue={item?.goal?.id ?? ''}>
          <option value="">{t.none}</option>
          {goalChoices.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={field('resource')}>{t.resourceLabel}</Label>
        <NativeSelect id={field('resource')} name="resourceId" defaultValue={item?.resource?.id ?? ''}>
          <option value="">{t.none}</option>
          {resourceChoices.map((resource) => (
            <option key={resource.id} value={resource.id}>
              {resource.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DialogFormActions
        failure={failure}
        cancel={t.cancel}
        onCancel={onClose}
        busy={create.isPending || update.isPending}
        busyLabel={t.saving}
      >
        {t.save}
      </DialogFormActions>
    </form>
  );
}
