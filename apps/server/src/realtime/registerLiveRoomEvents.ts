import { type Ack, errorMessage } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Namespace, Socket } from 'socket.io';
import { CatalogueError } from '../app/CatalogueError.ts';
import { errorCodeOf } from '../app/errorCodeOf.ts';
import { logFailure } from '../app/logFailure.ts';
import type { AppServices } from '../app/services.ts';
import { conversations } from '../db/schema/index.ts';
import { listMessagesAfter } from '../modules/live/messages/listMessagesAfter.ts';
import { markMessagesStatus } from '../modules/live/messages/markMessagesStatus.ts';
import { findVisibleConversation } from '../modules/live/rooms/findVisibleConversation.ts';
import { sendAttendantMessage } from '../modules/live/rooms/sendAttendantMessage.ts';
import type { SocketIdentity } from './authenticateSocket.ts';
import type { LiveEventGuard } from './guardLiveEvents.ts';
import { liveRooms } from './relayLiveRooms.ts';
import { visitorRoom } from './webchatSocketData.ts';

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
// The room events of /live: enter (only a room the member may see), send (only its attendant),
// sync after a sequence, typing (to the room and the customer's widget), read, leave.
export function registerLiveRoomEvents(
  socket: Socket,
  services: AppServices,
  identity: SocketIdentity,
  whenAllowed: LiveEventGuard,
  webchat: Namespace,
) {
  const { db } = services.database;
  const { accountId, userId } = identity;
  const answer = <T>(ack: unknown, work: () => Promise<T>, lane?: string) => {
    const reply = (typeof ack === 'function' ? ack : () => undefined) as (result: Ack<T>) => void;
    const refuse = (error: unknown) => {
      const code = errorCodeOf(error);
      reply({ ok: false, error: { code, message: errorMessage(code, 'pt-BR') } });
    };
    whenAllowed(
      'live.attend',
      async () => {
        try {
          reply({ ok: true, data: await work() });
        } catch (error) {
          refuse(error);
        }
      },
      lane,
      refuse,
    );
  };
  const visible = (conversationId: unknown) => {
    if (typeof conversationId !== 'string' || !idPattern.test(conversationId))
      throw new CatalogueError('live.conversationNotFound');
    return findVisibleConversation(db, accountId, userId, conversationId);
  };

  socket.on('enterRoom', (payload) => {
    whenAllowed('live.attend', async () => {
      const { conversation } = await visible(payload?.roomId);
      await socket.join(liveRooms.room(accountId, conversation.id));
    });
  });
  socket.on('leaveRoom', (payload) => {
    if (typeof payload?.roomId === 'string') void socket.leave(liveRooms.room(accountId, payload.roomId));
  });
  // Sends take their conversation's lane: stored in the order sent there, without waiting for
  // the attendant's other conversations.
  socket.on('send', (payload, ack) =>
    answer(
      ack,
      () => sendAttendantMessage(services, { accountId, userId, name: identity.name }, payload),
      `send:${String(payload?.conversationId)}`,
    ),
  );
  socket.on('sync', (payload, ack) =>
    answer(ack, async () => {
      const { conversation } = await visible(payload?.conversationId);
      const afterSeq = Number(payload?.afterSeq);
      const from = Number.isSafeInteger(afterSeq) && afterSeq >= 0 ? afterSeq : 0;
      const page = await listMessagesAfter(db, accountId, conversation.id, from);
      if (!page) throw new CatalogueError('live.conversationNotFound');
      return page;
    }),
  );
  // Typing is not queued behind the guard: it is frequent and harmless; only a room's attendant
  // reaches the customer's widget.
  socket.on('typing', (payload) => {
    const conversationId = payload?.conversationId;
    if (typeof conversationId !== 'string' || !idPattern.test(conversationId)) return;
    const typing = payload?.typing === true;
    const room = liveRooms.room(accountId, conversationId);
    if (!socket.rooms.has(room)) return;
    socket.to(room).emit('typing', { conversationId, sender: 'attendant', typing });
    db.select({ botId: conversations.botId, visitorId: conversations.visitorId })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, conversationId),
          eq(conversations.accountId, accountId),
          eq(conversations.attendantId, userId),
        ),
      )
      .then(([row]) => {
        if (row)
          webchat.to(visitorRoom(row.botId, row.visitorId)).emit('typing', { typing, name: identity.name });
      })
      .catch((error) =>
        logFailure(
          services.log,
          error,
          { accountId, userId, conversationId },
          'could not relay typing to the widget',
        ),
      );
  });
  socket.on('read', (payload) => {
    const seq = Number(payload?.seq);
    if (!Number.isSafeInteger(seq) || seq < 1) return;
    whenAllowed('live.attend', async () => {
      const { conversation } = await visible(payload?.conversationId);
      await markMessagesStatus(services, {
        accountId,
        conversationId: conversation.id,
        upToSeq: seq,
        readBy: 'staff',
        status: 'read',
      });
    });
  });
}
