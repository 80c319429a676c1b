import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/days';
import { periodContaining, periodToOpen } from './periods';

/** Pulse periods: calendar periods in UTC, both ends included (docs/product.md#well-being-and-pulse). */
describe('periodContaining', () => {
  it('gives the week from Monday to Sunday, whichever day of it', () => {
    // 2025-03-03 is a Monday.
    for (const day of ['2025-03-03', '2025-03-05', '2025-03-09']) {
      expect(periodContaining(day, 'weekly')).toEqual({ startsOn: '2025-03-03', endsOn: '2025-03-09' });
    }
    expect(periodContaining('2025-03-10', 'weekly')).toEqual({
      startsOn: '2025-03-10',
      endsOn: '2025-03-16',
    });
  });

  it('lets a week run across a month end, a leap day and a year end', () => {
    expect(periodContaining('2025-03-01', 'weekly')).toEqual({
      startsOn: '2025-02-24',
      endsOn: '2025-03-02',
    });
    expect(periodContaining('2024-02-29', 'weekly')).toEqual({
      startsOn: '2024-02-26',
      endsOn: '2024-03-03',
    });
    expect(periodContaining('2025-01-01', 'weekly')).toEqual({
      startsOn: '2024-12-30',
      endsOn: '2025-01-05',
    });
    expect(periodContaining('2026-12-31', 'weekly')).toEqual({
      startsOn: '2026-12-28',
      endsOn: '2027-01-03',
    });
  });

  it('counts fortnights from the epoch, before it too', () => {
    expect(periodContaining('2024-01-01', 'biweekly')).toEqual({
      startsOn: '2024-01-01',
      endsOn: '2024-01-14',
    });
    expect(periodContaining('2024-01-14', 'biweekly')).toEqual({
      startsOn: '2024-01-01',
      endsOn: '2024-01-14',
    });
    expect(periodContaining('2024-01-15', 'biweekly')).toEqual({
      startsOn: '2024-01-15',
      endsOn: '2024-01-28',
    });
    // Across a year's end, and before the epoch.
    expect(periodContaining('2025-01-01', 'biweekly')).toEqual({
      startsOn: '2024-12-30',
      endsOn: '2025-01-12',
    });
    expect(periodContaining('2023-12-31', 'biweekly')).toEqual({
      startsOn: '2023-12-18',
      endsOn: '2023-12-31',
    });
    expect(periodContaining('2023-12-17', 'biweekly')).toEqual({
      startsOn: '2023-12-04',
      endsOn: '2023-12-17',
    });
  });

  it('always starts a fortnight on a Monday and makes it fourteen days long', () => {
    for (let day = '2023-06-01'; day < '2027-06-01'; day = addDays(day, 5)) {
      const { startsOn, endsOn } = periodContaining(day, 'biweekly');
      expect(new Date(`${startsOn}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(addDays(startsOn, 13)).toBe(endsOn);
      expect(startsOn <= day && day <= endsOn).toBe(true);
    }
  });

  it('gives the month from the 1st to its last day, February as the year has it', () => {
    expect(periodContaining('2025-01-31', 'monthly')).toEqual({
      startsOn: '2025-01-01',
      endsOn: '2025-01-31',
    });
    expect(periodContaining('2025-02-14', 'monthly')).toEqual({
      startsOn: '2025-02-01',
      endsOn: '2025-02-28',
    });
    expect(periodContaining('2024-02-01', 'monthly')).toEqual({
      startsOn: '2024-02-01',
      endsOn: '2024-02-29',
    });
    expect(periodContaining('2100-02-10', 'monthly')).toEqual({
      startsOn: '2100-02-01',
      endsOn: '2100-02-28',
    });
    expect(periodContaining('2000-02-10', 'monthly')).toEqual({
      startsOn: '2000-02-01',
      endsOn: '2000-02-29',
    });
    expect(periodContaining('2025-04-30', 'monthly')).toEqual({
      startsOn: '2025-04-01',
      endsOn: '2025-04-30',
    });
    expect(periodContaining('2025-12-31', 'monthly')).toEqual({
      startsOn: '2025-12-01',
      endsOn: '2025-12-31',
    });
  });
});

describe('periodToOpen', () => {
  it('is the calendar period when no period came before', () => {
    expect(periodToOpen('2025-03-05', 'monthly', null)).toEqual({
      startsOn: '2025-03-01',
      endsOn: '2025-03-31',
    });
  });

  it('is the calendar period when the last one ended before it began', () => {
    expect(periodToOpen('2025-03-12', 'weekly', '2025-03-02')).toEqual({
      startsOn: '2025-03-10',
      endsOn: '2025-03-16',
    });
    expect(periodToOpen('2025-03-10', 'weekly', '2025-03-09')).toEqual({
      startsOn: '2025-03-10',
      endsOn: '2025-03-16',
    });
  });

  it('starts after the last period when the cadence changed in the middle of it', () => {
    // Weekly until Sunday 9 March, then monthly: the rest of March.
    expect(periodToOpen('2025-03-10', 'monthly', '2025-03-09')).toEqual({
      startsOn: '2025-03-10',
      endsOn: '2025-03-31',
    });
    // Monthly until 31 March (a Monday), then weekly: Tuesday 1 April to Sunday 6 April.
    expect(periodToOpen('2025-04-03', 'weekly', '2025-03-31')).toEqual({
      startsOn: '2025-04-01',
      endsOn: '2025-04-06',
    });
    // Weekly until Sunday 5 January 2025, then biweekly: the rest of the fortnight from 30 December.
    expect(periodToOpen('2025-01-08', 'biweekly', '2025-01-05')).toEqual({
      startsOn: '2025-01-06',
      endsOn: '2025-01-12',
    });
  });

  it('crosses a year end after a change of cadence', () => {
    // Monthly until 31 December 2025 (a Wednesday), then weekly: Thursday 1 to Sunday 4 January 2026.
    expect(periodToOpen('2026-01-02', 'weekly', '2025-12-31')).toEqual({
      startsOn: '2026-01-01',
      endsOn: '2026-01-04',
    });
  });
});
