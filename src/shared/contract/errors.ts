import { z } from 'zod/mini';
import { oneOnOneMessages } from '../communication-messages';
import { valueMessages } from '../company-settings-messages';
import { feedbackMessages } from '../feedback-messages';
import { goalMessages } from '../goal-messages';
import { limitMessages } from '../limits';
import { mailMessages } from '../mail-messages';
import { apiMessages, peopleMessages } from '../messages';
import { reviewMessages } from '../review-messages';
import { teamMessages } from '../team-messages';
import { dayItemPulledMessage, dayNotClosableMessage } from '../today-messages';
import { wellbeingMessages } from '../wellbeing-messages';

/**
 * Every error the API answers: its snake_case code, HTTP status and the message it carries unless the
 * thrower gives a more precise one (a failed rule's own message, "Join request not found.").
 * The server maps a thrown code to its status here and nowhere else; the web compares codes typed by
 * this table, so a misspelt code fails the typecheck.
 */
export const apiErrors = {
  validation_failed: { status: 400, message: 'The first rule the input breaks, in the words of the form.' },
  invalid_json: { status: 400, message: apiMessages.invalidJson },
  invalid_credentials: { status: 400, message: apiMessages.invalidCredentials },
  invalid_reset_token: { status: 400, message: mailMessages.invalidResetToken },
  invalid_verification_token: { status: 400, message: mailMessages.invalidVerificationToken },
  bad_request: { status: 400, message: 'Bad request' },
  not_signed_in: { status: 401, message: apiMessages.notSignedIn },
  invalid_token: { status: 401, message: apiMessages.invalidToken },
  invalid_refresh_token: { status: 401, message: apiMessages.invalidRefreshToken },
  // Slack's command (decision 047): one answer for a wrong, missing or stale signature, which tells a
  // forger nothing of which it was.
  invalid_signature: { status: 401, message: 'The request’s signature is not valid.' },
  forbidden: { status: 403, message: apiMessages.adminOnly },
  wrong_password: { status: 403, message: 'Your current password is incorrect.' },
  not_found: { status: 404, message: apiMessages.notFound },
  company_not_found: { status: 404, message: apiMessages.companyNotFound },
  user_exists: { status: 409, message: apiMessages.userExists },
  already_in_company: { status: 409, message: apiMessages.alreadyInCompany },
  already_requested: { status: 409, message: apiMessages.alreadyRequested },
  already_decided: { status: 409, message: apiMessages.alreadyDecided },
  requester_in_company: { status: 409, message: apiMessages.requesterInCompany },
  last_admin: { status: 409, message: peopleMessages.lastAdmin },
  team_name_taken: { status: 409, message: teamMessages.nameTaken },
  team_archived: { status: 409, message: teamMessages.archived },
  already_team_member: { status: 409, message: teamMessages.alreadyMember },
  too_many_values: { status: 409, message: valueMessages.tooMany },
  value_exists: { status: 409, message: valueMessages.exists },
  goal_cycle: { status: 409, message: goalMessages.cycle },
  goal_closed: { status: 409, message: goalMessages.closed },
  limit_reached: { status: 409, message: limitMessages.reached },
  already_answered: { status: 409, message: wellbeingMessages.alreadyAnswered },
  one_on_one_exists: { status: 409, message: oneOnOneMessages.exists },
  one_on_one_not_active: { status: 409, message: oneOnOneMessages.notActive },
  review_exists: { status: 409, message: reviewMessages.exists },
  review_not_open: { status: 409, message: reviewMessages.notOpen },
  review_answered: { status: 409, message: reviewMessages.answered },
  review_not_closed: { status: 409, message: reviewMessages.notClosed },
  feedback_request_closed: { status: 409, message: feedbackMessages.requestClosed },
  day_item_pulled: { status: 409, message: dayItemPulledMessage },
  day_not_closable: { status: 409, message: dayNotClosableMessage },
  // Its words here, not from board-messages: that module would then come with every page.
  board_column_not_empty: { status: 409, message: 'Move or delete this column’s cards first.' },
  // Spelled here, not imported: focus-messages.ts would come with the table into every page.
  habit_archived: { status: 409, message: 'This habit is archived: restore it to tick it.' },
  // Spelled here, not imported: growth-messages.ts would come with the table into every page.
  growth_item_on_agenda: {
    status: 409,
    message: 'This is already on the agenda of that 1:1’s next meeting.',
  },
  // Written here, not imported: standup-messages.ts would then load with every page.
  standup_not_open: {
    status: 409,
    message: 'This team has no standup today: it is paused, off, or today is not one of its days.',
  },
  // Spelled here, not imported: career-messages.ts would then load with every page.
  track_name_taken: { status: 409, message: 'Your company already has a track with this name.' },
  not_on_track: {
    status: 409,
    message: 'Only the competencies of the person’s current track can be rated.',
  },
  // Spelled here, not imported: library-messages.ts would then load with every page.
  resource_in_plan: {
    status: 409,
    message: 'This resource is already in your growth plan. Mark that item done before saving it again.',
  },
  // Spelled here, not imported: strategy-messages.ts would then load with every page.
  stale_version: {
    status: 409,
    message:
      'Someone saved this document after you opened it. Here is their version: check it, then save again.',
  },
  record_accepted: {
    status: 409,
    message:
      'This decision record is decided: its content no longer changes. Write a new record that supersedes it.',
  },
  // Spelled here, not imported: help-messages.ts would then load with every page.
  help_request_closed: { status: 409, message: 'This request is closed.' },
  // Spelled here, not imported: companion-messages.ts would then load with every page.
  model_off: {
    status: 409,
    message: 'The AI model is off, so The Surfer cannot answer questions. Your nudges still work without it.',
  },
  // Single sign-on's (decision 047), short: the server's sso_required, sso_discovery_failed and
  // sso_domain_taken say more (the provider, the issuer, the domain) in sso-messages.ts's words.
  sso_required: { status: 403, message: 'Sign in with your company’s identity provider.' },
  invalid_sso_code: { status: 400, message: 'This sign-in link is no longer valid. Sign in again.' },
  sso_discovery_failed: { status: 400, message: 'The issuer’s OpenID configuration could not be read.' },
  sso_domain_taken: { status: 409, message: 'A domain belongs to another company’s provider.' },
  // The Integrations settings' (decision 047): spelled here, not imported, as the others above.
  not_a_webhook: { status: 409, message: 'Only a webhook has a signing secret to rotate.' },
  integration_disabled: { status: 409, message: 'This destination is off: turn it on first.' },
  body_too_large: { status: 413, message: apiMessages.bodyTooLarge },
  unsupported_media_type: { status: 415, message: apiMessages.unsupportedMediaType },
  rate_limited: { status: 429, message: apiMessages.rateLimited },
  internal_error: { status: 500, message: apiMessages.internal },
  unavailable: { status: 503, message: apiMessages.unavailable },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof apiErrors;
export type ErrorStatus = (typeof apiErrors)[ErrorCode]['status'];

export const errorCodes = Object.keys(apiErrors) as ErrorCode[];

/** Errors of any endpoint that reads a JSON body (read-body.ts, and the 1 MiB limit of app.ts). */
export const bodyErrors = [
  'validation_failed',
  'invalid_json',
  'unsupported_media_type',
  'body_too_large',
] as const satisfies readonly ErrorCode[];

/**
 * Codes an endpoint may answer without declaring them: any, internal_error; any but a read,
 * body_too_large, since the server's 1 MiB limit stands before every write, body or not (docs/api.md).
 */
export function undeclaredErrorsOf(endpoint: { method: string }): readonly ErrorCode[] {
  return endpoint.method === 'GET' ? ['internal_error'] : ['internal_error', 'body_too_large'];
}

/** Errors of any endpoint that needs a live session's access token. */
export const signedInErrors = ['not_signed_in', 'invalid_token'] as const satisfies readonly ErrorCode[];

/** Every error answer's body: `{"error": {"code", "message"}}`, with every broken rule for a 400. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    /**
     * stale_version alone: the newer document, as the endpoint's success answer gives it, so the
     * editor sees what changed and loses nothing.
     */
    newer: z.optional(z.unknown()),
  }),
});
