import type { Idea } from '@shared/contract/ideas';
import { ArrowLeftIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { formatMoment, formerMember } from '@/components/documents/document-texts';
import { HistoryButton } from '@/components/documents/history-dialog';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { EditIdeaForm } from './idea-form';
import { useDeleteIdea, useIdea } from './ideas-api';
import { ideaParts, ideasTexts as t, partLabels, templates } from './ideas-texts';

/** One idea, whole: its template's parts, its history, and its edit. */
export function IdeaView({ id, onBack }: { id: string; onBack: () => void }) {
  const idea = useIdea(id);
  return (
    <div className="grid gap-4">
      <Button type="button" size="sm" variant="ghost" className="justify-self-start" onClick={onBack}>
        <ArrowLeftIcon aria-hidden />
        {t.back}
      </Button>
      <QueryState query={idea} loadFailed={t.ideaLoadFailed} isEmpty={() => false}>
        {(data) => <IdeaArticle idea={data} onDeleted={onBack} />}
      </QueryState>
    </div>
  );
}

function IdeaArticle({ idea, onDeleted }: { idea: Idea; onDeleted: () => void }) {
  return (
    <article aria-labelledby="idea-title" className="grid gap-5 rounded-lg border bg-card p-4 sm:p-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{templates[idea.body.template].name}</Badge>
          <Badge variant="outline">{t.teamBadge(idea.team.name)}</Badge>
        </div>
        <h2 id="idea-title" className="text-2xl font-semibold break-words">
          {idea.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t.startedBy(idea.author?.fullName ?? formerMember)} · {formatMoment(idea.updatedAt)}
        </p>
        <div className="flex flex-wrap gap-2">
          <EditIdeaButton idea={idea} />
          <HistoryButton documentId={idea.id} title={idea.title} parts={ideaParts} />
          {idea.canDelete && <DeleteIdeaButton idea={idea} onDeleted={onDeleted} />}
        </div>
      </header>
      <IdeaBody idea={idea} />
    </article>
  );
}

function IdeaBody({ idea }: { idea: Idea }) {
  const body = idea.body;
  if (body.template === 'swot') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <List title={partLabels.strengths} items={body.strengths} />
        <List title={partLabels.weaknesses} items={body.weaknesses} />
        <List title={partLabels.opportunities} items={body.opportunities} />
        <List title={partLabels.threats} items={body.threats} />
      </div>
    );
  }
  if (body.template === 'premortem') {
    return (
      <div className="grid gap-4">
        <Text title={partLabels.failure} text={body.failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <List title={partLabels.warningSigns} items={body.warningSigns} />
          <List title={partLabels.actions} items={body.actions} />
        </div>
      </div>
    );
  }
  const names = new Map(idea.people.map((person) => [person.id, person.fullName]));
  return (
    <div className="grid gap-4">
      <Text title={partLabels.goal} text={body.goal} />
      <section className="grid gap-2 rounded-md border p-3">
        <h3 className="font-semibold">{partLabels.milestones}</h3>
        {body.milestones.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noMilestones}</p>
        ) : (
          <ol className="grid gap-2 text-sm">
            {body.milestones.map((milestone, index) => (
              <li key={index} className="grid gap-0.5">
                <span className="font-medium break-words">{milestone.title}</span>
                <span className="text-muted-foreground">
                  {[
                    milestone.due && `${t.dueLabel} ${milestone.due}`,
                    milestone.ownerId && `${t.ownerLabel}: ${names.get(milestone.ownerId) ?? formerMember}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <List title={partLabels.risks} items={body.risks} />
    </div>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="grid content-start gap-2 rounded-md border p-3">
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.nothingWritten}</p>
      ) : (
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {items.map((item, index) => (
            <li key={index} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Text({ title, text }: { title: string; text: string | null }) {
  return (
    <section className="grid gap-2 rounded-md border p-3">
      <h3 className="font-semibold">{title}</h3>
      <p className={text ? 'text-sm break-words whitespace-pre-line' : 'text-sm text-muted-foreground'}>
        {text ?? t.nothingWritten}
      </p>
    </section>
  );
}

function EditIdeaButton({ idea }: { idea: Idea }) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
  return (
    <>
      <Button
        ref={button}
        type="button"
        size="sm"
        aria-label={t.editLabel(idea.title)}
        onClick={() => setOpen(true)}
      >
        <PencilIcon aria-hidden />
        {t.edit}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t.editTitle(idea.title)}
        cancel={t.close}
        className="max-w-2xl"
      >
        <EditIdeaForm idea={idea} onClose={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function DeleteIdeaButton({ idea, onDeleted }: { idea: Idea; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteIdea(onDeleted);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={t.deleteLabel(idea.title)}
        onClick={() => setOpen(true)}
      >
        <Trash2Icon aria-hidden />
        {t.delete}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t.deleteTitle}
        description={t.deleteDescription}
        confirm={t.delete}
        cancel={t.cancel}
        onConfirm={() => remove.mutate(idea.id)}
      />
    </>
  );
}
