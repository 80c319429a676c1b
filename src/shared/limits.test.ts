import { describe, expect, it } from 'vitest';
import * as limits from './limits';

/**
 * The limits as docs/product.md#limits writes them, spelled out here as literals on purpose: every
 * other test reads limits.ts, so a number changed there without the page would pass them all.
 */
describe('the limits the product page documents', () => {
  it('numbers and messages, word for word', () => {
    expect({ ...limits }).toStrictEqual({
      DAY_FIRST_YEAR: 1900,
      DAY_LAST_YEAR: 2999,
      OPEN_GOALS_PER_OWNER_MAX: 100,
      KEY_RESULTS_MAX: 5,
      TEAMS_PER_COMPANY_MAX: 500,
      VALUES_MAX: 12,
      GOAL_TREE_MAX: 1000,
      HISTORY_PAGE_MAX: 100,
      DAY_ITEM_MAX: 200,
      DAY_ITEMS_PER_DAY_MAX: 50,
      DAY_CLOSE_FIELD_MAX: 2000,
      KEEP_ASK_ROLLED: 5,
      BOARD_COLUMNS_MAX: 8,
      BOARD_CARDS_MAX: 500,
      FOCUS_BLOCKS_PER_WEEK_MAX: 40,
      HABITS_MAX: 20,
      HABITS_TOTAL_MAX: 100,
      GROWTH_ITEMS_OPEN_MAX: 100,
      CAREER_TRACKS_MAX: 20,
      TRACK_LEVELS_MAX: 12,
      TRACK_COMPETENCIES_MAX: 20,
      LEARNING_RESOURCES_MAX: 2000,
      JOURNAL_ENTRIES_MAX: 5000,
      DECISION_RECORDS_MAX: 10000,
      DOCUMENT_VERSIONS_MAX: 1000,
      IDEAS_MAX: 10000,
      VALUE_DOCUMENTS_MAX: 2000,
      limitMessages: {
        reached: 'This would go past one of SOS’s limits.',
        openGoals: 'A person can own at most 100 open goals. Close or delete one first.',
        teams: 'A company can have at most 500 teams. Archive one before creating another.',
        dayItems: 'A day can hold at most 50 items. Finish or delete one first.',
      },
    });
  });
});
