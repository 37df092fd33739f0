import type { FlowChannel, Language } from '@prosa/contracts';
import { type EffectResult, type FlowVersion, resume, type StepResult, step } from '@prosa/flow-engine';
import { newToken } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import { appendMessage } from '../../live/index.ts';
import { armBalloonTimer } from './balloonTimers.ts';
import { choicesOf } from './choicesOf.ts';
import { type FlowTurnState, findFlowTurnState } from './findFlowTurnState.ts';
import { flowJobsOf, type LegacyFlowDelivery } from './flowJobs.ts';
import { inConversationTurn } from './inConversationTurn.ts';
import { mediaOf } from './mediaOf.ts';
import { performFlowEffect } from './performFlowEffect.ts';
import { renderOutput } from './renderOutput.ts';
import { sendBalloonFallback } from './sendBalloonFallback.ts';
import { setNumberStatus } from './setNumberStatus.ts';
import { type BotBalloon, storeFlowTurn } from './storeFlowTurn.ts';
import { loadVersionDocument } from './versionDocuments.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock' | 'externalCode' | 'log'>;
// Hand-off, HTTP, code and FAQ results feed `resume` in the same turn; a flow that keeps asking
// for effects without waiting for the customer stops here.
const maxEffectRounds = 20;
// Another server process may run a turn of the same conversation at the same moment (a visitor
// with two tabs, a timer job): the cursor is only written over the one the turn read, and a turn
// that lost the race runs again on the winner's cursor. Every lost race is another turn stored, so
// the retries end; while both tabs keep writing, one turn can lose once per message of the other
// tab (five attempts lost answers in the two-process test), and the bound only stops a bug from
// spinning.
const maxTurnAttempts = 100;

// A customer's message to a chatbot with a published flow goes through the engine with the
// conversation's stored cursor. False when the bot has no published flow (the caller greets and
// hands off as before flows existed). `startLine`: where a new run starts (a broadcast's flow index).
export function answerWithFlow(
  services: Services,
  input: { conversationId: string; text: string; startLine?: number | null },
): Promise<boolean> {
  return inConversationTurn(input.conversationId, async () => {
    for (let attempt = 0; attempt < maxTurnAttempts; attempt++) {
      const state = await findFlowTurnState(services, input.conversationId);
      if (!state?.publishedVersionId) return false;
      const { conversation, cursor } = state;
      // A blocked number gets no answer from the chatbot until someone unblocks it.
      if (conversation.status !== 'bot' || state.isBlocked) return true;
      const document = await loadVersionDocument(services.database.db, state.publishedVersionId);
      if (!document) return false;
      const version: FlowVersion = { id: state.publishedVersionId, document };
      if (!cursor && conversation.contactId)
        await setNumberStatus(services.database.db, {
          accountId: conversation.accountId,
          contactId: conversation.contactId,
          channel: conversation.channel,
          status: 'bot',
        });
      const inbound = { text: input.text, startLine: input.startLine ?? undefined };
      const result = step(version, cursor, inbound, contextOf(services, state));
      if (await applyFlowResult(services, state, version, result)) return true;
    }
    return true;
  });
}

// A no-response timer came due: the engine ignores it when the customer answered since.
export async function fireFlowTimer(services: Services, timer: { conversationId: string; turn: number }) {
  await inConversationTurn(timer.conversationId, async () => {
    for (let attempt = 0; attempt < maxTurnAttempts; attempt++) {
      const state = await findFlowTurnState(services, timer.conversationId);
      if (state?.conversation.status !== 'bot' || !state.cursor || state.isBlocked) return;
      // The version the conversation started on, even when a newer one was published since.
      const document = await loadVersionDocument(services.database.db, state.cursor.versionId);
      if (!document) return;
      const version: FlowVersion = { id: state.cursor.versionId, document };
      const result: EffectResult = { kind: 'timer', timer: 'noResponse', turn: timer.turn };
      const next = resume(version, state.cursor, result, contextOf(services, state));
      if (await applyFlowResult(services, state, version, next)) return;
    }
  });
}

// Delivers a delayed balloon of a job queued before balloons waited in flow_balloons; the
// clientMessageId makes a retried job harmless.
export async function deliverFlowMessage(services: Services, delivery: LegacyFlowDelivery) {
  await appendMessage(services, {
    accountId: delivery.accountId,
    conversationId: delivery.conversationId,
    clientMessageId: delivery.clientMessageId,
    sender: 'bot',
    authorName: delivery.authorName,
    text: delivery.text,
    choices: delivery.choices ?? null,
  });
}

const contextOf = (services: Services, state: FlowTurnState) => ({
  now: services.clock.now().getTime(),
  collected: state.conversation.collected,
  channel: state.conversation.channel as FlowChannel,
  language: state.conversation.language as Language,
  isLimited: state.isLimited,
});

// Stores the cursor, the collected data and the balloons (a restart resumes from there; those
// with an appearance time wait in flow_balloons), arms the timer of the next waiting one, then
// performs the effects, feeding their results back to the engine. False when another turn changed the cursor since it was read: nothing was stored
// or sent, run it again.
async function applyFlowResult(
  services: Services,
  state: FlowTurnState,
  version: FlowVersion,
  first: StepResult,
): Promise<boolean> {
  const { conversation } = state;
  let stored = { cursor: state.cursor, collected: conversation.collected };
  let result = first;
  for (let round = 0; round < maxEffectRounds; round++) {
    const balloons = balloonsOf(services, result);
    // Sent before the turn is stored, so a crash between the two cannot leave balloons without
    // one; a turn that is not stored leaves a job that finds nothing to deliver.
    const firstDelayed = balloons.find((balloon) => (balloon.dueMs ?? 0) > 0);
    const boss = flowJobsOf(services.database);
    if (boss && firstDelayed)
      await sendBalloonFallback(
        boss,
        conversation.id,
        new Date(services.clock.now().getTime() + (firstDelayed.dueMs ?? 0)),
      );
    const turn = await storeFlowTurn(services, {
      accountId: conversation.accountId,
      conversationId: conversation.id,
      previous: stored.cursor,
      cursor: result.nextCursor,
      collected: sameRecord(stored.collected, result.collected) ? null : result.collected,
      authorName: conversation.botName,
      balloons,
    });
    // A later round losing the race leaves the rest to the turn that won it.
    if (!turn) return round > 0;
    stored = { cursor: result.nextCursor, collected: result.collected };
    if (turn.nextDueAt) armBalloonTimer(services, conversation.id, turn.nextDueAt);
    let pending: EffectResult | null = null;
    for (const effect of result.effects)
      pending = (await performFlowEffect(services, conversation, effect, result.collected)) ?? pending;
    if (!pending) return true;
    const context = { ...contextOf(services, state), collected: result.collected };
    result = resume(version, result.nextCursor, pending, context);
  }
  return true;
}

function sameRecord(a: Record<string, string>, b: Record<string, string>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

// The turn's balloons with their appearance times, added up from the first. Stored with the turn,
// those due later wait in flow_balloons for their timer. The clientMessageId is unique to this
// stored turn (the turn number restarts when a reset drops the cursor, and a repeated id would be
// skipped as already stored). Without a job runner every balloon goes out at once.
function balloonsOf(services: Services, result: StepResult) {
  const hasJobs = flowJobsOf(services.database) !== null;
  const turnId = newToken(6);
  let dueMs = 0;
  return result.outputs.map((output, index): BotBalloon => {
    dueMs += output.delayMs;
    return {
      clientMessageId: `flow:${result.nextCursor.turn}:${index}:${turnId}`,
      text: renderOutput(output.message),
      choices: choicesOf(output.message),
      media: mediaOf(output.message),
      dueMs: hasJobs ? dueMs : 0,
    };
  });
}
