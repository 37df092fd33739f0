import type { FlowLine } from '@prosa/contracts';
import { renumberLines } from './renumberLines.ts';

// Moves the balloon at `from` to position `to`; its jumps and the jumps to it follow it.
export function moveBalloon(lines: readonly FlowLine[], from: number, to: number) {
  if (to < 0 || to >= lines.length || from === to) return [...lines];
  const ordered = [...lines];
  const [moved] = ordered.splice(from, 1);
  if (moved) ordered.splice(to, 0, moved);
  return renumberLines(ordered);
}
