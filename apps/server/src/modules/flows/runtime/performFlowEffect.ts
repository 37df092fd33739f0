import type { Effect, EffectResult } from '@prosa/flow-engine';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../../app/services.ts';
import { conversations, conversationTags, tags } from '../../../db/schema/index.ts';
import { handOffToDepartment } from '../../live/index.ts';
import { runExternalCode } from '../effects/code/runExternalCode.ts';
import { performHttpIntegration } from '../effects/http/performHttpIntegration.ts';
import { recordLead } from '../leads/recordLead.ts';
import { flowJobsOf, flowLeadQueue, flowTimerQueue } from './flowJobs.ts';
import { matchFaq } from './matchFaq.ts';
import { setNumberStatus } from './setNumberStatus.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock' | 'externalCode'>;

export interface FlowConversation {
  id: string;
  accountId: string;
  contactId: string | null;
  channel: string;
}

// Does what the engine asked and answers with the result it waits for (null: nothing to resume).
// The performers never throw: a failure is a result, and the flow takes its error jump.
export async function performFlowEffect(
  services: Services,
  conversation: FlowConversation,
  effect: Effect,
  collected: Record<string, string>,
): Promise<EffectResult | null> {
  const { db } = services.database;
  const { accountId } = conversation;
  switch (effect.kind) {
    case 'handoff': {
      await handOffToDepartment(services, {
        accountId,
        conversationId: conversation.id,
        departmentId: effect.departmentId,
      });
      const [after] = await db
        .select({ status: conversations.status })
        .from(conversations)
        .where(eq(conversations.id, conversation.id));
      return { kind: 'handoff', isAccepted: after?.status !== 'bot' };
    }
    case 'http': {
      const answer = await performHttpIntegration(effect.request, undefined);
      return answer.ok
        ? { kind: 'http', isOk: true, status: answer.status, body: answer.body }
        : { kind: 'http', isOk: false, status: answer.status };
    }
    case 'externalCode': {
      const run = await runExternalCode(services.externalCode, effect.code, {
        collected,
        channel: effect.channel,
      });
      if (!run.ok) return { kind: 'externalCode', isOk: false };
      const result = run.result;
      const variables =
        result && typeof result === 'object' && !Array.isArray(result)
          ? Object.fromEntries(
              Object.entries(result).map(([key, value]) => [
                key,
                typeof value === 'string' ? value : JSON.stringify(value),
              ]),
            )
          : {};
      return { kind: 'externalCode', isOk: true, variables };
    }
    case 'faq': {
      const bases = [effect.knowledgeBaseId, effect.secondaryKnowledgeBaseId].filter((id): id is string =>
        Boolean(id),
      );
      return matchFaq(db, accountId, effect.question, bases);
    }
    case 'timer': {
      const boss = flowJobsOf(services.database);
      await boss?.send(
        flowTimerQueue,
        { conversationId: conversation.id, turn: effect.turn },
        { startAfter: new Date(effect.dueAt) },
      );
      return null;
    }
    case 'tag': {
      if (effect.tagIds.length === 0) return null;
      const owned = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.accountId, accountId), inArray(tags.id, effect.tagIds)));
      if (owned.length > 0)
        await db
          .insert(conversationTags)
          .values(owned.map((tag) => ({ conversationId: conversation.id, tagId: tag.id, accountId })))
          .onConflictDoNothing();
      return null;
    }
    case 'lead': {
      // Nothing in the flow waits on a lead, and storing one (the lead, the contact's identities,
      // maybe a merge, the contact's data) took 12 ms at the median, the slowest part of a turn
      // (docs/performance.md): a job stores it after the answer went out, retried if it fails.
      const boss = flowJobsOf(services.database);
      if (boss) await boss.send(flowLeadQueue, { accountId, conversationId: conversation.id, effect });
      else await recordLead(services, conversation, effect);
      return null;
    }
    case 'block':
      if (conversation.contactId)
        await setNumberStatus(db, {
          accountId,
          contactId: conversation.contactId,
          channel: conversation.channel,
          status: 'blocked',
          reason: effect.reason,
        });
      return null;
    default:
      // collect is stored with the cursor; limited and end change nothing on the server.
      // integration (a line's integrations and ticket titles) has nothing to call: the product
      // has no integrations yet, so the effect is dropped.
      return null;
  }
}
