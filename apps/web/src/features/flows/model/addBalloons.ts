import type { FlowLine } from '@prosa/contracts';
import { type LiteLineType, newLine } from './newLine.ts';
import { renumberLines } from './renumberLines.ts';

// Inserts `count` empty balloons of a type after position `after` (-1: at the start; the list's
// length or more: at the end).
export function addBalloons(
  lines: readonly FlowLine[],
  type: LiteLineType,
  count: number,
  after = lines.length,
) {
  const at = Math.max(0, Math.min(after + 1, lines.length));
  // Numbers above every existing one, so the new balloons cannot be mistaken for a jump's target.
  const top = lines.reduce((max, line) => Math.max(max, line.line), 0);
  const added = Array.from({ length: count }, (_, index) => newLine(type, top + index + 1));
  return renumberLines([...lines.slice(0, at), ...added, ...lines.slice(at)]);
}
