import type { FlowLineInput } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { context, flowOf } from '../testing/flowOf.ts';
import { indexFlow } from './indexFlow.ts';
import { step } from './step.ts';
import type { FlowCursor } from './types.ts';

// A flow of 400 lines: 200 questions, each followed by a message. Each step touches only the lines
// it runs: the index is built once per document and lines are found by number.
const lines: FlowLineInput[] = Array.from({ length: 200 }, (_, index): FlowLineInput[] => [
  {
    line: index * 2 + 1,
    type: 'question',
    text: `Q${index}`,
    validation: 'number',
    responseField: `q${index}`,
  },
  { line: index * 2 + 2, type: 'message', content: { kind: 'text', text: `ok ${index}` } },
]).flat();
const version = flowOf(lines);

describe('a large flow', () => {
  it('builds its line index once per document', () => {
    expect(indexFlow(version.document)).toBe(indexFlow(version.document));
    expect(indexFlow(version.document).byNumber.size).toBe(400);
    expect(indexFlow(flowOf(lines).document)).not.toBe(indexFlow(version.document));
  });

  it('walks all 400 lines, one answer at a time, to the end', () => {
    let cursor: FlowCursor | null = null;
    let collected: Record<string, string> = {};
    let result = step(version, cursor, { text: 'start' }, context());
    const started = performance.now();
    for (let index = 0; index < 200; index += 1) {
      cursor = result.nextCursor;
      collected = result.collected;
      result = step(version, cursor, { text: String(index) }, context({ collected, now: index }));
    }
    const perStepMs = (performance.now() - started) / 200;
    expect(result.nextCursor.status).toBe('ended');
    expect(Object.keys(result.collected)).toHaveLength(200);
    // Reported, not asserted: timing on a shared machine is not a test.
    console.info(`flow-engine: ${perStepMs.toFixed(3)} ms per step over a 400-line flow`);
  });
});
