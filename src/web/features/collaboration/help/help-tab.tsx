import {
  HELP_ANSWER_MAX,
  HELP_DETAILS_MAX,
  HELP_TAG_MAX,
  HELP_TITLE_MAX,
} from '@shared/collaboration-messages';
import type { HelpAnswerItem, HelpRequest, HelpRequestSummary } from '@shared/contract/help';
import { HELP_STATES, type HelpState } from '@shared/help-messages';
import { createHelpRequestSchema, helpAnswerSchema } from '@shared/help-rules';
import {
  CheckIcon,
  HandHelpingIcon,
  HeartIcon,
  MessageCircleIcon,
  PencilIcon,
  PlusIcon,
  SearchXIcon,
  Trash2Icon,
} from 'lucide-react';
import { type FormEvent, useDeferredValue, useId, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
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
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { formatShortDay } from '@/lib/days';
import { Link, useSearchParams } from '@/lib/router';
import { validateForm } from '@/lib/validate-form';
import {
  useAnswerHelp,
  useAskForHelp,
  useDeleteHelp,
  useDeleteHelpAnswer,
  useEditHelpAnswer,
  useHelpRequest,
  useHelpRequests,
  useSolveHelp,
} from './help-api';
import { helpTexts as t } from './help-texts';

const nameOf = (person: { fullName: string | null }) => person.fullName?.trim() || t.someone;
const dayOf = (iso: string) => formatShortDay(iso.slice(0, 10));

/**
 * The Ask for help tab (decision 041): the company's board of requests, open ones first (closed ones
 * on their own list), found by a tag; a request opens in a dialog (`?request=<id>`, where a
 * notification leads) with its suggestions and answers.
 */
export function HelpTab() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<HelpState>('open');
  const [tag, setTag] = useState('');
  const deferredTag = useDeferredValue(tag.trim());
  const board = useHelpRequests(state, deferredTag);
  const [asking, setAsking] = useState(false);
  const askButton = useFocusBack(asking);
  const openId = params.get('request') ?? '';
  const openRequest = (requestId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (requestId) next.set('request', requestId);
        else next.delete('request');
        return next;
      },
      { replace: requestId === null },
    );

  const empty = deferredTag ? (
    <EmptyState icon={SearchXIcon} title={t.noMatchTitle} text={t.noMatchText} level={3} />
  ) : state === 'open' ? (
    <EmptyState icon={HandHelpingIcon} title={t.emptyTitle} text={t.emptyText} level={3} />
  ) : (
    <EmptyState icon={HandHelpingIcon} title={t.emptyClosedTitle} text={t.emptyClosedText} level={3} />
  );

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {t.title}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t.intro}</p>
        </div>
        <Button ref={askButton} type="button" onClick={() => setAsking(true)} className="sm:w-auto">
          <PlusIcon aria-hidden />
          {t.ask}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-tag`}>{t.tagFilter}</Label>
          <Input
            id={`${id}-tag`}
            type="search"
            value={tag}
            maxLength={HELP_TAG_MAX}
            placeholder={t.tagFilterPlaceholder}
            onChange={(event) => setTag(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-state`}>{t.stateFilter}</Label>
          <NativeSelect
            id={`${id}-state`}
            value={state}
            onChange={(event) => setState(event.target.value as HelpState)}
          >
            {HELP_STATES.map((option) => (
              <option key={option} value={option}>
                {t.states[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <QueryState
        query={{ ...board, data: board.data?.pages.flatMap((page) => page.items) }}
        loadFailed={t.loadFailed}
        empty={empty}
      >
        {(items) => (
          <div className="grid gap-3">
            <ul className="grid gap-3">
              {items.map((request) => (
                <RequestCard key={request.id} request={request} onOpen={() => openRequest(request.id)} />
              ))}
            </ul>
            <LoadMoreButton query={board} label={t.loadMore} loadingLabel={t.loadingMore} />
          </div>
        )}
      </QueryState>
      <AskDialog open={asking} onOpenChange={setAsking} onAsked={(requestId) => openRequest(requestId)} />
      <RequestDialog id={openId} onClose={() => openRequest(null)} />
    </section>
  );
}

function StateBadge({ request }: { request: HelpRequestSummary }) {
  if (request.solvedAt) return <Badge variant="secondary">{t.solved}</Badge>;
  if (request.state === 'closed') return <Badge variant="outline">{t.closed}</Badge>;
  return <span className="text-sm text-muted-foreground">{t.closesOn(dayOf(request.closesAt))}</span>;
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="accent">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}

function RequestCard({ request, onOpen }: { request: HelpRequestSummary; onOpen: () => void }) {
  return (
    <li>
      <article className="grid gap-2 rounded-lg border bg-card p-4">
        <h3 className="font-medium break-words">
          <button
            type="button"
            className="text-left underline-offset-4 hover:underline focus-visible:underline"
            aria-label={t.open(request.title)}
            onClick={onOpen}
          >
            {request.title}
          </button>
        </h3>
        <Tags tags={request.tags} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{t.askedBy(nameOf(request.author), dayOf(request.createdAt))}</span>
          <span className="flex items-center gap-1">
            <MessageCircleIcon aria-hidden className="size-4" />
            {t.answers(request.answers)}
          </span>
          <StateBadge request={request} />
        </div>
      </article>
    </li>
  );
}

/** The tags as typed: split on commas, blanks dropped (the rules trim and check each). */
const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

function AskDialog({
  open,
  onOpenChange,
  onAsked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAsked: (id: string) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t.askTitle} cancel={t.cancel}>
      <AskForm
        onCancel={() => onOpenChange(false)}
        onDone={(id) => {
          onOpenChange(false);
          onAsked(id);
        }}
      />
    </FormDialog>
  );
}

function AskForm({ onCancel, onDone }: { onCancel: () => void; onDone: (id: string) => void }) {
  const id = useId();
  const { error, validate } = useDialogValidation();
  const ask = useAskForHelp(onDone);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = validate(createHelpRequestSchema, {
      title: form.get('title'),
      details: form.get('details'),
      tags: tagsOf(String(form.get('tags') ?? '')),
    });
    if (input) ask.mutate(input);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t.askHint}</p>
      <DialogField id={`${id}-title`} label={t.titleLabel}>
        <Input id={`${id}-title`} name="title" maxLength={HELP_TITLE_MAX} required />
      </DialogField>
      <DialogField id={`${id}-details`} label={t.detailsLabel}>
        <Textarea id={`${id}-details`} name="details" rows={4} maxLength={HELP_DETAILS_MAX} />
      </DialogField>
      <DialogField id={`${id}-tags`} label={t.tagsLabel} hint={t.tagsHint}>
        <Input id={`${id}-tags`} name="tags" aria-describedby={`${id}-tags-hint`} />
      </DialogField>
      <DialogFormActions
        failure={error || ask.error?.message}
        cancel={t.cancel}
        onCancel={onCancel}
        busy={ask.isPending}
        busyLabel={t.posting}
      >
        {t.post}
      </DialogFormActions>
    </form>
  );
}

function RequestDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const request = useHelpRequest(id);
  return (
    <FormDialog
      open={id !== ''}
      onOpenChange={(open) => !open && onClose()}
      title={request.data?.title ?? t.title}
      className="max-w-2xl"
      cancel={t.close}
    >
      {request.isError ? (
        <p role="alert" className="text-sm">
          {t.requestFailed} {request.error.message}
        </p>
      ) : request.data ? (
        <RequestView request={request.data} onDeleted={onClose} />
      ) : null}
    </FormDialog>
  );
}

function RequestView({ request, onDeleted }: { request: HelpRequest; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState(false);
  // The button goes once solved: the focus moves to the request, inside the dialog, not to the page.
  const view = useRef<HTMLDivElement>(null);
  const solve = useSolveHelp(request.id, () => view.current?.focus());
  const remove = useDeleteHelp(onDeleted);
  return (
    <div ref={view} tabIndex={-1} className="grid gap-4 outline-none">
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {t.askedBy(nameOf(request.author), dayOf(request.createdAt))}
        </p>
        <Tags tags={request.tags} />
        {request.details && <p className="whitespace-pre-wrap break-words">{request.details}</p>}
        <div>
          <StateBadge request={request} />
        </div>
      </div>
      <section aria-labelledby={`suggestions-${request.id}`} className="grid gap-2 rounded-lg border p-3">
        <h3 id={`suggestions-${request.id}`} className="font-semibold">
          {t.suggestionsTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{t.suggestionsHint}</p>
        {request.suggestions.length === 0 ? (
          <p className="text-sm">{t.noSuggestions}</p>
        ) : (
          <ul className="grid gap-1">
            {request.suggestions.map((suggestion) => (
              <li key={suggestion.person.id} className="text-sm">
                <span className="font-medium">{nameOf(suggestion.person)}</span>
                <span className="text-muted-foreground">: {suggestion.reasons.join(', ')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`answers-${request.id}`} className="grid gap-2">
        <h3 id={`answers-${request.id}`} className="font-semibold">
          {t.answersTitle}
        </h3>
        {request.answerList.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noAnswers}</p>
        ) : (
          <ul className="grid gap-2">
            {request.answerList.map((answer) => (
              <AnswerItem
                key={answer.id}
                requestId={request.id}
                answer={answer}
                asker={request.isAuthor}
                open={request.state === 'open'}
                onDeleted={() => view.current?.focus()}
              />
            ))}
          </ul>
        )}
        {request.state === 'open' ? (
          <AnswerForm requestId={request.id} />
        ) : (
          <p className="text-sm text-muted-foreground">{t.closedNote}</p>
        )}
      </section>
      {(request.canDelete || (request.isAuthor && request.state === 'open')) && (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {request.isAuthor && request.state === 'open' && (
            <Button type="button" variant="outline" disabled={solve.isPending} onClick={() => solve.mutate()}>
              <CheckIcon aria-hidden />
              {t.markSolved}
            </Button>
          )}
          {request.canDelete && (
            <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
              <Trash2Icon aria-hidden />
              {t.delete}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t.deleteTitle}
        description={t.deleteDescription}
        confirm={t.delete}
        cancel={t.cancel}
        onConfirm={() => {
          remove.mutate(request.id);
          setDeleting(false);
        }}
      />
    </div>
  );
}

/**
 * One answer, "edited" once its author rewrote it; to the asker, beside a colleague's answer, the two
 * ways to thank them in one click: a 1:1 proposal with them chosen, and the kudos composer with them
 * chosen. Its author rewrites it here while the request is open; its author or an admin deletes it.
 */
function AnswerItem({
  requestId,
  answer,
  asker,
  open,
  onDeleted,
}: {
  requestId: string;
  answer: HelpAnswerItem;
  asker: boolean;
  /** The request takes answers, and so edits. */
  open: boolean;
  /** After a delete: the answer's place is gone, so the focus moves. */
  onDeleted: () => void;
}) {
  const authorId = answer.author.id;
  const name = nameOf(answer.author);
  const day = dayOf(answer.createdAt);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editButton = useFocusBack(editing);
  const remove = useDeleteHelpAnswer(requestId, onDeleted);
  const canEdit = answer.isAuthor && open;
  const thanks = asker && authorId && !answer.isAuthor;
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{name}</span> · {day}
        {answer.editedAt && (
          <>
            {' · '}
            <span title={t.editedOn(dayOf(answer.editedAt))}>{t.edited}</span>
          </>
        )}
      </p>
      {editing ? (
        <EditAnswerForm requestId={requestId} answer={answer} onDone={() => setEditing(false)} />
      ) : (
        <p className="whitespace-pre-wrap break-words">{answer.body}</p>
      )}
      {!editing && (thanks || canEdit || answer.canDelete) && (
        <div className="flex flex-wrap gap-2">
          {thanks && (
            <>
              <Button asChild size="sm" variant="outline">
                <Link
                  to={`/communication?tab=one-on-ones&propose=${authorId}`}
                  aria-label={t.proposeLabel(name)}
                >
                  <MessageCircleIcon aria-hidden />
                  {t.proposeOneOnOne}
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to={`/culture?give=1&to=${authorId}`} aria-label={t.kudosLabel(name)}>
                  <HeartIcon aria-hidden />
                  {t.sendKudos}
                </Link>
              </Button>
            </>
          )}
          {canEdit && (
            <Button
              ref={editButton}
              type="button"
              size="sm"
              variant="outline"
              aria-label={t.editAnswerLabel(day)}
              onClick={() => setEditing(true)}
            >
              <PencilIcon aria-hidden />
              {t.editAnswer}
            </Button>
          )}
          {answer.canDelete && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={answer.isAuthor ? t.deleteOwnAnswerLabel(day) : t.deleteAnswerLabel(name, day)}
              disabled={remove.isPending}
              onClick={() => setDeleting(true)}
            >
              <Trash2Icon aria-hidden />
              {t.deleteAnswer}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t.deleteAnswerTitle}
        description={t.deleteAnswerDescription}
        confirm={t.deleteAnswerConfirm}
        cancel={t.cancel}
        onConfirm={() => {
          remove.mutate(answer.id);
          setDeleting(false);
        }}
      />
    </li>
  );
}

/** The caller's answer, rewritten in its place: the same rules as a new one; Cancel keeps it. */
function EditAnswerForm({
  requestId,
  answer,
  onDone,
}: {
  requestId: string;
  answer: HelpAnswerItem;
  onDone: () => void;
}) {
  const id = useId();
  const { error, validate } = useDialogValidation();
  const save = useEditHelpAnswer(requestId, onDone);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validate(helpAnswerSchema, { body: new FormData(event.currentTarget).get('body') });
    if (input) save.mutate({ answerId: answer.id, body: input.body });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <DialogField id={`${id}-body`} label={t.editAnswerField}>
        <Textarea
          id={`${id}-body`}
          name="body"
          rows={3}
          maxLength={HELP_ANSWER_MAX}
          defaultValue={answer.body}
          // The form replaces the text that the Edit button stood below: the focus goes to it.
          autoFocus
        />
      </DialogField>
      <DialogFormActions
        failure={error || save.error?.message}
        cancel={t.cancel}
        onCancel={onDone}
        busy={save.isPending}
        busyLabel={t.savingAnswer}
      >
        {t.saveAnswer}
      </DialogFormActions>
    </form>
  );
}

function AnswerForm({ requestId }: { requestId: string }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const answer = useAnswerHelp(requestId, () => form.current?.reset());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validateForm(helpAnswerSchema, { body: new FormData(event.currentTarget).get('body') });
    if (input) answer.mutate(input.body);
  };
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-2">
      <Label htmlFor={`${id}-answer`}>{t.answerLabel}</Label>
      <Textarea id={`${id}-answer`} name="body" rows={3} maxLength={HELP_ANSWER_MAX} />
      <SubmitButton busy={answer.isPending} busyLabel={t.answering} className="sm:w-auto sm:justify-self-end">
        {t.answerSend}
      </SubmitButton>
    </form>
  );
}
