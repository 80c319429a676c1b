import { z } from 'zod/mini';
import {
  CONTRIBUTION_KINDS,
  CONTRIBUTION_TEXT_MAX,
  type ContributionKind,
  CONTRIBUTIONS_PAGE_DEFAULT,
  CONTRIBUTIONS_PAGE_MAX,
  purposeMessages as m,
  TEAM_PURPOSE_MAX,
} from './purpose-messages';
import { dayField, optionalText, requiredText } from './schemas';

/** The purpose map's and the contribution log's bodies and queries (decision 040): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

/** A team's purpose: one line; empty, blank or null clears it. */
export const teamPurposeSchema = z.object({
  purpose: optionalText({
    shape: 'line',
    max: TEAM_PURPOSE_MAX,
    tooLong: m.purposeTooLong,
    controls: m.purposeControls,
  }),
});
export type TeamPurposeInput = z.input<typeof teamPurposeSchema>;

// ---- The contribution log's cursor --------------------------------------------------------------

/**
 * Where a page of the log ends: the last entry's moment, kind and id (the log's order), written as
 * base64url of "moment kind id". Opaque to the client, it looks nothing up: a forged one only moves
 * the starting point within what the caller may read anyway.
 */
export interface ContributionCursor {
  /** ISO 8601 in UTC to the microsecond. */
  at: string;
  kind: ContributionKind;
  id: string;
}

const BASE64URL = /^[A-Za-z0-9_-]{1,160}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeContributionCursor({ at, kind, id }: ContributionCursor): string {
  return btoa(`${at} ${kind} ${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeContributionCursor(cursor: string): ContributionCursor | undefined {
  if (!BASE64URL.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const [at = '', kind = '', id = '', ...rest] = text.split(' ');
  const known = (CONTRIBUTION_KINDS as readonly string[]).includes(kind);
  if (rest.length > 0 || !MOMENT.test(at) || Number.isNaN(Date.parse(at)) || !known || !UUID.test(id))
    return undefined;
  return { at, kind: kind as ContributionKind, id };
}

const pageLimit = z._default(
  z.coerce
    .number({ error: m.limitInvalid })
    .check(
      z.refine(
        (value: number) => Number.isSafeInteger(value) && value >= 1 && value <= CONTRIBUTIONS_PAGE_MAX,
        { error: m.limitInvalid },
      ),
    ),
  CONTRIBUTIONS_PAGE_DEFAULT,
);

/** GET /api/contributions: whose log (the caller's by default), a page at a time, newest first. */
export const contributionsQuerySchema = z.object({
  person: z.optional(uuidOf(m.personInvalid)),
  limit: pageLimit,
  /** The `nextCursor` of the page before. */
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(
      z.refine((cursor: string) => decodeContributionCursor(cursor) !== undefined, {
        error: m.cursorInvalid,
      }),
    ),
  ),
});
export type ContributionsQuery = z.input<typeof contributionsQuerySchema>;

/** An entry a person adds to their own log: the day (today or before) and what they did. */
export const createContributionSchema = z.object({
  day: dayField(m.dayInvalid),
  text: requiredText({
    shape: 'line',
    max: CONTRIBUTION_TEXT_MAX,
    required: m.textRequired,
    tooLong: m.textTooLong,
    controls: m.textControls,
  }),
});
export type CreateContributionInput = z.input<typeof createContributionSchema>;

/** Hides one entry of the caller's log from their leads, or shows it again. */
export const hideContributionSchema = z.object({
  kind: z.enum(CONTRIBUTION_KINDS, { error: m.kindInvalid }),
  subjectId: uuidOf(m.subjectInvalid),
  hidden: z.boolean({ error: m.hiddenInvalid }),
});
export type HideContributionInput = z.input<typeof hideContributionSchema>;
