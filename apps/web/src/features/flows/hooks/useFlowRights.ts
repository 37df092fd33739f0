import { useMe } from '../../../shared/session/useMe.ts';
import { flowRightsOf } from '../model/flowRightsOf.ts';

// What the flow screens offer the signed-in caller (flowRightsOf).
export function useFlowRights() {
  return flowRightsOf(useMe().data);
}
