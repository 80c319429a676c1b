import { lazyTab, type ModuleTab, TabbedModule } from '@/components/tabbed-module';
import { CanvasesTab } from './canvases/canvases-tab';
import { canvasTexts, personaTexts, tableTexts, valueTexts as t } from './value-texts';

/** The page's tabs, in order; the first is the page's plain address and comes with the page. */
const TABS: readonly ModuleTab[] = [
  { value: 'canvases', label: canvasTexts.tab, Panel: CanvasesTab },
  {
    value: 'personas',
    label: personaTexts.tab,
    Panel: lazyTab(() => import('./personas/personas-tab'), 'PersonasTab'),
  },
  {
    value: 'alternatives',
    label: tableTexts.tab,
    Panel: lazyTab(() => import('./alternatives/alternatives-tab'), 'AlternativesTab'),
  },
];

/** Crafting Value Propositions: Lean Canvases, the personas they serve, and the alternatives they beat. */
export function Value() {
  return <TabbedModule title={t.title} description={t.description} tabsLabel={t.tabsLabel} tabs={TABS} />;
}
