import type { LiveVisitor } from '@prosa/contracts';

// The three counters of /realTime: only browsing, talking to a chatbot, talking to an attendant.
export function countVisitors(visitors: LiveVisitor[]): Record<LiveVisitor['status'], number> {
  const counts = { browsing: 0, bot: 0, attendant: 0 };
  for (const visitor of visitors) counts[visitor.status] += 1;
  return counts;
}
