import type { Me } from '@prosa/contracts';
import { hasSession } from '../../shared/session/hasSession.ts';

export type GuardDecision = 'wait' | 'allow' | 'redirect';

// Spec §2: allow only with a loaded user and account, each with an id. While the session is
// still being asked for (or asked again after an error) nothing is decided yet.
export function decideGuard(query: {
  data: Me | undefined;
  isPending: boolean;
  isFetching: boolean;
}): GuardDecision {
  if (hasSession(query.data)) return 'allow';
  if (query.isPending || query.isFetching) return 'wait';
  return 'redirect';
}
