import { z } from 'zod/mini';
import {
  COMPANY_CODE_LENGTH,
  COMPANY_NAME_MAX,
  EMAIL_MAX,
  FULL_NAME_MAX,
  INDUSTRY_MAX,
  JOIN_REQUEST_STATUSES,
  LOCATION_MAX,
  MISSION_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './constants';
import { validationMessages as m } from './messages';

// zod compiles faster parsers with `new Function` when it may; probing for that breaks the page's
// Content-Security-Policy (no eval), so parse without it. Set here, before any schema is built.
z.config({ jitless: true });

/**
 * The validation rules (docs/product.md#validation-rules), shared by the forms and the API. The order of the checks
 * is the order of the messages: the screens show only the first one. A missing or non-string value
 * gets the field's first spec message rather than a generic type error.
 *
 * Written with zod/mini, whose functions tree-shake: the forms' chunk carries only the rules used here.
 */
const email = z.pipe(
  z.string({ error: m.emailInvalid }).check(z.trim()),
  z.email(m.emailInvalid).check(z.maxLength(EMAIL_MAX, m.emailTooLong)),
);

const newPassword = z
  .string({ error: m.passwordTooShort })
  .check(
    z.minLength(PASSWORD_MIN, m.passwordTooShort),
    z.maxLength(PASSWORD_MAX, m.passwordTooLong),
    z.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, m.passwordTooWeak),
  );

/** A required text: trimmed, then not empty and not over `max`. */
function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
}

/** Empty or blank optional fields become null, as the spec stores them. */
function optionalText(max: number, message: string) {
  return z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

export const signUpSchema = z.object({
  email,
  password: newPassword,
  fullName: requiredText(FULL_NAME_MAX, m.fullNameRequired, m.fullNameTooLong),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z.string({ error: m.passwordRequired }).check(z.minLength(1, m.passwordRequired)),
});
export type SignInInput = z.input<typeof signInSchema>;

export const createCompanySchema = z.object({
  name: requiredText(COMPANY_NAME_MAX, m.companyNameRequired, m.companyNameTooLong),
  mission: optionalText(MISSION_MAX, m.missionTooLong),
  industry: optionalText(INDUSTRY_MAX, m.industryTooLong),
  location: optionalText(LOCATION_MAX, m.locationTooLong),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

/**
 * A company code as people type or paste it: spaces, dashes and invisible characters go, letters are
 * upper-cased ("ab12-cd34" is AB12CD34). The form shows the code this way as it is typed; the schema
 * applies it again, so the API accepts what the form would.
 */
export function normalizeCompanyCode(typed: string): string {
  return typed.replace(/[\p{White_Space}\p{Dash}\p{Default_Ignorable_Code_Point}]/gu, '').toUpperCase();
}

export const companyCodeSchema = z
  .string({ error: m.companyCodeLength })
  .check(
    z.overwrite(normalizeCompanyCode),
    z.length(COMPANY_CODE_LENGTH, m.companyCodeLength),
    z.regex(/^[A-Z0-9]*$/, m.companyCodeCharacters),
  );

export const joinRequestSchema = z.object({ companyCode: companyCodeSchema });
export type JoinRequestInput = z.input<typeof joinRequestSchema>;

export const refreshSchema = z.object({
  refreshToken: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** POST /api/auth/token takes either grant, told apart by grantType. */
export const tokenRequestSchema = z.discriminatedUnion('grantType', [
  z.extend(signInSchema, { grantType: z.literal('password') }),
  z.extend(refreshSchema, { grantType: z.literal('refresh_token') }),
]);

export const joinRequestListQuerySchema = z.object({
  status: z._default(z.enum(JOIN_REQUEST_STATUSES), 'pending'),
});

/** The first message of a failed parse: the one the screens show. */
export function firstMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
