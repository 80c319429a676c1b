import type { DecisionRecord, DocumentPerson } from '@shared/contract/strategy';
import { ArrowLeftIcon, CheckIcon, PencilIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { formerMember } from '@/components/documents/document-texts';
import { HistoryButton } from '@/components/documents/history-dialog';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Link } from '@/lib/router';
import { useDecide, useDecision } from '../strategy-api';
import { roleLabels, statusLabels, strategyParts } from '../strategy-texts';
import { decisionsTexts as t } from './decisions-texts';
import { RecordForm } from './record-dialog';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';
export const nameOf = (person: DocumentPerson | null) => person?.fullName ?? formerMember;

/** One decision record, whole: its content, its people, what it links to, and what the caller may do. */
export function RecordView({
  id,
  onBack,
  onOpen,
}: {
  id: string;
  onBack: () => void;
  onOpen: (id: string) => void;
}) {
  const record = useDecision(id);
  return (
    <div className="grid gap-4">
      <Button type="button" size="sm" variant="ghost" className="justify-self-start" onClick={onBack}>
        <ArrowLeftIcon aria-hidden />
        {t.closeRecord}
      </Button>
      <QueryState query={record} loadFailed={t.recordLoadFailed} isEmpty={() => false}>
        {(data) => <Record record={data} onOpen={onOpen} />}
      </QueryState>
    </div>
  );
}

function Record({ record, onOpen }: { record: DecisionRecord; onOpen: (id: string) => void }) {
  return (
    <article aria-labelledby="record-title" className="grid gap-5 rounded-lg border bg-card p-4 sm:p-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={record.status === 'accepted' ? 'default' : 'outline'}>
            {statusLabels[record.status]}
          </Badge>
          <Badge variant="outline">{record.team ? t.teamBadge(record.team.name) : t.companyBadge}</Badge>
        </div>
        <h2 id="record-title" className="text-2xl font-semibold break-words">
          {record.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {record.canEdit && <EditRecordButton record={record} />}
          <HistoryButton documentId={record.id} title={record.title} parts={strategyParts} />
        </div>
      </header>
      {record.canDecide && <DecideBar record={record} />}
      {record.status !== 'proposed' && <p className="text-sm text-muted-foreground">{t.decidedHint}</p>}
      <Part title={t.context} text={record.context} />
      <section aria-labelledby="record-options" className="grid gap-2">
        <h3 id="record-options" className="text-lg font-semibold">
          {t.options}
        </h3>
        {record.options.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.nothingWritten}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {record.options.map((option, index) => (
              <li key={index} className="grid gap-1 rounded-md border p-3 text-sm">
                <p className="font-semibold break-words">{option.title}</p>
                {option.pros && (
                  <p className="break-words whitespace-pre-line">
                    <span className="font-medium">{t.pros}: </span>
                    {option.pros}
                  </p>
                )}
                {option.cons && (
                  <p className="break-words whitespace-pre-line">
                    <span className="font-medium">{t.cons}: </span>
                    {option.cons}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Part title={t.decision} text={record.decision} />
      <People record={record} />
      <Links record={record} onOpen={onOpen} />
    </article>
  );
}

function Part({ title, text }: { title: string; text: string | null }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className={text ? 'break-words whitespace-pre-line' : 'text-sm text-muted-foreground'}>
        {text ?? t.nothingWritten}
      </p>
    </section>
  );
}

function People({ record }: { record: DecisionRecord }) {
  const rows: [string, (DocumentPerson | null)[]][] = [
    [roleLabels.driver, [record.driver]],
    [roleLabels.approver, [record.approver]],
    [roleLabels.contributor, record.contributors],
    [roleLabels.informed, record.informed],
  ];
  return (
    <section className="grid gap-2">
      <h3 className="text-lg font-semibold">{t.people}</h3>
      <dl className="grid gap-1 text-sm">
        {rows.map(([role, people]) => (
          <div key={role} className="flex flex-wrap gap-2">
            <dt className="font-medium">{role}</dt>
            <dd>{people.length === 0 ? t.nobody : people.map(nameOf).join(', ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Links({ record, onOpen }: { record: DecisionRecord; onOpen: (id: string) => void }) {
  const related = [
    [t.supersedes, record.supersedes],
    [t.supersededBy, record.supersededBy],
  ] as const;
  return (
    <section className="grid gap-2 text-sm">
      {record.goals.length > 0 && (
        <p>
          <span className="font-medium">{t.goals}: </span>
          {record.goals.map((goal, index) => (
            <span key={goal.id}>
              {index > 0 && ', '}
              <Link to={`/goals/${goal.id}`} className={linkClass}>
                {goal.title}
              </Link>
            </span>
          ))}
        </p>
      )}
      {record.pillars.length > 0 && (
        <p>
          <span className="font-medium">{t.pillars}: </span>
          {record.pillars.map((pillar) => pillar.name).join(', ')}
        </p>
      )}
      {related.map(
        ([label, other]) =>
          other && (
            <p key={label}>
              <span className="font-medium">{label}: </span>
              <Button type="button" variant="link" className="h-auto p-0" onClick={() => onOpen(other.id)}>
                {other.title}
              </Button>
            </p>
          ),
      )}
    </section>
  );
}

function DecideBar({ record }: { record: DecisionRecord }) {
  const decide = useDecide(record.id);
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <p className="text-sm">{t.approverHint}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ outcome: 'accepted', version: record.version })}
        >
          <CheckIcon aria-hidden />
          {decide.isPending ? t.deciding : t.accept}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ outcome: 'rejected', version: record.version })}
        >
          <XIcon aria-hidden />
          {t.reject}
        </Button>
      </div>
    </div>
  );
}

function EditRecordButton({ record }: { record: DecisionRecord }) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
  return (
    <>
      <Button
        ref={button}
        type="button"
        size="sm"
        variant="outline"
        aria-label={t.editLabel(record.title)}
        onClick={() => setOpen(true)}
      >
        <PencilIcon aria-hidden />
        {t.edit}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t.editTitle(record.title)}
        cancel={t.close}
        className="max-w-2xl"
      >
        <RecordForm record={record} onClose={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}
