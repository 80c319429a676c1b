import type { KeyResultKind } from './goal-messages';

/**
 * How far a goal has come (docs/product.md#goal-progress): the one definition, used by the server when a
 * key result's value changes and by the forms to preview a check-in.
 */
export interface KeyResultValues {
  kind: KeyResultKind;
  startValue: number;
  targetValue: number;
  currentValue: number;
  weight: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * A key result's progress from 0 to 1: the share of the way from start to target, so a target below
 * the start (fewer incidents) works as well as one above. Done/not done is 0 or 1.
 */
export function keyResultProgress(result: Omit<KeyResultValues, 'weight'>): number {
  const { kind, startValue, targetValue, currentValue } = result;
  if (kind === 'binary') return currentValue >= 1 ? 1 : 0;
  // The rules refuse a target equal to its start; were one stored, reaching it would be all the way.
  if (targetValue === startValue) return currentValue === targetValue ? 1 : 0;
  return clamp((currentValue - startValue) / (targetValue - startValue));
}

/** A goal's progress: its key results' weighted mean, 0 for a goal with none. */
export function goalProgress(results: readonly KeyResultValues[]): number {
  const totalWeight = results.reduce((sum, result) => sum + result.weight, 0);
  if (totalWeight <= 0) return 0;
  const weighted = results.reduce((sum, result) => sum + result.weight * keyResultProgress(result), 0);
  return weighted / totalWeight;
}
