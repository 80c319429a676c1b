import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as ClassMerge from '../../src/web/lib/class-merge';
import { clearToasts } from '../../src/web/lib/toast';
import { takeUnansweredCalls } from './unanswered-calls';

// SOS merges classes with a smaller configuration of tailwind-merge (src/web/lib/class-merge.ts, decision
// 050). Every class list a rendered component merges is merged with the full configuration too, and a
// difference fails the test that rendered it: a class group the smaller one lacks is found here.
vi.mock('../../src/web/lib/class-merge', async (importOriginal) => {
  const { mergeClasses } = await importOriginal<typeof ClassMerge>();
  const { twMerge } = await import('tailwind-merge');
  const asSet = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort().join(' ');
  return {
    mergeClasses(classes: string) {
      const merged = mergeClasses(classes);
      const full = twMerge(classes);
      if (asSet(merged) !== asSet(full)) {
        throw new Error(
          `class-merge: "${classes}" gives "${merged}"; tailwind-merge's full configuration "${full}"`,
        );
      }
      return merged;
    },
  };
});

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
