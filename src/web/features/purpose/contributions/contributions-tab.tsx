import type { Contribution, ContributionPage } from '@shared/contract/purpose';
import { ScrollTextIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useContributions, useDeleteContribution, useLedPeople } from './contributions-api';
import { contributionsTexts as t } from './contributions-texts';
import { AddEntryButton } from './entry-dialog';
import { EntryItem } from './entry-item';

const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Entries by month (YYYY-MM), newest first as they come. */
function byMonth(entries: Contribution[]) {
  const months = new Map<string, Contribution[]>();
  for (const entry of entries) {
    const month = entry.day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), entry]);
  }
  return [...months.entries()];
}

/**
 * The Contributions tab: the caller's own log, grouped by month, with the eye that hides an entry from
 * their leads and entries added by hand; for a lead, a picker of the people they lead, whose logs read
 * here without any control. No score, no count.
 */
export function ContributionsTab() {
  const [personId, setPersonId] = useState<string | undefined>(undefined);
  const people = useLedPeople().data?.people ?? [];
  const pickerId = useId();
  return (
    <section aria-labelledby="contributions-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="contributions-title" className="text-xl font-semibold">
          {t.title}
        </h2>
      </div>
      {people.length > 0 && (
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor={pickerId}>{t.whose}</Label>
          <NativeSelect
            id={pickerId}
            value={personId ?? ''}
            onChange={(event) => setPersonId(event.target.value || undefined)}
          >
            <option value="">{t.you}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.fullName ?? t.formerMember}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <Log key={personId ?? 'me'} personId={personId} />
    </section>
  );
}

function Log({ personId }: { personId: string | undefined }) {
  const log = useContributions(personId);
  const [deleting, setDeleting] = useState<Contribution | null>(null);
  const remove = useDeleteContribution();
  const query = { ...log, data: log.data?.pages };
  return (
    <QueryState query={query} loadFailed={t.loadFailed} isEmpty={() => false}>
      {(pages: ContributionPage[]) => {
        const first = pages[0]!;
        const entries = pages.flatMap((page) => page.items);
        const name = first.person.fullName ?? t.formerMember;
        return (
          <div className="grid gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <p className="max-w-prose text-sm text-muted-foreground">
                {first.own ? t.description : t.leadDescription(name)}
              </p>
              {first.own && <AddEntryButton today={first.today} />}
            </div>
            {entries.length === 0 ? (
              first.own ? (
                <EmptyState icon={ScrollTextIcon} title={t.emptyTitle} text={t.emptyText} level={3} />
              ) : (
                <EmptyState
                  icon={ScrollTextIcon}
                  title={t.emptyLedTitle}
                  text={t.emptyLedText(name)}
                  level={3}
                />
              )
            ) : (
              byMonth(entries).map(([month, items]) => (
                <section key={month} aria-labelledby={`month-${month}`} className="grid gap-2">
                  <h3 id={`month-${month}`} className="text-lg font-semibold">
                    {monthFormat.format(new Date(`${month}-01T00:00:00Z`))}
                  </h3>
                  <ul className="grid gap-2">
                    {items.map((entry) => (
                      <EntryItem
                        key={`${entry.kind}:${entry.subjectId}`}
                        entry={entry}
                        own={first.own}
                        onDelete={setDeleting}
                      />
                    ))}
                  </ul>
                </section>
              ))
            )}
            <LoadMoreButton query={log} label={t.loadMore} loadingLabel={t.loadingMore} />
            <ConfirmDialog
              open={deleting !== null}
              onOpenChange={(open) => !open && setDeleting(null)}
              title={t.deleteTitle}
              description={t.deleteDescription}
              confirm={t.delete}
              cancel={t.cancel}
              onConfirm={() => {
                if (deleting) remove.mutate(deleting.subjectId);
                setDeleting(null);
              }}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
