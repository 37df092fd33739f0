import { describe, expect, it } from 'vitest';
import { isAwaitingTooLong, minutesAwaiting } from './isAwaitingTooLong.ts';

const since = '2026-11-22T10:00:00.000Z';
const at = (minutes: number) => Date.parse(since) + minutes * 60_000;

describe('isAwaitingTooLong', () => {
  it('alerts once the customer waited the attendant’s alert time without an answer', () => {
    expect(isAwaitingTooLong(since, 3, at(2.9))).toBe(false);
    expect(isAwaitingTooLong(since, 3, at(3))).toBe(true);
  });

  it('never alerts a conversation that is not awaiting an answer', () => {
    expect(isAwaitingTooLong(null, 1, at(100))).toBe(false);
    expect(isAwaitingTooLong('not a date', 1, at(100))).toBe(false);
  });

  it('counts the whole minutes waited for the badge', () => {
    expect(minutesAwaiting(since, at(4.5))).toBe(4);
    expect(minutesAwaiting(since, at(-1))).toBe(0);
  });
});
