import { lazyTab, type ModuleTab, TabbedModule } from '@/components/tabbed-module';
import { collaborationTexts as t } from './collaboration-texts';
import { HelpTab } from './help/help-tab';

/**
 * The page's tabs, in order; the first is the page's plain address and comes with the page. Ask for
 * help and Rituals here; Connections and the relationship map join them (decision 041, slice 3).
 */
const TABS: readonly ModuleTab[] = [
  { value: 'help', label: 'Ask for help', Panel: HelpTab },
  { value: 'rituals', label: 'Rituals', Panel: lazyTab(() => import('./rituals/rituals-tab'), 'RitualsTab') },
];

/** Collaboration & Connection: asking for help, a team's rituals. The tab lives in the URL. */
export function Collaboration() {
  return <TabbedModule title={t.title} description={t.description} tabsLabel={t.tabsLabel} tabs={TABS} />;
}
