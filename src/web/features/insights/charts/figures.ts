import type { SuppressionReason } from '@shared/wellbeing-messages';
import { chartTexts, enpsText, hiddenTexts, scoreText, shareText } from '../insights-texts';

/** One figure as a chart draws it: a value, withheld (and why), or none at all (no check-in that day). */
export type Point = { value: number } | { hidden: SuppressionReason } | null;

/** A chart's vertical axis: its range, how a value reads, and where grid lines help. */
export interface Scale {
  min: number;
  max: number;
  format: (value: number) => string;
  ticks: readonly number[];
}

export const scoreScale: Scale = { min: 1, max: 5, format: scoreText, ticks: [1, 2, 3, 4, 5] };
/** A check-in's figures: whole numbers on the same 1–5. */
export const checkInScale: Scale = { ...scoreScale, format: String };
export const enpsScale: Scale = { min: -100, max: 100, format: enpsText, ticks: [-100, -50, 0, 50, 100] };
export const shareScale: Scale = { min: 0, max: 1, format: shareText, ticks: [0, 0.25, 0.5, 0.75, 1] };

type Withheld = { suppressed: true; reason: SuppressionReason };

/** A segment's figures for a period (the API's union) as a point: `read` picks the number when shown. */
export function pointOf<Shown extends { suppressed: false }>(
  figures: Shown | Withheld,
  read: (shown: Shown) => number | null,
): Point {
  if (figures.suppressed) return { hidden: figures.reason };
  const value = read(figures);
  return value === null ? null : { value };
}

/** A point as its table cell says it: the value, why it is hidden, or that there is none. */
export function pointText(point: Point, scale: Scale): string {
  if (point === null) return chartTexts.noFigure;
  return 'hidden' in point ? hiddenTexts[point.hidden] : scale.format(point.value);
}

/** Where a value sits between the scale's ends, from 0 to 1 (clamped). */
export const fraction = (value: number, scale: Scale) =>
  Math.min(Math.max((value - scale.min) / (scale.max - scale.min), 0), 1);
