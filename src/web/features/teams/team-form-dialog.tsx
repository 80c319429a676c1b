import type { JoinPolicy } from '@shared/team-messages';
import { createTeamSchema, updateTeamSchema } from '@shared/team-rules';
import { type FormEvent, useId, useState } from 'react';
import { ChecklistField } from '@/components/checklist-field';
import { FormFailure, useDialogValidation } from '@/components/ui/dialog-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { personName, usePeople } from '@/lib/people';
import { teamsTexts } from './teams-texts';

export interface TeamFormValues {
  name: string;
  description: string | null;
  joinPolicy: JoinPolicy;
}

/** Open or closed, as two radio buttons: arrow keys move between them. */
function PolicyField({ defaultValue }: { defaultValue: JoinPolicy }) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{teamsTexts.policy}</legend>
      {(['open', 'closed'] as const).map((policy) => (
        <label key={policy} htmlFor={`${id}-${policy}`} className="flex items-start gap-2 text-sm">
          <input
            id={`${id}-${policy}`}
            type="radio"
            name="joinPolicy"
            value={policy}
            defaultChecked={defaultValue === policy}
            className="mt-0.5 size-4"
          />
          <span>
            <span className="font-medium">{teamsTexts.policies[policy]}</span>
            <span className="block text-muted-foreground">{teamsTexts.policyHints[policy]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Leads picked from the people directory. */
function LeadsField({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  const people = usePeople();
  return (
    <ChecklistField
      legend={teamsTexts.leads}
      hint={teamsTexts.leadsHint}
      searchLabel={teamsTexts.searchPeople}
      empty={teamsTexts.noPeople}
      items={(people.data ?? []).map((person) => ({ id: person.id, label: personName(person) }))}
      chosen={chosen}
      onChange={onChange}
    />
  );
}

/**
 * The team's name, description and join policy, and its first leads when it is created. The values are
 * checked with the API's own schema; the first broken rule shows in the "Validation Error" toast.
 */
export function TeamForm({
  initial,
  withLeads,
  busy,
  submitLabel,
  busyLabel,
  failure,
  onSubmit,
}: {
  initial?: TeamFormValues;
  withLeads: boolean;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The server's refusal of the last attempt ("A team with this name already exists."). */
  failure?: string | undefined;
  onSubmit: (values: TeamFormValues & { leadIds: string[] }) => void;
}) {
  const id = useId();
  const [leadIds, setLeadIds] = useState<string[]>([]);
  const { error, validate } = useDialogValidation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      name: String(data.get('name') ?? ''),
      description: String(data.get('description') ?? ''),
      joinPolicy: String(data.get('joinPolicy') ?? 'open'),
      leadIds,
    };
    const schema = withLeads ? createTeamSchema : updateTeamSchema;
    const parsed = validate(schema, values);
    if (!parsed) return;
    onSubmit({
      name: parsed.name ?? values.name,
      description: parsed.description ?? null,
      joinPolicy: parsed.joinPolicy ?? 'open',
      leadIds,
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{teamsTexts.name}</Label>
        <Input id={`${id}-name`} name="name" defaultValue={initial?.name} autoComplete="off" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>{teamsTexts.descriptionLabel}</Label>
        <Textarea id={`${id}-description`} name="description" defaultValue={initial?.description ?? ''} />
      </div>
      <PolicyField defaultValue={initial?.joinPolicy ?? 'open'} />
      {withLeads && <LeadsField chosen={leadIds} onChange={setLeadIds} />}
      <FormFailure message={error || failure} />
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
