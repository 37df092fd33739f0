import { type Ack, errorMessage, type LiveRoomServerToClient } from '@prosa/contracts';
import type { Namespace } from 'socket.io';
import { CatalogueError } from '../app/CatalogueError.ts';
import { errorCodeOf } from '../app/errorCodeOf.ts';
import { logFailure } from '../app/logFailure.ts';
import { RateLimitedError } from '../app/RateLimitedError.ts';
import type { AppServices } from '../app/services.ts';
import { findCurrentConversation } from '../modules/channels/conversations/customerConversationRepository.ts';
import { listMessagesAfter } from '../modules/live/messages/listMessagesAfter.ts';
import { markMessagesStatus } from '../modules/live/messages/markMessagesStatus.ts';
import { identifyVisitor, type WebchatVisitor } from '../modules/webchat/identifyVisitor.ts';
import { listVisitorHistory } from '../modules/webchat/listVisitorHistory.ts';
import { proveVisitorSecret } from '../modules/webchat/proveVisitorSecret.ts';
import { rateConversation, recommendConversation } from '../modules/webchat/rateConversation.ts';
import { readOpening } from '../modules/webchat/readOpening.ts';
import { readWebchatState } from '../modules/webchat/readWebchatState.ts';
import { recordVisitorPage } from '../modules/webchat/recordVisitorPage.ts';
import { sendVisitorMessage } from '../modules/webchat/sendVisitorMessage.ts';
import { visitorLimitKeys } from '../modules/webchat/visitorLimitKeys.ts';
import type { WebchatNamespace } from './ConnectedVisitors.ts';
import { throttlePerKey } from './throttlePerKey.ts';
import { visitorRoom, webchatDataOf } from './webchatSocketData.ts';

export type LiveRoomNamespace = Namespace<Record<string, never>, LiveRoomServerToClient>;

// The widget's socket. No cookie and any origin (it runs on customers' sites): the bot token and
// the anonymous visitor id say who it is, the visitor's secret proves it, and every payload is
// parsed like an untrusted request.
export function setUpWebchatNamespace(
  webchat: WebchatNamespace,
  live: LiveRoomNamespace,
  services: AppServices,
) {
  const { db } = services.database;
  // /realTime lists refresh on this signal; a burst of page changes sends one per second.
  const announceVisitors = throttlePerKey(
    (accountId) => live.to(`account:${accountId}`).emit('visitors'),
    1000,
  );

  webchat.use(async (socket, next) => {
    try {
      const auth = socket.handshake.auth ?? {};
      const visitor = await identifyVisitor(db, auth, socket.handshake.headers['user-agent']);
      const fileKey = await proveVisitorSecret(db, visitor, auth.visitorSecret);
      socket.data = { visitor, fileKey, since: services.clock.now().toISOString(), page: null };
      await socket.join([visitorRoom(visitor.botId, visitor.visitorId), `account:${visitor.accountId}`]);
      next();
    } catch (error) {
      next(new Error(errorCodeOf(error)));
    }
  });

  webchat.on('connection', (socket) => {
    const { visitor, fileKey }: { visitor: WebchatVisitor; fileKey: string } = webchatDataOf(socket);
    const about = { accountId: visitor.accountId, botId: visitor.botId, visitorId: visitor.visitorId };
    const report = (message: string, conversationId?: string) => (error: unknown) =>
      logFailure(services.log, error, conversationId ? { ...about, conversationId } : about, message);
    const current = () => findCurrentConversation(db, visitor.botId, visitor.visitorId);
    const answer = async <T>(ack: unknown, work: () => Promise<T>) => {
      const reply = (typeof ack === 'function' ? ack : () => undefined) as (result: Ack<T>) => void;
      try {
        reply({ ok: true, data: await work() });
      } catch (error) {
        const code = errorCodeOf(error);
        const params = error instanceof CatalogueError ? error.params : {};
        const message = errorMessage(code, visitor.language, params);
        const wait = error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterSeconds } : {};
        reply({ ok: false, error: { code, message, ...wait } });
      }
    };
    // One visitor's sends are stored in the order they came, so a first message and its quick
    // follow-up never open two conversations.
    let sending: Promise<unknown> = Promise.resolve();
    // Where this socket last wrote: the next message tries that conversation first.
    let lastConversationId: string | null = null;
    // The abuse limits (app/abuseLimits.ts): a refused send is not stored and its ack says when
    // to come back.
    const limitKeys = visitorLimitKeys(visitor, services.limits.addressOf(socket.request));
    const newConversationAllowed = () => services.limits.conversations.take(limitKeys);

    socket.on('send', (payload, ack) => {
      sending = sending.then(() =>
        answer(ack, async () => {
          await services.limits.messages.take(limitKeys);
          const { message, react } = await sendVisitorMessage(
            services,
            visitor,
            payload,
            lastConversationId,
            newConversationAllowed,
          );
          lastConversationId = message.conversationId;
          // After the ack: the bot and the hand-off follow the stored message.
          setImmediate(() =>
            react().catch(
              report('the bot or hand-off after a visitor message failed', message.conversationId),
            ),
          );
          return message;
        }),
      );
    });

    socket.on('sync', (payload, ack) =>
      answer(ack, async () => {
        const afterSeq = Number(payload?.afterSeq);
        const conversation = await current();
        const empty = { items: [], lastSeq: 0 };
        if (!conversation) return empty;
        // The widget's sequence belongs to the conversation it last showed; a newer one (started in
        // another tab, or by an attendant) is answered whole.
        const shown = payload?.conversationId;
        const isSameConversation = shown === undefined || shown === conversation.id;
        const from = isSameConversation && Number.isSafeInteger(afterSeq) && afterSeq >= 0 ? afterSeq : 0;
        return (await listMessagesAfter(db, visitor.accountId, conversation.id, from)) ?? empty;
      }),
    );

    socket.on('history', (_payload, ack) =>
      answer(ack, async () => {
        const conversation = await current();
        return { items: await listVisitorHistory(db, visitor, conversation?.id ?? null) };
      }),
    );

    socket.on('page', (payload) => {
      recordVisitorPage(services, visitor, payload)
        .then((page) => {
          webchatDataOf(socket).page = page;
          announceVisitors(visitor.accountId);
        })
        .catch(report('could not record the page of a visitor'));
    });

    socket.on('typing', (payload) => {
      const typing = payload?.typing === true;
      current()
        .then((conversation) => {
          if (conversation)
            live
              .to(`account:${visitor.accountId}:room:${conversation.id}`)
              .emit('typing', { conversationId: conversation.id, sender: 'customer', typing });
        })
        .catch(report('could not relay the typing of a visitor'));
    });

    socket.on('read', (payload) => {
      const seq = Number(payload?.seq);
      if (!Number.isSafeInteger(seq) || seq < 1) return;
      current()
        .then((conversation) =>
          conversation
            ? markMessagesStatus(services, {
                accountId: visitor.accountId,
                conversationId: conversation.id,
                upToSeq: seq,
                readBy: 'customer',
                status: 'read',
              })
            : 0,
        )
        .catch(report('could not mark messages read by a visitor'));
    });

    socket.on('rate', (payload, ack) =>
      answer(ack, async () => {
        await rateConversation(services, visitor, payload);
        return null;
      }),
    );
    socket.on('recommend', (payload, ack) =>
      answer(ack, async () => {
        await recommendConversation(services, visitor, payload);
        return null;
      }),
    );

    socket.on('disconnect', () => announceVisitors(visitor.accountId));

    Promise.all([
      current().then((conversation) => readWebchatState(db, conversation)),
      readOpening(services, visitor),
    ])
      .then(([state, opening]) =>
        socket.emit('welcome', {
          botName: visitor.botName,
          fileKey,
          language: visitor.language,
          state,
          opening,
        }),
      )
      .catch(report('could not welcome a visitor'));
    announceVisitors(visitor.accountId);
  });
  return { announceVisitors };
}
