import type { FlowLine } from '@prosa/contracts';
import { type JumpSlot, jumpSlots } from './jumpSlots.ts';

// The flow as the canvas draws it, without the canvas library: one node per line, one edge per
// chosen jump (id `line:handle`, so deleting it knows which jump to clear), and a dashed edge to
// the following line where a line has no jump of its own (the engine's default), which cannot be
// deleted because there is nothing to clear.
export interface FlowGraphNode {
  id: string;
  line: FlowLine;
  slots: JumpSlot[];
}

export interface FlowGraphEdge {
  id: string;
  source: string;
  sourceHandle: string;
  target: string;
  kind: JumpSlot['kind'] | 'following';
  label?: string;
}

export function flowGraph(lines: readonly FlowLine[]): { nodes: FlowGraphNode[]; edges: FlowGraphEdge[] } {
  const numbers = new Set(lines.map((line) => line.line));
  const ordered = [...lines].sort((a, b) => a.line - b.line);
  const nodes: FlowGraphNode[] = [];
  const edges: FlowGraphEdge[] = [];
  ordered.forEach((line, position) => {
    const slots = jumpSlots(line);
    nodes.push({ id: String(line.line), line, slots });
    for (const slot of slots) {
      if (slot.target !== undefined && numbers.has(slot.target)) {
        edges.push({
          id: `${line.line}:${slot.handle}`,
          source: String(line.line),
          sourceHandle: slot.handle,
          target: String(slot.target),
          kind: slot.kind,
          ...(slot.label ? { label: slot.label } : {}),
        });
      }
    }
    const following = ordered[position + 1];
    const next = slots.find((slot) => slot.kind === 'next');
    if (following && next && next.target === undefined) {
      edges.push({
        id: `${line.line}:following`,
        source: String(line.line),
        sourceHandle: 'next',
        target: String(following.line),
        kind: 'following',
      });
    }
  });
  return { nodes, edges };
}

// The lines a line can go to, as drawn: what the layout follows.
export function lineTargets(edges: readonly FlowGraphEdge[]): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  for (const edge of edges) targets.set(edge.source, [...(targets.get(edge.source) ?? []), edge.target]);
  return targets;
}
