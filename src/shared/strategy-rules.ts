import { z } from 'zod/mini';
import { isCursor } from './page-cursor';
import { optionalText, requiredText } from './schemas';
import {
  DECISION_CONTRIBUTORS_MAX,
  DECISION_GOALS_MAX,
  DECISION_INFORMED_MAX,
  DECISION_OPTIONS_MAX,
  DECISION_OUTCOMES,
  DECISION_STATUSES,
  DECISION_TEXT_MAX,
  DECISION_TITLE_MAX,
  DECISIONS_PAGE_DEFAULT,
  DECISIONS_PAGE_MAX,
  DOCUMENT_VISIBILITIES,
  OPTION_POINTS_MAX,
  OPTION_TITLE_MAX,
  PILLAR_GOALS_MAX,
  PILLAR_NAME_MAX,
  PILLAR_RATIONALE_MAX,
  PILLARS_MAX,
  PILLARS_MIN,
  STRATEGY_VISION_MAX,
  strategyMessages as m,
} from './strategy-messages';

/** The strategy page's and decision records' bodies and queries (decision 041): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

/** A list of distinct ids, at most `max`. */
const idList = (max: number, invalid: string, tooMany: string) =>
  z.array(uuidOf(invalid), { error: invalid }).check(
    z.maxLength(max, { error: tooMany }),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, { error: invalid }),
  );

/** The version an edit started from: 0 when there was none yet (the strategy page's first save). */
const version = z
  .number({ error: m.versionInvalid })
  .check(z.refine((value: number) => Number.isSafeInteger(value) && value >= 0, { error: m.versionInvalid }));

const lines = (max: number, tooLong: string, controls: string) =>
  optionalText({ shape: 'lines', max, tooLong, controls });

// ---- The strategy page --------------------------------------------------------------------------

export const pillarInputSchema = z.object({
  /** The pillar's id when it was on the page already (records link to it); none for a new one. */
  id: z.optional(uuidOf(m.pillarIdInvalid)),
  name: requiredText({
    shape: 'line',
    max: PILLAR_NAME_MAX,
    required: m.pillarNameRequired,
    tooLong: m.pillarNameTooLong,
    controls: m.pillarNameControls,
  }),
  rationale: lines(PILLAR_RATIONALE_MAX, m.pillarRationaleTooLong, m.pillarRationaleControls),
  goalIds: z._default(idList(PILLAR_GOALS_MAX, m.goalInvalid, m.pillarGoals), []),
});

/** PUT /api/strategy: the whole page, with the version it started from. */
export const strategyInputSchema = z.object({
  version,
  vision: lines(STRATEGY_VISION_MAX, m.visionTooLong, m.visionControls),
  pillars: z.array(pillarInputSchema, { error: m.pillarsCount }).check(
    z.minLength(PILLARS_MIN, { error: m.pillarsCount }),
    z.maxLength(PILLARS_MAX, { error: m.pillarsCount }),
    z.refine(
      (pillars: { id?: string | undefined }[]) => {
        const ids = pillars.flatMap((pillar) => (pillar.id ? [pillar.id] : []));
        return new Set(ids).size === ids.length;
      },
      { error: m.pillarIdInvalid },
    ),
  ),
});
export type StrategyInput = z.input<typeof strategyInputSchema>;

/** The strategy page's body as stored: each pillar with its id. */
export const strategyBodySchema = z.object({
  vision: z.nullable(z.string()),
  pillars: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rationale: z.nullable(z.string()),
      goalIds: z.array(z.string()),
    }),
  ),
});
export type StrategyBody = z.output<typeof strategyBodySchema>;

// ---- Decision records ---------------------------------------------------------------------------

const recordText = lines(DECISION_TEXT_MAX, m.textTooLong, m.textControls);

export const optionInputSchema = z.object({
  title: requiredText({
    shape: 'line',
    max: OPTION_TITLE_MAX,
    required: m.optionTitleRequired,
    tooLong: m.optionTitleTooLong,
    controls: m.optionTitleControls,
  }),
  pros: lines(OPTION_POINTS_MAX, m.optionPointsTooLong, m.textControls),
  cons: lines(OPTION_POINTS_MAX, m.optionPointsTooLong, m.textControls),
});

/** What a record says and who takes part: written when proposed, never after it is decided. */
const recordContent = {
  title: requiredText({
    shape: 'line',
    max: DECISION_TITLE_MAX,
    required: m.titleRequired,
    tooLong: m.titleTooLong,
    controls: m.titleControls,
  }),
  context: recordText,
  options: z._default(
    z
      .array(optionInputSchema, { error: m.optionsCount })
      .check(z.maxLength(DECISION_OPTIONS_MAX, { error: m.optionsCount })),
    [],
  ),
  decision: recordText,
  approverId: uuidOf(m.approverRequired),
  contributorIds: z._default(idList(DECISION_CONTRIBUTORS_MAX, m.personInvalid, m.contributorsTooMany), []),
  informedIds: z._default(idList(DECISION_INFORMED_MAX, m.personInvalid, m.informedTooMany), []),
  goalIds: z._default(idList(DECISION_GOALS_MAX, m.goalInvalid, m.goalsTooMany), []),
  pillarIds: z._default(idList(PILLARS_MAX, m.pillarIdInvalid, m.pillarsTooMany), []),
};

/** POST /api/decisions: a new record, proposed, with the caller as its Driver. */
export const createDecisionSchema = z
  .object({
    ...recordContent,
    visibility: z._default(z.enum(DOCUMENT_VISIBILITIES, { error: m.visibilityInvalid }), 'company'),
    teamId: z.optional(z.nullable(uuidOf(m.teamNotFound))),
    /** An accepted record this one replaces once accepted. */
    supersedesId: z.optional(z.nullable(uuidOf(m.supersedesInvalid))),
  })
  .check(
    z.refine((input) => input.visibility !== 'team' || Boolean(input.teamId), {
      error: m.teamRequired,
      path: ['teamId'],
    }),
    z.refine((input) => input.visibility !== 'company' || !input.teamId, {
      error: m.teamOnlyForTeam,
      path: ['teamId'],
    }),
  );
export type CreateDecisionInput = z.input<typeof createDecisionSchema>;

/** PUT /api/decisions/:id: the whole content again, with the version it started from. */
export const updateDecisionSchema = z.object({ ...recordContent, version });
export type UpdateDecisionInput = z.input<typeof updateDecisionSchema>;

/** POST /api/decisions/:id/decide: the Approver's outcome, on the version they read. */
export const decideSchema = z.object({
  outcome: z.enum(DECISION_OUTCOMES, { error: m.outcomeInvalid }),
  version,
});
export type DecideInput = z.input<typeof decideSchema>;

/** A record's body as stored: its content apart from the title, people and links. */
export const decisionBodySchema = z.object({
  context: z.nullable(z.string()),
  options: z.array(
    z.object({ title: z.string(), pros: z.nullable(z.string()), cons: z.nullable(z.string()) }),
  ),
  decision: z.nullable(z.string()),
});
export type DecisionBody = z.output<typeof decisionBodySchema>;

const pageLimit = z._default(
  z.coerce.number({ error: m.limitInvalid }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= DECISIONS_PAGE_MAX, {
      error: m.limitInvalid,
    }),
  ),
  DECISIONS_PAGE_DEFAULT,
);

/** GET /api/decisions: newest first, a page at a time, by status. */
export const decisionListQuerySchema = z.object({
  status: z.optional(z.enum(DECISION_STATUSES, { error: m.statusInvalid })),
  limit: pageLimit,
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
});
export type DecisionListQuery = z.input<typeof decisionListQuerySchema>;

const versionNumber = (message: string) =>
  z.coerce
    .number({ error: message })
    .check(z.refine((value: number) => Number.isSafeInteger(value) && value >= 1, { error: message }));

/** GET /api/documents/:id/versions: newest first, the page below `before`. */
export const versionListQuerySchema = z.object({ before: z.optional(versionNumber(m.beforeInvalid)) });

/** GET /api/documents/:id/compare: two of its versions. */
export const compareQuerySchema = z.object({
  from: versionNumber(m.compareInvalid),
  to: versionNumber(m.compareInvalid),
});
