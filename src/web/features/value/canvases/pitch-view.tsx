import type { Pitch } from '@shared/contract/value';
import { ArrowLeftIcon, DownloadIcon, PrinterIcon } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useDownloadPitch, usePitch } from '../value-api';
import { pitchTexts as p } from '../value-texts';

/**
 * A canvas's pitch outline, as the server builds it: printable (`data-print-alone`: the print style
 * prints it without the app's chrome; its buttons are `print:hidden`), and as Markdown to download.
 */
export function PitchView({ id, onBack }: { id: string; onBack: () => void }) {
  const pitch = usePitch(id);
  return (
    <div className="grid gap-4">
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="justify-self-start print:hidden"
        onClick={onBack}
      >
        <ArrowLeftIcon aria-hidden />
        {p.back}
      </Button>
      <QueryState query={pitch} loadFailed={p.loadFailed} isEmpty={() => false}>
        {(data) => <Outline id={id} pitch={data} />}
      </QueryState>
    </div>
  );
}

function Outline({ id, pitch }: { id: string; pitch: Pitch }) {
  const download = useDownloadPitch(id, pitch.title);
  return (
    <article
      data-print-alone
      aria-labelledby="pitch-title"
      className="grid max-w-3xl gap-5 rounded-lg border bg-card p-4 sm:p-8 print:border-0 print:p-0"
    >
      <header className="grid gap-3">
        <h2 id="pitch-title" className="text-2xl font-semibold break-words">
          {p.title(pitch.title)}
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button type="button" size="sm" variant="outline" onClick={() => window.print()}>
            <PrinterIcon aria-hidden />
            {p.print}
          </Button>
          <Button type="button" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
            <DownloadIcon aria-hidden />
            {download.isPending ? p.downloading : p.download}
          </Button>
        </div>
      </header>
      {pitch.sections.map((section) => (
        <section
          key={section.key}
          aria-labelledby={`pitch-${section.key}`}
          className="grid gap-2 break-inside-avoid"
        >
          <h3 id={`pitch-${section.key}`} className="text-lg font-semibold">
            {section.heading}
          </h3>
          <Lines lines={section.lines} />
        </section>
      ))}
      <p className="border-t pt-3 text-xs text-muted-foreground">{pitch.footer}</p>
    </article>
  );
}

/** Paragraphs, and each run of "- " lines as one list. */
function Lines({ lines }: { lines: string[] }) {
  const groups: (string | string[])[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (line.startsWith('- ')) {
      if (Array.isArray(last)) last.push(line.slice(2));
      else groups.push([line.slice(2)]);
    } else groups.push(line);
  }
  return (
    <>
      {groups.map((group, index) =>
        Array.isArray(group) ? (
          <ul key={index} className="list-disc pl-6 text-sm">
            {group.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="text-sm break-words">
            {group}
          </p>
        ),
      )}
    </>
  );
}
