import type { ReactNode } from 'react';

/**
 * The marks of hand-drawn charts' points (the insights charts and the check-ins chart): one shape per
 * line, so that lines' points differ without colour, and where they meet.
 */
export type MarkerShape = 'disc' | 'square' | 'ring' | 'frame';

/** How far apart, across, the marks of lines whose points coincide sit (in the drawing's units). */
export const SPREAD = 11;
/** Points closer than this up the drawing coincide: their marks would cover each other. */
const NEAR = 6;

/**
 * For each line (its points' heights in the drawing, null where it has none), how far across from its
 * row's place each mark sits: the marks of points that coincide (up to NEAR) go side by side, so that
 * each stays in sight.
 */
export function spreadOf(heights: readonly (readonly (number | null)[])[]): number[][] {
  const offsets = heights.map((line) => line.map(() => 0));
  const rowCount = Math.max(0, ...heights.map((line) => line.length));
  for (let row = 0; row < rowCount; row++) {
    const placed = new Set<number>();
    heights.forEach((line, index) => {
      const height = line[row];
      if (height === null || height === undefined || placed.has(index)) return;
      const together = heights.flatMap((other, otherIndex) => {
        const otherHeight = other[row];
        return otherIndex >= index &&
          !placed.has(otherIndex) &&
          typeof otherHeight === 'number' &&
          Math.abs(otherHeight - height) < NEAR
          ? [otherIndex]
          : [];
      });
      together.forEach((member, position) => {
        placed.add(member);
        offsets[member]![row] = (position - (together.length - 1) / 2) * SPREAD;
      });
    });
  }
  return offsets;
}

/**
 * A point's mark, whole however the drawing stretches: zero-length strokes with round or square caps,
 * their width unscaled. A ring or a frame is a disc or a square with the card's colour inside, so that
 * it also shows around another line's mark at the same place.
 */
export function Marker({
  shape,
  cx,
  cy,
  children,
}: {
  shape: MarkerShape;
  cx: number;
  cy: number;
  children?: ReactNode;
}) {
  const cap = shape === 'disc' || shape === 'ring' ? 'round' : 'square';
  const hollow = shape === 'ring' || shape === 'frame';
  const mark = (size: number, className?: string, title?: ReactNode) => (
    <path
      d={`M${cx} ${cy}h0`}
      stroke="currentColor"
      strokeWidth={size}
      strokeLinecap={cap}
      vectorEffect="non-scaling-stroke"
      className={className}
    >
      {title}
    </path>
  );
  return (
    <g data-marker={shape}>
      {mark(cap === 'round' ? 8 : 7, undefined, children)}
      {hollow && mark(cap === 'round' ? 4 : 3, 'text-card')}
    </g>
  );
}
