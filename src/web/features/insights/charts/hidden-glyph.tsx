import type { SuppressionReason } from '@shared/wellbeing-messages';
import type { CSSProperties } from 'react';

/**
 * The mark of a withheld figure, one for each reason: a ring struck through when too few answered, a
 * ring around a smaller one, struck through, when a smaller group would show. Drawn here rather than
 * taken from the icon set, whose icons two pages share would land in the chunk every page loads.
 */
export function HiddenGlyph({
  reason,
  className,
  style,
}: {
  reason: SuppressionReason;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <svg aria-hidden viewBox="0 0 16 16" className={className} style={style}>
      <circle cx={8} cy={8} r={6.5} fill="none" stroke="currentColor" strokeWidth={1.5} />
      {reason === 'complement_too_small' && <circle cx={8} cy={8} r={2.5} fill="currentColor" />}
      <line x1={3.4} y1={12.6} x2={12.6} y2={3.4} stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}
