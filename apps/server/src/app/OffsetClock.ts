import type { Clock } from './Clock.ts';

// The system time shifted by an offset a test sets, so time keeps flowing (countdowns, timers)
// from whatever instant the test chose. Only a sandbox server started with
// PROSA_CONTROLLED_CLOCK=1 uses it (see docs/decisions.md).
export class OffsetClock implements Clock {
  private offsetMs = 0;

  now() {
    return new Date(Date.now() + this.offsetMs);
  }

  set(instant: Date) {
    this.offsetMs = instant.getTime() - Date.now();
  }
}
