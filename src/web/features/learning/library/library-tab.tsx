import type { Resource, ResourceCompetencyChoice } from '@shared/contract/library';
import { RESOURCE_KINDS, type ResourceKind } from '@shared/learning-messages';
import { RESOURCE_SEARCH_MAX } from '@shared/library-messages';
import {
  BookOpenIcon,
  CheckIcon,
  ExternalLinkIcon,
  PencilIcon,
  PlusIcon,
  SearchXIcon,
  Trash2Icon,
} from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  type LibraryFilters,
  useDeleteResource,
  useResourceCompetencies,
  useResources,
  useSaveResource,
} from './library-api';
import { kindLabels, libraryTexts as t } from './library-texts';
import { ResourceDialog } from './resource-dialog';

/**
 * The Library tab: the company's links, newest first, found by words of the title, by kind and by
 * competency; each saved to the caller's plan in one click; added, edited and deleted in a dialog.
 */
export function LibraryTab() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<ResourceKind | ''>('');
  const [competencyId, setCompetencyId] = useState('');
  const [editing, setEditing] = useState<Resource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  // Typing asks again once React has a moment, not on every key's render.
  const q = useDeferredValue(search.trim());
  const filters: LibraryFilters = {
    ...(q ? { q } : {}),
    ...(kind ? { kind } : {}),
    ...(competencyId ? { competencyId } : {}),
  };
  const filtered = Object.keys(filters).length > 0;
  const resources = useResources(filters);
  const competencies = useResourceCompetencies();
  const remove = useDeleteResource();
  const choices = competencies.data ?? [];

  return (
    <section aria-labelledby="library-title" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id="library-title" className="text-xl font-semibold">
            {t.title}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t.description}</p>
        </div>
        <Button type="button" className="shrink-0" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden />
          {t.add}
        </Button>
      </div>
      <Filters
        search={search}
        onSearch={setSearch}
        kind={kind}
        onKind={setKind}
        competencyId={competencyId}
        onCompetency={setCompetencyId}
        competencies={choices}
      />
      <QueryState
        query={{ ...resources, data: resources.data?.pages.flatMap((page) => page.items) }}
        loadFailed={t.loadFailed}
        empty={
          filtered ? (
            <EmptyState icon={SearchXIcon} title={t.noMatchTitle} text={t.noMatchText} level={3} />
          ) : (
            <EmptyState icon={BookOpenIcon} title={t.emptyTitle} text={t.emptyText} level={3}>
              <Button type="button" onClick={() => setEditing('new')}>
                <PlusIcon aria-hidden />
                {t.add}
              </Button>
            </EmptyState>
          )
        }
      >
        {(items) => (
          <div className="grid gap-3">
            <ul className="grid gap-3">
              {items.map((resource) => (
                <ResourceCard
                  key={resource.id}
                  resource={resource}
                  onEdit={() => setEditing(resource)}
                  onDelete={() => setDeleting(resource)}
                />
              ))}
            </ul>
            <LoadMoreButton query={resources} label={t.loadMore} loadingLabel={t.loadingMore} />
          </div>
        )}
      </QueryState>
      <ResourceDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        resource={editing === 'new' || editing === null ? undefined : editing}
        competencies={choices}
      />
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

function Filters(props: {
  search: string;
  onSearch: (value: string) => void;
  kind: ResourceKind | '';
  onKind: (value: ResourceKind | '') => void;
  competencyId: string;
  onCompetency: (value: string) => void;
  competencies: readonly ResourceCompetencyChoice[];
}) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>{t.search}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={props.search}
          maxLength={RESOURCE_SEARCH_MAX}
          placeholder={t.searchPlaceholder}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-kind`}>{t.kind}</Label>
        <NativeSelect
          id={`${id}-kind`}
          value={props.kind}
          onChange={(event) => props.onKind(event.target.value as ResourceKind | '')}
        >
          <option value="">{t.anyKind}</option>
          {RESOURCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-competency`}>{t.competency}</Label>
        <NativeSelect
          id={`${id}-competency`}
          value={props.competencyId}
          onChange={(event) => props.onCompetency(event.target.value)}
        >
          <option value="">{t.anyCompetency}</option>
          {props.competencies.map((competency) => (
            <option key={competency.id} value={competency.id}>
              {competency.name} · {competency.track}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function ResourceCard({
  resource,
  onEdit,
  onDelete,
}: {
  resource: Resource;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `resource-${resource.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <h3 id={headingId} className="font-semibold break-words">
              <a
                href={resource.url}
                target="_blank"
                rel="noopener noreferrer"
                className="underline-offset-4 hover:underline focus-visible:underline"
              >
                {resource.title}
                <ExternalLinkIcon aria-hidden className="ml-1 inline size-3.5 align-baseline" />
                <span className="sr-only"> {t.opensInNewTab}</span>
              </a>
            </h3>
            <p className="text-sm break-all text-muted-foreground">
              {resource.host}
              {resource.addedBy?.fullName && (
                <span className="break-normal"> · {t.addedBy(resource.addedBy.fullName)}</span>
              )}
            </p>
          </div>
          {resource.canEdit && (
            <div className="flex shrink-0 gap-1">
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t.editLabel(resource.title)}
                title={t.edit}
                onClick={onEdit}
              >
                <PencilIcon aria-hidden />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t.deleteLabel(resource.title)}
                title={t.delete}
                onClick={onDelete}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ul className="flex flex-wrap gap-1.5">
            <li>
              <Badge variant="secondary">{kindLabels[resource.kind]}</Badge>
            </li>
            {resource.competencies.map((competency) => (
              <li key={competency.id}>
                <Badge variant="outline">{competency.name}</Badge>
              </li>
            ))}
          </ul>
          <PlanState resource={resource} />
        </div>
      </article>
    </li>
  );
}

/** "Save to my plan", or where it stands in the caller's own plan. */
function PlanState({ resource }: { resource: Resource }) {
  const save = useSaveResource();
  if (resource.inMyPlan === 'open') return <Badge variant="accent">{t.inPlan}</Badge>;
  if (resource.inMyPlan === 'done')
    return (
      <Badge variant="accent">
        <CheckIcon aria-hidden />
        {t.done}
      </Badge>
    );
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={t.saveLabel(resource.title)}
      disabled={save.isPending}
      onClick={() => save.mutate(resource.id)}
    >
      <PlusIcon aria-hidden />
      {t.save}
    </Button>
  );
}
