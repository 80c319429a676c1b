import { describe, expect, it } from 'vitest';
import { readTrend } from './trend';

/** Check-ins on consecutive days from 1 January, each [mood, energy, stress]. */
const days = (figures: [number, number, number][]) =>
  figures.map(([mood, energy, stress], index) => ({
    day: `2026-01-${String(index + 1).padStart(2, '0')}`,
    mood,
    energy,
    stress,
  }));

const repeat = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

describe('readTrend', () => {
  it('says nothing below four check-ins', () => {
    expect(readTrend([])).toBeNull();
    expect(
      readTrend(
        days([
          [1, 1, 5],
          [3, 3, 3],
          [5, 5, 1],
        ]),
      ),
    ).toBeNull();
  });

  it('sets the last seven against the seven before, each figure on its own', () => {
    const reading = readTrend(
      days([
        ...repeat(7, [2, 3, 4] as [number, number, number]),
        ...repeat(7, [4, 3, 2] as [number, number, number]),
      ]),
    );
    expect(reading).toEqual({
      recent: 7,
      earlier: 7,
      directions: { mood: 'rising', energy: 'steady', stress: 'falling' },
    });
  });

  it('reads only the last fourteen: older check-ins do not count', () => {
    const old: [number, number, number][] = repeat(10, [1, 1, 5]);
    const reading = readTrend(days([...old, ...repeat(14, [3, 3, 3] as [number, number, number])]));
    expect(reading?.directions).toEqual({ mood: 'steady', energy: 'steady', stress: 'steady' });
  });

  it('splits fewer than fourteen check-ins in half, the older half taking the odd one', () => {
    const reading = readTrend(
      days([
        [5, 3, 3],
        [2, 3, 3],
        [2, 3, 3],
        [1, 3, 3],
        [1, 3, 3],
      ]),
    );
    expect(reading).toMatchObject({ recent: 2, earlier: 3, directions: { mood: 'falling' } });
  });

  it('calls a change of less than half a point steady, and half a point a change', () => {
    // Eight check-ins: the last four's mood averages 3.25 against 3.
    const small = readTrend(days([...repeat(7, [3, 3, 3] as [number, number, number]), [4, 3, 3]]));
    expect(small).toMatchObject({ recent: 4, earlier: 4, directions: { mood: 'steady' } });
    // Four: the last two average 3.5 against 3.
    const half = readTrend(
      days([
        [3, 3, 3],
        [3, 3, 3],
        [3, 3, 4],
        [4, 3, 3],
      ]),
    );
    expect(half?.directions).toEqual({ mood: 'rising', energy: 'steady', stress: 'rising' });
  });

  it('orders the check-ins by day, whatever order they come in', () => {
    const entries = days([
      [1, 1, 1],
      [1, 1, 1],
      [5, 5, 5],
      [5, 5, 5],
    ]);
    expect(readTrend([...entries].reverse())?.directions).toEqual({
      mood: 'rising',
      energy: 'rising',
      stress: 'rising',
    });
  });
});
