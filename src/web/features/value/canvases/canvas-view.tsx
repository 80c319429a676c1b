import type { Canvas } from '@shared/contract/value';
import { CANVAS_BOX_LABELS, type CanvasBox } from '@shared/value-messages';
import { FileTextIcon } from 'lucide-react';
import { HistoryButton } from '@/components/documents/history-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useCanvas } from '../value-api';
import { BackButton, DeleteButton, EditButton, LinkedList, WhereBadge } from '../value-parts';
import { canvasParts, canvasTexts as c } from '../value-texts';
import { CanvasForm } from './canvas-form';

/**
 * The Lean Canvas's layout: on a desktop, five columns, the problem and solution, the unique value
 * proposition, the unfair advantage and customer segments tall, with key metrics and channels under
 * them; the cost structure and revenue streams along the foot. On a phone the boxes stack in order.
 */
const LAYOUT: { box: CanvasBox; className: string }[] = [
  { box: 'problem', className: 'lg:col-start-1 lg:row-span-2 lg:row-start-1' },
  { box: 'solution', className: 'lg:col-start-2 lg:row-start-1' },
  { box: 'keyMetrics', className: 'lg:col-start-2 lg:row-start-2' },
  { box: 'uniqueValueProposition', className: 'lg:col-start-3 lg:row-span-2 lg:row-start-1' },
  { box: 'unfairAdvantage', className: 'lg:col-start-4 lg:row-start-1' },
  { box: 'channels', className: 'lg:col-start-4 lg:row-start-2' },
  { box: 'customerSegments', className: 'lg:col-start-5 lg:row-span-2 lg:row-start-1' },
  { box: 'costStructure', className: 'lg:col-span-2 lg:col-start-1 lg:row-start-3' },
  { box: 'revenueStreams', className: 'lg:col-span-3 lg:col-start-3 lg:row-start-3' },
];

/** One canvas: its unique value sentence at the top, the nine boxes, its personas and tables. */
export function CanvasView({ id, onBack, onPitch }: { id: string; onBack: () => void; onPitch: () => void }) {
  const canvas = useCanvas(id);
  return (
    <div className="grid gap-4">
      <BackButton onBack={onBack} />
      <QueryState query={canvas} loadFailed={c.loadFailed} isEmpty={() => false}>
        {(data) => <CanvasBody canvas={data} onBack={onBack} onPitch={onPitch} />}
      </QueryState>
    </div>
  );
}

function CanvasBody({
  canvas,
  onBack,
  onPitch,
}: {
  canvas: Canvas;
  onBack: () => void;
  onPitch: () => void;
}) {
  return (
    <article aria-labelledby="canvas-title" className="grid gap-5">
      <header className="grid gap-2">
        <WhereBadge team={canvas.team} />
        <h2 id="canvas-title" className="text-2xl font-semibold break-words">
          {canvas.title}
        </h2>
        <div className="rounded-lg border-l-4 border-primary bg-muted/40 p-3">
          <p className="text-xs font-medium text-muted-foreground uppercase">{c.uniqueValue}</p>
          <p className={canvas.uniqueValue ? 'text-lg font-medium' : 'text-sm text-muted-foreground'}>
            {canvas.uniqueValue ?? c.noUniqueValue}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <EditButton title={c.editTitle}>
            {(onClose) => <CanvasForm canvas={canvas} onClose={onClose} />}
          </EditButton>
          <HistoryButton documentId={canvas.id} title={canvas.title} parts={canvasParts} />
          <Button type="button" size="sm" variant="outline" onClick={onPitch}>
            <FileTextIcon aria-hidden />
            {c.pitch}
          </Button>
          {canvas.canDelete && (
            <DeleteButton
              deleteKey="DELETE /api/canvases/:id"
              id={canvas.id}
              title={canvas.title}
              onDone={onBack}
            />
          )}
        </div>
      </header>
      <section aria-label={c.boxesLabel} className="grid gap-3 lg:grid-cols-5">
        {LAYOUT.map(({ box, className }) => (
          <div key={box} className={`grid content-start gap-1 rounded-lg border bg-card p-3 ${className}`}>
            <h3 className="text-sm font-semibold">{CANVAS_BOX_LABELS[box]}</h3>
            <p
              className={`text-sm break-words whitespace-pre-line ${canvas.boxes[box] ? '' : 'text-muted-foreground'}`}
            >
              {canvas.boxes[box] ?? c.emptyBox}
            </p>
          </div>
        ))}
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">{c.personas}</h3>
          <LinkedList
            items={canvas.personas}
            label={c.personas}
            hrefOf={(id) => `?tab=personas&persona=${id}`}
          />
        </section>
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">{c.tables}</h3>
          <LinkedList
            items={canvas.tables}
            label={c.tables}
            hrefOf={(id) => `?tab=alternatives&table=${id}`}
          />
        </section>
      </div>
      <p className="text-xs text-muted-foreground">{c.credit}</p>
    </article>
  );
}
