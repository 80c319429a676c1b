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
  ROLES,
} from './constants';
import { isDay } from './days';
import { peopleMessages, validationMessages as m } from './messages';

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
export const email = z.pipe(
  z.string({ error: m.emailInvalid }).check(z.trim()),
  z.email(m.emailInvalid).check(z.maxLength(EMAIL_MAX, m.emailTooLong)),
);

export const newPassword = z
  .string({ error: m.passwordTooShort })
  .check(
    z.minLength(PASSWORD_MIN, m.passwordTooShort),
    z.maxLength(PASSWORD_MAX, m.passwordTooLong),
    z.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, m.passwordTooWeak),
  );

/**
 * Text that shows nothing: Unicode's White_Space property (PropList.txt) and its
 * Default_Ignorable_Code_Point property (DerivedCoreProperties.txt; UAX #44), among them U+00AD,
 * U+034F, U+115F, U+1160, U+180E, U+200B–U+200F, U+2060–U+206F, U+3164, U+FE00–U+FE0F (variation
 * selectors), U+FEFF, U+FFA0 and the tag characters. U+2800 BRAILLE PATTERN BLANK is neither, yet draws
 * nothing. A value made only of these is blank (docs/security.md#4-hostile-input); inside real text they
 * stay, since emoji (U+200D in 👩‍💻, U+FE0F, tags in flags) and some scripts (U+200C) need them.
 */
const blank = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * What a text may not hold: controls (general category Cc: C0, DEL and C1) and the bidirectional controls
 * (the Bidi_Control property: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which can make
 * a name read backwards or reorder what follows it on a page. A one-line text also refuses the line and
 * paragraph separators; a multi-line one keeps tabs and newlines.
 */
const forbidden = {
  line: /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u,
  lines: /[^\P{Cc}\t\n]|\p{Bidi_Control}/u,
} as const;
type TextShape = keyof typeof forbidden;

const isBlank = (value: string) => blank.test(value);

/**
 * NFC, so one text has one spelling; every line break as \n in a multi-line text (browsers send CRLF);
 * then trimmed.
 */
function cleaned(shape: TextShape) {
  return z.overwrite((value: string) => {
    const composed = value.normalize('NFC');
    return (shape === 'lines' ? composed.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n') : composed).trim();
  });
}

export type TextRules = { shape: TextShape; max: number; tooLong: string; controls: string };

/** Run a check only on text that is not blank: a blank value is judged as blank, whatever it holds. */
const whenNotBlank = {
  when: (payload: { value: unknown }) => typeof payload.value === 'string' && !isBlank(payload.value),
};

/** The checks after `cleaned`: no forbidden character, then the length. */
function textChecks({ shape, max, tooLong, controls }: TextRules) {
  return [
    z.refine<string>((value) => !forbidden[shape].test(value), { error: controls, ...whenNotBlank }),
    z.maxLength(max, { error: tooLong, ...whenNotBlank }),
  ] as const;
}

/** A required text: blank (see `blank`) gets the field's "required" message and nothing else. */
export function requiredText(rules: TextRules & { required: string }) {
  return z.string({ error: rules.required }).check(
    cleaned(rules.shape),
    // minLength too, though `blank` covers it: the API reference shows it as the field's minimum.
    z.minLength(1, { error: rules.required, abort: true }),
    z.refine((value: string) => !isBlank(value), { error: rules.required, abort: true }),
    ...textChecks(rules),
  );
}

/** Missing, empty or blank optional fields become null, as the spec stores them. */
export function optionalText(rules: TextRules) {
  return z.pipe(
    z.nullish(z.string().check(cleaned(rules.shape), ...textChecks(rules))),
    z.transform((value: string | null | undefined) => (value && !isBlank(value) ? value : null)),
  );
}

export const signUpSchema = z.object({
  email,
  password: newPassword,
  fullName: requiredText({
    shape: 'line',
    max: FULL_NAME_MAX,
    required: m.fullNameRequired,
    tooLong: m.fullNameTooLong,
    controls: m.fullNameControls,
  }),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z.string({ error: m.passwordRequired }).check(z.minLength(1, m.passwordRequired)),
});
export type SignInInput = z.input<typeof signInSchema>;

export const createCompanySchema = z.object({
  name: requiredText({
    shape: 'line',
    max: COMPANY_NAME_MAX,
    required: m.companyNameRequired,
    tooLong: m.companyNameTooLong,
    controls: m.companyNameControls,
  }),
  mission: optionalText({
    shape: 'lines',
    max: MISSION_MAX,
    tooLong: m.missionTooLong,
    controls: m.missionControls,
  }),
  industry: optionalText({
    shape: 'line',
    max: INDUSTRY_MAX,
    tooLong: m.industryTooLong,
    controls: m.industryControls,
  }),
  location: optionalText({
    shape: 'line',
    max: LOCATION_MAX,
    tooLong: m.locationTooLong,
    controls: m.locationControls,
  }),
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

export const joinRequestListQuerySchema = z.object({
  status: z._default(z.enum(JOIN_REQUEST_STATUSES), 'pending'),
});

/** An admin's change of a person's role in the people directory. */
export const changeRoleSchema = z.object({
  role: z.enum(ROLES, { error: peopleMessages.roleInvalid }),
});

export { firstMessage } from './first-message';

/**
 * A day field (the rule: isDay, in days.ts): `invalid` for a text that is no such day, `required` (the same by default) for a
 * missing or empty one.
 */
export const dayField = (invalid: string, required: string = invalid) =>
  z
    .string({ error: required })
    .check(
      z.minLength(1, { error: required, abort: true }),
      z.refine(isDay, { error: invalid, abort: true }),
    );
