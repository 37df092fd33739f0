import { describe, expect, it } from 'vitest';
import { batchCalls } from './batchCalls.ts';

describe('batchCalls', () => {
  it('flushes the calls of a moment together, and at most maxItems at a time', async () => {
    const flushed: number[][] = [];
    const add = batchCalls<number>(
      async (items) => {
        flushed.push(items);
      },
      { waitMs: 5, maxItems: 3 },
    );
    await Promise.all([1, 2, 3, 4, 5].map(add));
    await add(6);
    expect(flushed).toEqual([[1, 2, 3], [4, 5], [6]]);
  });

  it('fails every caller of a batch whose flush fails, and the next batch starts afresh', async () => {
    let isDown = true;
    const add = batchCalls<string>(
      async () => {
        if (isDown) throw new Error('database down');
      },
      { waitMs: 1, maxItems: 10 },
    );
    const results = await Promise.allSettled([add('a'), add('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    isDown = false;
    await expect(add('c')).resolves.toBeUndefined();
  });
});
