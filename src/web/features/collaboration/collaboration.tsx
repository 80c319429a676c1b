import { lazyTab, type ModuleTab, TabbedModule } from '@/components/tabbed-module';
import { collaborationTexts as t } from './collaboration-texts';
import { ConnectionsTab } from './connections/connections-tab';

/** The page's tabs, in order; the first is the page's plain address and comes with the page. */
const TABS: readonly ModuleTab[] = [
  { value: 'connections', label: 'Connections', Panel: ConnectionsTab },
  { value: 'map', label: 'Map', Panel: lazyTab(() => import('./connections/map-tab'), 'MapTab') },
];

/** Collaboration & Connection: meeting people across teams, and the map of who one works with. */
export function Collaboration() {
  return <TabbedModule title={t.title} description={t.description} tabsLabel={t.tabsLabel} tabs={TABS} />;
}
