import type { Language } from '@prosa/contracts';
import {
  type Effect,
  type EffectResult,
  type FlowVersion,
  type Inbound,
  resume,
  type StepResult,
  step,
} from '@prosa/flow-engine';
import type { TestChatEntry, TestChatState } from './testChatState.ts';

// Nothing leaves the browser in the test chat: a hand-off is taken as accepted (the flow then
// stays silent, as with a real department), an HTTP call or external code as succeeded without
// data, a FAQ question as not found. Each is shown as an effect instead.
const pretendResults: Partial<Record<Effect['kind'], EffectResult>> = {
  handoff: { kind: 'handoff', isAccepted: true },
  http: { kind: 'http', isOk: true, status: 200 },
  externalCode: { kind: 'externalCode', isOk: true, variables: {} },
  faq: { kind: 'faq', isAnswered: false },
};
// A flow whose effects keep leading to effects stops being fed after this many.
const maxResumes = 50;

// One customer message through the draft with the runtime's own `step`, the effects it asks for
// answered in pretence with `resume`, and everything said or done added to the transcript.
export function runTestTurn(
  version: FlowVersion,
  state: TestChatState,
  inbound: Inbound & { shown: string },
  language: Language,
  now: number,
): TestChatState {
  const context = (collected: Record<string, string>) => ({
    now,
    collected,
    channel: 'webchat' as const,
    language,
  });
  const entries: TestChatEntry[] = [...state.entries, { from: 'customer', text: inbound.shown }];
  let result: StepResult = step(version, state.cursor, inbound, context(state.collected));
  for (let resumes = 0; ; resumes += 1) {
    entries.push(
      ...result.outputs.map((output) => ({ from: 'bot' as const, message: output.message })),
      // No-response timers are not simulated: the test chat waits as long as the tester does.
      ...result.effects
        .filter((effect) => effect.kind !== 'timer')
        .map((effect) => ({ from: 'effect' as const, effect })),
    );
    const awaiting = result.nextCursor.awaiting;
    const pretend = awaiting && awaiting !== 'input' ? pretendResults[awaiting] : undefined;
    if (!pretend || result.nextCursor.status !== 'bot' || resumes >= maxResumes) break;
    result = resume(version, result.nextCursor, pretend, context(result.collected));
  }
  return { cursor: result.nextCursor, collected: result.collected, entries };
}
