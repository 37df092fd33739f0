import { type FlowDocument, type FlowDocumentInput, flowDocumentSchema } from '@prosa/contracts';
import { type FlowSaveError, type FlowSaveOptions, validateFlow } from './validateFlow.ts';

export type FlowDocumentCheck =
  | { isValid: true; document: FlowDocument }
  | { isValid: false; errors: FlowSaveError[] };

// The code editor's and the server's save check: the schema first (shape errors, each with the
// line it was found in when there is one), then the spec's save errors.
export function checkFlowDocument(input: unknown, options: FlowSaveOptions = {}): FlowDocumentCheck {
  const parsed = flowDocumentSchema.safeParse(input);
  if (!parsed.success) {
    const lines = (input as Partial<FlowDocumentInput> | null)?.lines;
    const errors = parsed.error.issues.map((issue): FlowSaveError => {
      const [root, position] = issue.path;
      const candidate =
        root === 'lines' && typeof position === 'number' ? lines?.[position]?.line : undefined;
      const line = typeof candidate === 'number' ? candidate : null;
      return {
        code: 'generic.invalidInput',
        line,
        params: line === null ? {} : { line },
        path: issue.path.join('.'),
      };
    });
    return { isValid: false, errors };
  }
  const errors = validateFlow(parsed.data, options);
  return errors.length > 0 ? { isValid: false, errors } : { isValid: true, document: parsed.data };
}
