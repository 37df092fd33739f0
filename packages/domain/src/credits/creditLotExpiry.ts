// When a purchased lot stops counting: `validityMonths` calendar months after its purchase (the
// same day of the month, or the month's last day when it has fewer), null when the plan says never.
export function creditLotExpiry(purchasedAt: Date, validityMonths: number | null): Date | null {
  if (validityMonths === null) return null;
  const expiry = new Date(purchasedAt);
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + validityMonths);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}

// The month a charge counts in (yyyy-mm, UTC, as the consumption table keys it) and when the
// monthly AI credits of that month stop counting: they are not cumulative.
export const creditMonth = (now: Date) => now.toISOString().slice(0, 7);

export function monthBounds(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}
