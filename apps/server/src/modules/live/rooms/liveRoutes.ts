import {
  bulkTransferInput,
  bulkTransferResult,
  contactConversationList,
  conversationDetail,
  conversationList,
  conversationListQuery,
  conversationSummary,
  conversationTagInput,
  finishInput,
  levels,
  markInput,
  messagePage,
  messagesQuery,
  participantInput,
  startConversationInput,
  transferInput,
} from '@prosa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAccess } from '../../../app/access.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { AppServices } from '../../../app/services.ts';
import { listMessagesAfter } from '../messages/listMessagesAfter.ts';
import { addConversationTag } from './addConversationTag.ts';
import { addParticipant } from './addParticipant.ts';
import { bulkTransferConversations } from './bulkTransferConversations.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import { finishConversation } from './finishConversation.ts';
import { getConversationDetail } from './getConversationDetail.ts';
import { listContactConversations } from './listContactConversations.ts';
import { listConversations } from './listConversations.ts';
import { markConversation } from './markConversation.ts';
import { removeConversationTag } from './removeConversationTag.ts';
import { removeParticipant } from './removeParticipant.ts';
import { startVisitorConversation } from './startVisitorConversation.ts';
import { summaryFor } from './summaryFor.ts';
import { takeConversation } from './takeConversation.ts';
import { transferConversation } from './transferConversation.ts';

const attend = memberAccess(levels.junior, 'live.attend');
const params = z.object({ id: z.string().trim().min(1).max(64) });
const tagParams = params.extend({ tagId: z.string().trim().min(1).max(64) });
const participantParams = params.extend({ userId: z.string().trim().min(1).max(64) });
const base = '/api/live/conversations';
// No body: not through the zod serializer, and documented without content.
const leftConversation = {
  type: 'null',
  description: 'The caller left the conversation: no room to answer',
} as const;
const actorOf = (request: FastifyRequest) => ({
  accountId: request.ctx.accountId,
  userId: request.ctx.userId,
});

// The attendant's panel API (issue 4). Routes only parse and call the use cases; every action
// answers the room as the caller now sees it.
export function liveRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['live'];
    const answer = (request: FastifyRequest, id: string) =>
      summaryFor(services.database.db, actorOf(request), id);

    api.get(
      base,
      {
        config: attend,
        schema: {
          summary: 'List live conversations by box and filters',
          response: { 200: conversationList },
          tags,
          querystring: conversationListQuery,
        },
      },
      (request) => listConversations(services, actorOf(request), request.query),
    );
    api.post(
      base,
      {
        config: attend,
        schema: {
          summary: 'Start a conversation with a contact',
          response: { 200: conversationSummary },
          tags,
          body: startConversationInput,
        },
      },
      async (request) => {
        const started = await startVisitorConversation(services, actorOf(request), request.body);
        return answer(request, started.id);
      },
    );
    api.post(
      `${base}/transfer`,
      {
        config: memberAccess(levels.manager, 'live.transferSelected'),
        schema: {
          summary: 'Transfer several conversations at once',
          response: { 200: bulkTransferResult },
          tags,
          body: bulkTransferInput,
        },
      },
      (request) => bulkTransferConversations(services, actorOf(request), request.body),
    );
    api.get(
      `${base}/:id`,
      {
        config: attend,
        schema: { summary: 'Read a live conversation', response: { 200: conversationDetail }, tags, params },
      },
      (request) => getConversationDetail(services, actorOf(request), request.params.id),
    );
    api.get(
      `${base}/:id/contact-conversations`,
      {
        config: attend,
        schema: {
          summary: "List the room's contact's other conversations",
          response: { 200: contactConversationList },
          tags,
          params,
        },
      },
      (request) => listContactConversations(services, actorOf(request), request.params.id),
    );
    api.get(
      `${base}/:id/messages`,
      {
        config: attend,
        schema: {
          summary: "Read a page of a conversation's messages",
          response: { 200: messagePage },
          tags,
          params,
          querystring: messagesQuery,
        },
      },
      async (request) => {
        const { accountId, userId } = actorOf(request);
        const { db } = services.database;
        await findVisibleConversation(db, accountId, userId, request.params.id);
        const { afterSeq, limit } = request.query;
        const page = await listMessagesAfter(db, accountId, request.params.id, afterSeq, limit);
        if (!page) throw new CatalogueError('live.conversationNotFound');
        return page;
      },
    );
    api.post(
      `${base}/:id/take`,
      {
        config: attend,
        schema: {
          summary: 'Take a queued conversation',
          response: { 200: conversationSummary },
          tags,
          params,
        },
      },
      async (request) => {
        await takeConversation(services, actorOf(request), request.params.id);
        return answer(request, request.params.id);
      },
    );
    api.post(
      `${base}/:id/transfer`,
      {
        config: attend,
        schema: {
          summary: 'Transfer a conversation to an attendant or department',
          response: { 200: conversationSummary },
          tags,
          params,
          body: transferInput,
        },
      },
      async (request) => {
        await transferConversation(services, actorOf(request), request.params.id, request.body);
        return answer(request, request.params.id);
      },
    );
    api.post(
      `${base}/:id/finish`,
      {
        config: attend,
        schema: {
          summary: 'Finish a conversation',
          response: { 200: conversationSummary },
          tags,
          params,
          body: finishInput,
        },
      },
      async (request) => {
        await finishConversation(services, actorOf(request), request.params.id, request.body);
        return answer(request, request.params.id);
      },
    );
    for (const [path, mark, summary] of [
      ['pin', 'pinned', 'Pin or unpin a conversation'],
      ['mute', 'muted', 'Mute or unmute a conversation'],
    ] as const)
      api.post(
        `${base}/:id/${path}`,
        {
          config: attend,
          schema: { summary, tags, params, body: markInput, response: { 200: conversationSummary } },
        },
        async (request) => {
          await markConversation(services, actorOf(request), request.params.id, mark, request.body.value);
          return answer(request, request.params.id);
        },
      );
    api.post(
      `${base}/:id/tags`,
      {
        config: attend,
        schema: {
          summary: 'Tag a conversation',
          response: { 200: conversationSummary },
          tags,
          params,
          body: conversationTagInput,
        },
      },
      async (request) => {
        await addConversationTag(services, actorOf(request), request.params.id, request.body.tagId);
        return answer(request, request.params.id);
      },
    );
    api.delete(
      `${base}/:id/tags/:tagId`,
      {
        config: attend,
        schema: {
          summary: 'Remove a tag from a conversation',
          response: { 200: conversationSummary },
          tags,
          params: tagParams,
        },
      },
      async (request) => {
        await removeConversationTag(services, actorOf(request), request.params.id, request.params.tagId);
        return answer(request, request.params.id);
      },
    );
    api.post(
      `${base}/:id/participants`,
      {
        config: attend,
        schema: {
          summary: 'Add an attendant to a conversation',
          response: { 200: conversationSummary },
          tags,
          params,
          body: participantInput,
        },
      },
      async (request) => {
        await addParticipant(services, actorOf(request), request.params.id, request.body.attendantId);
        return answer(request, request.params.id);
      },
    );
    // Leaving may take the room out of the caller's sight: they get no room back, only its removal.
    api.delete(
      `${base}/:id/participants/:userId`,
      {
        config: attend,
        schema: {
          summary: 'Remove a participant, or leave the conversation',
          response: { 200: conversationSummary, 204: leftConversation },
          tags,
          params: participantParams,
        },
      },
      async (request, reply) => {
        const { id, userId } = request.params;
        await removeParticipant(services, actorOf(request), id, userId);
        if (userId === request.ctx.userId) return reply.code(204).send();
        return answer(request, id);
      },
    );
  };
}
