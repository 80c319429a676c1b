import type { OneOnOneSummary } from '@shared/contract/communication';
import { oneOnOneTexts as t } from './one-on-ones-texts';

/** A meeting's moment in the viewer's own locale and time zone, the zone named. */
const meetingFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export const formatMeeting = (iso: string) => meetingFormat.format(new Date(iso));

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A day (YYYY-MM-DD) as the viewer writes it. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** "Weekly on Wednesday at 10:00 (Europe/Lisbon)": the 1:1's rule, in the company's time zone. */
export const scheduleOf = (oneOnOne: OneOnOneSummary) =>
  t.schedule(
    t.cadences[oneOnOne.cadence],
    t.weekdays[oneOnOne.weekday - 1] ?? '',
    oneOnOne.localTime,
    oneOnOne.timeZone,
  );

/** The other person's name; a person who left SOS is unnamed. */
export const partnerName = (person: { fullName: string | null } | null) =>
  person?.fullName?.trim() || t.someone;
