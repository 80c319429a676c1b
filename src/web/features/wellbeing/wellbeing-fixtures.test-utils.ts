import type { MoodEntry, PulseStatus } from '@shared/contract/wellbeing';
import { addDays, localDay } from '@shared/days';
import { PULSE_QUESTION_KEYS, PULSE_QUESTIONS, PULSE_THRESHOLD_DEFAULT } from '@shared/wellbeing-messages';
import {
  type ApiHandlers,
  at,
  meOf,
  mockApi,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';

/** Well-being's test data: check-ins relative to the person's today, and the pulse's status. */
export const today = () => localDay();

export function entry(
  daysAgo: number,
  [mood, energy, stress]: [number, number, number],
  note: string | null = null,
): MoodEntry {
  const day = addDays(today(), -daysAgo);
  return { day, mood, energy, stress, note, updatedAt: `${day}T08:30:00.000Z` };
}

export const questions = PULSE_QUESTION_KEYS.map((key) => {
  const { text, min, max, low, high } = PULSE_QUESTIONS[key];
  return { key, text, min, max, low, high };
});

export function pulseStatus(overrides: Partial<PulseStatus> = {}): PulseStatus {
  return {
    period: { startsOn: '2026-01-05', endsOn: '2026-01-11', cadence: 'weekly' },
    answered: false,
    settings: { cadence: 'weekly', threshold: PULSE_THRESHOLD_DEFAULT },
    questions,
    canReadResults: false,
    closedPeriods: [],
    ...overrides,
  };
}

/**
 * /wellbeing on a fake API that keeps the person's check-ins: PUT and DELETE change what the next GET
 * answers, as the server would.
 */
export function renderWellbeing(
  path: string,
  {
    entries = [],
    pulse = pulseStatus(),
    role = 'member',
    extra = {},
  }: {
    entries?: MoodEntry[];
    pulse?: PulseStatus;
    role?: 'admin' | 'member';
    extra?: ApiHandlers;
  } = {},
) {
  const state = { entries: [...entries].sort((a, b) => a.day.localeCompare(b.day)) };
  const api = mockApi({
    'GET /api/me': () => ({
      body: meOf({ role, pulse: { endsOn: pulse.period.endsOn, answered: pulse.answered } }),
    }),
    'GET /api/mood': ({ url }) => {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return { body: { items: state.entries.filter((item) => item.day >= from && item.day <= to) } };
    },
    'PUT /api/mood/:day': at({ day: today() }, ({ body }) => {
      const saved: MoodEntry = {
        ...(body as Omit<MoodEntry, 'day' | 'updatedAt'>),
        day: today(),
        updatedAt: new Date().toISOString(),
      };
      state.entries = [...state.entries.filter((item) => item.day !== saved.day), saved];
      return { body: { entry: saved } };
    }),
    'DELETE /api/mood/:day': at({ day: state.entries.map((item) => item.day) }, ({ params }) => {
      state.entries = state.entries.filter((other) => other.day !== params.day);
      return { status: 204 };
    }),
    'GET /api/pulse': () => ({ body: pulse }),
    ...extra,
  });
  return { ...api, ...renderApp(path, { session: testSession() }), state };
}
