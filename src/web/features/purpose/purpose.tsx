import { lazyTab, type ModuleTab, TabbedModule } from '@/components/tabbed-module';
import { MapTab } from './map/map-tab';
import { purposeTexts as t } from './purpose-texts';

/** The page's tabs, in order; the first is the page's plain address and comes with the page. */
const TABS: readonly ModuleTab[] = [
  { value: 'map', label: 'Purpose map', Panel: MapTab },
  {
    value: 'contributions',
    label: 'Contributions',
    Panel: lazyTab(() => import('./contributions/contributions-tab'), 'ContributionsTab'),
  },
  { value: 'values', label: 'Values', Panel: lazyTab(() => import('./values/values-tab'), 'ValuesTab') },
  {
    value: 'path',
    label: 'Career path',
    Panel: lazyTab(() => import('./career-path/career-path-tab'), 'CareerPathTab'),
  },
];

/** Purpose & Alignment: how each person's work and the company's values meet its mission. */
export function Purpose() {
  return <TabbedModule title={t.title} description={t.description} tabsLabel={t.tabsLabel} tabs={TABS} />;
}
