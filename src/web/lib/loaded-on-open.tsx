import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * A component shown only once opened (a dialog) whose code is not part of the page's first load
 * (issue 36): it is fetched when the page is idle, or at once if opened before that, and renders
 * nothing until its first opening. Once opened it stays mounted, so that it closes as it always did.
 */
export function loadedOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => (loading ??= load());
  const Loaded = lazy(() => fetchCode().then((component) => ({ default: component })));
  return function OnOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    useEffect(() => whenIdle(() => void fetchCode().catch(() => {})), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
