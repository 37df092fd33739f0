// The timer alert (spec §3 attendant settings): a customer waiting for an answer longer than the
// attendant's exhibitionAlertTime, in minutes.
export function isAwaitingTooLong(awaitingSince: string | null, alertMinutes: number, now: number): boolean {
  if (!awaitingSince) return false;
  const since = Date.parse(awaitingSince);
  if (Number.isNaN(since)) return false;
  return now - since >= alertMinutes * 60_000;
}

// Whole minutes the customer has waited, for the badge.
export function minutesAwaiting(awaitingSince: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(awaitingSince)) / 60_000));
}
