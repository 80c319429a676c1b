import { createValueSchema, updateValueSchema } from '@shared/company-settings-rules';
import type { CompanyValue } from '@shared/contract/company-settings';
import { VALUES_MAX } from '@shared/limits';
import { ArrowDownIcon, ArrowUpIcon, HandHeartIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { cn } from '@/lib/utils';
import { onValidSubmit } from '@/lib/validate-form';
import { useCompanyValues } from '@/lib/values';
import { useCreateValue, useDeleteValue, useUpdateValue } from './api/values';
import { settingsTexts as texts } from './settings-texts';

/** The company's values in order; admins add, edit, move and delete them. */
export function ValuesSection({ isAdmin }: { isAdmin: boolean }) {
  const values = useCompanyValues();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <h2 id={headingId} className="leading-none font-semibold">
          {texts.values}
        </h2>
        <CardDescription>{texts.valuesNote}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState query={values} loadFailed={texts.valuesLoadFailed} isEmpty={() => false}>
          {(list) => (
            <>
              {list.length === 0 ? (
                <EmptyValues isAdmin={isAdmin} />
              ) : (
                <ol aria-label={texts.valuesList} className="divide-y rounded-lg border">
                  {list.map((value, index) => (
                    <ValueRow
                      key={value.id}
                      value={value}
                      index={index}
                      count={list.length}
                      isAdmin={isAdmin}
                    />
                  ))}
                </ol>
              )}
              {isAdmin &&
                (list.length < VALUES_MAX ? (
                  <AddValueForm />
                ) : (
                  <p className="text-sm text-muted-foreground">{texts.valuesFull}</p>
                ))}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function EmptyValues({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center">
      <HandHeartIcon aria-hidden className="size-6 text-primary" />
      <p className="font-medium">{texts.valuesEmptyTitle}</p>
      <p className="max-w-prose text-sm text-muted-foreground">
        {isAdmin ? texts.valuesEmpty : texts.valuesEmptyMember}
      </p>
    </div>
  );
}

function ValueFields({ idPrefix, value }: { idPrefix: string; value?: CompanyValue }) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-name`}>{texts.valueName}</Label>
        <Input
          id={`${idPrefix}-name`}
          name="name"
          defaultValue={value?.name}
          placeholder={texts.valueNamePlaceholder}
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-description`}>{texts.valueDescription}</Label>
        {/* The plain element: the Textarea component would join the chunk /auth loads (vite.config.ts). */}
        <textarea
          id={`${idPrefix}-description`}
          name="description"
          rows={2}
          defaultValue={value?.description ?? ''}
          placeholder={texts.valueDescriptionPlaceholder}
          className={cn(fieldClasses, 'min-h-16 resize-y py-2')}
        />
      </div>
    </>
  );
}

function AddValueForm() {
  const [round, setRound] = useState(0);
  // A new key after each value added: the fields start empty again.
  const creating = useCreateValue({ onSuccess: () => setRound((n) => n + 1) });
  const id = useId();
  return (
    <form key={round} onSubmit={onValidSubmit(createValueSchema, creating.mutate)} className="grid gap-3">
      <ValueFields idPrefix={id} />
      <SubmitButton
        busy={creating.isPending}
        busyLabel={texts.adding}
        className="sm:w-auto sm:justify-self-start"
      >
        <PlusIcon aria-hidden />
        {texts.addValue}
      </SubmitButton>
    </form>
  );
}

function ValueRow({
  value,
  index,
  count,
  isAdmin,
}: {
  value: CompanyValue;
  index: number;
  count: number;
  isAdmin: boolean;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) return <EditValueForm value={value} onDone={() => setEditing(false)} />;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{value.name}</p>
        {value.description && (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{value.description}</p>
        )}
      </div>
      {isAdmin && <ValueActions value={value} index={index} count={count} onEdit={() => setEditing(true)} />}
    </li>
  );
}

function ValueActions({
  value,
  index,
  count,
  onEdit,
}: {
  value: CompanyValue;
  index: number;
  count: number;
  onEdit: () => void;
}) {
  const moving = useUpdateValue();
  const removing = useDeleteValue();
  const [confirming, setConfirming] = useState(false);
  const move = (position: number) => moving.mutate({ value, changes: { position } });
  return (
    <div className="flex flex-wrap items-center gap-1 sm:shrink-0">
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={texts.moveUp(value.name)}
        title={texts.moveUp(value.name)}
        disabled={index === 0 || moving.isPending}
        onClick={() => move(index - 1)}
      >
        <ArrowUpIcon aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={texts.moveDown(value.name)}
        title={texts.moveDown(value.name)}
        disabled={index === count - 1 || moving.isPending}
        onClick={() => move(index + 1)}
      >
        <ArrowDownIcon aria-hidden />
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={texts.editWho(value.name)}
        onClick={onEdit}
      >
        <PencilIcon aria-hidden />
        {texts.edit}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={texts.removeWho(value.name)}
        disabled={removing.isPending}
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden />
        {texts.remove}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.removeTitle(value.name)}
        description={texts.removeDescription}
        confirm={texts.remove}
        onConfirm={() => removing.mutate(value)}
      />
    </div>
  );
}

function EditValueForm({ value, onDone }: { value: CompanyValue; onDone: () => void }) {
  const saving = useUpdateValue({ onSuccess: onDone });
  const id = useId();
  return (
    <li className="p-4">
      <form
        aria-label={texts.editWho(value.name)}
        onSubmit={onValidSubmit(updateValueSchema, (changes) => saving.mutate({ value, changes }))}
        className="grid gap-3"
      >
        <ValueFields idPrefix={id} value={value} />
        <div className="flex gap-2">
          <SubmitButton busy={saving.isPending} busyLabel={texts.saving} className="w-auto">
            {texts.saveValue}
          </SubmitButton>
          <Button type="button" variant="outline" onClick={onDone}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </li>
  );
}
