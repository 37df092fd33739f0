// A lot the ledger may draw from: what is left of it and when it stops counting (null: never).
export interface SpendableLot {
  id: string;
  remaining: number;
  expiresAt: Date | null;
}

export interface LotDraw {
  lotId: string;
  credits: number;
}

// Which lots pay `credits` at `now`: the ones that expire first (never-expiring last), so no credit
// is left to expire while a later one is spent. Expired and empty lots pay nothing. Null when the
// usable lots together do not suffice: the caller refuses the charge and spends nothing.
export function allocateCredits(lots: readonly SpendableLot[], credits: number, now: Date): LotDraw[] | null {
  const usable = lots
    .filter((lot) => lot.remaining > 0 && (lot.expiresAt === null || lot.expiresAt > now))
    .sort(byExpiry);
  const draws: LotDraw[] = [];
  let owed = credits;
  for (const lot of usable) {
    if (owed <= 0) break;
    const taken = Math.min(owed, lot.remaining);
    draws.push({ lotId: lot.id, credits: taken });
    owed -= taken;
  }
  return owed > 0 ? null : draws;
}

// Earliest expiry first; lots that never expire after every dated one; ties by id so the order is
// the same in every process.
function byExpiry(a: SpendableLot, b: SpendableLot) {
  const left = a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const right = b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (left !== right) return left < right ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
