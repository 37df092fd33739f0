import type { FlowLine } from '@prosa/contracts';
import { renumberLines } from './renumberLines.ts';

// Removes `count` balloons starting at position `from` (fewer when the list ends first).
export function removeBalloons(lines: readonly FlowLine[], from: number, count: number) {
  return renumberLines([...lines.slice(0, from), ...lines.slice(from + count)]);
}
