// What is left of a conversation's 24-hour customer-service window (spec campaigns §9), for the
// list and the room: null where there is no window (webchat), else hours and minutes left, or
// `closed` (only a template reaches the customer).
export type WindowLeft = { kind: 'open'; hours: number; minutes: number } | { kind: 'closed' };

export function windowLeft(windowEndsAt: string | null, channel: string, now: number): WindowLeft | null {
  if (channel === 'webchat') return null;
  const end = windowEndsAt ? Date.parse(windowEndsAt) : Number.NaN;
  if (Number.isNaN(end) || end <= now) return { kind: 'closed' };
  const totalMinutes = Math.ceil((end - now) / 60_000);
  return { kind: 'open', hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
