import type { KeyResult } from '@shared/contract/goals';
import { goalPageTexts } from './goal-page-texts';

const plain = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/**
 * An amount in a currency whose unit is an ISO code ("EUR", "usd"): whole amounts without cents
 * ("€40,000"); null for any other unit.
 */
function formatCurrency(unit: string | null, value: number): string | null {
  const code = unit?.toUpperCase() ?? '';
  if (!/^[A-Z]{3}$/.test(code)) return null;
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: code,
      ...(Number.isInteger(value) ? { maximumFractionDigits: 0 } : {}),
    }).format(value);
  } catch {
    return null;
  }
}

/**
 * One value of a key result as its kind writes it: "1,200 signups", "40%", "€40,000", "Done". A
 * currency whose unit is not an ISO code ("coins") reads as a number with its unit.
 */
export function formatValue(result: Pick<KeyResult, 'kind' | 'unit'>, value: number): string {
  const unit = result.unit?.trim() || null;
  switch (result.kind) {
    case 'binary':
      return value >= 1 ? goalPageTexts.done : goalPageTexts.notDone;
    case 'percent':
      return `${plain.format(value)}%`;
    case 'currency': {
      const amount = formatCurrency(unit, value);
      if (amount) return amount;
      break;
    }
    case 'number':
      break;
  }
  return unit ? `${plain.format(value)} ${unit}` : plain.format(value);
}

/** Where a key result stands against its target: "55 / 100 signups"; done or not for a binary one. */
export function formatStanding(result: KeyResult): string {
  if (result.kind === 'binary') return formatValue(result, result.currentValue);
  if (result.kind === 'number' && result.unit?.trim()) {
    return `${goalPageTexts.ofTarget(plain.format(result.currentValue), plain.format(result.targetValue))} ${result.unit.trim()}`;
  }
  return goalPageTexts.ofTarget(
    formatValue(result, result.currentValue),
    formatValue(result, result.targetValue),
  );
}

/**
 * A value as typed in a form: a number, or NaN for anything else (blank included), which the shared
 * schema refuses with "Values must be numbers".
 */
export function parseValue(text: string): number {
  const trimmed = text.trim().replace(/[\s_]/g, '');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
