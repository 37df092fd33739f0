import type { FlowLine } from '@prosa/contracts';
import { jumpSlots } from './jumpSlots.ts';
import { setJump } from './setJump.ts';

// Removes a line and clears every jump that pointed at it (the others keep their numbers: on the
// canvas a line's number is its name, not its place).
export function removeLine(lines: readonly FlowLine[], number: number): FlowLine[] {
  let kept = lines.filter((line) => line.line !== number);
  for (const line of kept) {
    for (const slot of jumpSlots(line)) {
      if (slot.target === number) kept = setJump(kept, line.line, slot.handle, undefined);
    }
  }
  return kept;
}
