import { describe, expect, it } from 'vitest';
import { goalProgress, keyResultProgress, type KeyResultValues } from './goal-progress';

const result = (values: Partial<KeyResultValues>): KeyResultValues => ({
  kind: 'number',
  startValue: 0,
  targetValue: 100,
  currentValue: 0,
  weight: 1,
  ...values,
});

describe('keyResultProgress', () => {
  it.each([
    {
      name: 'increasing, halfway',
      values: { startValue: 0, targetValue: 100, currentValue: 50 },
      progress: 0.5,
    },
    {
      name: 'increasing from a start above 0',
      values: { startValue: 20, targetValue: 120, currentValue: 45 },
      progress: 0.25,
    },
    {
      name: 'decreasing: a target below the start',
      values: { startValue: 10, targetValue: 2, currentValue: 4 },
      progress: 0.75,
    },
    {
      name: 'decreasing, gone the wrong way',
      values: { startValue: 10, targetValue: 2, currentValue: 12 },
      progress: 0,
    },
    {
      name: 'clamped beyond the target',
      values: { startValue: 0, targetValue: 100, currentValue: 180 },
      progress: 1,
    },
    {
      name: 'clamped below the start',
      values: { startValue: 50, targetValue: 100, currentValue: 10 },
      progress: 0,
    },
    {
      name: 'percent, as any number',
      values: { kind: 'percent' as const, startValue: 40, targetValue: 90, currentValue: 65 },
      progress: 0.5,
    },
    {
      name: 'binary not done',
      values: { kind: 'binary' as const, startValue: 0, targetValue: 1, currentValue: 0 },
      progress: 0,
    },
    {
      name: 'binary done',
      values: { kind: 'binary' as const, startValue: 0, targetValue: 1, currentValue: 1 },
      progress: 1,
    },
    {
      name: 'a stored target equal to its start, reached',
      values: { startValue: 5, targetValue: 5, currentValue: 5 },
      progress: 1,
    },
  ])('$name', ({ values, progress }) => {
    expect(keyResultProgress(result(values))).toBeCloseTo(progress, 12);
  });
});

describe('goalProgress', () => {
  it.each([
    { name: 'no key results: 0', results: [], progress: 0 },
    { name: 'one key result: its own', results: [result({ currentValue: 30 })], progress: 0.3 },
    {
      name: 'equal weights: the mean',
      results: [result({ currentValue: 100 }), result({ currentValue: 0 })],
      progress: 0.5,
    },
    {
      name: 'weights: the weighted mean',
      results: [result({ currentValue: 100, weight: 3 }), result({ currentValue: 0, weight: 1 })],
      progress: 0.75,
    },
    {
      name: 'a mix of kinds, each clamped first',
      results: [
        result({ kind: 'binary', startValue: 0, targetValue: 1, currentValue: 1, weight: 2 }),
        result({ startValue: 10, targetValue: 0, currentValue: 20, weight: 2 }),
      ],
      progress: 0.5,
    },
  ])('$name', ({ results, progress }) => {
    expect(goalProgress(results)).toBeCloseTo(progress, 12);
  });
});
