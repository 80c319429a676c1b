import { lazyTab, type ModuleTab, TabbedModule } from '@/components/tabbed-module';
import { LevelTab } from './career/level-tab';
import { learningTexts as t } from './learning-texts';

/** The page's tabs, in order; the first is the page's plain address and comes with the page. */
const TABS: readonly ModuleTab[] = [
  { value: 'level', label: 'My level', Panel: LevelTab },
  { value: 'plan', label: 'Growth plan', Panel: lazyTab(() => import('./growth/plan-tab'), 'PlanTab') },
  { value: 'journal', label: 'Journal', Panel: lazyTab(() => import('./journal/journal-tab'), 'JournalTab') },
  { value: 'library', label: 'Library', Panel: lazyTab(() => import('./library/library-tab'), 'LibraryTab') },
  { value: 'people', label: 'My people', Panel: lazyTab(() => import('./career/people-tab'), 'PeopleTab') },
  { value: 'tracks', label: 'Tracks', Panel: lazyTab(() => import('./career/tracks-tab'), 'TracksTab') },
];

/** Learning & Growth: where a person is going and what they do to get there. The tab lives in the URL. */
export function Learning() {
  return <TabbedModule title={t.title} description={t.description} tabsLabel={t.tabsLabel} tabs={TABS} />;
}
