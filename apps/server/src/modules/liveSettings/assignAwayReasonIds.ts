import type { AwayReason } from '@prosa/contracts';
import { newId } from '../../app/newId.ts';

// A reason keeps its id when it already had it, so members' chosen reasons stay meaningful; new ones,
// unknown ids and repeated ids get a fresh one, so ids never come from the client's imagination.
export function assignAwayReasonIds(
  options: Array<{ _id?: string; label: string }>,
  existingIds: string[],
  makeId: () => string = newId,
): AwayReason[] {
  const known = new Set(existingIds);
  const used = new Set<string>();
  return options.map(({ _id, label }) => {
    const id = _id && known.has(_id) && !used.has(_id) ? _id : makeId();
    used.add(id);
    return { _id: id, label };
  });
}
