import type { DocumentVersion } from '@shared/contract/strategy';
import { HistoryIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { selectClass, useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { formatMoment, formerMember, historyTexts as t } from './document-texts';
import { useCompare, useVersions } from './documents-api';

/** How a kind of document names its parts and shows its status, in the comparison. */
export interface DocumentParts {
  /** The name of each part a comparison may show: `title`, `status` and each part of the body. */
  labels: Record<string, string>;
  statusLabel?: (status: NonNullable<DocumentVersion['status']>) => string;
}

/** A document's "History" button and its dialog: every version, and what changed between two. */
export function HistoryButton({
  documentId,
  title,
  parts,
}: {
  documentId: string;
  title: string;
  parts: DocumentParts;
}) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
  return (
    <>
      <Button
        ref={button}
        type="button"
        size="sm"
        variant="outline"
        aria-label={t.openLabel(title)}
        onClick={() => setOpen(true)}
      >
        <HistoryIcon aria-hidden />
        {t.open}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t.title(title)}
        cancel={t.close}
        className="max-w-2xl"
      >
        {open && <History documentId={documentId} parts={parts} />}
      </FormDialog>
    </>
  );
}

function History({ documentId, parts }: { documentId: string; parts: DocumentParts }) {
  const versions = useVersions(documentId);
  return (
    <QueryState query={versions} loadFailed={t.loadFailed} isEmpty={() => false}>
      {(data) => (
        <VersionsAndCompare
          documentId={documentId}
          parts={parts}
          versions={data.items}
          more={data.nextBefore !== null}
        />
      )}
    </QueryState>
  );
}

function VersionsAndCompare({
  documentId,
  parts,
  versions,
  more,
}: {
  documentId: string;
  parts: DocumentParts;
  versions: { version: number; savedAt: string; savedBy: { fullName: string | null } | null }[];
  more: boolean;
}) {
  const id = useId();
  const newest = versions[0]?.version ?? 1;
  const [from, setFrom] = useState(versions[1]?.version ?? newest);
  const [to, setTo] = useState(newest);
  const compared = useCompare(documentId, from, to);
  return (
    <div className="grid gap-4">
      <ol className="grid gap-1 text-sm">
        {versions.map((version) => (
          <li key={version.version}>
            <span className="font-medium">{t.version(version.version)}</span>{' '}
            <span className="text-muted-foreground">
              {t.savedBy(version.savedBy?.fullName ?? formerMember, formatMoment(version.savedAt))}
            </span>
          </li>
        ))}
      </ol>
      {more && <p className="text-sm text-muted-foreground">{t.older}</p>}
      {versions.length > 1 && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-from`}>{t.from}</Label>
            <select
              id={`${id}-from`}
              className={selectClass}
              value={from}
              onChange={(event) => setFrom(Number(event.target.value))}
            >
              {versions.map((version) => (
                <option key={version.version} value={version.version}>
                  {version.version}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-to`}>{t.to}</Label>
            <select
              id={`${id}-to`}
              className={selectClass}
              value={to}
              onChange={(event) => setTo(Number(event.target.value))}
            >
              {versions.map((version) => (
                <option key={version.version} value={version.version}>
                  {version.version}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {versions.length > 1 && from === to && <p className="text-sm text-muted-foreground">{t.pickTwo}</p>}
      {compared.data && from !== to && (
        <Comparison
          from={compared.data.from}
          to={compared.data.to}
          changed={compared.data.changed}
          parts={parts}
        />
      )}
    </div>
  );
}

/** An item of a list part: a pillar or an option by its name and points, a persona's job as itself. */
type ListItem =
  | string
  | { name?: string; title?: string; rationale?: string | null; pros?: string | null; cons?: string | null };

/** A part of a version as plain text: lists one item a line. */
function partText(version: DocumentVersion, part: string, parts: DocumentParts): string {
  if (part === 'title') return version.title;
  if (part === 'status') return version.status ? (parts.statusLabel?.(version.status) ?? version.status) : '';
  const value = (version.body as Record<string, unknown>)[part];
  if (Array.isArray(value)) {
    return (value as ListItem[])
      .map((item) =>
        typeof item === 'string'
          ? item
          : [
              item.name ?? item.title,
              item.rationale,
              item.pros && `+ ${item.pros}`,
              item.cons && `− ${item.cons}`,
            ]
              .filter(Boolean)
              .join(' · '),
      )
      .join('\n');
  }
  return typeof value === 'string' ? value : '';
}

function Comparison({
  from,
  to,
  changed,
  parts,
}: {
  from: DocumentVersion;
  to: DocumentVersion;
  changed: string[];
  parts: DocumentParts;
}) {
  if (changed.length === 0) return <p className="text-sm">{t.nothingChanged}</p>;
  return (
    <section aria-label={t.changed} className="grid gap-3">
      <h3 className="text-sm font-medium">{t.changed}</h3>
      {changed.map((part) => (
        <div key={part} className="grid gap-2 rounded-md border p-3">
          <h4 className="text-sm font-semibold">{parts.labels[part] ?? part}</h4>
          <div className="grid gap-2 sm:grid-cols-2">
            <div>
              <p className="text-xs text-muted-foreground">
                {t.before} ({t.version(from.version)})
              </p>
              <p className="text-sm break-words whitespace-pre-line">
                {partText(from, part, parts) || t.empty}
              </p>
            </div>
            <div>
              <p className="text-xs text-muted-foreground">
                {t.after} ({t.version(to.version)})
              </p>
              <p className="text-sm break-words whitespace-pre-line">
                {partText(to, part, parts) || t.empty}
              </p>
            </div>
          </div>
        </div>
      ))}
    </section>
  );
}
