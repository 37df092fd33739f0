export interface Candidate {
  userId: string;
  online: boolean;
  checkedIn: boolean;
  open: number;
  lastAssignedAt: number | null;
}

export type Distribution = 'none' | 'balancing' | 'autoBalance' | 'sequential';

export interface DistributionRules {
  distribution: Distribution;
  maxAttendances: number;
  checkIn: boolean;
}

type Order = (a: Candidate, b: Candidate) => number;

const byOpen: Order = (a, b) => a.open - b.open;
const byUserId: Order = (a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
// Never assigned comes first: a newcomer is the one who waited longest.
const byLastAssigned: Order = (a, b) =>
  (a.lastAssignedAt ?? -Infinity) - (b.lastAssignedAt ?? -Infinity) || 0;

const orders: Record<Exclude<Distribution, 'none'>, Order[]> = {
  balancing: [byOpen, byUserId],
  autoBalance: [byOpen, byLastAssigned, byUserId],
  sequential: [byLastAssigned, byUserId],
};

// The attendant a department's distribution gives the next queued conversation to, or null when
// it distributes nothing (none) or nobody can take one. Ties end on userId so every server agrees.
export function chooseAttendant(candidates: readonly Candidate[], rules: DistributionRules): string | null {
  if (rules.distribution === 'none') return null;
  const order = orders[rules.distribution];
  let best: Candidate | null = null;
  for (const c of candidates) {
    if (!c.online || c.open >= rules.maxAttendances || (rules.checkIn && !c.checkedIn)) continue;
    if (!best || compare(order, c, best) < 0) best = c;
  }
  return best?.userId ?? null;
}

function compare(order: Order[], a: Candidate, b: Candidate): number {
  for (const by of order) {
    const result = by(a, b);
    if (result !== 0) return result;
  }
  return 0;
}
