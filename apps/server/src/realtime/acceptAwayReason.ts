import type { LiveBehavior } from '@prosa/contracts';

export const awayReasonMaxLength = 200;

// The reason an away status may carry. With the account's away reasons active, only one of their
// labels (what the panel's dialog offers); otherwise free text, cut to its limit. `null` refuses
// the status change: a client that bypassed the dialog is not relayed.
export function acceptAwayReason(away: LiveBehavior['away'], reason: unknown): string | undefined | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (away.isActive && away.options.length > 0) {
    return away.options.some((option) => option.label === text) ? text : null;
  }
  return text ? text.slice(0, awayReasonMaxLength) : undefined;
}
