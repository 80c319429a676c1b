import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STYLE_CHOICES, STYLE_NOTE_MAX } from '../../../shared/style-rules';
import { users } from './auth';
import { oneOf } from './columns';

const lengthBetween = (column: unknown, max: number) =>
  sql`char_length(${column}) between 1 and ${sql.raw(String(max))}`;

/** How a person likes to communicate (level 4: the company reads it on their profile). */
export const communicationStyles = pgTable(
  'communication_styles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: STYLE_CHOICES.channel }),
    timing: text('timing', { enum: STYLE_CHOICES.timing }),
    tone: text('tone', { enum: STYLE_CHOICES.tone }),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('communication_styles_channel_check', sql`${t.channel} in (${oneOf(STYLE_CHOICES.channel)})`),
    check('communication_styles_timing_check', sql`${t.timing} in (${oneOf(STYLE_CHOICES.timing)})`),
    check('communication_styles_tone_check', sql`${t.tone} in (${oneOf(STYLE_CHOICES.tone)})`),
    check('communication_styles_note_check', lengthBetween(t.note, STYLE_NOTE_MAX)),
  ],
);
