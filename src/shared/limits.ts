/**
 * How much of each thing SOS keeps or answers at once (docs/product.md#limits), in one place. A cap
 * is set where a real company never goes, so that only a script meets it; a page size bounds what
 * one answer carries however much is stored. No imports: the error table, the forms and the server
 * all read these.
 */

/** The years a calendar day may fall in: PostgreSQL has no year 0, and ranges reach a few years out. */
export const DAY_FIRST_YEAR = 1900;
export const DAY_LAST_YEAR = 2999;

/**
 * Open goals one person owns, whatever their level. Goals run for a quarter or a year and a person
 * holds three to five of them; a hundred open at once is a list no one checks in on.
 */
export const OPEN_GOALS_PER_OWNER_MAX = 100;

/** Key results per goal: three to five is the method's advice, so five is the most. */
export const KEY_RESULTS_MAX = 5;

/**
 * Live teams of one company (archived ones aside). A team is five to fifteen people: 500 teams is a
 * company of several thousand, who would split into several SOS companies long before.
 */
export const TEAMS_PER_COMPANY_MAX = 500;

/** A company's values; 3 to 7 is what we recommend, 12 is already more than people remember. */
export const VALUES_MAX = 12;

/**
 * The alignment tree's goals in one answer. About 200 bytes each: at most some 200 KB, which a
 * phone draws at once. A company with more open goals sees its company and team goals and the
 * caller's own first; the goal list finds the others.
 */
export const GOAL_TREE_MAX = 1000;

/**
 * A key result's value history points in one answer: a weekly check-in for two years. The goal page
 * shows the latest ones and reads earlier ones a page at a time.
 */
export const HISTORY_PAGE_MAX = 100;

/** A day item's text (decision 038): a line of a plan, not a document. */
export const DAY_ITEM_MAX = 200;

/** Items on one person's day: a plan of fifty things is a list no one finishes. */
export const DAY_ITEMS_PER_DAY_MAX = 50;

/** Each field of a day close (done, next, blocked, note). */
export const DAY_CLOSE_FIELD_MAX = 2000;

/** Working days an item rolls before Today asks, once, whether to keep it. */
export const KEEP_ASK_ROLLED = 5;
/**
 * A team's board (decision 038): its columns, and the cards on it that are not archived (a card is
 * archived 14 days after it reached the last column). A team works on tens of cards at once; 500
 * is a board no one reads, and bounds the board's one answer.
 */
export const BOARD_COLUMNS_MAX = 8;
export const BOARD_CARDS_MAX = 500;
/**
 * Focus blocks one person plans in one week (their messages are in focus-messages.ts: the pages that
 * load this file, /auth among them, need not carry them): eight a working day is already more blocks than hours.
 */
export const FOCUS_BLOCKS_PER_WEEK_MAX = 40;

/** A person's live habits (archived ones aside): a handful is what anyone keeps up. */
export const HABITS_MAX = 20;

/** A person's habits, archived ones included: a bound on what one person stores. */
export const HABITS_TOTAL_MAX = 100;

/**
 * Open items of one person's growth plan (decision 040; the message is in growth-messages.ts): a plan
 * of a hundred things at once is a wish list, not a plan.
 */
export const GROWTH_ITEMS_OPEN_MAX = 100;

/**
 * Career tracks (decision 040; their messages are in career-messages.ts): a company's tracks, and a
 * track's levels and competencies. A dozen levels is already a long ladder; twenty competencies a grid
 * no one reads to the end.
 */
export const CAREER_TRACKS_MAX = 20;
export const TRACK_LEVELS_MAX = 12;
export const TRACK_COMPETENCIES_MAX = 20;

/**
 * The company's resource library (decision 040; its messages are in library-messages.ts): two thousand
 * links is a library no one browses to the end, and bounds what one company stores.
 */
export const LEARNING_RESOURCES_MAX = 2000;

/** One person's journal entries (decision 040; its messages are in journal-messages.ts): one a day for over ten years. */
export const JOURNAL_ENTRIES_MAX = 5000;

/**
 * Decision records of one company, and the versions one document keeps (decision 041; their messages
 * are in strategy-messages.ts): ten thousand records is decades of decisions; a thousand saves of one
 * document is a history no one reads to the start.
 */
export const DECISION_RECORDS_MAX = 10000;
export const DOCUMENT_VERSIONS_MAX = 1000;
/** Idea documents (SWOTs, pre-mortems, plans) of one company, all teams together (idea-messages.ts). */
export const IDEAS_MAX = 10000;

/**
 * Value propositions of one company (decision 041, slice 2; their messages are in value-messages.ts):
 * canvases, personas and tables of alternatives, each kind counted apart. Two thousand of each is
 * far more offers than a company sells, and bounds what one company stores.
 */
export const VALUE_DOCUMENTS_MAX = 2000;

export const limitMessages = {
  reached: 'This would go past one of SOS’s limits.',
  openGoals: `A person can own at most ${OPEN_GOALS_PER_OWNER_MAX} open goals. Close or delete one first.`,
  teams: `A company can have at most ${TEAMS_PER_COMPANY_MAX} teams. Archive one before creating another.`,
  dayItems: `A day can hold at most ${DAY_ITEMS_PER_DAY_MAX} items. Finish or delete one first.`,
} as const;
