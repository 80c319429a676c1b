/**
 * Calls the fake API (render-app.tsx) had no answer for, in the running test. The fetch that made one
 * rejects, which the app may show as a network error and carry on; the web setup's afterEach fails the
 * test instead, so a page that asks for something the test did not expect cannot pass by accident.
 */
const unanswered: string[] = [];

export function recordUnansweredCall(call: string): void {
  unanswered.push(call);
}

export function takeUnansweredCalls(): string[] {
  return unanswered.splice(0);
}
