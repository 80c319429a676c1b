import type * as React from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

export interface ShownTooltip {
  label: React.ReactNode;
  /** Where the entry is on screen: the tooltip shows to its right. */
  anchor: DOMRect;
}

/**
 * The collapsed sidebar's one tooltip, on a placeholder laid over the entry it names. Its own chunk
 * (with Radix's popper and floating-ui), loaded the first time the sidebar collapses: no page needs
 * it to paint (issue 36's weight before data).
 */
export default function SidebarTooltipBubble({
  shown,
  onClose,
}: {
  shown: ShownTooltip;
  onClose: () => void;
}) {
  return (
    <Tooltip open onOpenChange={(open) => !open && onClose()}>
      <TooltipTrigger asChild>
        <span
          aria-hidden
          className="pointer-events-none fixed"
          style={{
            top: shown.anchor.top,
            left: shown.anchor.left,
            width: shown.anchor.width,
            height: shown.anchor.height,
          }}
        />
      </TooltipTrigger>
      <TooltipContent side="right" align="center">
        {shown.label}
      </TooltipContent>
    </Tooltip>
  );
}
