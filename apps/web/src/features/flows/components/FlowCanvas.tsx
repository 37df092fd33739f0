import type { FlowLine } from '@prosa/contracts';
import {
  Background,
  type Connection,
  Controls,
  type Edge,
  type EdgeChange,
  MarkerType,
  type Node,
  type NodeChange,
  ReactFlow,
} from '@xyflow/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flowGraph } from '../model/flowGraph.ts';
import type { NodePosition } from '../model/layoutFlow.ts';
import { LineNode, type LineNodeData } from './LineNode.tsx';

interface Props {
  lines: readonly FlowLine[];
  positions: Record<string, NodePosition>;
  selected: number | null;
  problemsByLine: Map<number, string[]>;
  onMove: (id: string, position: NodePosition) => void;
  onSelect: (line: number | null) => void;
  onConnect: (from: number, handle: string, to: number) => void;
  onDisconnect: (from: number, handle: string) => void;
  onRemove: (line: number) => void;
}

const nodeTypes = { line: LineNode };

// The canvas itself: the flow's graph drawn by @xyflow/react, every change handed back as an edit
// of the lines (the canvas keeps no flow of its own).
export function FlowCanvas({ lines, positions, selected, problemsByLine, ...on }: Props) {
  const { t } = useTranslation('flows');
  const graph = useMemo(() => flowGraph(lines), [lines]);
  // The canvas is controlled: an edge is selected here, so the delete key finds it.
  const [selectedEdge, setSelectedEdge] = useState<string | null>(null);
  const nodes: Node<LineNodeData>[] = graph.nodes.map((node) => ({
    id: node.id,
    type: 'line',
    position: positions[node.id] ?? { x: 0, y: 0 },
    selected: node.line.line === selected,
    data: { line: node.line, slots: node.slots, problems: problemsByLine.get(node.line.line) ?? [] },
  }));
  const edges: Edge[] = graph.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    sourceHandle: edge.sourceHandle,
    target: edge.target,
    targetHandle: 'in',
    deletable: edge.kind !== 'following',
    selectable: edge.kind !== 'following',
    selected: edge.id === selectedEdge,
    label: edge.kind === 'following' ? undefined : (edge.label ?? t(`pro.jumpKinds.${edge.kind}`)),
    className: `flows-edge flows-edge-${edge.kind}`,
    markerEnd: { type: MarkerType.ArrowClosed },
    ariaLabel: t('pro.edge', { from: edge.source, to: edge.target }),
  }));

  const onNodesChange = (changes: NodeChange<Node<LineNodeData>>[]) => {
    for (const change of changes) {
      if (change.type === 'position' && change.position) on.onMove(change.id, change.position);
      if (change.type === 'select' && change.selected) on.onSelect(Number(change.id));
      if (change.type === 'remove') on.onRemove(Number(change.id));
    }
  };

  const onEdgesChange = (changes: EdgeChange[]) => {
    for (const change of changes) {
      if (change.type === 'select') setSelectedEdge(change.selected ? change.id : null);
    }
  };

  return (
    <div className="flows-canvas" aria-label={t('pro.canvas')} role="application">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        deleteKeyCode={['Backspace', 'Delete']}
        onEdgesDelete={(deleted) => {
          for (const edge of deleted) {
            if (edge.sourceHandle) on.onDisconnect(Number(edge.source), edge.sourceHandle);
          }
        }}
        onConnect={(connection: Connection) => {
          if (connection.source === connection.target || !connection.sourceHandle) return;
          on.onConnect(Number(connection.source), connection.sourceHandle, Number(connection.target));
        }}
        onPaneClick={() => on.onSelect(null)}
        fitView
        minZoom={0.2}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
