import { describe, expect, it } from 'vitest';
import * as board from './board-messages';
import * as career from './career-messages';
import * as communication from './communication-messages';
import * as companySettings from './company-settings-messages';
import * as connections from './connections-messages';
import * as culture from './culture-messages';
import * as goals from './goal-messages';
import * as growth from './growth-messages';
import * as help from './help-messages';
import * as integrations from './integration-messages';
import * as journal from './journal-messages';
import * as library from './library-messages';
import * as purpose from './purpose-messages';
import * as rituals from './rituals-messages';
import * as slack from './slack-messages';
import * as sso from './sso-messages';
import * as strategy from './strategy-messages';
import * as teams from './team-messages';
import * as value from './value-messages';
import * as wellbeing from './wellbeing-messages';

/**
 * The modules' numbers (limits, thresholds, days) as docs/product.md states them, spelled out here as
 * literals on purpose: every other test derives its numbers from these constants, so a number changed
 * in its module (the kudos limit from 20 to 21, say) would pass them all but this one. The numbers
 * are found, not listed: every UPPER_CASE export whose value is a number, or numbers only, so a new
 * one fails here until it is written down too. constants.ts and limits.ts have theirs in
 * spec-texts.test.ts and limits.test.ts.
 */
function numbersOf(module: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(module).filter(([name, value]) => /^[A-Z][A-Z0-9_]*$/.test(name) && numeric(value)),
  );
}

/** A number, or an array or object holding numbers only, as deep as it goes. */
function numeric(value: unknown): boolean {
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.length > 0 && value.every(numeric);
  if (value && typeof value === 'object') {
    const values = Object.values(value);
    return values.length > 0 && values.every(numeric);
  }
  return false;
}

describe('the product’s numbers, as docs/product.md writes them', () => {
  it('company values', () => {
    expect(numbersOf(companySettings)).toStrictEqual({
      VALUES_RECOMMENDED: { min: 3, max: 7 },
      VALUE_NAME_MAX: 50,
      VALUE_DESCRIPTION_MAX: 280,
    });
  });

  it('the team’s board', () => {
    expect(numbersOf(board)).toStrictEqual({
      BOARD_COLUMN_NAME_MAX: 40,
      BOARD_CARD_TITLE_MAX: 200,
      BOARD_ARCHIVE_AFTER_DAYS: 14,
      BOARD_HISTORY_MAX: 200,
    });
  });

  it('1:1s', () => {
    expect(numbersOf(communication)).toStrictEqual({
      WEEKDAY_MIN: 1,
      WEEKDAY_MAX: 7,
      AGENDA_POINT_MAX: 500,
      ONE_ON_ONE_NOTE_MAX: 5000,
      ACTION_ITEM_MAX: 500,
      AGENDA_ORDER_MAX: 500,
      MEETINGS_PAGE_DEFAULT: 10,
      MEETINGS_PAGE_MAX: 50,
    });
  });

  it('goals, key results and check-ins', () => {
    expect(numbersOf(goals)).toStrictEqual({
      GOAL_TITLE_MAX: 200,
      GOAL_DESCRIPTION_MAX: 2000,
      KEY_RESULT_TITLE_MAX: 200,
      KEY_RESULT_UNIT_MAX: 20,
      KEY_RESULTS_MIN: 1,
      KEY_RESULT_WEIGHT_MAX: 10,
      KEY_RESULT_VALUE_LIMIT: 1_000_000_000_000,
      GOAL_PARENTS_MAX: 10,
      GOAL_PERIOD_MAX_DAYS: 1096,
      CHECK_IN_TEXT_MAX: 2000,
      CONFIDENCE_MAX: 10,
      HEALTH_AT_RISK_BEHIND: 0.165,
      HEALTH_OFF_TRACK_BEHIND: 0.33,
      CHECK_IN_OVERDUE_DAYS: 14,
      CHECK_IN_DUE_DAYS: 7,
      GOALS_PAGE_DEFAULT: 20,
      GOALS_PAGE_MAX: 100,
    });
  });

  it('kudos and the culture figures', () => {
    expect(numbersOf(culture)).toStrictEqual({
      KUDOS_MESSAGE_MAX: 500,
      KUDOS_RECIPIENTS_MIN: 1,
      KUDOS_RECIPIENTS_MAX: 6,
      KUDOS_PER_DAY: 20,
      REACTION_NAMES_SHOWN: 10,
      CELEBRATED_GOAL_PROGRESS: 0.7,
      ANNIVERSARY_GRACE_DAYS: 7,
      VALUES_WALL_DAYS: 90,
      VALUES_WALL_LATEST: 3,
      CULTURE_METRICS_DAYS: 30,
      CULTURE_METRICS_WEEKS: 12,
      KUDOS_PAGE_DEFAULT: 20,
      KUDOS_PAGE_MAX: 100,
    });
  });

  it('teams', () => {
    expect(numbersOf(teams)).toStrictEqual({
      TEAM_NAME_MAX: 80,
      TEAM_DESCRIPTION_MAX: 500,
      TEAM_LEADS_MAX: 20,
    });
  });

  it('check-ins of mood and the pulse', () => {
    expect(numbersOf(wellbeing)).toStrictEqual({
      MOOD_SCALE_MIN: 1,
      MOOD_SCALE_MAX: 5,
      MOOD_NOTE_MAX: 500,
      MOOD_RANGE_MAX_DAYS: 366,
      MOOD_HISTORY_SPANS: [30, 90],
      ENPS_PROMOTER_MIN: 9,
      ENPS_DETRACTOR_MAX: 6,
      PULSE_THRESHOLD_MIN: 3,
      PULSE_THRESHOLD_MAX: 10,
      PULSE_THRESHOLD_DEFAULT: 5,
      PULSE_PERIODS_SHOWN: 12,
    });
    // The questions' scales: eNPS 0 to 10, the others 1 to 5.
    const scales = Object.fromEntries(
      Object.entries(wellbeing.PULSE_QUESTIONS).map(([key, question]) => [key, [question.min, question.max]]),
    );
    expect(scales).toStrictEqual({
      enps: [0, 10],
      workload: [1, 5],
      stress: [1, 5],
      recognition: [1, 5],
      clarity: [1, 5],
    });
  });

  it('purpose and alignment, values in practice included', () => {
    expect(numbersOf(purpose)).toStrictEqual({
      TEAM_PURPOSE_MAX: 300,
      CONTRIBUTION_TEXT_MAX: 300,
      CONTRIBUTION_GOAL_PROGRESS_MIN: 0.7,
      VALUE_SCORE_MIN: 1,
      VALUE_SCORE_MAX: 5,
      CONTRIBUTIONS_PAGE_MAX: 50,
      CONTRIBUTIONS_PAGE_DEFAULT: 30,
      CONTRIBUTION_ENTRIES_PER_DAY_MAX: 20,
      VALUES_PERIODS_SHOWN: 12,
    });
  });

  it('career tracks and skill ratings (the database’s numbers are in learning-messages.ts)', () => {
    expect(numbersOf(career)).toStrictEqual({ CAREER_PEOPLE_MAX: 300 });
    expect(career.SKILL_RATING_LABELS).toStrictEqual([
      'Learning',
      'Developing',
      'Meets the level',
      'Beyond the level',
    ]);
  });

  it('the resource library and the reflection journal', () => {
    expect(numbersOf(library)).toStrictEqual({
      RESOURCES_PAGE_DEFAULT: 20,
      RESOURCES_PAGE_MAX: 50,
      RESOURCE_COMPETENCIES_MAX: 5,
      RESOURCE_SEARCH_MAX: 100,
    });
    expect(numbersOf(journal)).toStrictEqual({
      JOURNAL_PAGE_DEFAULT: 20,
      JOURNAL_PAGE_MAX: 50,
      JOURNAL_SEARCH_MAX: 100,
    });
    expect(journal.JOURNAL_PROMPTS).toHaveLength(12);
  });

  it('the growth plan (its open items’ cap is in limits.ts)', () => {
    expect(numbersOf(growth)).toStrictEqual({ GROWTH_DONE_SHOWN: 50, GROWTH_CHOICES_MAX: 200 });
  });

  it('the strategy page and decision records', () => {
    expect(numbersOf(strategy)).toStrictEqual({
      STRATEGY_VISION_MAX: 1000,
      PILLARS_MIN: 3,
      PILLARS_MAX: 5,
      PILLAR_NAME_MAX: 80,
      PILLAR_RATIONALE_MAX: 1000,
      PILLAR_GOALS_MAX: 10,
      DECISION_TITLE_MAX: 150,
      DECISION_TEXT_MAX: 5000,
      DECISION_OPTIONS_MAX: 6,
      OPTION_TITLE_MAX: 150,
      OPTION_POINTS_MAX: 2000,
      DECISION_CONTRIBUTORS_MAX: 20,
      DECISION_INFORMED_MAX: 50,
      DECISION_GOALS_MAX: 10,
      DECISIONS_PAGE_MAX: 50,
      DECISIONS_PAGE_DEFAULT: 20,
      VERSIONS_PAGE_MAX: 100,
    });
  });

  it('connections (decision 041, slice 3)', () => {
    expect(numbersOf(connections)).toStrictEqual({
      CONNECTION_MAP_PEOPLE_MAX: 50,
      CONNECTION_MAP_TEAM_PAIRS_MAX: 50,
      CONNECTION_MAP_DAYS: 90,
      CONNECTION_HISTORY_ROUNDS: 26,
      CONNECTION_FIGURES_ROUNDS: 6,
      CONNECTION_SNOOZE_DAYS_MAX: 365,
      CONNECTION_BAND_A_FEW_MAX: 2,
    });
  });

  it('value propositions: canvases, personas, tables of alternatives', () => {
    expect(numbersOf(value)).toStrictEqual({
      VALUE_TITLE_MAX: 150,
      CANVAS_BOX_MAX: 2000,
      PERSONA_DESCRIPTION_MAX: 1000,
      PERSONA_ITEM_MAX: 200,
      PERSONA_ITEMS_MAX: 10,
      PERSONA_CANVASES_MAX: 10,
      CRITERIA_MAX: 8,
      ALTERNATIVES_MAX: 10,
      CRITERION_MAX: 80,
      ALTERNATIVE_NAME_MAX: 80,
      CELL_MAX: 300,
      UNIQUE_VALUE_MAX: 300,
      VALUE_PAGE_MAX: 50,
      VALUE_PAGE_DEFAULT: 20,
    });
  });

  it('asking for help (its skills’ and requests’ sizes are in collaboration-messages.ts)', () => {
    expect(numbersOf(help)).toStrictEqual({
      HELP_PAGE_DEFAULT: 20,
      HELP_PAGE_MAX: 50,
      HELP_OPEN_REQUESTS_MAX: 10,
      HELP_ANSWERS_MAX: 100,
      HELP_KUDOS_MONTHS: 12,
    });
  });

  it('rituals', () => {
    expect(numbersOf(rituals)).toStrictEqual({ RITUAL_REVIEW_DAYS_DEFAULT: 90 });
  });

  it('Slack’s link codes', () => {
    expect(numbersOf(slack)).toStrictEqual({ SLACK_LINK_CODE_LENGTH: 8, SLACK_LINK_CODE_MINUTES: 10 });
  });

  it('single sign-on', () => {
    expect(numbersOf(sso)).toStrictEqual({
      SSO_DOMAINS_MAX: 10,
      SSO_PROVIDER_NAME_MAX: 40,
      SSO_ISSUER_MAX: 500,
      SSO_CLIENT_ID_MAX: 500,
      SSO_CLIENT_SECRET_MAX: 2000,
      SSO_ATTEMPT_TTL_SECONDS: 600,
      SSO_HANDOFF_TTL_SECONDS: 60,
    });
  });

  it('the integrations’ destinations and deliveries', () => {
    expect(numbersOf(integrations)).toStrictEqual({
      INTEGRATIONS_PER_COMPANY_MAX: 20,
      INTEGRATION_NAME_MAX: 60,
      INTEGRATION_URL_MAX: 2000,
      SLACK_SIGNING_SECRET_MAX: 200,
      WEBHOOK_SECRET_BYTES: 32,
      DELIVERY_RETRY_SECONDS: [5, 300, 1800, 7200, 18000, 36000, 36000],
      DELIVERY_ATTEMPTS: 8,
      DELIVERY_TIMEOUT_SECONDS: 10,
      DELIVERY_LOG_DAYS: 30,
      DELIVERY_PAGE_DEFAULT: 50,
      DELIVERY_PAGE_MAX: 100,
    });
  });
});
