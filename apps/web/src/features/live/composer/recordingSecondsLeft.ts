import { audioMaxSeconds } from '@prosa/domain';

// Whole seconds left of an audio recording started at `startedAt` (ms), never below zero: the
// recorder stops when it reaches zero (decisions.md: at most 2 minutes).
export function recordingSecondsLeft(startedAt: number, now: number, maxSeconds = audioMaxSeconds): number {
  const elapsed = Math.max(0, now - startedAt) / 1000;
  return Math.max(0, Math.ceil(maxSeconds - elapsed));
}
