import { useEffect, useRef, useState } from 'react';

/** How long a copy button says it copied. */
const COPIED_FOR_MS = 2000;

/**
 * A copy button's state: `copy()` puts `value` on the clipboard and `copied` is true for two seconds.
 * Without a clipboard (an insecure origin, a denied permission) nothing happens: the value stays
 * selectable by hand.
 */
export function useCopied(value: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }

  return { copied, copy };
}
