import { describe, expect, it } from 'vitest';
import { shouldEmitTyping, typingIntervalMs } from './shouldEmitTyping.ts';

describe('shouldEmitTyping', () => {
  it('announces the first keystroke, then at most once per interval', () => {
    expect(shouldEmitTyping(null, 1000)).toBe(true);
    expect(shouldEmitTyping(1000, 1000 + typingIntervalMs - 1)).toBe(false);
    expect(shouldEmitTyping(1000, 1000 + typingIntervalMs)).toBe(true);
  });
});
