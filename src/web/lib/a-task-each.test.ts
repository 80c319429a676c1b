import { describe, expect, it, vi } from 'vitest';
import { aTaskEach, nextTask } from './a-task-each';

describe('aTaskEach', () => {
  it('runs each item in turn, pausing after each', async () => {
    const seen: string[] = [];
    await aTaskEach(
      ['a', 'b', 'c'],
      async (item) => void seen.push(`run ${item}`),
      async () => void seen.push('pause'),
    );
    expect(seen).toEqual(['run a', 'pause', 'run b', 'pause', 'run c', 'pause']);
  });

  it('stops at the first item that fails, and rejects with its error', async () => {
    const seen: string[] = [];
    const walk = aTaskEach(['a', 'b', 'c'], async (item) => {
      if (item === 'b') throw new Error('b did not load');
      seen.push(item);
    });
    await expect(walk).rejects.toThrow('b did not load');
    expect(seen).toEqual(['a']);
  });

  it('gives the browser a task between items by default', async () => {
    const order: string[] = [];
    // A timer queued before the walk runs before the second item only if the pause is a task of its own.
    setTimeout(() => order.push('task'), 0);
    await aTaskEach(['a', 'b'], async (item) => void order.push(item));
    expect(order).toEqual(['a', 'task', 'b']);
  });

  it('yields with the browser’s scheduler where it has one, which holds no pause to 4 ms', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await aTaskEach(['a', 'b'], async () => {});
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(3);
  });
});
