import { z } from 'zod/mini';
import {
  TIME_ZONE_DEFAULT,
  timeZoneMessages,
  VALUE_DESCRIPTION_MAX,
  VALUE_NAME_MAX,
  valueMessages,
} from './company-settings-messages';
import { createCompanySchema, optionalText, requiredText } from './schemas';

/**
 * Company settings: editing the company (the rules of its creation), its code and its values
 * (docs/product.md#company-settings). Kept out of schemas.ts and messages.ts, which the sign-in page
 * loads.
 */
const fields = createCompanySchema.shape;

/** Whether a name is one of the runtime's IANA zones; `UTC`, the default, is not always listed. */
export function isTimeZone(name: string): boolean {
  return name === TIME_ZONE_DEFAULT || Intl.supportedValuesOf('timeZone').includes(name);
}

export const timeZoneSchema = z
  .string({ error: timeZoneMessages.invalid })
  .check(z.refine(isTimeZone, { error: timeZoneMessages.invalid }));

/**
 * PATCH /api/company: each field as at creation. A field left out stays as it is; the name, when sent,
 * is required; an optional field sent empty, blank or null is cleared.
 */
export const updateCompanySchema = z.object({
  name: z.optional(fields.name),
  mission: z.optional(fields.mission),
  industry: z.optional(fields.industry),
  location: z.optional(fields.location),
  timeZone: z.optional(timeZoneSchema),
});
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

const valueName = requiredText({
  shape: 'line',
  max: VALUE_NAME_MAX,
  required: valueMessages.nameRequired,
  tooLong: valueMessages.nameTooLong,
  controls: valueMessages.nameControls,
});

const valueDescription = optionalText({
  shape: 'lines',
  max: VALUE_DESCRIPTION_MAX,
  tooLong: valueMessages.descriptionTooLong,
  controls: valueMessages.descriptionControls,
});

export const createValueSchema = z.object({ name: valueName, description: valueDescription });
export type CreateValueInput = z.input<typeof createValueSchema>;

/** A position past the end moves the value to the end. */
export const updateValueSchema = z.object({
  name: z.optional(valueName),
  description: z.optional(valueDescription),
  // A number with one refine rather than z.int and z.gte, whose number formats would join the forms
  // chunk that /auth loads.
  position: z.optional(
    z.number({ error: valueMessages.positionInvalid }).check(
      z.refine((position: number) => Number.isSafeInteger(position) && position >= 0, {
        error: valueMessages.positionInvalid,
      }),
    ),
  ),
});
export type UpdateValueInput = z.input<typeof updateValueSchema>;
