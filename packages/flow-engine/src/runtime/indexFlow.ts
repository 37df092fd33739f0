import type { FlowDocument, FlowLine } from '@prosa/contracts';

// Line lookup in O(1): by number, and the line that follows each one. Built once per document
// (versions are immutable; the editor replaces its draft object on every change) and cached.
export interface FlowIndex {
  first: number | null;
  byNumber: ReadonlyMap<number, FlowLine>;
  nextOf: ReadonlyMap<number, number | null>;
}

const cache = new WeakMap<FlowDocument, FlowIndex>();

export function indexFlow(document: FlowDocument): FlowIndex {
  const cached = cache.get(document);
  if (cached) return cached;
  const byNumber = new Map<number, FlowLine>();
  for (const line of document.lines) if (!byNumber.has(line.line)) byNumber.set(line.line, line);
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  const nextOf = new Map(numbers.map((number, position) => [number, numbers[position + 1] ?? null]));
  const index = { first: numbers[0] ?? null, byNumber, nextOf };
  cache.set(document, index);
  return index;
}
