import type { FlowDocument } from '@prosa/contracts';
import { checkFlowDocument, type FlowSaveError } from '@prosa/flow-engine';

export type FlowJsonCheck =
  | { isValid: true; document: FlowDocument }
  | { isValid: false; syntax: { textLine: number; column: number } | null; errors: FlowSaveError[] };

// The code editor's text through the same check as saving: first JSON itself (where it breaks, as
// line and column of the text), then the schema and the spec's save errors, each with its line.
export function parseFlowJson(text: string): FlowJsonCheck {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return { isValid: false, syntax: locateSyntaxError(text, error), errors: [] };
  }
  const check = checkFlowDocument(input);
  return check.isValid ? check : { isValid: false, syntax: null, errors: check.errors };
}

// Browsers say where JSON broke only inside the message ("… at position 42"), and not for every
// mistake (an unexpected token names a snippet instead); without a position, the end of the text.
function locateSyntaxError(text: string, error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const position = Number(message.match(/position (\d+)/)?.[1] ?? text.length);
  const before = text.slice(0, position).split('\n');
  return { textLine: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
