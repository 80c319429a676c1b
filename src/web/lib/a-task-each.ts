/**
 * Lets the browser paint and handle input before what follows runs: code that arrived together,
 * evaluated at once (React's renderer included), is one long task on a slow phone; a part at a time,
 * each is short (decisions 025 and 053). With the browser's `scheduler.yield()` where it has one
 * (Chromium 129, Firefox 142; not yet in TypeScript's DOM types): from the fifth timer of a chain on,
 * each waits at least 4 ms, and a first page's fifteen pauses would add some 45 ms to its load with
 * the main thread idle (twenty chained timers took 60–65 ms in Chromium, twenty yields under 1 ms).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `step` for each item in turn, `pause` after each. A step that fails stops the walk, and the
 * returned promise rejects with its error.
 */
export async function aTaskEach<Item>(
  items: Iterable<Item>,
  step: (item: Item) => Promise<unknown>,
  pause: () => Promise<void> = nextTask,
): Promise<void> {
  for (const item of items) {
    await step(item);
    await pause();
  }
}
