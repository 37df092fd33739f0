import { type FranchiseState, franchiseEndingShare } from '@prosa/contracts';

// Where the month's franchise stands (spec core §4: normal, ending, exceeded): exceeded once the
// consumption passes it, ending from 80 % of it (docs/decisions.md). An account without a franchise
// has nothing included: anything consumed exceeds it.
export function franchiseState(used: number, franchise: number): FranchiseState {
  if (used > franchise) return 'exceeded';
  if (franchise > 0 && used >= franchise * franchiseEndingShare) return 'ending';
  return 'normal';
}
