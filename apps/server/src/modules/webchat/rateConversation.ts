import { rateInput } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { findCurrentConversation } from '../channels/index.ts';
import { syncNumberStatus } from '../flows/index.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';
import { storeSatisfaction } from './webchatConversationRepository.ts';

// The satisfaction survey: one score, 0 to 5, for a finished conversation that has none yet.
export async function rateConversation(
  services: Pick<AppServices, 'database' | 'events'>,
  visitor: WebchatVisitor,
  payload: unknown,
) {
  const { score } = parseOrRefuse(rateInput, payload);
  const { db } = services.database;
  const conversation = await findCurrentConversation(db, visitor.botId, visitor.visitorId);
  if (!conversation || !(await storeSatisfaction(db, visitor.accountId, conversation.id, score)))
    throw new CatalogueError('live.surveyClosed');
  await syncNumberStatus(db, visitor.accountId, conversation.id);
  services.events.emit('conversation.changed', {
    accountId: visitor.accountId,
    conversationId: conversation.id,
  });
}
