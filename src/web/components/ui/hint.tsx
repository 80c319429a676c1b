import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A short tooltip above its trigger, placed by CSS (no portal, no positioning library: the page that
 * shows one from the start carries a few hundred bytes instead of Radix's popper, decision 051). It
 * shows on hover and on focus and hides on leave, blur and Escape (WCAG 1.4.13). The trigger's own
 * name should say the text too: the bubble is there for the eye, and only while shown.
 */
export function Hint({ text, children }: { text: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const [alignEnd, setAlignEnd] = useState(false);
  const bubble = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setShown(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);
  // A trigger near the right edge of a phone's screen: the bubble ends with it rather than overflow.
  useLayoutEffect(() => {
    const box = bubble.current?.getBoundingClientRect();
    if (shown && box) setAlignEnd(box.right > document.documentElement.clientWidth - 8);
    if (!shown) setAlignEnd(false);
  }, [shown]);
  const show = () => setShown(true);
  const hide = () => setShown(false);
  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {shown && text && (
        <span
          ref={bubble}
          role="tooltip"
          className={cn(
            'pointer-events-none absolute bottom-full z-50 mb-1.5 w-max max-w-64 rounded-md bg-foreground px-3 py-1.5 text-xs text-background animate-in fade-in-0 zoom-in-95',
            alignEnd ? 'right-0' : 'left-0',
          )}
        >
          {text}
        </span>
      )}
    </span>
  );
}
