import { answerLine } from './answerLine.ts';
import { FlowRun } from './FlowRun.ts';
import { indexFlow } from './indexFlow.ts';
import { newCursor } from './newCursor.ts';
import type { FlowCursor, FlowVersion, Inbound, StepContext, StepResult } from './types.ts';

// One inbound customer message through the flow. Pure and deterministic: the same version,
// cursor, message and context give the same outputs, effects and next cursor; nothing is sent,
// stored or called here.
export function step(
  version: FlowVersion,
  cursor: FlowCursor | null,
  inbound: Inbound,
  context: StepContext,
): StepResult {
  const index = indexFlow(version.document);
  const current = cursor ?? newCursor(version.id);
  // Handed off or blocked: the flow is silent until the server resets the cursor.
  if (current.status === 'live' || current.status === 'blocked') return unchanged(current, context);
  const run = new FlowRun(index, current, context);
  run.cursor.turn += 1;
  if (!run.countInbound() || !run.hasAnswersLeft()) return run.result();
  const waiting = current.line === null ? undefined : index.byNumber.get(current.line);
  const isSameVersion = current.versionId === version.id;
  if (current.status === 'ended' || !isSameVersion || !waiting) {
    run.restart(version.id);
    const isStartLine = inbound.startLine !== undefined && index.byNumber.has(inbound.startLine);
    run.run({ line: isStartLine ? (inbound.startLine ?? null) : index.first, isJump: false });
  } else if (current.awaiting === 'input') {
    run.run(answerLine(run, waiting, inbound));
  }
  // Otherwise an effect's result is pending: the message is the server's to keep, the flow waits.
  run.noteAnswered();
  return run.result();
}

export function unchanged(cursor: FlowCursor, context: StepContext): StepResult {
  return { outputs: [], effects: [], nextCursor: cursor, collected: { ...context.collected } };
}
