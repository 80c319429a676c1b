import { lazyTab, type ModuleTab, TabbedModule } from '@/components/tabbed-module';
import { StrategyTab } from './page/strategy-tab';
import { strategyTexts as t } from './strategy-texts';

/** The page's tabs, in order; the first is the page's plain address and comes with the page. */
const TABS: readonly ModuleTab[] = [
  { value: 'strategy', label: 'Strategy', Panel: StrategyTab },
  {
    value: 'decisions',
    label: 'Decisions',
    Panel: lazyTab(() => import('./decisions/decisions-tab'), 'DecisionsTab'),
  },
  { value: 'ideas', label: 'Ideas', Panel: lazyTab(() => import('./ideas/ideas-tab'), 'IdeasTab') },
];

/** Strategic Thinking: the strategy on a page, the decisions that follow from it, and a team's idea tools. */
export function Strategy() {
  return <TabbedModule title={t.title} description={t.description} tabsLabel={t.tabsLabel} tabs={TABS} />;
}
