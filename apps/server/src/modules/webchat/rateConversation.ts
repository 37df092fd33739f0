import { rateInput, recommendInput } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { findCurrentConversation } from '../channels/index.ts';
import { syncNumberStatus } from '../flows/index.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';
import { storeSurveyAnswer } from './webchatConversationRepository.ts';

type Services = Pick<AppServices, 'database' | 'events'>;

// One answer of the survey for the visitor's finished conversation: `satisfaction` 0 to 5 (the
// `rate` event), then `nps` 0 to 10 (`recommend`); each question answers once.
async function answerSurvey(
  services: Services,
  visitor: WebchatVisitor,
  question: 'satisfaction' | 'nps',
  payload: unknown,
) {
  const { score } = parseOrRefuse(question === 'nps' ? recommendInput : rateInput, payload);
  const { db } = services.database;
  const conversation = await findCurrentConversation(db, visitor.botId, visitor.visitorId);
  if (!conversation || !(await storeSurveyAnswer(db, visitor.accountId, conversation.id, question, score)))
    throw new CatalogueError('live.surveyClosed');
  await syncNumberStatus(db, visitor.accountId, conversation.id);
  services.events.emit('conversation.changed', {
    accountId: visitor.accountId,
    conversationId: conversation.id,
  });
}

export const rateConversation = (services: Services, visitor: WebchatVisitor, payload: unknown) =>
  answerSurvey(services, visitor, 'satisfaction', payload);

export const recommendConversation = (services: Services, visitor: WebchatVisitor, payload: unknown) =>
  answerSurvey(services, visitor, 'nps', payload);
