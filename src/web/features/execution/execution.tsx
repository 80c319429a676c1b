import { lazyTab, type ModuleTab, TabbedModule } from '@/components/tabbed-module';
import { executionTexts as t } from './execution-texts';
import { TodayTab } from './today/today-tab';

/** The page's tabs, in order; the first is the page's plain address and comes with the page. */
const TABS: readonly ModuleTab[] = [
  { value: 'today', label: 'Today', Panel: TodayTab },
  {
    value: 'standups',
    label: 'Standups',
    Panel: lazyTab(() => import('./standups/standups-tab'), 'StandupsTab'),
  },
  { value: 'board', label: 'Board', Panel: lazyTab(() => import('./board/board-tab'), 'BoardTab') },
  { value: 'focus', label: 'Focus', Panel: lazyTab(() => import('./focus-habits-tabs'), 'FocusTab') },
  { value: 'habits', label: 'Habits', Panel: lazyTab(() => import('./focus-habits-tabs'), 'HabitsTab') },
  { value: 'figures', label: 'Figures', Panel: lazyTab(() => import('./figures/figures-tab'), 'FiguresTab') },
];

/** Execution & Focus: the day's plan, standups, the team's board and habits. The tab lives in the URL (`?tab=`). */
export function Execution() {
  return <TabbedModule title={t.title} description={t.description} tabsLabel={t.tabsLabel} tabs={TABS} />;
}
