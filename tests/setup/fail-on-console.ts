import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * A console.error during a test is a bug the test did not expect: fail the test that caused it. A test
 * that expects one spies on console.error itself (and restores it), which this spy never sees.
 */
let errors: unknown[][] = [];
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  errors = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
