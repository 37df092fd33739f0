import { describe, expect, it } from 'vitest';
import { alarmPhase, formatCountdown } from './alarmPhase.ts';

const alarm = { controller: { end: '2026-11-23T21:00:00.000Z' }, tolerance: 15 };
const at = (iso: string) => Date.parse(iso);

describe('alarmPhase', () => {
  it('counts down to the end of the period while it lasts (yellow)', () => {
    expect(alarmPhase(alarm, at('2026-11-23T20:50:00.000Z'))).toEqual({ kind: 'ending', secondsLeft: 600 });
    expect(alarmPhase(alarm, at('2026-11-23T20:59:59.500Z'))).toEqual({ kind: 'ending', secondsLeft: 1 });
  });

  it('then counts down the tolerance to the disconnection (red), stopping at zero', () => {
    expect(alarmPhase(alarm, at('2026-11-23T21:00:00.000Z'))).toEqual({
      kind: 'tolerance',
      secondsLeft: 900,
    });
    expect(alarmPhase(alarm, at('2026-11-23T21:14:30.000Z'))).toEqual({ kind: 'tolerance', secondsLeft: 30 });
    expect(alarmPhase(alarm, at('2026-11-23T21:20:00.000Z'))).toEqual({ kind: 'tolerance', secondsLeft: 0 });
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatCountdown(545)).toBe('09:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});
