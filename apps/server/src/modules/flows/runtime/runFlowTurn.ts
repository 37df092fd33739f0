import type { FlowChannel, Language } from '@prosa/contracts';
import { type EffectResult, type FlowVersion, resume, type StepResult, step } from '@prosa/flow-engine';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../../app/services.ts';
import { bots, conversations } from '../../../db/schema/index.ts';
import { appendMessage } from '../../live/messages/appendMessage.ts';
import { findPublishedVersion, findVersionById } from '../flowRepository.ts';
import { isNumberBlocked } from '../numberStatus/numberStatusRepository.ts';
import { findFlowCursor, storeFlowTurn } from './flowCursorRepository.ts';
import { type FlowDelivery, flowDeliverQueue, flowJobsOf } from './flowJobs.ts';
import { inConversationTurn } from './inConversationTurn.ts';
import { performFlowEffect } from './performFlowEffect.ts';
import { renderOutput } from './renderOutput.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock'>;
type ConversationRow = typeof conversations.$inferSelect;
// Hand-off, HTTP, code and FAQ results feed `resume` in the same turn; a flow that keeps asking
// for effects without waiting for the customer stops here.
const maxEffectRounds = 20;

// A customer's message to a chatbot with a published flow goes through the engine with the
// conversation's stored cursor. False when the bot has no published flow (the caller greets and
// hands off as before flows existed).
export async function answerWithFlow(
  services: Services,
  input: { botId: string; conversationId: string; text: string },
): Promise<boolean> {
  const published = await findPublishedVersion(services.database.db, input.botId);
  if (!published) return false;
  await inConversationTurn(input.conversationId, async () => {
    const conversation = await findConversationRow(services, input.conversationId);
    if (conversation?.status !== 'bot') return;
    // A blocked number gets no answer from the chatbot until someone unblocks it.
    if (await isNumberBlocked(services.database.db, conversation.contactId, conversation.channel)) return;
    const version: FlowVersion = { id: published.id, document: published.document };
    const cursor = await findFlowCursor(services.database.db, conversation.id);
    const result = step(version, cursor, { text: input.text }, contextOf(services, conversation));
    await applyFlowResult(services, conversation, version, result);
  });
  return true;
}

// A no-response timer came due: the engine ignores it when the customer answered since.
export async function fireFlowTimer(services: Services, timer: { conversationId: string; turn: number }) {
  await inConversationTurn(timer.conversationId, async () => {
    const conversation = await findConversationRow(services, timer.conversationId);
    const cursor = await findFlowCursor(services.database.db, timer.conversationId);
    if (conversation?.status !== 'bot' || !cursor) return;
    const row = await findVersionById(services.database.db, cursor.versionId);
    if (!row) return;
    const version: FlowVersion = { id: row.id, document: row.document };
    const result: EffectResult = { kind: 'timer', timer: 'noResponse', turn: timer.turn };
    await applyFlowResult(
      services,
      conversation,
      version,
      resume(version, cursor, result, contextOf(services, conversation)),
    );
  });
}

// Delivers a delayed balloon (a job); the clientMessageId makes a retried job harmless.
export async function deliverFlowMessage(services: Services, delivery: FlowDelivery) {
  await appendMessage(services, {
    accountId: delivery.accountId,
    conversationId: delivery.conversationId,
    clientMessageId: delivery.clientMessageId,
    sender: 'bot',
    authorName: delivery.authorName,
    text: delivery.text,
  });
}

async function findConversationRow(services: Services, conversationId: string) {
  const [row] = await services.database.db
    .select({ conversation: conversations, botName: bots.name })
    .from(conversations)
    .innerJoin(bots, eq(bots.id, conversations.botId))
    .where(eq(conversations.id, conversationId));
  return row ? { ...row.conversation, botName: row.botName } : null;
}

const contextOf = (services: Services, conversation: ConversationRow) => ({
  now: services.clock.now().getTime(),
  collected: conversation.collected,
  channel: conversation.channel as FlowChannel,
  language: conversation.language as Language,
});

// Stores the cursor and the collected data first (a restart resumes from there), then sends the
// balloons in order and performs the effects, feeding their results back to the engine.
async function applyFlowResult(
  services: Services,
  conversation: ConversationRow & { botName: string },
  version: FlowVersion,
  first: StepResult,
) {
  let result = first;
  for (let round = 0; round < maxEffectRounds; round++) {
    await storeFlowTurn(
      services.database.db,
      conversation.accountId,
      conversation.id,
      result.nextCursor,
      result.collected,
    );
    await sendOutputs(services, conversation, result);
    let pending: EffectResult | null = null;
    for (const effect of result.effects)
      pending = (await performFlowEffect(services, conversation, effect, result.collected)) ?? pending;
    if (!pending) return;
    const context = { ...contextOf(services, conversation), collected: result.collected };
    result = resume(version, result.nextCursor, pending, context);
  }
}

// Balloons without delay go out at once; the first one with a delay and all after it become
// jobs due at their time (pg-boss runs a queue's due jobs in the order they were sent).
async function sendOutputs(
  services: Services,
  conversation: ConversationRow & { botName: string },
  result: StepResult,
) {
  let dueMs = 0;
  const boss = flowJobsOf(services.database);
  for (const [index, output] of result.outputs.entries()) {
    dueMs += output.delayMs;
    const delivery: FlowDelivery = {
      accountId: conversation.accountId,
      conversationId: conversation.id,
      clientMessageId: `flow:${result.nextCursor.turn}:${index}`,
      authorName: conversation.botName,
      text: renderOutput(output.message),
    };
    if (dueMs === 0 || !boss) await deliverFlowMessage(services, delivery);
    else
      await boss.send(flowDeliverQueue, delivery, {
        startAfter: new Date(services.clock.now().getTime() + dueMs),
      });
  }
}
