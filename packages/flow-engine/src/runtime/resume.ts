import { FlowRun } from './FlowRun.ts';
import { indexFlow } from './indexFlow.ts';
import { resumeLine } from './resumeLine.ts';
import { unchanged } from './step.ts';
import type { EffectResult, FlowCursor, FlowVersion, StepContext, StepResult } from './types.ts';

// Feeds back what the server did for an effect (hand-off, HTTP, external code, FAQ answer) or a
// fired no-response timer. A result the cursor is not waiting for — a late timer after the
// customer answered, a second reply — changes nothing.
export function resume(
  version: FlowVersion,
  cursor: FlowCursor,
  result: EffectResult,
  context: StepContext,
): StepResult {
  const index = indexFlow(version.document);
  const line = cursor.line === null ? undefined : index.byNumber.get(cursor.line);
  const isExpected =
    result.kind === 'timer'
      ? cursor.awaiting === 'input' && result.turn === cursor.turn
      : cursor.awaiting === result.kind;
  if (cursor.versionId !== version.id || cursor.status !== 'bot' || !line || !isExpected)
    return unchanged(cursor, context);
  const run = new FlowRun(index, cursor, context);
  run.cursor.turn += 1;
  run.cursor.awaiting = null;
  run.run(resumeLine(run, line, result));
  return run.result();
}
