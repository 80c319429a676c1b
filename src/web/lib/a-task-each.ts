/**
 * Lets the browser paint and handle input before what follows runs: code that arrived together,
 * evaluated at once (React's renderer included), is one long task on a slow phone; a part at a time,
 * each is short (decisions 025 and 053).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
