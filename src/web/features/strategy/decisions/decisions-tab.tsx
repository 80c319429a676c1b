import { DECISION_STATUSES, type DecisionStatus } from '@shared/strategy-messages';
import { PlusIcon, ScaleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { Link } from '@/lib/router';
import { useUrlParams } from '@/lib/use-url-tab';
import { useDecisions } from '../strategy-api';
import { statusLabels } from '../strategy-texts';
import { decisionsTexts as t } from './decisions-texts';
import { fullSelect, RecordForm } from './record-dialog';
import { nameOf, RecordView } from './record-view';

const linkClass = 'justify-self-start text-primary underline-offset-4 hover:underline';

/** Decision records: the list by status, one record open at a time (`?record=`), and a new one. */
export function DecisionsTab() {
  const [params, update] = useUrlParams();
  const open = params.get('record');
  const openRecord = (id: string | null) => update({ record: id });
  if (open) return <RecordView id={open} onBack={() => openRecord(null)} onOpen={openRecord} />;
  return <DecisionList onOpen={openRecord} />;
}

function DecisionList({ onOpen }: { onOpen: (id: string) => void }) {
  const id = useId();
  const [status, setStatus] = useState<DecisionStatus | undefined>();
  const list = useDecisions(status);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-status`}>{t.statusFilter}</Label>
          <select
            id={`${id}-status`}
            className={fullSelect}
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || undefined) as DecisionStatus | undefined)}
          >
            <option value="">{t.allStatuses}</option>
            {DECISION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {statusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <NewRecordButton onCreated={onOpen} />
      </div>
      <QueryState query={list} loadFailed={t.loadFailed} isEmpty={() => false}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) {
            return status ? (
              <p className="text-sm text-muted-foreground">{t.emptyFiltered}</p>
            ) : (
              <EmptyState icon={ScaleIcon} title={t.emptyTitle} text={t.emptyText} level={2} />
            );
          }
          return (
            <ul aria-label={t.listLabel} className="grid gap-3">
              {items.map((record) => (
                <li key={record.id} className="grid gap-1 rounded-lg border bg-card p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={record.status === 'accepted' ? 'default' : 'outline'}>
                      {statusLabels[record.status]}
                    </Badge>
                    <Badge variant="outline">
                      {record.team ? t.teamBadge(record.team.name) : t.companyBadge}
                    </Badge>
                  </div>
                  <Link to={`?tab=decisions&record=${record.id}`} className={linkClass}>
                    <span className="text-lg font-semibold break-words">{record.title}</span>
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {t.driverAndApprover(nameOf(record.driver), nameOf(record.approver))}
                  </p>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      <LoadMoreButton query={list} label={t.loadMore} loadingLabel={t.loadingMore} />
    </div>
  );
}

function NewRecordButton({ onCreated }: { onCreated: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
  return (
    <>
      <Button ref={button} type="button" onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden />
        {t.newRecord}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t.createTitle}
        cancel={t.close}
        className="max-w-2xl"
      >
        <RecordForm onClose={() => setOpen(false)} onCreated={onCreated} />
      </FormDialog>
    </>
  );
}
