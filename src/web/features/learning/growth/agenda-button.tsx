import type { GrowthItem } from '@shared/contract/growth';
import { MessagesSquareIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/lib/toast';
import { useGrowthChoices, usePutOnAgenda } from './growth-api';
import { growthTexts as t } from './growth-texts';

/**
 * "Put on next 1:1": with one active 1:1, one click; with several, a dialog asks which. Without any,
 * it says how to start one. Once the item is on the only 1:1's next meeting, there is nothing to do.
 */
export function AgendaButton({ item }: { item: GrowthItem }) {
  const choices = useGrowthChoices();
  const [picking, setPicking] = useState(false);
  const put = usePutOnAgenda(() => setPicking(false));
  const all = choices.data?.oneOnOnes ?? [];
  // The 1:1 whose next meeting already has the item is no choice: it would be refused.
  const oneOnOnes = all.filter((oneOnOne) => oneOnOne.id !== item.onOneOnOne?.oneOnOneId);
  const click = () => {
    if (all.length === 0) toast({ title: t.putOnOneOnOne, description: t.noOneOnOne });
    else if (oneOnOnes.length === 1) put.mutate({ id: item.id, oneOnOneId: oneOnOnes[0]!.id });
    else setPicking(true);
  };
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={choices.isPending || put.isPending || (all.length > 0 && oneOnOnes.length === 0)}
        aria-label={t.putOnOneOnOneLabel(item.title)}
        onClick={click}
      >
        <MessagesSquareIcon aria-hidden />
        {t.putOnOneOnOne}
      </Button>
      <FormDialog open={picking} onOpenChange={setPicking} title={t.putOnOneOnOne} cancel={t.close}>
        <PickOneOnOne
          oneOnOnes={oneOnOnes}
          busy={put.isPending}
          onPick={(oneOnOneId) => put.mutate({ id: item.id, oneOnOneId })}
          onCancel={() => setPicking(false)}
        />
      </FormDialog>
    </>
  );
}

function PickOneOnOne({
  oneOnOnes,
  busy,
  onPick,
  onCancel,
}: {
  oneOnOnes: { id: string; with: string | null; nextMeetingAt: string }[];
  busy: boolean;
  onPick: (oneOnOneId: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('oneOnOneId');
    if (typeof chosen === 'string' && chosen) onPick(chosen);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-one-on-one`}>{t.pickOneOnOne}</Label>
        <NativeSelect id={`${id}-one-on-one`} name="oneOnOneId" defaultValue={oneOnOnes[0]?.id}>
          {oneOnOnes.map((oneOnOne) => (
            <option key={oneOnOne.id} value={oneOnOne.id}>
              {t.withPerson(oneOnOne.with, oneOnOne.nextMeetingAt)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <SubmitButton busy={busy} busyLabel={t.saving} className="sm:w-auto">
          {t.put}
        </SubmitButton>
      </div>
    </form>
  );
}
