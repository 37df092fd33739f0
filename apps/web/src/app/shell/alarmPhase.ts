import type { AlarmPayload } from '@prosa/contracts';

// Where the working-day countdown stands (docs/decisions.md): `ending` (yellow) until the period
// ends, then `tolerance` (red) until the tolerance runs out and the server disconnects the user.
export type AlarmPhase = { kind: 'ending' | 'tolerance'; secondsLeft: number };

export function alarmPhase(alarm: AlarmPayload, nowMs: number): AlarmPhase {
  const endMs = Date.parse(alarm.controller.end);
  if (nowMs < endMs) return { kind: 'ending', secondsLeft: Math.ceil((endMs - nowMs) / 1000) };
  const disconnectMs = endMs + alarm.tolerance * 60_000;
  return { kind: 'tolerance', secondsLeft: Math.max(0, Math.ceil((disconnectMs - nowMs) / 1000)) };
}

// 09:05, or 1:02:03 past an hour (tolerances reach 12 hours).
export function formatCountdown(totalSeconds: number) {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
