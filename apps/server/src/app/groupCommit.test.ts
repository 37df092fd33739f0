import { describe, expect, it } from 'vitest';
import { groupCommit } from './groupCommit.ts';

// A write that records each batch and answers after a turn of the event loop, like a statement.
function recordingWrite(fail: (item: string) => boolean = () => false) {
  const batches: string[][] = [];
  const write = async (items: string[]) => {
    batches.push(items);
    await new Promise((resolve) => setImmediate(resolve));
    if (items.some(fail)) throw new Error(`bad batch ${items.join(',')}`);
    return items.map((item) => item.toUpperCase());
  };
  return { batches, write };
}

describe('groupCommit', () => {
  it('writes a lone item at once and gathers those that arrive meanwhile, each answered with its own', async () => {
    const { batches, write } = recordingWrite();
    const add = groupCommit(write, { maxItems: 3, maxRunning: 1 });
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map(add));
    expect(answers).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f']]);
  });

  it('runs up to maxRunning writes at once', async () => {
    const { batches, write } = recordingWrite();
    const add = groupCommit(write, { maxItems: 10, maxRunning: 2 });
    await Promise.all(['a', 'b', 'c'].map(add));
    expect(batches).toEqual([['a'], ['b'], ['c']]);
  });

  it('fails only the bad item when told to try the others alone, else the whole write', async () => {
    const alone = recordingWrite((item) => item === 'bad');
    const add = groupCommit(alone.write, { maxItems: 10, maxRunning: 1, aloneOnError: true });
    const settled = await Promise.allSettled(['a', 'b', 'bad', 'c'].map(add));
    expect(settled.map((one) => one.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const together = recordingWrite((item) => item === 'bad');
    const addAll = groupCommit(together.write, { maxItems: 10, maxRunning: 1 });
    const all = await Promise.allSettled(['a', 'b', 'bad'].map(addAll));
    expect(all.map((one) => one.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
  });
});
