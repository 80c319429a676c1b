import { describe, expect, it } from 'vitest';
import { isDay } from './days';
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
