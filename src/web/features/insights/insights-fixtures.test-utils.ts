import type { Insights, InsightsSegment } from '@shared/contract/insights';
import type { PulseFigures, PulsePeriod, StressFigures, StressOverview } from '@shared/contract/wellbeing';
import type { SuppressionReason } from '@shared/wellbeing-messages';
import { within } from '@testing-library/react';
import {
  type ApiAnswer,
  type ApiHandlers,
  meOf,
  mockApi,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';

/** The test data of /stress and /analytics: Wave Riders' closed weekly periods, teams and figures. */
const uuid = (n: number) => `d0d0d0d0-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** `count` weekly periods, oldest first, the last ending on 2026-11-22. */
export function weeks(count: number): PulsePeriod[] {
  return Array.from({ length: count }, (_, index) => {
    const start = Date.UTC(2026, 10, 16) - (count - 1 - index) * 7 * 86_400_000;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { startsOn: day(start), endsOn: day(start + 6 * 86_400_000), cadence: 'weekly' };
  });
}

export const reef = { id: uuid(1), name: 'Reef Crew' };
export const owls = { id: uuid(2), name: 'Night Owls' };

export const hidden = (reason: SuppressionReason) => ({ suppressed: true, reason }) as const;

export const stressShown = (stress: number, workload: number, respondents = 6): StressFigures => ({
  suppressed: false,
  respondents,
  stress,
  workload,
});

export const scores = (
  enps: number,
  workload: number,
  stress: number,
  recognition: number,
  clarity: number,
  respondents = 7,
): PulseFigures => ({
  suppressed: false,
  respondents,
  scores: { enps, workload, stress, recognition, clarity },
});

export function stressOverview(overrides: Partial<StressOverview> = {}): StressOverview {
  return { periods: [], mine: [], ...overrides };
}

export function segment(overrides: Partial<InsightsSegment> = {}): InsightsSegment {
  return {
    members: 10,
    answered: [],
    figures: [],
    goals: { openGoals: 0, progress: null },
    recognition: { members: 10, recognised: 0, breadth: 0 },
    ...overrides,
  };
}

export function insights(overrides: Partial<Insights> = {}): Insights {
  return { scope: 'company', threshold: 5, periods: [], company: segment(), teams: [], ...overrides };
}

/**
 * A page of the two on a fake API: the caller is Kai Surfer (`role`), GET /api/stress and GET
 * /api/insights answer what the test gives.
 */
export function renderInsights(
  path: string,
  {
    role = 'admin',
    stress = stressOverview(),
    answer = { body: insights() },
    extra = {},
  }: {
    role?: 'admin' | 'member';
    stress?: StressOverview;
    answer?: ApiAnswer<'GET /api/insights'>;
    extra?: ApiHandlers;
  } = {},
) {
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf({ role }) }),
    'GET /api/stress': () => ({ body: stress }),
    'GET /api/insights': () => answer,
    ...extra,
  });
  return { ...api, ...renderApp(path, { session: testSession() }) };
}

/** A table's rows as their cells' texts, the header row first. */
export const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));

/** What a chart draws at each shown point, as its tooltips say it ("Stress, Nov 2 – 8: 2.8"). */
export const chartPoints = (chart: HTMLElement) =>
  [...chart.querySelectorAll('path > title')].map((title) => title.textContent ?? '');

/** The section named by its heading. */
export const section = (heading: HTMLElement) => heading.closest('section') as HTMLElement;
