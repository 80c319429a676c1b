import { lazyTab, type ModuleTab, TabbedModule } from '@/components/tabbed-module';
import { collaborationTexts as t } from './collaboration-texts';
import { ConnectionsTab } from './connections/connections-tab';

/** The page's tabs, in order; the first is the page's plain address and comes with the page. */
const TABS: readonly ModuleTab[] = [
  { value: 'connections', label: 'Connections', Panel: ConnectionsTab },
  { value: 'help', label: 'Ask for help', Panel: lazyTab(() => import('./help/help-tab'), 'HelpTab') },
  { value: 'rituals', label: 'Rituals', Panel: lazyTab(() => import('./rituals/rituals-tab'), 'RitualsTab') },
  { value: 'map', label: 'Map', Panel: lazyTab(() => import('./connections/map-tab'), 'MapTab') },
];

/**
 * Collaboration & Connection: meeting people across teams, asking for help, a team's rituals, and the
 * map of who one works with. The tab lives in the URL.
 */
export function Collaboration() {
  return <TabbedModule title={t.title} description={t.description} tabsLabel={t.tabsLabel} tabs={TABS} />;
}
