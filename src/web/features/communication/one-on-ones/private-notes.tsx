import { NotebookPenIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useNote, useSaveNote } from './api/one-on-ones-api';
import { oneOnOneTexts as t } from './one-on-ones-texts';

/** The caller's own notes on the meeting: stored for them alone (decision 037, docs/privacy.md). */
export function PrivateNotes({ meetingId }: { meetingId: string }) {
  const note = useNote(meetingId);
  return (
    <div className="grid gap-2 border-t py-4">
      <h3 className="font-semibold">{t.notes}</h3>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <NotebookPenIcon aria-hidden className="size-4" />
        {t.notesPrivate}
      </p>
      <QueryState query={note} loadFailed={t.loadOneFailed} isEmpty={() => false}>
        {(data) => <NotesForm key={data.updatedAt ?? 'none'} meetingId={meetingId} body={data.body ?? ''} />}
      </QueryState>
    </div>
  );
}

function NotesForm({ meetingId, body }: { meetingId: string; body: string }) {
  const id = useId();
  const [text, setText] = useState(body);
  const save = useSaveNote(meetingId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(text);
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id} className="sr-only">
        {t.notesLabel}
      </Label>
      <Textarea id={id} rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="outline" className="w-fit" disabled={save.isPending || text === body}>
        {save.isPending ? t.savingNotes : t.saveNotes}
      </Button>
    </form>
  );
}
