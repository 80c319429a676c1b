import { z } from 'zod';
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
 * The validation rules of SPEC.md section 5, shared by the forms and the API. The order of the checks
 * is the order of the messages: the screens show only the first one. A missing or non-string value
 * gets the field's first spec message rather than a generic type error.
 */
const email = z
  .string({ error: m.emailInvalid })
  .trim()
  .pipe(z.email(m.emailInvalid).max(EMAIL_MAX, m.emailTooLong));

const newPassword = z
  .string({ error: m.passwordTooShort })
  .min(PASSWORD_MIN, m.passwordTooShort)
  .max(PASSWORD_MAX, m.passwordTooLong)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, m.passwordTooWeak);

/** Empty or blank optional fields become null, as the spec stores them. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const signUpSchema = z.object({
  email,
  password: newPassword,
  fullName: z
    .string({ error: m.fullNameRequired })
    .trim()
    .min(1, m.fullNameRequired)
    .max(FULL_NAME_MAX, m.fullNameTooLong),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
});
export type SignInInput = z.input<typeof signInSchema>;

export const createCompanySchema = z.object({
  name: z
    .string({ error: m.companyNameRequired })
    .trim()
    .min(1, m.companyNameRequired)
    .max(COMPANY_NAME_MAX, m.companyNameTooLong),
  mission: optionalText(MISSION_MAX, m.missionTooLong),
  industry: optionalText(INDUSTRY_MAX, m.industryTooLong),
  location: optionalText(LOCATION_MAX, m.locationTooLong),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

export const companyCodeSchema = z
  .string({ error: m.companyCodeLength })
  .trim()
  .length(COMPANY_CODE_LENGTH, m.companyCodeLength)
  .regex(/^[A-Z0-9]*$/, m.companyCodeCharacters);

export const joinRequestSchema = z.object({ companyCode: companyCodeSchema });
export type JoinRequestInput = z.input<typeof joinRequestSchema>;

export const refreshSchema = z.object({ refreshToken: z.string().min(1).max(200) });

/** POST /api/auth/token takes either grant, told apart by grantType. */
export const tokenRequestSchema = z.discriminatedUnion('grantType', [
  signInSchema.extend({ grantType: z.literal('password') }),
  refreshSchema.extend({ grantType: z.literal('refresh_token') }),
]);

export const joinRequestListQuerySchema = z.object({
  status: z.enum(JOIN_REQUEST_STATUSES).default('pending'),
});

/** The first message of a failed parse: the one the screens show. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
