import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../../src/web/lib/toast';
import { takeUnansweredCalls } from './unanswered-calls';

// Every route's code loads on demand, and a test file's first render compiles its modules on the
// spot, which on a busy two-core machine took more than 3 s once: give findBy* and waitFor up to 10 s
// (a bound, not a delay: they answer as soon as the page shows).
configure({ asyncUtilTimeout: 10_000 });

/** What jsdom lacks and Radix or the layout uses. */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  // Last, so that a failing test still leaves a clean page behind.
  const unanswered = takeUnansweredCalls();
  if (unanswered.length > 0) throw new Error(`the fake API had no answer for:\n${unanswered.join('\n')}`);
});
