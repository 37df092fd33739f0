import { audioMaxSeconds } from '@prosa/domain';
import { describe, expect, it } from 'vitest';
import { formatCountdown } from './formatCountdown.ts';
import { recordingSecondsLeft } from './recordingSecondsLeft.ts';

describe('recordingSecondsLeft', () => {
  it('starts at the two-minute limit', () => {
    expect(audioMaxSeconds).toBe(120);
    expect(recordingSecondsLeft(1_000, 1_000)).toBe(120);
  });

  it('counts down in whole seconds, rounding up so 0 means the time is over', () => {
    expect(recordingSecondsLeft(0, 500)).toBe(120);
    expect(recordingSecondsLeft(0, 1_000)).toBe(119);
    expect(recordingSecondsLeft(0, 119_001)).toBe(1);
    expect(recordingSecondsLeft(0, 120_000)).toBe(0);
  });

  it('never goes below zero nor above the limit', () => {
    expect(recordingSecondsLeft(0, 500_000)).toBe(0);
    expect(recordingSecondsLeft(10_000, 0)).toBe(120);
    expect(recordingSecondsLeft(0, 5_000, 10)).toBe(5);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
