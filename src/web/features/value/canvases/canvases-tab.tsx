import { LayoutGridIcon } from 'lucide-react';
import { useUrlParams } from '@/lib/use-url-tab';
import { NewButton, ValueList } from '../value-parts';
import { canvasTexts as c } from '../value-texts';
import { CanvasForm } from './canvas-form';
import { CanvasView } from './canvas-view';
import { PitchView } from './pitch-view';

/** Lean Canvases: the list, one canvas open at a time (`?canvas=`), its pitch outline (`&pitch=1`). */
export function CanvasesTab() {
  const [params, update] = useUrlParams();
  const open = params.get('canvas');
  const openCanvas = (id: string | null) => update({ canvas: id, pitch: null });
  if (open && params.get('pitch')) return <PitchView id={open} onBack={() => update({ pitch: null })} />;
  if (open)
    return <CanvasView id={open} onBack={() => openCanvas(null)} onPitch={() => update({ pitch: '1' })} />;
  return (
    <ValueList
      listKey="GET /api/canvases"
      tab={null}
      param="canvas"
      label={c.listLabel}
      empty={{ icon: LayoutGridIcon, title: c.emptyTitle, text: c.emptyText }}
      newButton={
        <NewButton label={c.newCanvas} title={c.createTitle}>
          {(onClose) => <CanvasForm onClose={onClose} onCreated={(id) => openCanvas(id)} />}
        </NewButton>
      }
    />
  );
}
