// The automatic block (spec §8, §9): more than 200 messages in 20 minutes, more than 50 returns
// to the same flow point, or more than 50 repeated jumps to the same point.
export const automaticBlockLimits = {
  messages: 200,
  windowMs: 20 * 60_000,
  returns: 50,
  jumps: 50,
} as const;

export const blockReasons = ['messageFlood', 'pointReturns', 'repeatedJumps'] as const;
export type BlockReason = (typeof blockReasons)[number];

export interface BlockCounts {
  messagesInWindow?: number;
  returnsToPoint?: number;
  jumpsToPoint?: number;
}

export function findBlockReason(counts: BlockCounts): BlockReason | null {
  if ((counts.messagesInWindow ?? 0) > automaticBlockLimits.messages) return 'messageFlood';
  if ((counts.returnsToPoint ?? 0) > automaticBlockLimits.returns) return 'pointReturns';
  if ((counts.jumpsToPoint ?? 0) > automaticBlockLimits.jumps) return 'repeatedJumps';
  return null;
}

// The limited state (decisions.md): at most 10 bot answers per hour per conversation.
export const limitedStateLimits = { answers: 10, windowMs: 60 * 60_000 } as const;

// Keeps the times inside the window ending now, at most `cap` of them (the newest): enough to
// decide a threshold without the list growing with the conversation.
export function keepRecent(times: readonly number[], now: number, windowMs: number, cap: number): number[] {
  const recent = times.filter((time) => time > now - windowMs && time <= now);
  return recent.length > cap ? recent.slice(recent.length - cap) : recent;
}
