import { z } from 'zod/mini';
import { createCompanySchema, optionalText, requiredText } from './schemas';

/**
 * Company settings: editing the company (the rules of its creation), its code and its values
 * (docs/product.md#company-settings). Kept out of schemas.ts and messages.ts, which the sign-in page
 * loads.
 */
export const VALUE_NAME_MAX = 50;
export const VALUE_DESCRIPTION_MAX = 280;
/** A company may have at most this many values; 3 to 7 is what we recommend. */
export const VALUES_MAX = 12;
export const VALUES_RECOMMENDED = { min: 3, max: 7 } as const;

export const valueMessages = {
  nameRequired: 'Value name is required',
  nameTooLong: `Value name must be at most ${VALUE_NAME_MAX} characters`,
  nameControls: 'Value name must not contain line breaks or control characters',
  descriptionTooLong: `Value description must be at most ${VALUE_DESCRIPTION_MAX} characters`,
  descriptionControls: 'Value description must not contain control characters',
  positionInvalid: 'Position must be a whole number from 0',
  tooMany: `A company can have at most ${VALUES_MAX} values. Remove one before adding another.`,
  exists: 'This company already has a value with that name.',
  notFound: 'Value not found.',
  noCompany: 'You do not belong to a company.',
} as const;

const fields = createCompanySchema.shape;

/**
 * PATCH /api/company: each field as at creation. A field left out stays as it is; the name, when sent,
 * is required; an optional field sent empty, blank or null is cleared.
 */
export const updateCompanySchema = z.object({
  name: z.optional(fields.name),
  mission: z.optional(fields.mission),
  industry: z.optional(fields.industry),
  location: z.optional(fields.location),
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
