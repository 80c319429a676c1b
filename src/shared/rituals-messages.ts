import {
  RITUAL_DURATION_MAX,
  RITUAL_DURATION_MIN,
  RITUAL_NOTES_MAX,
  RITUAL_TITLE_MAX,
  type RitualCadence,
  type RitualKind,
  RITUALS_PER_TEAM_MAX,
} from './collaboration-messages';
import { addDays } from './days';
import { isoWeekday } from './weeks';

/** A team's rituals (decision 041, docs/product.md#rituals): templates, the next date, the words. */

/** What each template fills in; the team changes any of it. */
export const RITUAL_TEMPLATES: Record<
  Exclude<RitualKind, 'custom'>,
  { title: string; durationMinutes: number; cadence: RitualCadence; notes: string }
> = {
  retro: {
    title: 'Retrospective',
    durationMinutes: 60,
    cadence: 'biweekly',
    notes:
      'Look back on the last two weeks together.\n1. What helped us? (10 min)\n2. What held us back? (10 min)\n3. Pick one or two things to try next, each with a person who carries it. (20 min)\n4. Check how last time’s tries went. (10 min)',
  },
  demo: {
    title: 'Demo',
    durationMinutes: 45,
    cadence: 'biweekly',
    notes:
      'Show what is finished, working, to whoever uses it.\n- Each piece: who it is for, what changed, a live look.\n- Questions and what people would need next.\n- Nothing half-done: it waits for the next demo.',
  },
  planning: {
    title: 'Planning',
    durationMinutes: 60,
    cadence: 'biweekly',
    notes:
      'Agree on what the next two weeks are for.\n1. The goal the period serves, in one sentence.\n2. What we take on, in order, with who carries each.\n3. What we say no to, out loud.\n4. Risks and who we need from other teams.',
  },
  health_check: {
    title: 'Team health check',
    durationMinutes: 45,
    cadence: 'monthly',
    notes:
      'A calm look at how the team works, not at the work.\n- Each person rates a few areas (pace, clarity, support, fun) green, amber or red, then the team talks about the reds.\n- One thing to change, with who looks after it.\n- Nobody is scored: the team compares with itself over time.',
  },
};

export const ritualKindLabels: Record<RitualKind, string> = {
  retro: 'Retrospective',
  demo: 'Demo',
  planning: 'Planning',
  health_check: 'Team health check',
  custom: 'Your own',
};

export const ritualCadenceLabels: Record<RitualCadence, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Monthly, on the first of its weekday',
};

/** A review day this many days after the first day, by default. */
export const RITUAL_REVIEW_DAYS_DEFAULT = 90;

/** The first day in `day`'s month that falls on `weekday` (ISO, 1 = Monday). */
function firstWeekdayOfMonth(day: string, weekday: number): string {
  const first = `${day.slice(0, 8)}01`;
  return addDays(first, (weekday - isoWeekday(first) + 7) % 7);
}

function nextMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const [y, m] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/**
 * The day a ritual is next held, on or after `today`: its first day, then every week or two weeks from
 * it, or monthly on the first of its weekday (the first day's weekday) of each month after the first.
 */
export function nextRitualDay(startsOn: string, cadence: RitualCadence, today: string): string {
  if (today <= startsOn) return startsOn;
  if (cadence === 'monthly') {
    const weekday = isoWeekday(startsOn);
    let month = nextMonth(startsOn);
    let candidate = firstWeekdayOfMonth(month, weekday);
    // The month of today may still hold it; else the next month's.
    while (candidate < today) {
      month = nextMonth(month);
      candidate = firstWeekdayOfMonth(month, weekday);
    }
    return candidate;
  }
  const step = cadence === 'weekly' ? 7 : 14;
  const days = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000,
  );
  return addDays(startsOn, Math.ceil(days / step) * step);
}

export const ritualMessages = {
  teamInvalid: 'Choose one of your company’s teams.',
  kindInvalid: 'Choose a template, or your own.',
  titleRequired: 'Give the ritual a name.',
  titleTooLong: `Keep the name to ${RITUAL_TITLE_MAX} characters.`,
  titleControls: 'The name cannot contain control characters or line breaks.',
  notesTooLong: `Keep the notes to ${RITUAL_NOTES_MAX} characters.`,
  notesControls: 'The notes cannot contain control characters.',
  cadenceInvalid: 'Choose every week, every two weeks or monthly.',
  startsOnInvalid: 'Give the first day it is held.',
  timeInvalid: 'Give the time as HH:MM, for example 09:30.',
  durationInvalid: `A ritual lasts ${RITUAL_DURATION_MIN} to ${RITUAL_DURATION_MAX} minutes.`,
  ownerInvalid: 'The owner is a current member of the team.',
  reviewOnInvalid: 'Give the day to review this ritual.',
  reviewBeforeStart: 'The review day cannot be before the first day.',
  ritualNotFound: 'This ritual does not exist, or was deleted.',
  teamNotFound: 'This team does not exist.',
  notLead: 'Only the team’s leads and admins can change its rituals.',
  notMember: 'Only the team’s members and admins can see its rituals.',
  ritualsLimit: `A team has at most ${RITUALS_PER_TEAM_MAX} rituals: delete one first.`,
} as const;
