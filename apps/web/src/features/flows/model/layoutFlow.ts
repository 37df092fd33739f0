import type { FlowLine } from '@prosa/contracts';
import { flowGraph, lineTargets } from './flowGraph.ts';

export interface NodePosition {
  x: number;
  y: number;
}

export const layoutSpacing = { x: 300, y: 170 } as const;

// A simple layered layout, top to bottom: the first line on top, every line one layer below the
// first line that reaches it (breadth first, following the drawn jumps), lines in a layer side by
// side in line order. Lines nothing reaches go below, one layer each, in line order. The schema
// has no place for positions, so they live in the editor only.
export function layoutFlow(lines: readonly FlowLine[]): Record<string, NodePosition> {
  const { nodes, edges } = flowGraph(lines);
  const targets = lineTargets(edges);
  const layerOf = new Map<string, number>();
  const first = nodes[0];
  if (first) {
    layerOf.set(first.id, 0);
    const queue = [first.id];
    while (queue.length > 0) {
      const id = queue.shift() as string;
      const layer = layerOf.get(id) as number;
      for (const target of targets.get(id) ?? []) {
        if (layerOf.has(target)) continue;
        layerOf.set(target, layer + 1);
        queue.push(target);
      }
    }
  }
  let lastLayer = Math.max(-1, ...layerOf.values());
  for (const node of nodes) if (!layerOf.has(node.id)) layerOf.set(node.id, ++lastLayer);

  const layers = new Map<number, string[]>();
  for (const node of nodes) {
    const layer = layerOf.get(node.id) as number;
    layers.set(layer, [...(layers.get(layer) ?? []), node.id]);
  }
  const positions: Record<string, NodePosition> = {};
  for (const [layer, ids] of layers) {
    ids.forEach((id, at) => {
      positions[id] = { x: (at - (ids.length - 1) / 2) * layoutSpacing.x, y: layer * layoutSpacing.y };
    });
  }
  return positions;
}
