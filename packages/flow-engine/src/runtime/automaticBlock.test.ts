import { describe, expect, it } from 'vitest';
import { context, converse, flowOf } from '../testing/flowOf.ts';
import { automaticBlockLimits, findBlockReason, keepRecent } from './automaticBlock.ts';
import { step } from './step.ts';
import type { FlowCursor } from './types.ts';

describe('findBlockReason', () => {
  it('blocks only above each threshold, with its reason', () => {
    expect(findBlockReason({ messagesInWindow: 200, returnsToPoint: 50, jumpsToPoint: 50 })).toBeNull();
    expect(findBlockReason({ messagesInWindow: 201 })).toBe('messageFlood');
    expect(findBlockReason({ returnsToPoint: 51 })).toBe('pointReturns');
    expect(findBlockReason({ jumpsToPoint: 51 })).toBe('repeatedJumps');
    expect(automaticBlockLimits).toEqual({ messages: 200, windowMs: 1_200_000, returns: 50, jumps: 50 });
  });

  it('keeps only the recent times, at most the cap', () => {
    expect(keepRecent([1, 5, 9, 10], 10, 6, 10)).toEqual([5, 9, 10]);
    expect(keepRecent([5, 9, 10], 10, 6, 2)).toEqual([9, 10]);
  });
});

describe('automatic block in the runtime', () => {
  const menu = flowOf([
    { line: 1, type: 'buttons', text: 'Menu', buttons: [{ key: 'a', value: 'Again', jump: 2 }] },
    { line: 2, type: 'message', content: { kind: 'text', text: 'ok' }, jump: 1 },
  ]);

  it('blocks after more than 200 messages in 20 minutes, and not when they are spread out', () => {
    const question = flowOf([{ line: 1, type: 'question', text: 'Q', validation: 'number' }]);
    let cursor: FlowCursor | null = null;
    const start = Date.UTC(2025, 0, 1);
    let last = step(question, cursor, {}, context({ now: start }));
    for (let index = 1; index <= 200; index += 1) {
      cursor = { ...last.nextCursor, visits: {} };
      last = step(question, cursor, { text: 'x' }, context({ now: start + index * 5000 }));
    }
    expect(last.nextCursor).toMatchObject({ status: 'blocked', blockReason: 'messageFlood' });
    expect(last.effects).toEqual([{ kind: 'block', reason: 'messageFlood' }]);
    expect(last.outputs).toEqual([]);

    cursor = null;
    for (let index = 0; index <= 400; index += 1) {
      last = step(question, cursor, { text: 'x' }, context({ now: start + index * 7000 }));
      cursor = { ...last.nextCursor, visits: {} };
    }
    expect(last.nextCursor.status).toBe('bot');
    expect(last.nextCursor.inboundTimes.length).toBeLessThanOrEqual(201);
  });

  it('blocks after more than 50 returns to the same point (invalid answers)', () => {
    const question = flowOf([{ line: 1, type: 'question', text: 'Q', validation: 'email' }]);
    const answers = Array.from({ length: 51 }, () => 'no');
    const { results, cursor } = converse(question, ['hi', ...answers], { now: 0 });
    expect(results.at(-2)?.nextCursor.status).toBe('bot');
    expect(cursor).toMatchObject({ status: 'blocked', blockReason: 'pointReturns' });
  });

  it('blocks after more than 50 jumps to the same point', () => {
    const { results, cursor } = converse(menu, ['hi', ...Array.from({ length: 51 }, () => 'again')]);
    expect(results.at(-2)?.nextCursor.status).toBe('bot');
    expect(cursor).toMatchObject({ status: 'blocked', blockReason: 'repeatedJumps' });
  });

  it('stops a loop of lines that never waits within one message', () => {
    const loop = flowOf([
      { line: 1, type: 'message', content: { kind: 'text', text: 'spam' } },
      { line: 2, type: 'jump', jump: 1 },
    ]);
    const result = step(loop, null, { text: 'hi' }, context());
    expect(result.nextCursor.status).toBe('blocked');
    expect(result.outputs).toEqual([]);
    expect(step(loop, result.nextCursor, { text: 'hi' }, context()).effects).toEqual([]);
  });

  it('starts the point counters over with a new session', () => {
    const ending = flowOf([{ line: 1, type: 'end' }]);
    const { cursor } = converse(
      ending,
      Array.from({ length: 60 }, () => 'hi'),
    );
    expect(cursor).toMatchObject({ status: 'ended', visits: { 1: 1 } });
  });
});

describe('limited state', () => {
  const echo = flowOf([{ line: 1, type: 'end', text: 'reply' }]);

  it('answers at most 10 messages an hour while the franchise is exceeded', () => {
    const hour = 3_600_000;
    let cursor: FlowCursor | null = null;
    const replies: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const result = step(echo, cursor, { text: 'hi' }, context({ now: index * 60_000, isLimited: true }));
      replies.push(result.outputs.length);
      cursor = result.nextCursor;
      if (index === 10) expect(result.effects).toEqual([{ kind: 'limited', until: hour }]);
    }
    expect(replies).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    expect(
      step(echo, cursor, { text: 'hi' }, context({ now: hour + 1, isLimited: true })).outputs,
    ).toHaveLength(1);
    expect(step(echo, cursor, { text: 'hi' }, context({ now: 12 * 60_000 })).outputs).toHaveLength(1);
  });
});
