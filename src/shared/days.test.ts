import { describe, expect, it, vi } from 'vitest';
import { addDays, isDay, localDay } from './days';
import { dayField } from './schemas';

describe('a day field', () => {
  it('takes real days of 1900 to 2999, leap days included, and nothing else', () => {
    for (const day of ['1900-01-01', '2000-02-29', '2024-02-29', '2999-12-31'])
      expect(isDay(day), day).toBe(true);
    for (const day of [
      '0000-01-01',
      '0000-02-29',
      '0001-01-01',
      '1899-12-31',
      '1900-02-29',
      '2023-02-29',
      '2100-02-29',
      '3000-01-01',
      '9999-12-31',
      '2024-1-1',
      '2024-01-01T00:00:00Z',
    ])
      expect(isDay(day), day).toBe(false);
  });

  it('says "required" for an empty day and "invalid" for a day out of range', () => {
    const schema = dayField('invalid', 'required');
    expect(schema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['required']);
    expect(schema.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual(['required']);
    expect(schema.safeParse('0000-02-29').error?.issues.map((issue) => issue.message)).toEqual(['invalid']);
    expect(schema.safeParse('2024-02-29').data).toBe('2024-02-29');
  });
});

describe('counting days', () => {
  it('adds and takes days across months, years and leap days, in whole calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-30', 0)).toBe('2025-03-30');
    // A daylight-saving change in many zones: days are counted in UTC, so none is 23 or 25 hours.
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-06-01', -365)).toBe('2024-06-01');
  });

  it('reads a date’s day on the device’s own calendar, late evening included', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDay(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
    expect(localDay(new Date(2025, 2, 7))).toBe('2025-03-07');
    vi.useFakeTimers({ now: new Date(2026, 1, 14, 8, 30) });
    expect(localDay()).toBe('2026-02-14'); // without a date: today
    vi.useRealTimers();
  });
});
