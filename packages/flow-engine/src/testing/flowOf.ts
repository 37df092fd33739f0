import { type FlowLineInput, flowDocumentSchema } from '@prosa/contracts';
import { step } from '../runtime/step.ts';
import type { FlowCursor, FlowVersion, Inbound, StepContext, StepResult } from '../runtime/types.ts';

// A version built the way the server builds one: through the schema, defaults filled.
export function flowOf(lines: FlowLineInput[], id = 'v1'): FlowVersion {
  return { id, document: flowDocumentSchema.parse({ description: 'Test flow', lines }) };
}

export const context = (overrides: Partial<StepContext> = {}): StepContext => ({
  now: Date.UTC(2025, 0, 1, 12),
  collected: {},
  channel: 'webchat',
  ...overrides,
});

// Walks a conversation, feeding each step's cursor and collected data into the next.
export function converse(
  version: FlowVersion,
  messages: (string | Inbound)[],
  base: Partial<StepContext> = {},
) {
  let cursor: FlowCursor | null = null;
  let collected: Record<string, string> = { ...(base.collected ?? {}) };
  const results: StepResult[] = [];
  for (const message of messages) {
    const inbound = typeof message === 'string' ? { text: message } : message;
    const result = step(version, cursor, inbound, context({ ...base, collected }));
    results.push(result);
    cursor = result.nextCursor;
    collected = result.collected;
  }
  return { results, cursor, collected, last: results.at(-1) as StepResult };
}

export const texts = (result: StepResult | undefined) =>
  (result?.outputs ?? []).map(({ message }) => (message.kind === 'text' ? message.text : message.kind));
