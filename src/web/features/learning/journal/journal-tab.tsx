import type { JournalEntry } from '@shared/contract/journal';
import { JOURNAL_SEARCH_MAX } from '@shared/journal-messages';
import { createJournalEntrySchema, updateJournalEntrySchema } from '@shared/journal-rules';
import { JOURNAL_ENTRY_MAX } from '@shared/learning-messages';
import { LockIcon, NotebookPenIcon, PencilIcon, SearchXIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useDeferredValue, useId, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { validateForm } from '@/lib/validate-form';
import {
  useCreateEntry,
  useDeleteEntry,
  useJournalEntries,
  useJournalPrompt,
  useUpdateEntry,
} from './journal-api';
import { journalTexts as t } from './journal-texts';

const writtenOn = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Ctrl+Enter, or ⌘+Enter on a Mac, sends the form the text area is in. */
function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

/**
 * The Journal tab: this week's prompt, an editor for a new entry (an answer to the prompt or a free
 * one), and the person's entries below, searched by words. Its author's alone, and it says so.
 */
export function JournalTab() {
  const prompt = useJournalPrompt();
  return (
    <section aria-labelledby="journal-title" className="grid gap-4">
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          {prompt.data ? t.weekPrompt(prompt.data.weekNumber) : t.title}
        </p>
        <h2 id="journal-title" className="text-xl font-semibold text-balance">
          {prompt.data?.prompt ?? t.title}
        </h2>
        {prompt.isError && (
          <p role="alert" className="text-sm">
            {t.promptFailed} {prompt.error.message}
          </p>
        )}
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LockIcon aria-hidden className="size-4 shrink-0" />
          {t.privacy}
        </p>
      </div>
      <NewEntryForm canAnswer={prompt.data !== undefined} />
      <Entries />
    </section>
  );
}

function NewEntryForm({ canAnswer }: { canAnswer: boolean }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateEntry(() => form.current?.reset());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = validateForm(createJournalEntrySchema, {
      body: data.get('body'),
      answersPrompt: canAnswer && data.get('answersPrompt') === 'on',
    });
    if (input) create.mutate(input);
  };
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-body`}>{t.editor}</Label>
        <Textarea
          id={`${id}-body`}
          name="body"
          rows={6}
          maxLength={JOURNAL_ENTRY_MAX}
          aria-describedby={`${id}-hint`}
          onKeyDown={submitOnModEnter}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t.editorHint}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label htmlFor={`${id}-answers`} className="flex items-center gap-2 text-sm">
          <input
            id={`${id}-answers`}
            name="answersPrompt"
            type="checkbox"
            className="size-4 accent-primary"
            defaultChecked
            disabled={!canAnswer}
          />
          {t.answersPrompt}
        </label>
        <SubmitButton busy={create.isPending} busyLabel={t.saving} className="sm:w-auto">
          {t.save}
        </SubmitButton>
      </div>
    </form>
  );
}

function Entries() {
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const entries = useJournalEntries(q);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const remove = useDeleteEntry();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t.entries}
        </h3>
        <div className="grid gap-1.5 sm:w-72">
          <Label htmlFor={`${id}-search`}>{t.search}</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={JOURNAL_SEARCH_MAX}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <QueryState
        query={{ ...entries, data: entries.data?.pages.flatMap((page) => page.items) }}
        loadFailed={t.loadFailed}
        empty={
          q ? (
            <EmptyState icon={SearchXIcon} title={t.noMatchTitle} text={t.noMatchText} level={3} />
          ) : (
            <EmptyState icon={NotebookPenIcon} title={t.emptyTitle} text={t.emptyText} level={3} />
          )
        }
      >
        {(items) => (
          <div className="grid gap-3">
            <ul className="grid gap-3">
              {items.map((entry) => (
                <EntryCard key={entry.id} entry={entry} onDelete={() => setDeleting(entry)} />
              ))}
            </ul>
            <LoadMoreButton query={entries} label={t.loadMore} loadingLabel={t.loadingMore} />
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteTitle}
        description={t.deleteDescription}
        confirm={t.delete}
        cancel={t.cancel}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </section>
  );
}

function EntryCard({ entry, onDelete }: { entry: JournalEntry; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const day = writtenOn.format(new Date(entry.createdAt));
  const headingId = `entry-${entry.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-2 rounded-lg border bg-card p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h4 id={headingId} className="text-sm text-muted-foreground">
              {t.written(day)}
            </h4>
            <p className="font-medium break-words">{entry.prompt ?? t.freeEntry}</p>
          </div>
          {!editing && (
            <div className="flex shrink-0 gap-1">
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t.editLabel(day)}
                title={t.edit}
                onClick={() => setEditing(true)}
              >
                <PencilIcon aria-hidden />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t.deleteLabel(day)}
                title={t.delete}
                onClick={onDelete}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </div>
          )}
        </div>
        {editing ? (
          <EditEntryForm entry={entry} onClose={() => setEditing(false)} />
        ) : (
          <p className="whitespace-pre-wrap break-words">{entry.body}</p>
        )}
      </article>
    </li>
  );
}

function EditEntryForm({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const id = useId();
  const update = useUpdateEntry(onClose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validateForm(updateJournalEntrySchema, {
      body: new FormData(event.currentTarget).get('body'),
    });
    if (input) update.mutate({ id: entry.id, body: input.body });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <Label htmlFor={`${id}-body`} className="sr-only">
        {t.editField}
      </Label>
      <Textarea
        id={`${id}-body`}
        name="body"
        rows={5}
        defaultValue={entry.body}
        maxLength={JOURNAL_ENTRY_MAX}
        // The person asked to rewrite it: the text is where their hands go next.
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          else submitOnModEnter(event);
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          {t.cancel}
        </Button>
        <SubmitButton busy={update.isPending} busyLabel={t.saving} className="sm:w-auto">
          {t.saveEdit}
        </SubmitButton>
      </div>
    </form>
  );
}
